/**
 * The result methods revision 2026-07-28 makes cacheable (server/utilities/caching#cacheable-results) that mcp-budget
 * sends; the Skills extension makes its ListSkillsResult a CacheableResult too (ext-skills, "Listing Skills").
 */
const CACHEABLE = new Set([
  'server/discover',
  'tools/list',
  'prompts/list',
  'resources/list',
  'resources/templates/list',
  'resources/read',
  'skills/list',
]);
/** Of those, the paginated lists: their pages are one result, and their hints are compared page by page. */
const PAGINATED = new Set(['tools/list', 'prompts/list', 'resources/list', 'resources/templates/list', 'skills/list']);

/** What revision 2026-07-28 asks of results, as a session's answers kept it or not. */
export interface RevisionObservations {
  /** Each cacheable answer's hints exactly as they came (absent fields stay absent). */
  cacheHints: Array<{ method: string; ttlMs?: unknown; cacheScope?: unknown; listing?: number; page?: number }>;
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
  /** Per paginated method: which listing (a walk from its first page) and page the last answer was. */
  private readonly walks = new Map<string, { listing: number; page: number }>();

  /** `cursor`: the request asked for a later page (a first page has none): which listing a page belongs to. */
  observe(method: string, result: Record<string, unknown> | undefined, requestMetaBytes: number, cursor = false): void {
    this.facts.requestEnvelopeBytes = Math.max(this.facts.requestEnvelopeBytes ?? 0, requestMetaBytes);
    if (!result) return;
    if (result.resultType === undefined && !this.facts.resultTypeMissing.includes(method))
      this.facts.resultTypeMissing.push(method);
    // An interim input_required answer is not cacheable and carries no hints (caching#cacheable-results).
    if (CACHEABLE.has(method) && result.resultType !== 'input_required') {
      const walk = PAGINATED.has(method) ? this.pageOf(method, cursor) : undefined;
      this.facts.cacheHints.push({
        method,
        ...('ttlMs' in result ? { ttlMs: result.ttlMs } : {}),
        ...('cacheScope' in result ? { cacheScope: result.cacheScope } : {}),
        ...(walk ?? {}),
      });
    }
  }

  private pageOf(method: string, cursor: boolean): { listing: number; page: number } {
    const last = this.walks.get(method);
    const next =
      cursor && last ? { listing: last.listing, page: last.page + 1 } : { listing: (last?.listing ?? 0) + 1, page: 1 };
    this.walks.set(method, next);
    return next;
  }
}
