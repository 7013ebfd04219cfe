/** A path into budget.json, as segments: ["oversized", "prs/search_code", "bytes"]. */
export type BudgetPath = Array<string | number>;
/** Renders a budget path the way a person reads it: `oversized["prs/search"].bytes`. */
export declare function formatPath(path: BudgetPath): string;
/**
 * Reads back what formatPath wrote (`oversized["prs/search"].bytes`, `fixtures[2]`): a report's path as a string,
 * when the report carries no `pathSegments`. Undefined for anything formatPath cannot have written.
 */
export declare function parsePath(text: string): BudgetPath | undefined;
