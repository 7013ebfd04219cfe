/**
 * Variables that make a program run code it did not ship: the dynamic loader's, glibc's, the shells' and the
 * runtimes' hooks. A server's env applies to the server alone, inside the sandbox (server-launch.ts), so none of them
 * reaches a launcher; they are refused in budget.json and imported configs all the same, because a variable that
 * loads a file from the pull request into every process is never what a measurement needs.
 */
export interface LoaderVariable {
    /** A name, or a prefix ending in `*`. */
    name: string;
    /** What it makes a program do. */
    what: string;
    /** Names it stands for, for the README and the tests. */
    examples: string[];
    /** When only some values are hooks (NODE_OPTIONS --require): the part of the value that is one. */
    hook?: (value: string) => string | undefined;
}
export declare const LOADER_VARIABLES: readonly LoaderVariable[];
/** Why `name=value` may not be set for a server, or undefined when it may. */
export declare function loaderVariableRefusal(name: string, value: string | undefined): string | undefined;
