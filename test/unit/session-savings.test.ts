import { describe, expect, it } from 'vitest';
import type { BudgetConfig } from '../../src/budget/budget-config.js';
import type { Proposal } from '../../src/measure/proposals/proposals.js';
import { rankBySessions, withSessionSavings } from '../../src/measure/sessions/session-savings.js';

const proposal = (subject: string, tokens: number, hosts: Record<string, number>): Proposal => ({
  subject,
  kind: 'compact-json-text',
  lossless: true,
  change: `shrink ${subject}`,
  saves: { bytes: tokens * 4, tokens },
  hosts: Object.entries(hosts).map(([host, saved]) => ({ host, bytes: saved * 4, tokens: saved })),
});

const config: BudgetConfig = {
  hosts: ['claude-code', 'gemini-cli'],
  fixtures: [
    { name: 'find', server: 'notes', tool: 'find_note' },
    { name: 'read', server: 'notes', tool: 'read_note' },
    { name: 'other', server: 'notes', tool: 'delete_note' },
  ],
  // Three calls: Claude Code sends 5 requests (start, search, 3 results), Gemini CLI 4 (start, 3 results).
  sessions: [{ name: 'look-up', steps: ['find', 'read', 'find'] }],
};

describe('suggest over the sessions: what a change saves in every request that carries it', () => {
  it("a result's saving counts once per later request; a definition's in every request that sends it (on Claude Code from the search on, and only for the tools the session loads)", () => {
    const [find, read, described, unloaded, server] = withSessionSavings(
      [
        proposal('fixture:find', 100, { 'claude-code': 100, 'gemini-cli': 90 }),
        proposal('fixture:read', 500, { 'claude-code': 0, 'gemini-cli': 400 }),
        proposal('notes/read_note', 20, { 'claude-code': 20, 'gemini-cli': 25 }),
        proposal('notes/delete_note', 30, { 'claude-code': 30, 'gemini-cli': 30 }),
        proposal('notes', 10, { 'claude-code': 10, 'gemini-cli': 10 }),
      ],
      config,
    );
    // find is step 1 (in requests 3, 4, 5 on Claude Code; 2, 3, 4 on Gemini CLI) and step 3 (in the last one).
    expect(find!.sessions).toEqual([
      { session: 'look-up', host: 'claude-code', tokens: 100 * 4 },
      { session: 'look-up', host: 'gemini-cli', tokens: 90 * 4 },
    ]);
    expect(read!.sessions).toEqual([
      { session: 'look-up', host: 'claude-code', tokens: 0 },
      { session: 'look-up', host: 'gemini-cli', tokens: 400 * 2 },
    ]);
    // From the search on (requests 2 to 5) on Claude Code, in all 4 requests on Gemini CLI.
    expect(described!.sessions).toEqual([
      { session: 'look-up', host: 'claude-code', tokens: 20 * 4 },
      { session: 'look-up', host: 'gemini-cli', tokens: 25 * 4 },
    ]);
    expect(unloaded!.sessions).toEqual([
      { session: 'look-up', host: 'claude-code', tokens: 0 },
      { session: 'look-up', host: 'gemini-cli', tokens: 30 * 4 },
    ]);
    // A change to every tool of a server: on a host that defers, which part falls on the tools loaded is not known.
    expect(server!.sessions).toEqual([{ session: 'look-up', host: 'gemini-cli', tokens: 10 * 4 }]);
  });

  it('ranked by the most a proposal saves over a session on a host, not by one call', () => {
    const ranked = rankBySessions(
      withSessionSavings(
        [
          proposal('fixture:read', 500, { 'claude-code': 0, 'gemini-cli': 400 }),
          proposal('notes/read_note', 20, { 'claude-code': 20, 'gemini-cli': 25 }),
          proposal('fixture:find', 100, { 'claude-code': 100, 'gemini-cli': 90 }),
          proposal('notes/find_note', 150, { 'claude-code': 150, 'gemini-cli': 150 }),
        ],
        config,
      ),
    );
    expect(ranked.map((p) => [p.subject, Math.max(...p.sessions!.map((s) => s.tokens))])).toEqual([
      ['fixture:read', 800],
      ['notes/find_note', 600],
      ['fixture:find', 400],
      ['notes/read_note', 100],
    ]);
  });

  it('no sessions in the budget: nothing added, the order left as it was', () => {
    const proposals = [proposal('fixture:find', 100, { 'gemini-cli': 90 })];
    expect(withSessionSavings(proposals, { ...config, sessions: [] })).toEqual(proposals);
  });
});
