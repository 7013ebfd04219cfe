import { type HostProfile } from '../../budget/host-profiles.js';
import type { ResultChange } from './result-change.js';
/**
 * A result that sends structuredContent and a text block holding the same JSON: the copy a host ignores is paid for
 * on the wire and, by hosts that read both, twice in context. Dropping the text copy is lossless where every host
 * reads structuredContent, and a choice where some read only text (their model would get nothing). Dropping
 * structuredContent leaves every host the same JSON as text; it is not proposed for a tool that declares an
 * outputSchema, which obliges it to send structuredContent.
 */
export declare function copyProposals(change: ResultChange, hosts: HostProfile[]): void;
