// npm run bench: the performance bars, measured on this machine (never in timed unit tests).
//  (a) one server: `mcp-budget measure` wall time vs a minimal raw client that only spawns, initializes and lists.
//      Target: <= 1.25x the floor.
//  (b) eight servers: concurrent (default --concurrency) vs one at a time (--concurrency 1). Target: <= 0.6x.
//  (c) tokenizer throughput (MB/s) on a JSON payload, and (d) peak RSS while measuring a 50 MB result.
//  (e) what the sandbox costs per server start: measure with bubblewrap vs with no sandbox tool on PATH.
//  (f) peak RSS while hostile servers fail: output with no newline, a description too long to count in time.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(ROOT, 'dist', 'cli.js');
const SERVER = path.join(ROOT, 'node_modules/@modelcontextprotocol/server-memory/dist/index.js');
const HOSTILE = path.join(ROOT, 'test/fixtures/servers/hostile.mjs');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const work = mkdtempSync(path.join(os.tmpdir(), 'mcp-budget-bench-'));
// Servers run as nobody when the bench runs as root: the project must be readable, as a checkout is.
chmodSync(work, 0o755);

function run(command, args, { pollRss = false, env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, { cwd: args.includes('check') ? work : ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, MEMORY_FILE_PATH: path.join(work, 'memory.jsonl'), ...env } });
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

async function timed(label, command, args, expectCode = 0, env = {}) {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await run(command, args, { env });
    if (result.code !== expectCode) throw new Error(`${label} exited ${result.code}: ${result.err || result.out}`);
    times.push(result.ms);
  }
  const value = median(times);
  console.log(`  ${label.padEnd(44)} median ${value.toFixed(0).padStart(5)} ms  (runs: ${times.map((t) => t.toFixed(0)).join(', ')})`);
  return value;
}

// The floor: what any client must pay to start this server and list its tools.
const RAW_CLIENT = path.join(work, 'raw-client.mjs');
const rawClientSource = ([command, ...args]) => `import { spawn } from 'node:child_process';
const child = spawn(${JSON.stringify(command)}, ${JSON.stringify(args)}, { cwd: ${JSON.stringify(ROOT)}, stdio: ['pipe', 'pipe', 'ignore'] });
let buffer = '';
const send = (m) => child.stdin.write(JSON.stringify(m) + '\\n');
child.stdout.on('data', (chunk) => {
  buffer += chunk;
  let i;
  while ((i = buffer.indexOf('\\n')) !== -1) {
    const message = JSON.parse(buffer.slice(0, i));
    buffer = buffer.slice(i + 1);
    if (message.id === 1) { send({ jsonrpc: '2.0', method: 'notifications/initialized' }); send({ jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} }); }
    if (message.id === 2) { console.log(message.result.tools.length); child.kill(); process.exit(0); }
  }
});
send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '0' } } });
`;

console.log(`mcp-budget bench: ${os.cpus().length} CPUs, node ${process.version}, ${RUNS} runs each, medians\n`);
// Two ways projects start the same server: node on the installed file (fast boot), and the npx line a .mcp.json
// usually holds (npx resolves the bin first, so the server boots later and mcp-budget's own start-up hides behind it).
const VARIANTS = [
  { label: 'node <server>', command: `node ${SERVER}`, raw: [process.execPath, SERVER] },
  { label: 'npx --no-install mcp-server-memory', command: 'npx --no-install mcp-server-memory', raw: ['npx', '--no-install', 'mcp-server-memory'] },
];
const ratios = { a: [], b: [] };
for (const variant of VARIANTS) {
  writeFileSync(RAW_CLIENT, rawClientSource(variant.raw));
  console.log(`(a) one server, started as: ${variant.label}`);
  await timed('warm-up', process.execPath, [CLI, 'measure', '--server', variant.command]);
  const floor = await timed('raw client: spawn + initialize + tools/list', process.execPath, [RAW_CLIENT]);
  const one = await timed('mcp-budget measure', process.execPath, [CLI, 'measure', '--server', variant.command]);
  ratios.a.push({ label: variant.label, ratio: one / floor });
  console.log(`(b) eight servers, started as: ${variant.label}`);
  const eight = Array.from({ length: 8 }, (_, i) => ['--server', `m${i}=${variant.command}`]).flat();
  const serial = await timed('--concurrency 1 (one at a time)', process.execPath, [CLI, 'measure', '--concurrency', '1', ...eight]);
  const concurrent = await timed(`default concurrency (${os.availableParallelism()})`, process.execPath, [CLI, 'measure', ...eight]);
  ratios.b.push({ label: variant.label, ratio: concurrent / serial });
  // For reference only: eight separate runs, as without concurrency support (start-up paid eight times).
  const separate = [];
  for (let i = 0; i < RUNS; i++) {
    let total = 0;
    for (let server = 0; server < 8; server++) total += (await run(process.execPath, [CLI, 'measure', '--server', variant.command])).ms;
    separate.push(total);
  }
  console.log(`  ${'eight separate runs, one after another'.padEnd(44)} median ${median(separate).toFixed(0).padStart(5)} ms  (concurrent is ${(concurrent / median(separate)).toFixed(2)}x of it; reference, not the target)`);
  console.log('');
}

console.log('(c) tokenizer throughput');
const { countTokens } = await import('gpt-tokenizer/encoding/o200k_base');
const payload = JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ number: i, title: `Fix cache ${i}`, body: 'Lorem ipsum dolor sit amet, '.repeat(6), labels: ['bug', 'p1'], url: `https://example.com/pr/${i}` })));
countTokens(payload.slice(0, 10000));
const t0 = process.hrtime.bigint();
const tokens = countTokens(payload);
const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
const mbPerSecond = Buffer.byteLength(payload) / 1e6 / seconds;
console.log(`  o200k_base: ${(Buffer.byteLength(payload) / 1e6).toFixed(2)} MB, ${tokens} tokens in ${(seconds * 1000).toFixed(0)} ms = ${mbPerSecond.toFixed(2)} MB/s`);

console.log('\n(d) measuring a 50 MB result');
writeFileSync(
  path.join(work, 'budget.json'),
  JSON.stringify({ servers: { big: { command: 'node', args: [HOSTILE, 'huge-result', '', '50'] } }, fixtures: [{ name: 'huge', server: 'big', tool: 'huge' }] }),
);
const big = await run(process.execPath, [CLI, 'check', '--json'], { pollRss: true });
const fixture = JSON.parse(big.out).fixtures[0];
console.log(`  wire ${(fixture.wireBytes / 1024 / 1024).toFixed(1)} MiB, ${fixture.tokens} tokens, ${(big.ms / 1000).toFixed(1)} s, peak RSS of mcp-budget ${(big.peakKb / 1024).toFixed(0)} MiB (${(big.peakKb * 1024 / fixture.wireBytes).toFixed(1)}x the message)`);

console.log('\n(e) the sandbox per server start (one server-memory, node <server>)');
// A PATH holding only node: no bwrap, no unshare, so the server runs unconfined; the difference is the sandbox.
const bare = mkdtempSync(path.join(os.tmpdir(), 'mcp-budget-bench-path-'));
symlinkSync(process.execPath, path.join(bare, 'node'));
const confined = await timed('sandboxed (bubblewrap, every layer)', process.execPath, [CLI, 'measure', '--server', `node ${SERVER}`]);
const unconfined = await timed('no sandbox tool on PATH', process.execPath, [CLI, 'measure', '--server', `node ${SERVER}`], 0, { PATH: bare });
const sandboxCost = confined - unconfined;

console.log('\n(f) peak RSS of mcp-budget while hostile servers fail');
const hostileCases = [
  { label: 'unterminated output for startupMs (3 s)', budget: { servers: { flood: { command: 'node', args: [HOSTILE, 'endless-line', ''], url: 'http://127.0.0.1:1/mcp', ready: 'never' } }, timeouts: { startupMs: 3000 } } },
  { label: '8 MB one-letter description, totalMs 2 s', spec: { tools: [{ name: 'huge', description: 'a'.repeat(8_000_000), inputSchema: { type: 'object' } }] }, budget: { servers: { s: { command: 'node', args: [path.join(ROOT, 'test/fixtures/servers/spec-server.mjs'), 'spec.json'] } }, timeouts: { totalMs: 2000 } } },
];
const hostileRss = [];
for (const hostileCase of hostileCases) {
  if (hostileCase.spec) writeFileSync(path.join(work, 'spec.json'), JSON.stringify(hostileCase.spec));
  writeFileSync(path.join(work, 'budget.json'), JSON.stringify(hostileCase.budget));
  const result = await run(process.execPath, [CLI, 'check'], { pollRss: true });
  hostileRss.push({ label: hostileCase.label, mib: result.peakKb / 1024, seconds: result.ms / 1000, code: result.code });
  console.log(`  ${hostileCase.label.padEnd(44)} exit ${result.code} in ${(result.ms / 1000).toFixed(1)} s, peak RSS ${(result.peakKb / 1024).toFixed(0)} MiB`);
}

console.log('\nResults');
const verdict = (ok) => (ok ? 'within target' : 'OVER TARGET');
for (const { label, ratio } of ratios.a) console.log(`  (a) measure / raw floor = ${ratio.toFixed(2)}x (target <= 1.25x), ${label}: ${verdict(ratio <= 1.25)}`);
for (const { label, ratio } of ratios.b) console.log(`  (b) concurrent / serial = ${ratio.toFixed(2)}x (target <= 0.60x), ${label}: ${verdict(ratio <= 0.6)}`);
console.log(`  (c) tokenizer ${mbPerSecond.toFixed(2)} MB/s`);
console.log(`  (e) the sandbox costs ${sandboxCost.toFixed(0)} ms per run of one server (${confined.toFixed(0)} vs ${unconfined.toFixed(0)} ms)`);
for (const { label, mib, seconds } of hostileRss) console.log(`  (f) ${label}: ${mib.toFixed(0)} MiB peak, ended in ${seconds.toFixed(1)} s`);
console.log(`  (d) peak RSS ${(big.peakKb / 1024).toFixed(0)} MiB for a ${(fixture.wireBytes / 1024 / 1024).toFixed(0)} MiB result`);
process.exitCode = ratios.a.every((r) => r.ratio <= 1.25) && ratios.b.every((r) => r.ratio <= 0.6) ? 0 : 1;
