/** What revision 2026-07-28 asks of results, as a session's answers kept it or not. */
export interface RevisionObservations {
    /** Each cacheable answer's hints exactly as they came (absent fields stay absent). */
    cacheHints: Array<{
        method: string;
        ttlMs?: unknown;
        cacheScope?: unknown;
        listing?: number;
        page?: number;
    }>;
    /** Methods whose results came without `resultType` (each once). */
    resultTypeMissing: string[];
    /** Bytes of the `_meta` envelope on the requests sent (the largest). */
    requestEnvelopeBytes?: number;
}
/**
 * Keeps, from each raw answer of a modern-era session, the facts the judge holds to the revision: resultType on every
 * result (basic/index#resulttype), ttlMs and cacheScope on cacheable ones. Facts only: what they mean is judged later,
 * so a saved report is judged as a run is.
 */
export declare class RevisionWatch {
    readonly facts: RevisionObservations;
    /** Per paginated method: which listing (a walk from its first page) and page the last answer was. */
    private readonly walks;
    /** `cursor`: the request asked for a later page (a first page has none): which listing a page belongs to. */
    observe(method: string, result: Record<string, unknown> | undefined, requestMetaBytes: number, cursor?: boolean): void;
    private pageOf;
}
