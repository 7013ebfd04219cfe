import { measureCommand } from '../../commands/measure-command.js';
import { type CommandInput, prepare, renderResult, sayTempNote, takesNoArguments } from '../command-run.js';

/** `measure`: the cost table, budget or not. */
export async function run(input: CommandInput): Promise<number> {
  sayTempNote(input);
  takesNoArguments(input);
  const prepared = prepare(input);
  const { configFile, configGiven, context } = prepared;
  const result = await measureCommand(configFile, input.values.server, { ...context, configGiven });
  return renderResult(input, 'measure', prepared, result);
}
