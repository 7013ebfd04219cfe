/** One copy of a result's records: structuredContent, or a text block holding JSON (index into content). */
export interface RecordCopy {
    where: 'structured' | number;
    value: unknown;
    /** JSON pointer to the records array inside `value`. */
    pointer: string;
    /** How a text copy was written, so the cut copy reads like the original: spaces of indentation, 0 for compact. */
    indent: number;
}
/** Every copy of the records a result carries; empty when it has none to cut at a record boundary. */
export declare function recordCopies(result: Record<string, unknown>, declared: string | undefined): RecordCopy[];
export declare function recordCount(copy: RecordCopy): number;
/**
 * The copy with only its first `kept` records and, where its top level is an object, `truncated: true` and the note
 * beside them. Returns whether the note found a place; an array cannot hold one.
 */
export declare function keepRecords(copy: RecordCopy, kept: number, note: string | undefined): {
    value: unknown;
    noted: boolean;
};
export declare function writeCopy(copy: RecordCopy, value: unknown): string;
