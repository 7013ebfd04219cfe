// User errors are data: one table (src/user-error-words.ts) holds the words of every usage and configuration error,
// and a throw site raises one by its code and typed arguments, as a judge emits a finding by its code.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, SetupFailed, UsageError } from '../../src/errors.js';
import { EXIT } from '../../src/exit-codes.js';
import { USER_ERROR_WORDS, userError } from '../../src/user-error-words.js';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'src');
/** The error types and the table that fills them. */
const THE_TABLE = ['errors.ts', 'user-error-words.ts'];
/**
 * Folders other work changes at the same time (host profiles and the hosts commands): their throw sites move to the
 * table when that work has landed; a new folder is never added here.
 */
const NOT_YET: string[] = [];

function sources(): Array<[string, string]> {
  return readdirSync(SRC, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.parentPath.includes('generated'))
    .map((entry) => {
      const file = path.relative(SRC, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      return [file, readFileSync(path.join(entry.parentPath, entry.name), 'utf8')];
    });
}

describe('user errors as data', () => {
  it('no file writes the words of a user error at its throw site: it raises a code of the table', () => {
    const written = sources()
      .filter(([file]) => !THE_TABLE.includes(file) && !NOT_YET.some((folder) => file.startsWith(folder)))
      .flatMap(([file, text]) =>
        text
          .split('\n')
          .flatMap((line, index) =>
            /new (?:UsageError|ConfigError|SetupFailed)\b|extends (?:UsageError|ConfigError|SetupFailed)\b/.test(line)
              ? [`${file}:${index + 1}: ${line.trim()}`]
              : [],
          ),
      );
    expect(written).toEqual([]);
  });

  it('every code of the table is raised somewhere in src/', () => {
    const text = sources()
      .filter(([file]) => file !== 'user-error-words.ts')
      .map(([, source]) => source)
      .join('\n');
    const unused = Object.keys(USER_ERROR_WORDS).filter((code) => !text.includes(`'${code}'`));
    expect(unused).toEqual([]);
  });

  it('an error carries its code, its kind and its exit code', () => {
    const usage = userError('SHARD_FORM', { given: '3/2' });
    expect(usage).toBeInstanceOf(UsageError);
    expect([usage.code, usage.message, usage.showHelp, usage.exitCode]).toEqual([
      'SHARD_FORM',
      '--shard takes i/n with 1 <= i <= n, got "3/2"',
      false,
      EXIT.usage,
    ]);
    const withHelp = userError('UNKNOWN_OPTION', { option: '--jsno', near: 'json' });
    expect([withHelp.message, withHelp.showHelp]).toEqual(['unknown option --jsno (did you mean --json?)', true]);
    const config = userError('BUDGET_INVALID', { file: 'budget.json', problems: ['a', 'b'] });
    expect(config).toBeInstanceOf(ConfigError);
    expect([(config as ConfigError).file, (config as ConfigError).problems, config.message]).toEqual([
      'budget.json',
      ['a', 'b'],
      'budget.json:\n  - a\n  - b',
    ]);
    const setup = userError('SETUP_FAILED', { option: '--setup', code: 1, tail: 'npm ERR!' });
    expect(setup).toBeInstanceOf(SetupFailed);
    expect([setup.message, setup.exitCode]).toEqual(['--setup exited with 1: npm ERR!', EXIT.server]);
  });

  it('names a server sent are shown inert in the words', () => {
    const error = userError('EXPLORE_NO_TOOL', {
      server: 's',
      tool: 'x\u001b[2J',
      closest: [],
      tools: ['a\u0007'],
    });
    expect(error.message).not.toMatch(/[\u0000-\u001f]/);
  });
});
