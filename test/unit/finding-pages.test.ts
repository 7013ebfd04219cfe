// Every place that shows a finding code links its page: SARIF rules (helpUri), the job summary, and
// `mcp-budget explain <CODE>`; the page is docs/findings/<CODE>.md at the release tag of this version.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/cli-run.js';
import { FINDING_CATALOG } from '../../src/judge/finding-catalog.js';
import { FINDING_CODES, type ReportedFinding as Finding } from '../../src/judge/findings.js';
import { findingPageUrl } from '../../src/report/finding-pages.js';
import { renderMarkdown } from '../../src/report/reporters/markdown.js';
import { renderSarif } from '../../src/report/reporters/sarif.js';
import { report } from './measured.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const page = (code: string) => `https://github.com/mcp-budget/mcp-budget/blob/v${pkg.version}/docs/findings/${code}.md`;

const over: Finding = {
  code: 'TOOL_OVER_BUDGET',
  severity: 'error',
  subject: 's/big',
  limit: 100,
  actual: 200,
  unit: 'bytes',
  message: 'tool definition is 200 > 100 (+100) bytes',
  fix: 'shorten it',
  path: ['limits', 'toolBytes'],
};
const noisy: Finding = {
  code: 'STDOUT_NOISE',
  severity: 'warning',
  subject: 's',
  message: 'printed 2 line(s) on stdout',
  fix: 'log to stderr',
};

describe('the page of a finding code', () => {
  it('is docs/findings/<CODE>.md of the repository package.json names, at the tag of this version', () => {
    expect(pkg.repository.url).toBe('git+https://github.com/mcp-budget/mcp-budget.git');
    for (const code of FINDING_CODES) {
      expect(findingPageUrl(code)).toBe(page(code));
      expect(existsSync(path.join(ROOT, 'docs', 'findings', `${code}.md`)), code).toBe(true);
    }
  });

  it('every SARIF rule links its own page, in helpUri and in its help text', () => {
    const rules = JSON.parse(
      renderSarif({ ...report([]), ok: false, findings: [over] }, { command: 'check', color: false }),
    ).runs[0].tool.driver.rules as Array<{ id: string; helpUri: string; help: { markdown: string } }>;
    expect(rules.map((rule) => rule.id)).toEqual(FINDING_CODES);
    for (const rule of rules) {
      expect(rule.helpUri).toBe(page(rule.id));
      expect(rule.help.markdown).toContain(`](${page(rule.id)})`);
    }
  });

  it('the job summary links the page of each code it lists', () => {
    const markdown = renderMarkdown(
      { ...report([]), ok: false, findings: [over, noisy] },
      { command: 'check', color: false },
    );
    expect(markdown).toContain(`- **TOOL_OVER_BUDGET** s/big:`);
    expect(markdown).toContain(`](${page('TOOL_OVER_BUDGET')})`);
    expect(markdown).toContain(`](${page('STDOUT_NOISE')})`);
  });

  it('`explain <CODE>` says what the code means and what to do, and links its page, with no budget and no server', async () => {
    let stdout = '';
    const io = { stdout: { write: (text: string) => (stdout += text) }, stderr: { write: () => true } };
    const code = await runCli({
      argv: ['explain', 'OVERSIZED_GREW', '--config', 'no-such-budget.json'],
      env: {},
      cwd: ROOT,
      ...io,
    });
    expect(code).toBe(0);
    expect(stdout).toContain('OVERSIZED_GREW (error)');
    expect(stdout).toContain(FINDING_CATALOG.OVERSIZED_GREW.meaning);
    expect(stdout).toContain(FINDING_CATALOG.OVERSIZED_GREW.action);
    expect(stdout).toContain(page('OVERSIZED_GREW'));
    stdout = '';
    expect(await runCli({ argv: ['explain', 'STDOUT_NOISE', '--json'], env: {}, cwd: ROOT, ...io })).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      code: 'STDOUT_NOISE',
      severity: 'warning',
      meaning: FINDING_CATALOG.STDOUT_NOISE.meaning,
      action: FINDING_CATALOG.STDOUT_NOISE.action,
      page: page('STDOUT_NOISE'),
    });
  });
});
