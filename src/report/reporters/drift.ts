import type { DriftReport } from '../../guard/drift.js';
import { fmt } from '../../text/format.js';
import { showControls } from '../../text/untrusted.js';

/** `mcp-budget drift` as text: each drifted tool, production against CI, and the fixture to add. */
export function renderDrift(report: DriftReport): string {
  const lines: string[] = [];
  for (const drift of report.drift) {
    const subject = showControls(`${drift.server}/${drift.tool}`);
    const production = `production max ${fmt(drift.production.tokens.max)} tokens, ${fmt(drift.production.bytes.max)} bytes (p95 ${fmt(drift.production.tokens.p95)} tokens; ${fmt(drift.production.count)} calls, ${fmt(drift.production.over)} over the limit)`;
    lines.push(
      drift.ci
        ? `${subject}: ${production} > the largest fixture result, ${fmt(drift.ci.tokens)} tokens, ${fmt(drift.ci.bytes)} bytes (${showControls(drift.ci.fixtures.join(', '))})`
        : `${subject}: no fixture calls it; ${production}`,
    );
    lines.push(`  propose: ${showControls(JSON.stringify(drift.proposed))}`);
  }
  for (const { server, tool, why } of report.unmeasured)
    lines.push(
      `${showControls(`${server}/${tool}`)}: not compared, its fixtures were not measured (${showControls(why)})`,
    );
  for (const { file, line } of report.ignored ?? [])
    lines.push(
      `${showControls(`${file}:${line}`)}: not a whole line of figures, ignored (a process ended while writing it)`,
    );
  if (report.ok) lines.push('No drift: every tool production called is covered by a fixture at least as large.');
  else if (report.drift.length > 0) {
    lines.push('');
    lines.push(
      `${report.drift.length} tool${report.drift.length === 1 ? '' : 's'} larger in production than anything CI calls. Add each proposed fixture to budget.json`,
    );
    lines.push(
      'with real arguments in place of the <type> placeholders (the figures keep argument names and types, never values).',
    );
  }
  return `${lines.join('\n')}\n`;
}
