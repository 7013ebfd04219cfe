// (i) mcp-budget/guard, as built (dist/guard.js): what it costs a server. Run alone with `node scripts/bench-guard.mjs`,
// or as part of `npm run bench`.
//  - Start-up: a guarded McpServer against the same server unguarded, spawn to initialize answered, in turn, round
//    after round (the tokenizer must not load at start-up: the target is no slower).
//  - Per call, warm: the guard's own time for one 10 KB tools/call response, in process (no transport, no server),
//    after a warm-up: within a limit its bytes already prove, within a limit only counting can tell, with figures
//    recorded, and over the limit (the cut). Target: under 1 ms for a 10 KB result when warm. The first call of the
//    first case that counts includes loading the tokenizer: what a guarded server's first result waits for.
//  - Whole calls, client to client: words, unbroken text and JSON records at 10 KB and 4 MB, held to 2,000 tokens,
//    against the same server unguarded, call by call in turn. Target: the 4 MB unbroken cut within 5x.
import { rawSession } from './raw-session.mjs';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GUARDED = path.join(ROOT, 'test/fixtures/servers/guarded.mjs');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchGuard() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'mcp-budget-bench-guard-'));
  try {
    const budget = (resultTokens) => {
      const file = path.join(work, `budget-${resultTokens}.json`);
      writeFileSync(
        file,
        JSON.stringify({ servers: { prs: { command: 'node', args: ['server.mjs'] } }, limits: { resultTokens } }),
      );
      return file;
    };
    console.log('\n(i) mcp-budget/guard');
    const startup = await startupCost(budget(20000));
    const perCall = await perCallCost(budget);
    const payloads = await payloadCost(budget(2000));
    return { startup, perCall, payloads };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Spawn to the initialize response, guarded and not, alternated. */
async function startupCost(budget) {
  const times = { none: [], enforce: [] };
  for (let i = 0; i < RUNS; i++)
    for (const mode of ['none', 'enforce']) times[mode].push(await initialized(budget, mode));
  for (const mode of ['none', 'enforce'])
    console.log(
      `  start-up, ${(mode === 'none' ? 'unguarded' : 'guarded').padEnd(34)} median ${median(times[mode]).toFixed(0).padStart(5)} ms  (runs: ${times[mode].map((t) => t.toFixed(0)).join(', ')})`,
    );
  const ratio = median(times.enforce.map((t, i) => t / times.none[i]));
  console.log(`  start-up, guarded / unguarded: ${ratio.toFixed(2)}x (median of per-round ratios)`);
  // The guard's own share, timed inside a fresh process, where a shared machine's noise is smaller than the share.
  const own = [];
  for (let i = 0; i < RUNS; i++) own.push(await ownStartup(budget));
  console.log(
    `  start-up, the guard's own work (import + guard())  median ${median(own).toFixed(1).padStart(5)} ms  (runs: ${own.map((t) => t.toFixed(1)).join(', ')})`,
  );
  return { unguarded: median(times.none), guarded: median(times.enforce), ratio, ownMs: median(own) };
}

function ownStartup(budget) {
  const source = `const t = performance.now();
const { guard } = await import(${JSON.stringify(path.join(ROOT, 'dist/guard.js'))});
guard({ async connect() {} }, { budget: ${JSON.stringify(budget)}, server: 'prs' });
process.stdout.write(String(performance.now() - t));`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', source], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', () => resolve(Number(out)));
  });
}

function initialized(budget, mode) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, [GUARDED, budget, 'prs', mode], {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    child.on('error', reject);
    child.stdout.once('data', () => {
      resolve(Number(process.hrtime.bigint() - started) / 1e6);
      child.kill();
    });
    child.stdin.write(
      `${JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'bench', version: '0' } },
      })}\n`,
    );
  });
}

/** The guard's time per response, in process: a transport whose send does nothing, so only the guard is timed. */
async function perCallCost(budget) {
  const { guard } = await import(path.join(ROOT, 'dist/guard.js'));
  const records = Array.from({ length: 200 }, (_, i) => ({
    number: i,
    title: `Fix cache ${i}`,
    state: i % 3 ? 'open' : 'closed',
    labels: ['bug'],
  }));
  let text = '';
  for (let n = 1; Buffer.byteLength(text) < 10_000; n++) text = JSON.stringify(records.slice(0, n));
  const result = { content: [{ type: 'text', text }] };
  const cases = [
    ['10 KB, resultTokens 20000 (bytes prove it fits)', budget(20000), {}],
    ['10 KB, resultTokens 5000 (counted, fits)', budget(5000), {}],
    ['10 KB, resultTokens 20000, figures recorded', budget(20000), { figures: () => {} }],
    ['10 KB, resultTokens 1000 (over: cut)', budget(1000), {}],
  ];
  const rows = [];
  for (const [label, file, extra] of cases) {
    const transport = { async send() {} };
    const server = { async connect() {} };
    guard(server, { budget: file, server: 'prs', ...extra });
    await server.connect(transport);
    const call = async (id) => {
      transport.onmessage({
        jsonrpc: '2.0',
        id,
        method: 'tools/call',
        params: { name: 'search', arguments: { q: 'cache' } },
      });
      await transport.send({ result, jsonrpc: '2.0', id });
    };
    const first = process.hrtime.bigint();
    await call(-1);
    const firstMs = Number(process.hrtime.bigint() - first) / 1e6;
    for (let id = 0; id < 50; id++) await call(id);
    const samples = [];
    for (let id = 50; id < 550; id++) {
      const started = process.hrtime.bigint();
      await call(id);
      samples.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    const ms = median(samples);
    console.log(
      `  per call, ${label.padEnd(50)} median ${ms.toFixed(3)} ms  (p95 ${[...samples].sort((a, b) => a - b)[Math.floor(samples.length * 0.95)].toFixed(3)} ms; the first call ${firstMs.toFixed(1)} ms)`,
    );
    rows.push({ label, ms, firstMs });
  }
  return rows;
}

/**
 * A whole call, client to client, guarded (resultTokens 2,000) against the same server unguarded, alternated call by
 * call: short words, an unbroken run of random base36 (no spaces: the tokenizer's hardest text), and JSON records,
 * at 10 KB and 4 MB. The 4 MB results are far over the limit: the guarded call is a cut.
 */
export async function payloadCost(budget) {
  const servers = { none: await session(budget, 'none'), enforce: await session(budget, 'enforce') };
  const rows = [];
  try {
    for (const bytes of [10_000, 4 * 1024 * 1024]) {
      for (const kind of ['words', 'unbroken', 'records']) {
        const args = { kind, bytes };
        // Warm both: the payload is built once per server, the tokenizer loaded once.
        for (const mode of ['none', 'enforce']) await servers[mode].call('payload', args);
        const rounds = bytes > 100_000 ? Math.max(3, Math.ceil(RUNS / 2)) : RUNS * 5;
        const times = { none: [], enforce: [] };
        for (let i = 0; i < rounds; i++) {
          for (const mode of i % 2 === 0 ? ['none', 'enforce'] : ['enforce', 'none']) {
            const started = process.hrtime.bigint();
            await servers[mode].call('payload', args);
            times[mode].push(Number(process.hrtime.bigint() - started) / 1e6);
          }
        }
        const [plain, guarded] = [median(times.none), median(times.enforce)];
        const label = `${kind}, ${bytes > 100_000 ? '4 MB' : '10 KB'}`;
        console.log(
          `  whole call, ${label.padEnd(16)} unguarded ${plain.toFixed(1).padStart(7)} ms, guarded ${guarded.toFixed(1).padStart(7)} ms: ${(guarded / plain).toFixed(2)}x  (rounds ${rounds}, alternated)`,
        );
        rows.push({ kind, bytes, unguardedMs: plain, guardedMs: guarded, ratio: guarded / plain });
      }
    }
  } finally {
    for (const server of Object.values(servers)) server.close();
  }
  return rows;
}

/** A raw JSON-RPC session with the guarded fixture server: each call resolves when its whole response line is read. */
async function session(budget, mode) {
  const child = spawn(process.execPath, [GUARDED, budget, 'prs', mode], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return rawSession(child);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchGuard();
