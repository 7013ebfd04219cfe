// npm run bench, part (i): what a hostile server costs the job with the bounds on (bounds.ts), and what the bounds
// cost a sound server's start. Run alone: node scripts/bench-bounds.mjs (after npm run build).
//  - memory: a server filling memory 64 MiB at a time; peak RSS of its processes, read from /proc.
//  - disk: a server writing into its HOME and /dev/shm; peak of the machine's shared memory (tmpfs) above the start.
//  - processes: a server forking `sleep` without end; the peak count of them.
//  - a sound server (server-memory) measured with the full PATH and with a PATH of links (node, bwrap, setpriv,
//    unshare, ip) but no prlimit. Read it with care: the second run has no sandbox at all (its report says method
//    none): the links lie in the temporary folder, which bubblewrap hides, so the probe's setpriv is not there inside,
//    and unshare's probe runs `true`, which is not on that PATH. And where perl hands the server its environment
//    (x86_64, arm64) it sets the rlimits itself, so both runs are bounded. The difference is the sandbox's, not the
//    rlimits' (which now cost no program of their own).
import { spawn } from 'node:child_process';
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
const SOUND = path.join(ROOT, 'node_modules/@modelcontextprotocol/server-memory/dist/index.js');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const work = mkdtempSync(path.join(os.tmpdir(), 'mcp-budget-bench-bounds-'));
chmodSync(work, 0o755);
process.on('exit', () => rmSync(work, { recursive: true, force: true }));

const HOGS = {
  memory: 'const kept = []; for (;;) kept.push(Buffer.alloc(64 << 20, 1));',
  disk: "import { appendFileSync } from 'node:fs'; const c = Buffer.alloc(16 << 20, 1); for (let i = 0; i < 96; i++) appendFileSync((i % 2 ? '/dev/shm/f' : process.env.HOME + '/f') + (i % 16), c);",
  processes:
    "import { spawn } from 'node:child_process'; spawn('sh', ['-c', 'while :; do sleep 60 & done'], { stdio: 'ignore' });",
};

const meminfo = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(readFileSync('/proc/meminfo', 'utf8'))[1]);

/** Every process whose command line names the hog script, with its RSS in KiB. */
function hogProcesses(marker) {
  const found = [];
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      if (cmdline.includes(marker) || cmdline.startsWith('sleep\u000060')) found.push(rss);
    } catch {}
  }
  return found;
}

function check(env = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [CLI, 'check', '--json'], {
      cwd: work,
      stdio: ['ignore', 'pipe', 'ignore'],
      env: { ...process.env, ...env },
    });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.on('close', (code) => resolve({ code, ms: Date.now() - started, report: out ? JSON.parse(out) : undefined }));
  });
}

export async function benchBounds() {
  const results = [];
  for (const [name, body] of Object.entries(HOGS)) {
    const script = `hog-${name}.mjs`;
    writeFileSync(path.join(work, script), `${body}\nsetInterval(() => {}, 1000);\n`);
    writeFileSync(
      path.join(work, 'budget.json'),
      JSON.stringify({
        servers: { hog: { command: process.execPath, args: [script] } },
        timeouts: { startupMs: 90000, totalMs: 120000 },
      }),
    );
    const shmemBefore = meminfo('Shmem');
    let peakRss = 0;
    let peakShmem = 0;
    let peakCount = 0;
    const poll = setInterval(() => {
      const hogs = hogProcesses(script);
      peakRss = Math.max(
        peakRss,
        hogs.reduce((a, b) => a + b, 0),
      );
      peakCount = Math.max(peakCount, hogs.length);
      peakShmem = Math.max(peakShmem, meminfo('Shmem') - shmemBefore);
    }, 50);
    const run = await check();
    clearInterval(poll);
    const failure = run.report?.servers[0]?.failure;
    results.push({
      name,
      seconds: run.ms / 1000,
      peakRssMiB: peakRss / 1024,
      shmemMiB: peakShmem / 1024,
      processes: peakCount,
      code: failure?.code,
      detail: failure?.detail?.slice(0, 90),
    });
  }
  // The cost of the rlimits: PATH with node, bwrap and setpriv but no prlimit, against the full PATH.
  const bare = mkdtempSync(path.join(os.tmpdir(), 'mcp-budget-bench-noprlimit-'));
  for (const tool of ['bwrap', 'setpriv', 'unshare', 'ip']) {
    const found = (process.env.PATH ?? '')
      .split(path.delimiter)
      .map((dir) => path.join(dir, tool))
      .find((file) => existsSync(file));
    if (found) symlinkSync(found, path.join(bare, tool));
  }
  symlinkSync(process.execPath, path.join(bare, 'node'));
  writeFileSync(
    path.join(work, 'budget.json'),
    JSON.stringify({ servers: { memory: { command: process.execPath, args: [SOUND] } } }),
  );
  const bounded = [];
  const unbounded = [];
  for (let i = 0; i < RUNS; i++) {
    bounded.push((await check()).ms);
    unbounded.push((await check({ PATH: bare })).ms);
  }
  rmSync(bare, { recursive: true, force: true });
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { hostile: results, bounded: median(bounded), unbounded: median(unbounded), runs: { bounded, unbounded } };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { hostile, bounded, unbounded, runs } = await benchBounds();
  console.log('(i) bounds: what a hostile server costs the job');
  for (const r of hostile)
    console.log(
      `  ${r.name.padEnd(10)} ${r.code ?? 'no failure'} in ${r.seconds.toFixed(1)} s; peak RSS of its processes ${r.peakRssMiB.toFixed(0)} MiB, tmpfs ${r.shmemMiB.toFixed(0)} MiB, ${r.processes} processes; ${r.detail ?? ''}`,
    );
  console.log(
    `  a sound server (server-memory), check: ${bounded} ms with the bounds, ${unbounded} ms without prlimit (medians of ${runs.bounded.length}: ${runs.bounded.join(', ')} / ${runs.unbounded.join(', ')})`,
  );
}
