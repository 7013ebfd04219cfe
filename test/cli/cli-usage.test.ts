// The CLI's help and its reference page say what the parser does: every option it accepts is in `--help`, and every
// command and option of `--help` is documented in docs/cli.md, the page the README links for them (no process is started).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI_OPTIONS, COMMANDS, runCli, USAGE } from '../../src/cli/cli-run.js';
import { ROOT } from '../helpers.js';

const PAGE = `\n${readFileSync(path.join(ROOT, 'docs', 'cli.md'), 'utf8')}`;

/** A section of docs/cli.md (a `#` to `###` heading), up to the next heading. */
function section(heading: string): string {
  const start = PAGE.search(new RegExp(`\\n#{1,3} ${heading}\\n`));
  expect(start, `docs/cli.md has a "## ${heading}" section`).toBeGreaterThanOrEqual(0);
  const end = PAGE.slice(start + 1).search(/\n#{1,3} /);
  return PAGE.slice(start, end === -1 ? undefined : start + 1 + end);
}

/** The first cell of each table row of a section, e.g. "`--base <git-ref>`" or "`explain <subject>`". */
function firstCells(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.split(/(?<!\\)\|/)[1]!.trim());
}

const usageOptions = [...new Set(USAGE.match(/(?<![\w-])--[a-z][a-z-]*/g))];
const usageCommands = USAGE.slice(USAGE.indexOf('Commands:'), USAGE.indexOf('Options:'))
  .split('\n')
  .slice(1)
  .map((line) => /^ {2}([a-z]+)/.exec(line)?.[1])
  .filter((name): name is string => name !== undefined);

describe('the usage text', () => {
  it('names every option the parser accepts, and no other', () => {
    const accepted = Object.keys(CLI_OPTIONS).map((name) => `--${name}`);
    expect(new Set(usageOptions)).toEqual(new Set(accepted));
    for (const [name, option] of Object.entries(CLI_OPTIONS)) {
      if ('short' in option) expect(USAGE).toContain(`-${option.short}, --${name}`);
    }
  });

  it('lists every command the dispatcher runs, and no other', () => {
    expect(new Set(usageCommands)).toEqual(new Set(COMMANDS));
    expect(usageCommands).toHaveLength(COMMANDS.length);
  });

  it('states the exit codes', () => {
    expect(USAGE).toMatch(/Exit codes: 0 [^\n]*, 1 [^\n]*, 2 [^\n]*, 3 [^\n]*\./);
  });
});

describe('docs/cli.md documents the CLI', () => {
  it('every command of the usage text has a row in "Commands", and every row is a command', () => {
    const rows = firstCells(section('Commands')).map((cell) => /^`([a-z]+)/.exec(cell)![1]!);
    expect(new Set(rows)).toEqual(new Set(usageCommands));
  });

  it('every option of the usage text has a row in "Options", and every row is an option', () => {
    const rows = firstCells(section('Options')).flatMap((cell) => cell.match(/(?<![\w-])--[a-z][a-z-]*/g) ?? []);
    expect(new Set(rows)).toEqual(new Set(usageOptions));
  });

  it('every exit code has a row in "Exit codes"', () => {
    const codes = section('Exit codes')
      .split('\n')
      .filter((line) => /^\| \d \|/.test(line))
      .map((line) => line[2]);
    expect(codes).toEqual(['0', '1', '2', '3']);
  });
});

describe('one option model at the command line', () => {
  const run = async (argv: string[]) => {
    let stdout = '';
    let stderr = '';
    const code = await runCli({
      argv,
      env: {},
      cwd: ROOT,
      stdout: { write: (t: string) => (stdout += t) },
      stderr: { write: (t: string) => (stderr += t) },
    });
    return { code, stdout, stderr };
  };

  it('an option given to a command that does not take it is a usage error naming the commands that do', async () => {
    const run1 = await run(['hosts', '--accept-growth', '--shard', '1/2']);
    expect(run1.code).toBe(2);
    expect(run1.stderr).toContain('mcp-budget: --accept-growth is not an option of hosts (it is one of check)');
  });

  it('help is a command: the whole usage, or one command with only its options', async () => {
    const all = await run(['help']);
    expect(all.code).toBe(0);
    expect(all.stdout).toBe(`${USAGE}\n`);
    const check = await run(['help', 'check']);
    expect(check.code).toBe(0);
    expect(check.stdout).toContain('Usage: mcp-budget check [options]');
    expect(check.stdout).toContain('--shard <i/n>');
    expect(check.stdout).not.toContain('--headroom');
    expect((await run(['explain', '--help'])).stdout).toContain('--host <name>');
    expect((await run(['help', 'nope'])).code).toBe(2);
  });
});
