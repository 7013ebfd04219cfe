import { type HostProfile } from '../../budget/host-profiles.js';
import type { WireTool } from '../../servers/list-tools.js';
import { type Propose, type Proposal } from './proposals.js';
import type { Tokenizer } from '../tokens.js';
/** Text said twice: parameter sentences the description already says, and a sub-schema written out at each use. */
export declare function proposeRepeats(server: string, tool: WireTool, hosts: HostProfile[], propose: Propose): void;
/**
 * A sentence that stands in three or more tools' descriptions, stated once in the server's instructions instead:
 * what leaving it out of each tool saves, less what adding it to the instructions costs.
 */
export declare function sharedNoteProposals(server: string, tools: WireTool[], instructions: string | undefined, tokenizer: Tokenizer): Proposal[];
