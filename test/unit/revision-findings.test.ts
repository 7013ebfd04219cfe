import { said } from './said.js';
import { describe, expect, it } from 'vitest';
import { midSessionFindings, revisionFindings } from '../../src/judge/revision-findings.js';
import type { ServerReport } from '../../src/measure/measurement.js';
import { figures, server } from './measured.js';

const revision = (
  overrides: Partial<NonNullable<ServerReport['revision']>>,
): NonNullable<ServerReport['revision']> => ({
  cacheHints: [],
  resultTypeMissing: [],
  credentials: false,
  ...overrides,
});

describe('revision-findings: what revision 2026-07-28 asks of a server, from its answers', () => {
  it('results without resultType, and cache hints missing or invalid', () => {
    const s = server('s', [], {
      revision: revision({
        resultTypeMissing: ['tools/list'],
        cacheHints: [
          { method: 'server/discover', ttlMs: 1000, cacheScope: 'public' },
          { method: 'tools/list', ttlMs: -1, cacheScope: 'private' },
        ],
      }),
    });
    expect(figures(said(revisionFindings(s)))).toEqual([
      { code: 'RESULT_TYPE_MISSING', subject: 's', severity: 'error' },
      { code: 'CACHE_HINTS_MISSING', subject: 's', severity: 'error' },
    ]);
    expect(said(revisionFindings(s))[1]!.message).toContain('1 of 1 tools/list answer(s) lack a valid ttlMs');
  });

  it('ttlMs 0 on tools/list, and a public scope on an answer to credentials', () => {
    const s = server('s', [], {
      revision: revision({ credentials: true, cacheHints: [{ method: 'tools/list', ttlMs: 0, cacheScope: 'public' }] }),
    });
    expect(said(revisionFindings(s)).map((f) => `${f.code} ${f.severity}`)).toEqual([
      'CACHE_TTL_ZERO warning',
      'CACHE_SCOPE_PUBLIC_WITH_CREDENTIALS warning',
    ]);
  });

  it('a dual-era server whose faces differ; a parity that could not be had says nothing', () => {
    const differs = server('s', [], {
      parity: {
        era: 'legacy',
        instructions: { modernChars: 10, legacyChars: 200 },
        tools: { tool: 'search', path: '/description' },
      },
    });
    expect(said(revisionFindings(differs)).map((f) => f.code)).toEqual(['ERA_PARITY']);
    expect(said(revisionFindings(differs))[0]!.message).toContain(
      'instructions (10 chars via server/discover, 200 via initialize); tools/list at search /description',
    );
    expect(
      said(
        revisionFindings(
          server('s', [], { parity: { era: 'legacy', failed: 'crashed', tools: { tool: 'x', path: '' } } }),
        ),
      ),
    ).toEqual([]);
    expect(said(revisionFindings(server('s')))).toEqual([]);
  });

  it('a listing changed after the fixtures ran: a warning, an error when budget.json asks', () => {
    const s = server('s', [], {
      listingChanges: [
        { when: 'session', tool: 'a', path: '/description' },
        { when: 'after-calls', tool: 'b', path: '/inputSchema', notified: true },
      ],
    });
    expect(figures(said(midSessionFindings({}, s)))).toEqual([
      { code: 'TOOLS_CHANGED_MID_SESSION', subject: 's/b', severity: 'warning', path: ['stability'] },
    ]);
    expect(said(midSessionFindings({ stability: { toolsList: 'error' } }, s))[0]!.severity).toBe('error');
  });
});
