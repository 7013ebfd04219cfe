import type { ExploreReport, ExploredTool } from '../../measure/explore/explore-report.js';
import { isSkipped } from '../../measure/explore/explore-report.js';
import type { Growth } from '../../measure/explore/tool-search.js';
import { fmt } from '../../text/format.js';
import { jsonSafe, showControls } from '../../text/untrusted.js';

/** `explore --json`: the report as data (every server string escaped for a JSON document shown in a log). */
export function renderExploreJson(report: ExploreReport): string {
  return `${jsonSafe(JSON.stringify(report, null, 2))}\n`;
}

/** Bytes as people read a size: 612 KB, 1.4 MB. */
function size(bytes: number): string {
  if (bytes < 10_000) return `${fmt(bytes)} B`;
  if (bytes < 10_000_000) return `${fmt(Math.round(bytes / 1000))} KB`;
  return `${fmt(Math.round(bytes / 100_000) / 10)} MB`;
}

/** "grows ~1,200 B per unit of `limit`; at its maximum 500 it is 612 KB". */
export function growthSentence(growth: Growth): string {
  const name = showControls(growth.property);
  const at = growth.to === growth.maximum ? `at its maximum ${fmt(growth.to)}` : `at ${fmt(growth.to)}`;
  const past =
    growth.maximum !== undefined && growth.to < growth.maximum
      ? `; no larger up to its maximum ${fmt(growth.maximum)}`
      : '';
  return `grows ~${fmt(growth.bytesPerUnit)} B per unit of \`${name}\`; ${at} it is ${size(growth.bytes)}${past}`;
}

function toolLines(entry: ExploredTool): string[] {
  const subject = showControls(`${entry.server}/${entry.tool}`);
  const how = `${entry.because}; ${fmt(entry.calls)} call${entry.calls === 1 ? '' : 's'}${entry.refused > 0 ? `, ${fmt(entry.refused)} argument sets the inputSchema refused` : ''}`;
  const worst = entry.worst;
  if (!worst)
    return [`${subject}: no call answered (${how})${entry.stopped ? `; stopped: ${showControls(entry.stopped)}` : ''}`];
  const lines = [
    `${subject}: largest result ${fmt(worst.tokens)} tokens, ${fmt(worst.wireBytes)} bytes${worst.isError ? ' (an error result)' : ''} (${how})`,
    `  arguments: ${showControls(JSON.stringify(worst.arguments).slice(0, 400))}${JSON.stringify(worst.arguments).length > 400 ? '…' : ''}`,
  ];
  for (const limit of entry.limits ?? [])
    if (entry.over?.includes(limit.at))
      lines.push(
        `  over ${showControls(limit.at)}: ${fmt(limit.unit === 'tokens' ? worst.tokens : worst.wireBytes)} > ${fmt(limit.value)}`,
      );
  if (worst.hosts && worst.hosts.length > 0)
    lines.push(
      `  hosts: ${worst.hosts.map((view) => `${view.host} ${view.outcome === 'whole' ? `whole (${fmt(view.tokens)} tokens)` : view.outcome === 'cut' ? `cut to ${fmt(view.tokens)} tokens` : `spilled to a file (${fmt(view.tokens)} tokens read)`}${view.over ? `, over hostLimits.${view.host}.resultTokens ${fmt(view.limit!)}` : ''}`).join('; ')}`,
    );
  if (entry.growth) lines.push(`  ${growthSentence(entry.growth)}`);
  const notDone = Object.entries(entry.phases).filter(([, state]) => state !== 'done');
  if (notDone.length > 0)
    lines.push(
      `  not covered: ${notDone.map(([phase, state]) => `${phase} (${state === 'cut' ? 'cut by the time budget' : 'not reached'})`).join(', ')}`,
    );
  if (entry.stopped) lines.push(`  stopped: ${showControls(entry.stopped)}`);
  return lines;
}

/** `explore` as text: each tool's largest result and its arguments, the skipped tools and why, what was covered. */
export function renderExplore(report: ExploreReport, configFile: string): string {
  const lines: string[] = [];
  const searched = report.tools.filter((entry): entry is ExploredTool => !isSkipped(entry));
  for (const entry of searched) lines.push(...toolLines(entry));
  const skipped = report.tools.filter(isSkipped);
  if (skipped.length > 0) {
    lines.push('', `Not called (${skipped.length}):`);
    for (const entry of skipped)
      lines.push(`  ${showControls(`${entry.server}/${entry.tool}`)}: ${showControls(entry.skipped)}`);
  }
  if (report.minedFrom && report.minedFrom.length > 0)
    lines.push(
      '',
      `Called only for the values their answers reveal: ${report.minedFrom.map((entry) => `${showControls(`${entry.server}/${entry.tool}`)} (${fmt(entry.calls)})`).join(', ')}.`,
    );
  for (const { server, totalMs } of report.endedBy ?? [])
    lines.push(
      `${showControls(server)}: its timeouts.totalMs (${fmt(totalMs)} ms) ended the search before --time did; raise it in budget.json to search longer.`,
    );
  for (const failure of report.failures)
    lines.push(`${showControls(failure.server)}: not searched, ${failure.code}: ${showControls(failure.detail)}`);
  const calls = searched.reduce((sum, entry) => sum + entry.calls, 0);
  const complete = searched.filter((entry) => Object.values(entry.phases).every((state) => state === 'done')).length;
  lines.push(
    '',
    `Searched ${searched.length} tool${searched.length === 1 ? '' : 's'} with ${fmt(calls)} calls in ${fmt(Math.round(report.elapsedMs / 100) / 10)} s of a ${fmt(report.timeSeconds)} s budget; ${complete === searched.length ? 'every phase finished' : `${searched.length - complete} did not finish every phase (more --time covers them)`}.`,
  );
  if (report.wrote?.fixtures.length === 0) lines.push(`Wrote nothing to ${showControls(report.wrote.file)}.`);
  else if (report.wrote)
    lines.push(
      `Wrote ${report.wrote.fixtures.length} fixture${report.wrote.fixtures.length === 1 ? '' : 's'} to ${showControls(report.wrote.file)}: ${report.wrote.fixtures.map((name) => showControls(name)).join(', ')}; \`check\` now holds each to the budget.`,
    );
  if (report.wrote?.notWritten)
    lines.push(
      `Not written: ${report.wrote.notWritten.map((entry) => `${showControls(`${entry.server}/${entry.tool}`)} (${entry.why})`).join(', ')}.`,
    );
  if (!report.wrote && searched.some((entry) => entry.worst))
    lines.push(
      `\`explore --write\` adds each worst case to ${showControls(configFile)} as a fixture, for \`check\` to hold to the budget.`,
    );
  return `${lines.join('\n')}\n`;
}
