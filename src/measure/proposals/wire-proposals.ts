import type { Fixture } from '../../budget/budget-config.js';
import { HOST_PROFILES, type HostProfile } from '../../budget/host-profiles.js';
import type { BudgetConfig } from '../../budget/budget-config.js';
import { definitionProposals } from './definition-proposals.js';
import { sharedNoteProposals } from './repetition-proposals.js';
import { sharedDefsProposals } from './defs-proposals.js';
import type { ServerWire } from '../measure-server.js';
import { makeNormalizer } from '../result-normalizer.js';
import type { Proposal } from './proposals.js';
import { resultProposals } from './result-proposals.js';
import type { Tokenizer } from '../tokens.js';
import { underDeadline } from '../work-deadline.js';
import { MeasuringTimedOut } from '../../servers/interruptible.js';

/** What proposals are asked of one server's wire: which tools and fixtures, for which hosts, until when. */
export interface ProposalsAsked {
  server: string;
  wire: ServerWire;
  /** The tools whose definitions to change; 'all' adds the notes and `$defs` shared across them. */
  tools: 'all' | Set<string>;
  fixtures: Fixture[];
  deadline: number;
  hosts?: HostProfile[];
}

/**
 * Proposals for what one server sent: its chosen tools' definitions (and notes shared across all its tools), and
 * its chosen fixtures' answers, measured after the fixture's normalize rules as check measures them.
 */
export function proposalsFromWire(
  asked: ProposalsAsked,
  tokenizer: Tokenizer,
  made: (proposals: Proposal[]) => void = () => {},
): Proposal[] {
  const { server, wire, tools, fixtures, deadline, hosts = [] } = asked;
  const proposals: Proposal[] = [];
  const push = (more: Proposal[]) => {
    proposals.push(...more);
    made(proposals);
  };
  // Proposals are advice: past the deadline, those made so far are kept and no more are made (none is guessed).
  try {
    underDeadline(deadline, () => {
      const counted: Tokenizer = { name: tokenizer.name, count: (text: string) => tokenizer.count(text, deadline) };
      for (const tool of wire.tools)
        if (tools === 'all' || tools.has(tool.name)) push(definitionProposals(server, tool, counted, hosts));
      if (tools === 'all')
        push([
          ...sharedNoteProposals(server, wire.tools, wire.instructions, counted),
          ...sharedDefsProposals(server, wire.tools, counted),
        ]);
      for (const fixture of fixtures) {
        const answer = wire.results.get(fixture.name);
        if (answer)
          push(
            resultProposals(
              fixture,
              answer,
              counted,
              makeNormalizer(fixture.normalize, deadline),
              hosts,
              wire.tools.find((tool) => tool.name === fixture.tool),
              wire.tools,
            ),
          );
      }
    });
  } catch (error) {
    if (!(error instanceof MeasuringTimedOut)) throw error;
  }
  return proposals;
}

/** The profiles of the hosts a budget names (validated on load: every name has one). */
export function hostsOf(config: BudgetConfig): HostProfile[] {
  return (config.hosts ?? []).flatMap((host) => (HOST_PROFILES[host] ? [HOST_PROFILES[host]] : []));
}
