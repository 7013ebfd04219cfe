// Every budget edit against the base, judged in memory: generate budgets, loosen exactly one thing, get exactly one
// BUDGET_RAISED line; tighten one thing, get none. Fixtures, capabilities, tool filters, hosts, command lines, reach.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BudgetConfig } from '../../src/budget/budget-config.js';
import { reportedFinding } from '../../src/judge/finding-render.js';
import { budgetRaises } from '../../src/judge/base/budget-raises.js';
import { BUDGET_KEY_CLASSES } from '../../src/judge/base/budget-key-classes.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';

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

const LIMIT_NAMES = [
  'toolBytes',
  'toolTokens',
  'totalBytes',
  'totalTokens',
  'promptBytes',
  'promptTokens',
  'skillBytes',
  'skillTokens',
  'resourceBytes',
  'resourceTokens',
  'descriptionChars',
  'nameChars',
  'toolCount',
  'resultTokens',
  'resultBytes',
  'sessionTokens',
] as const;
const everyLimit = (value: number) => Object.fromEntries(LIMIT_NAMES.map((name) => [name, value]));

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
      // Every per-server setting a raise can loosen, set, so each can be loosened alone.
      v: {
        command: 'node',
        args: ['v.js'],
        limits: everyLimit(seed.toolBytes),
        sandbox: { require: true },
        timeouts: { startupMs: 1000, requestMs: 1000, totalMs: 5000 },
        variants: { ro: { args: ['v.js', '--read-only'] } },
      },
    },
    limits: { ...everyLimit(seed.toolBytes), toolBytes: seed.toolBytes },
    oversized: { 's/list_rows': { bytes: seed.toolBytes * 2, tokens: seed.toolBytes, chars: 5000 } },
    sandbox: { require: true },
    timeouts: { startupMs: 1000, requestMs: 1000, totalMs: 5000 },
    stability: { toolsList: 'error', restart: true, capabilities: true },
    growth: {
      toolPercent: 10,
      toolBytes: 100,
      toolTokens: 100,
      totalPercent: 10,
      totalBytes: 100,
      totalTokens: 100,
      unmeasuredBase: 'error',
    },
    ratchet: { minDelta: { bytes: 10, tokens: 10, chars: 10 }, stale: 'error' },
    clientCapabilities: { elicitation: {} },
    hosts: ['claude-code', 'cursor'],
    hostLimits: {
      'claude-code': {
        sessionStartTokens: seed.hostTokens,
        toolTokens: seed.hostTokens,
        resultTokens: seed.hostTokens,
        reservedTools: 10,
      },
    },
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
      { name: 'other', server: 't', tool: 'get', arguments: { id: 1 }, maxBytes: 5000 },
      { name: 'a-prompt', server: 's', prompt: 'summary' },
      { name: 'a-resource', server: 's', resource: 'file:///notes.md' },
    ],
    sessions: [{ name: 'flow', steps: ['list', 'other'] }],
  };
}

type Budget = BudgetConfig & Required<Pick<BudgetConfig, 'servers' | 'fixtures' | 'hostLimits' | 'limits'>>;
const fixture = (b: Budget) => b.fixtures[0]!;

type Edit = (b: Budget, seed: Seed) => void;
const big = (seed: Seed) => seed.toolBytes * 10;

/**
 * Each edit loosens exactly one thing; the path of the one line it must give, and the key of budget.json it edits
 * where that is not the path (a renamed fixture is a fixture gone).
 */
const LOOSENINGS: Array<[string, Edit, string, string?]> = [
  ...LIMIT_NAMES.map((name): [string, Edit, string] => [
    `limits.${name} raised`,
    (b, seed) => (b.limits[name] = big(seed)),
    `limits.${name}`,
  ]),
  ...LIMIT_NAMES.map((name): [string, Edit, string] => [
    `a server's ${name} raised`,
    (b, seed) => (b.servers.v!.limits![name] = big(seed)),
    `servers.v.limits.${name}`,
  ]),
  ...(['bytes', 'tokens', 'chars'] as const).map((unit): [string, Edit, string] => [
    `oversized ${unit} raised`,
    (b) => (b.oversized!['s/list_rows']![unit]! += 1),
    `oversized["s/list_rows"].${unit}`,
  ]),
  ...(['startupMs', 'requestMs', 'totalMs'] as const).flatMap(
    (key): Array<[string, Edit, string]> => [
      [`timeouts.${key} raised`, (b) => (b.timeouts![key] = 60_000), `timeouts.${key}`],
      [`a server's ${key} raised`, (b) => (b.servers.v!.timeouts![key] = 60_000), `servers.v.timeouts.${key}`],
    ],
  ),
  ...(['toolPercent', 'toolBytes', 'toolTokens', 'totalPercent', 'totalBytes', 'totalTokens'] as const).map(
    (key): [string, Edit, string] => [`growth.${key} raised`, (b) => (b.growth![key] = 1000), `growth.${key}`],
  ),
  ['an unmeasured base no longer fails', (b) => (b.growth!.unmeasuredBase = 'warning'), 'growth.unmeasuredBase'],
  ...(['bytes', 'tokens', 'chars'] as const).map((unit): [string, Edit, string] => [
    `ratchet.minDelta.${unit} raised`,
    (b) => (b.ratchet!.minDelta![unit] = 1000),
    `ratchet.minDelta.${unit}`,
  ]),
  ['stale entries no longer fail', (b) => (b.ratchet!.stale = 'warning'), 'ratchet.stale'],
  ['an unstable tools/list no longer fails', (b) => (b.stability!.toolsList = 'warning'), 'stability.toolsList'],
  ['no restart compared', (b) => (b.stability!.restart = false), 'stability.restart'],
  ['capability-hidden tools uncounted', (b) => (b.stability!.capabilities = false), 'stability.capabilities'],
  [
    'a host limit: sessionStartTokens',
    (b, s) => (b.hostLimits['claude-code']!.sessionStartTokens = s.hostTokens + 1),
    'hostLimits["claude-code"].sessionStartTokens',
  ],
  [
    'a host limit: resultTokens',
    (b, s) => (b.hostLimits['claude-code']!.resultTokens = s.hostTokens + 1),
    'hostLimits["claude-code"].resultTokens',
  ],
  [
    'fewer reserved host tools',
    (b) => (b.hostLimits['claude-code']!.reservedTools = 9),
    'hostLimits["claude-code"].reservedTools',
  ],
  ['budget-wide network', (b) => (b.sandbox = { ...b.sandbox, network: 'host' }), 'sandbox.network'],
  ['budget-wide require off', (b) => (b.sandbox = { require: false }), 'sandbox.require'],
  ['budget-wide writable', (b) => (b.sandbox = { ...b.sandbox, writable: ['/var/data'] }), 'sandbox.writable'],
  ['budget-wide readable', (b) => (b.sandbox = { ...b.sandbox, readable: ['/etc/ssl'] }), 'sandbox.readable'],
  ["a server's require off", (b) => (b.servers.v!.sandbox = { require: false }), 'servers.v.sandbox.require'],
  [
    "a server's writable",
    (b) => (b.servers.v!.sandbox = { require: true, writable: ['/var/data'] }),
    'servers.v.sandbox.writable',
  ],
  ['era', (b) => (b.era = 'legacy'), 'era'],
  ["a server's era", (b) => (b.servers.v!.era = 'legacy'), 'servers.v.era'],
  ['hostToolName', (b) => (b.hostToolName = '{tool}'), 'hostToolName'],
  ['mcpConfig', (b) => (b.mcpConfig = ['.mcp.json']), 'mcpConfig'],
  ['a server removed', (b) => delete b.servers.t, 'servers'],
  ['transport', (b) => (b.servers.r!.type = 'sse'), 'servers.r.type'],
  [
    'a literal header',
    (b) => (b.servers.r!.headers = { ...b.servers.r!.headers, 'X-Toolset': 'minimal' }),
    'servers.r.headers',
  ],
  ['a measured variant changed', (b) => (b.servers.v!.variants!.ro = { args: ['v.js'] }), 'servers.v.variants.ro'],
  ['fixture prompt', (b) => (b.fixtures[2]!.prompt = 'short'), 'fixtures[2].prompt'],
  ['fixture resource', (b) => (b.fixtures[3]!.resource = 'file:///empty.md'), 'fixtures[3].resource'],
  ['fixture maxBytes raised', (b) => (b.fixtures[1]!.maxBytes = 50_000), 'fixtures[1].maxBytes'],
  [
    'fixture inputResponses',
    (b) => (b.fixtures[1]!.inputResponses = { confirm: { action: 'decline' } }),
    'fixtures[1].inputResponses',
  ],
  ['a fixture renamed', (b) => (b.fixtures[1]!.name = 'renamed'), 'fixtures', 'fixtures[].name'],
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
  ['a session removed', (b) => b.sessions!.splice(0, 1), 'sessions'],
  ['a session renamed', (b) => (b.sessions![0]!.name = 'renamed'), 'sessions', 'sessions[].name'],
  ['a session step dropped', (b) => (b.sessions![0]!.steps = ['list']), 'sessions[0].steps'],
  ['budget-wide clientCapabilities', (b) => (b.clientCapabilities = {}), 'clientCapabilities'],
  [
    "a server's clientCapabilities",
    (b) => (b.servers.s!.clientCapabilities = { sampling: {} }),
    'servers.s.clientCapabilities',
  ],
  ['enabledTools', (b) => (b.servers.s!.enabledTools = ['list_rows']), 'servers.s.enabledTools'],
  ['disabledTools', (b) => (b.servers.t!.disabledTools = ['get']), 'servers.t.disabledTools'],
  ['a host dropped', (b) => (b.hosts = ['claude-code']), 'hosts'],
  ['a host dropped, whatever its entry', (b) => (b.hosts = ['cursor']), 'hosts', 'hosts[].host'],
  ["a host's model named", (b) => (b.hostModels = { 'claude-code': 'claude-3-7-sonnet' }), 'hosts', 'hosts[].model'],
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
  ['budget-wide passEnv', (b) => (b.sandbox = { ...b.sandbox, passEnv: ['NPM_TOKEN'] }), 'sandbox.passEnv'],
  ['a limit raised', (b, seed) => (b.limits.toolBytes = seed.toolBytes + 1), 'limits.toolBytes'],
  ['tokenizer', (b) => (b.tokenizer = 'cl100k_base'), 'tokenizer'],
  ['breaking changes no longer looked for', (b) => (b.breakingChanges = 'off'), 'breakingChanges'],
];

/** Each edit tightens, or changes nothing a gate relies on: no line. */
const TIGHTENINGS: Array<[string, (b: Budget, seed: Seed) => void]> = [
  ['a fixture added', (b) => b.fixtures.push({ name: 'new', server: 't', tool: 'get' })],
  ['a session added', (b) => b.sessions!.push({ name: 'more', steps: ['other', 'list'] })],
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

/** budget.schema.json's keys, as BUDGET_KEY_CLASSES names them; a `whole` key's members are judged with it. */
function schemaKeys(): string[] {
  const schema = JSON.parse(readFileSync(path.join(__dirname, '../../budget.schema.json'), 'utf8'));
  const keys = new Set<string>();
  const resolve = (ref: string) =>
    ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((node, key) => node[key], schema);
  const walk = (node: any, at: string, depth: number): void => {
    if (!node || typeof node !== 'object' || depth > 12) return;
    if (node.$ref) return walk(resolve(node.$ref), at, depth + 1);
    for (const key of ['anyOf', 'oneOf', 'allOf']) for (const branch of node[key] ?? []) walk(branch, at, depth + 1);
    for (const [key, value] of Object.entries(node.properties ?? {})) {
      const named = at ? `${at}.${key}` : key;
      keys.add(named);
      if (BUDGET_KEY_CLASSES[named] !== 'whole') walk(value, named, depth + 1);
    }
    if (node.additionalProperties && typeof node.additionalProperties === 'object')
      walk(node.additionalProperties, `${at}.*`, depth + 1);
    for (const value of Object.values(node.patternProperties ?? {})) walk(value, `${at}.*`, depth + 1);
    if (node.items) walk(node.items, `${at}[]`, depth + 1);
  };
  walk(schema, '', 0);
  return [...keys];
}

/** A case's path as a key: the budget's own names (servers, hosts, oversized keys, variants) as `*`, indexes as `[]`. */
const asKey = (at: string) =>
  at
    .replace(/^(servers|hostLimits|oversized)(\.[A-Za-z_]\w*|\["[^"]*"\])/, '$1.*')
    .replace(/variants\.[A-Za-z_]\w*/, 'variants.*')
    .replace(/\[\d+\]/g, '[]');

describe('every key of budget.json is classified, and every loosening one is shown to raise', () => {
  it('budget.schema.json has no key BUDGET_KEY_CLASSES leaves out, and the table no key the schema lacks', () => {
    const keys = schemaKeys();
    expect(keys.filter((key) => !(key in BUDGET_KEY_CLASSES))).toEqual([]);
    expect(Object.keys(BUDGET_KEY_CLASSES).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('every key that can loosen has an edit above that gives its BUDGET_RAISED line', () => {
    const exercised = LOOSENINGS.map(([, , at, key]) => key ?? asKey(at));
    const covered = (key: string) =>
      exercised.some((done) => done === key || done.startsWith(`${key}.`) || done.startsWith(`${key}[`));
    const loosening = Object.entries(BUDGET_KEY_CLASSES)
      .filter(([, kind]) => kind === 'loosens' || kind === 'whole')
      .map(([key]) => key);
    expect(loosening.filter((key) => !covered(key))).toEqual([]);
  });
});

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

  it('each loosening alone, once: exactly its one line', () => {
    const seed = fc.sample(seedArbitrary, { numRuns: 1, seed: 46 })[0]!;
    const wrong = LOOSENINGS.flatMap(([what, edit, at]) => {
      const base = baseBudget(seed);
      const head = clone(base);
      edit(head, seed);
      const got = budgetRaises(base, head, 'fail').map((line) => render(line.path));
      return got.length === 1 && got[0] === at ? [] : [`${what}: ${JSON.stringify(got)} (expected ${at})`];
    });
    expect(wrong).toEqual([]);
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
