import type { BudgetConfig, Fixture, ToolFixture } from './budget-config.js';
/** A fixture that calls a tool (not a prompt or a resource): the ones tool-level checks, the guard and hosts replay. */
export declare function isToolFixture(fixture: Fixture): fixture is ToolFixture;
/** A budget.json as read: the parsed config plus what is needed to point at its lines and rewrite it. */
export interface LoadedBudget {
    file: string;
    dir: string;
    text: string;
    config: BudgetConfig;
}
/** `shown` is the name as the user gave it, used in every message. */
export declare function loadBudget(file: string, shown?: string): Promise<LoadedBudget>;
export declare function parseBudget(file: string, original: string): BudgetConfig;
