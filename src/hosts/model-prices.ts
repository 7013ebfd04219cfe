import * as openaiModels from 'gpt-tokenizer/models';
import tokenizerPackage from 'gpt-tokenizer/package.json' with { type: 'json' };
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

type OpenAiSpec = { price_data?: { main?: { input?: number; cached_input?: number } } };

/**
 * The price of `model` where a source states one: OpenAI's from gpt-tokenizer's own model data (`price_data.main`,
 * input and cached_input), Anthropic's from its pricing page (model-prices.json: base input, and the cache write and
 * read as the page's multipliers of it); Google's: none read. Undefined: no source states a price for it.
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
  const spec = Object.hasOwn(openaiModels, model)
    ? (openaiModels as unknown as Record<string, OpenAiSpec>)[model]
    : undefined;
  const main = spec?.price_data?.main;
  if (main?.input === undefined) return undefined;
  return {
    model,
    input: main.input,
    ...(main.cached_input !== undefined ? { cacheRead: main.cached_input } : {}),
    source: `gpt-tokenizer ${tokenizerPackage.version}'s model data (price_data.main of "${model}")`,
  };
}
