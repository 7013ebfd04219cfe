import { existsSync, lstatSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MAX_MANIFEST_BYTES } from './package-version.js';

/** The base setup advised when nothing in the project says how it builds. */
const DEFAULT_SETUP = 'npm ci && npm run build';

/**
 * The `--base-setup` command to advise for the package that holds budget.json: `npm ci && npm run build` only when
 * the nearest package.json has a `build` script (advising a script the project lacks is a fix that fails: npm
 * answers `Missing script: "build"`), `npm ci` when it has none. Without a package.json the generic advice stays.
 */
export function setupAdvice(budgetDir: string): string {
  for (let dir = budgetDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    const stat = lstatSync(file, { throwIfNoEntry: false });
    if (stat?.isFile() && stat.size <= MAX_MANIFEST_BYTES)
      return hasBuildScript(readFileSync(file, 'utf8')) ? DEFAULT_SETUP : 'npm ci';
    if (existsSync(path.join(dir, '.git')) || path.dirname(dir) === dir) return DEFAULT_SETUP;
  }
}

function hasBuildScript(text: string): boolean {
  try {
    const scripts = (JSON.parse(text) as { scripts?: Record<string, unknown> } | null)?.scripts;
    return typeof scripts?.build === 'string';
  } catch {
    return true;
  }
}
