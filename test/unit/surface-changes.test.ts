import { describe, expect, it } from 'vitest';
import { compareWithBase } from '../../src/judge/base/changes.js';
import type { ListReport, ServerReport, TextMeasure } from '../../src/measure/measurement.js';
import { report, server, tool } from './measured.js';

// The PR view's rows add up to its total: instructions, prompts and resources each have their own row and Δ.
const instructions = (bytes: number, digest: string): TextMeasure => ({
  chars: bytes,
  bytes,
  tokens: bytes / 4,
  digest,
});
const prompts = (items: Array<[string, number]>, method: ListReport['method'] = 'prompts/list'): ListReport => ({
  method,
  pages: 1,
  wireBytes: 0,
  bytes: items.reduce((sum, [, b]) => sum + b, 0),
  tokens: 0,
  items: items.map(([name, bytes]) => ({
    name,
    bytes,
    tokens: bytes / 4,
    digest: `${name}:${bytes}`,
    descriptionChars: 0,
  })),
});
const withTotals = (s: ServerReport): ServerReport => {
  const lists = [s.prompts, s.skills].flatMap((list) => (list ? [list] : []));
  const bytes =
    s.tools.reduce((sum, t) => sum + t.bytes, 0) +
    (s.instructions?.bytes ?? 0) +
    lists.reduce((sum, l) => sum + l.items.reduce((n, i) => n + i.bytes, 0), 0);
  const tokens =
    s.tools.reduce((sum, t) => sum + t.tokens, 0) +
    (s.instructions?.tokens ?? 0) +
    lists.reduce((sum, l) => sum + l.items.reduce((n, i) => n + i.tokens, 0), 0);
  return { ...s, listsMeasured: true, totals: { tools: s.tools.length, bytes, tokens } };
};

describe('instructions, prompts and resources in the change table', () => {
  it('a firecrawl-like change: +515 B of tools and +348 B of instructions are rows that add to the +863 B total', () => {
    const base = report([
      withTotals(
        server('fc', [tool('scrape', { bytes: 2000, tokens: 500, digest: 'a' })], {
          instructions: instructions(1000, 'i1'),
        }),
      ),
    ]);
    const head = report([
      withTotals(
        server('fc', [tool('scrape', { bytes: 2515, tokens: 600, digest: 'b' })], {
          instructions: instructions(1348, 'i2'),
        }),
      ),
    ]);
    const table = compareWithBase(base, head, 'main', 'measured');
    expect(table.total.deltaBytes).toBe(863);
    expect(table.subjects.map((s) => [s.subject, s.kind, s.deltaBytes])).toEqual([
      ['fc/scrape', 'grew', 515],
      ['instructions:fc', 'grew', 348],
    ]);
    expect(table.subjects.reduce((sum, s) => sum + s.deltaBytes, 0)).toBe(table.total.deltaBytes);
  });

  it('instructions changed at the same size are "changed"; each prompt has its row', () => {
    const base = report([
      withTotals(
        server('s', [], {
          instructions: instructions(10, 'x'),
          prompts: prompts([
            ['review', 300],
            ['old', 100],
          ]),
        }),
      ),
    ]);
    const head = report([
      withTotals(
        server('s', [], {
          instructions: instructions(10, 'y'),
          prompts: prompts([
            ['review', 420],
            ['fresh', 50],
          ]),
        }),
      ),
    ]);
    const table = compareWithBase(base, head, 'main', 'measured');
    expect(table.subjects.map((s) => [s.subject, s.kind, s.deltaBytes])).toEqual([
      ['prompt:s/review', 'grew', 120],
      ['prompt:s/fresh', 'new', 50],
      ['instructions:s', 'changed', 0],
      ['prompt:s/old', 'removed', -100],
    ]);
    expect(table.subjects.reduce((sum, s) => sum + s.deltaBytes, 0)).toBe(table.total.deltaBytes);
  });

  it("a base report from before prompts were measured: the head's prompts are neither new nor growth", () => {
    const old = server('s', [tool('a', { bytes: 100, tokens: 25, digest: 'a' })]);
    const head = report([
      withTotals(
        server('s', [tool('a', { bytes: 100, tokens: 25, digest: 'a' })], { prompts: prompts([['review', 300]]) }),
      ),
    ]);
    const table = compareWithBase(report([old]), head, 'main', 'report');
    expect(table.subjects.map((s) => [s.subject, s.kind])).toEqual([['s/a', 'unchanged']]);
    expect(table.total.deltaBytes).toBe(0);
    expect(table.servers[0]!.deltaBytes).toBe(0);
  });

  it("a base that measured prompts but not skills (before skills/list was walked): the head's skills are neither new nor growth", () => {
    const skills = prompts([['skill://s/review/SKILL.md', 400]], 'skills/list');
    const { skillsMeasured: _, ...before } = withTotals(server('s', [], { prompts: prompts([['review', 300]]) }));
    const head = report([
      { ...withTotals(server('s', [], { prompts: prompts([['review', 320]]), skills })), skillsMeasured: true },
    ]);
    const table = compareWithBase(report([before]), head, 'main', 'report');
    expect(table.subjects.map((s) => [s.subject, s.kind, s.deltaBytes])).toEqual([['prompt:s/review', 'grew', 20]]);
    expect(table.total.deltaBytes).toBe(20);
    // A base that looked for skills and had none: the head's skill is new, a row of its own in the total.
    const looked = compareWithBase(report([{ ...before, skillsMeasured: true }]), head, 'main', 'report');
    expect(looked.subjects.map((s) => [s.subject, s.kind, s.deltaBytes])).toEqual([
      ['skill:s/skill://s/review/SKILL.md', 'new', 400],
      ['prompt:s/review', 'grew', 20],
    ]);
    expect(looked.total.deltaBytes).toBe(420);
  });
});
