import { said } from './said.js';
import { describe, expect, it } from 'vitest';
import type { ChangeTable, SubjectChange } from '../../src/judge/base/change-table.js';
import {
  fieldDeltas,
  hostDeltas,
  sentByNoHost,
  whereItGrew,
  withWhereItGrew,
} from '../../src/judge/base/field-delta.js';
import type { Finding } from '../../src/judge/findings.js';
import { hostView, report, server, tool } from './measured.js';

const perTool = (name: string, bytes: number) => ({
  name,
  hostName: name,
  bytes,
  tokens: bytes / 4,
  descriptionCut: false,
});

describe('field-delta: which part of a definition changed, and who sees it', () => {
  it('members that changed size, largest first; unchanged members left out', () => {
    expect(
      fieldDeltas(
        { description: 100, inputSchema: 300, title: 10 },
        { description: 140, inputSchema: 180, annotations: 40, title: 10 },
      ),
    ).toEqual([
      { field: 'inputSchema', before: 300, after: 180, delta: -120 },
      { field: 'annotations', before: 0, after: 40, delta: 40 },
      { field: 'description', before: 100, after: 140, delta: 40 },
    ]);
    expect(fieldDeltas(undefined, { description: 1 })).toEqual([]);
  });

  it('per host on both sides: the Δ as each host sends it; no host views, no claim', () => {
    const base = report([
      server('s', [tool('a')], {
        hosts: [hostView('cursor', [perTool('a', 100)]), hostView('codex', [perTool('a', 100)])],
      }),
    ]);
    const head = report([
      server('s', [tool('a')], {
        hosts: [
          hostView('cursor', [perTool('a', 160)]),
          hostView('codex', [perTool('a', 100)]),
          hostView('claude-code', [perTool('a', 1)]),
        ],
      }),
    ]);
    expect(hostDeltas(base, head, 's', 'a', 'a')).toEqual([
      { host: 'cursor', deltaBytes: 60, deltaTokens: 15 },
      { host: 'codex', deltaBytes: 0, deltaTokens: 0 },
    ]);
    expect(hostDeltas(report([server('s', [tool('a')])]), head, 's', 'a', 'a')).toBeUndefined();
    expect(sentByNoHost(40, [{ host: 'codex', deltaBytes: 0, deltaTokens: 0 }])).toBe(true);
    expect(sentByNoHost(40, undefined)).toBe(false);
    expect(sentByNoHost(0, [])).toBe(false);
  });

  it('a growth finding on a tool says where it grew and points at explain', () => {
    const change: SubjectChange = {
      subject: 's/a',
      kind: 'grew',
      deltaBytes: 160,
      deltaTokens: 40,
      fields: [
        { field: 'description', before: 100, after: 140, delta: 40 },
        { field: 'annotations', before: 0, after: 120, delta: 120 },
      ],
      hosts: [{ host: 'cursor', deltaBytes: 40, deltaTokens: 10 }],
    };
    expect(whereItGrew(change)).toBe('; in description +40 B, annotations +120 B; as hosts send it: cursor +40 B');
    expect(whereItGrew({ ...change, fields: [], sentByNoHost: true })).toBe(
      '; no host in hosts sends this growth to its model',
    );
    const table = { subjects: [change] } as unknown as ChangeTable;
    const findings: Finding[] = [
      { code: 'TOOL_OVER_BUDGET', severity: 'error', subject: 's/a', limit: 100, actual: 260, unit: 'bytes', args: {} },
      { code: 'STDOUT_NOISE', severity: 'warning', subject: 's/a', args: { lines: 1, first: ['noise'] } },
    ];
    const [over, noise] = said(findings);
    expect(said(withWhereItGrew(findings, table)).map((f) => [f.message, f.fix])).toEqual([
      [
        `${over!.message}; in description +40 B, annotations +120 B; as hosts send it: cursor +40 B`,
        `\`mcp-budget explain s/a\` shows where its bytes go; ${over!.fix}`,
      ],
      [noise!.message, noise!.fix],
    ]);
  });

  it('a growth gate that carries its change says where it grew once, and points at explain once', () => {
    const change: SubjectChange = {
      subject: 's/a',
      kind: 'grew',
      deltaBytes: 361,
      deltaTokens: 90,
      before: { bytes: 500, tokens: 125 },
      after: { bytes: 861, tokens: 215 },
      fields: [
        { field: 'description', before: 100, after: 384, delta: 284 },
        { field: 'inputSchema', before: 300, after: 377, delta: 77 },
      ],
    };
    const findings: Finding[] = [
      {
        code: 'GROWTH_OVER_BUDGET',
        severity: 'error',
        subject: 's/a',
        limit: 25,
        actual: 72,
        path: ['growth', 'toolPercent'],
        args: { of: 'tool', beforeBytes: 500, afterBytes: 861, ref: 'main', accepted: false, change },
      },
    ];
    const [gate] = said(withWhereItGrew(findings, { subjects: [change] } as unknown as ChangeTable));
    expect(gate!.message).toBe(
      'tool s/a grew 500 → 861 bytes against main: 72% > 25%; in description +284 B, inputSchema +77 B',
    );
    expect(gate!.fix!.split('shows where its bytes go').length).toBe(2);
  });

  it('with hosts declared, growth no declared host sends its model (annotations) is reported but does not fail; without hosts, raw bytes rule', () => {
    const annotations: SubjectChange = {
      subject: 's/big',
      kind: 'grew',
      deltaBytes: 120,
      deltaTokens: 30,
      fields: [{ field: 'annotations', before: 0, after: 120, delta: 120 }],
      hosts: [{ host: 'claude-code', deltaBytes: 0, deltaTokens: 0 }],
      sentByNoHost: true,
    };
    const findings: Finding[] = [
      {
        code: 'OVERSIZED_GREW',
        severity: 'error',
        subject: 's/big',
        limit: 100,
        actual: 220,
        unit: 'bytes',
        args: { what: { kind: 'tool', key: 's/big' } },
      },
      {
        code: 'GROWTH_OVER_BUDGET',
        severity: 'error',
        subject: 's/big',
        limit: 10,
        actual: 120,
        unit: 'bytes',
        args: { of: 'tool', beforeBytes: 100, afterBytes: 220, ref: 'main', accepted: false },
      },
      {
        code: 'TOOL_OVER_BUDGET',
        severity: 'error',
        subject: 's/big',
        limit: 100,
        actual: 220,
        unit: 'bytes',
        args: {},
      },
    ];
    const judged = said(withWhereItGrew(findings, { subjects: [annotations] } as unknown as ChangeTable));
    expect(judged.map((f) => [f.code, f.severity])).toEqual([
      ['OVERSIZED_GREW', 'warning'],
      ['GROWTH_OVER_BUDGET', 'warning'],
      ['TOOL_OVER_BUDGET', 'error'],
    ]);
    expect(judged[0]!.message).toContain('no host in hosts sends this growth to its model: reported, not failing');
    // Without hosts there is no host view: the raw bytes stay the rule.
    const raw = said(
      withWhereItGrew(findings, {
        subjects: [{ ...annotations, hosts: undefined, sentByNoHost: undefined }],
      } as unknown as ChangeTable),
    );
    expect(raw.map((f) => f.severity)).toEqual(['error', 'error', 'error']);
  });
});
