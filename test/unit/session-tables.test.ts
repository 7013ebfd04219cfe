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
  cache?: [number, number, number],
) => ({
  tokens,
  definitions,
  results: tokens - definitions,
  after,
  ...(cache ? { cache: { read: cache[0], write: cache[1], input: cache[2] } } : {}),
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
        turn(23, 23, 'start', [0, 23, 0]),
        turn(227, 227, 'search', [23, 204, 0]),
        turn(243, 227, { step: 1 }, [227, 16, 0]),
        turn(926, 227, { step: 2 }, [243, 683, 0]),
      ],
      total: 1_419,
      cache: { read: 493, write: 926, input: 0 },
      price: { model: 'claude-opus-5-5', none: 'no source read states a price for claude-opus-5-5' },
      // A server's tool name is hostile data: it must not move the terminal or break a table.
      loadedBySearch: ['mcp__notes__find_note', 'mcp__notes__read\u001b[2J|note'],
    },
    {
      host: 'gemini-cli',
      turns: [
        turn(290, 290, 'start', [0, 0, 290]),
        turn(317, 290, { step: 1 }, [290, 0, 27]),
        turn(12_358, 290, { step: 2 }, [317, 0, 12_041]),
      ],
      total: 12_965,
      cache: { read: 607, write: 0, input: 12_358 },
      // A hand-built price (no source states Gemini's here): how dollars are shown.
      price: {
        model: 'gemini-x',
        usd: { input: 0.024716, write: 0, read: 0.0001214, total: 0.0248374 },
        source: 'a test',
      },
    },
    {
      host: 'cursor',
      turns: [turn(50, 50, 'start'), turn(60, 50, { step: 1 })],
      total: 110,
      price: { none: "this host's prompt caching is unknown" },
    },
    { host: 'codex', turns: [], total: 0, unmeasured: 'step "read" has no result on this host' },
  ],
};

describe('sessions in the summary and in explain: turn by turn, per host', () => {
  it('the text summary: a row per host with each turn, the total, the limit, the cache split and the price (or why none); a search turn said', () => {
    const text = renderText({ ...report([server('notes')]), sessions: [lookUp] }, { command: 'check', color: false });
    const section = text.slice(text.indexOf('Sessions'), text.indexOf('✔'));
    expect(section.split('\n')).toEqual([
      'Sessions (tokens of these servers in each model request of the session, turn by turn)',
      '  session  host         turns                  total   limit  cache read / write / input  $',
      '  look-up  claude-code  23 → 227 → 243 → 926   1,419  10,000  493 / 926 / 0               no price',
      '  look-up  gemini-cli   290 → 317 → 12,358    12,965  10,000  607 / 0 / 12,358            $0.0248',
      '  look-up  cursor       50 → 60                  110  10,000  unknown                     no price',
      '  look-up  codex        not measured: step "read" has no result on this host',
      '  claude-code defers tools behind a search: turn 2 of look-up carries one search loading the tools its steps call',
      "  cache read / write / input: what of the requests the host's model API reads from its prompt cache, writes to it, or takes as new input, under that host's caching (unknown: no source states it)",
      '  look-up on claude-code: no price: no source read states a price for claude-opus-5-5',
      '  look-up on gemini-cli: $0.0248 at gemini-x: input $0.0247, cache write $0, cache read $0.000121 (a test)',
      "  look-up on cursor: no price: this host's prompt caching is unknown",
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
        '| session | host | turns (tokens each) | total | limit | cache read / write / input | $ |',
        '|---|---|---|---:|---:|---|---:|',
        '| look-up | claude-code | 23 → 227 → 243 → 926 | 1,419 | 10,000 | 493 / 926 / 0 | no price |',
        '| look-up | gemini-cli | 290 → 317 → 12,358 | 12,965 | 10,000 | 607 / 0 / 12,358 | \\$0.0248 |',
        '| look-up | cursor | 50 → 60 | 110 | 10,000 | unknown | no price |',
        '| look-up | codex | not measured\\: step "read" has no result on this host | | | | |',
        '',
        '_claude-code defers tools behind a search\\: turn 2 of look-up carries one search loading the tools its steps call_',
        '',
        "_cache read / write / input\\: what of the requests the host's model API reads from its prompt cache, writes to it, or takes as new input, under that host's caching (unknown\\: no source states it)_",
        '',
        '_look-up on claude-code\\: no price\\: no source read states a price for claude-opus-5-5_',
        '',
        '_look-up on gemini-cli\\: \\$0.0248 at gemini-x\\: input \\$0.0247, cache write \\$0, cache read \\$0.000121 (a test)_',
      ].join('\n'),
    );
  });

  it('explain session:<name>: a table per host, each turn with what it adds, the definitions and results in it, and the running total', () => {
    expect(renderSession(lookUp).split('\n')).toEqual([
      'session:look-up: find → read (server notes), held to 10,000 tokens on each host',
      '',
      'Claude Code: 4 model requests, 1,419 tokens of these servers in all; one search loads mcp__notes__find_note, mcp__notes__read\\x1b[2J|note first, as a model that knows its plan does',
      '  prompt cache: read 493, write 926, new input 0 tokens under its caching; no price: no source read states a price for claude-opus-5-5',
      '  turn  adds                   definitions  results  tokens  read  write  input  running total',
      '     1  session start                   23        0      23     0     23      0             23',
      '     2  tool search                    227        0     227    23    204      0            250',
      '     3  result of step 1 find          227       16     243   227     16      0            493',
      '     4  result of step 2 read          227      699     926   243    683      0          1,419',
      '',
      'Gemini CLI: 3 model requests, 12,965 tokens of these servers in all > 10,000 (+2,965), crossed at turn 3',
      '  prompt cache: read 607, write 0, new input 12,358 tokens under its caching; $0.0248 at gemini-x: input $0.0247, cache write $0, cache read $0.000121 (a test)',
      '  turn  adds                   definitions  results  tokens  read  write   input  running total',
      '     1  session start                  290        0     290     0      0     290            290',
      '     2  result of step 1 find          290       27     317   290      0      27            607',
      '     3  result of step 2 read          290   12,068  12,358   317      0  12,041         12,965',
      '',
      'Cursor: 2 model requests, 110 tokens of these servers in all',
      '  prompt caching unknown (no source states it): no split, no price',
      '  turn  adds                   definitions  results  tokens  running total',
      '     1  session start                   50        0      50             50',
      '     2  result of step 1 find           50       10      60            110',
      '',
      'Codex CLI: not measured: step "read" has no result on this host',
      '',
    ]);
  });
});
