// One option model: the CLI's flags, the Action's inputs and the help come from src/cli/options.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ACTION_INPUTS, misplacedFlag, OPTION_TABLE, optionsHelp } from '../../src/cli/options.js';
import { userError } from '../../src/user-error-words.js';
import { USAGE } from '../../src/cli/cli-run.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const MANIFEST = parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { description: string; default: string }>;
};

/** check's flags that are no Action input, and why: the Action renders its own outputs and reads acceptance from a label. */
const NOT_INPUTS = ['reporter', 'json', 'output', 'ci', 'no-color', 'quiet', 'help', 'version', 'accept-growth'];

describe('the option table', () => {
  it("action.yml's inputs are the table's Action inputs: names, defaults and descriptions", () => {
    expect(Object.keys(MANIFEST.inputs).sort()).toEqual(ACTION_INPUTS.map((input) => input.name).sort());
    for (const input of ACTION_INPUTS)
      expect(MANIFEST.inputs[input.name], input.name).toEqual({
        description: input.description,
        default: input.default,
      });
  });

  it('every option check takes is an Action input, but for the rendering flags and the reviewed acceptance', () => {
    const check = OPTION_TABLE.filter((option) => option.flag && option.commands.includes('check'));
    expect(
      check
        .filter((option) => !option.input)
        .map((option) => option.flag)
        .sort(),
    ).toEqual([...NOT_INPUTS].sort());
    for (const name of ['capabilities', 'max-message-bytes', 'no-cache', 'anthropic-count', 'shard'])
      expect(MANIFEST.inputs[name], name).toBeDefined();
  });

  it('a flag given to a command that does not take it names the commands that do', () => {
    const said = (...args: Parameters<typeof misplacedFlag>) => {
      const misplaced = misplacedFlag(...args);
      return misplaced && userError('FLAG_NOT_OF_COMMAND', misplaced).message;
    };
    expect(said('hosts', ['accept-growth', 'shard'])).toBe(
      '--accept-growth is not an option of hosts (it is one of check)',
    );
    expect(misplacedFlag('check', ['accept-growth', 'shard', 'json'])).toBeUndefined();
    expect(said('merge', ['shard'])).toBe('--shard is not an option of merge (it is one of check)');
  });

  it('the help text is aligned: every description starts in one column, commands and options alike', () => {
    const section = (from: string, to: string) =>
      USAGE.slice(USAGE.indexOf(from) + from.length, USAGE.indexOf(to))
        .split('\n')
        .filter((line) => line.trim() !== '');
    for (const lines of [section('Commands:\n', '\n\nOptions:'), optionsHelp().split('\n').slice(0, -1)]) {
      // A description starts after the label's two spaces; continuation lines start in the same column.
      // A label too long for the column stands on its own line.
      const columns = new Set(
        lines
          .filter((line) => !/^ {2}\S+( \S+)?$/.test(line))
          .map((line) => (/^ {2}\S.*? {2,}(?=\S)/.exec(line)?.[0] ?? /^ +/.exec(line)![0]).length),
      );
      expect(columns.size, lines.join('\n')).toBe(1);
    }
  });
});

describe('the API takes the same options, checked by the same code', () => {
  it("a bad value is the flag's usage error, named as the API spells it", async () => {
    const { check } = await import('../../src/index.js');
    await expect(check({ concurrency: 0 })).rejects.toThrow('option concurrency must be a whole number of at least 1');
    await expect(check({ raises: 'sometimes' as never })).rejects.toThrow('option raises must be one of allow, fail');
    await expect(check({ maxMessageBytes: 10 })).rejects.toThrow(
      'option maxMessageBytes must be a whole number of at least 1024',
    );
    await expect(check({ capabilities: 'most' as never })).rejects.toThrow('option capabilities must be one of');
  });
});
