// The Action as a runner runs it: dist/action.js with INPUT_* variables, a step summary and an output file, in a real
// git repository whose main branch holds the base and whose feature branch holds the head.
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { git, ROOT, SPEC_SERVER, tempDir } from './helpers.js';
import { runActionStep, type Job } from './runner.js';

export const ACTION = path.join(ROOT, 'dist', 'action.js');

/** A tool whose description is `descriptionLength` characters. */
export const describedTool = (name: string, descriptionLength: number) => ({
  name,
  description: 'd'.repeat(descriptionLength),
  inputSchema: { type: 'object' },
});
export const bytesOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

export function budgetText(limits: Record<string, number>, oversized: Record<string, unknown>): string {
  return `{
  "servers": {
    "s": { "command": ${JSON.stringify(process.execPath)}, "args": [${JSON.stringify(SPEC_SERVER)}, "spec.json"] }
  },
  "limits": {
${Object.entries(limits)
  .map(([k, v]) => `    "${k}": ${v}`)
  .join(',\n')}
  },
  "oversized": ${JSON.stringify(oversized)}
}
`;
}

/** A repository whose main branch holds the base budget and whose feature branch holds the head. */
export function repository(
  base: { budget: string; tools: unknown[] },
  head: { budget: string; tools: unknown[] },
): string {
  const dir = tempDir('mcp-budget-action-');
  chmodSync(dir, 0o755);
  git(dir, 'init', '-q', '-b', 'main');
  writeFileSync(path.join(dir, 'budget.json'), base.budget);
  writeFileSync(path.join(dir, 'spec.json'), JSON.stringify({ tools: base.tools }));
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'base');
  git(dir, 'checkout', '-q', '-b', 'feature');
  writeFileSync(path.join(dir, 'budget.json'), head.budget);
  writeFileSync(path.join(dir, 'spec.json'), JSON.stringify({ tools: head.tools }));
  git(dir, 'commit', '-q', '--allow-empty', '-am', 'head');
  return dir;
}

/**
 * The Action as the step `uses: mcp-budget/mcp-budget@v0` with `with: inputs`, through the runner-like harness
 * (test/runner.ts): action.yml's defaults for the inputs not given, on the Node of `runs.using`. `env` may carry the
 * runner's GITHUB_* (GITHUB_EVENT_PATH: that file is the event payload).
 */
export async function runAction(dir: string, inputs: Record<string, string>, env: Record<string, string> = {}) {
  const { GITHUB_EVENT_PATH: eventPath, ...github } = env;
  const event = eventPath ? JSON.parse(readFileSync(eventPath, 'utf8')) : {};
  const job: Job = {
    workspace: dir,
    temp: dir,
    eventName: event.pull_request ? 'pull_request' : event.workflow_run ? 'workflow_run' : 'push',
    event,
    github,
    env: {},
    path: [],
    summary: '',
    steps: {},
  };
  return runActionStep(job, inputs, { github: { token: 'ghs_job_token', event } });
}

export function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const pattern = /^(.+?)<<(ghadelimiter_[\w-]+)\n([\s\S]*?)\n\2$/gm;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) outputs[match[1]!] = match[3]!;
  return outputs;
}

export interface IssueComment {
  id: number;
  body: string;
  user: { login: string };
}

/**
 * A local stand-in for the GitHub REST API the Action's sticky comment uses: list, create and update one issue's
 * comments. `comments` is what the API holds (tests read and seed it); `forbidden` refuses every write as a fork's
 * read-only token is refused, `broken` answers 502 to everything. An installation token cannot read /user.
 */
export interface GitHubStandIn {
  url: string;
  comments: IssueComment[];
  requests: Array<{ method: string; url: string; authorization?: string }>;
  forbidden: boolean;
  broken: boolean;
  close(): void;
}

export async function githubStandIn(options: {
  issue: number;
  idBase: number;
  comments?: IssueComment[];
  listedBefore?: IssueComment[];
  gets?: Record<string, unknown>;
}): Promise<GitHubStandIn> {
  const issue = `/repos/o/r/issues/${options.issue}/comments`;
  const stand: GitHubStandIn = {
    url: '',
    comments: [...(options.comments ?? [])],
    requests: [],
    forbidden: false,
    broken: false,
    close: () => server.close(),
  };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const { method = '', url = '' } = request;
      stand.requests.push({ method, url, authorization: request.headers.authorization });
      const send = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (url === '/user') return send(403, { message: 'Resource not accessible by integration' });
      if (stand.broken) return send(502, { message: 'Bad Gateway' });
      if (method === 'GET' && options.gets && Object.hasOwn(options.gets, url)) return send(200, options.gets[url]);
      if (stand.forbidden && method !== 'GET') return send(403, { message: 'Resource not accessible by integration' });
      if (method === 'GET' && url.startsWith(issue))
        return send(200, [...(options.listedBefore ?? []), ...stand.comments]);
      if (method === 'POST' && url === issue) {
        const comment = {
          id: options.idBase + stand.comments.length,
          body: JSON.parse(body).body,
          user: { login: 'github-actions[bot]' },
        };
        stand.comments.push(comment);
        return send(201, comment);
      }
      const patch = /^\/repos\/o\/r\/issues\/comments\/(\d+)$/.exec(url);
      if (method === 'PATCH' && patch) {
        const comment = stand.comments.find((c) => c.id === Number(patch[1]))!;
        comment.body = JSON.parse(body).body;
        return send(200, comment);
      }
      send(404, { message: 'Not Found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stand.url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return stand;
}
