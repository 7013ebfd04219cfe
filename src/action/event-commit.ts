import { git } from '../budget/git-base.js';
import { userError } from '../user-error-words.js';

const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);
const COMMIT = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

/**
 * On a pull request, the work tree measured must be a commit the event names: GitHub's merge commit (GITHUB_SHA,
 * what actions/checkout checks out by default) or the pull request's head (`ref: head.sha`). A step before the gate
 * that ran the pull request's code (an install script) can check out another commit, whose figures would then be
 * judged as the pull request's; with nothing named (no event, an older action.yml) there is nothing to hold it to.
 */
export async function checkEventCommit(
  cwd: string,
  event: { name?: string; mergeCommit?: string; head?: string },
): Promise<void> {
  if (!event.name || !PULL_REQUEST_EVENTS.has(event.name)) return;
  const named = [
    ...(event.head && COMMIT.test(event.head) ? [{ sha: event.head, what: "the pull request's head" }] : []),
    ...(event.mergeCommit && COMMIT.test(event.mergeCommit)
      ? [{ sha: event.mergeCommit, what: 'the merge commit, GITHUB_SHA' }]
      : []),
  ];
  if (named.length === 0) return;
  const read = await git(cwd, ['rev-parse', '--verify', 'HEAD']);
  const head = read.stdout.trim();
  if (read.ok && named.some(({ sha }) => sha === head)) return;
  throw userError('CHECKOUT_MOVED', { ...(read.ok ? { head } : {}), event: event.name, named });
}
