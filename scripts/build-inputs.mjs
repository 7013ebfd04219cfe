// What scripts/build.mjs reads, and one digest of it. The build records the digest in dist/; the test setup compares
// it with the digest of what is on disk now, so a clone (where git writes src/ after dist/, newer by mtime but the
// same by content) keeps its committed dist/, and a changed source is always rebuilt.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The sources, the build scripts, the schemas its validators come from, the locked dependencies. */
export const BUILD_INPUTS = [
  'src',
  'scripts',
  'budget.schema.json',
  'report.schema.json',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];
/** Where the build writes the digest of its inputs, inside dist/ (left out of the package by package.json "files"). */
export const DIGEST_FILE = 'build-inputs.sha256';

function filesUnder(root, entry) {
  const full = path.join(root, entry);
  const stat = statSync(full, { throwIfNoEntry: false });
  if (!stat) return [];
  if (!stat.isDirectory()) return [entry];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, path.posix.join(entry, name)));
}

/** sha256 over every input file's path and bytes, in a fixed order. */
export function buildInputsDigest(root) {
  const hash = createHash('sha256');
  for (const file of BUILD_INPUTS.flatMap((entry) => filesUnder(root, entry))) {
    const bytes = readFileSync(path.join(root, file));
    hash.update(`${file}\0${bytes.length}\0`).update(bytes);
  }
  return hash.digest('hex');
}
