/**
 * Why a server did not start, when a path its command line names lies outside the project and its toolchain
 * (`node /srv/tools/server/index.js`) and its stderr names that path: the sandbox does not show it (sandbox-plan.ts).
 * The way out is the folder in sandbox.readable, which on a pull request comes from the base's budget.json.
 */
export declare function unshownPathFix(named: string[], readable: string[], baseDir: string, stderr: string): string | undefined;
