declare const TOKENIZERS: readonly ['o200k_base', 'cl100k_base'];
export type TokenizerName = (typeof TOKENIZERS)[number];
export {};
