// Base figures from the base commit's own run: the Action keeps the report of every run without a base (a push to
// the default branch) as <reports-dir>/<sha>.json; a pull request's run reads its merge base's report from there and
// starts no base server. The base server here cannot start in a worktree (its build output is ignored by git), so a
// base that was measured anyway would be BASE_UNMEASURED: the figures can only have come from the saved report.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, cliJson, git, project, ROOT, runNode, sizedTool, SPEC_SERVER, tempDir } from '../helpers.js';
import { buildSpec, builtSpecRepository } from './built-spec-repository.js';

const ACTION = path.join(ROOT, 'dist', 'action.js');

/** main: A 300 B, B 500 B; pr: A grows to 600 B (+100%), past the 50% gate. dist/ is built, never committed. */
function repository() {
  return builtSpecRepository('dist/\n.mcp-budget/\n');
}

function toPullRequest(dir: string) {
  git(dir, 'checkout', '-q', '-b', 'pr');
  writeFileSync(path.join(dir, 'spec.json'), JSON.stringify({ tools: [sizedTool('A', 600), sizedTool('B', 500)] }));
  git(dir, 'commit', '-q', '-am', 'grow A');
  buildSpec(dir);
}

async function runAction(dir: string, inputs: Record<string, string>) {
  const summary = path.join(dir, 'summary.md');
  const output = path.join(dir, 'output.txt');
  writeFileSync(summary, '');
  writeFileSync(output, '');
  const inputEnv = Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v]));
  const run = await runNode(ACTION, [], {
    cwd: dir,
    env: {
      GITHUB_STEP_SUMMARY: summary,
      GITHUB_OUTPUT: output,
      RUNNER_TEMP: dir,
      GITHUB_WORKSPACE: dir,
      GITHUB_BASE_REF: '',
      ...inputEnv,
    },
  });
  const outputs: Record<string, string> = {};
  const pattern = /^(.+?)<<(ghadelimiter_[\w-]+)\n([\s\S]*?)\n\2$/gm;
  const text = readFileSync(output, 'utf8');
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) outputs[match[1]!] = match[3]!;
  return {
    ...run,
    outputs,
    summary: readFileSync(summary, 'utf8'),
    report: JSON.parse(readFileSync(outputs.report!, 'utf8')),
  };
}

describe("the base commit's own report", () => {
  it("the Action keeps a default-branch run's report by commit; the pull request uses it and starts no base server", async () => {
    const dir = repository();
    const main = git(dir, 'rev-parse', 'HEAD').trim();
    // Outside the work tree (a cache restored under $RUNNER_TEMP): a pull request cannot commit its own base there.
    const reports = path.join(tempDir('saved-reports-'), 'reports');
    const push = await runAction(dir, { 'reports-dir': reports });
    expect(push.code).toBe(0);
    expect(push.outputs['saved-report']).toBe(path.join(reports, `${main}.json`));
    expect(JSON.parse(readFileSync(push.outputs['saved-report']!, 'utf8'))).toMatchObject({
      commit: main,
      totals: { tools: 2 },
    });

    toPullRequest(dir);
    const pr = await runAction(dir, { base: 'main', 'reports-dir': reports });
    expect(pr.code).toBe(1);
    expect(pr.report.base).toMatchObject({
      commit: main,
      source: 'report',
      servers: [{ name: 's', source: 'report' }],
    });
    expect(pr.report.findings.map((f: { code: string; subject: string }) => [f.code, f.subject])).toEqual([
      ['GROWTH_OVER_BUDGET', 's/A'],
    ]);
    expect(pr.summary).toContain(`### Changes against ${main.slice(0, 7)} (from that commit's saved report)`);
    // A pull request's run keeps nothing: its report is not a default-branch commit's.
    expect(pr.outputs['saved-report']).toBeUndefined();
  });

  it("without the merge base's report in the directory, the base is measured instead and the run says why", async () => {
    const dir = repository();
    const reports = tempDir('saved-reports-');
    toPullRequest(dir);
    const { code, report } = await cliJson(dir, ['check', '--base', 'main', '--base-report', reports]);
    // Measured in a worktree, where dist/ is missing: the finding, not figures.
    expect(code).toBe(1);
    expect(report.base).toMatchObject({
      source: 'unmeasured',
      reportNotUsed: expect.stringContaining('no saved report of the merge base'),
    });
    expect(report.findings.map((f: { code: string }) => f.code)).toEqual(['BASE_UNMEASURED']);
    expect(existsSync(reports)).toBe(true);
    rmSync(reports, { recursive: true });
  });

  it('a report file of another commit is used as asked, and the table names the commit it really compares with', async () => {
    const dir = repository();
    const other = project({
      'spec.json': { tools: [sizedTool('A', 300), sizedTool('B', 500)] },
      'budget.json': { servers: { s: { command: process.execPath, args: [SPEC_SERVER, 'spec.json'] } } },
    });
    git(other, 'init', '-q', '-b', 'main');
    git(other, 'add', '.');
    git(other, 'commit', '-q', '--date', '2001-01-01T00:00:00Z', '-m', 'elsewhere');
    const otherCommit = git(other, 'rev-parse', 'HEAD').trim();
    const saved = path.join(tempDir('saved-reports-'), 'other-report.json');
    await cliJson(other, ['check', '--output', saved]);
    toPullRequest(dir);
    const { report } = await cliJson(dir, ['check', '--base', 'main', '--base-report', saved]);
    expect(report.base).toMatchObject({
      commit: otherCommit,
      source: 'report',
      note: expect.stringContaining(`is the report of ${otherCommit.slice(0, 7)}, not of the merge base`),
    });
    expect(report.changes.commit).toBe(otherCommit);
  });
});

describe('the generated report validator', () => {
  it('is what scripts/generate-validator.mjs makes from the committed report.schema.json', async () => {
    // @ts-expect-error: a plain .mjs build script without types
    const { reportValidatorSource } = await import('../../scripts/generate-validator.mjs');
    expect(readFileSync(path.join(ROOT, 'src', 'report', 'generated', 'report-validator.js'), 'utf8')).toBe(
      reportValidatorSource(),
    );
  });

  it('a saved base report that is not a report is a usage error naming the file and the JSON path', async () => {
    const dir = project({
      'spec.json': { tools: [] },
      'budget.json': { servers: { s: { command: process.execPath, args: [SPEC_SERVER, 'spec.json'] } } },
      'base.json': {
        schemaVersion: 1,
        ok: true,
        tokenizer: 'o200k_base',
        servers: [{ name: 1 }],
        fixtures: [],
        totals: { servers: 0, tools: 0, bytes: 0, tokens: 0 },
        findings: [],
      },
    });
    const run = await cli(dir, ['check', '--base-report', 'base.json']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      '--base-report: base.json is not an mcp-budget report (report.schema.json): /servers/0',
    );
  });
});
