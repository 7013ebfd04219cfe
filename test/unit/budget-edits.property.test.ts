// Every budget edit against the base, judged in memory: generate budgets, loosen exactly one thing, get exactly one
// BUDGET_RAISED line; tighten one thing, get none. Fixtures, capabilities, tool filters, hosts, command lines, reach.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BudgetConfig } from '../../src/budget/budget-config.js';
import { reportedFinding } from '../../src/judge/finding-render.js';
import { budgetRaises } from '../../src/judge/base/budget-raises.js';

interface Seed {
  rows: number;
  runs: number;
  maxPages: number;
  maxTokens: number;
  toolBytes: number;
  hostTokens: number;
}

const seedArbitrary: fc.Arbitrary<Seed> = fc.record({
  rows: fc.integer({ min: 1, max: 500 }),
  runs: fc.integer({ min: 2, max: 5 }),
  maxPages: fc.integer({ min: 2, max: 50 }),
  maxTokens: fc.integer({ min: 100, max: 100_000 }),
  toolBytes: fc.integer({ min: 100, max: 100_000 }),
  hostTokens: fc.integer({ min: 100, max: 100_000 }),
});

function baseBudget(seed: Seed): BudgetConfig {
  return {
    servers: {
      s: {
        command: 'node',
        args: ['server.js', '--rows', String(seed.rows)],
        cwd: 'packages/s',
        sandbox: { writable: ['out'] },
      },
      t: { command: 'node', args: ['other.js'], clientCapabilities: { roots: {} } },
      r: { url: 'https://mcp.example.com/mcp', headers: { Authorization: 'Bearer ${API_TOKEN}' } },
    },
    limits: { toolBytes: seed.toolBytes },
    clientCapabilities: { elicitation: {} },
    hosts: ['claude-code', 'cursor'],
    hostLimits: { 'claude-code': { sessionStartTokens: seed.hostTokens, toolTokens: seed.hostTokens } },
    fixtures: [
      {
        name: 'list',
        server: 's',
        tool: 'list_rows',
        arguments: { n: seed.rows },
        maxTokens: seed.maxTokens,
        runs: seed.runs,
        paginate: { cursorArgument: 'cursor', nextCursor: 'nextCursor', maxPages: seed.maxPages },
        expect: { textIncludes: 'rows' },
        normalize: [{ pattern: '\\d{4}-\\d{2}-\\d{2}', replacement: 'DATE' }],
      },
      { name: 'other', server: 't', tool: 'get', arguments: { id: 1 } },
    ],
  };
}

type Budget = BudgetConfig & Required<Pick<BudgetConfig, 'servers' | 'fixtures' | 'hostLimits' | 'limits'>>;
const fixture = (b: Budget) => b.fixtures[0]!;

/** Each edit loosens exactly one thing; the path of the one line it must give. */
const LOOSENINGS: Array<[string, (b: Budget, seed: Seed) => void, string]> = [
  ['fixture server', (b) => (fixture(b).server = 't'), 'fixtures[0].server'],
  ['fixture tool', (b) => (fixture(b).tool = 'list_all'), 'fixtures[0].tool'],
  ['fixture arguments', (b, seed) => (fixture(b).arguments = { n: seed.rows + 1 }), 'fixtures[0].arguments'],
  ['paginate removed', (b) => delete fixture(b).paginate, 'fixtures[0].paginate'],
  ['paginate maxPages', (b, seed) => (fixture(b).paginate!.maxPages = seed.maxPages - 1), 'fixtures[0].paginate'],
  ['fewer runs', (b, seed) => (fixture(b).runs = seed.runs - 1), 'fixtures[0].runs'],
  ['expect removed', (b) => delete fixture(b).expect, 'fixtures[0].expect'],
  ['expect accepts errors', (b) => (fixture(b).expect = { textIncludes: 'rows', isError: true }), 'fixtures[0].expect'],
  ['normalize changed', (b) => (fixture(b).normalize = [{ pattern: '.*', replacement: '' }]), 'fixtures[0].normalize'],
  ['fixture ceiling raised', (b, seed) => (fixture(b).maxTokens = seed.maxTokens + 1), 'fixtures[0].maxTokens'],
  ['fixture removed', (b) => b.fixtures.splice(1, 1), 'fixtures'],
  ['budget-wide clientCapabilities', (b) => (b.clientCapabilities = {}), 'clientCapabilities'],
  [
    "a server's clientCapabilities",
    (b) => (b.servers.s!.clientCapabilities = { sampling: {} }),
    'servers.s.clientCapabilities',
  ],
  ['enabledTools', (b) => (b.servers.s!.enabledTools = ['list_rows']), 'servers.s.enabledTools'],
  ['disabledTools', (b) => (b.servers.t!.disabledTools = ['get']), 'servers.t.disabledTools'],
  ['a host dropped', (b) => (b.hosts = ['claude-code']), 'hosts'],
  [
    'a host limit raised',
    (b, seed) => (b.hostLimits['claude-code']!.toolTokens = seed.hostTokens + 1),
    'hostLimits["claude-code"].toolTokens',
  ],
  ['command', (b) => (b.servers.s!.command = 'python3'), 'servers.s.command'],
  ['args', (b, seed) => (b.servers.s!.args = ['server.js', '--rows', String(seed.rows + 1)]), 'servers.s.args'],
  ['cwd', (b) => (b.servers.s!.cwd = 'packages/other'), 'servers.s.cwd'],
  ['a remote url carrying a token', (b) => (b.servers.r!.url = 'https://collector.example.net/mcp'), 'servers.r.url'],
  ['a url the server is started for', (b) => (b.servers.t!.url = 'http://127.0.0.1:3000/mcp'), 'servers.t.url'],
  ['network', (b) => (b.servers.s!.sandbox = { writable: ['out'], network: 'host' }), 'servers.s.sandbox.network'],
  [
    'passEnv',
    (b) => (b.servers.s!.sandbox = { writable: ['out'], passEnv: ['GITHUB_TOKEN'] }),
    'servers.s.sandbox.passEnv',
  ],
  [
    'readable',
    (b) => (b.servers.s!.sandbox = { writable: ['out'], readable: ['/etc/ssl'] }),
    'servers.s.sandbox.readable',
  ],
  ['env from the job', (b) => (b.servers.t!.env = { TOKEN: '${GITHUB_TOKEN}' }), 'servers.t.env'],
  // A literal value can switch what the server lists or returns (issue 34): every env edit is a line, old → new.
  ['a literal env value', (b) => (b.servers.t!.env = { LOG: 'quiet' }), 'servers.t.env.LOG'],
  ['budget-wide passEnv', (b) => (b.sandbox = { passEnv: ['NPM_TOKEN'] }), 'sandbox.passEnv'],
  ['a limit raised', (b, seed) => (b.limits.toolBytes = seed.toolBytes + 1), 'limits.toolBytes'],
  ['tokenizer', (b) => (b.tokenizer = 'cl100k_base'), 'tokenizer'],
  ['breaking changes no longer looked for', (b) => (b.breakingChanges = 'off'), 'breakingChanges'],
];

/** Each edit tightens, or changes nothing a gate relies on: no line. */
const TIGHTENINGS: Array<[string, (b: Budget, seed: Seed) => void]> = [
  ['a fixture added', (b) => b.fixtures.push({ name: 'new', server: 't', tool: 'get' })],
  ['more runs', (b, seed) => (fixture(b).runs = seed.runs + 1)],
  ['an expectation added', (b) => (b.fixtures[1]!.expect = { textIncludes: 'id' })],
  ['pagination added', (b) => (b.fixtures[1]!.paginate = { cursorArgument: 'c', nextCursor: 'next' })],
  ['a ceiling lowered', (b, seed) => (fixture(b).maxTokens = seed.maxTokens - 1)],
  ['a host added', (b) => b.hosts!.push('vscode')],
  ['a host limit lowered', (b, seed) => (b.hostLimits['claude-code']!.toolTokens = seed.hostTokens - 1)],
  ['a writable path dropped', (b) => (b.servers.s!.sandbox = {})],
  ['a new server with the default reach', (b) => (b.servers.u = { command: 'node', args: ['u.js'] })],
  ['a limit lowered', (b, seed) => (b.limits.toolBytes = seed.toolBytes - 1)],
  ['breaking changes fail', (b) => (b.breakingChanges = 'error')],
];

const clone = (budget: BudgetConfig) => structuredClone(budget) as Budget;
const render = (path: unknown) =>
  Array.isArray(path)
    ? path
        .map((p) => (typeof p === 'number' ? `[${p}]` : /^[A-Za-z_]\w*$/.test(p) ? `.${p}` : `[${JSON.stringify(p)}]`))
        .join('')
        .replace(/^\./, '')
    : '';

describe('every budget edit against the base', () => {
  it('loosening exactly one thing gives exactly one BUDGET_RAISED line, at its path (1,000 cases)', () => {
    fc.assert(
      fc.property(seedArbitrary, fc.nat({ max: LOOSENINGS.length - 1 }), (seed, pick) => {
        const [what, edit, at] = LOOSENINGS[pick]!;
        const base = baseBudget(seed);
        const head = clone(base);
        edit(head, seed);
        const lines = budgetRaises(base, head, 'fail');
        expect(lines.map((line) => `${what}: ${render(line.path)}`)).toEqual([`${what}: ${at}`]);
        expect(lines[0]).toMatchObject({ code: 'BUDGET_RAISED', severity: 'error' });
        expect(reportedFinding(lines[0]!).message).toMatch(/→|removed|no longer|hides|measures only/);
      }),
      { numRuns: 1000 },
    );
  });

  it('tightening one thing, or adding a server with the default reach, gives no line (1,000 cases)', () => {
    fc.assert(
      fc.property(seedArbitrary, fc.nat({ max: TIGHTENINGS.length - 1 }), (seed, pick) => {
        const [, edit] = TIGHTENINGS[pick]!;
        const base = baseBudget(seed);
        const head = clone(base);
        edit(head, seed);
        expect(budgetRaises(base, head, 'fail')).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });

  it('the reproduction: rows per call cut tenfold while each row grows tenfold is one line, old → new', () => {
    const base: BudgetConfig = {
      servers: { s: { command: 'node', args: ['s.js'] } },
      fixtures: [{ name: 'f', server: 's', tool: 'list', arguments: { n: 10 }, maxTokens: 2000 }],
    };
    const head = structuredClone(base);
    head.fixtures![0]!.arguments = { n: 1 };
    const lines = budgetRaises(base, head, 'fail');
    expect(lines.map((line) => reportedFinding(line).message)).toEqual([
      'fixtures["f"].arguments changed: {"n":10} → {"n":1} (the result measured is another one)',
    ]);
  });
});
