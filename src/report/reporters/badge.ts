import { EXIT } from '../../exit-codes.js';
import { fmt } from '../../text/format.js';
import { exitCodeFor } from '../../judge/exit-code.js';
import type { Report } from '../../judge/report.js';

const COLOR: Record<number, string> = { [EXIT.ok]: 'brightgreen', [EXIT.overBudget]: 'red', [EXIT.server]: 'orange' };

/**
 * A shields.io endpoint document (https://shields.io/badges/endpoint-badge): commit it or publish it with the
 * report, and `https://img.shields.io/endpoint?url=<its raw URL>` draws it. No hosted service of ours.
 */
export function renderBadge(report: Report): string {
  const code = exitCodeFor(report);
  const message = `${fmt(report.totals.tools)} tools · ${fmt(report.totals.tokens)} tokens${code === EXIT.ok ? '' : code === EXIT.server ? ' · server failed' : ' · over budget'}`;
  return `${JSON.stringify({ schemaVersion: 1, label: 'MCP context', message, color: COLOR[code] ?? 'lightgrey' })}\n`;
}
