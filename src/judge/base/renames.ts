import type { BudgetConfig } from '../../budget/budget-config.js';
import type { Finding } from '../findings.js';
import type { ChangeTable } from './change-table.js';
import type { FixtureReport, ServerReport } from '../../measure/measurement.js';
import { judgeOversized, ratchetFindings } from '../ratchet.js';

/** A tool on one side of the comparison, with its definition apart from the name. */
export interface NamedBody {
  subject: string;
  server: string;
  bodyDigest?: string;
}

/**
 * A removed tool and a new tool of the same server whose definitions are the same apart from the name are one
 * change: a rename. Paired one to one, in listing order; tools measured without a body digest are never paired.
 */
export function findRenames(removed: NamedBody[], added: NamedBody[]): Array<{ from: string; to: string }> {
  const pairs: Array<{ from: string; to: string }> = [];
  const taken = new Set<string>();
  for (const now of added) {
    if (!now.bodyDigest) continue;
    const was = removed.find(
      (candidate) =>
        !taken.has(candidate.subject) && candidate.server === now.server && candidate.bodyDigest === now.bodyDigest,
    );
    if (!was) continue;
    taken.add(was.subject);
    pairs.push({ from: was.subject, to: now.subject });
  }
  return pairs;
}

/**
 * An oversized entry moved from a tool's old name to its new one with the same numbers is no raise: the same
 * definition keeps the same ceiling. Only for renames the measurement confirmed (same definition apart from the
 * name), and only when the old entry is gone from the head's budget.
 */
export function withoutMovedEntries(
  findings: Finding[],
  table: ChangeTable,
  base: BudgetConfig | undefined,
  head: BudgetConfig,
): Finding[] {
  if (!base?.oversized) return findings;
  const renamedFrom = new Map(
    table.subjects
      .filter((change) => change.kind === 'renamed' && change.renamedFrom)
      .map((change) => [change.subject, change.renamedFrom!]),
  );
  return findings.filter((finding) => {
    if (
      finding.code !== 'BUDGET_RAISED' ||
      finding.limit !== undefined ||
      finding.path?.[0] !== 'oversized' ||
      finding.path.length !== 3
    )
      return true;
    const [, key, unit] = finding.path as [string, string, 'bytes' | 'tokens' | 'chars'];
    const from = renamedFrom.get(key);
    if (!from || (head.oversized && Object.hasOwn(head.oversized, from)) || !Object.hasOwn(base.oversized!, from))
      return true;
    return base.oversized![from]![unit] !== finding.actual;
  });
}

/**
 * A tool renamed (the same definition apart from the name) whose oversized entry budget.json still keeps under the
 * old name: the entry follows the tool. Instead of OVERSIZED_OBSOLETE on the old name and TOOL_OVER_BUDGET (or
 * DESCRIPTION_TOO_LONG) on the new one, one OVERSIZED_RENAMED says which key to rename, and the ratchet holds the
 * new name to the entry (grown past it, OVERSIZED_GREW at the entry's line). Like an obsolete entry it fails by
 * default: left as it is, the next change would fail on it.
 */
export function withFollowedEntries(
  findings: Finding[],
  table: ChangeTable,
  config: BudgetConfig,
  head: { servers: ServerReport[]; fixtures: FixtureReport[] },
  unmeasured: readonly string[],
): Finding[] {
  const oversized = config.oversized;
  if (!oversized) return findings;
  let out = findings;
  for (const change of table.subjects) {
    const from = change.renamedFrom;
    const to = change.subject;
    if (change.kind !== 'renamed' || !from || !Object.hasOwn(oversized, from) || Object.hasOwn(oversized, to)) continue;
    const obsolete = out.findIndex((f) => f.code === 'OVERSIZED_OBSOLETE' && f.subject === from);
    if (obsolete === -1) continue;
    const entry = oversized[from]!;
    const moved: BudgetConfig = { ...config, oversized: { [to]: entry } };
    const held = ratchetFindings(moved, judgeOversized(moved, head.servers, head.fixtures, unmeasured)).map((f) => ({
      ...f,
      ...(f.path ? { path: ['oversized', from, ...f.path.slice(2)] } : {}),
    }));
    const followed: Finding = {
      code: 'OVERSIZED_RENAMED',
      severity: out[obsolete]!.severity,
      subject: to,
      path: ['oversized', from],
      args: { from, to, entry },
    };
    out = [...out.slice(0, obsolete), followed, ...held, ...out.slice(obsolete + 1)].filter(
      (f) =>
        f.subject !== to ||
        !(
          (f.code === 'TOOL_OVER_BUDGET' &&
            f.unit !== undefined &&
            entry[f.unit as 'bytes' | 'tokens'] !== undefined) ||
          (f.code === 'DESCRIPTION_TOO_LONG' && entry.chars !== undefined)
        ),
    );
  }
  return out;
}
