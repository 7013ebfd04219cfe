import { describe, expect, it } from 'vitest';
import { HOST_PROFILES } from '../../src/budget/host-profiles.js';
import { hostToolPayload, strippedKeywords } from '../../src/measure/host-payload.js';

const host = (name: string) => HOST_PROFILES[name]!;
const schema = { type: 'object', properties: { q: { type: 'string', description: 'words' } }, required: ['q'] };
const tool = { name: 'search', title: 'Search', description: 'd'.repeat(3000), inputSchema: schema, annotations: { readOnlyHint: true }, _meta: { x: 1 } };

describe('host-payload: a tool as a host puts it in its request', () => {
  it('Claude Code: Anthropic tools[] entry, description cut at 2,048, nothing else of the definition', () => {
    const payload = hostToolPayload(host('claude-code'), 'gh', tool);
    expect(JSON.parse(payload.json)).toEqual({ name: 'mcp__gh__search', description: 'd'.repeat(2048), input_schema: schema });
    expect(payload.descriptionCut).toBe(true);
  });

  it('OpenAI API: a function entry cut at 1,024; VS Code fills an empty description and missing properties', () => {
    expect(JSON.parse(hostToolPayload(host('openai-api'), 'gh', tool).json)).toEqual({ type: 'function', function: { name: 'search', description: 'd'.repeat(1024), parameters: schema } });
    const bare = hostToolPayload(host('vscode-copilot'), 'gh', { name: 'ping', inputSchema: { type: 'object' } }, { name: 'GH' });
    expect(JSON.parse(bare.json)).toEqual({ type: 'function', function: { name: 'mcp_gh_ping', description: '<empty>', parameters: { type: 'object', properties: {} } } });
    expect(bare.descriptionCut).toBe(false);
  });

  it('stripped keywords: at the root only where the host says so; property names are not keywords', () => {
    const union = { anyOf: [{ type: 'object', properties: { oneOf: { type: 'string' } } }], properties: { anyOf: { type: 'string' } } };
    expect(strippedKeywords(host('claude-code'), union)).toEqual(['anyOf']);
    expect(strippedKeywords(host('claude-code'), { type: 'object', properties: { a: { anyOf: [{ type: 'string' }] } } })).toEqual([]);
    expect(strippedKeywords(host('cursor'), union)).toEqual([]);
  });
});
