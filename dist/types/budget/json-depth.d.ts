/**
 * The offset where JSON text first nests deeper than `limit` levels, found in one pass without recursion.
 * Everything that walks a parsed value (JSON.stringify, ajv, the SDK's schemas, our own walks) recurses per level,
 * so depth is checked on the text before anything else touches it.
 */
export declare function offsetPastDepth(text: string, limit: number): number | undefined;
/** Deeper than any real tool definition or result; far below what the recursive walks above can take. */
export declare const MAX_MESSAGE_DEPTH = 256;
