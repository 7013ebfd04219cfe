// (l) `mcp-budget hosts verify`, as built (dist/cli.js): seconds per host recording. Run alone with
// `node scripts/bench-hosts.mjs [host ...]`, or as part of `npm run bench`.
//  - Each host in turn, round after round: `hosts verify <host> --json` on the quickstart (examples/quickstart: three
//    tools, three fixtures), which measures the budget as `check` does and runs the host program once (offline, in
//    the sandbox, the model stood in on loopback calling every fixture's tool), then compares.
//  - Beside them, `check` of the same budget: what verify measures before the host runs. verify less check is what
//    one host recording costs.
//  The host programs come from the hosts cache (MCP_BUDGET_HOSTS_CACHE, else ~/.cache/mcp-budget/hosts); a host not
//  in it is installed there first by verify itself, which the warm-up absorbs. BENCH_RUNS rounds (default 3).
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from './timed-cli.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONFIG = path.join(ROOT, 'examples', 'quickstart', 'budget.json');
const HOSTS = ['claude-code', 'codex', 'gemini-cli', 'copilot-cli', 'opencode', 'qwen-code'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CACHE = process.env.MCP_BUDGET_HOSTS_CACHE ?? path.join(os.homedir(), '.cache', 'mcp-budget', 'hosts');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchHosts(hosts = HOSTS) {
  console.log(`\n(l) hosts verify: seconds per host recording (the quickstart, ${RUNS} rounds, hosts cache ${CACHE})`);
  const cases = [
    { label: 'check (what verify measures first)', args: ['check', '--json'] },
    ...hosts.map((host) => ({ label: `hosts verify ${host}`, host, args: ['hosts', 'verify', host, '--json'] })),
  ];
  const times = cases.map(() => []);
  const compared = new Map();
  for (let round = -1; round < RUNS; round++) {
    for (const [c, { label, host, args }] of cases.entries()) {
      const run = await runCli([...args, '--config', CONFIG], {
        cwd: ROOT,
        env: { ...process.env, MCP_BUDGET_HOSTS_CACHE: CACHE },
      });
      // verify exits 1 when a figure differs: still a whole recording, timed; 2 and 3 are not.
      if (run.code !== 0 && !(host && run.code === 1))
        throw new Error(`${label} exited ${run.code}: ${run.err || run.out}`);
      if (host) {
        const [entry] = JSON.parse(run.out).hosts;
        compared.set(host, entry);
      }
      if (round >= 0) times[c].push(run.ms);
    }
  }
  const check = median(times[0]);
  const rows = cases.map(({ label, host }, c) => ({
    label,
    host,
    seconds: median(times[c]) / 1000,
    recordingSeconds: host ? (median(times[c]) - check) / 1000 : undefined,
    runs: times[c],
  }));
  for (const { label, host, seconds, recordingSeconds, runs } of rows) {
    const entry = host ? compared.get(host) : undefined;
    const what = entry
      ? `; ${entry.version}: ${entry.definitions} definitions, ${entry.results} results compared, ${entry.differences.length} differences`
      : '';
    console.log(
      `  ${label.padEnd(36)} ${seconds.toFixed(2)} s${recordingSeconds === undefined ? '' : `, the recording ${recordingSeconds.toFixed(2)} s`}${what}  (runs: ${runs.map((ms) => (ms / 1000).toFixed(2)).join(', ')})`,
    );
  }
  const load = readFileSync('/proc/loadavg', 'utf8').trim();
  console.log(`  load average when done: ${load}`);
  return { check, rows: rows.filter((row) => row.host), load };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const named = process.argv.slice(2);
  const unknown = named.filter((host) => !HOSTS.includes(host));
  if (unknown.length > 0) {
    console.error(`bench-hosts: not a recordable host: ${unknown.join(', ')} (one of ${HOSTS.join(', ')})`);
    process.exit(2);
  }
  await benchHosts(named.length > 0 ? named : HOSTS);
}
