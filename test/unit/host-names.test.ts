import { describe, expect, it } from 'vitest';
import { HOST_PROFILES } from '../../src/budget/host-profiles.js';
import { geminiName, hostToolName, vscodePrefix } from '../../src/measure/hosts/host-names.js';

const host = (name: string) => HOST_PROFILES[name]!;

describe('host-names: the name each host shows its model', () => {
  it('the pattern of each host; Claude Code replaces what its names cannot hold in the server part', () => {
    expect(hostToolName(host('claude-code'), 'my server', 'search')).toEqual({ name: 'mcp__my_server__search' });
    expect(hostToolName(host('cursor'), 'gh', 'search')).toEqual({ name: 'gh_search' });
    expect(hostToolName(host('openai-api'), 'gh', 'search')).toEqual({ name: 'search' });
  });

  it('Codex: sanitized, then over 64 bytes the start of the tool name and 12 hex digits of SHA-1', () => {
    expect(hostToolName(host('codex'), 'g-h', 'list.all')).toEqual({ name: 'mcp__g_h__list_all' });
    const long = hostToolName(host('codex'), 'github', 'x'.repeat(80));
    expect(long.name).toMatch(/^mcp__github__x{38}_[0-9a-f]{12}$/);
    expect(Buffer.byteLength(long.name)).toBe(64);
    expect(long.unshortened).toBe(`mcp__github__${'x'.repeat(80)}`);
  });

  it('Gemini CLI: mcp_ prefix, invalid characters to _, over 63 the first 30 ... the last 30', () => {
    expect(geminiName('gh_search')).toEqual({ name: 'mcp_gh_search' });
    expect(geminiName('gh_sé arch')).toEqual({ name: 'mcp_gh_s__arch' });
    const long = hostToolName(host('gemini-cli'), 'server', 'a'.repeat(30) + 'b'.repeat(30));
    expect(long).toEqual({
      name: `mcp_server_${'a'.repeat(19)}...${'b'.repeat(30)}`,
      unshortened: `mcp_server_${'a'.repeat(30)}${'b'.repeat(30)}`,
    });
    expect(long.name).toHaveLength(63);
  });

  it('VS Code: the prefix from the announced title or name, lowercased and cut to 13', () => {
    expect(vscodePrefix('My GitHub Server!', 13)).toBe('mcp_my_github_ser_');
    expect(hostToolName(host('vscode-copilot'), 'gh', 'search.v2', { name: 'GitHub', title: '' })).toEqual({
      name: 'mcp_github_search_v2',
    });
    expect(hostToolName(host('vscode-copilot'), 'gh', 'x', {})).toEqual({ name: 'mcp_gh_x' });
  });
});
