import type { Report } from '../../judge/report.js';
/** One row of the hosts table: what one host's model receives in one way of running the servers. */
export interface HostRow {
    host: string;
    /** The variants chosen (`github@read-only`), when the servers have variants; one row per combination. */
    configuration?: string;
    /** Tools the host sends its model, and how many the servers listed (more when the host sends only the first N). */
    tools: number;
    listed: number;
    bytes: number;
    tokens: number;
    /** Whether `tokens` is exact for the host's model: its models count with the run's tokenizer (profile modelEncoding). */
    exact: boolean;
    /** Each fixture result as the model receives it: every page of a walk, and their sum. */
    results: string[];
}
/**
 * The hosts table's rows. Variants are alternatives, never loaded together, so each combination is a row of its own
 * (the judge's configurations). A host that sends only its first `maxTools` tools (Cursor) is counted over those:
 * the tools past its cap, its own `reservedTools` taken first, never reach the model (HOST_TOO_MANY_TOOLS says so).
 */
export declare function hostRows(report: Report): HostRow[];
/**
 * Each host's side of its deferral threshold for each way of running the servers, one line each: up front or held
 * back (tool search, virtual tools), how far from the threshold, and the session start on that side (a host's
 * resource tools aside). The report's own hostSessions where it has them (a saved report read back), else computed.
 */
export declare function deferralLines(report: Report): string[];
