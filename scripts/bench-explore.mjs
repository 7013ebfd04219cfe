// (k) `mcp-budget explore`, as built (dist/cli.js): how fast its search calls a server, against a raw client making
// the same calls. Run alone with `node scripts/bench-explore.mjs`, or as part of `npm run bench`.
//  - The search: `explore --json --time <s>` on the held-out server (test/fixtures/servers/explore-server.mjs, in the
//    sandbox, as a user runs it); the server logs every tools/call it gets, with its arguments.
//  - The floor: a raw JSON-RPC client (no SDK, no sandbox) that starts the same server and replays exactly those calls,
//    one after another as the search makes them.
//  Calls per second: the search's over its whole run (start-up, listing, schema checks, counting, all of it) and over
//  its calls alone (the run less the first call's start), against the raw client's over its calls.
import { rawSession } from './raw-session.mjs';
import { runCli } from './timed-cli.mjs';
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.join(ROOT, 'test/fixtures/servers/explore-server.mjs');
const SECONDS = Number(process.env.BENCH_EXPLORE_SECONDS ?? 20);

/** The same server, unsandboxed, over raw JSON-RPC lines: each call resolves when its response line is read. */
async function rawServerSession() {
  const child = spawn(process.execPath, [SERVER], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
  return rawSession(child);
}

export async function benchExplore() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'mcp-budget-bench-explore-'));
  try {
    // Servers run as nobody when the bench runs as root: the project is readable and the log writable by them.
    chmodSync(work, 0o755);
    mkdirSync(path.join(work, 'data'), { mode: 0o777 });
    chmodSync(path.join(work, 'data'), 0o777);
    writeFileSync(path.join(work, 'data', 'calls.log'), '', { mode: 0o666 });
    chmodSync(path.join(work, 'data', 'calls.log'), 0o666);
    const budget = {
      servers: {
        held: {
          command: process.execPath,
          args: [SERVER, 'data/calls.log'],
          // The server and the SDK it imports lie in this repository, outside the bench's project: shown read-only.
          sandbox: { writable: ['data'], readable: [path.dirname(SERVER), path.join(ROOT, 'node_modules')] },
        },
      },
    };
    writeFileSync(path.join(work, 'budget.json'), JSON.stringify(budget, null, 2));
    console.log(`\n(k) explore: the search's calls per second against a raw client making the same calls`);
    const run = await runCli(['explore', '--json', '--time', String(SECONDS)], { cwd: work });
    if (run.code !== 0) throw new Error(`explore exited ${run.code}: ${run.err || run.out}`);
    const report = JSON.parse(run.out);
    const calls = readFileSync(path.join(work, 'data', 'calls.log'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const raw = await rawServerSession();
    const started = process.hrtime.bigint();
    for (const { name, args } of calls) await raw.call(name, args);
    const rawMs = Number(process.hrtime.bigint() - started) / 1e6;
    raw.close();
    const figures = {
      calls: calls.length,
      exploreMs: run.ms,
      searchMs: report.elapsedMs,
      rawMs,
      explorePerSecond: (calls.length / run.ms) * 1000,
      searchPerSecond: (calls.length / report.elapsedMs) * 1000,
      rawPerSecond: (calls.length / rawMs) * 1000,
    };
    console.log(
      `  ${figures.calls} calls: explore ${figures.explorePerSecond.toFixed(0)}/s over its whole run (${run.ms.toFixed(0)} ms), ${figures.searchPerSecond.toFixed(0)}/s over its search (${report.elapsedMs} ms); the raw client ${figures.rawPerSecond.toFixed(0)}/s (${rawMs.toFixed(0)} ms): ${(figures.rawPerSecond / figures.searchPerSecond).toFixed(1)}x`,
    );
    return figures;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchExplore();
