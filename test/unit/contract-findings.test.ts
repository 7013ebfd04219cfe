import { said } from './said.js';
import { describe, expect, it } from 'vitest';
import type { BudgetConfig } from '../../src/budget/budget-config.js';
import { contractFindings } from '../../src/judge/contract-findings.js';
import type { WalkReport } from '../../src/measure/measurement.js';
import { codes, failedServer, figures, fixture, measurement, page, server, tool } from './measured.js';

const walk = (overrides: Partial<WalkReport>): WalkReport => ({
  flagMismatches: [],
  repeatedRecords: [],
  repeatedCount: 0,
  distinctRecords: 10,
  completed: true,
  ...overrides,
});

describe('contract-findings: what a run recorded, judged without limits', () => {
  it('a failed server, a looping listing, unstable listings, an unusable schema, stdout noise and a missing sandbox', () => {
    const s = server('s', [tool('ok'), tool('bad', { inputSchemaError: 'is not an object schema' })], {
      listStopped: { page: 3, reason: 'cursor-repeated', cursor: 'c2' },
      listingChanges: [{ when: 'restart', tool: 'ok', path: '/description' }],
      stdoutNoise: { lines: 2, first: ['hello'] },
      sandbox: {
        network: 'none',
        method: 'unshare',
        missing: ['mount'],
        reason: 'bwrap not found',
        envFromCaller: [],
        envUnresolved: [],
      },
    });
    const findings = said(
      contractFindings(
        { stability: { toolsList: 'error' } },
        measurement([
          s,
          failedServer('down', {
            code: 'SERVER_TIMEOUT',
            phase: 'initialize',
            detail: 'no answer in 30 s',
            stderr: 'booting',
          }),
        ]),
      ),
    );
    expect(figures(findings)).toEqual([
      { code: 'PAGINATION_LOOP', subject: 's', severity: 'error' },
      { code: 'TOOLS_LIST_UNSTABLE', subject: 's/ok', severity: 'error', path: ['stability'] },
      { code: 'INVALID_INPUT_SCHEMA', subject: 's/bad', severity: 'error' },
      { code: 'STDOUT_NOISE', subject: 's', severity: 'warning', actual: 2 },
      { code: 'SANDBOX_UNAVAILABLE', subject: 's', severity: 'warning', path: ['sandbox'] },
      { code: 'SERVER_TIMEOUT', subject: 'down', severity: 'error' },
    ]);
    expect(findings[5]!.message).toBe('initialize: no answer in 30 s\nlast stderr lines:\nbooting');
    expect(findings[5]!.fix).toBe('make the server answer in time, or raise timeouts in budget.json');
  });

  it('fixtures naming a server that is not configured (a server with variants is measured as itself too); skipped imports', () => {
    const config: BudgetConfig = {
      servers: { gh: { command: 'gh', variants: { ro: {} } } },
      fixtures: [
        { name: 'a', server: 'nope', tool: 't' },
        { name: 'b', server: 'gh', tool: 't' },
      ],
    };
    const m = measurement([server('gh'), server('gh@ro')], [], {
      configured: ['gh', 'gh@ro'],
      skippedServers: [{ server: 'remote', reason: 'no command', origin: '.mcp.json' }],
    });
    const findings = said(contractFindings(config, m));
    expect(figures(findings)).toEqual([
      { code: 'TOOL_NOT_FOUND', subject: 'fixture:a', severity: 'error', path: ['fixtures', 0, 'server'] },
      { code: 'SERVER_START_FAILED', subject: 'remote', severity: 'warning' },
    ]);
    expect(findings[0]!.fix).toBe('add "nope" to servers (or mcpConfig), or correct the fixture');
  });

  it('an imported server skipped because a variable it names is unset: ENV_VARIABLE_UNSET, an error naming both', () => {
    const m = measurement([server('plain')], [], {
      configured: ['plain'],
      skippedServers: [
        {
          server: 'keyed',
          reason: '${API_KEY} is not set in the environment and has no default',
          origin: '.mcp.json',
          variable: 'API_KEY',
          field: 'env.API_KEY',
        },
      ],
    });
    const findings = said(contractFindings({ mcpConfig: '.mcp.json' }, m));
    expect(figures(findings)).toEqual([{ code: 'ENV_VARIABLE_UNSET', subject: 'keyed', severity: 'error' }]);
    expect(findings[0]!.message).toBe(
      'env.API_KEY in .mcp.json names ${API_KEY}, which is not set where mcp-budget runs and has no default: the server was not started, so none of its tools were measured or counted in the totals',
    );
    expect(findings[0]!.fix).toContain('set API_KEY where mcp-budget runs');
  });

  it('a fixture that was not called says why, with the path to edit', () => {
    const config: BudgetConfig = {
      fixtures: ['gone', 'args', 'schema', 'ask'].map((name) => ({ name, server: 's', tool: name })),
    };
    const m = measurement(
      [server('s')],
      [
        fixture('gone', 's', [], { skipped: 'not listed', skippedBecause: 'tool-not-listed' }),
        fixture('args', 's', [], { skipped: 'does not match', skippedBecause: 'arguments-do-not-match' }),
        fixture('schema', 's', [], { skipped: 'a $ref loops', skippedBecause: 'input-schema-unusable' }),
        fixture('ask', 's', [page(80, 20)], {
          inputUnanswered: ['confirm'],
          inputRounds: [{ wireBytes: 80, asked: ['confirm'] }],
        }),
      ],
    );
    expect(figures(said(contractFindings(config, m)))).toEqual([
      { code: 'TOOL_NOT_FOUND', subject: 'fixture:gone', severity: 'error', path: ['fixtures', 0, 'tool'] },
      { code: 'ARGUMENTS_INVALID', subject: 'fixture:args', severity: 'error', path: ['fixtures', 1, 'arguments'] },
      { code: 'INVALID_INPUT_SCHEMA', subject: 'fixture:schema', severity: 'error' },
      {
        code: 'INPUT_REQUIRED_UNANSWERED',
        subject: 'fixture:ask',
        severity: 'error',
        path: ['fixtures', 3, 'inputResponses'],
      },
    ]);
  });

  it("a walk's contract: in-band truncation, loops, duplicates and gaps", () => {
    const config: BudgetConfig = {
      fixtures: [
        {
          name: 'list',
          server: 's',
          tool: 'list',
          paginate: { cursorArgument: 'cursor', nextCursor: '/next', hasMore: '/more', key: '/id', total: '/total' },
        },
      ],
    };
    const result = fixture('list', 's', [page(100, 30), page(100, 30)], {
      walk: walk({
        flagMismatches: [{ page: 1, flag: false, cursor: true }],
        emptyLastPage: 3,
        stopped: { page: 2, reason: 'cursor-repeated', cursor: 'x' },
        repeatedRecords: ['7'],
        repeatedCount: 1,
        statedTotal: 12,
      }),
    });
    expect(codes(said(contractFindings(config, measurement([server('s')], [result]))))).toEqual([
      'TRUNCATION_NOT_IN_BAND fixture:list',
      'TRUNCATION_NOT_IN_BAND fixture:list',
      'PAGINATION_LOOP fixture:list',
      'PAGINATION_DUPLICATE fixture:list',
      'PAGINATION_GAP fixture:list',
    ]);
    // Cut short, the missing records are the cut's: no gap.
    const cut = fixture('list', 's', [page(100, 30)], {
      walk: walk({ completed: false, statedTotal: 12, stopped: { page: 50, reason: 'max-pages' } }),
    });
    expect(codes(said(contractFindings(config, measurement([server('s')], [cut]))))).toEqual([
      'PAGINATION_LOOP fixture:list',
    ]);
  });

  it('expectations, unstable sizes and the shape of each page, once per contract', () => {
    const config: BudgetConfig = {
      fixtures: [{ name: 'get', server: 's', tool: 'get', expect: { textIncludes: 'ok' } }],
    };
    const shape = {
      structuredMissing: true as const,
      prettyPrinted: { tokens: 40, chars: 120 },
      stringWrapped: { key: 'json', tokens: 90, escapingTokens: 30 },
      binary: { bytes: 5000, blocks: { image: 1 } },
      outputMismatch: '/id must be string',
    };
    const result = fixture(
      'get',
      's',
      [
        page(500, 100, { shape }),
        page(500, 100, { shape: { prettyPrinted: { tokens: 1, chars: 2 }, outputSchemaError: 'does not compile' } }),
      ],
      {
        tool: 'get',
        isError: true,
        runs: [100, 104],
        answer: { preview: 'boom', textIncludes: false },
      },
    );
    const findings = said(contractFindings(config, measurement([server('s')], [result])));
    expect(figures(findings)).toEqual([
      {
        code: 'RESULT_UNSTABLE',
        subject: 'fixture:get',
        severity: 'warning',
        actual: 104,
        unit: 'tokens',
        path: ['fixtures', 0, 'normalize'],
      },
      { code: 'EXPECTATION_FAILED', subject: 'fixture:get', severity: 'error', path: ['fixtures', 0, 'expect'] },
      { code: 'MISSING_STRUCTURED_CONTENT', subject: 'fixture:get', severity: 'error' },
      { code: 'OUTPUT_SCHEMA_MISMATCH', subject: 'fixture:get', severity: 'error' },
      { code: 'PRETTY_PRINTED_TEXT', subject: 'fixture:get', severity: 'warning', actual: 40, unit: 'tokens' },
      { code: 'STRING_WRAPPED_STRUCTURED', subject: 'fixture:get', severity: 'warning', actual: 90, unit: 'tokens' },
      { code: 'BINARY_CONTENT', subject: 'fixture:get', severity: 'notice', actual: 5000, unit: 'bytes' },
    ]);
    expect(findings[1]!.message).toBe(
      'expected success, got isError: true; expected the text to include "ok". It returned: "boom"',
    );
    expect(findings[2]!.message).toBe(
      'page 1: tool "get" declares an outputSchema but the result has no structuredContent',
    );
  });
});
