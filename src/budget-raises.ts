import type { BudgetConfig, Limits } from './config.js';
import type { BudgetPath, Finding } from './findings.js';
import { fmt } from './limits.js';

export type RaisePolicy = 'allow' | 'fail';

interface Ceiling {
  subject: string;
  path: BudgetPath;
  value: number | undefined;
}

/**
 * Every number in budget.json that lets more through than the base branch's budget did: a limit raised or removed,
 * an oversized entry added or raised, a fixture's own ceiling raised or removed. Tightening is not listed.
 * Judged against the committed base file, never by measuring the base branch again.
 */
export function budgetRaises(base: BudgetConfig, head: BudgetConfig, policy: RaisePolicy): Finding[] {
  const severity = policy === 'fail' ? 'error' : 'warning';
  const baseCeilings = ceilings(base);
  const findings: Finding[] = [];
  for (const [key, after] of ceilings(head)) {
    const before = baseCeilings.get(key);
    baseCeilings.delete(key);
    const isOversized = after.path[0] === 'oversized';
    if (before === undefined) {
      if (!isOversized) continue; // a new general limit only tightens
      findings.push(raise(after, undefined, after.value!, `new oversized entry: ${after.subject} may be ${fmt(after.value!)} ${String(after.path.at(-1))}`));
    } else if (after.value !== undefined && before.value !== undefined && after.value > before.value) {
      findings.push(raise(after, before.value, after.value, `${describe(after)} raised ${fmt(before.value)} → ${fmt(after.value)} (+${fmt(after.value - before.value)})`));
    }
  }
  // Ceilings that disappeared: a general limit removed lets anything through; an oversized entry removed tightens.
  for (const before of baseCeilings.values()) {
    if (before.path[0] === 'oversized' || before.value === undefined) continue;
    findings.push(raise({ ...before, path: before.path.slice(0, -1) }, before.value, undefined, `${describe(before)} removed (was ${fmt(before.value)}): nothing is checked there any more`));
  }
  return findings.map((finding) => ({ ...finding, severity }));

  function raise(at: Ceiling, from: number | undefined, to: number | undefined, message: string): Finding {
    return {
      code: 'BUDGET_RAISED',
      severity,
      subject: at.subject,
      ...(from === undefined ? {} : { limit: from }),
      ...(to === undefined ? {} : { actual: to }),
      path: at.path,
      message,
      fix: policy === 'fail' ? 'raises need a separate approval here: revert the raise, or get it approved and run with raises: allow' : 'review this line: raising a budget is the decision this pull request asks for',
    };
  }
}

function describe(ceiling: Ceiling): string {
  return ceiling.path.map(String).join('.');
}

function ceilings(config: BudgetConfig): Map<string, Ceiling> {
  const out = new Map<string, Ceiling>();
  const addLimits = (limits: Limits | undefined, prefix: BudgetPath, subject: string) => {
    for (const [name, value] of Object.entries(limits ?? {})) {
      out.set(JSON.stringify([...prefix, name]), { subject, path: [...prefix, name], value });
    }
  };
  addLimits(config.limits, ['limits'], 'limits');
  for (const [server, entry] of Object.entries(config.servers ?? {})) addLimits(entry.limits, ['servers', server, 'limits'], server);
  for (const [key, entry] of Object.entries(config.oversized ?? {})) {
    for (const unit of ['bytes', 'tokens'] as const) {
      if (entry[unit] !== undefined) out.set(JSON.stringify(['oversized', key, unit]), { subject: key, path: ['oversized', key, unit], value: entry[unit] });
    }
  }
  (config.fixtures ?? []).forEach((fixture, index) => {
    for (const own of ['maxTokens', 'maxBytes'] as const) {
      // Keyed by name, so reordering fixtures is not a change; the path points at the head's position.
      if (fixture[own] !== undefined) out.set(JSON.stringify(['fixture', fixture.name, own]), { subject: `fixture:${fixture.name}`, path: ['fixtures', index, own], value: fixture[own] });
    }
  });
  return out;
}

/** Δ vs base for the summary: what the base budget recorded per subject (oversized entries track sizes). */
export function baseFigures(base: BudgetConfig): Map<string, number> {
  const figures = new Map<string, number>();
  for (const [key, entry] of Object.entries(base.oversized ?? {})) {
    for (const unit of ['bytes', 'tokens'] as const) if (entry[unit] !== undefined) figures.set(`${key}|${unit}`, entry[unit]!);
  }
  return figures;
}
