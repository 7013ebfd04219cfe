import type { HostProfile, ResultCut, ResultSpill } from '../../budget/host-profiles.js';
/** What a fixture page offers a host: its text blocks (normalized), structuredContent, and its content array. */
export interface ResultPage {
    texts: string[];
    structured: unknown;
    /** The content array as received (its text blocks' normalized text is in `texts`, in the same order). */
    blocks?: unknown[];
    /** Content block types in order, for hosts that treat one text part differently from several. */
    blockTypes?: string[];
    /** "Resource Link: …" lines, for hosts that render resource_link blocks as text. */
    links?: string[];
    /** The result's isError, and the call that got it (Gemini CLI quotes both in what its model reads). */
    isError?: boolean;
    call?: {
        name: string;
        args: unknown;
        server?: string;
    };
}
/** What reaches a host's model of a result: the whole text, a cut of it, or a file reference instead of it. */
export type ResultOutcome = 'whole' | 'cut' | 'spilled';
/** What of a result reaches the model, by the host's channel, before any cut. */
export declare function hostResultText(profile: HostProfile, sent: ResultPage): string;
/**
 * The text after the host's handling of its size: spilled to a file (the model reads a reference and a preview),
 * cut (Codex keeps head and tail within its token budget, Gemini CLI 20% head and 80% tail of 40,000 characters,
 * Copilot CLI the head), or whole. `toolMeta` is the tool's `_meta` from tools/list (Claude Code's per-tool raise).
 */
export declare function hostCut(profile: HostProfile, text: string, page: ResultPage, toolMeta?: Record<string, unknown>, tokens?: number): {
    text: string;
    outcome: ResultOutcome;
};
/** What a host's model reads of one page: tokens and bytes after its cut or spill, with the size before beside them. */
export interface HostView {
    text: string;
    shown: string;
    outcome: ResultOutcome;
    tokens: number;
    bytes: number;
    preCutTokens: number;
    preCutBytes: number;
}
export declare function hostView(profile: HostProfile, page: ResultPage, tokenizer: {
    count(text: string): number;
}, toolMeta?: Record<string, unknown>): HostView;
export declare function spillThreshold(spill: ResultSpill, toolMeta?: Record<string, unknown>): number;
/** The text after a cut of the given kind (no spill). */
export declare function afterCut(text: string, cut: ResultCut | undefined): {
    text: string;
    cut: boolean;
};
/**
 * What of the host's text its model does not read, by the rule that cut or spilled it: Claude Code over its token
 * cap reads a note only (all of it lost); a spill keeps its preview; Gemini CLI keeps its head share and the tail, a
 * note before them (so no common start to find); other cuts keep a common start and end.
 */
export declare function hostTextLost(profile: HostProfile, view: Pick<HostView, 'text' | 'shown' | 'outcome' | 'preCutTokens'>): {
    at: number;
    chars: number;
    start: string;
} | undefined;
/** What of `text` is missing from `shown`: the span between their common start and common end. */
export declare function lostSpan(text: string, shown: string, spilledPreview?: number): {
    at: number;
    chars: number;
    start: string;
} | undefined;
