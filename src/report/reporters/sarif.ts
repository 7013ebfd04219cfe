import { defaultLevel, FINDING_CATALOG, severityText } from '../../judge/finding-catalog.js';
import { FINDING_CODES, type ReportedFinding as Finding, type Severity } from '../../judge/findings.js';
import { formatPath } from '../../budget/budget-path.js';
import type { Report } from '../../judge/report.js';
import { nodeCrypto } from '../../shell/node-crypto.js';
import { jsonSafe, markdownWithCode, showControls } from '../../text/untrusted.js';
import { VERSION } from '../../version.js';
import { findingPageUrl } from '../finding-pages.js';
import type { ReporterOptions } from './reporter-options.js';

const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
const INFORMATION_URI = 'https://github.com/mcp-budget/mcp-budget#readme';

/**
 * Code scanning's documented limits per run (docs.github.com, "SARIF support for code scanning"): past 25,000
 * results the upload is rejected. Our rules (one per code) and locations (one per result) are far below theirs.
 */
export const MAX_RESULTS_PER_RUN = 25_000;

/** The partial fingerprint that names a finding's subject; versioned, as a change of scheme makes new alerts. */
export const FINGERPRINT_KEY = 'mcpBudgetFinding/v1';

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', notice: 'note' };
const RANK: Record<Severity, number> = { error: 0, warning: 1, notice: 2 };

/**
 * SARIF 2.1.0 for code scanning (`github/codeql-action/upload-sarif`): one result per finding, located on the
 * budget.json line to edit (or the entry of its subject), with a fingerprint per subject so that four tools over
 * one limit are four alerts that keep their identity from run to run; the rules are the findings catalog.
 */
export function renderSarif(report: Report, options: ReporterOptions): string {
  const uri = (options.repositoryFile ?? options.configFile ?? 'budget.json')
    .split('\\')
    .join('/')
    .replace(/^\.\//, '');
  // Errors first when the cap cuts: the stable sort keeps the report's order within a level.
  const kept =
    report.findings.length > MAX_RESULTS_PER_RUN
      ? [...report.findings].sort((a, b) => RANK[a.severity] - RANK[b.severity]).slice(0, MAX_RESULTS_PER_RUN)
      : report.findings;
  const omitted = report.findings.length - kept.length;
  const seen = new Map<string, number>();
  const log = {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'mcp-budget',
            version: VERSION,
            informationUri: INFORMATION_URI,
            rules: FINDING_CODES.map(rule),
          },
        },
        results: kept.map((finding) => result(finding, uri, options, seen)),
        columnKind: 'unicodeCodePoints',
        ...(omitted > 0
          ? {
              properties: {
                findings: report.findings.length,
                resultsOmitted: omitted,
                resultsOmittedWhy: `code scanning takes at most ${MAX_RESULTS_PER_RUN} results per run; the JSON report has every finding`,
              },
            }
          : {}),
      },
    ],
  };
  return `${jsonSafe(JSON.stringify(log, null, 2))}\n`;
}

function rule(code: (typeof FINDING_CODES)[number]) {
  const entry = FINDING_CATALOG[code];
  return {
    id: code,
    shortDescription: { text: entry.meaning },
    fullDescription: { text: `${entry.meaning}. Severity: ${severityText(entry.severity)}.` },
    help: {
      text: `What to do: ${entry.action}`,
      markdown: `**What to do:** ${entry.action}\n\nSee [${code}](${findingPageUrl(code)}): what it means, an example, how to fix it, how to accept it.`,
    },
    helpUri: findingPageUrl(code),
    defaultConfiguration: { level: LEVEL[defaultLevel(entry.severity)] },
  };
}

function result(finding: Finding, uri: string, options: ReporterOptions, seen: Map<string, number>) {
  // The key itself, else the subject's entry, else the nearest key above the path (a default limit has no line).
  const line =
    options.entryLineOf?.(finding.subject, finding.path) ?? (finding.path ? options.lineOf?.(finding.path) : undefined);
  const where = finding.path ? ` [${formatPath(finding.path)}]` : '';
  // Server text is data: no control characters, one message that cannot move a terminal or forge a command.
  // message.text is plain text (SARIF 2.1.0 §3.11.3): said as it is, but for the one syntax plain text has, the
  // embedded link `[text](id)`, whose brackets (and the backslash) are escaped so a server name cannot form one.
  // message.markdown is the same with each line's markup made literal: a server name cannot open a heading, mention
  // someone or load an image where a viewer renders it; a command a fix names is a code span there.
  const prose = `${finding.subject}: ${finding.message}${where}${finding.fix ? `\nFix: ${finding.fix}` : ''}`;
  const lines = prose.split('\n');
  const text = lines.map((line) => showControls(line).replace(/[\\[\]]/g, '\\$&')).join('\n');
  const markdown = lines.map(markdownWithCode).join('  \n');
  return {
    ruleId: finding.code,
    ruleIndex: FINDING_CODES.indexOf(finding.code),
    level: LEVEL[finding.severity],
    message: { text, markdown },
    // No region when budget.json has no line for it (an imported server): the alert is on the file, not on line 1.
    locations: [{ physicalLocation: { artifactLocation: { uri }, ...(line ? { region: { startLine: line } } : {}) } }],
    partialFingerprints: { [FINGERPRINT_KEY]: fingerprint(finding, seen) },
    properties: {
      subject: finding.subject,
      ...(finding.host ? { host: finding.host } : {}),
      ...(finding.limit !== undefined ? { limit: finding.limit } : {}),
      ...(finding.actual !== undefined ? { actual: finding.actual } : {}),
      ...(finding.unit ? { unit: finding.unit } : {}),
    },
  };
}

/**
 * What a finding is about, not what it measured or which line it is on: code, subject, host, unit and budget path.
 * The figures change from run to run and the line moves when budget.json is edited, and neither makes it another
 * alert. Two findings alike in all of that are told apart by their order, as upload-sarif does for equal lines.
 */
function fingerprint(finding: Finding, seen: Map<string, number>): string {
  const about = JSON.stringify([
    finding.code,
    finding.subject,
    finding.host ?? null,
    finding.unit ?? null,
    finding.path ?? null,
  ]);
  const hash = nodeCrypto().createHash('sha256').update(about).digest('hex').slice(0, 32);
  const occurrence = (seen.get(hash) ?? 0) + 1;
  seen.set(hash, occurrence);
  return `${hash}:${occurrence}`;
}
