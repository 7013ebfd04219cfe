import { driftCommand } from '../../commands/drift-command.js';
import { renderDrift } from '../../report/reporters/drift.js';
import { jsonSafe } from '../../text/untrusted.js';
import { type CommandInput, prepare, sayTempNote } from '../command-run.js';

/** `drift <figures…>`: production sizes recorded by mcp-budget/guard against the fixtures'. */
export async function run(input: CommandInput): Promise<number> {
  sayTempNote(input);
  const { configFile, context, reporter } = prepare(input);
  const drift = await driftCommand(configFile, input.args, context);
  input.io.stdout.write(
    reporter === 'json' ? `${jsonSafe(JSON.stringify(drift.report, null, 2))}\n` : renderDrift(drift.report),
  );
  return drift.exitCode;
}
