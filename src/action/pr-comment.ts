const COMMENT_MARKER = '<!-- mcp-budget:sticky -->';
/** GitHub rejects comment bodies over 65,536 characters. */
const MAX_COMMENT_CHARS = 65_536;

export interface CommentTarget {
  apiUrl: string;
  repository: string;
  pullRequest: number;
  token: string;
}

export type CommentOutcome =
  | { kind: 'created' | 'updated'; id: number }
  | { kind: 'skipped' }
  | { kind: 'forbidden'; status: number; message: string }
  | { kind: 'failed'; status: number; message: string };

/** A comment is a courtesy: a slow API must not hold the job. */
const REQUEST_TIMEOUT_MS = 15_000;

/** Who GITHUB_TOKEN comments as; GET /user does not answer for an installation token. */
const ACTIONS_BOT = 'github-actions[bot]';

/** A GitHub REST call with the token, the API version and a time bound. */
export function githubApi(token: string, fetchImpl: typeof fetch = fetch) {
  const headers = {
    accept: 'application/vnd.github+json',
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    'user-agent': 'mcp-budget',
    'x-github-api-version': '2022-11-28',
  };
  return (url: string, init: RequestInit = {}) =>
    fetchImpl(url, { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS), ...init });
}

/**
 * One sticky comment per pull request, found by a hidden marker and edited in place. Only a comment the token's own
 * identity wrote is edited: anyone can post the marker, and the Action must never rewrite someone else's comment.
 * A read-only token (fork pull requests) answers 403/404; that, and any other refusal, is an outcome to report as a
 * warning, not a failure of the check.
 */
export async function upsertStickyComment(
  target: CommentTarget,
  markdown: string,
  fetchImpl: typeof fetch = fetch,
  updateOnly = false,
): Promise<CommentOutcome> {
  const body = fitComment(`${COMMENT_MARKER}\n${markdown}`);
  const base = `${target.apiUrl.replace(/\/$/, '')}/repos/${target.repository}`;
  const call = githubApi(target.token, fetchImpl);
  const me = await call(`${target.apiUrl.replace(/\/$/, '')}/user`);
  const author = me.ok
    ? (((await me.json()) as { login?: string }).login ?? ACTIONS_BOT)
    : (await me.body?.cancel(), ACTIONS_BOT);
  let existing: number | undefined;
  for (
    let url: string | undefined = `${base}/issues/${target.pullRequest}/comments?per_page=100`;
    url && existing === undefined;
  ) {
    const response = await call(url);
    if (!response.ok) return refusal(response);
    const comments = (await response.json()) as Array<{ id: number; body?: string; user?: { login?: string } }>;
    existing = comments.find(
      (comment) => comment.body?.startsWith(COMMENT_MARKER) && comment.user?.login === author,
    )?.id;
    url = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
  }
  if (existing === undefined && updateOnly) return { kind: 'skipped' };
  const response =
    existing === undefined
      ? await call(`${base}/issues/${target.pullRequest}/comments`, { method: 'POST', body: JSON.stringify({ body }) })
      : await call(`${base}/issues/comments/${existing}`, { method: 'PATCH', body: JSON.stringify({ body }) });
  if (!response.ok) return refusal(response);
  const created = (await response.json()) as { id: number };
  return { kind: existing === undefined ? 'created' : 'updated', id: created.id };
}

async function refusal(response: Response): Promise<CommentOutcome> {
  const text = await response.text().catch(() => '');
  let message = text;
  try {
    message = (JSON.parse(text) as { message?: string }).message ?? text;
  } catch {
    // not JSON: keep the text
  }
  const forbidden = response.status === 401 || response.status === 403 || response.status === 404;
  return forbidden
    ? { kind: 'forbidden', status: response.status, message: message.slice(0, 500) }
    : { kind: 'failed', status: response.status, message: message.slice(0, 500) };
}

export function fitComment(body: string): string {
  if (body.length <= MAX_COMMENT_CHARS) return body;
  const note = "\n\n_…cut to fit GitHub's comment size limit; the job summary and the JSON report have everything._\n";
  return body.slice(0, MAX_COMMENT_CHARS - note.length) + note;
}
