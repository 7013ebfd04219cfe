import type { WireTool } from '../../servers/list-tools.js';
import { type Proposal } from './proposals.js';
import type { Tokenizer } from '../tokens.js';
/**
 * Which of a schema's top-level definitions (`$defs`, or draft-07's `definitions`) anything outside them refers to,
 * directly or through another definition. Undefined when that cannot be told from the schema alone: a `$ref` to
 * another document, a `$dynamicRef`, or an `$id`/`$anchor` a reference could name instead of a path.
 */
export interface SchemaDefs {
    key: '$defs' | 'definitions';
    names: string[];
    unused: string[];
}
export declare function schemaDefs(schema: unknown): SchemaDefs | undefined;
/** The schema without the definitions nothing refers to (the key itself gone when none is left). */
export declare function withoutUnusedDefs(schema: Record<string, unknown>, defs: SchemaDefs): Record<string, unknown>;
/**
 * Definitions no property of the tool refers to: every listing carries them, and a schema without them validates
 * the same arguments, so dropping them is lossless. The changed definition, for definitionProposals to measure as
 * it measures every change to a definition (on the wire and in each host's payload); undefined when none is unused.
 */
export declare function unusedDefsChange(tool: WireTool): {
    after: WireTool;
    rest: Omit<Proposal, 'subject' | 'saves'>;
} | undefined;
/**
 * The same definitions in many tools (a generator that writes one shared `$defs` into every schema): each tool
 * keeps only those its own properties refer to, measured over all the server's tools.
 */
export declare function sharedDefsProposals(server: string, tools: WireTool[], tokenizer: Tokenizer): Proposal[];
