// How the text report groups findings that stay one per unit and subject in the data.
import { describe, expect, it } from 'vitest';
import type { ReportedFinding as Finding } from '../../src/judge/findings.js';
import { lineFinder, placeFinder } from '../../src/budget/budget-file.js';
import { blockFixes, findingBlocks } from '../../src/report/reporters/finding-groups.js';
import { renderText } from '../../src/report/reporters/text.js';
import { report, server, tool } from './measured.js';

const breaking = (tool: string): Finding => ({ code: 'BREAKING_CHANGE', severity: 'warning', subject: `s/${tool}`, message: `"${tool}" lost its "id" property`, fix: 'keep it compatible (add, deprecate, then remove), or release it as a major version (2.0.0)', path: ['breakingChanges'] });

describe('finding blocks', () => {
  it('21 identical BREAKING_CHANGE warnings are one block, with the count, every name and no line 1 to edit', () => {
    const findings = Array.from({ length: 21 }, (_, i) => breaking(`t${i}`));
    expect(findingBlocks(findings)).toHaveLength(1);
    const text = '{\n  "servers": {}\n}\n';
    const out = renderText({ ...report([server('s', [tool('a')])]), ok: true, findings }, { command: 'check', color: false, lineOf: lineFinder(text), placeOf: placeFinder(text) });
    const block = out.split('\n\n')[0]!.split('\n');
    expect(block[0]).toBe('warning BREAKING_CHANGE  ×21');
    expect(block[1]).toBe('        s/t0: "t0" lost its "id" property');
    expect(block[2]).toContain('the same for 20 more: s/t1, s/t2,');
    expect(block[3]).toBe('        edit: budget.json: add breakingChanges (top level)');
    expect(block.filter((line) => line.includes('fix:'))).toHaveLength(1);
  });

  it('errors stay one block per subject, and two warnings are not a repetition', () => {
    const errors: Finding[] = ['a', 'b', 'c'].map((name) => ({ code: 'TOOL_OVER_BUDGET', severity: 'error', subject: `s/${name}`, message: 'over', fix: 'shrink it' }));
    expect(findingBlocks(errors)).toHaveLength(3);
    expect(findingBlocks([breaking('a'), breaking('b')])).toHaveLength(2);
  });

  it('fixes that differ in more than their unit stay apart', () => {
    const bytes: Finding = { code: 'TOOL_OVER_BUDGET', severity: 'error', subject: 's/a', message: 'm', fix: 'shorten it, or list it in oversized ("s/a": { "bytes": 5000 }) at today\'s size' };
    const chars: Finding = { code: 'DESCRIPTION_TOO_LONG', severity: 'error', subject: 's/a', message: 'm', fix: 'shorten the description, or list it in oversized ("s/a": { "chars": 3000 }) at today\'s length' };
    expect(blockFixes([bytes, { ...bytes, fix: bytes.fix!.replace('"bytes": 5000', '"tokens": 1200') }])).toEqual(['shorten it, or list it in oversized ("s/a": { "bytes": 5000, "tokens": 1200 }) at today\'s figures']);
    expect(blockFixes([bytes, chars])).toHaveLength(2);
  });
});
