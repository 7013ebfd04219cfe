import { checkCommand } from '../../commands/check-command.js';
import { type CommandInput, prepare, renderResult, sayTempNote, takesNoArguments } from '../command-run.js';

/** `check`: measure the servers of budget.json and compare. */
export async function run(input: CommandInput): Promise<number> {
  sayTempNote(input);
  takesNoArguments(input);
  const prepared = prepare(input);
  return renderResult(input, 'check', prepared, await checkCommand(prepared.configFile, prepared.context));
}
