import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FINDING_CATALOG } from '../../src/judge/finding-catalog.js';
import * as words from '../../src/judge/finding-words.js';

/**
 * Findings are data; their words live in one module beside the catalog. Judging writes no sentence: no judge file
 * but the words module and the catalog carries a `message:` or `fix:` property or imports the number formatting.
 */
const JUDGE = path.resolve(import.meta.dirname, '..', '..', 'src', 'judge');
/** The words module (its declarations and their rendering) and the catalog. */
const WORDS_FILES = new Set(['finding-words.ts', 'finding-render.ts', 'finding-catalog.ts']);

function judgeFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(JUDGE, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && file.endsWith('.ts'))
      files.set(path.relative(JUDGE, file).split(path.sep).join('/'), fs.readFileSync(file, 'utf8'));
  }
  return files;
}

describe('the findings words', () => {
  it('no judge file but the words module and the catalog writes a message or a fix, or imports text/format', () => {
    const prose: string[] = [];
    for (const [file, text] of judgeFiles()) {
      if (WORDS_FILES.has(file)) continue;
      const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
      code.split('\n').forEach((line, i) => {
        // A property with a value; the report's type (`message: string;`) declares the contract, it writes nothing.
        if (/(?:^|[\s{,(])(message|fix)\s*:/.test(line) && !/^\s*(message|fix)\??: string;/.test(line))
          prose.push(`${file}:${i + 1}: ${line.trim().slice(0, 100)}`);
      });
      if (/from\s+'(?:\.\.\/)+text\/format\.js'/.test(code)) prose.push(`${file}: imports text/format.js`);
    }
    expect(prose).toEqual([]);
  });

  it('every catalog code has words, and the words name no code the catalog lacks', () => {
    const FINDING_WORDS = (words as Record<string, unknown>).FINDING_WORDS as Record<string, unknown> | undefined;
    expect(FINDING_WORDS, 'finding-words.ts exports FINDING_WORDS').toBeDefined();
    const said = Object.keys(FINDING_WORDS ?? {});
    expect(Object.keys(FINDING_CATALOG).filter((code) => !said.includes(code))).toEqual([]);
    expect(said.filter((code) => !(code in FINDING_CATALOG))).toEqual([]);
  });
});

describe('the oversized entry a fix proposes', () => {
  it('is the words of every code whose fix lists an entry, and proposedEntry names exactly those codes', () => {
    const { FINDING_WORDS, oversizedEntry, proposedEntry } = words;
    const listing: string[] = [];
    for (const [code, said] of Object.entries(FINDING_WORDS) as Array<
      [keyof typeof FINDING_WORDS, { fix?: (args: never, f: object) => string | undefined }]
    >) {
      const facts = { code, severity: 'error' as const, subject: 's/a', limit: 10, actual: 20, unit: 'bytes' as const };
      let fix: string | undefined;
      try {
        fix = said.fix?.({} as never, facts);
      } catch {
        continue; // a fix that needs arguments of its own proposes no entry from the facts alone
      }
      const entry = proposedEntry(facts);
      if (fix?.includes('list it in oversized (')) listing.push(code);
      if (entry) expect(fix, code).toContain(`list it in oversized ${oversizedEntry('s/a', [entry])} `);
    }
    expect(listing.sort()).toEqual([
      'DESCRIPTION_TOO_LONG',
      'PROMPT_OVER_BUDGET',
      'RESOURCE_OVER_BUDGET',
      'SKILL_OVER_BUDGET',
      'TOOL_OVER_BUDGET',
    ]);
    expect(
      listing.filter((code) => !proposedEntry({ code: code as keyof typeof FINDING_WORDS, unit: 'bytes', actual: 1 })),
    ).toEqual([]);
  });

  it("says one unit at today's size (a description's at today's length) and several at today's figures", () => {
    expect(words.oversizedEntry('s/t', [{ unit: 'bytes', figure: 2587 }])).toBe(
      '("s/t": { "bytes": 2587 }) at today\'s size',
    );
    expect(words.oversizedEntry('s/t', [{ unit: 'chars', figure: 1200 }])).toBe(
      '("s/t": { "chars": 1200 }) at today\'s length',
    );
    expect(
      words.oversizedEntry('s/t', [
        { unit: 'bytes', figure: 2587 },
        { unit: 'tokens', figure: 600 },
      ]),
    ).toBe('("s/t": { "bytes": 2587, "tokens": 600 }) at today\'s figures');
  });
});

describe('a block of one subject says its measured fix once', () => {
  it('bytes, tokens and chars over, one measured change: the unit fixes once each, the measured change once, every shortfall in it', async () => {
    const { reportedFinding } = await import('../../src/judge/finding-render.js');
    const { blockFixes } = await import('../../src/report/reporters/finding-groups.js');
    const measured = { change: 'drop "$schema"', saves: { bytes: 40, tokens: 12 } };
    const facts = { severity: 'error' as const, subject: 's/a', path: ['limits', 'toolBytes'] };
    const block = [
      reportedFinding({
        code: 'TOOL_OVER_BUDGET',
        ...facts,
        limit: 100,
        actual: 300,
        unit: 'bytes',
        args: {},
        measured: { ...measured, shortBy: { amount: 200, unit: 'bytes' } },
      }),
      reportedFinding({
        code: 'TOOL_OVER_BUDGET',
        ...facts,
        limit: 50,
        actual: 80,
        unit: 'tokens',
        args: {},
        measured: { ...measured, shortBy: { amount: 30, unit: 'tokens' } },
      }),
      reportedFinding({
        code: 'DESCRIPTION_TOO_LONG',
        ...facts,
        limit: 10,
        actual: 20,
        unit: 'chars',
        args: {},
        measured,
      }),
    ];
    const fixes = blockFixes(block);
    expect(fixes.filter((fix) => fix.includes('measured:'))).toHaveLength(1);
    expect(fixes).toEqual([
      'shorten its description or input schema (see `npx mcp-budget explain s/a`), or list it in oversized ("s/a": { "bytes": 300, "tokens": 80 }) at today\'s figures in a reviewed pull request',
      'shorten the description (move detail into parameter descriptions or the docs), or list it in oversized ("s/a": { "chars": 20 }) at today\'s length in a reviewed pull request',
      'measured: drop "$schema" saves 12 tokens, 40 bytes, not enough on its own: 200 bytes and 30 tokens over (npx mcp-budget suggest s/a)',
    ]);
  });
});

describe('a finding with nothing to fix has no fix line', () => {
  it('BASE_UNMEASURED for a budget.json new in the change says there is nothing to do, in its message, and gives no fix', async () => {
    const { reportedFinding } = await import('../../src/judge/finding-render.js');
    const said = reportedFinding({
      code: 'BASE_UNMEASURED',
      severity: 'warning',
      subject: 'base',
      args: {
        what: { kind: 'base' },
        at: 'main at 0123456',
        reason: 'no budget at the merge base',
        gates: [],
        advice: { kind: 'new-budget', configFile: 'budget.json' },
        acceptable: false,
      },
    });
    expect(said.fix).toBeUndefined();
    expect(said.message).toBe(
      'the base (main at 0123456) could not be measured: no budget at the merge base. Its tools are not compared with the base (none is shown as new, removed or grown). Nothing to do: budget.json is new in this change, so the base has no budget to measure; growth is judged from the next pull request',
    );
  });
});
