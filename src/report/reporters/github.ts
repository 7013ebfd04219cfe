import { formatPath } from '../../budget/budget-path.js';
import type { ReportedFinding as Finding } from '../../judge/findings.js';
import type { Report } from '../../judge/report.js';
import type { ReporterOptions } from './reporter-options.js';
import { showControls } from '../../text/untrusted.js';

/** GitHub shows 10 error and 10 warning annotations per step; the rest get one notice pointing at the summary. */
export const ANNOTATIONS_PER_LEVEL = 10;

/** Workflow commands: `::error file=budget.json,line=N::…` on the line to edit, so any `run:` step annotates the diff. */
export function renderGithub(report: Report, options: ReporterOptions): string {
  const lines: string[] = [];
  const emitted = { error: 0, warning: 0, notice: 0 };
  let dropped = 0;
  for (const finding of report.findings) {
    if (emitted[finding.severity] >= ANNOTATIONS_PER_LEVEL) {
      dropped += 1;
      continue;
    }
    emitted[finding.severity] += 1;
    lines.push(annotation(finding, options));
  }
  if (dropped > 0)
    lines.push(
      `::notice title=mcp-budget::${dropped} more finding(s) not annotated; see the job summary or the JSON report`,
    );
  return lines.join('\n') + (lines.length ? '\n' : '');
}

function annotation(finding: Finding, options: ReporterOptions): string {
  const properties: string[] = [];
  // A finding with no key of budget.json to edit is about the server: it is annotated on the run, not on the file.
  if (finding.path) {
    const line = options.lineOf?.(finding.path);
    properties.push(`file=${escapeProperty(options.configFile ?? 'budget.json')}`);
    if (line) properties.push(`line=${line}`);
  }
  properties.push(`title=${escapeProperty(showControls(`${finding.code} ${finding.subject}`))}`);
  const where = finding.path ? ` [${formatPath(finding.path)}]` : '';
  const body = `${finding.message}${where}${finding.fix ? `\nFix: ${finding.fix}` : ''}`;
  return `::${finding.severity} ${properties.join(',')}::${escapeData(showControls(body, true))}`;
}

/** `##[` is escaped too: the data is shown in the UI, and no line mcp-budget prints carries a legacy command. */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/##\[/g, '##\\u005b');
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
