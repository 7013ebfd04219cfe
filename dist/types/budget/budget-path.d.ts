/** A path into budget.json, as segments: ["oversized", "prs/search_code", "bytes"]. */
export type BudgetPath = Array<string | number>;
/** Renders a budget path the way a person reads it: `oversized["prs/search"].bytes`. */
export declare function formatPath(path: BudgetPath): string;
