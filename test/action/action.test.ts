import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_SERVER, tempDir } from '../helpers.js';
import { processesWithHome } from '../processes.js';
import {
  ACTION,
  budgetText,
  bytesOf,
  describedTool,
  githubStandIn,
  repository,
  runAction,
  type GitHubStandIn,
} from '../action-run.js';

const fmtNumber = (n: number) => n.toLocaleString('en-US');

const lineOf = (text: string, needle: string) => text.split('\n').findIndex((line) => line.includes(needle)) + 1;

describe('the Action (dist/action.js as a runner runs it)', () => {
  it('a head commit that raises one limit and grows a tool past another fails, annotates both lines, and lists the raise', async () => {
    const grown = describedTool('big', 700);
    const base = {
      budget: budgetText({ toolBytes: 500, toolTokens: 1000 }, {}),
      tools: [describedTool('big', 100), describedTool('small', 10)],
    };
    const headBudget = budgetText({ toolBytes: 500, toolTokens: 2000 }, {});
    const dir = repository(base, { budget: headBudget, tools: [grown, describedTool('small', 10)] });
    const run = await runAction(dir, { config: 'budget.json', base: 'main', comment: 'false' });
    expect(run.code).toBe(1);
    const toolBytesLine = lineOf(headBudget, '"toolBytes"');
    const toolTokensLine = lineOf(headBudget, '"toolTokens"');
    expect(run.stdout).toContain(
      `::error file=budget.json,line=${toolBytesLine},title=TOOL_OVER_BUDGET s/big::tool definition is ${bytesOf(grown)} > 500 (+${bytesOf(grown) - 500}) bytes`,
    );
    expect(run.stdout).toContain(
      `::warning file=budget.json,line=${toolTokensLine},title=BUDGET_RAISED limits::limits.toolTokens raised 1,000 → 2,000 (+1,000)`,
    );
    expect(run.summary).toContain('## ❌ mcp-budget: 1 error(s)');
    expect(run.summary).toContain('### Budget raised in this change');
    expect(run.summary).toContain('- limits.toolTokens raised 1,000 → 2,000 (+1,000)\n');
    expect(run.summary).not.toContain('limits.toolTokens: limits.toolTokens');
    // The base is measured too, so the failing row carries its Δ against the merge base, with its unit.
    expect(run.summary).toContain(
      `| s/big (bytes) | 500 | ${bytesOf(grown)} | +${fmtNumber(bytesOf(grown) - bytesOf(describedTool('big', 100)))} B | ❌ TOOL_OVER_BUDGET |`,
    );
    expect(run.summary).toContain('| limits.toolTokens | 1,000 → 2,000 |  | +1,000 tok | ⬆️ raised |');
    // Failures first, then the raise.
    expect(run.summary.indexOf('❌ TOOL_OVER_BUDGET')).toBeLessThan(run.summary.indexOf('⬆️ raised'));
    expect(run.outputs.ok).toBe('false');
    const report = JSON.parse(readFileSync(run.outputs.report!, 'utf8'));
    expect(report.findings.map((f: { code: string }) => f.code)).toEqual(['TOOL_OVER_BUDGET', 'BUDGET_RAISED']);
  });

  it('raises: fail turns a raise into an error; an oversized entry added in the change is a raise', async () => {
    const big = describedTool('big', 700);
    const base = { budget: budgetText({ toolBytes: 500 }, {}), tools: [describedTool('big', 100)] };
    const headBudget = budgetText({ toolBytes: 500 }, { 's/big': { bytes: bytesOf(big) } });
    const dir = repository(base, { budget: headBudget, tools: [big] });
    const allowed = await runAction(dir, { base: 'main' });
    expect(allowed.code).toBe(0);
    expect(allowed.stdout).toContain(
      `title=BUDGET_RAISED s/big::new oversized entry: s/big may be ${bytesOf(big)} bytes`,
    );
    const failed = await runAction(dir, { base: 'main', raises: 'fail' });
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain('::error file=budget.json');
  });

  it('a within-budget run exits 0 and sets ok and the totals', async () => {
    const tools = [describedTool('a', 10), describedTool('b', 20)];
    const dir = repository(
      { budget: budgetText({ toolBytes: 500 }, {}), tools },
      { budget: budgetText({ toolBytes: 400 }, {}), tools },
    );
    const run = await runAction(dir, { base: 'main' });
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ ok: 'true', 'total-bytes': String(bytesOf(tools[0]) + bytesOf(tools[1])) });
    expect(Number(run.outputs['total-tokens'])).toBeGreaterThan(0);
    expect(run.summary).toContain('## ✅ mcp-budget: within budget');
    expect(run.summary).not.toContain('Budget raised');
  });

  it('a base ref that does not exist is a clear configuration error with the fetch-depth advice', async () => {
    const tools = [describedTool('a', 10)];
    const dir = repository(
      { budget: budgetText({ toolBytes: 500 }, {}), tools },
      { budget: budgetText({ toolBytes: 500 }, {}), tools },
    );
    const run = await runAction(dir, { base: 'origin/nope' });
    expect(run.code).toBe(2);
    expect(run.stdout).toContain(
      '::error::mcp-budget: --base origin/nope: no such commit or branch here (with actions/checkout, set fetch-depth: 0',
    );
  });
});

describe('the sticky pull request comment (against a local stand-in for the GitHub API)', () => {
  // Someone else planted the marker first: the Action must leave that comment alone.
  const planted = { id: 2, body: '<!-- mcp-budget:sticky -->\n## ✅ planted', user: { login: 'mallory' } };
  let api: GitHubStandIn;
  beforeAll(async () => {
    api = await githubStandIn({
      issue: 7,
      idBase: 100,
      comments: [planted],
      listedBefore: [{ id: 1, body: 'unrelated', user: { login: 'octocat' } }],
    });
  });
  afterAll(() => api.close());

  it('creates one comment, then updates the same one; on a fork (403) it warns and the check still passes', async () => {
    const tools = [describedTool('a', 10)];
    const dir = repository(
      { budget: budgetText({ toolBytes: 500 }, {}), tools },
      { budget: budgetText({ toolBytes: 500 }, {}), tools },
    );
    writeFileSync(path.join(dir, 'event.json'), JSON.stringify({ pull_request: { number: 7 } }));
    const env = { GITHUB_API_URL: api.url, GITHUB_REPOSITORY: 'o/r', GITHUB_EVENT_PATH: path.join(dir, 'event.json') };
    const first = await runAction(dir, { comment: 'true', 'github-token': 'tok123' }, env);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('comment created: 101');
    expect(api.comments).toHaveLength(2);
    expect(api.comments[1]!.body).toMatch(/^<!-- mcp-budget:sticky -->\n## ✅ mcp-budget: within budget/);
    const second = await runAction(dir, { comment: 'true', 'github-token': 'tok123' }, env);
    expect(second.stdout).toContain('comment updated: 101');
    expect(api.comments).toHaveLength(2);
    expect(
      api.requests.filter((r) => r.method === 'PATCH').map((r) => `${r.method} ${r.url} ${r.authorization}`),
    ).toEqual(['PATCH /repos/o/r/issues/comments/101 Bearer tok123']);
    expect(api.comments[0]!.body).toBe('<!-- mcp-budget:sticky -->\n## ✅ planted');
    api.forbidden = true;
    const fork = await runAction(dir, { comment: 'true', 'github-token': 'readonly' }, env);
    expect(fork.code).toBe(0);
    expect(fork.stdout).toContain(
      '::warning::mcp-budget could not comment on pull request #7 (HTTP 403: Resource not accessible by integration)',
    );
    expect(fork.summary).toContain('within budget');
    api.forbidden = false;
    api.broken = true;
    const gateway = await runAction(dir, { comment: 'true', 'github-token': 'tok123' }, env);
    expect(gateway.code).toBe(0);
    expect(gateway.outputs.ok).toBe('true');
    expect(gateway.stdout).toContain(
      '::warning::mcp-budget could not comment on pull request #7: the GitHub API answered HTTP 502',
    );
    expect(gateway.stdout + gateway.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
    api.broken = false;
  });

  it('no network for the comment: a warning, and the passing verdict stands', async () => {
    const tools = [describedTool('a', 10)];
    const dir = repository(
      { budget: budgetText({ toolBytes: 500 }, {}), tools },
      { budget: budgetText({ toolBytes: 500 }, {}), tools },
    );
    writeFileSync(path.join(dir, 'event.json'), JSON.stringify({ pull_request: { number: 7 } }));
    const env = {
      GITHUB_API_URL: 'http://127.0.0.1:1',
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_EVENT_PATH: path.join(dir, 'event.json'),
    };
    const run = await runAction(dir, { comment: 'true', 'github-token': 'tok123' }, env);
    expect(run.code).toBe(0);
    expect(run.outputs.ok).toBe('true');
    expect(run.stdout).toContain('::warning::mcp-budget could not comment: fetch failed');
    expect(run.stdout + run.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
  });
});

describe('the Action when it cannot judge, or is cancelled', () => {
  it('a config error still writes the summary and the outputs, with no stack trace', async () => {
    const dir = repository(
      { budget: budgetText({ toolBytes: 500 }, {}), tools: [describedTool('a', 10)] },
      { budget: '{ "limits": { "toolBytes": "many" } }\n', tools: [describedTool('a', 10)] },
    );
    const run = await runAction(dir, {});
    expect(run.code).toBe(2);
    expect(run.summary).toContain('## ❌ mcp-budget: could not check');
    expect(run.summary).toContain('$.limits.toolBytes');
    expect(run.outputs.ok).toBe('false');
    expect(JSON.parse(readFileSync(run.outputs.report!, 'utf8'))).toMatchObject({
      ok: false,
      error: expect.stringContaining('toolBytes'),
    });
    expect(run.stdout + run.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
  });

  it('an input is checked like its flag', async () => {
    const tools = [describedTool('a', 10)];
    const dir = repository(
      { budget: budgetText({ toolBytes: 500 }, {}), tools },
      { budget: budgetText({ toolBytes: 500 }, {}), tools },
    );
    const run = await runAction(dir, { raises: 'sometimes', concurrency: 'lots' });
    expect(run.code).toBe(2);
    expect(run.stdout).toContain('::error::mcp-budget: input raises must be one of allow, fail');
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`${signal} to a running Action leaves no server process and no temporary HOME`, async () => {
      const dir = tempDir('mcp-budget-action-');
      chmodSync(dir, 0o755);
      mkdirSync(path.join(dir, 'out'), { mode: 0o777 });
      chmodSync(path.join(dir, 'out'), 0o777);
      const hostile = HOSTILE_SERVER;
      writeFileSync(
        path.join(dir, 'budget.json'),
        JSON.stringify({
          servers: {
            mute: {
              command: process.execPath,
              args: [hostile, 'hang-before-handshake', 'out/seen.json'],
              sandbox: { writable: ['out'] },
            },
          },
          timeouts: { startupMs: 30000 },
        }),
      );
      const child = spawn(process.execPath, [ACTION], {
        cwd: dir,
        env: {
          ...process.env,
          RUNNER_TEMP: dir,
          GITHUB_STEP_SUMMARY: path.join(dir, 'summary.md'),
          GITHUB_OUTPUT: path.join(dir, 'output.txt'),
        },
        stdio: 'ignore',
      });
      // A bound for a hang, not a measure: under a load average of 16 the server took over 40 s to start.
      for (let i = 0; i < 2400 && !existsSync(path.join(dir, 'out', 'seen.json')); i++)
        await new Promise((r) => setTimeout(r, 50));
      const { home } = JSON.parse(readFileSync(path.join(dir, 'out', 'seen.json'), 'utf8'));
      child.kill(signal);
      const code = await new Promise((resolve) => child.on('exit', resolve));
      expect(code).toBe(signal === 'SIGTERM' ? 143 : 130);
      // Processes in the sandbox die with it, a moment after mcp-budget: wait for that, bounded.
      for (let i = 0; i < 400 && processesWithHome(home).length > 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(processesWithHome(home)).toEqual([]);
      expect(existsSync(home)).toBe(false);
    });
  }
});
