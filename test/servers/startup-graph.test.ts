// What `check` and `measure` compile before their first server is spawned: the built dist/, as users run it. The
// judge, the reporters and the other commands load while the servers boot (src/shell/after-start.ts); a static import
// added anywhere on the way to the spawn would quietly bring them back before it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');

/**
 * `entry` and every file it imports statically; from the CLI's entry, also its one import of the rest of the CLI, and
 * the chunks of `check` and `measure`, which load before their first spawn.
 */
function startupFiles(entry = 'cli.js'): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    const text = readFileSync(file, 'utf8');
    files.set(file, text);
    const statics = [...text.matchAll(/^(?:import|export)\b[^;]*?from\s*"(\.[^"]+)"|^import\s*"(\.[^"]+)"/gm)].map(
      (m) => m[1] ?? m[2]!,
    );
    const entryRun =
      file === path.join(DIST, 'cli.js') ? [...text.matchAll(/import\("(\.[^"]+)"\)/g)].map((m) => m[1]!) : [];
    const commands =
      entry === 'cli.js' ? [...text.matchAll(/import\("(\.\/(?:check|measure)-[^"]+)"\)/g)].map((m) => m[1]!) : [];
    for (const target of [...statics, ...entryRun, ...commands]) visit(path.resolve(path.dirname(file), target));
  };
  visit(path.join(DIST, entry));
  return files;
}

/** The source modules a file was bundled from, by the line esbuild writes above each. */
const sourcesOf = (text: string) => [...text.matchAll(/^\/\/ (src\/\S+)$/gm)].map((m) => m[1]!);

describe('the modules compiled before the first spawn', () => {
  const files = startupFiles();
  const sources = [...files.values()].flatMap(sourcesOf);

  it('hold the way to the spawn: the command line, the config, the launch', () => {
    expect(sources).toEqual(
      expect.arrayContaining([
        'src/cli/cli-run.ts',
        'src/budget/config.ts',
        'src/servers/server-launch.ts',
        'src/commands/measure-command.ts',
      ]),
    );
  });

  it('hold no judge, no reporter and no other command', () => {
    const late = sources.filter((source) =>
      /^src\/(judge\/(judge|finding-words|finding-catalog)\.ts|report\/reporters\/(text|markdown|sarif)\.ts|commands\/(explain-command|suggest-command|merge-command|budget-writers|hosts\/model-stand-in)\.ts)$/.test(
        source,
      ),
    );
    expect(late).toEqual([]);
  });

  // Node's ESM loader resolves, links and compiles each file apart: 36 files took 38–44 ms to load on Node 20, the
  // same code in one 20 (scripts/start-module.mjs merges them after the split build).
  it('are few files: the entry, what it loads before the compile cache is on, two merged modules, the two commands', () => {
    const names = [...files.keys()].map((file) => path.relative(DIST, file));
    expect(names.length, names.join('\n')).toBeLessThanOrEqual(10);
  });

  it('come each from one file only, so no module state is held twice', () => {
    const all = [
      ...readdirSync(DIST).filter((name) => name.endsWith('.js')),
      ...readdirSync(path.join(DIST, 'chunks'))
        .filter((name) => name.endsWith('.js'))
        .map((name) => path.join('chunks', name)),
    ];
    const homes = new Map<string, string[]>();
    for (const file of all)
      for (const source of new Set(sourcesOf(readFileSync(path.join(DIST, file), 'utf8'))))
        homes.set(source, [...(homes.get(source) ?? []), file]);
    expect(homes.size).toBeGreaterThan(200);
    expect([...homes].filter(([, files]) => files.length > 1)).toEqual([]);
    for (const source of sources) expect(homes.get(source)).toHaveLength(1);
  });

  it("are not loaded by the guard, which runs inside users' servers: it loads nothing of the CLI", () => {
    const guard = [...startupFiles('guard.js').values()].flatMap(sourcesOf);
    expect(guard).toContain('src/guard/guard.ts');
    expect(guard).toContain('src/budget/config.ts');
    expect(guard.filter((source) => source.startsWith('src/cli/') || source.startsWith('src/commands/'))).toEqual([]);
  });

  it('import no node:http (~40 ms to import on Node 24: it loads undici)', () => {
    const http = [...files]
      .filter(([, text]) => /from\s*"node:https?"/.test(text))
      .map(([file]) => path.relative(DIST, file));
    expect(http).toEqual([]);
  });
});
