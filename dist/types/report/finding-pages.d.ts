import type { FindingCode } from '../judge/findings.js';
/**
 * The page of a finding code, docs/findings/<CODE>.md, at the release tag of this version: a link an alert or a
 * summary carries keeps showing the words of the codes this version emits, where `main` would drift (a code renamed,
 * its page moved or its accepting key changed after the release). The tag is the one a release is published as.
 */
export declare function findingPageUrl(code: FindingCode): string;
