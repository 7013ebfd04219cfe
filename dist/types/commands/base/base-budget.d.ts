import type { BudgetConfig } from '../../budget/budget-config.js';
import { type Checkout } from '../../budget/git-base.js';
export interface BaseBudget {
    ref: string;
    mergeBase: string;
    /** undefined when budget.json does not exist at the merge base (it is new in this change). */
    text: string | undefined;
    /** Where budget.json is a symbolic link, what it points at: the diff shows the link, not what is checked. */
    symlink: {
        base: string | undefined;
        head: string | undefined;
    };
    /** A file of the working tree as it was at the merge base (the mcpConfig files budget.json imports). */
    readText(file: string): Promise<string>;
}
/** budget.json at the merge base with `ref`, read from git: parsed, or why it cannot be (new, or invalid there). */
export interface LoadedBase {
    budget: BaseBudget;
    config: BudgetConfig | 'new' | 'invalid';
}
export declare function loadBase(checkout: Checkout, configFile: string, ref: string): Promise<LoadedBase>;
