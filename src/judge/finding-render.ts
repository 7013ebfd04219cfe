import type { FindingFacts } from './finding-facts.js';
import type { Finding, ReportedFinding } from './findings.js';
import { configOption } from '../text/config-option.js';
import { FINDING_WORDS, grewWords, measuredWords, withMeasured } from './finding-words.js';

/**
 * One finding as the report carries it: its words rendered. A command a fix names (`npx mcp-budget explain s/t`)
 * runs against the budget this run used: with `--config` when that is not the default file, or it would read
 * another budget, or none.
 */
export function reportedFinding(finding: Finding, configFile?: string): ReportedFinding {
  const inCommands = withConfig(configFile);
  const said = wordsOf(finding);
  return render(finding, finding.grew ? grewWords(finding.grew, said.message, said.fix) : said, inCommands);
}

type Render = (args: unknown, finding: FindingFacts) => string | undefined;

/** The code's own words for the finding. */
function wordsOf(finding: Finding): { message: string; fix?: string } {
  // One cast, here: each code's words take that code's arguments, which the Finding union pairs with its code.
  const said = FINDING_WORDS[finding.code] as unknown as { message: Render; fix?: Render };
  const fix = said.fix?.(finding.args, finding);
  return { message: said.message(finding.args, finding) ?? '', ...(fix !== undefined ? { fix } : {}) };
}

function render(
  finding: Finding,
  said: { message: string; fix?: string },
  inCommands: (fix: string) => string,
): ReportedFinding {
  const { args: _args, measured, grew: _grew, ...facts } = finding;
  const ownFix = said.fix === undefined ? undefined : inCommands(said.fix);
  const fix = measured ? inCommands(withMeasured(said.fix, measuredWords(measured, finding))) : ownFix;
  return {
    ...facts,
    message: said.message,
    ...(fix !== undefined ? { fix } : {}),
    ...(measured ? { measured, ...(ownFix !== undefined ? { ownFix } : {}) } : {}),
  };
}

function withConfig(configFile: string | undefined): (fix: string) => string {
  const option = configOption(configFile);
  if (option === '') return (fix) => fix;
  return (fix) => fix.replace(/(npx mcp-budget (?:explain|suggest)(?: [^\s`)]+)?)/g, `$1${option}`);
}
