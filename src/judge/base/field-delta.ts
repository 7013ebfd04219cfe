import type { MeasuredRun } from '../../measure/measurement.js';
import type { Finding } from '../findings.js';
import type { ChangeTable } from './change-table.js';
export { whereItGrew } from '../finding-words.js';
import type { FieldDelta, HostDelta } from './change-table.js';

/**
 * Which members changed size (description, inputSchema, outputSchema, annotations, _meta, icons, title, or any
 * other), largest first. The members' bytes add up to the tool's less one, so these Δ sum to the tool's Δ.
 */
export function fieldDeltas(
  before: Record<string, number> | undefined,
  after: Record<string, number> | undefined,
): FieldDelta[] {
  if (!before || !after) return [];
  const deltas: FieldDelta[] = [];
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[field] ?? 0;
    const now = after[field] ?? 0;
    if (was !== now) deltas.push({ field, before: was, after: now, delta: now - was });
  }
  return deltas.sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta) || a.field.localeCompare(b.field));
}

/**
 * Per host in both reports' `hosts`: the Δ of this tool as that host sends it. Undefined when the base or the head
 * has no host view (the budget had no `hosts`), so nothing is claimed about what a host sees.
 */
export function hostDeltas(
  base: MeasuredRun,
  head: MeasuredRun,
  server: string,
  beforeName: string,
  afterName: string,
): HostDelta[] | undefined {
  const views = (report: MeasuredRun) => report.servers.find((s) => s.name === server && s.ok)?.hosts;
  const baseViews = views(base);
  const headViews = views(head);
  if (!baseViews?.length || !headViews?.length) return undefined;
  const deltas: HostDelta[] = [];
  for (const view of headViews) {
    const was = baseViews
      .find((candidate) => candidate.host === view.host)
      ?.perTool.find((tool) => tool.name === beforeName);
    const now = view.perTool.find((tool) => tool.name === afterName);
    // A host that does not send the tool on either side (filtered, over its tool cap) has nothing to compare.
    if (!was && !now) continue;
    if (!baseViews.some((candidate) => candidate.host === view.host)) continue;
    deltas.push({
      host: view.host,
      deltaBytes: (now?.bytes ?? 0) - (was?.bytes ?? 0),
      deltaTokens: (now?.tokens ?? 0) - (was?.tokens ?? 0),
    });
  }
  return deltas.length > 0 ? deltas : undefined;
}

/** A growth on the wire that no host in `hosts` sends to its model: it costs bytes, never context. */
export function sentByNoHost(deltaBytes: number, hosts: HostDelta[] | undefined): boolean {
  return (
    deltaBytes !== 0 && hosts !== undefined && hosts.every((host) => host.deltaBytes === 0 && host.deltaTokens === 0)
  );
}

/**
 * Findings on a tool that grew (over its ceiling, past its oversized entry) say which part grew and whether any
 * host sends it, and point at `explain` for that tool.
 */
export function withWhereItGrew(findings: Finding[], table: ChangeTable): Finding[] {
  const grown = new Map(
    table.subjects
      .filter((change) => change.deltaBytes > 0 && change.fields?.length)
      .map((change) => [change.subject, change]),
  );
  return findings.map((finding) => {
    const change = grown.get(finding.subject);
    if (!change || !GROWTH_CODES.has(finding.code)) return finding;
    // With `hosts` declared, growth that no declared host sends its model costs no context: said, never failing.
    // TOOL_OVER_BUDGET is about the tool's size, not its growth: it stays. Without `hosts`, raw bytes are the rule.
    const unseen = change.sentByNoHost === true && finding.code !== 'TOOL_OVER_BUDGET';
    return { ...finding, ...(unseen ? { severity: 'warning' as const } : {}), grew: { change, unseen } };
  });
}

const GROWTH_CODES = new Set(['OVERSIZED_GREW', 'TOOL_OVER_BUDGET', 'GROWTH_OVER_BUDGET']);
