import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  CAPABILITY_PRESETS
} from "./chunk-3H3R2ZIC.js";
import {
  loadAfterStart
} from "./chunk-MMIFXBTT.js";
import {
  nodeCrypto
} from "./chunk-CCW25KA5.js";
import {
  UsageError
} from "./chunk-V6LZTG7Q.js";

// src/measure/concurrency.ts
import os from "node:os";
function defaultConcurrency() {
  return os.availableParallelism();
}
async function mapConcurrent(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

// src/options/option-values.ts
function wholeNumber(name, text, minimum) {
  if (text === void 0 || text === "") return void 0;
  const value = Number(text);
  if (!Number.isInteger(value) || value < minimum)
    throw new UsageError(`${name} must be a whole number of at least ${minimum}`);
  return value;
}
function oneOf(name, text, allowed) {
  if (!allowed.includes(text)) throw new UsageError(`${name} must be one of ${allowed.join(", ")}`);
  return text;
}

// src/commands/shard.ts
function parseShard(text) {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count)
    throw new UsageError(`--shard takes i/n with 1 <= i <= n, got ${JSON.stringify(text)}`);
  return { index, count };
}
function shardPlan(servers, count, seconds) {
  const timed = servers.map((name) => seconds?.get(name)).filter((t) => t !== void 0 && Number.isFinite(t) && t >= 0);
  const average = timed.length > 0 ? timed.reduce((a, b) => a + b, 0) / timed.length : 1;
  const weight = (name) => {
    const t = seconds?.get(name);
    return t !== void 0 && Number.isFinite(t) && t >= 0 ? t : average;
  };
  const order = [...new Set(servers)].sort((a, b) => weight(b) - weight(a) || (a < b ? -1 : a > b ? 1 : 0));
  const loads = Array.from({ length: count }, () => 0);
  const plan = /* @__PURE__ */ new Map();
  for (const name of order) {
    let least = 0;
    for (let i = 1; i < count; i++) if (loads[i] < loads[least]) least = i;
    loads[least] += weight(name);
    plan.set(name, least + 1);
  }
  return plan;
}
function budgetDigest(text) {
  return nodeCrypto().createHash("sha256").update(text).digest("hex");
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
    ...given("max-message-bytes") ? { maxMessageBytes: wholeNumber(source.label("max-message-bytes"), given("max-message-bytes"), 1024) } : {}
  };
}
function anthropicCounting(env, model, label) {
  const apiKey = env.ANTHROPIC_API_KEY;
  if (!apiKey) throw new UsageError(`${label} needs ANTHROPIC_API_KEY in the environment`);
  return {
    apiKey,
    model: model ?? "claude-sonnet-4-6",
    baseUrl: env.ANTHROPIC_BASE_URL ?? "https://api.anthropic.com"
  };
}

// src/report/judge-and-render-later.ts
var judgeAndRender = loadAfterStart(() => import("./judge-and-render-6YD2UUWB.js"));

export {
  defaultConcurrency,
  mapConcurrent,
  shardPlan,
  budgetDigest,
  judgeAndRender,
  wholeNumber,
  oneOf,
  runOptions
};
