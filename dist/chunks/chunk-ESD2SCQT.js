import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  defaultConcurrency,
  parseShard
} from "./chunk-MY2LJSFD.js";
import {
  CAPABILITY_PRESETS
} from "./chunk-WW27EMXN.js";
import {
  loadAfterStart
} from "./chunk-I57BBHVV.js";
import {
  userError
} from "./chunk-2TKON5YV.js";

// src/options/option-values.ts
function wholeNumber(name, text, minimum) {
  if (text === void 0 || text === "") return void 0;
  const value = Number(text);
  if (!Number.isInteger(value) || value < minimum) throw userError("NOT_WHOLE_NUMBER", { name, minimum });
  return value;
}
function oneOf(name, text, allowed) {
  if (!allowed.includes(text)) throw userError("NOT_ONE_OF", { name, allowed });
  return text;
}

// src/options/run-options.ts
function runOptions(source, env) {
  const given = (flag) => {
    const value = source.text(flag);
    return value === void 0 || value === "" ? void 0 : value;
  };
  const unmeasuredBase = given("unmeasured-base");
  const capabilities = given("capabilities");
  const shard = given("shard");
  const baseReport = given("base-report");
  const baseSetup = given("base-setup");
  const setup = given("setup");
  return {
    raises: oneOf(source.label("raises"), given("raises") ?? "allow", ["allow", "fail"]),
    concurrency: wholeNumber(source.label("concurrency"), given("concurrency"), 1) ?? defaultConcurrency(),
    ...baseReport ? { baseReport } : {},
    ...baseSetup ? { baseSetup } : {},
    ...setup ? { setup } : {},
    ...unmeasuredBase ? { unmeasuredBase: oneOf(source.label("unmeasured-base"), unmeasuredBase, ["error", "warning"]) } : {},
    ...source.flag("no-cache") ? { cache: false } : {},
    ...source.flag("anthropic-count") ? { anthropic: anthropicCounting(env, given("anthropic-model"), source.label("anthropic-count")) } : {},
    ...shard ? { shard: parseShard(shard) } : {},
    ...capabilities ? {
      capabilities: CAPABILITY_PRESETS[oneOf(
        source.label("capabilities"),
        capabilities,
        Object.keys(CAPABILITY_PRESETS)
      )]
    } : {},
    ...given("starts") ? { starts: startsOf(source.label("starts"), given("starts")) } : {},
    ...given("max-message-bytes") ? { maxMessageBytes: wholeNumber(source.label("max-message-bytes"), given("max-message-bytes"), 1024) } : {}
  };
}
var MAX_STARTS = 20;
function startsOf(label, text) {
  const starts = Number(text);
  if (!Number.isInteger(starts) || starts < 1 || starts > MAX_STARTS)
    throw userError("NOT_WHOLE_NUMBER", { name: label, minimum: 1, maximum: MAX_STARTS });
  return starts;
}
function anthropicCounting(env, model, label) {
  const apiKey = env.ANTHROPIC_API_KEY;
  if (!apiKey) throw userError("NEEDS_API_KEY", { option: label });
  return {
    apiKey,
    model: model ?? "claude-sonnet-4-6",
    baseUrl: env.ANTHROPIC_BASE_URL ?? "https://api.anthropic.com"
  };
}

// src/report/judge-and-render-later.ts
var judgeAndRender = loadAfterStart(() => import("./judge-and-render-Q4IMIFCO.js"));

export {
  judgeAndRender,
  wholeNumber,
  oneOf,
  runOptions
};
