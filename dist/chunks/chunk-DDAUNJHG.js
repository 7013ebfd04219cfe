import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/hosts/host-profile.ts
var DEFINITION_FORMAT_WORDS = {
  anthropic: "an Anthropic tools[] entry",
  openai: "an OpenAI function",
  "openai-responses": "a Responses API function tool (its schema reduced to what Codex keeps)",
  "gemini-cli": "a Gemini function declaration (parametersJsonSchema, with wait_for_previous added)",
  gemini: "a Gemini function declaration",
  "qwen-code": "a function declaration returned by Qwen Code's tool_search (parametersJsonSchema, the schema as listed)"
};
function severityOf(...facts) {
  return facts.some((fact) => fact?.primary === false) ? "warning" : "error";
}
function citation(fact) {
  if (!fact) return "";
  return ` (${fact.primary === false ? "second-hand, no primary source: " : ""}${fact.source}; ${fact.version}; checked ${fact.checked})`;
}
function descriptionCutOf(profile) {
  const { deferredLoading, deferredDescriptionCut, descriptionCut } = profile.facts;
  return deferredLoading?.value === true && deferredDescriptionCut ? deferredDescriptionCut : descriptionCut;
}

// src/hosts/model-prices.json
var model_prices_default = {
  anthropic: {
    about: "Each model's rates as its row on Anthropic's own pages states them (US dollars per million tokens: base input, 5-minute and 1-hour cache writes, cache hits), not as multipliers: the rows differ (Opus 5.5 reads at 0.05x input, Haiku 3 writes at 1.2x). Only the ids those pages name",
    checked: "2026-12-06",
    models: {
      "claude-opus-5-5": {
        input: 4,
        cacheWrite5m: 5,
        cacheWrite1h: 8,
        cacheRead: 0.2,
        ids: [
          "claude-opus-5-5"
        ],
        source: "Anthropic, Claude Opus 5.5 (platform.claude.com/docs/zh-CN/models/opus-5-5/overview): Pricing"
      },
      "claude-opus-5": {
        input: 5,
        cacheWrite5m: 6.25,
        cacheWrite1h: 10,
        cacheRead: 0.5,
        ids: [
          "claude-opus-5"
        ],
        source: "Anthropic, Claude Opus 5 (platform.claude.com/docs/en/models/opus-5/overview): Pricing"
      },
      "claude-sonnet-5": {
        input: 2,
        cacheWrite5m: 2.5,
        cacheWrite1h: 4,
        cacheRead: 0.2,
        ids: [
          "claude-sonnet-5"
        ],
        source: "Anthropic, Claude Sonnet 5 (platform.claude.com/docs/zh-CN/models/sonnet-5/overview): Pricing"
      },
      "claude-opus-4-5": {
        input: 5,
        cacheWrite5m: 6.25,
        cacheWrite1h: 10,
        cacheRead: 0.5,
        ids: [
          "claude-opus-4-5",
          "claude-opus-4-5-20251101"
        ],
        source: "Anthropic, Pricing (platform.claude.com/docs/en/about-claude/pricing): the Model pricing table's row Claude Opus 4.5"
      },
      "claude-opus-4-1": {
        input: 15,
        cacheWrite5m: 18.75,
        cacheWrite1h: 30,
        cacheRead: 1.5,
        ids: [
          "claude-opus-4-1",
          "claude-opus-4-1-20250805"
        ],
        source: "Anthropic, Pricing (docs.anthropic.com/en/docs/about-claude/pricing): the Model pricing table's row Claude Opus 4.1"
      },
      "claude-opus-4": {
        input: 15,
        cacheWrite5m: 18.75,
        cacheWrite1h: 30,
        cacheRead: 1.5,
        ids: [
          "claude-opus-4-0",
          "claude-opus-4-20250514"
        ],
        source: "Anthropic, Pricing (docs.anthropic.com/en/docs/about-claude/pricing): the Model pricing table's row Claude Opus 4"
      },
      "claude-sonnet-4": {
        input: 3,
        cacheWrite5m: 3.75,
        cacheWrite1h: 6,
        cacheRead: 0.3,
        ids: [
          "claude-sonnet-4-0",
          "claude-sonnet-4-20250514"
        ],
        source: "Anthropic, Pricing (docs.anthropic.com/en/docs/about-claude/pricing): the Model pricing table's row Claude Sonnet 4"
      },
      "claude-3-7-sonnet": {
        input: 3,
        cacheWrite5m: 3.75,
        cacheWrite1h: 6,
        cacheRead: 0.3,
        ids: [
          "claude-3-7-sonnet-latest",
          "claude-3-7-sonnet-20250219"
        ],
        source: "Anthropic, Pricing (docs.anthropic.com/en/docs/about-claude/pricing): the Model pricing table's row Claude Sonnet 3.7"
      },
      "claude-3-5-haiku": {
        input: 0.8,
        cacheWrite5m: 1,
        cacheWrite1h: 1.6,
        cacheRead: 0.08,
        ids: [
          "claude-3-5-haiku-latest",
          "claude-3-5-haiku-20241022"
        ],
        source: "Anthropic, Pricing (docs.anthropic.com/en/docs/about-claude/pricing): the Model pricing table's row Claude Haiku 3.5"
      },
      "claude-3-haiku": {
        input: 0.25,
        cacheWrite5m: 0.3,
        cacheWrite1h: 0.5,
        cacheRead: 0.03,
        ids: [
          "claude-3-haiku-20240307"
        ],
        source: "Anthropic, Pricing (docs.anthropic.com/en/docs/about-claude/pricing): the Model pricing table's row Claude Haiku 3"
      }
    }
  },
  openai: {
    source: "none: gpt-tokenizer ships a copy of OpenAI's prices (price_data of each model), but it is wrong where it can be checked",
    checked: "2026-12-06",
    none: "OpenAI's own pricing page was not read here, and gpt-tokenizer 4.0.0's copy lists gpt-4o, gpt-4.1 and gpt-5 at $10 / $30 per million (GPT-4 Turbo's price; OpenAI states gpt-5 at $1.25 input) and no cached-input price for any model, so its figures are not used",
    modelPrefixes: [
      "gpt-",
      "chatgpt-",
      "o1",
      "o3",
      "o4",
      "codex-"
    ]
  },
  google: {
    source: "no Gemini price was read from Google's own pricing page (ai.google.dev/gemini-api/docs/pricing): none is stated here",
    checked: "2026-12-06",
    models: {}
  }
};

// src/hosts/model-prices.ts
function modelPrice(model) {
  const anthropic = Object.values(model_prices_default.anthropic.models).find((entry) => entry.ids.includes(model));
  if (anthropic) {
    const { input, cacheWrite5m, cacheWrite1h, cacheRead, source } = anthropic;
    return {
      model,
      input,
      cacheWrite5m,
      cacheWrite1h,
      cacheRead,
      source: `${source}; checked ${model_prices_default.anthropic.checked}`
    };
  }
  return void 0;
}
function unpricedWhy(model) {
  if (model_prices_default.openai.modelPrefixes.some((prefix) => model.startsWith(prefix))) return `${model_prices_default.openai.none} (${model})`;
  return `no source read states a price for ${model}`;
}

export {
  DEFINITION_FORMAT_WORDS,
  severityOf,
  citation,
  descriptionCutOf,
  modelPrice,
  unpricedWhy
};
