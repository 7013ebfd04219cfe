import { nodeCrypto } from '../../shell/node-crypto.js';
import type { HostProfile } from '../../budget/host-profiles.js';

/** The name a host gives a tool, and the name it would have had before the host shortened it. */
export interface HostName {
  name: string;
  /** The name before a host's shortening (Codex's hash suffix, Gemini CLI's middle ellipsis), when it shortened it. */
  unshortened?: string;
}

/**
 * The tool's name as the host shows it to its model, built the way that host builds it (each rule cites its source
 * in hosts/*.json): Codex `mcp__server__tool` with a SHA-1 suffix past 64 bytes, Gemini CLI `mcp_server_tool` with
 * its middle elided past 63 characters, VS Code's prefix from the server's announced name cut to 13, or a pattern.
 */
export function hostToolName(
  profile: HostProfile,
  server: string,
  tool: string,
  serverInfo?: { name?: unknown; title?: unknown },
): HostName {
  const { toolName, nameOverflow, prefixServerChars } = profile.facts;
  const pattern = toolName?.value ?? 'mcp__{server}__{tool}';
  if (pattern.includes('{serverInfo}')) {
    return {
      name: `${vscodePrefix(serverLabel(serverInfo) ?? server, prefixServerChars?.value ?? 13)}${tool.replace(/[^a-z0-9_-]/gi, '_')}`,
    };
  }
  if (nameOverflow?.value === 'hash-suffix') return codexName(server, tool);
  if (nameOverflow?.value === 'middle-ellipsis') return geminiName(`${server}_${tool}`);
  // Claude Code: characters outside A-Za-z0-9_- in the server name become "_" (its docs, via hosts/claude-code.json).
  const serverPart = profile.name === 'claude-code' ? server.replace(/[^A-Za-z0-9_-]/g, '_') : server;
  // opencode 1.18.33: server and tool each have characters outside a-zA-Z0-9_- replaced by "_" (hosts/opencode.json).
  if (profile.name === 'opencode')
    return {
      name: pattern
        .replaceAll('{server}', server.replace(/[^a-zA-Z0-9_-]/g, '_'))
        .replaceAll('{tool}', tool.replace(/[^a-zA-Z0-9_-]/g, '_')),
    };
  return { name: pattern.replaceAll('{server}', serverPart).replaceAll('{tool}', tool) };
}

function serverLabel(serverInfo: { name?: unknown; title?: unknown } | undefined): string | undefined {
  const label =
    (typeof serverInfo?.title === 'string' && serverInfo.title) ||
    (typeof serverInfo?.name === 'string' && serverInfo.name);
  return label || undefined;
}

/** VS Code's McpPrefixGenerator.take: lowercased, runs of other characters to `_`, cut so the prefix fits 18. */
export function vscodePrefix(label: string, serverChars: number): string {
  return `mcp_${label
    .toLowerCase()
    .replace(/[^a-z0-9_.-]+/g, '_')
    .slice(0, serverChars)}_`;
}

const CODEX_MAX_BYTES = 64;
const CODEX_HASH_CHARS = 12;

/**
 * Codex's qualify_tools: characters outside [A-Za-z0-9_] become `_`; a name over 64 bytes keeps its namespace and
 * the start of the tool name, then `_` and 12 hex digits of SHA-1 of the tool's raw identity. The identity's exact
 * fields (server, namespace, connector, name) follow codex's ToolInfo as read; only the suffix's digits depend on it.
 */
function codexName(server: string, tool: string): HostName {
  const sanitize = (text: string) => text.replace(/[^A-Za-z0-9_]/g, '_') || '_';
  const namespace = sanitize(`mcp__${server}__`);
  const callable = sanitize(tool);
  const full = `${namespace}${callable}`;
  if (Buffer.byteLength(full) <= CODEX_MAX_BYTES) return { name: full };
  const identity = `${server}\0mcp__${server}__\0\0${tool}\0${tool}`;
  const suffix = `_${nodeCrypto().createHash('sha1').update(identity).digest('hex').slice(0, CODEX_HASH_CHARS)}`;
  const room = CODEX_MAX_BYTES - Buffer.byteLength(namespace);
  if (room >= suffix.length)
    return { name: `${namespace}${[...callable].slice(0, room - suffix.length).join('')}${suffix}`, unshortened: full };
  return { name: `${[...namespace].slice(0, CODEX_MAX_BYTES - suffix.length).join('')}${suffix}`, unshortened: full };
}

/** Gemini CLI's generateValidName: `mcp_` prefix, invalid characters to `_`, over 63 the first 30 + "..." + the last 30. */
export function geminiName(raw: string): HostName {
  let name = raw.startsWith('mcp_') ? raw : `mcp_${raw}`;
  name = name.replace(/[^a-zA-Z0-9_\-.:]/g, '_');
  if (/^[^a-zA-Z_]/.test(name)) name = `_${name}`;
  if (name.length > 63) return { name: `${name.slice(0, 30)}...${name.slice(-30)}`, unshortened: name };
  return { name };
}
