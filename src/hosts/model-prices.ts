import prices from './model-prices.json' with { type: 'json' };

/**
 * A model's input prices in US dollars per million tokens, where a source states them: new input, a cache write
 * (5-minute and 1-hour TTL) and a cache read; a rate no source states is absent (never a zero).
 */
export interface ModelPrice {
  model: string;
  input: number;
  cacheWrite5m?: number;
  cacheWrite1h?: number;
  cacheRead?: number;
  source: string;
}

/**
 * The price of `model` where a source states one: Anthropic's as each model's row on its own pages states them
 * (model-prices.json). OpenAI's: none (see `unpricedWhy`); Google's: none
 * read. Undefined: no source states a price for it.
 */
export function modelPrice(model: string): ModelPrice | undefined {
  const anthropic = Object.values(prices.anthropic.models).find((entry) => entry.ids.includes(model));
  if (anthropic) {
    const { input, cacheWrite5m, cacheWrite1h, cacheRead, source } = anthropic;
    return {
      model,
      input,
      cacheWrite5m,
      cacheWrite1h,
      cacheRead,
      source: `${source}; checked ${prices.anthropic.checked}`,
    };
  }
  return undefined;
}

/**
 * Why `model` has no price: OpenAI's models say why gpt-tokenizer's copy of OpenAI's prices is not used (it is wrong
 * where it can be checked, and a wrong dollar figure is worse than none); any other model, that no source read states one.
 */
export function unpricedWhy(model: string): string {
  if (prices.openai.modelPrefixes.some((prefix) => model.startsWith(prefix))) return `${prices.openai.none} (${model})`;
  return `no source read states a price for ${model}`;
}
