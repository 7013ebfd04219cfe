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

export {
  DEFINITION_FORMAT_WORDS,
  severityOf,
  citation,
  descriptionCutOf
};
