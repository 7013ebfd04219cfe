/**
 * What an edit of each key of budget.json can do to a pull request's verdict, for every key budget.schema.json has
 * (test/unit/budget-edits.property.test.ts fails on a key missing here, and on a loosening key with no edit that
 * shows its BUDGET_RAISED line), so the next new limit cannot be added without saying what raising it does.
 *
 * - `loosens`: some edit lets more through, or lets a server reach more: budgetRaises lists it, old → new.
 * - `whole`: judged as one value (any change of what is inside is one line at this key); its members need no class.
 * - `group`: an object whose members are each classified.
 * - `neutral`: no edit changes what is measured or what fails.
 *
 * Paths as the schema nests them: `*` for a name of the budget's own (a server, a host, an oversized key), `[]` for
 * an array's items.
 */
export type BudgetKeyClass = 'loosens' | 'whole' | 'group' | 'neutral';
export declare const BUDGET_KEY_CLASSES: Readonly<Record<string, BudgetKeyClass>>;
