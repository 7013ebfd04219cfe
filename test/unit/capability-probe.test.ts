import { describe, expect, it } from 'vitest';
import { declaresRichest, hiddenTools, RICHEST_CAPABILITIES } from '../../src/measure/capability-probe.js';

const tool = (name: string) => ({ name, inputSchema: { type: 'object' } });

describe('capability-probe: tools a richer client is listed', () => {
  it('the richest client declares roots, sampling, elicitation and tasks; declaring them all leaves nothing to hide', () => {
    expect(Object.keys(RICHEST_CAPABILITIES).sort()).toEqual(['elicitation', 'roots', 'sampling', 'tasks']);
    expect(declaresRichest(RICHEST_CAPABILITIES)).toBe(true);
    expect(declaresRichest({ roots: {}, sampling: {} })).toBe(false);
  });

  it('the tools listed only to the richest client, with their bytes; the first 20 named, the count whole', () => {
    const listed = [tool('a')];
    expect(hiddenTools({ roots: {} }, listed, [tool('a'), tool('ask_user')])).toEqual({
      declared: { roots: {} },
      count: 1,
      tools: [{ name: 'ask_user', bytes: Buffer.byteLength(JSON.stringify(tool('ask_user'))) }],
    });
    const many = hiddenTools(
      {},
      [],
      Array.from({ length: 25 }, (_, i) => tool(`t${i}`)),
    );
    expect({ count: many.count, named: many.tools.length }).toEqual({ count: 25, named: 20 });
  });
});
