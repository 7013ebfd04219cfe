import type { BudgetPath } from './budget-path.js';
/**
 * Edits a budget.json text in place: only the touched values change, so key order, formatting and every other
 * byte of the reviewed file stay as they were.
 */
export declare function editJson(text: string, edits: Array<{
    path: BudgetPath;
    value: unknown;
}>): string;
/**
 * Finds the 1-based line of the value at a path, or of its nearest existing parent. The file is parsed once, not
 * once per finding: a report can point at hundreds of lines.
 */
export declare function lineFinder(text: string): (budgetPath: BudgetPath) => number | undefined;
/**
 * Writes through a temporary file in the same directory and renames it over the target: a reader (or a crash)
 * sees the old file or the new one, never half of one.
 */
export declare function writeFileAtomic(file: string, content: string): Promise<void>;
