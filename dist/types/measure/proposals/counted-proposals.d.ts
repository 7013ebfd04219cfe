import type { Fixture } from '../../budget/budget-config.js';
import type { HostProfile } from '../../budget/host-profiles.js';
import type { ServerWire } from '../measure-server.js';
import { type Tokenizer } from '../tokens.js';
import type { Proposal } from './proposals.js';
/**
 * proposalsFromWire with every count made first, yielding to the event loop as it counts (countedView): a retained
 * result of up to 4 MB takes the tokenizer seconds per proposal, and a signal (a cancelled job's SIGTERM) must be
 * acted on meanwhile. The same proposals and figures; past the deadline, the ones made with every count known are
 * kept (none is guessed).
 */
export declare function countedProposals(server: string, wire: ServerWire, tools: 'all' | Set<string>, fixtures: Fixture[], tokenizer: Tokenizer, deadline: number, hosts?: HostProfile[]): Promise<Proposal[]>;
