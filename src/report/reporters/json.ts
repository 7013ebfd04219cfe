import { formatPath } from '../findings.js';
import type { Report } from '../report.js';
import { jsonSafe } from '../untrusted.js';

/** One JSON document (schemaVersion 1); finding paths as `limits.toolBytes`, and as segments for programs. */
export function renderJson(report: Report): string {
  const findings = report.findings.map(({ path, ...finding }) => ({ ...finding, ...(path ? { path: formatPath(path), pathSegments: path } : {}) }));
  return jsonSafe(JSON.stringify({ ...report, findings }, null, 2)) + '\n';
}
