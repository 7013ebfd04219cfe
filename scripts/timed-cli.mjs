// One run of the built CLI (dist/cli.js) for the benches that time whole commands: its exit code, what it printed
// and its wall time in ms.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CLI = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'cli.js');

/** `node dist/cli.js ...args` in `cwd`, with `env` (the caller's environment when not given). */
export function runCli(args, { cwd, env } = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, [CLI, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
  });
}
