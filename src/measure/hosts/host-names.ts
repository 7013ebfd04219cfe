import type { HostProfile } from '../../budget/host-profiles.js';
import type { HostName } from '../../hosts/host-module.js';
import { hostModuleOf } from '../../hosts/registry.js';

export type { HostName } from '../../hosts/host-module.js';
export { geminiName } from '../../hosts/gemini-cli/index.js';
export { vscodePrefix } from '../../hosts/vscode-copilot/index.js';

/**
 * The tool's name as the host shows it to its model, built the way that host builds it: its module's rule where it
 * has one (Codex's SHA-1 suffix past 64 bytes, Gemini CLI's middle ellipsis past 63 characters, VS Code's prefix from
 * the server's announced name; each in `src/hosts/<name>/`, citing its source in the profile), else the profile's
 * `toolName` pattern.
 */
export function hostToolName(
  profile: HostProfile,
  server: string,
  tool: string,
  serverInfo?: { name?: unknown; title?: unknown },
): HostName {
  const own = hostModuleOf(profile)?.toolName;
  if (own) return own(profile, server, tool, serverInfo);
  const pattern = profile.facts.toolName?.value ?? 'mcp__{server}__{tool}';
  return { name: pattern.replaceAll('{server}', server).replaceAll('{tool}', tool) };
}
