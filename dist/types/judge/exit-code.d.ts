import { type FindingFacts } from './findings.js';
export { EXIT } from '../exit-codes.js';
/** 3 when a server could not be measured, else 1 when any finding is an error, else 0. */
export declare function exitCodeFor(report: {
    findings: ReadonlyArray<Pick<FindingFacts, 'code' | 'severity'>>;
}): number;
