import { existsSync, lstatSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The manifests whose version a server package is released under, in the order they are looked for. */
const MANIFESTS = ['package.json', 'pyproject.toml', 'Cargo.toml'];

/** A manifest is a few kilobytes; a pull request can commit anything under that name. */
export const MAX_MANIFEST_BYTES = 1024 * 1024;

/**
 * The version of the package that holds budget.json, in this checkout and at the merge base: the nearest manifest
 * from the budget's folder up to the repository's top. A version that cannot be read is absent, never guessed.
 */
export async function packageVersions(
  budgetDir: string,
  readBase: ((file: string) => Promise<string>) | undefined,
): Promise<PackageVersions> {
  for (let dir = budgetDir; ; dir = path.dirname(dir)) {
    for (const name of MANIFESTS) {
      const file = path.join(dir, name);
      // A pull request controls the checkout: a link (to /dev/zero, to a file outside the repository) or a huge
      // file is no version to read.
      const stat = lstatSync(file, { throwIfNoEntry: false });
      if (!stat?.isFile() || stat.size > MAX_MANIFEST_BYTES) continue;
      const head = await versionIn(name, await readFile(file, 'utf8').catch(() => ''));
      if (head === undefined) continue;
      const base = readBase ? await versionIn(name, await readBase(file).catch(() => '')) : undefined;
      return {
        manifest: path.relative(budgetDir, file).split(path.sep).join('/') || name,
        head,
        ...(base === undefined ? {} : { base }),
      };
    }
    if (existsSync(path.join(dir, '.git')) || path.dirname(dir) === dir) return {};
  }
}

async function versionIn(manifest: string, text: string): Promise<string | undefined> {
  if (text.length > MAX_MANIFEST_BYTES) return undefined;
  try {
    if (manifest === 'package.json') return stringOr(JSON.parse(text)?.version);
    const { parse } = await import('smol-toml');
    const toml = parse(text) as {
      package?: { version?: unknown };
      project?: { version?: unknown };
      tool?: { poetry?: { version?: unknown } };
    };
    // Cargo's `version.workspace = true` and a dynamic pyproject version are not strings: unknown, not guessed.
    return stringOr(
      manifest === 'Cargo.toml' ? toml.package?.version : (toml.project?.version ?? toml.tool?.poetry?.version),
    );
  } catch {
    return undefined;
  }
}

const stringOr = (value: unknown) => (typeof value === 'string' ? value : undefined);

export interface PackageVersions {
  /** Where the version was read (package.json, pyproject.toml, Cargo.toml), and the version at base and head. */
  manifest?: string;
  base?: string;
  head?: string;
}
