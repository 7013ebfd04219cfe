/**
 * What one server may use of the machine that runs the job. A hostile server could otherwise fill the runner's
 * memory and disk or fork until the job dies (only totalMs ended it). Each bound is generous for a sound server
 * (the public servers of the end-to-end suite stay far below) and, when it cuts, the run says which one.
 */
export declare const SERVER_BOUNDS: {
    /**
     * RLIMIT_DATA: the heap and every private writable mapping, per process. Shared memory (memfd, MAP_SHARED, System V)
     * and the sum over processes are not in it: only a memory cgroup would bound those.
     */
    readonly memoryBytes: number;
    /** RLIMIT_NPROC: processes and threads of the user the server runs as. */
    readonly processes: 1024;
    /** RLIMIT_FSIZE: the largest file it may write. */
    readonly fileBytes: number;
    /** --size of every writable tmpfs bubblewrap gives it: its HOME (with TMPDIR) and /dev/shm. */
    readonly tmpfsBytes: number;
};
export type BoundName = 'memory' | 'processes' | 'file size' | 'disk';
/**
 * The bound as a reader meets it: "memory (2,048 MiB of private memory per process)". `sharedCount`: whose processes
 * the processes bound counts too, when not the server's alone (process-count-scope.ts).
 */
export declare function describeBound(name: BoundName, sharedCount?: string): string;
/** prlimit (util-linux) in front of the server's command: the rlimits hold in every sandbox method, none included. */
export declare function prlimitPrefix(prlimit: string | undefined): string[];
/**
 * Which bound ended a server that failed, read from how it ended: a signal only a bound sends (SIGXFSZ), or what
 * the runtime printed when a bound refused it memory, a process or disk space. undefined: none of them.
 */
export declare function boundThatCut(detail: string, stderr: string): BoundName | undefined;
