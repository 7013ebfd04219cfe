import type { MeasuredRun } from '../../measure/measurement.js';
import type { Finding } from '../findings.js';
import type { ChangeTable } from './change-table.js';
export { whereItGrew } from '../finding-words.js';
import type { FieldDelta, HostDelta } from './change-table.js';
/**
 * Which members changed size (description, inputSchema, outputSchema, annotations, _meta, icons, title, or any
 * other), largest first. The members' bytes add up to the tool's less one, so these Δ sum to the tool's Δ.
 */
export declare function fieldDeltas(before: Record<string, number> | undefined, after: Record<string, number> | undefined): FieldDelta[];
/**
 * Per host in both reports' `hosts`: the Δ of this tool as that host sends it. Undefined when the base or the head
 * has no host view (the budget had no `hosts`), so nothing is claimed about what a host sees.
 */
export declare function hostDeltas(base: MeasuredRun, head: MeasuredRun, server: string, beforeName: string, afterName: string): HostDelta[] | undefined;
/** A growth on the wire that no host in `hosts` sends to its model: it costs bytes, never context. */
export declare function sentByNoHost(deltaBytes: number, hosts: HostDelta[] | undefined): boolean;
/**
 * Findings on a tool that grew (over its ceiling, past its oversized entry) say which part grew and whether any
 * host sends it, and point at `explain` for that tool.
 */
export declare function withWhereItGrew(findings: Finding[], table: ChangeTable): Finding[];
