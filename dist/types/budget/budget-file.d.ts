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
 * Appends values to an array of a budget.json text (the array must exist): written after its last entry with that
 * entry's indentation, every byte before it as it was. jsonc-parser's insertion reformats the entries before it.
 */
export declare function appendJson(text: string, arrayPath: BudgetPath, values: unknown[]): string;
/** Where a budget path lands in the file: the line of its value, or of its nearest existing parent, and how many of its segments exist. */
export interface BudgetPlace {
    line: number;
    /** `path.length` when the key is in the file; fewer when only a parent is (the key is to be added there). */
    depth: number;
}
/**
 * Finds the 1-based line of the value at a path, or of its nearest existing parent. The file is parsed once, not
 * once per finding: a report can point at hundreds of lines.
 */
export declare function lineFinder(text: string): (budgetPath: BudgetPath) => number | undefined;
/** As lineFinder, with how much of the path the file has: a hint names a key to add, not a line that lacks it. */
export declare function placeFinder(text: string): (budgetPath: BudgetPath) => BudgetPlace | undefined;
/**
 * Writes through a temporary file in the same directory and renames it over the target: a reader (or a crash)
 * sees the old file or the new one, never half of one.
 */
export declare function writeFileAtomic(file: string, content: string): Promise<void>;
