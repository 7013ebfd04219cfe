/** RFC 6901: "/items/0/number" into a parsed JSON value; undefined when any step is missing. */
export declare function getPointer(document: unknown, pointer: string): unknown;
/** A copy of `document` with the value at `pointer` replaced (a missing step leaves the document as it was). */
export declare function withPointer(document: unknown, pointer: string, value: unknown): unknown;
