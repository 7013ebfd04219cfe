import type { MeasuredRun } from '../../measure/measurement.js';
import type { ChangeClass } from './schema-place.js';
export type Bump = 'major' | 'minor' | 'patch' | 'none';
export declare const largerBump: (a: Bump, b: Bump) => Bump;
/** One change to what callers of a tool rely on, its class, and the version bump it needs by semver. */
export interface ContractChange {
    subject: string;
    change: string;
    class: ChangeClass;
    bump: Bump;
    /** The parameter or output field (`query[kind="vector"].limit`), and old → new where there are values. */
    detail?: string;
    /** Where in the tool definition (`inputSchema.properties.limit.maximum`), with local $refs expanded. */
    path?: string;
    /** The old and new value at that path, as JSON text; absent where there was none or it is over 1,000 characters. */
    from?: string;
    to?: string;
}
/**
 * Every tool's contract against the base's, at every depth of its schemas (schema-diff.ts) and in its hints
 * (annotation-changes.ts): breaking changes need a major release, compatible ones a minor, cosmetic ones a patch.
 * Tools the base reported without a contract (a report from an older mcp-budget) are listed as unknown, not as safe.
 */
export declare function contractChanges(base: MeasuredRun, head: MeasuredRun, unmeasured?: string[]): {
    changes: ContractChange[];
    unknown: string[];
};
