import { describe, expect, it } from 'vitest';
import { figuresOf, rankProposals, saving, type Proposal } from '../../src/measure/proposals/proposals.js';
import { jsonTokens, o200k } from './tokenizer.js';

const proposal = (subject: string, kind: Proposal['kind'], tokens: number, bytes: number): Proposal => ({
  subject,
  kind,
  lossless: true,
  change: '',
  saves: { tokens, bytes },
});

describe('proposals: measured savings, ranked', () => {
  it("figures are the compact JSON's bytes and real tokens", () => {
    const value = { items: [{ id: 1, name: 'ünïcode' }] };
    expect(figuresOf(value, o200k)).toEqual({
      bytes: Buffer.byteLength(JSON.stringify(value)),
      tokens: jsonTokens(value),
    });
  });

  it('a change that saves nothing is not proposed; one that saves bytes or tokens is', () => {
    expect(saving({ bytes: 100, tokens: 20 }, { bytes: 100, tokens: 20 })).toBeUndefined();
    expect(saving({ bytes: 100, tokens: 20 }, { bytes: 120, tokens: 25 })).toBeUndefined();
    expect(saving({ bytes: 100, tokens: 20 }, { bytes: 90, tokens: 21 })).toEqual({ bytes: 10, tokens: -1 });
  });

  it('most tokens saved first, then bytes, then subject and kind: the order found never matters', () => {
    const found = [
      proposal('s/b', 'schema-dialect', 5, 10),
      proposal('s/a', 'schema-dialect', 5, 10),
      proposal('s/a', 'compact-json-text', 5, 10),
      proposal('s/c', 'schema-dialect', 5, 30),
      proposal('s/d', 'schema-dialect', 9, 1),
    ];
    expect(rankProposals([...found]).map((p) => `${p.subject} ${p.kind}`)).toEqual([
      's/d schema-dialect',
      's/c schema-dialect',
      's/a compact-json-text',
      's/a schema-dialect',
      's/b schema-dialect',
    ]);
    expect(rankProposals([...found].reverse())).toEqual(rankProposals([...found]));
  });
});
