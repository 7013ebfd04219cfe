import { describe, expect, it } from 'vitest';
import { renderSuggestions } from '../../src/report/reporters/suggestions.js';
import type { Proposal } from '../../src/measure/proposals/proposals.js';

const proposal: Proposal = {
  subject: 's/a',
  kind: 'schema-dialect',
  lossless: true,
  change: 'drop "$schema"',
  saves: { bytes: 52, tokens: 15 },
};

describe('suggest heading', () => {
  it('says what was looked at and counts in words: not "2 proposal(s) for all"', () => {
    const render = (proposals: Proposal[], scope: string) =>
      renderSuggestions({ scope, proposals, failures: [], skipped: [] }).split('\n')[0];
    expect(render([proposal, proposal], 'all')).toBe(
      '2 proposals for every tool and fixture in the budget, each measured by making the change and counting again:',
    );
    expect(render([proposal], 's/a')).toBe(
      '1 proposal for s/a, each measured by making the change and counting again:',
    );
    expect(render([], 'all')).toBe('No proposals for any tool or fixture in the budget.');
  });
});
