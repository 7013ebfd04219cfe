import type { BudgetConfig } from '../../budget/budget-config.js';
import { HOST_PROFILES } from '../../budget/host-profiles.js';
import type { Proposal } from '../proposals/proposals.js';

/**
 * What a proposal saves over each session of budget.json on each host, by the turns of session-turns.ts: a session of
 * N calls sends its definitions in N + 1 requests on every host (from the start on a host that sends them up front,
 * from the search on a host that defers, and there only the tools its steps call), and a
 * step's result in every request after its call (N - k + 1 for step k). The proposal's own saving on that host
 * (`hosts`, measured) times those requests. A change to every tool of a server (`server` subject) is priced only on
 * hosts that send definitions up front: on one that defers, how much of it falls on the tools loaded is not known.
 * A fixture that walks pages counts as one call.
 */
export function withSessionSavings(proposals: Proposal[], config: BudgetConfig): Proposal[] {
  const sessions = config.sessions ?? [];
  if (sessions.length === 0) return proposals;
  const fixtures = new Map((config.fixtures ?? []).map((fixture) => [fixture.name, fixture]));
  return proposals.map((proposal) => {
    const priced = sessions.flatMap((session) =>
      (proposal.hosts ?? []).flatMap((saved) => {
        const steps = session.steps.map((step) => fixtures.get(step)!);
        const requests = requestsCarrying(proposal.subject, saved.host, steps);
        return requests === undefined
          ? []
          : [{ session: session.name, host: saved.host, tokens: requests * saved.tokens }];
      }),
    );
    return priced.length > 0 ? { ...proposal, sessions: priced } : proposal;
  });
}

/** How many requests of a session carry the subject on a host (undefined: not known). */
function requestsCarrying(
  subject: string,
  host: string,
  steps: Array<{ name: string; server: string; tool?: string }>,
): number | undefined {
  const calls = steps.length;
  if (subject.startsWith('fixture:')) {
    const name = subject.slice('fixture:'.length);
    return steps.reduce((sum, step, index) => sum + (step.name === name ? calls - index : 0), 0);
  }
  const deferred = HOST_PROFILES[host]?.facts.deferredLoading?.value === true;
  const slash = subject.indexOf('/');
  const server = slash === -1 ? subject : subject.slice(0, slash);
  if (!steps.some((step) => step.server === server)) return 0;
  if (!deferred) return calls + 1;
  if (slash === -1) return undefined;
  const tool = subject.slice(slash + 1);
  const loaded = steps.some((step) => step.server === server && step.tool === tool);
  return loaded ? calls + 1 : 0;
}

/** The most a proposal saves over a session on one host; its one-call saving when no session prices it. */
const sessionKey = (proposal: Proposal) =>
  proposal.sessions ? Math.max(...proposal.sessions.map((saved) => saved.tokens)) : proposal.saves.tokens;

/** Most saved over a session first; ties keep the one-call order they came in (rankProposals'). */
export function rankBySessions(proposals: Proposal[]): Proposal[] {
  return proposals
    .map((proposal, order) => ({ proposal, order }))
    .sort((a, b) => sessionKey(b.proposal) - sessionKey(a.proposal) || a.order - b.order)
    .map(({ proposal }) => proposal);
}
