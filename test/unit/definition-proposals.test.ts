import { describe, expect, it } from 'vitest';
import { HOST_PROFILES } from '../../src/budget/host-profiles.js';
import { definitionProposals } from '../../src/measure/proposals/definition-proposals.js';
import { sharedNoteProposals } from '../../src/measure/proposals/repetition-proposals.js';
import { bytesOf, jsonTokens, o200k } from './tokenizer.js';

const address = {
  type: 'object',
  properties: { street: { type: 'string' }, city: { type: 'string' }, zip: { type: 'string' } },
};
const tool = {
  name: 'ship',
  title: 'Ship',
  description: 'Ships an order to the given address. Always confirm with the user first.',
  inputSchema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    properties: {
      from: address,
      to: address,
      note: { type: 'string', description: 'A note. Always confirm with the user first.' },
    },
  },
  annotations: { destructiveHint: true },
};

describe('definition-proposals: each change made and measured on the definition as sent', () => {
  it('drop $schema, fields no host sends, sentences the description already says; a repeated sub-schema into $defs', () => {
    const proposals = definitionProposals('s', tool, o200k);
    expect(proposals.map((p) => [p.kind, p.lossless])).toEqual([
      ['schema-dialect', true],
      ['fields-the-model-never-sees', true],
      ['fields-the-model-never-sees', true],
      ['repeated-in-parameters', true],
      ['repeated-subschema', false],
    ]);
    const { $schema: _dialect, ...schema } = tool.inputSchema;
    expect(proposals[0]!.saves).toEqual({
      bytes: bytesOf(tool) - bytesOf({ ...tool, inputSchema: schema }),
      tokens: jsonTokens(tool) - jsonTokens({ ...tool, inputSchema: schema }),
    });
    const { title: _title, ...untitled } = tool;
    expect(proposals[1]).toMatchObject({
      subject: 's/ship',
      change:
        'drop "title": no host sends it to the model, but it counts in every listing; hosts may show it in their UI',
      saves: { bytes: bytesOf(tool) - bytesOf(untitled) },
    });
    // No shipped host resolves "$ref" before its model reads it (Codex 0.169.0 passes it on, recorded).
    expect(proposals[4]!.change).toBe(
      'define the sub-schema repeated 2 times (first at "properties.from") once in "$defs" and refer to it with "$ref"',
    );
  });

  it("with hosts: text past a host's cut, and what each host's model receives less", () => {
    const long = {
      name: 'read',
      description: `${'Reads a file. '.repeat(100)}`.trim(),
      inputSchema: { type: 'object' },
    };
    const hosts = [HOST_PROFILES['openai-api']!, HOST_PROFILES['claude-code']!];
    const [cutAtOpenAi, ...rest] = definitionProposals('s', long, o200k, hosts);
    expect(rest).toEqual([]);
    expect(cutAtOpenAi).toMatchObject({
      kind: 'description-past-cut',
      lossless: false,
      loses: 'what claude-code still show their model past 1,024 chars',
    });
    expect(cutAtOpenAi!.change).toMatch(
      /^shorten the description to 1,024 chars: OpenAI API cuts it there, and its model never reads the other 375 \(from "/,
    );
    expect(cutAtOpenAi!.hosts!.map((h) => [h.host, h.bytes])).toEqual([
      ['openai-api', 0],
      ['claude-code', long.description.length - 1024],
    ]);
  });

  it('a repeated sub-schema: which hosts resolve "$ref" before their model reads it, from each host\'s payload', () => {
    const ship = {
      name: 'ship',
      description: 'Ships.',
      inputSchema: { type: 'object', properties: { from: address, to: address } },
    };
    const refOf = (hosts: Array<keyof typeof HOST_PROFILES>) =>
      definitionProposals(
        's',
        ship,
        o200k,
        hosts.map((h) => HOST_PROFILES[h]!),
      ).find((p) => p.kind === 'repeated-subschema')!;
    const saves = {
      bytes:
        bytesOf(ship.inputSchema) -
        bytesOf({
          ...ship.inputSchema,
          properties: { from: { $ref: '#/$defs/from' }, to: { $ref: '#/$defs/from' } },
          $defs: { from: address },
        }),
    };
    // Codex 0.169.0 sends "$ref" and "$defs" as the server wrote them (recorded, hosts/recordings/codex@0.169.0.json):
    // its model, like Claude Code's, reads the reference to follow, so the change is lossy for both.
    const both = refOf(['codex', 'claude-code']);
    expect(both).toMatchObject({
      lossless: false,
      loses: 'the sub-schema written out at each use: codex, claude-code show their model "$ref" to follow instead',
    });
    expect(both.change).not.toMatch(/resolve/);
    expect(both.saves.bytes).toBe(saves.bytes);
    expect(both.hosts!.map((h) => h.host)).toEqual(['codex', 'claude-code']);
  });

  it('a sentence three tools repeat, stated once in the instructions', () => {
    const note = 'Requires the caller to be signed in with a token that can write.';
    const tools = ['a', 'b', 'c'].map((name) => ({
      name,
      description: `Does ${name}. ${note}`,
      inputSchema: { type: 'object' },
    }));
    const [proposal, ...others] = sharedNoteProposals('s', tools, undefined, o200k);
    expect(others).toEqual([]);
    expect(proposal).toMatchObject({
      subject: 's',
      kind: 'shared-usage-notes',
      change: `state once in the server's instructions what 3 tool descriptions repeat: "${note}"`,
    });
    const trimmed = tools.map((t) => ({ ...t, description: `Does ${t.name}.` }));
    const tokens = (list: unknown[]) => list.reduce<number>((sum, t) => sum + jsonTokens(t), 0);
    expect(proposal!.saves.tokens).toBe(tokens(tools) - tokens(trimmed) - o200k.count(note));
    expect(sharedNoteProposals('s', tools.slice(0, 2), undefined, o200k)).toEqual([]);
  });
});
