import type { BudgetPlace } from '../../budget/budget-file.js';
import type { BudgetPath } from '../../budget/budget-path.js';
/** How a report is rendered: shared by every reporter, so no reporter depends on the registry. */
export interface ReporterOptions {
    command: 'check' | 'measure' | 'update' | 'init' | 'merge';
    color: boolean;
    quiet?: boolean;
    configFile?: string;
    /** Line of a budget.json path in the real file, for annotations and "edit:" hints. */
    lineOf?: (path: BudgetPath) => number | undefined;
    /** Line of a path when budget.json has it exactly, else of the entry a subject stands for (server, fixture, oversized). */
    entryLineOf?: (subject: string, path?: BudgetPath) => number | undefined;
    /** The budget file's path from the repository's top level, for SARIF locations wherever the check ran. */
    repositoryFile?: string;
    /** As lineOf, with how much of the path the file has: "edit:" says what to add where a key is missing. */
    placeOf?: (path: BudgetPath) => BudgetPlace | undefined;
    /** Budget changes against the base branch, for the markdown summary's Δ column. */
    baseFigures?: Map<string, number>;
}
