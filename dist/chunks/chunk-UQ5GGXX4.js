import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  configuredServer,
  limitFor,
  limitInForce
} from "./chunk-WL76CDZ4.js";

// src/judge/ceilings.ts
var UNITS = ["bytes", "tokens", "chars"];
function oversizedKey(subject) {
  if (subject.kind === "tool") return `${subject.server}/${subject.tool}`;
  if (subject.kind === "fixture") return `fixture:${subject.fixture.name}`;
  return `${subject.kind}:${subject.server}/${subject.name}`;
}
var ITEM_LIMITS = {
  prompt: { bytes: "promptBytes", tokens: "promptTokens" },
  resource: { bytes: "resourceBytes", tokens: "resourceTokens" },
  skill: { bytes: "skillBytes", tokens: "skillTokens" }
};
function ceilingInForce(config, subject, unit) {
  const key = entryKeyInForce(config, subject);
  const entry = key === void 0 ? void 0 : config.oversized[key]?.[unit];
  if (key !== void 0 && entry !== void 0)
    return { value: entry, path: ["oversized", key, unit], source: "oversized" };
  return generalCeiling(config, subject, unit);
}
function entryKeyInForce(config, subject) {
  const has = (key) => config.oversized !== void 0 && Object.hasOwn(config.oversized, key);
  const own = oversizedKey(subject);
  if (has(own)) return own;
  if (subject.kind === "fixture") return void 0;
  const server = configuredServer(config, subject.server);
  if (server === subject.server) return void 0;
  const plain = oversizedKey({ ...subject, server });
  return has(plain) ? plain : void 0;
}
function variantsHeldBy(config, subject, measured) {
  const key = oversizedKey(subject);
  return measured.filter(
    (name) => name !== subject.server && configuredServer(config, name) === subject.server && entryKeyInForce(config, { ...subject, server: name }) === key
  );
}
function generalCeiling(config, subject, unit) {
  if (subject.kind === "tool") {
    const limit = limitFor(
      config,
      subject.server,
      unit === "bytes" ? "toolBytes" : unit === "tokens" ? "toolTokens" : "descriptionChars"
    );
    return limit && { ...limit, source: "limit" };
  }
  if (unit === "chars") return void 0;
  if (subject.kind !== "fixture") {
    const limit = limitInForce(config, subject.server, ITEM_LIMITS[subject.kind][unit]);
    return limit && { ...limit, source: "limit" };
  }
  const { fixture, index } = subject;
  const own = unit === "bytes" ? "maxBytes" : "maxTokens";
  const candidates = [];
  if (fixture[own] !== void 0)
    candidates.push({ value: fixture[own], path: ["fixtures", index, own], source: "limit" });
  const general = limitFor(config, fixture.server, unit === "bytes" ? "resultBytes" : "resultTokens");
  if (general) candidates.push({ ...general, source: "limit" });
  return candidates.sort((a, b) => a.value - b.value)[0];
}
function fixtureSubject(config, name) {
  const index = (config.fixtures ?? []).findIndex((fixture) => fixture.name === name);
  return index === -1 ? void 0 : { kind: "fixture", fixture: config.fixtures[index], index };
}
function runtimeResultCeiling(config, server, unit, fixture) {
  if (fixture) {
    const { maxBytes: _bytes, maxTokens: _tokens, ...withoutOwnLimits } = fixture.fixture;
    return ceilingInForce(config, { kind: "fixture", fixture: withoutOwnLimits, index: fixture.index }, unit);
  }
  const limit = limitFor(config, server, unit === "bytes" ? "resultBytes" : "resultTokens");
  return limit && { ...limit, source: "limit" };
}

export {
  UNITS,
  ceilingInForce,
  variantsHeldBy,
  generalCeiling,
  fixtureSubject,
  runtimeResultCeiling
};
