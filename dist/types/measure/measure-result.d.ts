import type { WireResponse } from '../servers/wire-ledger.js';
import type { PageReport } from './measurement.js';
import { type Tokenizer } from './tokens.js';
import type { Normalizer } from './result-normalizer.js';
/** One tool result, measured: the figures and the parts later checks need (never the SDK's stripped copy). */
export interface MeasuredResult extends PageReport {
    isError: boolean;
    /** JSON-RPC error instead of a result. */
    rpcError?: {
        code?: number;
        message?: string;
    };
    tooLarge: boolean;
    /** Content blocks by type, e.g. { text: 1, image: 2 }. */
    content: Record<string, number>;
    /** Bytes of base64 payloads (image, audio, blob). */
    binaryBytes: number;
    texts: string[];
    structured: unknown;
    /** For host views (host-results.ts): the content array as received, block types in order, resource_link lines. */
    blocks?: unknown[];
    blockTypes?: string[];
    links?: string[];
    /** The payload a cursor walk reads: structuredContent, else the first text block parsed as JSON. */
    payload: unknown;
}
/**
 * DESIGN §4: wireBytes is the JSON-RPC message as received; textTokens the text content blocks (embedded resource
 * text included); structuredTokens the compact JSON of structuredContent; tokens the larger of the two, because
 * clients differ in which copy they show the model. Normalization rules apply before anything is counted.
 */
export declare function measureResult(wire: WireResponse, tokenizer: Tokenizer, normalizer?: Normalizer, countEnvelope?: boolean, tokenCap?: number): MeasuredResult;
/**
 * A tokenizer for measureResult on this answer whose counts were made first, yielding to the event loop (the
 * tokenizer's countYielding): a large result takes the tokenizer seconds, and meanwhile a signal (a cancelled job's
 * SIGTERM) must be acted on and the server's bounds run. measureResult, the one rule for what a result costs, then
 * reads the counts; a text it counts that is not here is counted as before. Counts are exact (no cap), and past
 * `deadline`'s bound countYielding throws MeasuringTimedOut as the synchronous count does. Pass the same
 * `normalize` as to measureResult: the texts are counted as normalized.
 */
export declare function precountResult(wire: WireResponse, tokenizer: Tokenizer, normalize?: Normalizer): Promise<Tokenizer>;
/** What an answer said, short enough to show in a finding. */
export declare function answerPreview(text: string): string;
export declare function parseJson(text: string | undefined): unknown;
