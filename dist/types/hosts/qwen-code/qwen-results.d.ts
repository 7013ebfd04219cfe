import type { ResultSpill } from '../host-profile.js';
/** Qwen Code's buildStub (0.24.4, read and recorded): size, path, the whole's sha256, a preview cut at a newline. */
export declare function qwenPersistedOutput(text: string, spill: ResultSpill): string;
/** Qwen Code's error result (recorded from 0.24.4): Gemini CLI's wording, the content both as the error and beside it. */
export declare function qwenError(call: {
    name: string;
    args: unknown;
}, content: unknown[]): string;
