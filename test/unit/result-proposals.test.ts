import { describe, expect, it } from 'vitest';
import { resultProposals } from '../../src/measure/proposals/result-proposals.js';
import { bytesOf, o200k } from './tokenizer.js';
import type { Fixture } from '../../src/budget/budget-config.js';

const fixture = (name: string): Fixture => ({ name, server: 's', tool: name });

const wire = (result: Record<string, unknown>) => {
  const message = { jsonrpc: '2.0', id: 3, result };
  return { bytes: bytesOf(message), message };
};
const records = [1, 2, 3].map((id) => ({ id, org: 'acme', state: 'open' }));

describe('result-proposals: each change to a result made and measured as check measures it', () => {
  it('pretty-printed JSON text sent compact; fields that never vary across records dropped', () => {
    const proposals = resultProposals(
      fixture('list'),
      wire({ content: [{ type: 'text', text: JSON.stringify({ items: records }, null, 2) }] }),
      o200k,
    );
    expect(proposals.map((p) => [p.subject, p.kind, p.lossless])).toEqual([
      ['fixture:list', 'compact-json-text', true],
      ['fixture:list', 'constant-fields', false],
    ]);
    const sent = (text: string) => wire({ content: [{ type: 'text', text }] }).bytes;
    expect(proposals[0]!.saves.bytes).toBe(
      sent(JSON.stringify({ items: records }, null, 2)) - sent(JSON.stringify({ items: records })),
    );
    expect(proposals[1]!.change).toBe(
      'drop "org", "state" from each of the 3 records: the value never varies (state it once, or not at all)',
    );
  });

  it('a JSON document inside a string, unwrapped', () => {
    const inner = { items: records };
    const [proposal] = resultProposals(
      fixture('get'),
      wire({ content: [{ type: 'text', text: 'ok' }], structuredContent: { result: JSON.stringify(inner) } }),
      o200k,
    );
    expect(proposal).toMatchObject({
      kind: 'unwrap-string-result',
      saves: { bytes: bytesOf({ result: JSON.stringify(inner) }) - bytesOf(inner) },
    });
  });

  it('nothing to gain, nothing proposed; an error answer has no result to change', () => {
    expect(resultProposals(fixture('x'), wire({ content: [{ type: 'text', text: 'plain words' }] }), o200k)).toEqual(
      [],
    );
    expect(
      resultProposals(fixture('x'), { bytes: 60, message: { id: 1, error: { code: -1, message: 'no' } } }, o200k),
    ).toEqual([]);
  });
});
