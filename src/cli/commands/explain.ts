import { EXIT } from '../../exit-codes.js';
import { explainCommand } from '../../commands/explain-command.js';
import { explainSessionCommand } from '../../commands/explain-session.js';
import { renderSession } from '../../report/reporters/sessions.js';
import { FINDING_CATALOG, severityText } from '../../judge/finding-catalog.js';
import type { FindingCode } from '../../judge/findings.js';
import { findingPageUrl } from '../../report/finding-pages.js';
import { renderExplanation } from '../../report/reporters/explanation.js';
import type { ReporterName } from '../../report/reporters/reporter-names.js';
import { jsonSafe } from '../../text/untrusted.js';
import { type CliIo, type CommandInput, prepare, sayTempNote } from '../command-run.js';
import { userError } from '../../user-error-words.js';

/** `explain <subject>`: where the bytes go; `explain <CODE>`: what a finding code means. */
export async function run(input: CommandInput): Promise<number> {
  if (input.args.length !== 1) {
    throw userError('EXPLAIN_ONE_SUBJECT');
  }
  sayTempNote(input);
  const { configFile, context, reporter } = prepare(input);
  const subject = input.args[0]!;
  const { io } = input;
  if (Object.hasOwn(FINDING_CATALOG, subject)) return explainCode(subject as FindingCode, reporter, io);
  if (subject.startsWith('session:')) {
    const { session, exitCode } = await explainSessionCommand(configFile, subject.slice('session:'.length), context);
    io.stdout.write(
      reporter === 'json' ? `${jsonSafe(JSON.stringify(session, null, 2))}\n` : `${renderSession(session)}\n`,
    );
    return exitCode;
  }
  const outcome = await explainCommand(configFile, subject, context);
  if ('failure' in outcome) {
    io.stderr.write(
      `mcp-budget: ${outcome.failure.message}${outcome.failure.stderrTail ? `\n${outcome.failure.stderrTail}` : ''}\n`,
    );
    return outcome.exitCode;
  }
  io.stdout.write(
    reporter === 'json'
      ? `${jsonSafe(JSON.stringify(outcome.explanation, null, 2))}\n`
      : renderExplanation(outcome.explanation, configFile),
  );
  return EXIT.ok;
}

/** `explain <CODE>`: what a finding code means, what to do, and its page; reads no budget, starts no server. */
function explainCode(code: FindingCode, reporter: ReporterName, io: CliIo): number {
  const { meaning, action } = FINDING_CATALOG[code];
  const severity = severityText(FINDING_CATALOG[code].severity);
  const page = findingPageUrl(code);
  io.stdout.write(
    reporter === 'json'
      ? `${JSON.stringify({ code, severity, meaning, action, page }, null, 2)}\n`
      : `${code} (${severity})\n  ${meaning}\n  what to do: ${action}\n  ${page}\n`,
  );
  return EXIT.ok;
}
