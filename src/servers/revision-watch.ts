/** The result methods revision 2026-07-28 makes cacheable (server/utilities/caching#cacheable-results) that mcp-budget sends. */
const CACHEABLE = new Set(['server/discover', 'tools/list']);

/** What revision 2026-07-28 asks of results, as a session's answers kept it or not. */
export interface RevisionObservations {
  /** Each cacheable answer's hints exactly as they came (absent fields stay absent). */
  cacheHints: Array<{ method: string; ttlMs?: unknown; cacheScope?: unknown }>;
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
export class RevisionWatch {
  readonly facts: RevisionObservations = { cacheHints: [], resultTypeMissing: [] };

  observe(method: string, result: Record<string, unknown> | undefined, requestMetaBytes: number): void {
    this.facts.requestEnvelopeBytes = Math.max(this.facts.requestEnvelopeBytes ?? 0, requestMetaBytes);
    if (!result) return;
    if (result.resultType === undefined && !this.facts.resultTypeMissing.includes(method)) this.facts.resultTypeMissing.push(method);
    // An interim input_required answer is not cacheable and carries no hints (caching#cacheable-results).
    if (CACHEABLE.has(method) && result.resultType !== 'input_required') {
      this.facts.cacheHints.push({ method, ...('ttlMs' in result ? { ttlMs: result.ttlMs } : {}), ...('cacheScope' in result ? { cacheScope: result.cacheScope } : {}) });
    }
  }
}
