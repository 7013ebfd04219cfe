/**
 * `npx -y some-server` (and `pnpm dlx`, `bunx`, `uvx`) downloads the server when it is not installed. In a
 * sandbox without network that cannot work, and waiting for the startup timeout says nothing useful, so such a
 * command is recognised before it runs. Returns the package it would fetch, or undefined when it would not.
 */
export declare function packageFetchedAtStart(command: string, args: string[], projectDir: string): string | undefined;
