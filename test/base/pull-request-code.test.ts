// The pull request's code runs only inside the sandbox, and nothing it could write decides the verdict. A script of
// the pull request that ran before the gate (an install script) can write the repository: replace refs, grafts,
// hooks, remote refs. The base the run names is read as git stores it, whatever was written beside it.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, cliJson, git, project, sizedTool, specServer, tempDir } from '../helpers.js';
import { probeConfinement } from '../../src/servers/sandbox/confinement-probe.js';
import { budgetText, describedTool, repository, runAction } from '../action-run.js';

const confinement = await probeConfinement();
const bwrap = confinement.method === 'bwrap';

/** main holds toolBytes 4,000; the pull request raises it to 100,000 (and grows nothing else). */
function raisingPullRequest(): { dir: string; baseSha: string } {
  const dir = project({
    'spec.json': { tools: [sizedTool('A', 300)] },
    'budget.json': { servers: { s: specServer('spec.json') }, limits: { toolBytes: 4000 } },
  });
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'base');
  const baseSha = git(dir, 'rev-parse', 'HEAD').trim();
  git(dir, 'checkout', '-q', '-b', 'pr');
  writeFileSync(
    path.join(dir, 'budget.json'),
    JSON.stringify({ servers: { s: specServer('spec.json') }, limits: { toolBytes: 100000 } }),
  );
  git(dir, 'commit', '-q', '-am', 'raise toolBytes');
  return { dir, baseSha };
}

const raised = (report: { findings: Array<{ code: string; message: string }> }) =>
  report.findings.filter((f) => f.code === 'BUDGET_RAISED').map((f) => f.message);

describe('the base the run names is the base git stores', () => {
  it('a replace ref made by the pull request does not swap the base commit: the raise is still listed and fails', async () => {
    const { dir, baseSha } = raisingPullRequest();
    const control = await cliJson(dir, ['check', '--base', baseSha, '--raises', 'fail']);
    expect(control.code).toBe(1);
    expect(raised(control.report).join('\n')).toContain('4,000 → 100,000');

    // The attack: a commit whose budget.json already says 100,000, put in place of the base by a replace ref.
    const tree = git(dir, 'rev-parse', 'HEAD^{tree}').trim();
    const fake = git(dir, 'commit-tree', tree, '-m', 'fake base').trim();
    git(dir, 'replace', baseSha, fake);
    expect(git(dir, 'show', `${baseSha}:budget.json`)).toContain('100000');

    const attacked = await cliJson(dir, ['check', '--base', baseSha, '--raises', 'fail']);
    expect(attacked.code).toBe(1);
    expect(raised(attacked.report)).toEqual(raised(control.report));
    expect(attacked.report.base.commit).toBe(baseSha);
  });

  it('a graft that hides the base from the history does not change the merge base', async () => {
    const { dir, baseSha } = raisingPullRequest();
    const head = git(dir, 'rev-parse', 'HEAD').trim();
    // HEAD grafted as a root commit: through grafts, HEAD and main share no history at all.
    writeFileSync(path.join(dir, '.git', 'info', 'grafts'), `${head}\n`);
    const attacked = await cliJson(dir, ['check', '--base', 'main', '--raises', 'fail']);
    expect(attacked.code).toBe(1);
    expect(attacked.report.base.commit).toBe(baseSha);
    expect(raised(attacked.report).join('\n')).toContain('4,000 → 100,000');
  });
});

/**
 * The pull request's setup as an attacker writes it: it builds what the server needs, and tries every way out of the
 * sandbox it could use to choose the base or the verdict. What it could read, it writes into the work tree.
 */
function attackingSetup(runner: { home: string; envFile: string; runnerTemp: string }): string {
  return [
    'mkdir -p dist && cp spec.json dist/spec.json',
    `{ cat "${runner.home}/.canary" || echo no-home; } > leak-home.txt 2>&1`,
    `{ cat "${runner.runnerTemp}/credentials" || echo no-runner-temp; } > leak-runner.txt 2>&1`,
    'env > leak-env.txt',
    // Move the base, add a replace ref and a hook, rewrite the job's file commands: none may land.
    'git update-ref refs/remotes/origin/main HEAD 2>/dev/null; git update-ref refs/heads/main HEAD 2>/dev/null',
    'mkdir -p .git/hooks 2>/dev/null; echo "#!/bin/sh" > .git/hooks/post-checkout 2>/dev/null',
    `echo "MCP_BUDGET_FORGED=1" >> "${runner.envFile}" 2>/dev/null`,
    'echo "::error::forged by the setup"',
    'exit 0',
  ].join('\n');
}

describe.skipIf(!bwrap)("--setup and --base-setup run the project's code inside the sandbox", () => {
  it('builds in the work tree, but reaches no secret, no ref of .git and no runner file; the base is still main', async () => {
    const runner = { home: tempDir('mcp-budget-home-'), runnerTemp: tempDir('mcp-budget-runner-temp-'), envFile: '' };
    writeFileSync(path.join(runner.home, '.canary'), 'home-canary-5171');
    writeFileSync(path.join(runner.runnerTemp, 'credentials'), 'runner-canary-6282');
    mkdirSync(path.join(runner.runnerTemp, '_runner_file_commands'));
    runner.envFile = path.join(runner.runnerTemp, '_runner_file_commands', 'set_env');
    writeFileSync(runner.envFile, '');
    const built = { command: process.execPath, args: [specServer('').args[0], 'dist/spec.json'] };
    const dir = project({
      '.gitignore': 'dist/\nleak-*.txt\n',
      'spec.json': { tools: [sizedTool('A', 300)] },
      'setup.sh': attackingSetup(runner),
      'budget.json': { servers: { s: built }, limits: { toolBytes: 4000 }, growth: { toolPercent: 25 } },
    });
    git(dir, 'init', '-q', '-b', 'main');
    git(dir, 'add', '.');
    git(dir, 'commit', '-q', '-m', 'base');
    const baseSha = git(dir, 'rev-parse', 'HEAD').trim();
    git(dir, 'update-ref', 'refs/remotes/origin/main', baseSha);
    git(dir, 'checkout', '-q', '-b', 'pr');
    writeFileSync(path.join(dir, 'spec.json'), JSON.stringify({ tools: [sizedTool('A', 600)] }));
    git(dir, 'commit', '-q', '-am', 'grow A 100%');
    const refsBefore = git(dir, 'for-each-ref').trim();

    const env = {
      HOME: runner.home,
      RUNNER_TEMP: runner.runnerTemp,
      GITHUB_ENV: runner.envFile,
      SECRET_TOKEN: 'env-canary-7393',
    };
    const args = ['check', '--base', 'origin/main', '--setup', 'sh setup.sh', '--base-setup', 'sh setup.sh'];
    const run = await cli(dir, [...args, '--json'], env);
    const report = JSON.parse(run.stdout);

    // The build happened in the sandbox: both sides were measured, and A's growth fails the 25% gate.
    expect(report.servers[0].tools.map((t: { bytes: number }) => t.bytes)).toEqual([600]);
    expect(report.base).toMatchObject({ commit: baseSha, source: 'measured' });
    expect(report.findings.map((f: { code: string }) => f.code)).toContain('GROWTH_OVER_BUDGET');
    expect(run.code).toBe(1);

    // What the setup could read, it wrote down: nothing of the job's.
    expect(readFileSync(path.join(dir, 'leak-home.txt'), 'utf8')).not.toContain('home-canary-5171');
    expect(readFileSync(path.join(dir, 'leak-runner.txt'), 'utf8')).not.toContain('runner-canary-6282');
    const seenEnv = readFileSync(path.join(dir, 'leak-env.txt'), 'utf8');
    expect(seenEnv).not.toContain('env-canary-7393');
    expect(seenEnv).not.toContain(runner.home);
    // Nothing it wrote outside the work tree stayed: refs, hooks, the runner's file commands.
    expect(git(dir, 'for-each-ref').trim()).toBe(refsBefore);
    expect(existsSync(path.join(dir, '.git', 'hooks', 'post-checkout'))).toBe(false);
    expect(readFileSync(runner.envFile, 'utf8')).toBe('');
    // Its output is shown, never a workflow command.
    expect(run.stderr).toContain('setup:');
    expect(run.stderr).not.toMatch(/^::error::forged/m);
  });

  it('a setup that fails ends the run with exit 3 and its own last line', async () => {
    const dir = project({
      'spec.json': { tools: [sizedTool('A', 300)] },
      'budget.json': { servers: { s: specServer('spec.json') }, limits: { toolBytes: 4000 } },
    });
    const run = await cli(dir, ['check', '--setup', 'echo "npm ERR! missing script: build" >&2; exit 7']);
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('--setup exited with 7: npm ERR! missing script: build');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('on a pull request, the commit measured is the one the event names', () => {
  const pullRequest = (headSha: string) => {
    const tools = [describedTool('a', 10)];
    const dir = repository(
      { budget: budgetText({ toolBytes: 500 }, {}), tools },
      { budget: budgetText({ toolBytes: 500 }, {}), tools },
    );
    const event = { pull_request: { number: 7, head: { sha: headSha } } };
    writeFileSync(path.join(dir, 'event.json'), JSON.stringify(event));
    return { dir, env: { GITHUB_EVENT_PATH: path.join(dir, 'event.json') } };
  };

  it('the head the event names is measured', async () => {
    const { dir, env } = pullRequest('0'.repeat(40));
    const head = git(dir, 'rev-parse', 'HEAD').trim();
    writeFileSync(path.join(dir, 'event.json'), JSON.stringify({ pull_request: { number: 7, head: { sha: head } } }));
    const run = await runAction(dir, { base: 'main' }, env);
    expect(run.code, run.stdout + run.stderr).toBe(0);
  });

  it('a HEAD an earlier step moved (a postinstall checking out an older commit) stops the run: exit 2, both commits named', async () => {
    const { dir, env } = pullRequest('0'.repeat(40));
    const head = git(dir, 'rev-parse', 'HEAD').trim();
    writeFileSync(path.join(dir, 'event.json'), JSON.stringify({ pull_request: { number: 7, head: { sha: head } } }));
    // What `"postinstall": "git checkout -q main"` in an `npm ci` step before the gate leaves behind.
    git(dir, 'checkout', '-q', 'main');
    const run = await runAction(dir, { base: 'main' }, env);
    expect(run.code).toBe(2);
    const main = git(dir, 'rev-parse', 'HEAD').trim();
    expect(run.stdout).toContain(
      `::error::mcp-budget: HEAD is ${main}, but the pull_request event names ${head} (the pull request's head)`,
    );
    expect(run.outputs.ok).toBe('false');
  });
});
