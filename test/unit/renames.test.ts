import { describe, expect, it } from 'vitest';
import type { ChangeTable } from '../../src/judge/base/change-table.js';
import { findRenames, withoutMovedEntries } from '../../src/judge/base/renames.js';
import type { Finding } from '../../src/judge/findings.js';

describe('renames: the same definition under a new name is one change', () => {
  it('pairs one to one, in listing order, within a server, by body digest only', () => {
    const removed = [
      { subject: 's/find', server: 's', bodyDigest: 'b1' },
      { subject: 's/old', server: 's', bodyDigest: 'b1' },
      { subject: 't/x', server: 't', bodyDigest: 'b2' },
      { subject: 's/nodigest', server: 's' },
    ];
    const added = [
      { subject: 's/seek', server: 's', bodyDigest: 'b1' },
      { subject: 's/look', server: 's', bodyDigest: 'b1' },
      { subject: 's/y', server: 's', bodyDigest: 'b2' },
      { subject: 's/z', server: 's' },
    ];
    expect(findRenames(removed, added)).toEqual([
      { from: 's/find', to: 's/seek' },
      { from: 's/old', to: 's/look' },
    ]);
  });

  it('an oversized entry moved to the new name with the same number is no raise; a larger one is', () => {
    const table = {
      subjects: [{ subject: 's/seek', kind: 'renamed', renamedFrom: 's/find', deltaBytes: 0, deltaTokens: 0 }],
    } as unknown as ChangeTable;
    const raise = (actual: number): Finding => ({
      code: 'BUDGET_RAISED',
      severity: 'error',
      subject: 's/seek',
      actual,
      path: ['oversized', 's/seek', 'bytes'],
      args: {
        kind: 'line',
        policy: 'fail',
        line: { kind: 'raised', setting: 'oversized["s/seek"].bytes', from: 900, to: actual },
      },
    });
    const base = { oversized: { 's/find': { bytes: 900 } } };
    expect(
      withoutMovedEntries([raise(900), raise(905)], table, base, { oversized: { 's/seek': { bytes: 900 } } }).map(
        (f) => f.actual,
      ),
    ).toEqual([905]);
    // The old entry still there: both are entries, and the new one is a raise.
    expect(
      withoutMovedEntries([raise(900)], table, base, {
        oversized: { 's/find': { bytes: 900 }, 's/seek': { bytes: 900 } },
      }),
    ).toHaveLength(1);
    expect(withoutMovedEntries([raise(900)], table, undefined, {})).toHaveLength(1);
  });
});
