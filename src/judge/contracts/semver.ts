import type { Finding } from '../findings.js';
import { largerBump, type Bump, type ContractChange } from './contract-changes.js';
import type { PackageVersions } from '../../budget/package-version.js';
import type { BudgetPath } from '../../budget/budget-path.js';

export type BreakingPolicy = 'error' | 'warning' | 'off';

/**
 * The bump a change needs, as npm's caret reads versions (semver.org §4 lets anything change below 1.0.0; the caret
 * is how users take updates): `^1.4.2` takes any 1.x, so breaking needs a major; `^0.4.2` takes 0.4.x only, so under
 * 0.y.z the minor is the breaking bump and a patch may add; `^0.0.3` is `=0.0.3`, so under 0.0.z every release may break.
 */
export function requiredBump(changes: ContractChange[], baseVersion?: string): Bump {
  const needed = changes.reduce<Bump>((bump, change) => largerBump(bump, change.bump), 'none');
  const zero = zeroRange(baseVersion);
  if (needed === 'none' || !zero) return needed;
  if (zero === '0.0.z') return 'patch';
  return needed === 'major' ? 'minor' : 'patch';
}

/**
 * One change's bump on the scale of the release it goes in: from 1.0.0 its own; below, as `requiredBump` reads it
 * (under 0.y.z a breaking change needs a minor, an addition a patch; under 0.0.z every change a patch).
 */
export function bumpOnScale(bump: Bump, baseVersion: string | undefined): Bump {
  return requiredBump([{ bump } as ContractChange], baseVersion);
}

/**
 * Below 1.0.0, the one line that says why the contracts' bumps are on the base version's scale: the caret rule, with
 * the version written from its parsed numbers (never the manifest's own text). Undefined from 1.0.0.
 */
export function zeroScaleNote(baseVersion: string | undefined): string | undefined {
  const zero = zeroRange(baseVersion);
  if (!zero) return undefined;
  const [major, minor, patch] = parse(baseVersion)!;
  const version = `${major}.${minor}.${patch}`;
  return zero === '0.0.z'
    ? `Below 1.0.0 the bumps are on the base version ${version}’s scale: under 0.0.z every release may break (npm’s ^${version} takes ${version} only), so every change needs a patch release`
    : `Below 1.0.0 the bumps are on the base version ${version}’s scale: under 0.y.z the minor is the breaking one (npm’s ^${version} takes ${major}.${minor}.x only), so a breaking change needs a minor release and an addition a patch`;
}

/** Below 1.0.0, which of npm's caret ranges the version is in; undefined from 1.0.0 (or not x.y.z). */
function zeroRange(version: string | undefined): '0.0.z' | '0.y.z' | undefined {
  const v = parse(version);
  if (v?.[0] !== 0) return undefined;
  return v[1] === 0 ? '0.0.z' : '0.y.z';
}

/** Below 1.0.0 with a breaking change: the caret rule the release follows, said beside it (it is not the one most people know). */
function zeroNote(version: string | undefined, changes: ContractChange[]): '0.0.z' | '0.y.z' | undefined {
  return changes.some((change) => change.bump === 'major') ? zeroRange(version) : undefined;
}

/** The bump from one version to the next, or undefined when either is not x.y.z. */
export function releaseBump(from: string | undefined, to: string | undefined): Bump | 'downgrade' | undefined {
  const a = parse(from);
  const b = parse(to);
  if (!a || !b) return undefined;
  // 2.0.0 → 1.9.0 differs in the major number, but releases nothing: no bump covers a change.
  if (b[0] < a[0] || (b[0] === a[0] && (b[1] < a[1] || (b[1] === a[1] && b[2] < a[2])))) return 'downgrade';
  if (b[0] !== a[0]) return 'major';
  if (b[1] !== a[1]) return 'minor';
  return b[2] !== a[2] ? 'patch' : 'none';
}

/** The next version a bump gives: 1.4.2 + minor = 1.5.0. */
export function nextVersion(version: string | undefined, bump: Bump): string | undefined {
  const v = parse(version);
  if (!v || bump === 'none') return undefined;
  const [major, minor, patch] = v;
  return bump === 'major'
    ? `${major + 1}.0.0`
    : bump === 'minor'
      ? `${major}.${minor + 1}.0`
      : `${major}.${minor}.${patch + 1}`;
}

/**
 * A finding per change that breaks callers (severity by `breakingChanges`), and an error when this change releases
 * a version (base and head versions differ) whose bump is smaller than the changes need.
 */
export function semverFindings(
  changes: ContractChange[],
  versions: PackageVersions,
  policy: BreakingPolicy,
): Finding[] {
  if (policy === 'off') return [];
  const needed = requiredBump(changes, versions.base);
  const next = nextVersion(versions.base, needed);
  const zero = zeroNote(versions.base, changes);
  const release = { needed, ...(next ? { next } : {}), ...(zero ? { zero } : {}) };
  const findings: Finding[] = changes
    .filter((change) => change.bump === 'major')
    .map((change) => ({
      code: 'BREAKING_CHANGE',
      severity: policy,
      subject: change.subject,
      args: {
        change: change.change,
        ...(change.detail === undefined ? {} : { detail: change.detail }),
        ...(change.path === undefined ? {} : { at: change.path }),
        release,
      },
      path: ['breakingChanges'] as BudgetPath,
    }));
  const released = releaseBump(versions.base, versions.head);
  if (
    released &&
    released !== 'none' &&
    (released === 'downgrade' ? needed !== 'none' : largerBump(released, needed) !== released)
  ) {
    findings.push({
      code: 'SEMVER_BUMP_TOO_SMALL',
      severity: 'error',
      subject: versions.manifest ?? 'version',
      args: { base: versions.base, head: versions.head, released, release },
      path: ['breakingChanges'],
    });
  }
  return findings;
}

function parse(version: string | undefined): [number, number, number] | undefined {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version ?? '');
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}
