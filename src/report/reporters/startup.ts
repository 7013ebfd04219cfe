import { fmt } from '../../text/format.js';
import { markdownText } from '../../text/untrusted.js';
import type { Report } from '../../judge/report.js';

type Startup = NonNullable<Report['servers'][number]['startup']>;

/** A server's start-up in words: one start, or the median and slowest of several; always this machine's timing. */
export function startupPhrase(startup: Startup): string {
  const ready =
    startup.starts === 1
      ? `ready in ${fmt(startup.slowestMs)} ms (1 start, this machine)`
      : `ready in ${fmt(startup.medianMs)} ms median, ${fmt(startup.slowestMs)} ms slowest (${fmt(startup.starts)} starts, this machine)`;
  return startup.failedStarts ? `${ready}; ${failedPhrase(startup)}` : ready;
}

/** Starts of --starts that never answered tools/list: a server that starts only sometimes is said to. */
const failedPhrase = (startup: Startup) =>
  `${fmt(startup.failedStarts!)} of ${fmt(startup.starts + startup.failedStarts!)} starts failed`;

/**
 * The summary's start-up table (issue 52, the first turn): each server's starts, median and slowest, and the hosts
 * whose first turn it misses (a STARTUP_* warning). Shown when asked for (--starts) or when a host's first turn misses
 * a server: one start of a quick server is in the JSON report and the text, not in every summary.
 */
export function startupMarkdown(report: Report): string[] {
  const warned = new Map<string, string[]>();
  for (const finding of report.findings)
    if (finding.code === 'STARTUP_PAST_HOST_WAIT' || finding.code === 'STARTUP_HOST_NO_WAIT')
      warned.set(finding.subject, [...(warned.get(finding.subject) ?? []), finding.host ?? '']);
  const shown = report.servers.filter(
    (s) => s.startup && (s.startup.starts > 1 || s.startup.failedStarts || warned.has(s.name)),
  );
  if (shown.length === 0) return [];
  const out = [
    '**Start-up** (spawn to `tools/list` answered, timed on this machine: a measurement, never a verdict)',
    '',
    '| server | starts | median | slowest | first turn misses it on |',
    '|---|---:|---:|---:|---|',
  ];
  for (const server of shown) {
    const { starts, medianMs, slowestMs, failedStarts } = server.startup!;
    const hosts = [...new Set(warned.get(server.name) ?? [])].map((host) => markdownText(host)).join(', ');
    out.push(
      `| ${markdownText(server.name)} | ${fmt(starts)}${failedStarts ? ` (${failedPhrase(server.startup!)})` : ''} | ${fmt(medianMs)} ms | ${fmt(slowestMs)} ms | ${hosts || 'no host in `hosts`'} |`,
    );
  }
  out.push('');
  return out;
}
