export const COMMENT_MARKER = '<!-- mcp-budget:sticky -->';
/** GitHub rejects comment bodies over 65,536 characters. */
export const MAX_COMMENT_CHARS = 65_536;

export interface CommentTarget {
  apiUrl: string;
  repository: string;
  pullRequest: number;
  token: string;
}

export type CommentOutcome =
  | { kind: 'created' | 'updated'; id: number }
  | { kind: 'forbidden'; status: number; message: string };

/**
 * One sticky comment per pull request, found by a hidden marker and edited in place. A read-only token (fork pull
 * requests) answers 403/404: that is an outcome to report as a warning, not a failure of the check.
 */
export async function upsertStickyComment(target: CommentTarget, markdown: string, fetchImpl: typeof fetch = fetch): Promise<CommentOutcome> {
  const body = fitComment(`${COMMENT_MARKER}\n${markdown}`);
  const base = `${target.apiUrl.replace(/\/$/, '')}/repos/${target.repository}`;
  const headers = {
    accept: 'application/vnd.github+json',
    authorization: `Bearer ${target.token}`,
    'content-type': 'application/json',
    'user-agent': 'mcp-budget',
    'x-github-api-version': '2022-11-28',
  };
  let existing: number | undefined;
  for (let url: string | undefined = `${base}/issues/${target.pullRequest}/comments?per_page=100`; url && existing === undefined; ) {
    const response = await fetchImpl(url, { headers });
    if (!response.ok) return refusal(response);
    const comments = (await response.json()) as Array<{ id: number; body?: string }>;
    existing = comments.find((comment) => comment.body?.startsWith(COMMENT_MARKER))?.id;
    url = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
  }
  const response =
    existing === undefined
      ? await fetchImpl(`${base}/issues/${target.pullRequest}/comments`, { method: 'POST', headers, body: JSON.stringify({ body }) })
      : await fetchImpl(`${base}/issues/comments/${existing}`, { method: 'PATCH', headers, body: JSON.stringify({ body }) });
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
  if (response.status === 401 || response.status === 403 || response.status === 404) return { kind: 'forbidden', status: response.status, message };
  throw new Error(`GitHub API answered ${response.status}: ${message}`);
}

export function fitComment(body: string): string {
  if (body.length <= MAX_COMMENT_CHARS) return body;
  const note = '\n\n_…cut to fit GitHub\'s comment size limit; the job summary and the JSON report have everything._\n';
  return body.slice(0, MAX_COMMENT_CHARS - note.length) + note;
}
