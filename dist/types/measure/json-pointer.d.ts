/** RFC 6901: "/items/0/number" into a parsed JSON value; undefined when any step is missing. */
export declare function getPointer(document: unknown, pointer: string): unknown;
