import { FINDING_CATALOG } from '../../judge/finding-catalog.js';
import { FINDING_CODES, type Finding, type Severity } from '../../judge/findings.js';
import { formatPath } from '../../budget/budget-path.js';
import type { Report } from '../../judge/report.js';
import { jsonSafe, showControls } from '../../text/untrusted.js';
import { VERSION } from '../../version.js';
import type { ReporterOptions } from './reporter-options.js';

const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
const INFORMATION_URI = 'https://github.com/mcp-budget/mcp-budget#finding-codes';

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', notice: 'note' };

/**
 * SARIF 2.1.0 for code scanning (`github/codeql-action/upload-sarif`): one result per finding, located on the
 * budget.json line to edit; the rules are the findings catalog, so an alert's help says what the code means.
 */
export function renderSarif(report: Report, options: ReporterOptions): string {
  const uri = (options.configFile ?? 'budget.json').split('\\').join('/').replace(/^\.\//, '');
  const log = {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'mcp-budget', version: VERSION, informationUri: INFORMATION_URI, rules: FINDING_CODES.map(rule) } },
        results: report.findings.map((finding) => result(finding, uri, options)),
        columnKind: 'unicodeCodePoints',
      },
    ],
  };
  return jsonSafe(JSON.stringify(log, null, 2)) + '\n';
}

function rule(code: (typeof FINDING_CODES)[number]) {
  const entry = FINDING_CATALOG[code];
  return {
    id: code,
    shortDescription: { text: entry.meaning },
    help: { text: entry.action },
    helpUri: INFORMATION_URI,
    // The catalog's severity reads "warning (error with `raises: fail`)": its first word is the default; "like
    // stale" (OVERSIZED_OBSOLETE) follows the stale default, an error.
    defaultConfiguration: { level: LEVEL[entry.severity.split(' ')[0] as Severity] ?? 'error' },
  };
}

function result(finding: Finding, uri: string, options: ReporterOptions) {
  const line = finding.path ? options.lineOf?.(finding.path) : undefined;
  const where = finding.path ? ` [${formatPath(finding.path)}]` : '';
  // Server text is data: no control characters, one message that cannot move a terminal or forge a command.
  const text = showControls(`${finding.subject}: ${finding.message}${where}${finding.fix ? `\nFix: ${finding.fix}` : ''}`, true);
  return {
    ruleId: finding.code,
    ruleIndex: FINDING_CODES.indexOf(finding.code),
    level: LEVEL[finding.severity],
    message: { text },
    locations: [{ physicalLocation: { artifactLocation: { uri }, region: { startLine: line ?? 1 } } }],
    properties: {
      subject: finding.subject,
      ...(finding.limit !== undefined ? { limit: finding.limit } : {}),
      ...(finding.actual !== undefined ? { actual: finding.actual } : {}),
      ...(finding.unit ? { unit: finding.unit } : {}),
    },
  };
}
