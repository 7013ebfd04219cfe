// A server's `env` values are its own: while it runs, no process's command line holds one (every local user can read
// /proc/<pid>/cmdline), and no environment but the server's own does. They sat in bubblewrap's argv before
// (`env -i NAME=value …` after it), for as long as the server ran.
import { existsSync, mkdirSync, chmodSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BUILT_CLI,
  CHECKOUT_REACHABLE_BY_OTHERS,
  chownTree,
  project,
  rawServerSource,
  runCommand,
  tempDir,
} from '../helpers.js';
import { allPids } from '../processes.js';
import { HAS_CC, runnerBin } from '../fake-runner.js';

const HAS_BWRAP = (process.env.PATH ?? '')
  .split(path.delimiter)
  .some((dir) => dir && existsSync(path.join(dir, 'bwrap')));
const IS_ROOT = process.getuid?.() === 0;
const USER = 1234;
const SECRET = `CANARY_ENV_SECRET_${process.pid}_${Date.now()}`;

/**
 * A raw JSON-RPC server that says it started (out/started), then serves only once the test has looked at every process
 * (out/go): the scan happens while it runs.
 */
const SERVER = rawServerSource({
  name: 'env',
  tools: "[{ name: 'ping', description: 'Ping.', inputSchema: { type: 'object' } }]",
  prelude: `import { existsSync, writeFileSync } from 'node:fs';
writeFileSync('out/started', process.env.TOKEN === ${JSON.stringify(SECRET)} ? 'has it' : 'lacks it');
const wait = () => new Promise((resolve) => { const t = setInterval(() => existsSync('out/go') && (clearInterval(t), resolve()), 50); });
await wait();`,
});

interface Seen {
  pid: number;
  cmdline: string[];
  inCmdline: boolean;
  inEnviron: boolean;
}

/** Every process of the machine, as root sees it: its command line and whether the secret is in either. */
function census(): Seen[] {
  const seen: Seen[] = [];
  for (const pid of allPids()) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`);
      let environ = Buffer.alloc(0);
      try {
        environ = readFileSync(`/proc/${pid}/environ`);
      } catch {
        // a kernel thread, or gone
      }
      seen.push({
        pid,
        cmdline: cmdline.toString().split('\0').filter(Boolean),
        inCmdline: cmdline.includes(SECRET),
        inEnviron: environ.includes(SECRET),
      });
    } catch {
      // ended while listed
    }
  }
  return seen;
}

type Route = 'root' | 'unprivileged' | 'sudo';

/** Files a run left in its temporary folder that hold the secret (the hand-over file through sudo must be gone). */
function filesHolding(tmp: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile() && readFileSync(file).includes(SECRET)) found.push(file);
    }
  };
  walk(tmp);
  return found;
}

async function runWhileWatched(route: Route) {
  const asUser = route !== 'root';
  const dir = project({
    'server.mjs': SERVER,
    'budget.json': {
      servers: {
        s: { command: process.execPath, args: ['server.mjs'], env: { TOKEN: SECRET }, sandbox: { writable: ['out'] } },
      },
      timeouts: { startupMs: 60_000, requestMs: 60_000, totalMs: 90_000 },
    },
  });
  const out = path.join(dir, 'out');
  mkdirSync(out);
  chmodSync(out, 0o777);
  if (asUser) chownTree(dir, USER);
  // Its own temporary folder, so that what it leaves there can be read back.
  const tmp = tempDir('mcp-budget-env-tmp-');
  chmodSync(tmp, 0o1777);
  const prefix = asUser ? ['setpriv', `--reuid=${USER}`, `--regid=${USER}`, '--clear-groups', '--'] : [];
  // Through sudo as on a GitHub runner: user namespaces refused, sudo (which closes every descriptor past stderr) asks for no password.
  const env =
    route === 'sudo'
      ? { PATH: `${runnerBin(true)}:${process.env.PATH}`, HOME: dir, TMPDIR: tmp, GITHUB_ACTIONS: 'true' }
      : { PATH: process.env.PATH, HOME: dir, TMPDIR: tmp };
  const run = runCommand(
    prefix[0] ?? process.execPath,
    [...prefix.slice(1), ...(asUser ? [process.execPath] : []), BUILT_CLI, 'check', '--json'],
    { cwd: dir, env, timeoutMs: 120_000 },
  );
  const started = path.join(out, 'started');
  const deadline = Date.now() + 60_000;
  // The server writes the file in two steps (create, then write): wait for what it wrote, not for the name.
  const written = () => existsSync(started) && readFileSync(started, 'utf8') !== '';
  while (!written() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  const seen = census();
  const left = filesHolding(tmp);
  const had = existsSync(started) ? readFileSync(started, 'utf8') : 'never started';
  writeFileSync(path.join(out, 'go'), '');
  const done = await run;
  return { seen, left, had, done };
}

describe.skipIf(!HAS_BWRAP || !IS_ROOT || process.platform !== 'linux')(
  'env values stay off every command line',
  () => {
    const routes: Route[] = CHECKOUT_REACHABLE_BY_OTHERS
      ? ['root', 'unprivileged', ...(HAS_CC ? (['sudo'] as const) : [])]
      : ['root'];
    const named = {
      root: 'as root (a uid of its own)',
      unprivileged: 'unprivileged (user namespace)',
      sudo: 'through sudo (a GitHub runner)',
    };
    for (const route of routes) {
      it(`${named[route]}: only the server's own environ holds the secret`, async () => {
        const { seen, left, had, done } = await runWhileWatched(route);
        expect(done.code, done.stderr + done.stdout.slice(0, 2000)).toBe(0);
        const report = JSON.parse(done.stdout);
        // Not vacuous: the server did get the value, and did run while every process was read.
        expect(report.servers[0].ok).toBe(true);
        if (route === 'sudo') expect(report.servers[0].sandbox.route).toContain('through passwordless sudo');
        // The hand-over file is gone before the server runs: no file of the run's temporary folder holds the value.
        expect(left).toEqual([]);
        expect(had).toBe('has it');
        expect(seen.filter((p) => p.inCmdline).map((p) => p.cmdline.join(' '))).toEqual([]);
        const holders = seen.filter((p) => p.inEnviron);
        expect(holders.map((p) => p.cmdline)).toEqual([[process.execPath, 'server.mjs']]);
      }, 150_000);
    }
  },
);
