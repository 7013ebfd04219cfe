import type { BudgetConfig } from '../budget/budget-config.js';
import type { BudgetPath } from '../budget/budget-path.js';
import type { Finding } from './findings.js';
import type { ServerReport } from '../measure/measurement.js';

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
        args: { methods: revision.resultTypeMissing },
      });
    }
    for (const method of [...new Set(revision.cacheHints.map((hint) => hint.method))]) {
      const hints = revision.cacheHints.filter((hint) => hint.method === method);
      const missing = hints.filter(
        (hint) =>
          typeof hint.ttlMs !== 'number' ||
          hint.ttlMs < 0 ||
          (hint.cacheScope !== 'public' && hint.cacheScope !== 'private'),
      );
      if (missing.length > 0) {
        const first = missing[0]!;
        findings.push({
          code: 'CACHE_HINTS_MISSING',
          severity: 'error',
          subject,
          args: { method, missing: missing.length, of: hints.length, ttlMs: first.ttlMs, cacheScope: first.cacheScope },
        });
        continue;
      }
      const varies = scopeThatVaries(hints);
      if (varies) {
        findings.push({
          code: 'CACHE_SCOPE_VARIES',
          severity: 'error',
          subject,
          args: {
            method,
            first: { page: varies.first.page, cacheScope: varies.first.cacheScope },
            other: { page: varies.other.page, cacheScope: varies.other.cacheScope },
          },
        });
      }
      if (method === 'tools/list' && hints.some((hint) => hint.ttlMs === 0)) {
        findings.push({
          code: 'CACHE_TTL_ZERO',
          severity: 'warning',
          subject,
          args: {},
        });
      }
      if (revision.credentials && hints.some((hint) => hint.cacheScope === 'public')) {
        findings.push({
          code: 'CACHE_SCOPE_PUBLIC_WITH_CREDENTIALS',
          severity: 'warning',
          subject,
          args: { method },
        });
      }
    }
  }
  const parity = server.parity;
  if (parity && !parity.failed && (parity.instructions || parity.tools)) {
    findings.push({
      code: 'ERA_PARITY',
      severity: 'warning',
      subject,
      args: {
        ...(parity.instructions ? { instructions: parity.instructions } : {}),
        ...(parity.tools ? { tools: parity.tools } : {}),
      },
    });
  }
  return findings;
}

type Hint = NonNullable<ServerReport['revision']>['cacheHints'][number];

/** The first listing whose pages carry two cacheScopes: its first page and the first page that differs. */
function scopeThatVaries(hints: Hint[]): { first: Hint; other: Hint } | undefined {
  const listings = new Map<number, Hint[]>();
  for (const hint of hints)
    if (hint.listing !== undefined) listings.set(hint.listing, [...(listings.get(hint.listing) ?? []), hint]);
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
      path: ['stability'] as BudgetPath,
      args: {
        path: change.path,
        notified: change.notified === true,
        modern: server.era === 'modern',
        late: server.tools.filter((tool) => tool.listedAfter === 'calls').map((tool) => tool.name),
      },
    }));
}
