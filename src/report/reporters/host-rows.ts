import { HOST_PROFILES } from '../../budget/host-profiles.js';
import { configurations } from '../../judge/configurations.js';
import type { Report } from '../../judge/report.js';
import type { HostResult } from '../../measure/measurement.js';
import type { DeferralSide } from '../../measure/hosts/host-deferral.js';
import { hostSessions } from '../../judge/host-sessions.js';
import { fmt } from '../../text/format.js';

/** One row of the hosts table: what one host's model receives in one way of running the servers. */
export interface HostRow {
  host: string;
  /** The variants chosen (`github@read-only`), when the servers have variants; one row per combination. */
  configuration?: string;
  /** Tools the host sends its model, and how many the servers listed (more when the host sends only the first N). */
  tools: number;
  listed: number;
  bytes: number;
  tokens: number;
  /** Whether `tokens` is exact for the host's model: its models count with the run's tokenizer (profile modelEncoding). */
  exact: boolean;
  /** Each fixture result as the model receives it: every page of a walk, and their sum. */
  results: string[];
}

/**
 * The hosts table's rows. Variants are alternatives, never loaded together, so each combination is a row of its own
 * (the judge's configurations). A host that sends only its first `maxTools` tools (Cursor) is counted over those:
 * the tools past its cap, its own `reservedTools` taken first, never reach the model (HOST_TOO_MANY_TOOLS says so).
 */
export function hostRows(report: Report): HostRow[] {
  const hosts = [...new Set(report.servers.flatMap((server) => server.hosts?.map((h) => h.host) ?? []))];
  const runs = configurations(report.servers);
  return hosts.flatMap((host) =>
    runs.map((run) => {
      const facts = HOST_PROFILES[host]?.facts;
      const tools = run.servers.flatMap((server) => server.hosts?.find((h) => h.host === host)?.perTool ?? []);
      const cap =
        facts?.sendsFirstTools?.value && facts.maxTools
          ? Math.max(0, facts.maxTools.value - (facts.reservedTools?.value ?? 0))
          : Infinity;
      const sent = tools.slice(0, cap);
      const names = new Set(run.servers.map((server) => server.name));
      const results = report.fixtures
        .filter((fixture) => names.has(fixture.server))
        .flatMap(
          (fixture) =>
            fixture.hosts?.filter((h) => h.host === host).map((h) => `${fixture.name} ${resultFigure(h)}`) ?? [],
        );
      return {
        host,
        ...(run.variants.length > 0 ? { configuration: run.variants.join(', ') } : {}),
        tools: sent.length,
        listed: tools.length,
        bytes: sent.reduce((sum, tool) => sum + tool.bytes, 0),
        tokens: sent.reduce((sum, tool) => sum + tool.tokens, 0),
        exact: facts?.modelEncoding?.value === report.tokenizer,
        results,
      };
    }),
  );
}

/** A result's tokens as read: one page with its cut or spill said; a walk as every page and the sum. */
function resultFigure(view: HostResult): string {
  const note = (outcome: HostResult['outcome'], before: number) =>
    outcome === 'spilled'
      ? ` (spilled to a file; ${fmt(before)} before)`
      : outcome === 'cut'
        ? ` (cut from ${fmt(before)})`
        : '';
  if (!view.pages || view.pages.length < 2) return `${fmt(view.tokens)}${note(view.outcome, view.preCutTokens)}`;
  const sum = view.pages.reduce((total, page) => total + page.tokens, 0);
  const cut = view.pages.filter((page) => page.outcome !== 'whole').length;
  return `${view.pages.map((page) => fmt(page.tokens)).join(' + ')} = ${fmt(sum)} over ${view.pages.length} pages${cut > 0 ? ` (${cut} cut or spilled)` : ''}`;
}

/**
 * Each host's side of its deferral threshold for each way of running the servers, one line each: up front or held
 * back (tool search, virtual tools), how far from the threshold, and the session start on that side (a host's
 * resource tools aside). The report's own hostSessions where it has them (a saved report read back), else computed.
 */
export function deferralLines(report: Report): string[] {
  const sessions = report.hostSessions ?? hostSessions(report.servers.filter((server) => server.ok)) ?? [];
  return sessions.map((session) => {
    const configuration = session.configuration ? ` (${session.configuration})` : '';
    return `${session.host}${configuration}: ${sideWords(session)}; session start ${fmt(session.sessionStartTokens)} tokens`;
  });
}

function sideWords(side: DeferralSide): string {
  const where = side.deferred ? 'deferred (definitions loaded on use)' : 'up front';
  const model = side.model !== undefined ? ` with ${side.model}` : '';
  switch (side.rule) {
    case 'tools-over':
      return `${where}: ${fmt(side.tools)} tools, ${side.margin! >= 0 ? `${fmt(side.margin!)} under` : `${fmt(-side.margin!)} past`} its threshold of ${fmt(side.threshold!)}`;
    case 'model':
      return `${where}${model} (it defers only with the models its metadata knows)`;
    case 'always':
      return `${where}${model} (${side.deferred ? 'it always defers' : 'a model it sends everything to'})`;
    default:
      return `${where} (${side.deferred ? 'as recorded' : 'it does not defer'})`;
  }
}
