import { initCommand } from '../../commands/budget-writers.js';
import { type CommandInput, prepare, renderResult, sayTempNote, takesNoArguments } from '../command-run.js';

/** `init`: a first budget.json that today's servers pass. */
export async function run(input: CommandInput): Promise<number> {
  sayTempNote(input);
  takesNoArguments(input);
  const prepared = prepare(input, { writesBudget: true });
  const { values } = input;
  const result = await initCommand(prepared.configFile, values.server, {
    ...prepared.context,
    force: values.force,
    dryRun: values['dry-run'],
    passEnv: values.env,
    ...prepared.headroom,
  });
  return renderResult(input, 'init', prepared, result);
}
