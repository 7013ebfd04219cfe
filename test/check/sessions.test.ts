// Sessions end to end: a real server over stdio, two fixtures called in order, priced turn by turn on two hosts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, cliJson, project, specServer } from '../helpers.js';
import { prose } from '../host-recording-fixtures.js';

/** Three tools; find_note answers a line, read_note 60,000 characters (past Claude Code's spill and Gemini CLI's cut). */
function notesProject(limits: Record<string, number>, extra: Record<string, unknown> = {}) {
  return project({
    'spec.json': {
      name: 'notes',
      version: '1.0.0',
      tools: [
        {
          name: 'find_note',
          description: 'Finds the notes whose title matches a query.',
          inputSchema: {
            type: 'object',
            properties: { query: { type: 'string', description: 'Words of the title' } },
            required: ['query'],
          },
        },
        {
          name: 'read_note',
          description: 'Returns a note whole.',
          inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
        },
        {
          name: 'delete_note',
          description: 'Deletes a note.',
          inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
        },
      ],
      results: {
        find_note: { content: [{ type: 'text', text: '3 notes: n1 Groceries, n2 Garden plan, n3 Gifts' }] },
        read_note: { content: [{ type: 'text', text: prose(60_000, 4) }] },
      },
    },
    'budget.json': {
      servers: { notes: specServer('spec.json') },
      hosts: ['claude-code', 'gemini-cli'],
      limits,
      fixtures: [
        { name: 'find', server: 'notes', tool: 'find_note', arguments: { query: 'g' } },
        { name: 'read', server: 'notes', tool: 'read_note', arguments: { id: 'n2' } },
      ],
      sessions: [{ name: 'look-up', steps: ['find', 'read'] }],
      ...extra,
    },
  });
}

describe('sessions: fixtures called in order, priced per host turn by turn', () => {
  it('the report holds each host turn by turn; a host over sessionTokens fails the check naming the turn that crossed it', async () => {
    const dir = notesProject({ sessionTokens: 10_000 });
    const run = await cliJson(dir, ['check']);
    expect(run.code).toBe(1);
    const [session] = run.report.sessions;
    const turns = (host: string) =>
      session.hosts.find((h: { host: string }) => h.host === host).turns.map((t: { tokens: number }) => t.tokens);
    // Claude Code: the three names, then the search loading the two tools called (their definitions where it
    // answered; the deferred tools[] entries are not in the prompt), then the
    // find result, then the read result as spilled (a note and a preview). Gemini CLI: every definition each turn.
    expect(session.hosts.map((h: { host: string; total: number }) => [h.host, h.total])).toEqual([
      ['claude-code', 1_113],
      ['gemini-cli', 12_965],
    ]);
    expect(turns('claude-code')).toEqual([23, 125, 141, 824]);
    expect(turns('gemini-cli')).toEqual([290, 317, 12_358]);
    expect(session.hosts[0].loadedBySearch).toEqual(['mcp__notes__find_note', 'mcp__notes__read_note']);
    const over = run.report.findings.filter((f: { code: string }) => f.code === 'SESSION_OVER_BUDGET');
    expect(over).toEqual([
      expect.objectContaining({
        subject: 'session:look-up',
        host: 'gemini-cli',
        limit: 10_000,
        actual: 12_965,
        path: 'limits.sessionTokens',
        message:
          'on Gemini CLI, this session sends 12,965 > 10,000 (+2,965) tokens of these servers over its 3 model requests; turn 3 crossed the limit',
        fix: 'shrink what every turn carries (definitions, instructions) or what later turns replay (page or project the results); `npx mcp-budget explain session:look-up` shows each turn',
      }),
    ]);
  });

  it('an oversized entry session:<name> holds the session instead: it may not grow, and update lowers it when it shrank', async () => {
    const grew = notesProject({ sessionTokens: 10_000 }, { oversized: { 'session:look-up': { tokens: 12_000 } } });
    const grown = await cliJson(grew, ['check']);
    expect(grown.code).toBe(1);
    expect(grown.report.findings.map((f: { code: string; subject: string }) => `${f.code} ${f.subject}`)).toEqual([
      'OVERSIZED_GREW session:look-up',
      'HOST_RESULT_SPILLED fixture:read',
      'HOST_RESULT_CUT fixture:read',
    ]);
    const dir = notesProject({ sessionTokens: 10_000 }, { oversized: { 'session:look-up': { tokens: 13_000 } } });
    const stale = await cliJson(dir, ['check']);
    expect(stale.report.findings.filter((f: { severity: string }) => f.severity === 'error')).toEqual([
      expect.objectContaining({ code: 'OVERSIZED_STALE', subject: 'session:look-up', actual: 12_965, limit: 13_000 }),
    ]);
    expect((await cli(dir, ['update'])).code).toBe(0);
    expect(JSON.parse(readFileSync(path.join(dir, 'budget.json'), 'utf8')).oversized).toEqual({
      'session:look-up': { tokens: 12_965 },
    });
    expect((await cli(dir, ['check'])).code).toBe(0);
  });

  it('the summary shows each host turn by turn, and explain session:<name> each turn with what it adds', async () => {
    const dir = notesProject({ sessionTokens: 10_000 });
    const summary = await cli(dir, ['check']);
    expect(summary.stdout).toContain(
      [
        'Sessions (tokens of these servers in each model request of the session, turn by turn)',
        '  session  host         turns                  total   limit  cache read / write / input  $',
        '  look-up  claude-code  23 → 125 → 141 → 824   1,113  10,000  289 / 824 / 0               $0.00418',
        '  look-up  gemini-cli   290 → 317 → 12,358    12,965  10,000  607 / 0 / 12,358            no price',
        '  claude-code defers tools behind a search: turn 2 of look-up carries one search loading the tools its steps call',
        "  cache read / write / input: what of the requests the host's model API reads from its prompt cache, writes to it, or takes as new input, under that host's caching (unknown: no source states it)",
        // Claude Opus 5.5's own rates: 824 written at $5 and 289 read at $0.20 per million.
        '  look-up on claude-code: $0.00418 at claude-opus-5-5: input $0, cache write $0.00412, cache read $0.0000578 (Anthropic, Claude Opus 5.5 (platform.claude.com/docs/zh-CN/models/opus-5-5/overview): Pricing; checked 2026-12-06)',
        '  look-up on gemini-cli: no price: no source read states a price for gemini-3.1-pro-preview',
      ].join('\n'),
    );
    const explained = await cli(dir, ['explain', 'session:look-up']);
    expect({ code: explained.code, stderr: explained.stderr }).toEqual({ code: 0, stderr: '' });
    expect(explained.stdout.split('\n')).toEqual([
      'session:look-up: find → read (server notes), held to 10,000 tokens on each host',
      '',
      'Claude Code: 4 model requests, 1,113 tokens of these servers in all; one search loads mcp__notes__find_note, mcp__notes__read_note first, as a model that knows its plan does',
      '  prompt cache: read 289, write 824, new input 0 tokens under its caching; $0.00418 at claude-opus-5-5: input $0, cache write $0.00412, cache read $0.0000578 (Anthropic, Claude Opus 5.5 (platform.claude.com/docs/zh-CN/models/opus-5-5/overview): Pricing; checked 2026-12-06)',
      '  turn  adds                   definitions  results  tokens  read  write  input  running total',
      '     1  session start                   23        0      23     0     23      0             23',
      '     2  tool search                    125        0     125    23    102      0            148',
      '     3  result of step 1 find          125       16     141   125     16      0            289',
      '     4  result of step 2 read          125      699     824   141    683      0          1,113',
      '',
      'Gemini CLI: 3 model requests, 12,965 tokens of these servers in all > 10,000 (+2,965), crossed at turn 3',
      '  prompt cache: read 607, write 0, new input 12,358 tokens under its caching; no price: no source read states a price for gemini-3.1-pro-preview',
      '  turn  adds                   definitions  results  tokens  read  write   input  running total',
      '     1  session start                  290        0     290     0      0     290            290',
      '     2  result of step 1 find          290       27     317   290      0      27            607',
      '     3  result of step 2 read          290   12,068  12,358   317      0  12,041         12,965',
      '',
      '',
    ]);
    const json = await cliJson(dir, ['explain', 'session:look-up']);
    expect(json.report.hosts.map((h: { host: string; total: number }) => [h.host, h.total])).toEqual([
      ['claude-code', 1_113],
      ['gemini-cli', 12_965],
    ]);
    const unknown = await cli(dir, ['explain', 'session:look']);
    expect({ code: unknown.code, stderr: unknown.stderr }).toEqual({
      code: 2,
      stderr: 'mcp-budget: budget.json has no session "look"; it has "look-up"\n',
    });
  });

  it("the report carries each turn's cache read, write and input and the session's price per host: Claude Code writes what a turn adds, Codex reads the repeated prefix; dollars where a source prices the model, else why not", async () => {
    const dir = notesProject(
      {},
      {
        hosts: [
          { host: 'claude-code', model: 'claude-sonnet-4-0' },
          { host: 'codex', model: 'gpt-5-codex' },
        ],
      },
    );
    const run = await cliJson(dir, ['measure']);
    expect(run.code).toBe(0);
    const [session] = run.report.sessions;
    const on = (host: string) => session.hosts.find((h: { host: string }) => h.host === host);
    const claude = on('claude-code');
    expect(claude.turns.map((t: { tokens: number }) => t.tokens)).toEqual([23, 125, 141, 824]);
    expect(claude.turns.map((t: { cache: unknown }) => t.cache)).toEqual([
      { read: 0, write: 23, input: 0 },
      { read: 23, write: 102, input: 0 },
      { read: 125, write: 16, input: 0 },
      { read: 141, write: 683, input: 0 },
    ]);
    expect(claude.cache).toEqual({ read: 289, write: 824, input: 0 });
    // Anthropic's Sonnet 4: $3 per million input, a 5-minute write 1.25x ($3.75), a read 0.1x ($0.30).
    expect(claude.price.model).toBe('claude-sonnet-4-0');
    expect(claude.price.usd.input).toBe(0);
    expect(claude.price.usd.write).toBeCloseTo((824 * 3.75) / 1e6, 12);
    expect(claude.price.usd.read).toBeCloseTo((289 * 0.3) / 1e6, 12);
    expect(claude.price.source).toContain(
      "docs.anthropic.com/en/docs/about-claude/pricing): the Model pricing table's row Claude Sonnet 4",
    );
    const codex = on('codex');
    const tokens: number[] = codex.turns.map((t: { tokens: number }) => t.tokens);
    expect(tokens.length).toBeGreaterThanOrEqual(3);
    // Caching by prefix: the previous request's share read, the rest plain input, nothing a write.
    expect(codex.turns.map((t: { cache: unknown }) => t.cache)).toEqual(
      tokens.map((t, i) => ({ read: tokens[i - 1] ?? 0, write: 0, input: t - (tokens[i - 1] ?? 0) })),
    );
    // gpt-tokenizer's copy of OpenAI's prices is wrong where it can be checked: no dollar figure, and why.
    expect(codex.price.model).toBe('gpt-5-codex');
    expect(codex.price.usd).toBeUndefined();
    expect(codex.price.none).toContain("gpt-tokenizer 4.0.0's copy lists gpt-4o, gpt-4.1 and gpt-5 at $10 / $30");
    const summary = await cli(dir, ['measure']);
    expect(summary.stdout).toContain(
      '  look-up on claude-code: $0.00318 at claude-sonnet-4-0: input $0, cache write $0.00309, cache read $0.0000867',
    );
  });

  it('suggest ranks its proposals by what they save over the session: a result called first is replayed in more requests', async () => {
    const records = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ id: i + 1, title: `Note ${i + 1}`, tags: ['a', 'b'], done: i % 2 === 0 }));
    const dir = project({
      'spec.json': {
        name: 'notes',
        version: '1.0.0',
        tools: [
          { name: 'recent', description: 'Lists the recent notes.', inputSchema: { type: 'object', properties: {} } },
          {
            name: 'archive',
            description: 'Lists the archived notes.',
            inputSchema: { type: 'object', properties: {} },
          },
        ],
        results: {
          recent: { content: [{ type: 'text', text: JSON.stringify(records(20), null, 2) }] },
          archive: { content: [{ type: 'text', text: JSON.stringify(records(30), null, 2) }] },
        },
      },
      'budget.json': {
        servers: { notes: specServer('spec.json') },
        hosts: ['gemini-cli'],
        fixtures: [
          { name: 'recent', server: 'notes', tool: 'recent' },
          { name: 'archive', server: 'notes', tool: 'archive' },
        ],
        sessions: [{ name: 'review', steps: ['recent', 'archive'] }],
      },
    });
    const run = await cli(dir, ['suggest']);
    expect(run.code).toBe(0);
    // One call: archive's compact JSON saves the most (600); over the session recent's (400 in 2 requests) does.
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe(
      '4 proposals for every tool and fixture in the budget, each measured by making the change and counting again, most saved over a session first:',
    );
    expect(lines.filter((line) => line.startsWith('  −') || line.includes('over the sessions'))).toEqual([
      '  −400 tok  −1,162 B  lossless  fixture:recent',
      '      over the sessions: review on gemini-cli −800 tok',
      '  −600 tok  −1,742 B  lossless  fixture:archive',
      '      over the sessions: review on gemini-cli −600 tok',
      '  −300 tok  −1,040 B  choice    fixture:recent',
      '      over the sessions: review on gemini-cli −600 tok',
      '  −450 tok  −1,560 B  choice    fixture:archive',
      '      over the sessions: review on gemini-cli −450 tok',
    ]);
  });
});
