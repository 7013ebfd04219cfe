// CONTRIBUTING.md is the map a newcomer works from: every file it names exists, the figures it gives are counted
// here from the tree, and it says how to add each thing the house is made of.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PAGE = readFileSync(path.join(ROOT, 'CONTRIBUTING.md'), 'utf8');
const TOP = new Set(readdirSync(ROOT));
const SRC_FOLDERS = new Set(
  readdirSync(path.join(ROOT, 'src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name),
);

/** Backticked paths: from the root (`src/…`, `test/…`, `docs/…`) or from src/ (`cli/options.ts`, `judge/base/`). */
function namedPaths(): string[] {
  return [...PAGE.matchAll(/`([\w.@-]+\/[^`\s]*)`/g)]
    .map((match) => match[1]!)
    .filter((named) => !named.includes('<') && !named.includes('*'))
    .filter((named) => {
      const first = named.split('/')[0]!;
      return TOP.has(first) || SRC_FOLDERS.has(first);
    });
}

function exists(named: string): boolean {
  const candidates = [named, path.join('src', named)].flatMap((file) => [file, file.replace(/\.js$/, '.ts')]);
  return candidates.some((file) => existsSync(path.join(ROOT, file)));
}

/**
 * A scenario file runs the built dist/: the CLI (`BUILT_CLI` of test/helpers.ts), the Action (test/action-run.ts),
 * or a module or the build graph of dist/ by its path.
 */
function distTestFiles(): string[] {
  return readdirSync(path.join(ROOT, 'test'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts') && !name.startsWith('unit'))
    .filter((name) => {
      const code = readFileSync(path.join(ROOT, 'test', name), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      return /\bBUILT_CLI\b|from '(\.\.?)\/action-run\.js'|'(\.\.\/)+dist\/|\(ROOT, 'dist'|'\.\.', ('\.\.', )?'dist'\)/.test(
        code,
      );
    });
}

describe('CONTRIBUTING.md is true', () => {
  it('every file and folder it names exists', () => {
    const named = namedPaths();
    expect(named.length).toBeGreaterThan(40);
    expect(named.filter((file) => !exists(file))).toEqual([]);
  });

  it('says how many scenario files run the built dist/, as counted', () => {
    const said = /(\d+) scenario files run the built `dist\/`/.exec(PAGE)?.[1];
    expect(Number(said)).toBe(distTestFiles().length);
  });

  it('says how to add a command, a host, a finding and a budget key', () => {
    const headings = [...PAGE.matchAll(/^## (How to add .*)$/gm)].map((match) => match[1]);
    expect(headings).toEqual([
      'How to add a command',
      'How to add a host',
      'How to add a finding',
      'How to add a budget key',
    ]);
  });
});
