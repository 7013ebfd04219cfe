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
    source: "Anthropic, Pricing (docs.anthropic.com/en/docs/about-claude/pricing, now platform.claude.com/docs/en/about-claude/pricing): Base Input Tokens per model; 5m Cache Writes 1.25x and Cache Hits & Refreshes 0.1x of it (the same page's table and Prompt caching, platform.claude.com/docs/en/build-with-claude/prompt-caching). Only the models the page read lists; ids are Anthropic's API model ids",
    checked: "2026-12-06",
    cacheWrite5m: 1.25,
    cacheWrite1h: 2,
    cacheRead: 0.1,
    models: {
      "claude-opus-4-1": {
        input: 15,
        ids: [
          "claude-opus-4-1",
          "claude-opus-4-1-20250805"
        ]
      },
      "claude-opus-4": {
        input: 15,
        ids: [
          "claude-opus-4-0",
          "claude-opus-4-20250514"
        ]
      },
      "claude-sonnet-4": {
        input: 3,
        ids: [
          "claude-sonnet-4-0",
          "claude-sonnet-4-20250514"
        ]
      },
      "claude-3-7-sonnet": {
        input: 3,
        ids: [
          "claude-3-7-sonnet-latest",
          "claude-3-7-sonnet-20250219"
        ]
      },
      "claude-3-5-haiku": {
        input: 0.8,
        ids: [
          "claude-3-5-haiku-latest",
          "claude-3-5-haiku-20241022"
        ]
      },
      "claude-3-haiku": {
        input: 0.25,
        ids: [
          "claude-3-haiku-20240307"
        ]
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
  const anthropic = Object.entries(model_prices_default.anthropic.models).find(([, entry]) => entry.ids.includes(model));
  if (anthropic) {
    const input = anthropic[1].input;
    const times = (rate) => Math.round(input * rate * 1e6) / 1e6;
    return {
      model,
      input,
      cacheWrite5m: times(model_prices_default.anthropic.cacheWrite5m),
      cacheWrite1h: times(model_prices_default.anthropic.cacheWrite1h),
      cacheRead: times(model_prices_default.anthropic.cacheRead),
      source: `${model_prices_default.anthropic.source}; checked ${model_prices_default.anthropic.checked}`
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
