import { said } from './said.js';
import { describe, expect, it } from 'vitest';
import type { BudgetConfig, ServerConfig } from '../../src/budget/budget-config.js';
import { judgedAgainstBase, type BaseEvidence } from '../../src/judge/base/against-base.js';
import { codes, failedServer, measurement, report, server, tool } from './measured.js';
import { judge } from '../../src/judge/judge.js';

const t = (name: string, bytes: number) =>
  tool(name, { bytes, tokens: bytes / 4, digest: `${name}:${bytes}`, bodyDigest: `body:${name}:${bytes}` });
const servers = new Map<string, ServerConfig>([['s', { command: 'node', args: ['s.js'] }]]);
const config: BudgetConfig = {
  servers: Object.fromEntries(servers),
  limits: { toolBytes: 2000 },
  growth: { toolBytes: 100 },
};
const head = report([server('s', [t('a', 600), t('b', 100)])]);
const evidence = (overrides: Partial<BaseEvidence> = {}): BaseEvidence => ({
  headServers: servers,
  raises: 'allow',
  acceptGrowth: false,
  setupGiven: false,
  ...overrides,
});

describe('against-base: the run judged against its base in one pure call', () => {
  it('raises against the base budget, the Δ of every tool, growth past a gate, a removed tool as a breaking change', () => {
    const base = report([server('s', [t('a', 400), t('b', 100), t('c', 50)])]);
    const looser: BudgetConfig = { ...config, limits: { toolBytes: 2500 } };
    const { findings, sections, budgetFigures } = judgedAgainstBase(
      looser,
      head,
      [],
      evidence({
        budget: { ref: 'main', config, symlink: { base: undefined, head: undefined }, servers },
        figures: { ref: 'main', source: 'measured', report: base },
      }),
      'budget.json',
    );
    expect(codes(findings)).toEqual(['BUDGET_RAISED limits', 'GROWTH_OVER_BUDGET s/a', 'BREAKING_CHANGE s/c']);
    expect(sections.changes!.subjects.map((s) => [s.subject, s.kind, s.deltaBytes])).toEqual([
      ['s/a', 'grew', 200],
      ['s/c', 'removed', -50],
      ['s/b', 'unchanged', 0],
    ]);
    expect(sections.base).toMatchObject({ ref: 'main', source: 'measured' });
    expect(budgetFigures).toEqual(new Map());
  });

  it('accepted growth is a warning; a budget new in the change is one notice; no figures asked, no sections', () => {
    const base = report([server('s', [t('a', 400), t('b', 100)])]);
    const accepted = judgedAgainstBase(
      config,
      head,
      [],
      evidence({ acceptGrowth: true, figures: { ref: 'main', source: 'report', report: base } }),
      'budget.json',
    );
    expect(accepted.findings.map((f) => [f.code, f.severity])).toEqual([['GROWTH_OVER_BUDGET', 'warning']]);
    const fresh = judgedAgainstBase(
      config,
      head,
      [],
      evidence({ budget: { ref: 'main', config: 'new', symlink: { base: undefined, head: undefined } } }),
      'budget.json',
    );
    expect(said(fresh.findings).map((f) => [f.code, f.severity, f.message])).toEqual([
      ['BUDGET_RAISED', 'notice', 'budget.json is new in this change (not at main): every limit in it is new'],
    ]);
    expect(fresh.sections).toEqual({});
  });

  it('a base server without figures is BASE_UNMEASURED, said first, and its tools are neither new nor removed', () => {
    const base = report([failedServer('s')]);
    const { findings, sections } = judgedAgainstBase(
      config,
      head,
      [],
      evidence({ figures: { ref: 'main', source: 'measured', report: base } }),
      'budget.json',
    );
    expect(codes(findings)).toEqual(['BASE_UNMEASURED s']);
    expect(findings[0]!.severity).toBe('error');
    expect(sections.changes!.subjects.filter((s) => s.kind === 'new' || s.kind === 'removed')).toEqual([]);
  });
});

describe('against-base: a renamed tool takes its oversized entry with it', () => {
  const renamedConfig: BudgetConfig = {
    servers: Object.fromEntries(servers),
    limits: { toolBytes: 500 },
    oversized: { 's/find': { bytes: 900 } },
  };
  const same = (name: string, bytes: number) =>
    tool(name, { bytes, tokens: bytes / 4, digest: `${name}:${bytes}`, bodyDigest: 'body:find' });
  const base = report([server('s', [same('find', 900), t('a', 100)])]);
  // The whole verdict (judge.ts): the budget's own findings, then judged against the base, sorted by severity.
  const against = (seek: number) =>
    judge(
      renamedConfig,
      measurement([server('s', [same('seek', seek), t('a', 100)])]),
      'budget.json',
      evidence({
        budget: { ref: 'main', config: renamedConfig, symlink: { base: undefined, head: undefined }, servers },
        figures: { ref: 'main', source: 'measured', report: base },
      }),
    ).report.findings;

  it('one finding naming the entry to rename, not TOOL_OVER_BUDGET on the new name and OVERSIZED_OBSOLETE on the old', () => {
    const findings = against(900);
    expect(findings.map((f) => [f.code, f.subject, f.severity])).toEqual([
      ['OVERSIZED_RENAMED', 's/seek', 'error'],
      ['BREAKING_CHANGE', 's/find', 'warning'],
    ]);
    const [renamed] = findings;
    expect(renamed!.path).toEqual(['oversized', 's/find']);
    expect(renamed!.message).toBe(
      'tool s/find was renamed to s/seek (the same definition apart from the name): its oversized entry follows it and holds it (900 bytes), but budget.json still names the old tool',
    );
    expect(renamed!.fix).toBe(
      'rename the key oversized["s/find"] to "s/seek" in budget.json, numbers unchanged (moved with the same numbers it is no raise)',
    );
  });

  it('the followed entry still holds: the renamed tool grown past it is OVERSIZED_GREW at the entry', () => {
    const findings = against(950);
    expect(findings.map((f) => [f.code, f.subject, f.actual, f.path])).toEqual([
      ['OVERSIZED_RENAMED', 's/seek', undefined, ['oversized', 's/find']],
      ['OVERSIZED_GREW', 's/seek', 950, ['oversized', 's/find', 'bytes']],
      ['BREAKING_CHANGE', 's/find', undefined, ['breakingChanges']],
    ]);
  });
});
