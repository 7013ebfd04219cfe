import type { ServerConfig } from '../budget/budget-config.js';
type McpConfigFormat = 'claude' | 'vscode' | 'cursor' | 'codex';
export interface ImportedServers {
    format: McpConfigFormat;
    servers: Array<{
        name: string;
        config: ServerConfig;
    }>;
    /** Servers that need something mcp-budget will not do in CI (prompt for input, run a helper): skipped. */
    unresolved: UnresolvedServer[];
}
export interface UnresolvedServer {
    server: string;
    reason: string;
    /** The caller's variable the entry names without a default, unset here: the server could not be measured. */
    variable?: string;
    /** Where in the entry it is named (`env.API_KEY`, `args`, `headers.Authorization`). */
    field?: string;
    /** How the entry writes it: `${API_KEY}` (.mcp.json), `${env:API_KEY}` (VS Code, Cursor), `API_KEY` (Codex). */
    written?: string;
}
/** Config files projects already check in for their editor or agent, in the order `init` looks for them. */
export declare const KNOWN_MCP_CONFIGS: string[];
/** Reads a file the budget names; the base branch's version comes from git instead of the disk. */
export type ReadText = (file: string) => Promise<string>;
/**
 * Reads the `envFile` an entry names (`file` as written, expanded), as the repository holds it: its text and its path
 * from the workspace. The head's comes from the work tree (`workTreeEnvFile`), the base's from the base commit
 * (`committedEnvFile`), never from the head's work tree.
 */
export type ReadEnvFile = (file: string, workspace: string) => {
    text: string;
    file: string;
};
export declare function importMcpConfig(file: string, workspace: string, callerEnv: Record<string, string | undefined>, readText?: ReadText, readEnvFile?: ReadEnvFile): Promise<ImportedServers>;
/** The head's envFile, from the work tree: only a file git tracks there (see above). */
export declare function workTreeEnvFile(file: string, workspace: string): {
    text: string;
    file: string;
};
/**
 * The base's envFile, from the base commit (`git show`), never the head's work tree: a file the commit holds, not a
 * symbolic link (its target would be the head's), never under .git.
 */
export declare function committedEnvFile(commit: string): ReadEnvFile;
export {};
