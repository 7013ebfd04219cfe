import type { LoadedBudget } from '../budget/config.js';
import type { Measurement } from '../measure/measure-all.js';
import { rankProposals, type Proposal, type ProposalKind } from '../measure/proposals/proposals.js';
import { loadTokenizer } from '../measure/tokens.js';
import { countedProposals } from '../measure/proposals/counted-proposals.js';
import { hostsOf } from '../measure/proposals/wire-proposals.js';
import type { Finding, FindingCode, MeasuredFix } from '../judge/findings.js';
import type { Report } from '../judge/report.js';
import { DEFAULT_TIMEOUTS } from '../servers/server-session.js';

/** Failures a smaller definition or result mends (a host's cut included): the ones a measured proposal can point at. */
const SIZE_CODES: ReadonlySet<FindingCode> = new Set([
  'TOOL_OVER_BUDGET',
  'TOTAL_OVER_BUDGET',
  'DESCRIPTION_TOO_LONG',
  'OVERSIZED_GREW',
  'GROWTH_OVER_BUDGET',
  'HOST_OVER_BUDGET',
  'HOST_DESCRIPTION_CUT',
  'RESULT_OVER_BUDGET',
  'PAGE_OVER_BUDGET',
  'HOST_RESULT_OVER_CAP',
  'TRUNCATED_BY_HOST',
]);

/** The proposals that shorten a tool's description (the others change its schemas or other members). */
const DESCRIPTION_KINDS: ReadonlySet<ProposalKind> = new Set(['description-past-cut', 'shared-usage-notes']);

/**
 * For each failing size finding, the change that saves the most, measured (as `suggest` measures) on what the
 * servers sent in this very run: its fix line names it with its saving, and the report lists it. Nothing starts
 * again; only the failing path loads the tokenizer for it.
 * Its phases: what each server is asked for, the proposals measured on its wire, then each finding's best one.
 */
export async function measuredFixes(
  loaded: LoadedBudget,
  judged: Finding[],
  measurement: Measurement,
): Promise<{ findings: Finding[]; fixes: NonNullable<Report['fixes']> }> {
  const failing = judged.filter((finding) => finding.severity === 'error' && SIZE_CODES.has(finding.code));
  if (failing.length === 0 || !measurement.wire?.size) return { findings: judged, fixes: [] };
  // What each server is asked for first: a failing figure no server's wire holds needs no tokenizer loaded.
  const wanted = [...wantedOf(loaded, failing, measurement.wire)].flatMap(([server, asked]) => {
    const wire = measurement.wire!.get(server);
    return wire ? [{ server, wire, ...asked }] : [];
  });
  if (wanted.length === 0) return { findings: judged, fixes: [] };
  const tokenizer = await loadTokenizer(loaded.config.tokenizer ?? 'o200k_base');
  const deadline = Date.now() + (loaded.config.timeouts?.totalMs ?? DEFAULT_TIMEOUTS.totalMs);
  const proposals: Proposal[] = [];
  for (const { server, wire, tools, fixtures } of wanted) {
    proposals.push(
      ...(await countedProposals(
        {
          server,
          wire,
          tools,
          fixtures: (loaded.config.fixtures ?? []).filter((f) => fixtures.has(f.name)),
          deadline,
          hosts: hostsOf(loaded.config),
        },
        tokenizer,
      )),
    );
  }
  rankProposals(proposals);
  const fixes: NonNullable<Report['fixes']> = [];
  const findings: Finding[] = judged.map((finding) => {
    const proposal = failing.includes(finding) ? bestProposal(proposals, finding) : undefined;
    if (!proposal) return finding;
    if (!fixes.some((fix) => fix.subject === finding.subject)) fixes.push({ subject: finding.subject, proposal });
    return { ...finding, measured: measuredFix(finding, proposal) };
  });
  return { findings, fixes };
}

/** What each server's wire is asked for: the failing tools (or all of them, for a total) and fixtures. */
function wantedOf(
  loaded: LoadedBudget,
  failing: Finding[],
  wire: NonNullable<Measurement['wire']>,
): Map<string, { tools: 'all' | Set<string>; fixtures: Set<string> }> {
  const wanted = new Map<string, { tools: 'all' | Set<string>; fixtures: Set<string> }>();
  const want = (server: string) =>
    wanted.get(server) ?? wanted.set(server, { tools: new Set(), fixtures: new Set() }).get(server)!;
  for (const { subject } of failing) {
    const fixture = subject.startsWith('fixture:')
      ? loaded.config.fixtures?.find((f) => f.name === subject.slice(8))
      : undefined;
    if (fixture) want(fixture.server).fixtures.add(fixture.name);
    else if (subject.includes('/')) {
      const entry = want(subject.slice(0, subject.indexOf('/')));
      if (entry.tools !== 'all') entry.tools.add(subject.slice(subject.indexOf('/') + 1));
    } else
      for (const server of wire.keys())
        if (subject.startsWith('total') || subject === server) want(server).tools = 'all';
  }
  return wanted;
}

/**
 * A host's own limit (hostLimits) is on what that host's model receives: mended by the proposal that saves the most
 * there, which need not be the one that saves the most on the wire. A cut or a cap is on what the host is sent.
 */
const forHost = (p: Proposal, host: string) => p.hosts?.find((h) => h.host === host)?.tokens ?? 0;
const hostOf = (finding: Finding) => (finding.code === 'HOST_OVER_BUDGET' ? finding.host : undefined);

/** The ranked proposal that mends a finding best: about its subject, of a kind that fits it, the most for its host. */
function bestProposal(proposals: Proposal[], finding: Finding): Proposal | undefined {
  const about = (subject: string, p: Proposal) =>
    subject.startsWith('total')
      ? true
      : subject.includes('/') || subject.startsWith('fixture:')
        ? p.subject === subject
        : p.subject === subject || p.subject.startsWith(`${subject}/`);
  // A description's length is mended only by a change to the description: dropping "$schema" saves bytes, not chars.
  const fits = (p: Proposal) => finding.code !== 'DESCRIPTION_TOO_LONG' || DESCRIPTION_KINDS.has(p.kind);
  const host = hostOf(finding);
  const candidates = proposals.filter((p) => about(finding.subject, p) && fits(p));
  return host
    ? candidates.filter((p) => forHost(p, host) > 0).sort((a, b) => forHost(b, host) - forHost(a, host))[0]
    : candidates[0];
}

/** The fix a finding's words name: the change, its saving, and how far short of the overage it falls. */
function measuredFix(finding: Finding, proposal: Proposal): MeasuredFix {
  const host = hostOf(finding);
  // A saving smaller than the overage is one step, not the fix: the words say so, so nobody applies it and expects a pass.
  const overage = finding.limit !== undefined && finding.actual !== undefined ? finding.actual - finding.limit : 0;
  const saved = host
    ? forHost(proposal, host)
    : finding.unit === 'bytes'
      ? proposal.saves.bytes
      : finding.unit === 'tokens'
        ? proposal.saves.tokens
        : undefined;
  return {
    ...(proposal.subject === finding.subject ? {} : { where: proposal.subject }),
    change: proposal.change,
    saves: proposal.saves,
    ...(host ? { hostTokens: forHost(proposal, host) } : {}),
    ...(saved !== undefined && overage > saved && finding.unit
      ? { shortBy: { amount: overage, unit: finding.unit } }
      : {}),
  };
}
