import type { Fixture } from '../../budget/budget-config.js';
import type { HostProfile } from '../../budget/host-profiles.js';
import type { WireTool } from '../../servers/list-tools.js';
import type { WireResponse } from '../../servers/wire-ledger.js';
import type { Normalizer } from '../result-normalizer.js';
import { type Proposal } from './proposals.js';
import type { Tokenizer } from '../tokens.js';
/**
 * Every proposal for one fixture's result, each measured by changing the result as the server would send it and
 * measuring it again as `check` does (wire bytes of the re-serialized message, tokens the larger copy), and, with
 * `hosts`, as each host's model reads it (its channel, then its cut or spill).
 */
export declare function resultProposals(fixture: Fixture, wire: WireResponse, tokenizer: Tokenizer, normalizer?: Normalizer, hosts?: HostProfile[], tool?: WireTool, tools?: WireTool[]): Proposal[];
