/**
 * `npx -y some-server` (and `pnpm dlx`, `bunx`, `uvx`) downloads the server when it is not installed. In a
 * sandbox without network that cannot work, and waiting for the startup timeout says nothing useful, so such a
 * command is recognised before it runs. Returns the package it would fetch, or undefined when it would not.
 */
export declare function packageFetchedAtStart(command: string, args: string[], projectDir: string): string | undefined;
/** The version of `spec`'s package installed in the project (or a parent), when there is one. */
export declare function installedPackage(spec: string, projectDir: string): {
    name: string;
    version: string;
} | undefined;
/** When `spec` names the project's own package (its package.json, at or above the budget): that package's entry file. */
export declare function ownEntryPoint(spec: string, projectDir: string): {
    name: string;
    file: string;
} | undefined;
