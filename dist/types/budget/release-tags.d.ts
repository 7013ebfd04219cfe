/** A release tag's version: `v1.2.0`, `1.2.0`, `v1.2.0-rc.1` (build metadata ignored); undefined for `staging`. */
export interface TagVersion {
    tag: string;
    core: [number, number, number];
    prerelease: Array<string | number>;
}
export declare function tagVersion(tag: string): TagVersion | undefined;
/** Semantic Versioning's precedence (semver.org, item 11): a pre-release sorts before its release. */
export declare function compareVersions(a: TagVersion, b: TagVersion): number;
/**
 * The release before `pushed` among `tags`: the highest version below it. Tags that are no version (`staging`,
 * `latest`) are never a release; pre-releases are skipped unless the pushed tag is one itself (v1.2.0 is compared
 * with v1.1.0, not with v1.2.0-rc.1, which would hide everything the release candidates changed). A pushed tag
 * that is no version has no previous release.
 */
export declare function previousRelease(pushed: string, tags: string[]): string | undefined;
