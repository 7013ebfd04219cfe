import { describe, expect, it } from 'vitest';
import type { SessionReport } from '../../src/measure/sessions/session-turns.js';
import { renderMarkdown } from '../../src/report/reporters/markdown.js';
import { renderSession } from '../../src/report/reporters/sessions.js';
import { renderText } from '../../src/report/reporters/text.js';
import { report, server } from './measured.js';

const turn = (
  tokens: number,
  definitions: number,
  after: SessionReport['hosts'][number]['turns'][number]['after'],
) => ({
  tokens,
  definitions,
  results: tokens - definitions,
  after,
});
const lookUp: SessionReport = {
  name: 'look-up',
  steps: ['find', 'read'],
  servers: ['notes'],
  ceiling: { tokens: 10_000 },
  hosts: [
    {
      host: 'claude-code',
      turns: [
        turn(23, 23, 'start'),
        turn(227, 227, 'search'),
        turn(243, 227, { step: 1 }),
        turn(926, 227, { step: 2 }),
      ],
      total: 1_419,
      // A server's tool name is hostile data: it must not move the terminal or break a table.
      loadedBySearch: ['mcp__notes__find_note', 'mcp__notes__read\u001b[2J|note'],
    },
    {
      host: 'gemini-cli',
      turns: [turn(290, 290, 'start'), turn(317, 290, { step: 1 }), turn(12_358, 290, { step: 2 })],
      total: 12_965,
    },
    { host: 'codex', turns: [], total: 0, unmeasured: 'step "read" has no result on this host' },
  ],
};

describe('sessions in the summary and in explain: turn by turn, per host', () => {
  it('the text summary: a row per host with each turn, the total and the limit; a search turn said', () => {
    const text = renderText({ ...report([server('notes')]), sessions: [lookUp] }, { command: 'check', color: false });
    const section = text.slice(text.indexOf('Sessions'), text.indexOf('✔'));
    expect(section.split('\n')).toEqual([
      'Sessions (tokens of these servers in each model request of the session, turn by turn)',
      '  session  host         turns                  total   limit',
      '  look-up  claude-code  23 → 227 → 243 → 926   1,419  10,000',
      '  look-up  gemini-cli   290 → 317 → 12,358    12,965  10,000',
      '  look-up  codex        not measured: step "read" has no result on this host',
      '  claude-code defers tools behind a search: turn 2 of look-up carries one search loading the tools its steps call',
      '',
      '',
    ]);
  });

  it('the job summary: the same table in markdown', () => {
    const markdown = renderMarkdown(
      { ...report([server('notes')]), sessions: [lookUp] },
      { command: 'check', color: false },
    );
    expect(markdown).toContain(
      [
        '| session | host | turns (tokens each) | total | limit |',
        '|---|---|---|---:|---:|',
        '| look-up | claude-code | 23 → 227 → 243 → 926 | 1,419 | 10,000 |',
        '| look-up | gemini-cli | 290 → 317 → 12,358 | 12,965 | 10,000 |',
        '| look-up | codex | not measured\\: step "read" has no result on this host | | |',
        '',
        '_claude-code defers tools behind a search\\: turn 2 of look-up carries one search loading the tools its steps call_',
      ].join('\n'),
    );
  });

  it('explain session:<name>: a table per host, each turn with what it adds, the definitions and results in it, and the running total', () => {
    expect(renderSession(lookUp).split('\n')).toEqual([
      'session:look-up: find → read (server notes), held to 10,000 tokens on each host',
      '',
      'Claude Code: 4 model requests, 1,419 tokens of these servers in all; one search loads mcp__notes__find_note, mcp__notes__read\\x1b[2J|note first, as a model that knows its plan does',
      '  turn  adds                   definitions  results  tokens  running total',
      '     1  session start                   23        0      23             23',
      '     2  tool search                    227        0     227            250',
      '     3  result of step 1 find          227       16     243            493',
      '     4  result of step 2 read          227      699     926          1,419',
      '',
      'Gemini CLI: 3 model requests, 12,965 tokens of these servers in all > 10,000 (+2,965), crossed at turn 3',
      '  turn  adds                   definitions  results  tokens  running total',
      '     1  session start                  290        0     290            290',
      '     2  result of step 1 find          290       27     317            607',
      '     3  result of step 2 read          290   12,068  12,358         12,965',
      '',
      'Codex CLI: not measured: step "read" has no result on this host',
      '',
    ]);
  });
});
