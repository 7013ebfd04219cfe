// About ten test files run the built dist/ (the Action, the API, the guard, the npm servers end to end): a test of
// dist/ older than src/ tests yesterday's code. Rebuilt here with the project's own build, only when an input is newer
// than dist/cli.js. CI builds before it tests and checks that dist/ matches a fresh build, so there it is up to date
// and nothing runs; where it does run, the build is deterministic and writes what CI's own build would.
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What scripts/build.mjs reads: the sources, the build scripts, the schemas its validators come from, the locked dependencies. */
const INPUTS = ['src', 'scripts', 'budget.schema.json', 'report.schema.json', 'package.json', 'package-lock.json', 'tsconfig.json'];

function newestChange(entry: string): number {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stat.mtimeMs);
}

export default function setup(): void {
  const built = statSync(path.join(ROOT, 'dist', 'cli.js'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const changed = Math.max(...INPUTS.map((input) => newestChange(path.join(ROOT, input))));
  if (changed <= built) return;
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}
