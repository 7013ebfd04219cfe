import type { HostModule } from '../host-module.js';
import type { HostProfile } from '../host-profile.js';
import profile from './profile.json' with { type: 'json' };

/** VS Code's McpPrefixGenerator.take: lowercased, runs of other characters to `_`, cut so the prefix fits 18. */
export function vscodePrefix(label: string, serverChars: number): string {
  return `mcp_${label
    .toLowerCase()
    .replace(/[^a-z0-9_.-]+/g, '_')
    .slice(0, serverChars)}_`;
}

function serverLabel(serverInfo: { name?: unknown; title?: unknown } | undefined): string | undefined {
  const label =
    (typeof serverInfo?.title === 'string' && serverInfo.title) ||
    (typeof serverInfo?.name === 'string' && serverInfo.name);
  return label || undefined;
}

export const vscodeCopilot: HostModule = {
  profile: profile as HostProfile,
  // The prefix from the server's announced title or name (its `{serverInfo}`), then the tool with other characters `_`.
  toolName: (hostProfile, server, tool, serverInfo) => ({
    name: `${vscodePrefix(serverLabel(serverInfo) ?? server, hostProfile.facts.prefixServerChars?.value ?? 13)}${tool.replace(/[^a-z0-9_-]/gi, '_')}`,
  }),
  // VS Code's _validateTool: "<empty>" for a missing description, properties added to a schema without them.
  requestEntry: (tool) => {
    const schema = tool.inputSchema ?? { type: 'object' };
    const object =
      typeof schema === 'object' && schema !== null && !Array.isArray(schema)
        ? (schema as Record<string, unknown>)
        : undefined;
    return {
      type: 'function',
      function: {
        name: tool.name,
        description: tool.description || '<empty>',
        parameters: object && !object.properties ? { ...object, properties: {} } : schema,
      },
    };
  },
};
