import type { Fixture } from '../../budget/budget-config.js';
import { type HostProfile } from '../../budget/host-profiles.js';
import type { BudgetConfig } from '../../budget/budget-config.js';
import type { ServerWire } from '../measure-server.js';
import type { Proposal } from './proposals.js';
import type { Tokenizer } from '../tokens.js';
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
export declare function proposalsFromWire(asked: ProposalsAsked, tokenizer: Tokenizer, made?: (proposals: Proposal[]) => void): Proposal[];
/** The profiles of the hosts a budget names (validated on load: every name has one). */
export declare function hostsOf(config: BudgetConfig): HostProfile[];
