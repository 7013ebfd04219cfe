import { exploreCli } from '../../commands/explore-command.js';
import { type CommandInput, prepare, sayTempNote } from '../command-run.js';

/** `explore [server/tool…]`: the worst-case result search of read-only tools. */
export async function run(input: CommandInput): Promise<number> {
  sayTempNote(input);
  const { configFile, context, reporter } = prepare(input);
  const { values } = input;
  const { output, exitCode } = await exploreCli(
    configFile,
    {
      subjects: input.args,
      time: values.time,
      write: values.write === true,
      ci: values.ci === true,
      json: reporter === 'json',
    },
    context,
  );
  input.io.stdout.write(output);
  return exitCode;
}
