import { type HostProfile } from '../../budget/host-profiles.js';
import type { WireTool } from '../../servers/list-tools.js';
import { type Proposal } from './proposals.js';
import type { Tokenizer } from '../tokens.js';
/**
 * Every proposal for one tool's definition, each measured on the definition as it came over the wire.
 * Its phases, one per kind of saving, in the order they are listed: text past a host's cut, members no model needs,
 * schema keywords hosts drop, shared `$defs`, then text said twice (repeated sentences, repeated sub-schemas).
 */
export declare function definitionProposals(server: string, tool: WireTool, tokenizer: Tokenizer, hosts?: HostProfile[]): Proposal[];
