// The documented workflows, as GitHub reads and runs them: every file under examples/workflows passes GitHub's own
// workflow parser (and action-validator's schema), and their jobs run step by step (test/workflow-runner.ts): the
// pull request's `npm ci` runs its real install scripts inside the Action's setup, and the Action's steps run through
// the runner-like harness.
import { chmodSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bytesOf, describedTool, githubStandIn, type GitHubStandIn } from '../action-run.js';
import { git, ROOT, SPEC_SERVER, tempDir } from '../helpers.js';
import { inputEnv, MANIFEST } from '../runner.js';
import { readWorkflow, runJob, workflowErrors, type World } from '../workflow-runner.js';

const EXAMPLES = path.join(ROOT, 'examples', 'workflows');
const FILES = readdirSync(EXAMPLES, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.yml'))
  .sort();
const workflow = (name: string) => readWorkflow(path.join(EXAMPLES, name));

describe('every example workflow is one GitHub runs', () => {
  it('finds the documented workflows', () => {
    expect(FILES).toEqual([
      'fork-prs/mcp-budget-comment.yml',
      'fork-prs/mcp-budget-measure.yml',
      'mcp-budget-hosts-watch.yml',
      'mcp-budget-matrix.yml',
      'mcp-budget-release.yml',
      'mcp-budget.yml',
    ]);
  });

  for (const file of FILES) {
    it(`${file}: passes GitHub's workflow parser and action-validator, and gives the Action only inputs it has`, () => {
      expect(workflowErrors(path.join(EXAMPLES, file))).toEqual([]);
      expect(validateWorkflow(readFileSync(path.join(EXAMPLES, file), 'utf8')).errors).toEqual([]);
      for (const job of Object.values(workflow(file).jobs)) {
        for (const step of job.steps.filter((s) => s.uses?.startsWith('mcp-budget/mcp-budget@'))) {
          expect(
            inputEnv(step.with ?? {}, { github: {}, matrix: {}, steps: {} }).unexpected,
            `${file}: ${JSON.stringify(step.with)}`,
          ).toEqual([]);
        }
      }
    });

    it(`${file}: a job that runs the pull request's code holds no write token, keeps no credentials, runs mcp-budget only from uses:`, () => {
      const parsed = workflow(file);
      const scheduledOnly = onlyScheduled(parsed.on);
      for (const [id, job] of Object.entries(parsed.jobs)) {
        const checksOut = job.steps.some((s) => s.uses?.startsWith('actions/checkout@'));
        for (const step of job.steps) {
          const run = step.run ?? '';
          // A workflow no pull request starts (a schedule) runs the default branch: it may run mcp-budget from the
          // registry at a named version (`npx --yes mcp-budget@<version>`), never a bare `mcp-budget` that npx
          // would take from node_modules, and never after an install of the project's packages.
          const fromRegistry = scheduledOnly ? run.replace(/\bnpx --yes mcp-budget@\d[\w.-]*/g, '') : run;
          expect(fromRegistry, `${file} ${id}: mcp-budget from the pull request's node_modules`).not.toMatch(
            /\bmcp-budget\b/,
          );
          if (scheduledOnly)
            expect(run, `${file} ${id}: an install before mcp-budget`).not.toMatch(/\bnpm (ci|i|install)\b/);
        }
        if (!checksOut) continue;
        const permissions = {
          ...(typeof parsed.permissions === 'object' ? parsed.permissions : {}),
          ...(typeof job.permissions === 'object' ? job.permissions : {}),
        };
        expect(
          Object.values(job.permissions ?? parsed.permissions ?? {}).filter((p) => p === 'write'),
          `${file} ${id}: ${JSON.stringify(permissions)}`,
        ).toEqual([]);
        expect(
          job.steps.find((s) => s.uses?.startsWith('actions/checkout@'))!.with?.['persist-credentials'],
          `${file} ${id}`,
        ).toBe(false);
      }
    });
  }
});

describe("the project's own watch on host releases", () => {
  const own = path.join(ROOT, '.github', 'workflows', 'hosts-watch.yml');
  it('passes the parsers, runs hosts verify --latest on the quickstart, and keeps the issue as the example does', () => {
    expect(workflowErrors(own)).toEqual([]);
    expect(validateWorkflow(readFileSync(own, 'utf8')).errors).toEqual([]);
    const parsed = readWorkflow(own);
    const example = workflow('mcp-budget-hosts-watch.yml');
    expect(onlyScheduled(parsed.on)).toBe(true);
    expect(parsed.jobs.verify!.steps.map((step) => step.run ?? '').join('\n')).toContain(
      'node dist/cli.js hosts verify --latest --json --config examples/quickstart/budget.json',
    );
    // The job with the write token is the example's, step for step: no checkout, no code of the repository.
    expect(parsed.jobs.report).toEqual(example.jobs.report);
    expect(parsed.permissions).toEqual({ contents: 'read' });
    expect(parsed.jobs.report!.permissions).toEqual({ issues: 'write' });
    expect(parsed.jobs.report!.steps.some((step) => step.uses?.startsWith('actions/checkout@'))).toBe(false);
  });
});

/** Whether a workflow starts only on a schedule or by hand: no pull request's event (nor a push of its branch) runs it. */
function onlyScheduled(on: unknown): boolean {
  const events = typeof on === 'string' ? [on] : Array.isArray(on) ? on : Object.keys((on ?? {}) as object);
  return events.length > 0 && events.every((event) => event === 'schedule' || event === 'workflow_dispatch');
}

/** The pull request's postinstall: it plants a `mcp-budget` that says ✅, records whether the checkout token is readable, and may rewrite budget.json. */
function postinstall(rewriteBudget?: string): string {
  const lines = [
    'mkdir -p node_modules/.bin out',
    `printf '#!/bin/sh\\necho "✔ within budget (the pull request shim)"\\nexit 0\\n' > node_modules/.bin/mcp-budget`,
    'chmod +x node_modules/.bin/mcp-budget',
    'git config --get http.https://github.com/.extraheader > out/token.txt || true',
    // The issue-46 attack: move the base the Action would compare with to the pull request's own head.
    '{ git update-ref refs/remotes/origin/main HEAD 2>/dev/null || true; }',
    ...(rewriteBudget ? [`cp ${rewriteBudget} budget.json`] : []),
  ];
  return lines.join(' && ');
}

const SERVERS = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot'];

/** budget.json for six spec servers, each with its own spec file. */
function budget(toolBytes: number): string {
  const servers = SERVERS.map(
    (name) =>
      `    "${name}": { "command": ${JSON.stringify(process.execPath)}, "args": [${JSON.stringify(SPEC_SERVER)}, "${name}.json"] }`,
  ).join(',\n');
  return `{\n  "servers": {\n${servers}\n  },\n  "limits": {\n    "toolBytes": ${toolBytes}\n  }\n}\n`;
}

/**
 * A repository as a pull request's checkout: `origin/main` the base, the feature branch checked out. The head grows
 * echo's tool to `grown` characters and may raise toolBytes; its package.json has the postinstall above.
 */
function pullRequestCheckout(head: { grown: number; toolBytes: number; rewriteBudget?: string }): string {
  const origin = tempDir('mcp-budget-origin-');
  git(origin, 'init', '-q', '-b', 'main');
  const write = (name: string, text: string) => writeFileSync(path.join(origin, name), text);
  write(
    'package-lock.json',
    JSON.stringify({
      name: 'p',
      version: '1.0.0',
      lockfileVersion: 3,
      requires: true,
      packages: { '': { name: 'p', version: '1.0.0' } },
    }),
  );
  write('package.json', JSON.stringify({ name: 'p', version: '1.0.0', private: true }));
  write('.gitignore', 'node_modules/\nout/\n');
  write('budget.json', budget(500));
  for (const name of SERVERS) write(`${name}.json`, JSON.stringify({ tools: [describedTool(`${name}_tool`, 100)] }));
  git(origin, 'add', '.');
  git(origin, 'commit', '-q', '-m', 'base');
  git(origin, 'checkout', '-q', '-b', 'feature');
  write('echo.json', JSON.stringify({ tools: [describedTool('echo_tool', head.grown)] }));
  write('budget.json', budget(head.toolBytes));
  if (head.rewriteBudget) write('rewritten-budget.json', head.rewriteBudget);
  write(
    'package.json',
    JSON.stringify({
      name: 'p',
      version: '1.0.0',
      private: true,
      scripts: { postinstall: postinstall(head.rewriteBudget ? 'rewritten-budget.json' : undefined) },
    }),
  );
  git(origin, 'add', '.');
  git(origin, 'commit', '-q', '-m', 'head');
  return origin;
}

/** A fresh clone of the pull request for one job (checkout with fetch-depth: 0), the feature branch checked out. */
function checkout(origin: string): string {
  const dir = tempDir('mcp-budget-job-');
  // Servers run as nobody when the tests run as root: the checkout is readable as a runner's is.
  chmodSync(dir, 0o755);
  git(dir, 'clone', '-q', '--no-local', origin, '.');
  git(dir, 'checkout', '-q', 'feature');
  return dir;
}

const PR_EVENT = {
  pull_request: {
    number: 7,
    base: { ref: 'main' },
    head: { ref: 'feature', sha: 'a'.repeat(40), repo: { fork: false } },
  },
};
/** The event of the pull request `origin` holds: its head is the commit a checkout of it has at HEAD. */
const prEvent = (origin: string) => ({
  pull_request: {
    ...PR_EVENT.pull_request,
    head: { ...PR_EVENT.pull_request.head, sha: git(origin, 'rev-parse', 'feature').trim() },
  },
});

describe('the documented workflows, run job by job', () => {
  let api: GitHubStandIn;
  beforeAll(async () => {
    api = await githubStandIn({
      issue: 7,
      idBase: 300,
      gets: {
        '/repos/o/r/pulls?state=open&head=o%3Afeature&per_page=100': [{ number: 7, head: { sha: 'a'.repeat(40) } }],
      },
    });
  });
  afterAll(() => api.close());
  const github = () => ({ GITHUB_BASE_REF: 'main', GITHUB_API_URL: api.url, GITHUB_REPOSITORY: 'o/r' });

  it('mcp-budget.yml: a pull request shim in node_modules and a postinstall that rewrites budget.json decide nothing; the comment job posts the failure', async () => {
    // The head grows echo's tool past 500 and keeps the limit; its postinstall rewrites budget.json to 5000 so the grown tool would pass.
    const grown = 700;
    const origin = pullRequestCheckout({ grown, toolBytes: 500, rewriteBudget: budget(5000) });
    const world: World = { artifacts: new Map() };
    const flow = workflow('mcp-budget.yml');
    const measured = await runJob(flow, 'budget', {
      workspace: checkout(origin),
      eventName: 'pull_request',
      event: prEvent(origin),
      github: github(),
      world,
    });
    const gate = measured.steps.find((s) => s.step.id === 'budget')!;
    expect(gate.code, gate.action!.stdout + gate.action!.stderr).toBe(1);
    expect(gate.action!.stdout).toContain(
      `::error file=budget.json,line=${
        budget(500)
          .split('\n')
          .findIndex((l) => l.includes('"toolBytes"')) + 1
      },title=TOOL_OVER_BUDGET echo/echo_tool::tool definition is ${bytesOf(describedTool('echo_tool', grown))} > 500`,
    );
    // The install scripts ran in the sandbox, as the Action's setup, after budget.json was read: the rewrite decides nothing.
    expect(gate.action!.stdout).toMatch(/mcp-budget: --setup exited with 0 \(/);
    expect(readFileSync(path.join(measured.job.workspace, 'budget.json'), 'utf8')).toBe(budget(5000));
    expect(measured.status).toBe('failure');
    // The install scripts ran (they planted the shim) with no .git to read a token from.
    expect(readFileSync(path.join(measured.job.workspace, 'out', 'token.txt'), 'utf8')).toBe('');
    expect(world.artifacts.has('mcp-budget-report')).toBe(true);

    const commented = await runJob(flow, 'comment', {
      workspace: tempDir('mcp-budget-comment-job-'),
      eventName: 'pull_request',
      event: prEvent(origin),
      github: github(),
      world,
      needs: { budget: { result: measured.status } },
    });
    expect(commented.ran).toBe(true);
    expect(commented.status).toBe('success');
    expect(api.comments.at(-1)!.body).toMatch(/^<!-- mcp-budget:sticky -->\n## ❌ mcp-budget: 1 error\(s\)/);
  });

  it('mcp-budget.yml: a postinstall that edits budget.json does not remove the BUDGET_RAISED lines', async () => {
    // The change raises toolBytes to 2000 in its commit; its postinstall writes back the base's limits so no raise shows.
    const origin = pullRequestCheckout({ grown: 100, toolBytes: 2000, rewriteBudget: budget(500) });
    const measured = await runJob(workflow('mcp-budget.yml'), 'budget', {
      workspace: checkout(origin),
      eventName: 'pull_request',
      event: prEvent(origin),
      github: github(),
      world: { artifacts: new Map() },
    });
    const gate = measured.steps.find((s) => s.step.id === 'budget')!;
    expect(gate.code).toBe(0);
    const report = JSON.parse(readFileSync(gate.action!.outputs.report!, 'utf8'));
    expect(
      report.findings
        .filter((f: { code: string }) => f.code === 'BUDGET_RAISED')
        .map((f: { message: string }) => f.message),
    ).toEqual(['limits.toolBytes raised 500 → 2,000 (+1,500)']);
    expect(gate.action!.outputs.raised).toBe('true');
  });

  it('mcp-budget-matrix.yml: four shards against the base, then merge; a shard that fails still reaches the verdict, the shim decides nothing', async () => {
    const grown = 700;
    const origin = pullRequestCheckout({ grown, toolBytes: 500 });
    const world: World = { artifacts: new Map() };
    const flow = workflow('mcp-budget-matrix.yml');
    const shards = [];
    for (const shard of [1, 2, 3, 4])
      shards.push(
        await runJob(flow, 'measure', {
          workspace: checkout(origin),
          eventName: 'pull_request',
          event: prEvent(origin),
          github: github(),
          matrix: { shard },
          world,
        }),
      );
    expect(shards.map((s) => s.status)).toEqual(['success', 'success', 'success', 'success']);
    expect([...world.artifacts.keys()].sort()).toEqual([
      'mcp-budget-shard-1',
      'mcp-budget-shard-2',
      'mcp-budget-shard-3',
      'mcp-budget-shard-4',
    ]);
    // Every shard ran under the base's sandbox policy, and together they measured every server once.
    const reports = [...world.artifacts.values()].map((dir) =>
      JSON.parse(readFileSync(path.join(dir, 'mcp-budget-report.json'), 'utf8')),
    );
    const servers = reports.flatMap((r) => r.servers as Array<{ name: string; policy: { source: string } }>);
    expect(servers.map((s) => s.name).sort()).toEqual(SERVERS);
    expect(new Set(servers.map((s) => s.policy.source))).toEqual(new Set(['base']));
    const verdict = await runJob(flow, 'verdict', {
      workspace: checkout(origin),
      eventName: 'pull_request',
      event: prEvent(origin),
      github: github(),
      world,
      needs: { measure: { result: 'success' } },
    });
    expect(verdict.ran).toBe(true);
    const merge = verdict.steps.find((s) => s.action)!;
    expect(merge.code).toBe(1);
    expect(merge.action!.stdout).toContain(
      `title=TOOL_OVER_BUDGET echo/echo_tool::tool definition is ${bytesOf(describedTool('echo_tool', grown))} > 500`,
    );
    expect(verdict.status).toBe('failure');
    expect(verdict.steps.map((s) => s.stdout ?? '').join('')).not.toContain('the pull request shim');

    // A failed shard job: its upload still runs (if: always()), and the verdict job runs on a failed `needs`.
    const failedShard = {
      ...flow.jobs.measure!,
      steps: flow.jobs.measure!.steps.map((s) =>
        s.id === 'shard' ? { ...s, with: { ...s.with, config: 'missing.json' } } : s,
      ),
    };
    const failed = await runJob({ ...flow, jobs: { ...flow.jobs, measure: failedShard } }, 'measure', {
      workspace: checkout(origin),
      eventName: 'pull_request',
      event: prEvent(origin),
      github: github(),
      matrix: { shard: 1 },
      world: { artifacts: new Map() },
    });
    expect(failed.status).toBe('failure');
    expect(failed.steps.find((s) => s.step.uses?.startsWith('actions/upload-artifact'))!.ran).toBe(true);
    const afterFailure = await runJob(flow, 'verdict', {
      workspace: checkout(origin),
      eventName: 'pull_request',
      event: prEvent(origin),
      github: github(),
      world,
      needs: { measure: { result: 'failure' } },
    });
    expect(afterFailure.ran).toBe(true);
  });

  it('fork-prs: the measuring workflow uploads the report with a read-only token; the workflow_run job comments from it', async () => {
    const origin = pullRequestCheckout({ grown: 700, toolBytes: 500 });
    const world: World = { artifacts: new Map() };
    const forkEvent = {
      pull_request: {
        ...prEvent(origin).pull_request,
        head: { ...prEvent(origin).pull_request.head, repo: { fork: true } },
      },
    };
    api.forbidden = true;
    const measured = await runJob(workflow('fork-prs/mcp-budget-measure.yml'), 'budget', {
      workspace: checkout(origin),
      eventName: 'pull_request',
      event: forkEvent,
      github: github(),
      world,
      token: 'ghs_readonly',
    });
    api.forbidden = false;
    expect(measured.status).toBe('failure');
    expect(readFileSync(path.join(measured.job.workspace, 'out', 'token.txt'), 'utf8')).toBe('');
    expect(world.artifacts.has('mcp-budget-report')).toBe(true);
    const runEvent = {
      workflow_run: {
        id: 42,
        event: 'pull_request',
        conclusion: 'failure',
        head_sha: 'a'.repeat(40),
        head_branch: 'feature',
        head_repository: { owner: { login: 'o' } },
        pull_requests: [],
      },
    };
    const commented = await runJob(workflow('fork-prs/mcp-budget-comment.yml'), 'comment', {
      workspace: tempDir('mcp-budget-comment-job-'),
      eventName: 'workflow_run',
      event: runEvent,
      github: github(),
      world,
    });
    expect(commented.ran).toBe(true);
    expect(commented.status).toBe('success');
    expect(api.comments.at(-1)!.body).toContain('## ❌ mcp-budget');
    expect(MANIFEST.inputs['from-report']).toBeDefined();
  });

  it('mcp-budget-release.yml: a tag push is judged against the previous tag, named in the summary', async () => {
    // v1.0.0 has echo's tool at 100 characters; v1.1.0 removes bravo's tool, a change that needs a major version.
    const origin = pullRequestCheckout({ grown: 100, toolBytes: 500 });
    git(origin, 'checkout', '-q', 'main');
    git(origin, 'tag', 'v1.0.0'); // main's package.json is version 1.0.0
    writeFileSync(path.join(origin, 'bravo.json'), JSON.stringify({ tools: [] }));
    writeFileSync(path.join(origin, 'package.json'), JSON.stringify({ name: 'p', version: '1.1.0', private: true }));
    git(origin, 'commit', '-q', '-am', 'v1.1.0');
    git(origin, 'tag', 'v1.1.0');
    const workspace = tempDir('mcp-budget-release-job-');
    chmodSync(workspace, 0o755);
    git(workspace, 'clone', '-q', '--no-local', origin, '.');
    git(workspace, 'checkout', '-q', 'v1.1.0');
    const world: World = { artifacts: new Map() };
    const released = await runJob(workflow('mcp-budget-release.yml'), 'budget', {
      workspace,
      eventName: 'push',
      event: { ref: 'refs/tags/v1.1.0' },
      github: { GITHUB_REF_TYPE: 'tag', GITHUB_REF_NAME: 'v1.1.0', GITHUB_REF: 'refs/tags/v1.1.0' },
      world,
    });
    const gate = released.steps.find((s) => s.step.id === 'budget')!;
    expect(gate.action!.stdout).toContain('tag v1.1.0: compared with the previous tag v1.0.0');
    expect(gate.action!.summary).toContain('### Changes against v1.0.0');
    expect(gate.action!.summary).toContain('| bravo/bravo\\_tool | tool removed |  | breaking | major |');
    expect(gate.action!.summary).toContain(
      "### Why it failed\n\n- **SEMVER_BUMP_TOO_SMALL** package.json: version 1.0.0 → 1.1.0 is a minor release, but the tools' changes need a major one. **Fix:** release 2.0.0",
    );
    expect(gate.code).toBe(1);
    expect(world.artifacts.has('mcp-budget-release-report')).toBe(true);
  });
});
