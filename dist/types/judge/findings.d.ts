import type { FindingCode, FindingFacts, MeasuredFix } from './finding-facts.js';
import type { FindingArgs } from './finding-words.js';
export { FINDING_CODES, type FindingCode, type FindingFacts, type MeasuredFix, type Severity, } from './finding-facts.js';
/**
 * One finding as judging emits it: its facts and the arguments its code's words need (finding-words.ts declares
 * both the words and, from them, each code's arguments). No sentence: reporters render it.
 */
export type Finding = {
    [C in FindingCode]: Omit<FindingFacts, 'code'> & {
        code: C;
        args: FindingArgs<C>;
    };
}[FindingCode];
/** A finding whose code is one of several that share their arguments (a page or a result; the server failures). */
export declare function findingOf<C extends FindingCode>(code: C, rest: Omit<FindingFacts, 'code'> & {
    args: FindingArgs<C>;
}): Finding;
/**
 * A finding as a report carries it (the JSON report's contract): its facts with its words rendered. A saved
 * report read back is made of these, whatever version wrote it.
 */
export interface ReportedFinding extends Omit<FindingFacts, 'measured'> {
    message: string;
    /** What to do about it, as one imperative sentence or a command. */
    fix?: string;
    /** Data for renderers that join a block's fixes, never written to JSON: the fix before its measured part, and that part. */
    ownFix?: string;
    measured?: MeasuredFix;
}
/** Server failures: as errors, these make the run exit 3 rather than 1. */
/** Typed as finding codes, so a server failure code the catalog lacks fails the build. */
export declare const SERVER_FAILURE_CODES: ReadonlySet<FindingCode>;
