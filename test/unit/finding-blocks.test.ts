// How the text report groups findings that stay one per unit and subject in the data.
import { describe, expect, it } from 'vitest';
import type { GrowthNote } from '../../src/judge/finding-facts.js';
import type { ReportedFinding as Finding } from '../../src/judge/findings.js';
import { lineFinder, placeFinder } from '../../src/budget/budget-file.js';
import { reportedFinding } from '../../src/judge/finding-render.js';
import { blockFixes, findingBlocks, joinedOwnFixes } from '../../src/report/reporters/finding-groups.js';
import { renderText } from '../../src/report/reporters/text.js';
import { report, server, tool } from './measured.js';

const breaking = (tool: string): Finding => ({
  code: 'BREAKING_CHANGE',
  severity: 'warning',
  subject: `s/${tool}`,
  message: `"${tool}" lost its "id" property`,
  fix: 'keep it compatible (add, deprecate, then remove), or release it as a major version (2.0.0)',
  path: ['breakingChanges'],
});

describe('finding blocks', () => {
  it('21 identical BREAKING_CHANGE warnings are one block, with the count, every name and no line 1 to edit', () => {
    const findings = Array.from({ length: 21 }, (_, i) => breaking(`t${i}`));
    expect(findingBlocks(findings)).toHaveLength(1);
    const text = '{\n  "servers": {}\n}\n';
    const out = renderText(
      { ...report([server('s', [tool('a')])]), ok: true, findings },
      { command: 'check', color: false, lineOf: lineFinder(text), placeOf: placeFinder(text) },
    );
    const block = out.split('\n\n')[0]!.split('\n');
    expect(block[0]).toBe('warning BREAKING_CHANGE  ×21');
    expect(block[1]).toBe('        s/t0: "t0" lost its "id" property');
    expect(block[2]).toContain('the same for 20 more: s/t1, s/t2,');
    expect(block[3]).toBe('        edit: budget.json: add breakingChanges (top level)');
    expect(block.filter((line) => line.includes('fix:'))).toHaveLength(1);
  });

  it('errors stay one block per subject, and two warnings are not a repetition', () => {
    const errors: Finding[] = ['a', 'b', 'c'].map((name) => ({
      code: 'TOOL_OVER_BUDGET',
      severity: 'error',
      subject: `s/${name}`,
      message: 'over',
      fix: 'shrink it',
    }));
    expect(findingBlocks(errors)).toHaveLength(3);
    expect(findingBlocks([breaking('a'), breaking('b')])).toHaveLength(2);
  });

  it('fixes that differ in more than their unit stay apart', () => {
    // The figures the fixes name are the findings' own (unit, actual): the joining reads them there, not in the text.
    const bytes: Finding = {
      code: 'TOOL_OVER_BUDGET',
      severity: 'error',
      subject: 's/a',
      unit: 'bytes',
      actual: 5000,
      message: 'm',
      fix: 'shorten it, or list it in oversized ("s/a": { "bytes": 5000 }) at today\'s size',
    };
    const chars: Finding = {
      code: 'DESCRIPTION_TOO_LONG',
      severity: 'error',
      subject: 's/a',
      unit: 'chars',
      actual: 3000,
      message: 'm',
      fix: 'shorten the description, or list it in oversized ("s/a": { "chars": 3000 }) at today\'s length',
    };
    expect(
      blockFixes([
        bytes,
        { ...bytes, unit: 'tokens', actual: 1200, fix: bytes.fix!.replace('"bytes": 5000', '"tokens": 1200') },
      ]),
    ).toEqual(['shorten it, or list it in oversized ("s/a": { "bytes": 5000, "tokens": 1200 }) at today\'s figures']);
    expect(blockFixes([bytes, chars])).toHaveLength(2);
  });
});

describe('a block joins the oversized entries its findings propose, from their data', () => {
  const over = (unit: 'bytes' | 'tokens', actual: number, extra: Partial<Parameters<typeof reportedFinding>[0]> = {}) =>
    ({
      code: 'TOOL_OVER_BUDGET',
      severity: 'error',
      subject: 's/a',
      limit: 10,
      actual,
      unit,
      path: ['limits', unit === 'bytes' ? 'toolBytes' : 'toolTokens'],
      args: {},
      ...extra,
    }) as Parameters<typeof reportedFinding>[0];
  const grew: GrowthNote = {
    change: { subject: 's/a', fields: [{ field: 'description', before: 100, after: 140, delta: 40 }] },
    unseen: false,
  };

  it('two units of one subject: one fix naming both, with the --config its command takes', () => {
    const findings = [
      reportedFinding(over('bytes', 2587), 'ci/budget.json'),
      reportedFinding(over('tokens', 600), 'ci/budget.json'),
    ];
    const joined =
      'shorten its description or input schema (see `npx mcp-budget explain s/a --config ci/budget.json`), or list it in oversized ("s/a": { "bytes": 2587, "tokens": 600 }) at today\'s figures in a reviewed pull request';
    expect(blockFixes(findings)).toEqual([joined]);
    expect(joinedOwnFixes(findings)).toEqual([joined]);
  });

  it('two units that grew: the growth note stays, said once', () => {
    const fixes = blockFixes([
      reportedFinding(over('bytes', 2587, { grew })),
      reportedFinding(over('tokens', 600, { grew })),
    ]);
    expect(fixes).toEqual([
      '`mcp-budget explain s/a` shows where its bytes go; shorten its description or input schema (see `npx mcp-budget explain s/a`), or list it in oversized ("s/a": { "bytes": 2587, "tokens": 600 }) at today\'s figures in a reviewed pull request',
    ]);
  });

  it('fixes that differ in substance besides the entry stay apart', () => {
    expect(
      blockFixes([reportedFinding(over('bytes', 2587, { grew })), reportedFinding(over('tokens', 600))]),
    ).toHaveLength(2);
    const other: Finding = {
      ...reportedFinding(over('tokens', 600)),
      fix: 'remove it, or list it in oversized ("s/a": { "tokens": 600 }) at today\'s size in a reviewed pull request',
    };
    expect(blockFixes([reportedFinding(over('bytes', 2587)), other])).toHaveLength(2);
  });

  it('a fix whose text reads like an entry its finding does not propose is never joined', () => {
    const quoted = (unit: string): Finding => ({
      code: 'BREAKING_CHANGE',
      severity: 'warning',
      subject: 's/a',
      message: 'm',
      fix: `keep ("s/a": { "${unit}": 1 }) at today's size`,
    });
    expect(blockFixes([quoted('bytes'), quoted('tokens')])).toEqual([
      'keep ("s/a": { "bytes": 1 }) at today\'s size',
      'keep ("s/a": { "tokens": 1 }) at today\'s size',
    ]);
  });
});
