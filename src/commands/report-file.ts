import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MAX_MESSAGE_DEPTH, offsetPastDepth } from '../budget/json-depth.js';
import { parsePath, type BudgetPath } from '../budget/budget-path.js';
import type { ReportedFinding as Finding } from '../judge/findings.js';
import type { Report } from '../judge/report.js';
import { userError } from '../user-error-words.js';

/** A server's message may nest MAX_MESSAGE_DEPTH levels, and the report holds parts of one (serverInfo) a few deeper. */
const MAX_REPORT_DEPTH = MAX_MESSAGE_DEPTH + 16;

/** A JSON report read back (a shard, a saved base): checked against the published schema, never trusted by a cast. */
export async function readReportFile(file: string, cwd: string, purpose: string): Promise<Report> {
  let text: string;
  try {
    text = await readFile(path.resolve(cwd, file), 'utf8');
  } catch (error) {
    throw userError('REPORT_UNREADABLE', { purpose, file, reason: (error as Error).message });
  }
  return parseReport(text, file, purpose);
}

/**
 * A report's text, checked. No error quotes the text: a report may be anything a pull request could put at that
 * path (a symlink's target, a secret), and the error goes to the log and the summary.
 */
export async function parseReport(text: string, file: string, purpose: string): Promise<Report> {
  // Its free-form objects (serverInfo, clientCapabilities) let a forged report nest without end, and every
  // reporter walks the report recursively: depth is checked on the text, like a server's messages.
  const deep = offsetPastDepth(text, MAX_REPORT_DEPTH);
  if (deep !== undefined) throw userError('REPORT_TOO_DEEP', { purpose, file, levels: MAX_REPORT_DEPTH, offset: deep });
  let report: unknown;
  try {
    report = JSON.parse(text);
  } catch (error) {
    // V8's message quotes the text around the error; only the offset is kept.
    const at = /position (\d+)/.exec((error as Error).message)?.[1];
    throw userError('REPORT_NOT_JSON', { purpose, file, ...(at ? { offset: at } : {}) });
  }
  // A validator generated at build time: reading a report back loads no schema compiler. It is ~370 KB of code that
  // only merge and saved base reports need, so it is loaded here, not on every run's way to its first server.
  const { validate } = await import('../report/generated/report-validator.js');
  if (!validate(report)) {
    const error = validate.errors?.[0];
    // The instance path is made of the file's own keys: shown quoted and cut, as data.
    const where = error?.instancePath ? JSON.stringify(error.instancePath.slice(0, 200)).slice(1, -1) : '$';
    throw userError('REPORT_INVALID', { purpose, file, where, why: error?.message ?? '' });
  }
  return withPathSegments(report as unknown as Report);
}

/**
 * The JSON report writes a finding's path twice, as text (`limits.toolBytes`) and as `pathSegments`; read back, the
 * segments are the path again, so a renderer never walks the text letter by letter.
 */
function withPathSegments(report: Report): Report {
  const findings = report.findings.map((finding) => {
    const { pathSegments, path: written, ...rest } = finding as Finding & { pathSegments?: BudgetPath; path?: unknown };
    const segments =
      pathSegments ??
      (typeof written === 'string' ? parsePath(written) : Array.isArray(written) ? (written as BudgetPath) : undefined);
    return { ...rest, ...(segments ? { path: segments } : {}) } as Finding;
  });
  return { ...report, findings };
}
