import type { BudgetConfig, Fixture, ServerConfig } from '../../budget/budget-config.js';
import type { BudgetPath } from '../../budget/budget-path.js';
import type { Raise } from '../finding-words.js';
/** A change to budget.json that can let more through, though it raises no number: one line each, old → new. */
export interface Edit {
    subject: string;
    path: BudgetPath;
    line: Raise;
}
/**
 * Fixture edits other than their ceilings: what is called (server, tool, arguments), how (paginate, runs) and what
 * must come back (expect). A fixture that now asks for one row instead of ten passes a tool grown tenfold per row.
 * Adding a check (expect, paginate, more runs) is a tightening and is not listed.
 */
export declare function fixtureEdits(before: Fixture, after: Fixture, index: number): Edit[];
/** clientCapabilities decide which tools a server lists (the way disabledTools does): any change is listed. */
export declare function capabilityEdits(base: BudgetConfig, head: BudgetConfig, servers: {
    base: Map<string, ServerConfig>;
    head: Map<string, ServerConfig>;
}, where: (server: string) => BudgetPath): Edit[];
/**
 * What starts an existing server and where: another transport, command, arguments, cwd, url or header measures
 * another server under the same name, and so does a variant the base measured that is now changed or gone (a new
 * variant only measures more). `listed` holds fields a reach line already names (a url that is now started), so each
 * edit is one line.
 */
export declare function commandLineEdits(server: string, before: ServerConfig, after: ServerConfig, at: BudgetPath, listed: ReadonlySet<string>): Edit[];
