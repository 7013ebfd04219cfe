import { type FindingFacts } from './findings.js';
export declare const EXIT: {
    readonly ok: 0;
    readonly overBudget: 1;
    readonly usage: 2;
    readonly server: 3;
};
/** 3 when a server could not be measured, else 1 when any finding is an error, else 0. */
export declare function exitCodeFor(report: {
    findings: ReadonlyArray<Pick<FindingFacts, 'code' | 'severity'>>;
}): number;
