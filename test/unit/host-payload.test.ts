import { describe, expect, it } from 'vitest';
import { HOST_PROFILES } from '../../src/budget/host-profiles.js';
import { geminiName } from '../../src/hosts/gemini-cli/index.js';
import { vscodePrefix } from '../../src/hosts/vscode-copilot/index.js';
import {
  hostInstructions,
  hostToolName,
  hostToolPayload,
  sendsMember,
  strippedKeywords,
} from '../../src/measure/hosts/host-payload.js';

const host = (name: string) => HOST_PROFILES[name]!;
const schema = { type: 'object', properties: { q: { type: 'string', description: 'words' } }, required: ['q'] };
const tool = {
  name: 'search',
  title: 'Search',
  description: 'd'.repeat(3000),
  inputSchema: schema,
  annotations: { readOnlyHint: true },
  _meta: { x: 1 },
};

describe('host-payload: a tool as a host puts it in its request', () => {
  it('Claude Code (recorded 2.1.328): an Anthropic tools[] entry loaded through tool search, a 3,000-char description whole', () => {
    const payload = hostToolPayload(host('claude-code'), 'gh', tool);
    expect(JSON.parse(payload.json)).toEqual({
      name: 'mcp__gh__search',
      description: 'd'.repeat(3000),
      input_schema: schema,
      defer_loading: true,
    });
    expect(payload.descriptionCut).toBe(false);
    const long = hostToolPayload(host('claude-code'), 'gh', { ...tool, description: 'd'.repeat(20_000) });
    expect({ kept: long.keptChars, cut: long.descriptionCut, sent: long.description.length }).toEqual({
      kept: 16_384,
      cut: true,
      sent: 16_384 + '… [truncated]'.length,
    });
    const { deferredLoading: _, ...upFront } = host('claude-code').facts;
    const sent = hostToolPayload({ ...host('claude-code'), facts: upFront }, 'gh', {
      ...tool,
      description: 'd'.repeat(5000),
    });
    expect(JSON.parse(sent.json)).toEqual({
      name: 'mcp__gh__search',
      description: `${'d'.repeat(4096)}… [truncated]`,
      input_schema: schema,
    });
  });

  it('OpenAI API: a function entry cut at 1,024; VS Code fills an empty description and missing properties', () => {
    expect(JSON.parse(hostToolPayload(host('openai-api'), 'gh', tool).json)).toEqual({
      type: 'function',
      function: { name: 'search', description: 'd'.repeat(1024), parameters: schema },
    });
    const bare = hostToolPayload(
      host('vscode-copilot'),
      'gh',
      { name: 'ping', inputSchema: { type: 'object' } },
      { name: 'GH' },
    );
    expect(JSON.parse(bare.json)).toEqual({
      type: 'function',
      function: { name: 'mcp_gh_ping', description: '<empty>', parameters: { type: 'object', properties: {} } },
    });
    expect(bare.descriptionCut).toBe(false);
  });

  it("Copilot CLI 1.0.102 says format, minimum, pattern, minItems… in the schema's description (recorded), and HOST_SCHEMA_STRIPPED names them", () => {
    const typed = {
      name: 'typed_args',
      description: 'Books a slot.',
      inputSchema: {
        $schema: 'http://json-schema.org/draft-07/schema#',
        additionalProperties: false,
        type: 'object',
        properties: {
          when: { type: 'string', format: 'date-time', description: 'Start time' },
          count: { type: 'integer', minimum: 1 },
          code: { type: 'string', pattern: '^[A-Z]{3}$' },
          tags: { type: 'array', items: { type: 'string' }, minItems: 1 },
          format: { type: 'string', minLength: 1, maxLength: 5 },
        },
        required: ['when'],
      },
    };
    const sent = JSON.parse(hostToolPayload(host('copilot-cli'), 'rec', typed).json).function.parameters;
    expect(sent.properties).toEqual({
      code: { type: 'string', description: '{pattern: "^[A-Z]{3}$"}' },
      count: { type: 'integer', description: '{minimum: 1}' },
      format: { type: 'string', description: '{minLength: 1, maxLength: 5}' },
      tags: { items: { type: 'string' }, type: 'array', description: '{minItems: 1}' },
      when: { description: 'Start time\n\n{format: "date-time"}', type: 'string' },
    });
    expect(Object.keys(sent)).toEqual(['$schema', 'additionalProperties', 'properties', 'required', 'type']);
    expect(strippedKeywords(host('copilot-cli'), typed.inputSchema).sort()).toEqual([
      'format',
      'maxLength',
      'minItems',
      'minLength',
      'minimum',
      'pattern',
    ]);
  });

  it('Claude Code, Gemini CLI, opencode and Qwen Code put type, properties, required first and the other root keys after (recorded)', () => {
    const inputSchema = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      additionalProperties: false,
      type: 'object',
      properties: { q: { type: 'string' } },
      required: ['q'],
    };
    const root = (name: string) => {
      const entry = JSON.parse(hostToolPayload(host(name), 'rec', { name: 't', description: 'd', inputSchema }).json);
      return Object.keys(entry.input_schema ?? entry.parametersJsonSchema ?? entry.function.parameters);
    };
    for (const name of ['claude-code', 'gemini-cli', 'opencode', 'qwen-code'])
      expect({ name, keys: root(name) }).toEqual({
        name,
        keys: ['type', 'properties', 'required', '$schema', 'additionalProperties'],
      });
    // Hosts that do not parse with the TypeScript SDK keep (or sort) the server's order.
    expect(root('cursor')).toEqual(['$schema', 'additionalProperties', 'type', 'properties', 'required']);
  });

  it('stripped keywords: at the root only where the host says so; property names are not keywords', () => {
    const union = {
      anyOf: [{ type: 'object', properties: { oneOf: { type: 'string' } } }],
      properties: { anyOf: { type: 'string' } },
    };
    expect(strippedKeywords(host('claude-code'), union)).toEqual(['anyOf']);
    expect(
      strippedKeywords(host('claude-code'), { type: 'object', properties: { a: { anyOf: [{ type: 'string' }] } } }),
    ).toEqual([]);
    expect(strippedKeywords(host('cursor'), union)).toEqual([]);
  });

  it("server instructions as sent: Gemini CLI wraps each server's in its frame, Claude Code cuts at 4,096, others send them as given", () => {
    expect(hostInstructions(host('gemini-cli'), 'gh', 'Use search first.')).toEqual({
      text: "The following are instructions provided by the tool server 'gh':\n---[start of server instructions]---\nUse search first.\n---[end of server instructions]---",
      cut: false,
    });
    expect(hostInstructions(host('gemini-cli'), 'gh', undefined)).toEqual({ text: '', cut: false });
    expect(hostInstructions(host('gemini-cli'), 'gh', '')).toEqual({ text: '', cut: false });
    expect(hostInstructions(host('claude-code'), 'gh', 'i'.repeat(5000))).toEqual({
      text: 'i'.repeat(4096),
      cut: true,
    });
    expect(hostInstructions(host('cursor'), 'gh', 'Use search first.')).toEqual({
      text: 'Use search first.',
      cut: false,
    });
  });
});

describe('host-payload: which members of a definition a host sends its model', () => {
  it('every shipped profile sends name, description and inputSchema, and none sends annotations, title, _meta, icons or outputSchema', () => {
    for (const profile of Object.values(HOST_PROFILES)) {
      const sent = [
        'name',
        'description',
        'inputSchema',
        'annotations',
        'title',
        '_meta',
        'icons',
        'outputSchema',
      ].filter((member) => sendsMember(profile, member));
      expect([profile.name, sent]).toEqual([profile.name, ['name', 'description', 'inputSchema']]);
    }
  });

  it('a member no report could name is assumed sent', () => {
    expect(sendsMember(host('cursor'), '(other members)')).toBe(true);
  });
});

describe('hostToolName: the name each host shows its model', () => {
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
