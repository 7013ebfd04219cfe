import type { ResultParts } from '../host-module.js';
import type { ResultSpill } from '../host-profile.js';
/** Claude Code's note for a result over its token cap (recorded from 2.1.328; the path stands in). */
export declare function claudeTooManyTokens(text: string): string;
/** Claude Code's `<persisted-output>` block: the content array pretty-printed is saved; its size and first 2 KB shown. */
export declare function persistedOutput(page: ResultParts, text: string, spill: ResultSpill): string;
