import type { WireTool } from '../../servers/list-tools.js';
import type { MeasuredResult } from '../measure-result.js';
import type { Proposal } from './proposals.js';
import type { Tokenizer } from '../tokens.js';
export type Result = {
    content?: Array<{
        type?: unknown;
        text?: unknown;
    }>;
    structuredContent?: unknown;
};
/** One fixture's answer and how a change to it is measured: as `check` measures it, and as each host's model reads it. */
export interface ResultChange {
    result: Result;
    before: MeasuredResult;
    tool: WireTool | undefined;
    tokenizer: Tokenizer;
    /** The result as the server would send it changed, measured again. */
    measure(changed: Result): MeasuredResult;
    /** The changed result's parts as hosts read them (texts after normalize, structuredContent, blocks), not counted. */
    parts(changed: Result): MeasuredResult;
    /** Adds the proposal if the change saves anything, with each host's saving where the budget names hosts. */
    propose(changed: Result, rest: Omit<Proposal, 'subject' | 'saves' | 'hosts'>): void;
}
/** The text with the same indentation it had: a compact text stays compact, an indented one indented. */
export declare function reserialize(text: string, value: unknown): string;
