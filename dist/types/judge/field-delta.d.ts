import type { Finding } from '../report/findings.js';
import type { Report } from '../report/report.js';
import type { ChangeTable, SubjectChange } from './changes.js';
/** One top-level member of a tool definition whose serialized bytes changed against the base. */
export interface FieldDelta {
    field: string;
    before: number;
    after: number;
    delta: number;
}
/** What one host's model receives of a tool, against the base: the model-visible Δ beside the raw wire's. */
export interface HostDelta {
    host: string;
    deltaBytes: number;
    deltaTokens: number;
}
/**
 * Which members changed size (description, inputSchema, outputSchema, annotations, _meta, icons, title, or any
 * other), largest first. The members' bytes add up to the tool's less one, so these Δ sum to the tool's Δ.
 */
export declare function fieldDeltas(before: Record<string, number> | undefined, after: Record<string, number> | undefined): FieldDelta[];
/**
 * Per host in both reports' `hosts`: the Δ of this tool as that host sends it. Undefined when the base or the head
 * has no host view (the budget had no `hosts`), so nothing is claimed about what a host sees.
 */
export declare function hostDeltas(base: Report, head: Report, server: string, beforeName: string, afterName: string): HostDelta[] | undefined;
/** A growth on the wire that no host in `hosts` sends to its model: it costs bytes, never context. */
export declare function sentByNoHost(deltaBytes: number, hosts: HostDelta[] | undefined): boolean;
/** "; in description +40 B, annotations +120 B; no host in hosts sends it": the part that grew, and who sees it. */
export declare function whereItGrew(change: SubjectChange): string;
/**
 * Findings on a tool that grew (over its ceiling, past its oversized entry) say which part grew and whether any
 * host sends it, and point at `explain` for that tool.
 */
export declare function withWhereItGrew(findings: Finding[], table: ChangeTable): Finding[];
