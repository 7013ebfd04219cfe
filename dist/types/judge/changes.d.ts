import type { BudgetConfig } from '../budget/config.js';
import type { Finding } from '../report/findings.js';
import type { Report } from '../report/report.js';
export type ChangeKind = 'grew' | 'shrank' | 'new' | 'removed' | 'changed' | 'unchanged';
export interface Figures {
    bytes: number;
    tokens: number;
    descriptionChars?: number;
}
export interface SubjectChange {
    subject: string;
    kind: ChangeKind;
    before?: Figures;
    after?: Figures;
    deltaBytes: number;
    deltaTokens: number;
}
export interface ChangeTable {
    ref: string;
    source: 'measured' | 'report';
    /** Tools and fixture results: changed ones first, by growth; unchanged ones last. */
    subjects: SubjectChange[];
    servers: Array<{
        name: string;
        before?: Figures;
        after?: Figures;
        deltaBytes: number;
        deltaTokens: number;
        percent?: number;
    }>;
    total: {
        before: Figures;
        after: Figures;
        deltaBytes: number;
        deltaTokens: number;
        percent?: number;
    };
}
/**
 * Every tool and fixture result against the base branch's figures: what grew, shrank, appeared, went away, or
 * changed text at the same size (a changed description is what the model reads, and how a poisoned tool arrives).
 */
export declare function compareWithBase(base: Report, head: Report, ref: string, source: ChangeTable['source']): ChangeTable;
/**
 * The growth gates of budget.json against the base. Accepting a deliberate growth is a reviewed act that shows in
 * the pull request (raising the gate in budget.json, or the `mcp-budget: accept growth` label): then warnings.
 */
export declare function growthFindings(config: BudgetConfig, table: ChangeTable, accepted: boolean): Finding[];
