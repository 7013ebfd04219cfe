import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  modelPrice,
  unpricedWhy
} from "./chunk-DDAUNJHG.js";
import {
  HOST_PROFILES
} from "./chunk-TEFA5WOP.js";
import {
  limitFor
} from "./chunk-WL76CDZ4.js";

// src/measure/sessions/session-cache.ts
function cacheSplit(turns, caching) {
  if (!caching) return void 0;
  let previous = 0;
  return turns.map((turn) => {
    const read = turn.rewrites ? 0 : Math.min(previous, turn.tokens);
    previous = turn.tokens;
    const added = turn.tokens - read;
    return caching.kind === "breakpoint-at-end" ? { read, write: added, input: 0 } : { read, write: 0, input: added };
  });
}
function cacheTotal(splits) {
  return splits.reduce(
    (sum, split) => ({
      read: sum.read + split.read,
      write: sum.write + split.write,
      input: sum.input + split.input
    }),
    { read: 0, write: 0, input: 0 }
  );
}
function sessionPrice(total, caching, model, rates) {
  if (!caching) return { ...model !== void 0 ? { model } : {}, none: "this host's prompt caching is unknown" };
  if (model === void 0) return { none: "no model is known for this host" };
  if (!rates) return { model, none: `no source read states a price for ${model}` };
  if ("none" in rates) return { model, none: rates.none };
  const writeRate = caching.kind === "breakpoint-at-end" ? rates[caching.ttl === "1h" ? "cacheWrite1h" : "cacheWrite5m"] : 0;
  if (total.write > 0 && writeRate === void 0)
    return { model, none: `no source read states a cache-write price for ${model}` };
  if (total.read > 0 && rates.cacheRead === void 0)
    return { model, none: `${rates.source} states no cached-input price for ${model}` };
  const usd = {
    input: total.input * rates.input / 1e6,
    write: total.write * (writeRate ?? 0) / 1e6,
    read: total.read * (rates.cacheRead ?? 0) / 1e6
  };
  return { model, usd: { ...usd, total: usd.input + usd.write + usd.read }, source: rates.source };
}

// src/measure/sessions/session-turns.ts
function sessionReport(session, hosts, servers, fixtures) {
  const steps = session.steps.map((name) => fixtures.find((fixture) => fixture.name === name));
  const used = [...new Set(steps.flatMap((step) => step ? [step.server] : []))];
  return {
    name: session.name,
    steps: [...session.steps],
    servers: used,
    hosts: hosts.map((host) => sessionOnHost(host, session, steps, used, servers))
  };
}
function sessionOnHost(host, session, steps, used, servers) {
  const unmeasured = (why) => ({ host, turns: [], total: 0, unmeasured: why });
  const missing = session.steps.find((_, index) => steps[index] === void 0);
  if (missing !== void 0) return unmeasured(`step "${missing}" is not a fixture this run measured`);
  const views = /* @__PURE__ */ new Map();
  for (const name of used) {
    const view = servers.find((server) => server.name === name && server.ok)?.hosts?.find((v) => v.host === host);
    if (!view) return unmeasured(`server "${name}" has no figures on this host`);
    views.set(name, view);
  }
  const start = [...views.values()].reduce((sum, view) => sum + view.sessionStartTokens, 0) + Math.max(0, ...[...views.values()].map((view) => view.resourceToolsTokens ?? 0));
  const turns = [{ tokens: start, definitions: start, results: 0, after: "start" }];
  let definitions = start;
  const search = searchLoad(host, steps, views);
  if (search) {
    definitions += search.tokens;
    turns.push({ tokens: definitions, definitions, results: 0, after: "search" });
  }
  let results = 0;
  for (const [index, step] of steps.entries()) {
    const view = step.hosts?.find((result) => result.host === host);
    if (step.skipped !== void 0 || !view) return unmeasured(`step "${step.name}" has no result on this host`);
    const pages = view.pages ?? [view];
    pages.forEach((page, at) => {
      results += page.tokens;
      turns.push({
        tokens: definitions + results,
        definitions,
        results,
        after: pages.length > 1 ? { step: index + 1, page: at + 1 } : { step: index + 1 }
      });
    });
  }
  return {
    host,
    ...priced(host, turns, [...views.values()]),
    total: turns.reduce((sum, turn) => sum + turn.tokens, 0),
    ...search ? { loadedBySearch: search.names } : {}
  };
}
function priced(host, turns, views) {
  const facts = HOST_PROFILES[host]?.facts;
  const caching = facts?.promptCaching?.value;
  const splits = cacheSplit(
    turns.map((turn) => ({
      tokens: turn.tokens,
      rewrites: turn.after === "search" && caching?.searchRewrites === true
    })),
    caching
  );
  const model = views.find((view) => view.model !== void 0)?.model ?? facts?.defaultModel?.value ?? facts?.assumedModel?.value;
  const total = splits ? cacheTotal(splits) : void 0;
  return {
    turns: splits ? turns.map((turn, index) => ({ ...turn, cache: splits[index] })) : turns,
    ...total ? { cache: total } : {},
    price: sessionPrice(
      total ?? { read: 0, write: 0, input: 0 },
      caching,
      model,
      model ? modelPrice(model) ?? { none: unpricedWhy(model) } : void 0
    )
  };
}
function searchLoad(host, steps, views) {
  if (HOST_PROFILES[host]?.facts.deferredLoading?.value !== true) return void 0;
  const names = [];
  let tokens = 0;
  const seen = /* @__PURE__ */ new Set();
  for (const step of steps) {
    if (step.tool === void 0 || seen.has(`${step.server}\0${step.tool}`)) continue;
    seen.add(`${step.server}\0${step.tool}`);
    const tool = views.get(step.server)?.perTool.find((entry) => entry.name === step.tool);
    if (!tool) continue;
    names.push(tool.hostName);
    tokens += tool.tokens;
  }
  return names.length > 0 ? { names, tokens } : void 0;
}
function turnCrossing(turns, limit) {
  let sum = 0;
  for (const [index, turn] of turns.entries()) {
    sum += turn.tokens;
    if (sum > limit) return index + 1;
  }
  return void 0;
}

// src/judge/check-sessions.ts
function sessionReports(config, servers, fixtures) {
  return (config.sessions ?? []).map((session) => {
    const report = sessionReport(session, config.hosts ?? [], servers, fixtures);
    const ceiling = config.oversized?.[sessionKey(session.name)]?.tokens ?? sessionLimit(config, report)?.value;
    return ceiling === void 0 ? report : { ...report, ceiling: { tokens: ceiling } };
  });
}
var sessionKey = (name) => `session:${name}`;
function sessionLimit(config, session) {
  return limitFor(config, session.servers.length === 1 ? session.servers[0] : void 0, "sessionTokens");
}
function checkSessions(config, sessions) {
  const findings = [];
  for (const session of sessions) {
    if (config.oversized?.[sessionKey(session.name)]?.tokens !== void 0) continue;
    const limit = sessionLimit(config, session);
    if (!limit) continue;
    for (const host of session.hosts) {
      if (host.unmeasured !== void 0 || host.total <= limit.value) continue;
      findings.push({
        code: "SESSION_OVER_BUDGET",
        severity: "error",
        subject: sessionKey(session.name),
        limit: limit.value,
        actual: host.total,
        unit: "tokens",
        path: limit.path,
        host: host.host,
        args: {
          title: HOST_PROFILES[host.host]?.title ?? host.host,
          turn: turnCrossing(host.turns, limit.value),
          turns: host.turns.length
        }
      });
    }
  }
  return findings;
}

export {
  sessionReport,
  turnCrossing,
  sessionReports,
  sessionLimit,
  checkSessions
};
