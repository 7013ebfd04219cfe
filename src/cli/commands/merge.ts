import { mergeCommand } from '../../commands/merge-command.js';
import { type CommandInput, prepare, renderResult } from '../command-run.js';

/** `merge <reports…>`: one verdict from the shards' reports; it starts no server. */
export async function run(input: CommandInput): Promise<number> {
  const prepared = prepare(input);
  const result = await mergeCommand(prepared.configFile, input.args, prepared.context);
  return renderResult(input, 'merge', prepared, result);
}
