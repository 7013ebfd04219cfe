import { formatPath } from '../../budget/budget-path.js';
import type { Report } from '../../judge/report.js';
import { jsonSafe } from '../../text/untrusted.js';

/** One JSON document (schemaVersion 1); finding paths as `limits.toolBytes`, and as segments for programs. */
export function renderJson(report: Report): string {
  const findings = report.findings.map(({ path, ownFix: _ownFix, measured: _measured, ...finding }) => ({
    ...finding,
    ...(path ? { path: formatPath(path), pathSegments: path } : {}),
  }));
  return `${jsonSafe(JSON.stringify({ ...report, findings }, null, 2))}\n`;
}
