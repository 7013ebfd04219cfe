export const TOKENIZERS = ['o200k_base', 'cl100k_base'] as const;
export type TokenizerName = (typeof TOKENIZERS)[number];

export interface Tokenizer {
  name: TokenizerName;
  count(text: string): number;
}

// Text from servers is data: special-token strings such as "<|endoftext|>" count as the plain text they are.
const PLAIN_TEXT = { disallowedSpecial: new Set<string>() };

const loading = new Map<TokenizerName, Promise<Tokenizer>>();

/**
 * Loads a tokenizer once per process. Loading parses megabytes of BPE ranks (~300 ms), so callers start it
 * while servers boot and await it only when they first count.
 */
export function loadTokenizer(name: TokenizerName): Promise<Tokenizer> {
  let pending = loading.get(name);
  if (!pending) {
    pending = importEncoding(name).then(({ countTokens }) => ({
      name,
      count: (text: string) => (text.length === 0 ? 0 : countTokens(text, PLAIN_TEXT)),
    }));
    loading.set(name, pending);
  }
  return pending;
}

function importEncoding(name: TokenizerName) {
  switch (name) {
    case 'o200k_base':
      return import('gpt-tokenizer/encoding/o200k_base');
    case 'cl100k_base':
      return import('gpt-tokenizer/encoding/cl100k_base');
  }
}
