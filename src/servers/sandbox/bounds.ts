/**
 * What one server may use of the machine that runs the job. A hostile server could otherwise fill the runner's
 * memory and disk or fork until the job dies (only totalMs ended it). Each bound is generous for a sound server
 * (the public servers of the end-to-end suite stay far below) and, when it cuts, the run says which one.
 */
export const SERVER_BOUNDS = {
  /**
   * RLIMIT_DATA: the heap and every private writable mapping, per process. Shared memory (memfd, MAP_SHARED, System V)
   * and the sum over processes are not in it: only a memory cgroup would bound those.
   */
  memoryBytes: 2 * 1024 ** 3,
  /** RLIMIT_NPROC: processes and threads of the user the server runs as. */
  processes: 1024,
  /** RLIMIT_FSIZE: the largest file it may write. */
  fileBytes: 256 * 1024 ** 2,
  /** --size of every writable tmpfs bubblewrap gives it: its HOME (with TMPDIR) and /dev/shm. */
  tmpfsBytes: 256 * 1024 ** 2,
} as const;

export type BoundName = 'memory' | 'processes' | 'file size' | 'disk';

const MiB = (bytes: number) => `${Math.round(bytes / 1024 ** 2).toLocaleString('en-US')} MiB`;

/**
 * The bound as a reader meets it: "memory (2,048 MiB of private memory per process)". `sharedCount`: whose processes
 * the processes bound counts too, when not the server's alone (process-count-scope.ts).
 */
export function describeBound(name: BoundName, sharedCount?: string): string {
  switch (name) {
    case 'memory':
      return `memory (${MiB(SERVER_BOUNDS.memoryBytes)} of private memory per process)`;
    case 'processes':
      return `processes (${SERVER_BOUNDS.processes.toLocaleString('en-US')} processes and threads${sharedCount ? `, ${sharedCount}` : ''})`;
    case 'file size':
      return `file size (${MiB(SERVER_BOUNDS.fileBytes)} per file)`;
    case 'disk':
      return `disk (${MiB(SERVER_BOUNDS.tmpfsBytes)} for its HOME and TMPDIR, the same for /dev/shm)`;
  }
}

/** prlimit (util-linux) in front of the server's command: the rlimits hold in every sandbox method, none included. */
export function prlimitPrefix(prlimit: string | undefined): string[] {
  if (!prlimit) return [];
  return [
    prlimit,
    `--data=${SERVER_BOUNDS.memoryBytes}`,
    `--nproc=${SERVER_BOUNDS.processes}`,
    `--fsize=${SERVER_BOUNDS.fileBytes}`,
    '--',
  ];
}

/**
 * Which bound ended a server that failed, read from how it ended: a signal only a bound sends (SIGXFSZ), or what
 * the runtime printed when a bound refused it memory, a process or disk space. undefined: none of them.
 */
export function boundThatCut(detail: string, stderr: string): BoundName | undefined {
  // Node ignores SIGXFSZ, so its write fails with EFBIG instead of the process dying.
  if (/SIGXFSZ|File size limit exceeded|EFBIG|File too large/i.test(detail + stderr)) return 'file size';
  if (/ENOSPC|No space left on device/.test(stderr)) return 'disk';
  // Node aborts (exit 134) when the process bound refuses it a thread: "Assertion `(0) == (uv_thread_create(...))' failed".
  if (
    /EAGAIN|Resource temporarily unavailable|can't fork|Cannot fork|fork: retry|uv_thread_create|pthread_create/i.test(
      stderr,
    )
  )
    return 'processes';
  if (
    /heap out of memory|Array buffer allocation failed|ENOMEM|Cannot allocate memory|MemoryError|out of memory/i.test(
      stderr,
    )
  )
    return 'memory';
  return undefined;
}
