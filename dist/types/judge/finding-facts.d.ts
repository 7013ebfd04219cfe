import { FINDING_CATALOG, type Severity } from './finding-catalog.js';
import type { BudgetPath } from '../budget/budget-path.js';
import type { SubjectChange } from './base/change-table.js';
/** Every code, in the catalog's order (definitions, ratchet, results, servers). */
export declare const FINDING_CODES: FindingCode[];
export type FindingCode = keyof typeof FINDING_CATALOG;
export type { Severity };
export type FindingUnit = 'bytes' | 'tokens' | 'chars' | 'tools';
/** What every finding says as data, whatever its code: what it is about, how bad, the figures, where to edit. */
export interface FindingFacts {
    code: FindingCode;
    severity: Severity;
    /** `server/tool`, `server`, `fixture:name` or `total`. */
    subject: string;
    /** The host profile a host finding is about (`claude-code`): what the model of that host receives. */
    host?: string;
    limit?: number;
    actual?: number;
    unit?: FindingUnit;
    /** Where in budget.json the number to edit lives. */
    path?: BudgetPath;
    /** On a subject that grew against the base: which part grew, who sees it (and, seen by no host, why it is not failing). */
    grew?: GrowthNote;
    /** The measured change that saves the most (check's measured fixes), and how far short of the overage it falls. */
    measured?: MeasuredFix;
}
/** A proposal measured on this run's own wire, as a failing size finding's fix names it. */
export interface MeasuredFix {
    /** The proposal's subject when it is not the finding's own (a tool of a failing total). */
    where?: string;
    change: string;
    saves: {
        bytes: number;
        tokens: number;
    };
    /** With a host's own limit: the tokens it saves in what that host's model receives. */
    hostTokens?: number;
    /** A saving smaller than the overage: how much is still over after it, in the finding's unit. */
    shortBy?: {
        amount: number;
        unit: FindingUnit;
    };
}
/** A finding's subject grew against the base: the change, and whether no host in `hosts` sends the growth. */
export interface GrowthNote {
    change: Pick<SubjectChange, 'subject' | 'fields' | 'sentByNoHost' | 'askedEveryProfile' | 'hosts'>;
    unseen: boolean;
}
