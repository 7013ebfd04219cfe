import { said } from './said.js';
import { describe, expect, it } from 'vitest';
import { compareWithBase, growthFindings } from '../../src/judge/base/changes.js';
import { withWhereItGrew } from '../../src/judge/base/field-delta.js';
import { failedServer, figures, fixture, page, report, server, tool } from './measured.js';

const t = (name: string, bytes: number, extra: Record<string, unknown> = {}) =>
  tool(name, { bytes, tokens: bytes / 4, digest: `${name}:${bytes}`, bodyDigest: `body:${bytes}`, ...extra });
const row = (change: { subject: string; kind: string; deltaBytes: number; renamedFrom?: string }) => [
  change.subject,
  change.kind,
  change.deltaBytes,
  ...(change.renamedFrom ? [change.renamedFrom] : []),
];

describe('changes: every tool and fixture result against the base', () => {
  const base = report(
    [server('s', [t('grow', 400), t('shrink', 800), t('same', 100), t('edit', 200), t('gone', 300), t('find', 900)])],
    [fixture('read', 's', [page(1000, 250), page(1200, 300)])],
  );
  const head = report(
    [
      server('s', [
        t('grow', 600),
        t('shrink', 700),
        t('same', 100),
        t('edit', 200, { digest: 'edited' }),
        t('new', 50, { bodyDigest: 'fresh' }),
        t('seek', 900),
      ]),
    ],
    [fixture('read', 's', [page(1500, 380)])],
  );

  it('grew, shrank, new, removed, renamed, changed at the same size, unchanged last', () => {
    const table = compareWithBase(base, head, 'main', 'measured', { commit: 'abc' });
    expect(table.subjects.map(row)).toEqual([
      ['fixture:read', 'grew', 300],
      ['s/grow', 'grew', 200],
      ['s/new', 'new', 50],
      ['s/edit', 'changed', 0],
      ['s/seek', 'renamed', 0, 's/find'],
      ['s/shrink', 'shrank', -100],
      ['s/gone', 'removed', -300],
      ['s/same', 'unchanged', 0],
    ]);
    expect(table.servers).toEqual([
      {
        name: 's',
        before: { bytes: 2700, tokens: 675 },
        after: { bytes: 2550, tokens: 637.5 },
        deltaBytes: -150,
        deltaTokens: -37.5,
        percent: (-150 / 2700) * 100,
      },
    ]);
    expect({ ref: table.ref, commit: table.commit, source: table.source }).toEqual({
      ref: 'main',
      commit: 'abc',
      source: 'measured',
    });
  });

  it('a server unmeasured at the base or failed at the head is left out, never new or removed', () => {
    const table = compareWithBase(
      report([server('a', [t('x', 100)]), failedServer('b')]),
      report([failedServer('a'), server('b', [t('y', 100)])]),
      'main',
      'report',
      { unmeasured: ['b'] },
    );
    expect({
      subjects: table.subjects,
      unmeasured: table.unmeasured,
      failedAtHead: table.failedAtHead,
      total: table.total,
    }).toEqual({
      subjects: [],
      unmeasured: ['b'],
      failedAtHead: ['a'],
      total: { before: { bytes: 0, tokens: 0 }, after: { bytes: 0, tokens: 0 }, deltaBytes: 0, deltaTokens: 0 },
    });
  });

  it('growth gates: per tool in percent and bytes, in total; accepted in review they are warnings', () => {
    const table = compareWithBase(base, head, 'main', 'measured');
    const config = { growth: { toolPercent: 25, toolBytes: 150, totalTokens: 10 } };
    expect(figures(said(growthFindings(config, table, false)))).toEqual([
      {
        code: 'GROWTH_OVER_BUDGET',
        subject: 's/grow',
        severity: 'error',
        limit: 25,
        actual: 50,
        path: ['growth', 'toolPercent'],
      },
      {
        code: 'GROWTH_OVER_BUDGET',
        subject: 's/grow',
        severity: 'error',
        limit: 150,
        actual: 200,
        unit: 'bytes',
        path: ['growth', 'toolBytes'],
      },
    ]);
    const grown = compareWithBase(
      report([server('s', [t('a', 100)])]),
      report([server('s', [t('a', 100), t('b', 100)])]),
      'main',
      'measured',
    );
    expect(figures(said(growthFindings(config, grown, true)))).toEqual([
      {
        code: 'GROWTH_OVER_BUDGET',
        subject: 'total',
        severity: 'warning',
        limit: 10,
        actual: 25,
        unit: 'tokens',
        path: ['growth', 'totalTokens'],
      },
    ]);
    expect(said(growthFindings({}, table, false))).toEqual([]);
  });

  it('the total gate names what the total holds: prompts and resources too, where a server lists them', () => {
    const grown = (subject: string) => ({
      ref: 'main',
      source: 'measured' as const,
      servers: [],
      subjects: [
        {
          subject,
          kind: 'grew' as const,
          before: { bytes: 100, tokens: 25 },
          after: { bytes: 300, tokens: 75 },
          deltaBytes: 200,
          deltaTokens: 50,
        },
      ],
      total: {
        before: { bytes: 100, tokens: 25 },
        after: { bytes: 300, tokens: 75 },
        deltaBytes: 200,
        deltaTokens: 50,
      },
    });
    const config = { growth: { totalBytes: 10 } };
    expect(said(growthFindings(config, grown('prompt:s/review'), false))[0]!.message).toMatch(
      /^all definitions a host loads \(tools, instructions, prompts, resources\) grew 100 → 300 bytes/,
    );
    expect(said(growthFindings(config, grown('s/a'), false))[0]!.message).toMatch(
      /^all tool definitions and instructions grew 100 → 300 bytes/,
    );
  });
});

describe('changes: growth no host sends its model, without `hosts` in budget.json', () => {
  // The shape of modelcontextprotocol/servers c2ee97e7 and notion-mcp-server 8358ff0: annotations added to an
  // oversized tool, nothing else changed. No host views (no `hosts`): every shipped host profile is asked.
  const fields = { name: 16, description: 700, inputSchema: 300 };
  const base = report([server('s', [t('big', 1017, { fields }), t('said', 1017, { fields })])]);
  const head = report([
    server('s', [
      t('big', 1121, { fields: { ...fields, annotations: 104 } }),
      t('said', 1121, { fields: { ...fields, description: 804 } }),
    ]),
  ]);

  it('annotations alone: no shipped host profile sends the growth; a grown description is sent', () => {
    const table = compareWithBase(base, head, 'main', 'measured');
    const change = (subject: string) => table.subjects.find((c) => c.subject === subject)!;
    expect(change('s/big')).toMatchObject({
      kind: 'grew',
      deltaBytes: 104,
      sentByNoHost: true,
      askedEveryProfile: true,
    });
    expect(change('s/big').hosts).toBeUndefined();
    expect(change('s/said')).toMatchObject({ kind: 'grew', deltaBytes: 104 });
    expect(change('s/said').sentByNoHost).toBeUndefined();
  });

  it('the hosts budget.json names are the ones asked when a side has no host view', () => {
    const table = compareWithBase(base, head, 'main', 'report', { hosts: ['claude-code'] });
    const big = table.subjects.find((c) => c.subject === 's/big')!;
    expect(big.sentByNoHost).toBe(true);
    expect(big.askedEveryProfile).toBeUndefined();
  });

  it('members a report could not name, or a base without member bytes, make no claim', () => {
    const other = compareWithBase(
      base,
      report([server('s', [t('big', 1121, { fields: { ...fields, '(other members)': 104 } })])]),
      'main',
      'measured',
    );
    expect(other.subjects.find((c) => c.subject === 's/big')!.sentByNoHost).toBeUndefined();
    const bare = compareWithBase(report([server('s', [t('big', 1017)])]), head, 'main', 'measured');
    expect(bare.subjects.find((c) => c.subject === 's/big')!.sentByNoHost).toBeUndefined();
  });

  it('OVERSIZED_GREW on such growth is a warning that says every shipped profile was asked; a grown description still fails', () => {
    const table = compareWithBase(base, head, 'main', 'measured');
    const findings = withWhereItGrew(
      [
        {
          code: 'OVERSIZED_GREW',
          severity: 'error',
          subject: 's/big',
          limit: 1017,
          actual: 1121,
          unit: 'bytes',
          args: { what: { kind: 'tool', key: 's/big' } },
        },
        {
          code: 'OVERSIZED_GREW',
          severity: 'error',
          subject: 's/said',
          limit: 1017,
          actual: 1121,
          unit: 'bytes',
          args: { what: { kind: 'tool', key: 's/said' } },
        },
      ],
      table,
    );
    const [big, grown] = said(findings);
    expect([big!.severity, grown!.severity]).toEqual(['warning', 'error']);
    expect(big!.message).toContain(
      'in annotations +104 B; no shipped host profile sends this growth to its model (no `hosts` in budget.json: every profile asked): reported, not failing',
    );
    expect(grown!.message).toContain('in description +104 B');
    expect(grown!.message).not.toContain('no shipped host');
  });
});
