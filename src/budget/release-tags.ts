/** A release tag's version: `v1.2.0`, `1.2.0`, `v1.2.0-rc.1` (build metadata ignored); undefined for `staging`. */
export interface TagVersion {
  tag: string;
  core: [number, number, number];
  prerelease: Array<string | number>;
}

const VERSION_TAG =
  /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;

export function tagVersion(tag: string): TagVersion | undefined {
  const match = VERSION_TAG.exec(tag);
  if (!match) return undefined;
  const prerelease = match[4] ? match[4].split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)) : [];
  return { tag, core: [Number(match[1]), Number(match[2]), Number(match[3])], prerelease };
}

/** Semantic Versioning's precedence (semver.org, item 11): a pre-release sorts before its release. */
export function compareVersions(a: TagVersion, b: TagVersion): number {
  for (let i = 0; i < 3; i++) if (a.core[i] !== b.core[i]) return a.core[i]! - b.core[i]!;
  if (a.prerelease.length === 0 || b.prerelease.length === 0) return b.prerelease.length - a.prerelease.length;
  for (let i = 0; i < Math.min(a.prerelease.length, b.prerelease.length); i++) {
    const x = a.prerelease[i]!;
    const y = b.prerelease[i]!;
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    if (typeof x === 'number') return -1;
    if (typeof y === 'number') return 1;
    return x < y ? -1 : 1;
  }
  return a.prerelease.length - b.prerelease.length;
}

/**
 * The release before `pushed` among `tags`: the highest version below it. Tags that are no version (`staging`,
 * `latest`) are never a release; pre-releases are skipped unless the pushed tag is one itself (v1.2.0 is compared
 * with v1.1.0, not with v1.2.0-rc.1, which would hide everything the release candidates changed). A pushed tag
 * that is no version has no previous release.
 */
export function previousRelease(pushed: string, tags: string[]): string | undefined {
  const current = tagVersion(pushed);
  if (!current) return undefined;
  const withPrereleases = current.prerelease.length > 0;
  const earlier = tags
    .map(tagVersion)
    .filter(
      (v): v is TagVersion =>
        v !== undefined && (withPrereleases || v.prerelease.length === 0) && compareVersions(v, current) < 0,
    );
  return earlier.sort(compareVersions).at(-1)?.tag;
}
