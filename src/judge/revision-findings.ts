import type { BudgetConfig } from '../budget/config.js';
import type { Finding } from './findings.js';
import type { ServerReport } from '../measure/measurement.js';

/** Where each rule of revision 2026-07-28 is written: findings name their section. */
const SPEC = 'https://modelcontextprotocol.io/specification/2026-07-28';
export const SPEC_SECTIONS = {
  resultType: `${SPEC}/basic/index#resulttype`,
  cacheable: `${SPEC}/server/utilities/caching#cacheable-results`,
  ttl: `${SPEC}/server/utilities/caching#time-to-live-ttl-field`,
  cacheSecurity: `${SPEC}/server/utilities/caching#security-considerations`,
  discover: `${SPEC}/server/discover`,
  dualEra: `${SPEC}/basic/versioning#backward-compatibility-with-initialization-based-versions`,
  listChanged: `${SPEC}/server/tools#list-changed-notification`,
  listing: `${SPEC}/server/tools#listing-tools`,
} as const;

/**
 * What revision 2026-07-28 asks of a server measured in it, judged from the answers as they came: every result has
 * a resultType; every cacheable result (server/discover, every list, resources/read) has ttlMs and cacheScope, the
 * same cacheScope on every page of one listing; and what a dual-era
 * server gives each era's hosts, compared.
 */
export function revisionFindings(server: ServerReport): Finding[] {
  const findings: Finding[] = [];
  const subject = server.name;
  const revision = server.revision;
  if (revision) {
    if (revision.resultTypeMissing.length > 0) {
      findings.push({
        code: 'RESULT_TYPE_MISSING',
        severity: 'error',
        subject,
        message: `results of ${revision.resultTypeMissing.join(', ')} carry no "resultType"; revision 2026-07-28 requires it on every result (${SPEC_SECTIONS.resultType}), and a 2026-07-28 client built on the TypeScript SDK rejects such a result`,
        fix: 'add "resultType": "complete" to every result (an SDK that speaks 2026-07-28 does it for you)',
      });
    }
    for (const method of [...new Set(revision.cacheHints.map((hint) => hint.method))]) {
      const hints = revision.cacheHints.filter((hint) => hint.method === method);
      const missing = hints.filter((hint) => typeof hint.ttlMs !== 'number' || hint.ttlMs < 0 || (hint.cacheScope !== 'public' && hint.cacheScope !== 'private'));
      if (missing.length > 0) {
        const first = missing[0]!;
        findings.push({
          code: 'CACHE_HINTS_MISSING',
          severity: 'error',
          subject,
          message: `${missing.length} of ${hints.length} ${method} answer(s) lack a valid ttlMs (>= 0) and cacheScope ("public" or "private"); the first had ttlMs ${JSON.stringify(first.ttlMs) ?? 'absent'}, cacheScope ${JSON.stringify(first.cacheScope) ?? 'absent'}. Servers MUST send both (${SPEC_SECTIONS.cacheable}); a client then assumes 0 and fetches again every time`,
          fix: `return "ttlMs" and "cacheScope" on ${method} (the TypeScript server SDK: the cacheHints option)`,
        });
        continue;
      }
      const varies = scopeThatVaries(hints);
      if (varies) {
        findings.push({
          code: 'CACHE_SCOPE_VARIES',
          severity: 'error',
          subject,
          message: `${method}'s pages of one listing say different cacheScopes: page ${varies.first.page} ${JSON.stringify(varies.first.cacheScope)}, page ${varies.other.page} ${JSON.stringify(varies.other.cacheScope)}. A list's pages make one result (${SPEC_SECTIONS.cacheable}): a shared cache that keeps the "public" pages holds part of a list that is private`,
          fix: `answer every page of ${method} with the same cacheScope ("private" if any page depends on who asks)`,
        });
      }
      if (method === 'tools/list' && hints.some((hint) => hint.ttlMs === 0)) {
        findings.push({
          code: 'CACHE_TTL_ZERO',
          severity: 'warning',
          subject,
          message: `tools/list says "ttlMs": 0: immediately stale (${SPEC_SECTIONS.ttl}), so a host may fetch the definitions again before every use, and any change rewrites its prompt cache`,
          fix: 'give tools/list a ttlMs as long as the list really holds (minutes, or hours), and send notifications/tools/list_changed when it changes',
        });
      }
      if (revision.credentials && hints.some((hint) => hint.cacheScope === 'public')) {
        findings.push({
          code: 'CACHE_SCOPE_PUBLIC_WITH_CREDENTIALS',
          severity: 'warning',
          subject,
          message: `${method} answered a request that carried credentials with "cacheScope": "public": shared caches may serve it to callers with other credentials (${SPEC_SECTIONS.cacheSecurity})`,
          fix: `answer "private" when the list depends on who asks; "public" only when it is the same for everyone`,
        });
      }
    }
  }
  const parity = server.parity;
  if (parity && !parity.failed && (parity.instructions || parity.tools)) {
    const differences = [
      ...(parity.instructions ? [`instructions (${parity.instructions.modernChars} chars via server/discover, ${parity.instructions.legacyChars} via initialize)`] : []),
      ...(parity.tools ? [`tools/list at ${parity.tools.tool} ${parity.tools.path}`] : []),
    ];
    findings.push({
      code: 'ERA_PARITY',
      severity: 'warning',
      subject,
      message: `this dual-era server shows hosts of the two eras different things: ${differences.join('; ')}. A host that uses server/discover never sees what initialize gives, and the other way round (${SPEC_SECTIONS.dualEra})`,
      fix: 'serve the same tools and instructions to both eras (with the TypeScript server SDK: one factory, whatever ctx.era says)',
    });
  }
  return findings;
}

type Hint = NonNullable<ServerReport['revision']>['cacheHints'][number];

/** The first listing whose pages carry two cacheScopes: its first page and the first page that differs. */
function scopeThatVaries(hints: Hint[]): { first: Hint; other: Hint } | undefined {
  const listings = new Map<number, Hint[]>();
  for (const hint of hints) if (hint.listing !== undefined) listings.set(hint.listing, [...(listings.get(hint.listing) ?? []), hint]);
  for (const pages of listings.values()) {
    const other = pages.find((page) => page.cacheScope !== pages[0]!.cacheScope);
    if (other) return { first: pages[0]!, other };
  }
  return undefined;
}

/** A tools/list that changed after fixture calls: a host that cached the definitions pays for all of them again. */
export function midSessionFindings(config: BudgetConfig, server: ServerReport): Finding[] {
  return (server.listingChanges ?? [])
    .filter((change) => change.when === 'after-calls')
    .map((change) => ({
      code: 'TOOLS_CHANGED_MID_SESSION' as const,
      severity: config.stability?.toolsList === 'error' ? ('error' as const) : ('warning' as const),
      subject: `${server.name}/${change.tool}`,
      path: ['stability'],
      ...wordsForTOOLS_CHANGED_MID_SESSION(change, server),
    }));
}

/** The words of TOOLS_CHANGED_MID_SESSION; tools listed only after the calls are measured and judged with the rest. */
function wordsForTOOLS_CHANGED_MID_SESSION(change: NonNullable<ServerReport['listingChanges']>[number], server: ServerReport): { message: string; fix: string } {
  const late = server.tools.filter((tool) => tool.listedAfter === 'calls').map((tool) => JSON.stringify(tool.name));
  const measured = late.length > 0 ? `; listed only after the calls, ${late.slice(0, 5).join(', ')}${late.length > 5 ? ` and ${late.length - 5} more` : ''} ${late.length > 1 ? 'are' : 'is'} measured and held to the limits with the others, as a host in that conversation loads ${late.length > 1 ? 'them' : 'it'}` : '';
  return {
    message: `tools/list after the fixtures ran differs from the first listing at ${change.path}${change.notified ? ' (announced with notifications/tools/list_changed)' : ', with no notifications/tools/list_changed'}: hosts cache the prompt prefix, and a changed definition block is written to the cache again in full (${server.era === 'modern' ? `revision 2026-07-28: the list MUST NOT vary as a side effect of other requests, ${SPEC_SECTIONS.listing}` : SPEC_SECTIONS.listChanged})${measured}`,
    fix: change.notified ? 'list every tool from the start, and let calls fail with a clear error when a tool cannot be used yet' : 'keep the list fixed during a conversation; if it must change, send notifications/tools/list_changed',
  };
}
