import type { BudgetPath } from './budget-path.js';
/**
 * The line a finding is about: its budget path's own line when budget.json has that key; else the entry its subject
 * stands for (a default limit has no line, and a finding may have no path): a tool's `oversized` entry, else its
 * server's entry; a server's entry; a fixture's entry, found by name. Undefined for a subject budget.json has no
 * entry for (a server imported from .mcp.json), never a guess such as line 1.
 */
export declare function entryLineFinder(text: string): (subject: string, budgetPath?: BudgetPath) => number | undefined;
