import type { MeasuredRun } from '../measure/measurement.js';
export type Bump = 'major' | 'minor' | 'patch' | 'none';
export declare const largerBump: (a: Bump, b: Bump) => Bump;
/** One change to what callers of a tool rely on, and the version bump it needs by semver. */
export interface ContractChange {
    subject: string;
    change: string;
    bump: Bump;
    /** The parameter or output field, or the enum values, it concerns. */
    detail?: string;
}
/**
 * Every tool's contract against the base's: removals, newly required parameters, narrowed types and enums and removed
 * output fields break callers (major); new tools and optional parameters add (minor); other edits are a patch.
 * Tools the base reported without a contract (a report from an older mcp-budget) are listed as unknown, not as safe.
 */
export declare function contractChanges(base: MeasuredRun, head: MeasuredRun, unmeasured?: string[]): {
    changes: ContractChange[];
    unknown: string[];
};
