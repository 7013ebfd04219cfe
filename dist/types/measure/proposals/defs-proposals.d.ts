import type { WireTool } from '../../servers/list-tools.js';
import { type Proposal } from './proposals.js';
import type { Tokenizer } from '../tokens.js';
/**
 * Definitions no property of the tool refers to: every listing carries them, and a schema without them validates
 * the same arguments, so dropping them is lossless. Measured on the definition as it came over the wire.
 */
export declare function defsProposals(server: string, tool: WireTool, tokenizer: Tokenizer): Proposal[];
/**
 * The same definitions in many tools (a generator that writes one shared `$defs` into every schema): each tool
 * keeps only those its own properties refer to, measured over all the server's tools.
 */
export declare function sharedDefsProposals(server: string, tools: WireTool[], tokenizer: Tokenizer): Proposal[];
