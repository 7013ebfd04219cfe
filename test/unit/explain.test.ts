import { describe, expect, it } from 'vitest';
import { explainDefinition, explainResult } from '../../src/measure/explain.js';
import { bytesOf, jsonTokens, o200k, tokensOf } from './tokenizer.js';

const member = (key: string, value: unknown) => `${JSON.stringify(key)}:${JSON.stringify(value)}`;

describe("explain: where a definition's or a result's bytes and tokens go", () => {
  it('a definition: each member ranked by tokens, schema properties inside with their description and enum', () => {
    const tool = {
      name: 'search',
      description: 'Finds issues across every repository you can read, by words.',
      inputSchema: {
        type: 'object',
        properties: {
          state: { type: 'string', description: 'Which issues.', enum: ['open', 'closed', 'all'] },
          q: { type: 'string' },
        },
      },
    };
    const explained = explainDefinition('s/search', tool, o200k);
    expect({ bytes: explained.bytes, tokens: explained.tokens }).toEqual({
      bytes: bytesOf(tool),
      tokens: jsonTokens(tool),
    });
    expect(explained.parts.map((p) => [p.label, p.bytes, p.tokens])).toEqual(
      [
        ['inputSchema', tool.inputSchema],
        ['description', tool.description],
        ['name', tool.name],
      ].map(([key, value]) => [
        key,
        Buffer.byteLength(member(key as string, value)),
        tokensOf(member(key as string, value)),
      ]),
    );
    const schema = explained.parts[0]!;
    expect(schema.children!.map((p) => p.label)).toEqual(['inputSchema.properties.state', 'inputSchema.properties.q']);
    expect(schema.children![0]!.children!.map((p) => p.label)).toEqual([
      'inputSchema.properties.state.enum',
      'inputSchema.properties.state.description',
    ]);
    expect(schema.share).toBeCloseTo(schema.tokens / explained.tokens, 10);
  });

  it('a list result: fields summed over its records, an object repeated across records called out', () => {
    const owner = { login: 'acme', id: 1, url: 'https://api.example.com/users/acme' };
    const payload = { items: [1, 2, 3].map((n) => ({ n, owner, title: `issue ${n}` })), total: 3 };
    const explained = explainResult('fixture:list', payload, [], o200k);
    expect({ records: explained.records, tokens: explained.tokens }).toEqual({
      records: 3,
      tokens: jsonTokens(payload),
    });
    const ownerPart = explained.parts.find((p) => p.label === 'items[].owner')!;
    expect(ownerPart.repeated).toEqual({ records: 3, of: 3, bytesEach: bytesOf(owner) });
    expect(ownerPart.tokens).toBe(3 * tokensOf(member('owner', owner)));
    expect(ownerPart.children!.map((p) => p.label)).toEqual([
      'items[].owner.url',
      'items[].owner.login',
      'items[].owner.id',
    ]);
  });

  it('a result that is not JSON has no fields to rank, and says so', () => {
    const explained = explainResult('fixture:t', undefined, ['plain', 'text'], o200k);
    expect({ bytes: explained.bytes, tokens: explained.tokens, parts: explained.parts }).toEqual({
      bytes: 10,
      tokens: tokensOf('plain\ntext'),
      parts: [],
    });
    expect(explained.note).toMatch(/not JSON/);
  });
});
