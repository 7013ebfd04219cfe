// Exit codes are data: one table (src/exit-codes.ts) says what each code means, and every place that ends a run with
// a code names it from there, so that no 2 or 3 is written by hand.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { USAGE } from '../../src/cli/cli-run.js';
import { EXIT, EXIT_CODES } from '../../src/exit-codes.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SRC = path.join(ROOT, 'src');

/** What the signal handler does to the process (128 + the signal's number) is not a verdict of the run. */
const NOT_VERDICTS = ['commands/process-cleanup.ts'];

/** An exit code written as a number: `exitCode: 3`, `exitCode: number = 2`, `exitCode = 2`, `process.exit(1)`. */
const LITERAL = /exitCode(?:: number)?\s*[:=]\s*(?:[^,;}]*\? )?\d|exit(?:OnceWritten)?\(\d/;
/** Where a front or a command returns its code: `return 0;`, `return (void ..., 0);`, `return failed ? 3 : 0;`. */
const RETURNED = /\breturn \(?(?:void [^,]+, )?\d\)?;|\breturn [^;]*\? \d : \d;/;
/**
 * A run's code compared, carried or defaulted as a number: `code === 3`, `{ code: 0, report }`, `exitCode ?? 0`. A
 * child process's own code is reached through its result (`setup.code`), so only a bare `code` is ours.
 */
const COMPARED = /(?<![.\w])(?:code|exitCode)\s*(?:[!=]==?\s*\d|\?\?\s*\d)|\{ code: \d/;
/** A table keyed by exit codes written as numbers: `{ 0: 'brightgreen', 1: 'red' }`. */
const KEYED = /\{ 0: [^}]*\b1: /;

function sources(): Array<[string, string]> {
  return readdirSync(SRC, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.parentPath.includes('generated'))
    .map((entry) => {
      const file = path.relative(SRC, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      return [file, readFileSync(path.join(entry.parentPath, entry.name), 'utf8')];
    });
}

/**
 * The lines that end a run with a bare number. A child process's own code (`setup.code !== 0`, the proxied server's
 * `exit.code`) is the child's, not a verdict of ours.
 */
function literalExits(): string[] {
  return sources()
    .filter(([file]) => !NOT_VERDICTS.includes(file) && file !== 'exit-codes.ts')
    .flatMap(([file, text]) =>
      text.split('\n').flatMap((line, index) => {
        const bare =
          LITERAL.test(line) ||
          COMPARED.test(line) ||
          KEYED.test(line) ||
          (/^(cli|action|commands)\//.test(file) && RETURNED.test(line)) ||
          (/^action\//.test(file) && /\bcode !== 0/.test(line));
        return bare ? [`${file}:${index + 1}: ${line.trim()}`] : [];
      }),
    );
}

describe('exit codes as data', () => {
  it('one table: 0 within budget, 1 over budget, 2 usage or config error, 3 a server failed', () => {
    expect(EXIT).toEqual({ ok: 0, overBudget: 1, usage: 2, server: 3 });
    expect(EXIT_CODES.map((row) => row.code)).toEqual([0, 1, 2, 3]);
  });

  it("the help's exit-code line and docs/cli.md's rows come from the table", () => {
    expect(USAGE).toContain(`Exit codes: ${EXIT_CODES.map((row) => `${row.code} ${row.help}`).join(', ')}.`);
    const page = readFileSync(path.join(ROOT, 'docs', 'cli.md'), 'utf8');
    for (const row of EXIT_CODES) expect(page).toContain(`| ${row.code} | ${row.meaning} |`);
  });

  it('no code ends a run with a number written by hand', () => {
    expect(literalExits()).toEqual([]);
  });
});
