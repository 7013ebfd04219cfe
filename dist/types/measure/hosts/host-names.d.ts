import type { HostProfile } from '../../budget/host-profiles.js';
import type { HostName } from '../../hosts/host-module.js';
export type { HostName } from '../../hosts/host-module.js';
export { geminiName } from '../../hosts/gemini-cli/index.js';
export { vscodePrefix } from '../../hosts/vscode-copilot/index.js';
/**
 * The tool's name as the host shows it to its model, built the way that host builds it: its module's rule where it
 * has one (Codex's SHA-1 suffix past 64 bytes, Gemini CLI's middle ellipsis past 63 characters, VS Code's prefix from
 * the server's announced name; each in `src/hosts/<name>/`, citing its source in the profile), else the profile's
 * `toolName` pattern.
 */
export declare function hostToolName(profile: HostProfile, server: string, tool: string, serverInfo?: {
    name?: unknown;
    title?: unknown;
}): HostName;
