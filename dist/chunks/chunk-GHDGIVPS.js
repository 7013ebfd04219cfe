import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  descriptionCutOf
} from "./chunk-VTPZBBKP.js";
import {
  OTHER_MEMBERS,
  workStep
} from "./chunk-WZYIXN5M.js";
import {
  nodeCrypto
} from "./chunk-CCW25KA5.js";

// src/measure/hosts/host-names.ts
function hostToolName(profile, server, tool, serverInfo) {
  const { toolName, nameOverflow, prefixServerChars } = profile.facts;
  const pattern = toolName?.value ?? "mcp__{server}__{tool}";
  if (pattern.includes("{serverInfo}")) {
    return {
      name: `${vscodePrefix(serverLabel(serverInfo) ?? server, prefixServerChars?.value ?? 13)}${tool.replace(/[^a-z0-9_-]/gi, "_")}`
    };
  }
  if (nameOverflow?.value === "hash-suffix") return codexName(server, tool);
  if (nameOverflow?.value === "middle-ellipsis") return geminiName(`${server}_${tool}`);
  const serverPart = profile.name === "claude-code" ? server.replace(/[^A-Za-z0-9_-]/g, "_") : server;
  if (profile.name === "opencode")
    return {
      name: pattern.replaceAll("{server}", server.replace(/[^a-zA-Z0-9_-]/g, "_")).replaceAll("{tool}", tool.replace(/[^a-zA-Z0-9_-]/g, "_"))
    };
  return { name: pattern.replaceAll("{server}", serverPart).replaceAll("{tool}", tool) };
}
function serverLabel(serverInfo) {
  const label = typeof serverInfo?.title === "string" && serverInfo.title || typeof serverInfo?.name === "string" && serverInfo.name;
  return label || void 0;
}
function vscodePrefix(label, serverChars) {
  return `mcp_${label.toLowerCase().replace(/[^a-z0-9_.-]+/g, "_").slice(0, serverChars)}_`;
}
var CODEX_MAX_BYTES = 64;
var CODEX_HASH_CHARS = 12;
function codexName(server, tool) {
  const sanitize2 = (text) => text.replace(/[^A-Za-z0-9_]/g, "_") || "_";
  const namespace = sanitize2(`mcp__${server}__`);
  const callable = sanitize2(tool);
  const full = `${namespace}${callable}`;
  if (Buffer.byteLength(full) <= CODEX_MAX_BYTES) return { name: full };
  const identity = `${server}\0mcp__${server}__\0\0${tool}\0${tool}`;
  const suffix = `_${nodeCrypto().createHash("sha1").update(identity).digest("hex").slice(0, CODEX_HASH_CHARS)}`;
  const room = CODEX_MAX_BYTES - Buffer.byteLength(namespace);
  if (room >= suffix.length)
    return { name: `${namespace}${[...callable].slice(0, room - suffix.length).join("")}${suffix}`, unshortened: full };
  return { name: `${[...namespace].slice(0, CODEX_MAX_BYTES - suffix.length).join("")}${suffix}`, unshortened: full };
}
function geminiName(raw) {
  let name = raw.startsWith("mcp_") ? raw : `mcp_${raw}`;
  name = name.replace(/[^a-zA-Z0-9_\-.:]/g, "_");
  if (/^[^a-zA-Z_]/.test(name)) name = `_${name}`;
  if (name.length > 63) return { name: `${name.slice(0, 30)}...${name.slice(-30)}`, unshortened: name };
  return { name };
}

// src/measure/hosts/host-schemas.ts
var isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var clone = (value) => value === void 0 ? value : JSON.parse(JSON.stringify(value));
var PRIMITIVES = ["string", "number", "boolean", "integer", "object", "array", "null"];
function codexParameters(schema) {
  return project(sanitize(clone(schema ?? {})));
}
var ONE = ["items", "additionalProperties"];
var LIST = ["prefixItems", "anyOf", "oneOf", "allOf"];
var MAPS = ["properties", "$defs", "definitions"];
function sanitize(value) {
  workStep();
  if (typeof value === "boolean") return { type: "string" };
  if (Array.isArray(value)) return value.map(sanitize);
  if (!isObject(value)) return value;
  for (const key of ONE) if (isObject(value[key]) || Array.isArray(value[key])) value[key] = sanitize(value[key]);
  if (value.items === true || value.items === false) value.items = sanitize(value.items);
  for (const key of LIST) if (Array.isArray(value[key])) value[key] = value[key].map(sanitize);
  for (const key of MAPS) {
    const map = value[key];
    if (isObject(map)) for (const name of Object.keys(map)) map[name] = sanitize(map[name]);
  }
  if ("const" in value) {
    value.enum = [value.const];
    delete value.const;
  }
  const types = schemaTypes(value);
  if (types.length === 0) {
    const inferred = inferType(value);
    if (inferred === void 0) return value;
    types.push(inferred);
  }
  value.type = types.length === 1 ? types[0] : types;
  if (types.includes("object") && !("properties" in value)) value.properties = {};
  if (types.includes("array") && !("items" in value)) value.items = { type: "string" };
  return value;
}
function inferType(map) {
  if ("properties" in map || "required" in map || "additionalProperties" in map) return "object";
  if ("items" in map || "prefixItems" in map) return "array";
  if ("enum" in map || "format" in map) return "string";
  if (["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"].some((k) => k in map))
    return "number";
  return void 0;
}
function schemaTypes(map) {
  const type = map.type;
  if (typeof type === "string") return PRIMITIVES.includes(type) ? [type] : [];
  if (Array.isArray(type)) return type.filter((t) => typeof t === "string" && PRIMITIVES.includes(t));
  return [];
}
function project(node) {
  if (!isObject(node)) return node;
  const out = {};
  if (typeof node.$ref === "string") out.$ref = node.$ref;
  if (node.type !== void 0 && node.type !== null) out.type = node.type;
  if (typeof node.description === "string") out.description = node.description;
  if (Array.isArray(node.enum)) out.enum = node.enum;
  if (node.items !== void 0 && node.items !== null) out.items = project(node.items);
  if (typeof node.minItems === "number") out.minItems = node.minItems;
  const map = (value) => Object.fromEntries(
    Object.keys(value).sort().map((name) => [name, project(value[name])])
  );
  if (isObject(node.properties)) out.properties = map(node.properties);
  if (Array.isArray(node.required)) out.required = node.required;
  if (typeof node.additionalProperties === "boolean") out.additionalProperties = node.additionalProperties;
  else if (isObject(node.additionalProperties)) out.additionalProperties = project(node.additionalProperties);
  for (const key of ["anyOf", "oneOf", "allOf"])
    if (Array.isArray(node[key])) out[key] = node[key].map(project);
  for (const key of ["$defs", "definitions"]) if (isObject(node[key])) out[key] = map(node[key]);
  return out;
}
var WAIT_FOR_PREVIOUS = {
  type: "boolean",
  description: "Set to true to wait for all previously requested tools in this turn to complete before starting. Set to false (or omit) to run in parallel. Use true when this tool depends on the output of previous tools."
};
function geminiCliParameters(schema) {
  const nullable = (node) => {
    if (node === null || typeof node !== "object") return node;
    if (Array.isArray(node)) return node.map(nullable);
    const result = { ...node };
    const type = result.type;
    if (Array.isArray(type) && type.length === 2) {
      const at = type.indexOf("null");
      if (at !== -1 && typeof type[1 - at] === "string") {
        result.type = type[1 - at];
        result.nullable = true;
      }
    }
    for (const key of Object.keys(result)) result[key] = nullable(result[key]);
    return result;
  };
  const rewritten = nullable(schema ?? { type: "object", properties: {} });
  if (!isObject(rewritten) || !("type" in rewritten) || rewritten.type !== "object") return rewritten;
  const properties = rewritten.properties;
  if (properties !== void 0 && !isObject(properties)) return rewritten;
  return { ...rewritten, properties: { ...properties ?? {}, wait_for_previous: WAIT_FOR_PREVIOUS } };
}

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
  const schema = inputSchema ?? { type: "object" };
  const deferral = deferred ? { defer_loading: true } : {};
  switch (profile.facts.definitionFormat.value) {
    case "anthropic":
      return { name, description, input_schema: schema, ...deferral };
    case "openai-responses": {
      const prefix = `mcp__${server.replace(/[^A-Za-z0-9_]/g, "_")}__`;
      const bare = name.startsWith(prefix) ? name.slice(prefix.length) : name;
      return {
        type: "function",
        name: bare,
        description,
        strict: false,
        ...deferral,
        parameters: codexParameters(withProperties(schema, (s) => s.properties === void 0 || s.properties === null))
      };
    }
    case "gemini-cli":
      return {
        name,
        description,
        parametersJsonSchema: geminiCliParameters(inputSchema ?? { type: "object", properties: {} })
      };
    case "gemini":
      return { name, description, parameters: schema };
    case "qwen-code":
      return { name, description, parametersJsonSchema: schema };
    default:
      if (profile.name === "vscode-copilot") {
        return {
          type: "function",
          function: {
            name,
            description: description || "<empty>",
            parameters: withProperties(schema, (s) => !s.properties)
          }
        };
      }
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
function withProperties(schema, missing) {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return schema;
  const object = schema;
  return missing(object) ? { ...object, properties: {} } : object;
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
