import { updateCommand } from '../../commands/budget-writers.js';
import { type CommandInput, prepare, renderResult, sayTempNote, takesNoArguments } from '../command-run.js';

/** `update`: lower stale oversized entries. */
export async function run(input: CommandInput): Promise<number> {
  sayTempNote(input);
  takesNoArguments(input);
  const prepared = prepare(input, { writesBudget: true });
  const result = await updateCommand(prepared.configFile, {
    ...prepared.context,
    dryRun: input.values['dry-run'],
    ...prepared.headroom,
  });
  return renderResult(input, 'update', prepared, result);
}
