// One declaration per command (src/cli/commands.ts): the help, the dispatch and the per-command option checks come
// from it, so adding a command is adding its declaration and its module.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMMAND_DECLARATIONS, type CommandDeclaration } from '../../src/cli/commands.js';
import { USAGE } from '../../src/cli/cli-run.js';
import { misplacedFlag, optionsHelp } from '../../src/cli/options.js';
import { OPTION_TABLE } from '../../src/options/option-table.js';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'src');
const declarations: readonly CommandDeclaration[] = COMMAND_DECLARATIONS;

describe('one declaration per command', () => {
  it("the help's Commands section is the declarations, in their order, with their usage and help lines", () => {
    const section = USAGE.slice(USAGE.indexOf('Commands:\n') + 10, USAGE.indexOf('\n\nOptions:'));
    const names = section.split('\n').flatMap((line) => /^ {2}([a-z]+)/.exec(line)?.[1] ?? []);
    expect(names).toEqual(declarations.map((declaration) => declaration.name));
    for (const declaration of declarations) {
      expect(section).toContain(`  ${declaration.usage} `);
      for (const line of declaration.help) expect(section).toContain(line);
    }
  });

  it('every command but help has a module that runs it, loaded on demand', async () => {
    for (const declaration of declarations.filter((candidate) => candidate.name !== 'help')) {
      expect(declaration.load, declaration.name).toBeTypeOf('function');
      expect((await declaration.load!()).run, declaration.name).toBeTypeOf('function');
    }
  });

  it('a command takes exactly the options its declaration names: `help <command>` lists them, others are refused', () => {
    const flags = OPTION_TABLE.flatMap((option) => (option.flag ? [option.flag] : []));
    for (const declaration of declarations) {
      const command = declaration.name as Parameters<typeof misplacedFlag>[0];
      const taken = flags.filter((flag) => misplacedFlag(command, [flag]) === undefined);
      expect(new Set(taken), declaration.name).toEqual(new Set(declaration.options));
      const listed = [...optionsHelp(command).matchAll(/^ {2}--([a-z-]+)/gm)].map((match) => match[1]);
      expect(
        listed.every((flag) => declaration.options.includes(flag as never)),
        declaration.name,
      ).toBe(true);
    }
  });

  it('the option model the three fronts share names no command, and the dispatch names none either', () => {
    for (const option of OPTION_TABLE) expect(option).not.toHaveProperty('commands');
    const run = readFileSync(path.join(SRC, 'cli', 'cli-run.ts'), 'utf8');
    expect(run.match(/command (?:===|!==) '[a-z]+'/g) ?? []).toEqual([]);
  });
});
