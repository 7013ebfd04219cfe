import type { WireResponse } from '../servers/wire-ledger.js';
import { type Normalizer } from './measure-result.js';
import { type Proposal } from './proposals.js';
import type { Tokenizer } from './tokens.js';
/**
 * Every proposal for one fixture's result, each measured by changing the result as the server would send it and
 * measuring it again as `check` does (wire bytes of the re-serialized message, tokens the larger copy).
 */
export declare function resultProposals(fixture: string, wire: WireResponse, tokenizer: Tokenizer, normalizer?: Normalizer): Proposal[];
