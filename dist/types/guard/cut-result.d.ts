import type { Paginate } from '../budget/budget-config.js';
type Result = Record<string, unknown>;
export interface CutRequest {
    /** Whether a candidate result, as it would go on the wire, is within every ceiling. */
    fits(result: Result): boolean;
    /** What the result is held to, as the note says it: "this server's limit of 2,000 tokens". */
    limit: string;
    /** How far over the result is, as a fraction of the limit kept (0.04 = it is 25x the limit): the first guess. */
    share: number;
    /** The paginated shape a fixture declares for this tool. */
    paginate?: Paginate;
    /** Top-level keys left out before cutting (they did not fit beside a marker), as the marker names them. */
    dropped?: string[];
    /**
     * The tool declares an outputSchema: structuredContent must still satisfy it, so the note never goes there, and a
     * cut that cannot keep structuredContent is sent as an error result (clients check the schema only on success).
     */
    outputSchema?: boolean;
    /** The tool's page-size parameter (pageSizeParameter): only then does the note suggest a smaller page. */
    pageSize?: string;
    /** The page's next cursor: a cut that shows no whole record still says where the next page starts. */
    next?: {
        value: string;
        total: number;
    };
}
export interface Cut {
    result: Result;
    how: 'records' | 'text';
    /** Records, or characters of text, sent and there were. */
    kept: number;
    total: number;
}
/**
 * An oversized result cut in-band, never silently: at a record boundary when it carries records (every copy of them
 * alike, with `truncated: true` and a note that says how to get the rest), otherwise its text is cut and a marker
 * says where and why. Returns only a candidate measured to fit, or a bare marker when nothing of the result can.
 */
export declare function cutResult(result: Result, request: CutRequest): Cut;
/**
 * A result the guard cannot cut in place (not an object, or a multi-round result whose parts only make sense whole)
 * and that is over the limit: a complete result that says so, as an error the model reads.
 */
export declare function withheld(what: string, request: Pick<CutRequest, 'limit'>): Result;
/**
 * The parameter a tool's input schema takes for how many records to return (`per_page`, `limit`, `pageSize`…), a
 * number or an integer; undefined when it has none, and then no note suggests a smaller page.
 */
export declare function pageSizeParameter(inputSchema: unknown): string | undefined;
export {};
