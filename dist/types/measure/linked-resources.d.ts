import type { ServerSession } from '../servers/server-session.js';
import type { LinkedResource } from './measurement.js';
import type { Tokenizer } from './tokens.js';
/** The distinct `resource_link` URIs of a result's pages, in the order they came. */
export declare function linkedUris(pages: Array<{
    blocks?: unknown[];
}>): string[];
/**
 * Reads each linked resource as a host that follows links would (resources/read), measured on the wire: its bytes
 * as they came, and the tokens of its text contents (a blob is bytes only). A read that fails is said, not zero.
 */
export declare function readLinked(session: ServerSession, uris: string[], phase: `call ${string}`, tokenizer: Tokenizer): Promise<LinkedResource[]>;
