import type { Finding } from '../findings.js';
import { type Bump, type ContractChange } from './contract-changes.js';
import type { PackageVersions } from '../../budget/package-version.js';
export type BreakingPolicy = 'error' | 'warning' | 'off';
/**
 * The bump a change needs, as npm's caret reads versions (semver.org §4 lets anything change below 1.0.0; the caret
 * is how users take updates): `^1.4.2` takes any 1.x, so breaking needs a major; `^0.4.2` takes 0.4.x only, so under
 * 0.y.z the minor is the breaking bump and a patch may add; `^0.0.3` is `=0.0.3`, so under 0.0.z every release may break.
 */
export declare function requiredBump(changes: ContractChange[], baseVersion?: string): Bump;
/**
 * One change's bump on the scale of the release it goes in: from 1.0.0 its own; below, as `requiredBump` reads it
 * (under 0.y.z a breaking change needs a minor, an addition a patch; under 0.0.z every change a patch).
 */
export declare function bumpOnScale(bump: Bump, baseVersion: string | undefined): Bump;
/**
 * Below 1.0.0, the one line that says why the contracts' bumps are on the base version's scale: the caret rule, with
 * the version written from its parsed numbers (never the manifest's own text). Undefined from 1.0.0.
 */
export declare function zeroScaleNote(baseVersion: string | undefined): string | undefined;
/** The bump from one version to the next, or undefined when either is not x.y.z. */
export declare function releaseBump(from: string | undefined, to: string | undefined): Bump | 'downgrade' | undefined;
/** The next version a bump gives: 1.4.2 + minor = 1.5.0. */
export declare function nextVersion(version: string | undefined, bump: Bump): string | undefined;
/**
 * A finding per change that breaks callers (severity by `breakingChanges`), and an error when this change releases
 * a version (base and head versions differ) whose bump is smaller than the changes need.
 */
export declare function semverFindings(changes: ContractChange[], versions: PackageVersions, policy: BreakingPolicy): Finding[];
