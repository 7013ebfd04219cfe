/** Splits a command line the way a POSIX shell would for plain words and quotes; no expansion. */
export declare function splitCommandLine(line: string): string[];
