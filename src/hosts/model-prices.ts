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
 * The price of `model` where a source states one: Anthropic's from its pricing page (model-prices.json: base input,
 * and the cache write and read as the page's multipliers of it). OpenAI's: none (see `unpricedWhy`); Google's: none
 * read. Undefined: no source states a price for it.
 */
export function modelPrice(model: string): ModelPrice | undefined {
  const anthropic = Object.entries(prices.anthropic.models).find(([, entry]) => entry.ids.includes(model));
  if (anthropic) {
    const input = anthropic[1].input;
    // The page's multipliers, to a millionth of a dollar (3 × 0.1 is 0.3, not 0.30000000000000004).
    const times = (rate: number) => Math.round(input * rate * 1e6) / 1e6;
    return {
      model,
      input,
      cacheWrite5m: times(prices.anthropic.cacheWrite5m),
      cacheWrite1h: times(prices.anthropic.cacheWrite1h),
      cacheRead: times(prices.anthropic.cacheRead),
      source: `${prices.anthropic.source}; checked ${prices.anthropic.checked}`,
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
