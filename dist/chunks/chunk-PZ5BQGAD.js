import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  descriptionCutOf
} from "./chunk-DDAUNJHG.js";
import {
  hostModuleOf
} from "./chunk-TEFA5WOP.js";
import { __m8_OTHER_MEMBERS as OTHER_MEMBERS, __m8_workStep as workStep } from "./cli-start-580920F0.js";

// src/measure/hosts/host-payload.ts
function hostToolPayload(profile, server, tool, serverInfo) {
  const named = hostToolName(profile, server, tool.name, serverInfo);
  const full = typeof tool.description === "string" ? tool.description : "";
  const deferred = profile.facts.deferredLoading?.value === true;
  const cut = descriptionCutOf(profile)?.value;
  const kept = cut !== void 0 && full.length > cut ? cut : full.length;
  const description = kept < full.length ? `${full.slice(0, kept)}${profile.facts.descriptionCutSuffix?.value ?? ""}` : full;
  const payload = requestEntry(
    profile,
    named.name,
    description,
    rootKeysOrdered(profile, tool.inputSchema),
    server,
    deferred
  );
  return { ...named, json: JSON.stringify(payload), descriptionCut: kept < full.length, description, keptChars: kept };
}
function hostToolName(profile, server, tool, serverInfo) {
  const own = hostModuleOf(profile)?.toolName;
  if (own) return own(profile, server, tool, serverInfo);
  const pattern = profile.facts.toolName?.value ?? "mcp__{server}__{tool}";
  return { name: pattern.replaceAll("{server}", server).replaceAll("{tool}", tool) };
}
function rootKeysOrdered(profile, schema) {
  const first = profile.facts.rootKeysFirst?.value;
  if (!first || typeof schema !== "object" || schema === null || Array.isArray(schema)) return schema;
  const object = schema;
  const ordered = {};
  for (const key of first) if (key in object) ordered[key] = object[key];
  for (const [key, value] of Object.entries(object)) if (!first.includes(key)) ordered[key] = value;
  return ordered;
}
var PROBE_TOOL = { name: "probe", description: "probe", inputSchema: { type: "object", properties: {} } };
var PROBE_VALUES = [
  "another text",
  { type: "object", properties: { other: { type: "string" } } },
  { readOnlyHint: true }
];
var sentMembers = /* @__PURE__ */ new Map();
function sendsMember(profile, member) {
  if (member === OTHER_MEMBERS) return true;
  const key = `${profile.name}\0${member}`;
  const known = sentMembers.get(key);
  if (known !== void 0) return known;
  const sent = hostToolPayload(profile, "probe", PROBE_TOOL).json;
  const sends = PROBE_VALUES.some((value) => {
    try {
      return hostToolPayload(profile, "probe", { ...PROBE_TOOL, [member]: value }).json !== sent;
    } catch {
      return true;
    }
  });
  sentMembers.set(key, sends);
  return sends;
}
function requestEntry(profile, name, description, inputSchema, server, deferred) {
  const own = hostModuleOf(profile)?.requestEntry;
  if (own) return own({ name, description, inputSchema, server, deferred }, { step: workStep });
  const schema = inputSchema ?? { type: "object" };
  switch (profile.facts.definitionFormat.value) {
    case "anthropic":
      return { name, description, input_schema: schema, ...deferred ? { defer_loading: true } : {} };
    case "gemini":
      return { name, description, parameters: schema };
    default:
      return { type: "function", function: { name, description, parameters: openaiParameters(profile, schema) } };
  }
}
function openaiParameters(profile, schema) {
  if (profile.facts.sortedSchemaKeys?.value) {
    const moved = profile.facts.constraintsInDescription?.value;
    return moved ? constraintsDescribed(sortedKeys(schema), moved, true) : sortedKeys(schema);
  }
  if (profile.facts.closedRootSchema?.value) {
    const object = typeof schema === "object" && schema !== null && !Array.isArray(schema) ? schema : {};
    return { ...object, type: "object", properties: object.properties ?? {}, additionalProperties: false };
  }
  return schema;
}
function sortedKeys(value) {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.keys(value).sort().map((key) => [key, sortedKeys(value[key])])
  );
}
function constraintsDescribed(node, keywords, schema) {
  if (Array.isArray(node)) return node.map((item) => constraintsDescribed(item, keywords, schema));
  if (typeof node !== "object" || node === null) return node;
  const out = {};
  const said = [];
  for (const [key, value] of Object.entries(node)) {
    if (schema && keywords.includes(key)) continue;
    if (!schema) out[key] = constraintsDescribed(value, keywords, true);
    else if (NAME_MAPS.has(key)) out[key] = constraintsDescribed(value, keywords, false);
    else if (VALUE_KEYWORDS.has(key) || key === "examples") out[key] = value;
    else out[key] = constraintsDescribed(value, keywords, true);
  }
  if (!schema) return out;
  const record = node;
  for (const keyword of keywords) if (keyword in record) said.push(`${keyword}: ${JSON.stringify(record[keyword])}`);
  if (said.length === 0) return out;
  const text = `{${said.join(", ")}}`;
  out.description = typeof out.description === "string" && out.description ? `${out.description}

${text}` : text;
  return out;
}
function strippedKeywords(profile, schema) {
  const stripped = profile.facts.strippedSchemaKeywords?.value ?? [];
  const found = /* @__PURE__ */ new Set();
  const visit = (node, root) => {
    if (typeof node !== "object" || node === null) return;
    if (Array.isArray(node)) return node.forEach((item) => visit(item, false));
    for (const [key, value] of Object.entries(node)) {
      if (stripped.includes(key) || root && stripped.includes(`${key}@root`)) found.add(key);
      if (NAME_MAPS.has(key) && typeof value === "object" && value !== null && !Array.isArray(value))
        Object.values(value).forEach((inner) => visit(inner, false));
      else if (!VALUE_KEYWORDS.has(key)) visit(value, false);
    }
  };
  visit(schema, true);
  return [...found];
}
var NAME_MAPS = /* @__PURE__ */ new Set(["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"]);
var VALUE_KEYWORDS = /* @__PURE__ */ new Set(["enum", "const", "default", "examples", "required"]);
function hostInstructions(profile, server, instructions) {
  if (!instructions || profile.facts.instructionsSent?.value === false) return { text: "", cut: false };
  const limit = profile.facts.instructionsCut?.value;
  const kept = limit !== void 0 ? instructions.slice(0, limit) : instructions;
  const frame = profile.facts.instructionsWrapper?.value;
  const text = frame ? frame.split("{instructions}").map((piece) => piece.replaceAll("{server}", server)).join(kept) : kept;
  return { text, cut: kept.length < instructions.length };
}
function deferredListing(profile, server, tools) {
  const listing = profile.facts.deferredListing?.value;
  if (!listing) return tools.map((tool) => tool.hostName).join("\n");
  const described = (description) => {
    const first = (typeof description === "string" ? description : "").split("\n")[0].trim();
    return first.length > listing.descriptionChars ? `${first.slice(0, listing.descriptionChars - 3)}...` : first;
  };
  const lines = [...tools].sort((a, b) => a.hostName.localeCompare(b.hostName)).map(
    (tool) => listing.line.replace("{name}", () => JSON.stringify(tool.hostName)).replace("{description}", () => JSON.stringify(described(tool.description)))
  );
  return [listing.server.replaceAll("{server}", server), ...lines].join("\n");
}

export {
  hostToolPayload,
  sendsMember,
  strippedKeywords,
  NAME_MAPS,
  VALUE_KEYWORDS,
  hostInstructions,
  deferredListing
};
