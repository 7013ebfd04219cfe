import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  descriptionCutOf
} from "./chunk-H67QTQVF.js";
import {
  OTHER_MEMBERS,
  workStep
} from "./chunk-5XVL7ZOF.js";
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
  const root = clone(schema ?? {});
  const value = clone(root);
  const holder = { v: value };
  sanitize(holder, "v", root, []);
  return project(holder.v);
}
function sanitize(parent, key, root, active) {
  workStep();
  const get = () => parent[key];
  const set = (next) => parent[key] = next;
  const value = get();
  if (typeof value === "boolean") return void set({ type: "string" });
  if (Array.isArray(value)) return value.forEach((_, i) => sanitize(value, i, root, active));
  if (!isObject(value)) return;
  const depth = active.length;
  const pointer = typeof value.$ref === "string" && value.$ref.startsWith("#") ? value.$ref.slice(1) : void 0;
  if (pointer !== void 0) {
    if (active.includes(pointer)) {
      set(cyclicFallback(value, resolvePointer(root, pointer)));
      return sanitize(parent, key, root, active);
    }
    active.push(pointer);
    const target = resolvePointer(root, pointer);
    if (target !== void 0) {
      const replacement = clone(target);
      if (isObject(replacement)) mergeSchemas(replacement, value);
      set(replacement);
      sanitize(parent, key, root, active);
      active.pop();
      return;
    }
  }
  for (const combiner of ["oneOf", "anyOf", "allOf"]) {
    const variants = value[combiner];
    if (!Array.isArray(variants) || variants.length !== 1) continue;
    const replacement = clone(variants[0]);
    if (isObject(replacement)) {
      for (const [k, v] of Object.entries(value)) if (k !== combiner && !(k in replacement)) replacement[k] = v;
    }
    set(replacement);
    return sanitize(parent, key, root, active);
  }
  if (isObject(value.properties))
    for (const name of Object.keys(value.properties)) sanitize(value.properties, name, root, active);
  if (value.items !== void 0) sanitize(value, "items", root, active);
  if (value.additionalProperties !== void 0 && typeof value.additionalProperties !== "boolean")
    sanitize(value, "additionalProperties", root, active);
  if (value.prefixItems !== void 0) sanitize(value, "prefixItems", root, active);
  if (value.anyOf !== void 0) sanitize(value, "anyOf", root, active);
  if ("const" in value) {
    const constant = value.const;
    delete value.const;
    value.enum = [constant];
  }
  const types = schemaTypes(value);
  if (types.length === 0 && "anyOf" in value) return;
  if (types.length === 0) types.push(inferType(value));
  if (types.length === 1) value.type = types[0];
  else value.type = types;
  if (types.includes("object") && !("properties" in value)) value.properties = {};
  if (types.includes("array") && !("items" in value)) value.items = { type: "string" };
  active.length = depth;
}
function inferType(map) {
  if ("properties" in map || "required" in map || "additionalProperties" in map) return "object";
  if ("items" in map || "prefixItems" in map) return "array";
  if ("enum" in map || "format" in map) return "string";
  if (["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"].some((k) => k in map))
    return "number";
  return "string";
}
function schemaTypes(map) {
  const type = map.type;
  if (typeof type === "string") return PRIMITIVES.includes(type) ? [type] : [];
  if (Array.isArray(type)) return type.filter((t) => typeof t === "string" && PRIMITIVES.includes(t));
  return [];
}
function resolvePointer(root, pointer) {
  if (pointer === "") return root;
  if (!pointer.startsWith("/")) return void 0;
  let node = root;
  for (const raw of pointer.slice(1).split("/")) {
    const segment = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isObject(node)) node = node[segment];
    else return void 0;
    if (node === void 0) return void 0;
  }
  return node;
}
function cyclicFallback(map, target) {
  const types = isObject(target) ? schemaTypes(target) : [];
  const has = (k) => isObject(target) && k in target;
  const fallback = types.includes("object") || has("properties") || has("required") || has("additionalProperties") ? { type: "object", properties: {} } : types.includes("array") || has("items") || has("prefixItems") ? { type: "array", items: { type: "string" } } : types.includes("number") ? { type: "number" } : types.includes("integer") ? { type: "integer" } : types.includes("boolean") ? { type: "boolean" } : { type: "string" };
  mergeSchemas(fallback, map);
  delete fallback.$ref;
  return fallback;
}
function mergeSchemas(base, overlay) {
  for (const [key, value] of Object.entries(overlay)) {
    if (key === "$ref") continue;
    if (!(key in base)) {
      base[key] = value;
      continue;
    }
    const current = base[key];
    if (JSON.stringify(current) === JSON.stringify(value)) continue;
    if (key === "required" && Array.isArray(current) && Array.isArray(value)) {
      for (const name of value) if (!current.some((c) => c === name)) current.push(name);
    } else if (key === "properties" && isObject(current) && isObject(value)) {
      for (const [name, property] of Object.entries(value)) {
        const existing = current[name];
        if (existing === void 0) current[name] = property;
        else if (isObject(existing) && isObject(property)) mergeSchemas(existing, property);
      }
    } else if (key === "type") {
      const merged = typeNames(current).filter((t) => typeNames(value).includes(t));
      if (merged.length > 0 && typeNames(value).length > 0) base[key] = merged.length === 1 ? merged[0] : merged;
    } else if (key === "additionalProperties") {
      if (current === false || value === false) base[key] = false;
      else if (current === true) base[key] = value;
      else if (isObject(current) && isObject(value)) mergeSchemas(current, value);
    } else if (["minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum"].includes(key) && typeof current === "number" && typeof value === "number") {
      base[key] = key.includes("inimum") ? Math.max(current, value) : Math.min(current, value);
    } else if (isObject(current) && isObject(value)) {
      mergeSchemas(current, value);
    }
  }
}
var typeNames = (value) => typeof value === "string" ? [value] : Array.isArray(value) ? value.filter((v) => typeof v === "string") : [];
function project(node) {
  if (!isObject(node)) return node;
  const out = {};
  if (node.type !== void 0 && node.type !== null) out.type = node.type;
  if (typeof node.description === "string") out.description = node.description;
  if (Array.isArray(node.enum)) out.enum = node.enum;
  if (node.items !== void 0 && node.items !== null) out.items = project(node.items);
  const properties = node.properties;
  if (isObject(properties))
    out.properties = Object.fromEntries(
      Object.keys(properties).sort().map((name) => [name, project(properties[name])])
    );
  if (Array.isArray(node.required)) out.required = node.required;
  if (typeof node.additionalProperties === "boolean") out.additionalProperties = node.additionalProperties;
  else if (isObject(node.additionalProperties)) out.additionalProperties = project(node.additionalProperties);
  if (Array.isArray(node.anyOf)) out.anyOf = node.anyOf.map(project);
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
  const payload = requestEntry(profile, named.name, description, tool.inputSchema, server, deferred);
  return { ...named, json: JSON.stringify(payload), descriptionCut: kept < full.length, description, keptChars: kept };
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
  if (profile.facts.sortedSchemaKeys?.value) return sortedKeys(schema);
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
  if (!instructions) return { text: "", cut: false };
  const limit = profile.facts.instructionsCut?.value;
  const kept = limit !== void 0 ? instructions.slice(0, limit) : instructions;
  const frame = profile.facts.instructionsWrapper?.value;
  const text = frame ? frame.split("{instructions}").map((piece) => piece.replaceAll("{server}", server)).join(kept) : kept;
  return { text, cut: kept.length < instructions.length };
}

export {
  hostToolPayload,
  sendsMember,
  strippedKeywords,
  NAME_MAPS,
  VALUE_KEYWORDS,
  hostInstructions
};
