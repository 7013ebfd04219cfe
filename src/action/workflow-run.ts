import { githubApi } from './pr-comment.js';

/** The parts of a `workflow_run` event that say which pull request a finished run measured. */
interface WorkflowRunEvent {
  workflow_run?: {
    head_sha?: string;
    head_branch?: string;
    head_repository?: { owner?: { login?: string } };
    pull_requests?: Array<{ number?: number }>;
  };
}

/**
 * The pull request a `workflow_run` event belongs to. GitHub leaves `pull_requests` empty for a fork's pull
 * request, so it is looked up by the fork's branch and kept only when its head is the commit that was measured:
 * the pull request number never comes from the measured run's own files.
 */
export async function pullRequestOfRun(event: WorkflowRunEvent, target: { apiUrl: string; repository: string; token: string }, fetchImpl: typeof fetch = fetch): Promise<number | undefined> {
  const run = event.workflow_run;
  if (!run) return undefined;
  const listed = run.pull_requests?.find((pr) => Number.isSafeInteger(pr.number))?.number;
  if (listed !== undefined) return listed;
  const owner = run.head_repository?.owner?.login;
  if (!owner || !run.head_branch || !run.head_sha) return undefined;
  const call = githubApi(target.token, fetchImpl);
  const head = encodeURIComponent(`${owner}:${run.head_branch}`);
  const response = await call(`${target.apiUrl.replace(/\/$/, '')}/repos/${target.repository}/pulls?state=open&head=${head}&per_page=100`);
  if (!response.ok) return void (await response.body?.cancel()), undefined;
  const pulls = (await response.json()) as Array<{ number?: number; head?: { sha?: string } }>;
  return pulls.find((pr) => pr.head?.sha === run.head_sha && Number.isSafeInteger(pr.number))?.number;
}
