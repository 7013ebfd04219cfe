import type { Report } from '../judge/report.js';
import { githubApi } from './pr-comment.js';

/** The parts of a `workflow_run` event that say which pull request a finished run measured. */
interface WorkflowRunEvent {
  workflow_run?: {
    conclusion?: unknown;
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
export async function pullRequestOfRun(
  event: WorkflowRunEvent,
  target: { apiUrl: string; repository: string; token: string },
  fetchImpl: typeof fetch = fetch,
): Promise<number | undefined> {
  const run = event.workflow_run;
  if (!run) return undefined;
  const listed = run.pull_requests?.find((pr) => Number.isSafeInteger(pr.number))?.number;
  if (listed !== undefined) return listed;
  const owner = run.head_repository?.owner?.login;
  if (!owner || !run.head_branch || !run.head_sha) return undefined;
  const call = githubApi(target.token, fetchImpl);
  const head = encodeURIComponent(`${owner}:${run.head_branch}`);
  const response = await call(
    `${target.apiUrl.replace(/\/$/, '')}/repos/${target.repository}/pulls?state=open&head=${head}&per_page=100`,
  );
  if (!response.ok) return (void (await response.body?.cancel()), undefined);
  const pulls = (await response.json()) as Array<{ number?: number; head?: { sha?: string } }>;
  return pulls.find((pr) => pr.head?.sha === run.head_sha && Number.isSafeInteger(pr.number))?.number;
}

/** The conclusions GitHub gives a finished run; anything else in the payload is named `unknown`, never echoed. */
const CONCLUSIONS = [
  'success',
  'failure',
  'cancelled',
  'skipped',
  'timed_out',
  'action_required',
  'neutral',
  'stale',
  'startup_failure',
] as const;

export function runConclusion(event: WorkflowRunEvent): string | undefined {
  const conclusion = event.workflow_run?.conclusion;
  if (conclusion === undefined || conclusion === null) return undefined;
  return (CONCLUSIONS as readonly unknown[]).includes(conclusion) ? (conclusion as string) : 'unknown';
}

/**
 * The comment of a `workflow_run` job says how the measuring run ended, from GitHub's event, not from the report:
 * the report is the run's artifact, and a run that failed (its check failed, or its steps were changed to write a
 * report that says all is well) cannot vouch for it. A report that says ok from a run that did not succeed is never
 * posted as within budget; the run's own log and summary hold the verdict.
 */
export function commentOfRun(report: Pick<Report, 'ok'>, markdown: string, conclusion: string | undefined): string {
  if (conclusion === undefined) return markdown;
  const said = `_The measuring run's conclusion: \`${conclusion}\`._`;
  if (conclusion === 'success' || !report.ok) {
    const [heading, ...rest] = markdown.split('\n');
    return [heading, '', said, ...rest].join('\n');
  }
  const title = conclusion === 'failure' ? 'the measuring run failed' : 'the measuring run did not succeed';
  return [
    `## ❌ mcp-budget: ${title}`,
    '',
    `${said} Its uploaded report says it passed, but a run that did not succeed cannot vouch for its own report, so the report is not shown here: the run's log and job summary hold the verdict.`,
    '',
  ].join('\n');
}
