import pkg from '../../package.json' with { type: 'json' };
import type { FindingCode } from '../judge/findings.js';

/**
 * The repository package.json names, as a web address: `git+https://github.com/o/r.git` → `https://github.com/o/r`.
 */
const REPOSITORY = pkg.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');

/**
 * The page of a finding code, docs/findings/<CODE>.md, at the release tag of this version: a link an alert or a
 * summary carries keeps showing the words of the codes this version emits, where `main` would drift (a code renamed,
 * its page moved or its accepting key changed after the release). The tag is the one a release is published as.
 */
export function findingPageUrl(code: FindingCode): string {
  return `${REPOSITORY}/blob/v${pkg.version}/docs/findings/${code}.md`;
}
