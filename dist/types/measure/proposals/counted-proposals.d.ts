import { type Tokenizer } from '../tokens.js';
import type { Proposal } from './proposals.js';
import { type ProposalsAsked } from './wire-proposals.js';
/**
 * proposalsFromWire with every count made first, yielding to the event loop as it counts (countedView): a retained
 * result of up to 4 MB takes the tokenizer seconds per proposal, and a signal (a cancelled job's SIGTERM) must be
 * acted on meanwhile. The same proposals and figures; past the deadline, the ones made with every count known are
 * kept (none is guessed).
 */
export declare function countedProposals(asked: ProposalsAsked, tokenizer: Tokenizer): Promise<Proposal[]>;
