// Most scenario files run the built dist/ (CONTRIBUTING.md says how many; the CLI, the Action, the API, the guard): a test of
// dist/ built from other sources tests yesterday's code. Rebuilt here with the project's own build, only when the
// digest of the build's inputs differs from the one the build recorded in dist/. By content, not by mtime: in a fresh
// clone git writes src/ after dist/, and the committed dist/ is what CI checked to be a fresh build.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildInputsDigest, DIGEST_FILE } from '../scripts/build-inputs.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Whether dist/ under `root` was built from exactly the inputs on disk now. */
export function distIsCurrent(root: string): boolean {
  let recorded: string;
  try {
    recorded = readFileSync(path.join(root, 'dist', DIGEST_FILE), 'utf8').trim();
  } catch {
    return false;
  }
  return recorded === buildInputsDigest(root);
}

export default function setup(): void {
  if (distIsCurrent(ROOT)) return;
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
