import { type BudgetPlace } from '../budget/budget-file.js';
import type { ReporterOptions } from '../report/reporters/reporter-options.js';
import type { UnmeasuredPolicy } from '../judge/base/base-provenance.js';
import type { RaisePolicy } from '../judge/base/budget-raises.js';
import type { BudgetPath } from '../budget/budget-path.js';
import type { RunOptions } from '../measure/measure-all.js';
import type { Shard } from './shard.js';
import type { CommandResult } from '../judge/command-result.js';
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
    /** A shard: each server's measured time in the previous report (from --base-report), to balance the shards. */
    shardTimes?: ReadonlyMap<string, number>;
    /** Base figures from a saved report instead of measuring the merge base; a setup command for that measuring. */
    baseReport?: string;
    baseSetup?: string;
    /** Run in the head's work tree, inside the sandbox, after what judges is read and before measuring. */
    setup?: string;
    /** Growth past the budget's gates was accepted in review (the Action: a pull request label). */
    acceptGrowth?: boolean;
    /** Overrides growth.unmeasuredBase: what an unmeasured base server does to the verdict. */
    unmeasuredBase?: UnmeasuredPolicy;
    /** Progress of a long step (the base's setup) as it runs, one line at a time: the CLI's stderr, the Action's log. */
    log?: (line: string) => void;
    /** explain: show what this host sends (src/hosts/<name>/profile.json), not the raw wire. */
    host?: string;
}
/** Where a result's findings are in the budget file: lines by path and by subject, and the file's repository path. */
export declare function budgetLocation(budget: CommandResult['budget'], cwd: string): Pick<ReporterOptions, 'lineOf' | 'entryLineOf' | 'repositoryFile'>;
export declare function placeFinder(budget: CommandResult['budget']): ((path: BudgetPath) => BudgetPlace | undefined) | undefined;
