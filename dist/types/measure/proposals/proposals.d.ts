import type { WireTool } from '../../servers/list-tools.js';
import type { Tokenizer } from '../tokens.js';
import type { ServerFailure } from '../../servers/server-failure.js';
/**
 * One change to a definition or a result, measured by making it and counting again: never an estimate. `lossless`:
 * the model is given the same information (a format or a copy changes); otherwise it is the author's choice.
 */
export interface Proposal {
    subject: string;
    kind: ProposalKind;
    lossless: boolean;
    /** What to change, in one sentence. */
    change: string;
    /** What the model no longer gets, for a choice. */
    loses?: string;
    saves: {
        bytes: number;
        tokens: number;
    };
    /** For a projection: the code to write, as it was applied to measure the saving. */
    code?: string;
    /** With `hosts`: what each host's model receives less, from that host's own payload (0: the host never sent it). */
    hosts?: Array<{
        host: string;
        bytes: number;
        tokens: number;
    }>;
    /** With `sessions`: what it saves over each session on each host, in every request that carries it (session-savings.ts). */
    sessions?: Array<{
        session: string;
        host: string;
        tokens: number;
    }>;
}
export type ProposalKind = 'schema-dialect' | 'description-past-cut' | 'fields-the-model-never-sees' | 'repeated-in-parameters' | 'repeated-subschema' | 'shared-usage-notes' | 'keywords-hosts-drop' | 'compact-json-text' | 'unwrap-string-result' | 'constant-fields' | 'structured-and-text-copies' | 'page-size-for-host-cut' | 'repeated-nested-objects' | 'entity-to-identifier' | 'url-fields' | 'text-preview' | 'opaque-fields' | 'field-allowlist' | 'unused-defs';
/** The index's own figures for a JSON value: bytes of its compact JSON and its tokens. */
export declare function figuresOf(value: unknown, tokenizer: Tokenizer): {
    bytes: number;
    tokens: number;
};
/** Before minus after; a change that saves nothing is not proposed. */
export declare function saving(before: {
    bytes: number;
    tokens: number;
}, after: {
    bytes: number;
    tokens: number;
}): Proposal['saves'] | undefined;
/** Most tokens saved first, then bytes; the same change's ranking never depends on the order found. */
export declare function rankProposals(proposals: Proposal[]): Proposal[];
export interface Suggestions {
    /** `all`, a server, `server/tool` or `fixture:name`. */
    scope: string;
    proposals: Proposal[];
    /** Servers that could not be looked at: their failure, never an empty list of proposals. */
    failures: Array<{
        server: string;
        code: ServerFailure['code'];
        detail: string;
    }>;
    /** Fixtures not replayed (a cursor taken from another fixture). */
    skipped: string[];
}
/** Measures a changed definition against the tool as listed, and keeps it as a proposal when it saves anything. */
export type Propose = (after: WireTool, rest: Omit<Proposal, 'subject' | 'saves'>) => void;
/** A note for a choice made on every shipped host profile, when budget.json names no `hosts`. */
export declare const EVERY_PROFILE_ASKED = " (no `hosts` in budget.json: every shipped host profile asked)";
