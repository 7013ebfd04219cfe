// The real o200k tokenizer for the unit layer (loaded once per worker), and gpt-tokenizer's own public count beside
// it: the project counts with its own merge loop over the same ranks, so a test's expected figure comes from the other path.
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { loadTokenizer } from '../../src/measure/tokens.js';

export const o200k = await loadTokenizer('o200k_base');

/** Tokens of a text by gpt-tokenizer's public API (special-token strings counted as plain text, as the project does). */
export const tokensOf = (text: string): number => countTokens(text, { disallowedSpecial: new Set() });
export const jsonTokens = (value: unknown): number => tokensOf(JSON.stringify(value));
export const bytesOf = (value: unknown): number =>
  Buffer.byteLength(typeof value === 'string' ? value : JSON.stringify(value));
