// What `check` and `measure` compile before their first server is spawned: the built dist/, as users run it. The
// judge, the reporters and the other commands load while the servers boot (src/shell/after-start.ts); a static import
// added anywhere on the way to the spawn would quietly bring them back before it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');

/** Files loaded before any code of the CLI runs past its entry: static imports, and the entry's import of cli-run. */
function startupFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    const text = readFileSync(file, 'utf8');
    files.set(file, text);
    const statics = [...text.matchAll(/^(?:import|export)\b[^;]*?from\s*"(\.[^"]+)"|^import\s*"(\.[^"]+)"/gm)].map(
      (m) => m[1] ?? m[2]!,
    );
    const entryRun = file.endsWith(`${path.sep}cli.js`)
      ? [...text.matchAll(/import\("(\.\/chunks\/cli-run-[^"]+)"\)/g)].map((m) => m[1]!)
      : [];
    for (const target of [...statics, ...entryRun]) visit(path.resolve(path.dirname(file), target));
  };
  visit(path.join(DIST, 'cli.js'));
  return files;
}

describe('the modules compiled before the first spawn', () => {
  const files = startupFiles();
  const sources = [...files.values()].flatMap((text) => [...text.matchAll(/^\/\/ (src\/\S+)$/gm)].map((m) => m[1]!));

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

  it('import no node:http (~40 ms to import on Node 24: it loads undici)', () => {
    const http = [...files]
      .filter(([, text]) => /from\s*"node:https?"/.test(text))
      .map(([file]) => path.relative(DIST, file));
    expect(http).toEqual([]);
  });
});
