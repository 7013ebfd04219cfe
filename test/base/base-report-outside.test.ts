// Nothing in the pull request's tree decides its verdict: the base's saved report is read only from outside the
// checked-out work tree, never through a symbolic link, and a missing directory (a first pull request, a cache
// miss) measures the base instead of failing. Real repositories, the built Action, a base measured in a worktree.
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, cliJson, git, project, ROOT, runNode, sizedTool, SPEC_SERVER, tempDir } from '../helpers.js';
import { buildSpec, builtSpecRepository } from './built-spec-repository.js';

const ACTION = path.join(ROOT, 'dist', 'action.js');
const CANARY = 'CANARY-7f3e2b-do-not-print';
// The base's worktree gets its build the way a workflow's base-setup makes it.
const BASE_SETUP = 'mkdir -p dist && cp spec.json dist/spec.json';

/** main: A 300 B, B 500 B; pr: A grows to 1,360 B (+353%), far past the 50% gate. */
function repository() {
  const dir = builtSpecRepository('dist/\n');
  return { dir, main: git(dir, 'rev-parse', 'HEAD').trim() };
}

function toPullRequest(dir: string, extra: (dir: string) => void = () => undefined) {
  git(dir, 'checkout', '-q', '-b', 'pr');
  writeFileSync(path.join(dir, 'spec.json'), JSON.stringify({ tools: [sizedTool('A', 1360), sizedTool('B', 500)] }));
  extra(dir);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'grow A');
  buildSpec(dir);
}

/** What the pull request would like its base to be: A already at 1,360 B, so the growth looks like nothing. */
async function forgedReport(main: string): Promise<string> {
  const other = project({
    'spec.json': { tools: [sizedTool('A', 1360), sizedTool('B', 500)] },
    'budget.json': { servers: { s: { command: process.execPath, args: [SPEC_SERVER, 'spec.json'] } } },
  });
  const file = path.join(other, 'forged.json');
  await cli(other, ['check', '--output', file]);
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return JSON.stringify({ ...report, commit: main });
}

async function runAction(dir: string, inputs: Record<string, string>) {
  const summary = path.join(dir, '..', `${path.basename(dir)}-summary.md`);
  const output = path.join(dir, '..', `${path.basename(dir)}-output.txt`);
  writeFileSync(summary, '');
  writeFileSync(output, '');
  const temp = tempDir('runner-temp-');
  const inputEnv = Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v]));
  const run = await runNode(ACTION, [], {
    cwd: dir,
    env: {
      GITHUB_STEP_SUMMARY: summary,
      GITHUB_OUTPUT: output,
      RUNNER_TEMP: temp,
      GITHUB_WORKSPACE: dir,
      GITHUB_BASE_REF: '',
      ...inputEnv,
    },
  });
  const outputs: Record<string, string> = {};
  const pattern = /^(.+?)<<(ghadelimiter_[\w-]+)\n([\s\S]*?)\n\2$/gm;
  const text = readFileSync(output, 'utf8');
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) outputs[match[1]!] = match[3]!;
  const reportText = readFileSync(outputs.report!, 'utf8');
  return { ...run, outputs, summary: readFileSync(summary, 'utf8'), reportText, report: JSON.parse(reportText) };
}

const codes = (report: { findings: Array<{ code: string; subject: string }> }) =>
  report.findings.map((f) => [f.code, f.subject]);

describe('base reports from outside the work tree only', () => {
  it('a pull request that commits .mcp-budget/reports/<merge-base>.json is measured against the real base', async () => {
    const { dir, main } = repository();
    const forged = await forgedReport(main);
    toPullRequest(dir, (d) => {
      mkdirSync(path.join(d, '.mcp-budget', 'reports'), { recursive: true });
      writeFileSync(path.join(d, '.mcp-budget', 'reports', `${main}.json`), forged);
    });
    const pr = await runAction(dir, { base: 'main', 'reports-dir': '.mcp-budget/reports', 'base-setup': BASE_SETUP });
    expect(pr.report.base).toMatchObject({
      commit: main,
      source: 'measured',
      reportNotUsed: expect.stringContaining('.mcp-budget/reports is inside the work tree'),
    });
    expect(codes(pr.report)).toEqual([['GROWTH_OVER_BUDGET', 's/A']]);
    expect(pr.code).toBe(1);
  });

  it("the base commit's report in a directory outside the tree is used; a missing directory measures the base", async () => {
    const { dir, main } = repository();
    const reports = path.join(tempDir('saved-reports-'), 'reports');
    const push = await runAction(dir, { 'reports-dir': reports });
    expect(push.outputs['saved-report']).toBe(path.join(reports, `${main}.json`));
    toPullRequest(dir);
    const pr = await runAction(dir, { base: 'main', 'reports-dir': reports });
    expect(pr.report.base).toMatchObject({ commit: main, source: 'report' });
    expect(codes(pr.report)).toEqual([['GROWTH_OVER_BUDGET', 's/A']]);

    // The first pull request after the cache was set up, or a cache miss: no directory at all.
    const miss = await runAction(dir, {
      base: 'main',
      'reports-dir': path.join(tempDir('cache-miss-'), 'nothing-here'),
      'base-setup': BASE_SETUP,
    });
    expect(miss.report.base).toMatchObject({
      source: 'measured',
      reportNotUsed: expect.stringContaining('does not exist'),
    });
    expect(codes(miss.report)).toEqual([['GROWTH_OVER_BUDGET', 's/A']]);
    expect(miss.code).toBe(1);
  });

  it('a symbolic link in the reports directory is never followed, and no message quotes what it points at', async () => {
    const { dir, main } = repository();
    const secret = path.join(tempDir('secret-'), 'token.txt');
    writeFileSync(secret, `${CANARY}\n`);
    const reports = tempDir('saved-reports-');
    symlinkSync(secret, path.join(reports, `${main}.json`));
    toPullRequest(dir);
    const pr = await runAction(dir, { base: 'main', 'reports-dir': reports, 'base-setup': BASE_SETUP });
    expect(pr.report.base).toMatchObject({
      source: 'measured',
      reportNotUsed: expect.stringContaining('symbolic link'),
    });
    expect(codes(pr.report)).toEqual([['GROWTH_OVER_BUDGET', 's/A']]);
    for (const text of [pr.stdout, pr.stderr, pr.summary, pr.reportText]) expect(text).not.toContain(CANARY);

    // A saved report that is no JSON is an error that names the file, never its text.
    const bad = path.join(tempDir('bad-report-'), 'base.json');
    writeFileSync(bad, `${CANARY} is not JSON`);
    const run = await cli(dir, ['check', '--base', 'main', '--base-report', bad]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`--base-report: ${bad} is not JSON`);
    expect(run.stderr + run.stdout).not.toContain(CANARY);
  });

  it('a report file inside the work tree is not read even when named by hand', async () => {
    const { dir, main } = repository();
    toPullRequest(dir, (d) => writeFileSync(path.join(d, 'base.json'), '{}'));
    const { report } = await cliJson(dir, [
      'check',
      '--base',
      'main',
      '--base-report',
      'base.json',
      '--base-setup',
      BASE_SETUP,
    ]);
    expect(report.base).toMatchObject({
      commit: main,
      source: 'measured',
      reportNotUsed: expect.stringContaining('base.json is inside the work tree'),
    });
    expect(codes(report)).toEqual([['GROWTH_OVER_BUDGET', 's/A']]);
  });
});

describe('a saved report stands only for the commit it says it measured', () => {
  it("<merge-base>.json that holds another commit's report is not used: the base is measured", async () => {
    const { dir, main } = repository();
    const reports = path.join(tempDir('saved-reports-'), 'reports');
    const push = await runAction(dir, { 'reports-dir': reports });
    toPullRequest(dir);
    // The pull request's own report, filed under the merge base's name (a cache restored under the wrong key).
    const head = await runAction(dir, {});
    writeFileSync(push.outputs['saved-report']!, head.reportText);
    const pr = await runAction(dir, { base: 'main', 'reports-dir': reports, 'base-setup': BASE_SETUP });
    expect(pr.report.base).toMatchObject({
      commit: main,
      source: 'measured',
      reportNotUsed: expect.stringContaining(`is the report of ${head.report.commit.slice(0, 7)}`),
    });
    expect(codes(pr.report)).toEqual([['GROWTH_OVER_BUDGET', 's/A']]);
    expect(pr.code).toBe(1);
  });
});
