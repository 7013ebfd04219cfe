import type { BudgetConfig } from '../budget/config.js';
import type { Finding } from '../report/findings.js';
import type { Report } from '../report/report.js';
import { type FieldDelta, type HostDelta } from './field-delta.js';
export type ChangeKind = 'grew' | 'shrank' | 'new' | 'removed' | 'renamed' | 'changed' | 'unchanged';
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
    /** kind "renamed": the subject's name at the base (same definition apart from the name). */
    renamedFrom?: string;
    /** Which members of the definition changed size, largest first. */
    fields?: FieldDelta[];
    /** With `hosts` on both sides: the Δ each host's model sees. */
    hosts?: HostDelta[];
    /** The wire changed size and no host in `hosts` sends the change to its model. */
    sentByNoHost?: true;
}
export interface ChangeTable {
    ref: string;
    /** The base commit (the merge base, or the commit a saved report was made on): what the heading names. */
    commit?: string;
    source: 'measured' | 'report';
    /** Servers without figures at the base (BASE_UNMEASURED): their tools are left out, never new or removed. */
    unmeasured?: string[];
    /** Servers that failed at the head (their own finding): their tools are left out, never removed. */
    failedAtHead?: string[];
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
export declare function compareWithBase(base: Report, head: Report, ref: string, source: ChangeTable['source'], options?: {
    commit?: string;
    unmeasured?: string[];
}): ChangeTable;
/**
 * The growth gates of budget.json against the base. Accepting a deliberate growth is a reviewed act that shows in
 * the pull request (raising the gate in budget.json, or the `mcp-budget: accept growth` label): then warnings.
 */
export declare function growthFindings(config: BudgetConfig, table: ChangeTable, accepted: boolean): Finding[];
