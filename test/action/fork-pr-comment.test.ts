// Fork pull requests: the measuring job runs on `pull_request` with a read-only token and uploads its report; a
// `workflow_run` job with write permission posts the comment from that report (mode: comment) and runs no PR code.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/report/reporters/markdown.js';
import { readReportFile } from '../../src/commands/report-file.js';
import {
  budgetText,
  bytesOf,
  describedTool,
  githubStandIn,
  repository,
  runAction,
  type GitHubStandIn,
} from '../action-run.js';
import { tempDir } from '../helpers.js';

const HEAD_SHA = 'a'.repeat(40);

describe('fork pull requests: measure without secrets, comment from the report in a workflow_run job', () => {
  // The fork's branch has two open pull requests: only one has the measured commit as its head.
  const pulls = {
    '/repos/o/r/pulls?state=open&head=forker%3Afeature&per_page=100': [
      { number: 10, head: { sha: 'b'.repeat(40) } },
      { number: 9, head: { sha: HEAD_SHA } },
    ],
  };
  let api: GitHubStandIn;
  beforeAll(async () => {
    api = await githubStandIn({ issue: 9, idBase: 200, gets: pulls });
  });
  afterAll(() => api.close());
  beforeEach(() => {
    api.comments.length = 0;
    api.requests.length = 0;
    api.forbidden = false;
  });

  /** The pull_request run of a fork: a read-only token, so its own comment is refused. */
  async function measure(comment = 'true') {
    const grown = describedTool('big', 300);
    const dir = repository(
      { budget: budgetText({ toolBytes: 500 }, {}), tools: [describedTool('big', 100), describedTool('small', 10)] },
      { budget: budgetText({ toolBytes: 500 }, {}), tools: [grown, describedTool('small', 10)] },
    );
    writeFileSync(
      path.join(dir, 'event.json'),
      JSON.stringify({ pull_request: { number: 9, head: { repo: { fork: true } } } }),
    );
    api.forbidden = true;
    const run = await runAction(
      dir,
      { base: 'main', comment, 'github-token': 'readonly' },
      { GITHUB_API_URL: api.url, GITHUB_REPOSITORY: 'o/r', GITHUB_EVENT_PATH: path.join(dir, 'event.json') },
    );
    api.forbidden = false;
    return { run, grownBy: bytesOf(grown) - bytesOf(describedTool('big', 100)) };
  }

  /** The workflow_run job: a fresh directory with nothing but the downloaded artifact and the event. */
  async function commentJob(report: string, inputs: Record<string, string> = {}, run: Record<string, unknown> = {}) {
    const dir = tempDir('mcp-budget-comment-job-');
    copyFileSync(report, path.join(dir, 'report.json'));
    writeFileSync(
      path.join(dir, 'event.json'),
      JSON.stringify({
        workflow_run: {
          event: 'pull_request',
          head_sha: HEAD_SHA,
          head_branch: 'feature',
          head_repository: { owner: { login: 'forker' } },
          pull_requests: [],
          ...run,
        },
      }),
    );
    return runAction(
      dir,
      { mode: 'comment', 'from-report': 'report.json', 'github-token': 'write', ...inputs },
      { GITHUB_API_URL: api.url, GITHUB_REPOSITORY: 'o/r', GITHUB_EVENT_PATH: path.join(dir, 'event.json') },
    );
  }

  it('the measuring run sets every output from its figures; the comment job posts that comment on the pull request it measured', async () => {
    const { run, grownBy } = await measure();
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('::warning::mcp-budget could not comment on pull request #9 (HTTP 403');
    const report = JSON.parse(readFileSync(run.outputs.report!, 'utf8'));
    expect(run.outputs).toMatchObject({
      ok: 'true',
      'exit-code': '0',
      'delta-bytes': String(grownBy),
      'delta-tokens': String(report.changes.total.deltaTokens),
      'delta-percent': String(Math.round(report.changes.total.percent * 10) / 10),
      findings: JSON.stringify({ error: 0, warning: 0, notice: 0 }),
      raised: 'false',
    });
    expect(report.changes.total.deltaBytes).toBe(grownBy);
    expect(run.outputs['summary-markdown']!.trimEnd()).toBe(run.summary.trimEnd());
    expect(JSON.parse(readFileSync(run.outputs.badge!, 'utf8'))).toEqual({
      schemaVersion: 1,
      label: 'MCP context',
      message: `2 tools · ${report.totals.tokens.toLocaleString('en-US')} tokens`,
      color: 'brightgreen',
    });

    api.requests.length = 0;
    const job = await commentJob(run.outputs.report!);
    expect(job.code).toBe(0);
    expect(job.stdout).toContain('comment created: 200');
    expect(api.comments.map((c) => c.body)).toEqual([`<!-- mcp-budget:sticky -->\n${run.outputs['comment-body']}`]);
    expect(api.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /repos/o/r/issues/9/comments',
    ]);
    expect(job.outputs['delta-bytes']).toBe(String(grownBy));
  });

  it('on-change: an unchanged pull request gets no new comment, but an earlier one is refreshed', async () => {
    const dir = repository(
      { budget: budgetText({ toolBytes: 500 }, {}), tools: [describedTool('a', 10)] },
      { budget: budgetText({ toolBytes: 500 }, {}), tools: [describedTool('a', 10)] },
    );
    const run = await runAction(dir, { base: 'main' });
    expect(run.outputs['delta-bytes']).toBe('0');
    const quiet = await commentJob(run.outputs.report!, { comment: 'on-change' });
    expect(quiet.stdout).toContain('comment: nothing changed and no earlier comment to refresh; skipped');
    expect(api.comments).toEqual([]);
    api.comments.push({
      id: 5,
      body: '<!-- mcp-budget:sticky -->\n## ❌ mcp-budget: 1 error(s)',
      user: { login: 'github-actions[bot]' },
    });
    const refreshed = await commentJob(run.outputs.report!, { comment: 'on-change' });
    expect(refreshed.stdout).toContain('comment updated: 5');
    expect(api.comments[0]!.body).toMatch(/^<!-- mcp-budget:sticky -->\n## ✅ mcp-budget: within budget/);
  });

  it('without a base the deltas are empty outputs, never zeros', async () => {
    const dir = repository(
      { budget: budgetText({ toolBytes: 500 }, {}), tools: [describedTool('a', 10)] },
      { budget: budgetText({ toolBytes: 500 }, {}), tools: [describedTool('a', 10)] },
    );
    const run = await runAction(dir, {});
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ 'delta-bytes': '', 'delta-tokens': '', 'delta-percent': '' });
  });

  it('a file that is not a report is a configuration error, and nothing is posted', async () => {
    const dir = tempDir('mcp-budget-bad-report-');
    writeFileSync(path.join(dir, 'r.json'), JSON.stringify({ schemaVersion: 1, ok: true, servers: 'x' }));
    const job = await commentJob(path.join(dir, 'r.json'));
    expect(job.code).toBe(2);
    expect(job.stdout).toContain(
      '::error::mcp-budget: input from-report: report.json is not an mcp-budget report (report.schema.json)',
    );
    expect(api.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('every string of an uploaded report is hostile: no mention, image, link, heading or HTML reaches the comment', async () => {
    const { run } = await measure('false');
    const real = JSON.parse(readFileSync(run.outputs.report!, 'utf8'));
    const payload =
      '@admins ![x](https://e.example/p.png) [y](https://e.example) <img src=x> www.e.example\n## forged\n| a | b |';
    // Each string the schema lets a sender choose, replaced one at a time: a report the schema accepts is rendered.
    const places: Array<Array<string | number>> = [];
    const walk = (value: unknown, at: Array<string | number>) => {
      if (typeof value === 'string') places.push(at);
      else if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...at, i]));
      else if (value && typeof value === 'object')
        for (const [key, item] of Object.entries(value)) walk(item, [...at, key]);
    };
    walk(real, []);
    const dir = tempDir('mcp-budget-forged-report-');
    let rendered = 0;
    for (const at of places) {
      const forged = structuredClone(real);
      let holder = forged;
      for (const key of at.slice(0, -1)) holder = holder[key];
      holder[at.at(-1)!] = payload;
      writeFileSync(path.join(dir, 'r.json'), JSON.stringify(forged));
      const report = await readReportFile('r.json', dir, 'test').catch(() => undefined);
      if (!report) continue;
      rendered += 1;
      const markdown = renderMarkdown(report, { command: 'check', color: false });
      expect(markdown, at.join('.')).not.toMatch(/(^|[^\\])@admins/);
      expect(markdown, at.join('.')).not.toMatch(/(^|[^\\])!\[/);
      expect(markdown, at.join('.')).not.toMatch(/(^|[^\\])\]\(/);
      expect(markdown, at.join('.')).not.toMatch(/(^|[^\\])<img/);
      expect(markdown, at.join('.')).not.toMatch(/^## forged/m);
    }
    expect(rendered).toBeGreaterThan(10);
  });

  it("the comment states the measuring run's conclusion, and a failed run is never posted as ✅ within budget", async () => {
    const { run } = await measure('false');
    const real = JSON.parse(readFileSync(run.outputs.report!, 'utf8'));
    const dir = tempDir('mcp-budget-forged-ok-');
    // What a failed run could upload: its own report rewritten to say all is well.
    writeFileSync(path.join(dir, 'r.json'), JSON.stringify({ ...real, ok: true, findings: [] }));
    const failed = await commentJob(path.join(dir, 'r.json'), {}, { conclusion: 'failure' });
    expect(failed.code).toBe(0);
    const body = api.comments.at(-1)!.body;
    expect(body).not.toContain('✅');
    expect(body).not.toContain('within budget');
    expect(body).toMatch(/^<!-- mcp-budget:sticky -->\n## ❌ mcp-budget: the measuring run failed/);
    expect(body).toContain('conclusion: `failure`');

    api.comments.length = 0;
    const passed = await commentJob(run.outputs.report!, {}, { conclusion: 'success' });
    expect(passed.code).toBe(0);
    expect(api.comments.at(-1)!.body).toMatch(
      /^<!-- mcp-budget:sticky -->\n## ✅ mcp-budget: within budget\n\n_The measuring run's conclusion: `success`\._/,
    );

    // A conclusion GitHub does not send is not echoed: it is named as unknown.
    api.comments.length = 0;
    await commentJob(run.outputs.report!, {}, { conclusion: '@admins `x`' });
    expect(api.comments.at(-1)!.body).not.toContain('@admins');
    expect(api.comments.at(-1)!.body).toContain('conclusion: `unknown`');
  });

  it('budget paths in a comment from a report read as paths, not letter by letter', async () => {
    // The raise a reviewer approves: limits.toolBytes 500 → 800, in its list and in its table row.
    const dir = repository(
      { budget: budgetText({ toolBytes: 500 }, {}), tools: [describedTool('a', 10)] },
      { budget: budgetText({ toolBytes: 800 }, {}), tools: [describedTool('a', 10)] },
    );
    const run = await runAction(dir, { base: 'main' });
    expect(run.code).toBe(0);
    expect(run.summary).toContain('- limits.toolBytes raised 500 → 800 (+300)\n');
    const job = await commentJob(run.outputs.report!, {}, { conclusion: 'success' });
    expect(job.code).toBe(0);
    const body = api.comments.at(-1)!.body;
    expect(body).toContain('- limits.toolBytes raised 500 → 800 (+300)\n');
    expect(body).toContain('| limits.toolBytes | 500 → 800 |');
    expect(body).not.toContain('l.i.m.i.t.s');
  });
});
