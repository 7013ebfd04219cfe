const TOKENIZERS = ['o200k_base', 'cl100k_base'] as const;

export type TokenizerName = (typeof TOKENIZERS)[number];
