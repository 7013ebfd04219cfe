import { said } from './said.js';
import { describe, expect, it } from 'vitest';
import { hostCrossings } from '../../src/judge/base/host-crossings.js';
import { figures, fixture, hostResult, hostView, page, report, server, tool } from './measured.js';

const perTool = (
  name: string,
  descriptionCut: boolean,
  descriptionLost?: { at: number; chars: number; start: string },
) => ({
  name,
  hostName: name,
  bytes: 100,
  tokens: 25,
  descriptionCut,
  ...(descriptionLost ? { descriptionLost } : {}),
});

describe('host-crossings: what the model stops seeing in this change', () => {
  it('a description the base sent whole that the host now cuts, and a result it now spills', () => {
    const base = report(
      [
        server('s', [tool('a'), tool('b')], {
          hosts: [hostView('claude-code', [perTool('a', false), perTool('b', true)])],
        }),
      ],
      [fixture('dump', 's', [page(100, 30)], { hosts: [hostResult('claude-code', 30_000)] })],
    );
    const lost = { at: 16_384, chars: 3616, start: 'Returns' };
    const head = report(
      [
        server('s', [tool('a'), tool('b')], {
          hosts: [hostView('claude-code', [perTool('a', true, lost), perTool('b', true, lost)])],
        }),
      ],
      [
        fixture('dump', 's', [page(100, 30)], {
          hosts: [
            hostResult('claude-code', 600, {
              preCutTokens: 60_000,
              outcome: 'spilled',
              cut: true,
              textLost: { at: 2000, chars: 198_000, start: '[{"id"' },
              lost: ['the next cursor'],
            }),
          ],
        }),
      ],
    );
    const findings = hostCrossings(base, head);
    expect(figures(findings)).toEqual([
      {
        code: 'HOST_CUT_CROSSED',
        subject: 's/a',
        severity: 'warning',
        limit: 16_384,
        actual: 20_000,
        unit: 'chars',
        path: ['hosts'],
      },
      {
        code: 'HOST_CUT_CROSSED',
        subject: 'fixture:dump',
        severity: 'warning',
        actual: 60_000,
        unit: 'tokens',
        path: ['hosts'],
      },
    ]);
    expect(said(findings)[0]!.message).toMatch(
      /^this change moves the description past Claude Code's 16,384-character cut: its model no longer reads 3,616 chars from char 16,384, starting "Returns" …/,
    );
    expect(said(findings)[1]!.message).toMatch(
      /^this change makes Claude Code save this result to a file \(30,000 → 60,000 tokens\): its model no longer reads 198,000 chars from char 2,000, starting "\[\{\\"id\\"" …, including the next cursor/,
    );
  });

  it('a host the base did not view has no before: nothing is said', () => {
    const head = report([
      server('s', [tool('a')], {
        hosts: [hostView('claude-code', [perTool('a', true, { at: 1, chars: 1, start: 'x' })])],
      }),
    ]);
    expect(hostCrossings(report([server('s', [tool('a')])]), head)).toEqual([]);
  });
});
