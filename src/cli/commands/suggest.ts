import { EXIT } from '../../exit-codes.js';
import { suggestCommand } from '../../commands/suggest-command.js';
import { renderSuggestions, renderSuggestionsJson } from '../../report/reporters/suggestions.js';
import { type CommandInput, prepare, sayTempNote } from '../command-run.js';
import { userError } from '../../user-error-words.js';

/** `suggest [subject]`: changes that save tokens, each measured by making it. */
export async function run(input: CommandInput): Promise<number> {
  if (input.args.length > 1) throw userError('SUGGEST_ONE_SUBJECT');
  sayTempNote(input);
  const { configFile, context, reporter } = prepare(input);
  const suggestions = await suggestCommand(configFile, input.args[0], context);
  input.io.stdout.write(
    reporter === 'json' ? renderSuggestionsJson(suggestions) : renderSuggestions(suggestions, configFile),
  );
  return suggestions.failures.length > 0 ? EXIT.server : EXIT.ok;
}
