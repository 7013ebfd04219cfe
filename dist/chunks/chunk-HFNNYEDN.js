import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/measure/hosts/host-deferral.ts
function deferralSide(profile, views, model) {
  const fact = profile.facts.deferral?.value;
  const servers = views.reduce((sum, view) => sum + view.tools, 0);
  const named = model ?? views.find((view) => view.model !== void 0)?.model ?? profile.facts.assumedModel?.value;
  const cost = (deferred) => views.reduce(
    (sum, view) => sum + ((deferred ? view.sessionStartDeferred : view.sessionStartUpFront) ?? view.sessionStartTokens),
    0
  );
  const base = { host: profile.name, ...named !== void 0 ? { model: named } : {} };
  if (!fact) {
    const deferred = profile.facts.deferredLoading?.value === true;
    return { ...base, rule: "none", deferred, tools: servers, sessionStartTokens: cost(deferred) };
  }
  switch (fact.rule) {
    case "always": {
      const deferred = !(named !== void 0 && fact.upFrontModels?.some((prefix) => named.startsWith(prefix)));
      return { ...base, rule: "always", deferred, tools: servers, sessionStartTokens: cost(deferred) };
    }
    case "model": {
      const deferred = named !== void 0 && fact.models.includes(named);
      return { ...base, rule: "model", deferred, tools: servers, sessionStartTokens: cost(deferred) };
    }
    case "tools-over": {
      const tools = servers + (fact.countsReserved ? profile.facts.reservedTools?.value ?? 0 : 0);
      const deferred = tools > fact.tools;
      return {
        host: profile.name,
        rule: "tools-over",
        deferred,
        tools,
        threshold: fact.tools,
        margin: fact.tools - tools,
        sessionStartTokens: cost(deferred)
      };
    }
  }
}
function deferredByDefault(profile, model) {
  const fact = profile.facts.deferral?.value;
  if (fact?.rule === "always" || fact?.rule === "model") return deferralSide(profile, [], model).deferred;
  return profile.facts.deferredLoading?.value === true;
}

export {
  deferralSide,
  deferredByDefault
};
