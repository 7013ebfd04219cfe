import { type Cut } from './cut-result.js';
import type { GuardPolicy } from './guard-policy.js';
import type { SizeRecorder } from './size-figures.js';
/** A JSON-RPC message as the guard sees it on the wire. */
export type WireMessage = {
    jsonrpc?: string;
    id?: string | number;
    method?: string;
    params?: unknown;
    result?: unknown;
    error?: unknown;
};
export type GuardMode = 'enforce' | 'observe';
/**
 * One result as the guard saw it. `tokens` is absent when no figure needed it (see `hold`): its bytes proved it
 * within, or counting stopped once it passed the limit.
 */
export interface ResultEvent {
    tool: string;
    bytes: number;
    tokens?: number;
    /** The ceilings it was held to, in the units budget.json sets. */
    limit: {
        tokens?: number;
        bytes?: number;
    };
    over: boolean;
    /** How it was cut, when it was (enforce mode). */
    cut?: {
        how: Cut['how'];
        kept: number;
        total: number;
        bytes: number;
    };
}
/** Measures each tools/call result on its way out and holds it to its ceilings. */
export declare class ResultGuard {
    private readonly policy;
    private readonly mode;
    private readonly recorder;
    private readonly report;
    /** Count every result, not only those whose bytes cannot prove them within: someone reads the figures. */
    private readonly countEvery;
    private tokenizer;
    /** Tools the server listed with an outputSchema: a cut of theirs must still satisfy it. */
    private readonly withOutputSchema;
    /** Each listed tool's page-size parameter, where its input schema has one: the only tools a note tells to page smaller. */
    private readonly pageSizes;
    constructor(policy: GuardPolicy, mode: GuardMode, recorder: SizeRecorder | undefined, report: (event: ResultEvent) => void, 
    /** Count every result, not only those whose bytes cannot prove them within: someone reads the figures. */
    countEvery?: boolean);
    /**
     * A tools/call arrived. When every result is counted, the tokenizer starts loading now, while the tool runs, so the
     * first result waits for it less. Otherwise it loads only when a result first needs counting: a server whose
     * results all fit in bytes never loads it.
     */
    /** A tools/list response on its way out: which tools declare an outputSchema. */
    toolsListed(result: unknown): void;
    callArrived(): void;
    /**
     * The response to send: the same object when the result is within its ceilings (so its bytes are exactly the
     * server's), or a copy with the result cut. Sizes are taken as `check` takes them: the JSON-RPC message's UTF-8
     * bytes, and the larger of its text and structured copies in tokens (measure/measure-result.ts). A result of no
     * more bytes than its token ceiling cannot be over it (a token is at least one byte), so it is not counted unless
     * every result is (figures, onResult).
     */
    hold(message: WireMessage, tool: string, args: unknown): Promise<WireMessage>;
    /**
     * A result with no parts to cut at (not an object), or one whose parts only work whole (a multi-round result:
     * its request state goes back to the server as it is): sent as it is within the limit, withheld with a note past it.
     * Its tokens are those of its JSON, as the model would read it.
     */
    private holdWhole;
    private limitText;
    private onlyTokensCanTell;
    private loaded;
    private cut;
}
