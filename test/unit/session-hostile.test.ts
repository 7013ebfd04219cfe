// A pull request writes budget.json: a host's model (hosts[].model) and a session's name are its text, and a price's
// source and model reach every summary. None may move a terminal, mention anyone, load an image, break a table row
// or typeset math in markdown.
import { describe, expect, it } from 'vitest';
import type { SessionReport } from '../../src/measure/sessions/session-turns.js';
import { renderMarkdown } from '../../src/report/reporters/markdown.js';
import { renderSession } from '../../src/report/reporters/sessions.js';
import { renderText } from '../../src/report/reporters/text.js';
import { report, server } from './measured.js';
import { budgetRaises } from '../../src/judge/base/budget-raises.js';
import { reportedFinding } from '../../src/judge/finding-render.js';
import { renderGithub } from '../../src/report/reporters/github.js';
import { renderSarif } from '../../src/report/reporters/sarif.js';

const HOSTILE = '@octocat ![x](https://e.example/p.png) $\\color{red}x$ | cell\u001b[2J\u202e\n::error::boom';
const session: SessionReport = {
  name: `look ${HOSTILE}`,
  steps: ['find'],
  servers: ['notes'],
  hosts: [
    {
      host: 'claude-code',
      turns: [{ tokens: 23, definitions: 23, results: 0, after: 'start', cache: { read: 0, write: 23, input: 0 } }],
      total: 23,
      cache: { read: 0, write: 23, input: 0 },
      price: { model: `m ${HOSTILE}`, none: `no source read states a price for m ${HOSTILE}` },
    },
    {
      host: 'gemini-cli',
      turns: [{ tokens: 23, definitions: 23, results: 0, after: 'start', cache: { read: 0, write: 0, input: 23 } }],
      total: 23,
      cache: { read: 0, write: 0, input: 23 },
      price: { model: `g ${HOSTILE}`, usd: { input: 1, write: 0, read: 0, total: 1 }, source: `s ${HOSTILE}` },
    },
  ],
};
const withSession = () => ({ ...report([server('notes', [])]), sessions: [session] });

describe("hostile budget.json text in the sessions' tables", () => {
  it('markdown: no mention, image, math, table break, control or line of a workflow command', () => {
    const markdown = renderMarkdown(withSession(), { command: 'check', color: false });
    const part = markdown.slice(markdown.indexOf('#### Sessions'));
    expect(part).not.toMatch(/(^|[^\\])@octocat/);
    expect(part).not.toMatch(/(^|[^\\])!\\?\[x/);
    expect(part).not.toMatch(/(^|[^\\])\$\\\\color/);
    expect(part).not.toMatch(/[\u001b\u202e]/);
    expect(part.split('\n').some((line) => /^\s*::error/.test(line))).toBe(false);
    // Every row of the table has its 7 cells: no server or budget text closed one.
    expect(part).toContain('look @&#8203;octocat \\!\\[x\\]');
    const rows = part.split('\n').filter((line) => line.startsWith('| '));
    for (const row of rows) expect(row.split(/(?<!\\)\|/).length - 2).toBe(7);
  });

  it('text and explain session: no control character, no line that starts a workflow command', () => {
    const text = [renderText(withSession(), { command: 'check', color: false }), renderSession(session)].join('\n');
    expect(text).not.toMatch(/[\u001b\u202e]/);
    expect(text.split(/\r\n|\r|\n/).some((line) => /^\s*::/.test(line))).toBe(false);
  });
});

describe("a pull request's model for a host (hosts[].model) in BUDGET_RAISED", () => {
  const base = { hosts: ['codex'], hostModels: { codex: 'gpt-5' } };
  const head = { hosts: ['codex'], hostModels: { codex: `gpt ${HOSTILE}` } };
  const raisedReport = () => ({
    ...report([server('notes', [])]),
    findings: budgetRaises(base, head, 'fail').map((finding) => reportedFinding(finding)),
  });

  it('is named as a raise, old → new, and its text is inert in markdown, annotations, SARIF and text', () => {
    const findings = raisedReport().findings;
    expect(findings.map((f) => [f.code, f.severity])).toEqual([['BUDGET_RAISED', 'error']]);
    const options = { command: 'check' as const, color: false };
    const markdown = renderMarkdown(raisedReport(), options);
    expect(markdown).not.toMatch(/(^|[^\\])@octocat/);
    expect(markdown).not.toMatch(/(^|[^\\])!\\?\[x/);
    expect(markdown).not.toMatch(/(^|[^\\])\$\\\\color/);
    expect(markdown).not.toMatch(/[\u001b\u202e]/);
    const github = renderGithub(raisedReport(), options);
    // One annotation: the hostile newline did not start a line of its own (a second workflow command).
    expect(github.split('\n').filter((line) => /^\s*::/.test(line))).toHaveLength(1);
    expect(github).not.toMatch(/[\u001b\u202e]/);
    const sarif = renderSarif(raisedReport(), options);
    expect(sarif).not.toMatch(/[\u001b\u202e]/);
    const text = renderText(raisedReport(), options);
    expect(text).not.toMatch(/[\u001b\u202e]/);
    expect(text.split(/\r\n|\r|\n/).some((line) => /^\s*::/.test(line))).toBe(false);
  });
});
