import { lineFinder as budgetLineFinder } from '../budget/budget-file.js';
import type { OversizedEntry } from '../budget/config.js';
import type { UnmeasuredPolicy } from '../judge/base-provenance.js';
import type { RaisePolicy } from '../judge/budget-raises.js';
import type { InitialBudget, tightenedTotals } from '../judge/init-budget.js';
import type { BudgetPath } from '../report/findings.js';
import type { Report } from '../report/report.js';
import type { RunOptions } from '../measure/measure-all.js';
import type { RevealedTools } from './init-capabilities.js';
import type { Shard } from './shard.js';

/** What every command is given: where it runs, and the options of the run (flags, or the Action's inputs). */
export interface CommandContext extends RunOptions {
  cwd: string;
  /** Git ref whose budget.json (at the merge base) raises are judged against. */
  base?: string;
  raises?: RaisePolicy;
  /** Overrides budget.json's ratchet.stale (the Action's fail-on-stale). */
  stale?: 'error' | 'warning';
  /** Measure only this part of the servers; the verdict comes from `merge`. */
  shard?: Shard;
  /** Base figures from a saved report instead of measuring the merge base; a setup command for that measuring. */
  baseReport?: string;
  baseSetup?: string;
  /** Growth past the budget's gates was accepted in review (the Action: a pull request label). */
  acceptGrowth?: boolean;
  /** Overrides growth.unmeasuredBase: what an unmeasured base server does to the verdict. */
  unmeasuredBase?: UnmeasuredPolicy;
  /** explain: show what this host sends (hosts/*.json), not the raw wire. */
  host?: string;
}

/** What a command gives back for rendering: the one report of the run and its exit code. */
export interface CommandResult {
  report: Report;
  exitCode: number;
  /** Path and text of the budget file the result refers to, for line numbers in reporters. */
  budget?: { file: string; text: string };
  /** Sizes the base branch's budget recorded per `subject|unit`, for Δ columns. */
  baseFigures?: Map<string, number>;
  /** What update or init wrote. */
  changes?: BudgetChange[];
  relaxed?: InitialBudget['relaxed'];
  /** init: servers that list more tools to the richest client, whose capabilities budget.json now declares. */
  revealed?: RevealedTools[];
  /** Totals update lowered toward today's figure plus the headroom. */
  totals?: ReturnType<typeof tightenedTotals>;
  wrote?: string;
  /** What init --dry-run would have written. */
  proposed?: string;
}

export interface BudgetChange {
  key: string;
  from: OversizedEntry;
  to: OversizedEntry | undefined;
}

export function lineFinder(budget: CommandResult['budget']): ((path: BudgetPath) => number | undefined) | undefined {
  return budget?.text ? budgetLineFinder(budget.text) : undefined;
}
