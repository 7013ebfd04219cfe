import type { BudgetConfig, OversizedEntry } from '../budget/budget-config.js';
import type { Finding } from './findings.js';
import type { GoneSubject } from './finding-words.js';
import { type Unit } from './ceilings.js';
import type { FixtureReport, ServerReport } from '../measure/measurement.js';
export declare const DEFAULT_MIN_DELTA: {
    readonly bytes: 64;
    readonly tokens: 16;
    readonly chars: 16;
};
/** What an oversized entry's subject measures today; undefined when it could not be measured this run. */
type SubjectState = {
    kind: 'measured';
    /** The largest in each unit over the configurations the entry holds (the server, its variants without their own). */
    figures: Partial<Record<Unit, number>>;
    general: Partial<Record<Unit, number>>;
    /** Each configuration the entry holds that has the subject: its own key (`github@all/x`) and figures. */
    configurations?: Array<{
        key: string;
        figures: Partial<Record<Unit, number>>;
    }>;
    /** A configuration the entry holds was not measured: the entry is never lowered on what was not had. */
    partial?: true;
} | {
    kind: 'gone';
    gone: GoneSubject;
} | {
    kind: 'unknown';
};
export interface EntryVerdict {
    key: string;
    entry: OversizedEntry;
    state: SubjectState;
    /** Per unit: what the entry should become (undefined: remove the unit). Only for units that should change. */
    lower: Partial<Record<Unit, number | undefined>>;
}
/**
 * Judges every `oversized` entry: grew (error), shrank beyond the tolerance or now fits (stale), or gone (obsolete).
 * `unmeasured`: servers still configured that this run did not measure (skipped, a shard elsewhere): their entries
 * are unknown, never gone.
 */
export declare function judgeOversized(config: BudgetConfig, servers: ServerReport[], fixtures: FixtureReport[], unmeasured?: readonly string[]): EntryVerdict[];
export declare function ratchetFindings(config: BudgetConfig, verdicts: EntryVerdict[]): Finding[];
/** The servers of a measurement still configured that it did not measure: skipped, or measured in another shard. */
export declare function unmeasuredServers(measurement: {
    servers: ServerReport[];
    configured?: string[];
    skippedServers?: Array<{
        server: string;
    }>;
}): string[];
/** The `oversized` section after `update`: lowered and pruned, never raised, never extended. */
export declare function tightenedOversized(verdicts: EntryVerdict[]): Map<string, OversizedEntry | undefined>;
export {};
