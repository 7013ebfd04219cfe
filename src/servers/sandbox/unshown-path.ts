import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { isInside } from '../../budget/resolved-paths.js';

/**
 * Why a server did not start, when a path its command line names lies outside the project and its toolchain
 * (`node /srv/tools/server/index.js`) and its stderr names that path: the sandbox does not show it (sandbox-plan.ts).
 * The way out is the folder in sandbox.readable, which on a pull request comes from the base's budget.json.
 */
export function unshownPathFix(
  named: string[],
  readable: string[],
  baseDir: string,
  stderr: string,
): string | undefined {
  for (const file of named) {
    if (!path.isAbsolute(file) || !stderr.includes(file) || !existsSync(file)) continue;
    if (readable.some((dir) => isInside(file, path.resolve(baseDir, dir)))) continue;
    const folder = statSync(file).isDirectory() ? file : path.dirname(file);
    return `${file} is outside the project and its toolchain, so the sandbox does not show it (a path in the command line shows nothing more); install the server in the project (a dependency in its node_modules), or show that folder read-only in the base branch's budget.json: "sandbox": { "readable": [${JSON.stringify(folder)}] }`;
  }
  return undefined;
}
