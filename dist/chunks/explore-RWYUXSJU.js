import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  openServerSession
} from "./chunk-6VFMPX4Y.js";
import { __m2_prepare as prepare, __m2_sayTempNote as sayTempNote } from "./cli-start-580920F0.js";
import {
  callWithInputRounds
} from "./chunk-LVLVDP6Y.js";
import {
  hostView
} from "./chunk-FM6TTRXV.js";
import { __m3_appendJson as appendJson, __m3_editJson as editJson, __m3_writeFileAtomic as writeFileAtomic } from "./cli-start-580920F0.js";
import {
  closestNames
} from "./chunk-EPZHW7OC.js";
import "./chunk-DDAUNJHG.js";
import {
  HOST_PROFILES
} from "./chunk-TEFA5WOP.js";
import "./cli-start-580920F0.js";
import { __m6_listTools as listTools, __m6_resolveBudgetServers as resolveBudgetServers } from "./cli-start-580920F0.js";
import { __m17_policed as policed } from "./cli-start-580920F0.js";
import { __m8_checkValue as checkValue, __m8_compileSchema as compileSchema, __m8_loadSchemaCompiler as loadSchemaCompiler } from "./cli-start-580920F0.js";
import { __m9_ServerFailure as ServerFailure } from "./cli-start-580920F0.js";
import {
  assertServerPlaces
} from "./chunk-VV6WRPXC.js";
import "./chunk-CCW25KA5.js";
import {
  ceilingInForce,
  fixtureSubject,
  runtimeResultCeiling
} from "./chunk-UQ5GGXX4.js";
import "./chunk-WL76CDZ4.js";
import {
  fmt
} from "./chunk-CEK7UD7K.js";
import {
  measureResult,
  precountResult
} from "./chunk-NGA7DO4P.js";
import { __m0_isToolFixture as isToolFixture, __m0_loadBudget as loadBudget, __m0_parseBudget as parseBudget } from "./start-shared-3AE6A6EC.js";
import { __m1_formatPath as formatPath } from "./start-shared-3AE6A6EC.js";
import { __m6_countedView as countedView, __m6_loadTokenizer as loadTokenizer } from "./start-shared-3AE6A6EC.js";
import "./start-shared-3AE6A6EC.js";
import { __m5_MeasuringTimedOut as MeasuringTimedOut } from "./start-shared-3AE6A6EC.js";
import "./chunk-4FMI7NQJ.js";
import {
  EXIT,
  jsonSafe,
  showControls,
  userError
} from "./chunk-2TKON5YV.js";
import "./chunk-HANBNIMK.js";

// src/commands/explore-command.ts
import path from "node:path";

// src/measure/explore/schema-values.ts
var DEFAULT_BOUNDS = { maxStringLength: 1e3, maxArrayItems: 20 };
var LONGEST_STRING = 1e5;
var UNBOUNDED_NUMBERS = [10, 100, 1e3, 1e4];
var MAX_DEPTH = 6;
var isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
function resolved(schema, root) {
  let current = schema;
  for (let hops = 0; hops < 8 && isObject(current) && typeof current.$ref === "string"; hops++) {
    const ref = current.$ref;
    if (!ref.startsWith("#")) break;
    let target = root;
    for (const part of ref.slice(1).split("/").filter(Boolean))
      target = isObject(target) ? target[part.replace(/~1/g, "/").replace(/~0/g, "~")] : void 0;
    current = target;
  }
  return isObject(current) ? current : {};
}
function propertiesOf(inputSchema) {
  const root = isObject(inputSchema) ? inputSchema : {};
  const props = isObject(root.properties) ? root.properties : {};
  const required = new Set(Array.isArray(root.required) ? root.required.filter((r) => typeof r === "string") : []);
  return Object.entries(props).map(([name, schema]) => ({
    name,
    schema: resolved(schema, root),
    required: required.has(name)
  }));
}
function typeOf(schema) {
  const type = schema.type;
  if (typeof type === "string") return type;
  if (Array.isArray(type)) return type.find((t) => t !== "null");
  if (isObject(schema.properties)) return "object";
  if (schema.items !== void 0) return "array";
  return void 0;
}
var branches = (schema) => [...Array.isArray(schema.anyOf) ? schema.anyOf : [], ...Array.isArray(schema.oneOf) ? schema.oneOf : []].filter(
  isObject
);
function numberBounds(schema, integer) {
  const step = integer ? 1 : 0.5;
  const num = (key) => typeof schema[key] === "number" ? schema[key] : void 0;
  const exclusiveLow = num("exclusiveMinimum");
  const exclusiveHigh = num("exclusiveMaximum");
  const low = num("minimum") ?? (exclusiveLow === void 0 ? 0 : exclusiveLow + step);
  const high = num("maximum") ?? (exclusiveHigh === void 0 ? void 0 : exclusiveHigh - step);
  return {
    low: integer ? Math.ceil(low) : low,
    high: high === void 0 ? void 0 : integer ? Math.floor(high) : high
  };
}
function numericRange(schema) {
  const type = typeOf(schema);
  return type === "integer" || type === "number" ? numberBounds(schema, type === "integer") : void 0;
}
function stringLength(schema, bounds) {
  return typeof schema.maxLength === "number" ? Math.min(schema.maxLength, LONGEST_STRING) : bounds.maxStringLength;
}
function arrayLength(schema, bounds) {
  return typeof schema.maxItems === "number" ? Math.min(schema.maxItems, 1e3) : bounds.maxArrayItems;
}
function longString(length, seed = 0) {
  let state = seed * 2654435761 + 1 >>> 0;
  let out = "";
  while (out.length < length) {
    state = Math.imul(state, 1103515245) + 12345 >>> 0;
    out += `${(state >>> 8).toString(36).slice(0, 4)} `;
  }
  return out.slice(0, length);
}
function largestGuess(schema, root, bounds, depth = 0) {
  if (depth > MAX_DEPTH) return void 0;
  if (schema.const !== void 0) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0)
    return [...schema.enum].sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length)[0];
  const options = branches(schema);
  if (options.length > 0 && typeOf(schema) === void 0)
    return largestGuess(resolved(options[0], root), root, bounds, depth + 1);
  const type = typeOf(schema);
  if (type === "boolean") return true;
  if (type === "integer" || type === "number") {
    const { low, high } = numberBounds(schema, type === "integer");
    return high ?? Math.max(low, UNBOUNDED_NUMBERS[1]);
  }
  if (type === "string") return longString(stringLength(schema, bounds));
  if (type === "array") return fullArray(schema, root, bounds, (items) => largestGuess(items, root, bounds, depth + 1));
  if (type === "object" && depth < 4) return fullObject(schema, root, bounds, depth);
  return void 0;
}
function fullArray(schema, root, bounds, item) {
  const items = resolved(schema.items, root);
  const length = arrayLength(schema, bounds);
  if (Array.isArray(items.enum)) return items.enum.slice(0, length);
  const one = item(items);
  if (one === void 0) return [];
  return Array.from(
    { length },
    (_, i) => typeof one === "string" ? i === 0 ? one : `${one.slice(0, Math.max(0, one.length - String(i).length))}${i}` : typeof one === "number" && schema.uniqueItems ? one - i : one
  );
}
function fullObject(schema, root, bounds, depth) {
  const out = {};
  for (const { name, schema: inner } of propertiesOf({ ...schema, $defs: root.$defs, definitions: root.definitions })) {
    const value = largestGuess(inner, root, bounds, depth + 1);
    if (value !== void 0) out[name] = value;
  }
  return out;
}
function plainValue(schema, root, depth = 0) {
  if (depth > MAX_DEPTH) return null;
  if (schema.default !== void 0) return schema.default;
  if (schema.const !== void 0) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  const options = branches(schema);
  if (options.length > 0 && typeOf(schema) === void 0)
    return plainValue(resolved(options[0], root), root, depth + 1);
  const type = typeOf(schema);
  if (type === "boolean") return false;
  if (type === "integer" || type === "number") return numberBounds(schema, type === "integer").low;
  if (type === "string") return "a".repeat(typeof schema.minLength === "number" ? schema.minLength : 1);
  if (type === "array") {
    const items = resolved(schema.items, root);
    const min = typeof schema.minItems === "number" ? schema.minItems : 0;
    return Array.from({ length: min }, () => plainValue(items, root, depth + 1));
  }
  if (type === "object") {
    const out = {};
    for (const property of propertiesOf({ ...schema, $defs: root.$defs, definitions: root.definitions }))
      if (property.required) out[property.name] = plainValue(property.schema, root, depth + 1);
    return out;
  }
  return null;
}
function boundaryValues(schema, root, bounds, depth = 0) {
  if (depth > MAX_DEPTH) return [];
  const out = [largestGuess(schema, root, bounds)];
  if (schema.default !== void 0) out.push(schema.default);
  if (Array.isArray(schema.enum)) out.push(...schema.enum);
  for (const option of branches(schema)) out.push(...boundaryValues(resolved(option, root), root, bounds, depth + 1));
  const type = typeOf(schema);
  if (type === "boolean") out.push(true, false);
  if ((type === "integer" || type === "number") && !Array.isArray(schema.enum)) {
    const { low, high } = numberBounds(schema, type === "integer");
    out.push(low);
    if (high === void 0) out.push(...UNBOUNDED_NUMBERS.filter((n) => n > low));
    else out.push(high);
  }
  if (type === "string" && !Array.isArray(schema.enum))
    out.push("", ".", "*", longString(stringLength(schema, bounds)));
  if (type === "array")
    out.push(
      [],
      fullArray(schema, root, bounds, (items) => plainValue(items, root))
    );
  if (type === "object") out.push({}, plainValue(schema, root));
  const seen = /* @__PURE__ */ new Set();
  return out.filter((value) => {
    if (value === void 0) return false;
    const key = JSON.stringify(value);
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

// src/measure/explore/mined-values.ts
var MAX_VALUES = 2e3;
var MAX_VALUE_CHARS = 300;
var MAX_PARSED_CHARS = 1e6;
var normal = (name) => name.toLowerCase().replace(/[^a-z0-9]/g, "");
function affinity(key, given) {
  const property = given.length > 3 && given.endsWith("s") ? given.slice(0, -1) : given;
  if (key === "" || property === "") return 0;
  return key === property || property.endsWith(key) || key.endsWith(property) ? 1 : 0;
}
var MinedValues = class {
  values = /* @__PURE__ */ new Map();
  /** Which result a value came from: candidates take turns between results, so one long list does not crowd out the rest. */
  origin = 0;
  get size() {
    return this.values.size;
  }
  /** A result's text blocks (JSON or not) and structured content, walked for short values; and the arguments that got it. */
  addResult(result, args) {
    this.origin++;
    if (args) this.walk(args, "", 0);
    if (result.structured !== void 0) this.walk(result.structured, "", 0);
    for (const text of result.texts) {
      const parsed = text.length <= MAX_PARSED_CHARS ? parseJson(text) : void 0;
      if (parsed !== void 0) this.walk(parsed, "", 0);
      else this.addText(text.slice(0, MAX_PARSED_CHARS));
    }
  }
  add(value, key) {
    if (typeof value === "string" && (value.length === 0 || value.length > MAX_VALUE_CHARS || value.includes("\n")))
      return;
    const id = JSON.stringify(value);
    const known = this.values.get(id);
    if (known) known.keys.add(normal(key));
    else if (this.values.size < MAX_VALUES)
      this.values.set(id, { value, keys: /* @__PURE__ */ new Set([normal(key)]), origin: this.origin });
  }
  walk(value, key, depth) {
    if (depth > 12 || this.values.size >= MAX_VALUES) return;
    if (typeof value === "string") {
      this.add(value, key);
      if (value.includes("\n")) this.addText(value);
    } else if (typeof value === "number" && Number.isFinite(value)) this.add(value, key);
    else if (Array.isArray(value)) for (const item of value) this.walk(item, key, depth + 1);
    else if (typeof value === "object" && value !== null)
      for (const [inner, item] of Object.entries(value)) this.walk(item, inner, depth + 1);
  }
  /** Plain text: each line's words that could be an id, a name or a path ("[FILE] notes.md", "/srv/data"). */
  addText(text) {
    for (const line of text.split("\n").slice(0, 2e3)) {
      const keyed = /^\s*"?([A-Za-z_][\w-]{0,30})"?\s*[:=]\s*(.*)$/.exec(line);
      for (const word of (keyed ? keyed[2] : line).match(/[^\s"'`<>,;()[\]{}|]{2,300}/g) ?? []) {
        const clean = word.replace(/[.:]+$/, "");
        if (/[A-Za-z0-9]/.test(clean)) this.add(clean, keyed?.[1] ?? "");
      }
    }
  }
  /**
   * Candidates for one property, the best-named first: strings for a string property (and absolute places joined
   * with names, for a property named like a path), numbers in range for a numeric one; at most `limit`.
   */
  candidatesFor(property, schema, limit) {
    const key = `${property}\0${limit}\0${JSON.stringify(schema)}`;
    if (this.answered.version !== this.values.size) this.answered = { version: this.values.size, lists: /* @__PURE__ */ new Map() };
    const known = this.answered.lists.get(key);
    if (known) return known;
    const list = this.candidatesNow(property, schema, limit);
    this.answered.lists.set(key, list);
    return list;
  }
  answered = { version: -1, lists: /* @__PURE__ */ new Map() };
  candidatesNow(property, schema, limit) {
    if (Array.isArray(schema.enum) || schema.const !== void 0) return [];
    const name = normal(property);
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
    const all = [...this.values.values()];
    const score = (entry) => Math.max(...[...entry.keys].map((key) => affinity(key, name)));
    if (type === "integer" || type === "number") {
      const range = numericRange(schema);
      return all.filter(
        (entry) => typeof entry.value === "number" && score(entry) > 0 && entry.value >= range.low && (range.high === void 0 || entry.value <= range.high) && (type === "number" || Number.isInteger(entry.value))
      ).map((entry) => entry.value).slice(0, limit);
    }
    if (type !== void 0 && type !== "string") return [];
    const strings = takingTurns(
      all.filter((entry) => typeof schema.maxLength !== "number" || String(entry.value).length <= schema.maxLength).map((entry) => ({ value: String(entry.value), score: score(entry), origin: entry.origin }))
    );
    const chosen = strings.map((entry) => entry.value);
    if (/path|file|dir|folder|uri|url/.test(name)) {
      const places = chosen.filter((value) => value.startsWith("/")).slice(0, 10);
      const names = chosen.filter((value) => !value.startsWith("/") && !value.includes(" ")).slice(0, 50);
      const joined = places.flatMap((place) => names.map((leaf) => `${place.replace(/\/+$/, "")}/${leaf}`));
      return [.../* @__PURE__ */ new Set([...chosen.filter((value) => value.includes("/")), ...joined, ...chosen])].slice(0, limit);
    }
    return chosen.slice(0, limit);
  }
};
function takingTurns(entries) {
  const out = [];
  for (const score of [...new Set(entries.map((entry) => entry.score))].sort((a, b) => b - a)) {
    const byOrigin = /* @__PURE__ */ new Map();
    for (const entry of entries) {
      if (entry.score !== score) continue;
      const queue = byOrigin.get(entry.origin);
      if (queue) queue.push(entry.value);
      else byOrigin.set(entry.origin, [entry.value]);
    }
    const queues = [...byOrigin.values()];
    for (let i = 0; queues.some((queue) => i < queue.length); i++)
      for (const queue of queues) if (i < queue.length) out.push({ value: queue[i] });
  }
  return out;
}
function parseJson(text) {
  const trimmed = text.trimStart();
  if (!trimmed.startsWith("{") && !trimmed.startsWith("[")) return void 0;
  try {
    return JSON.parse(text);
  } catch {
    return void 0;
  }
}

// src/measure/explore/tool-selection.ts
function exploreChoice(server, tool, allow) {
  if (allow.includes(`${server}/${tool.name}`)) return { call: "allowed" };
  const annotations = typeof tool.annotations === "object" && tool.annotations !== null ? tool.annotations : {};
  if (annotations.destructiveHint === true)
    return { skipped: "marked destructive (destructiveHint: true); name it in explore.allow to search it" };
  if (annotations.readOnlyHint !== true)
    return { skipped: "not marked read-only (readOnlyHint is not true); name it in explore.allow to search it" };
  return { call: "read-only" };
}

// src/measure/explore/generated-arguments.ts
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = state + 1831565813 >>> 0;
    let t = state;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}
var ArgumentGenerator = class {
  constructor(root, bounds, mined, random) {
    this.root = root;
    this.bounds = bounds;
    this.mined = mined;
    this.random = random;
  }
  root;
  bounds;
  mined;
  random;
  pick(values) {
    return values[Math.floor(this.random() * values.length)];
  }
  /** A value for one property; `name` lets a string take a mined value. */
  value(schema, name, depth = 0) {
    if (depth > 6) return void 0;
    if (schema.const !== void 0) return schema.const;
    if (Array.isArray(schema.enum) && schema.enum.length > 0) return this.pick(schema.enum);
    const options = [
      ...Array.isArray(schema.anyOf) ? schema.anyOf : [],
      ...Array.isArray(schema.oneOf) ? schema.oneOf : []
    ];
    if (options.length > 0 && schema.type === void 0)
      return this.value(resolved(this.pick(options), this.root), name, depth + 1);
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
    if (type === "boolean") return this.random() < 0.5;
    if (type === "integer" || type === "number") {
      const mined = this.mined.candidatesFor(name, schema, 20);
      if (mined.length > 0 && this.random() < 0.3) return this.pick(mined);
      const { low, high } = numericRange(schema);
      const top = high ?? Math.max(low, 0) + 1e4;
      const span = top - low;
      const value = low + Math.expm1(this.random() * Math.log1p(span));
      return type === "integer" ? Math.min(top, Math.round(value)) : Math.min(top, value);
    }
    if (type === "string") {
      const mined = this.mined.candidatesFor(name, schema, 50);
      if (mined.length > 0 && this.random() < 0.6) return this.pick(mined);
      const max = stringLength(schema, this.bounds);
      const min = typeof schema.minLength === "number" ? schema.minLength : 0;
      const length = Math.round(min + Math.expm1(this.random() * Math.log1p(Math.max(0, max - min))));
      return longString(length, Math.floor(this.random() * 100));
    }
    if (type === "array" && depth < 4) {
      const items = resolved(schema.items, this.root);
      const max = arrayLength(schema, this.bounds);
      const min = typeof schema.minItems === "number" ? schema.minItems : 0;
      const length = min + Math.floor(this.random() * (max - min + 1));
      return Array.from({ length }, () => this.value(items, name, depth + 1));
    }
    if ((type === "object" || type === void 0) && depth < 4 && typeof schema.properties === "object")
      return this.object(schema, depth + 1);
    return void 0;
  }
  /** Every required property, and each optional one half the time. */
  object(schema, depth = 0) {
    const out = {};
    for (const property of propertiesOf({ ...schema, $defs: this.root.$defs, definitions: this.root.definitions })) {
      if (!property.required && this.random() < 0.5) continue;
      const value = this.value(property.schema, property.name, depth);
      if (value !== void 0) out[property.name] = value;
    }
    return out;
  }
  /** The worst arguments so far with one or two properties drawn afresh: a walk from the best point. */
  mutate(args) {
    const properties = propertiesOf(this.root);
    if (properties.length === 0) return { ...args };
    const out = { ...args };
    const changes = 1 + Math.floor(this.random() * 2);
    for (let i = 0; i < changes; i++) {
      const property = this.pick(properties);
      if (!property.required && this.random() < 0.15) delete out[property.name];
      else {
        const value = this.value(property.schema, property.name);
        if (value !== void 0) out[property.name] = value;
      }
    }
    return out;
  }
};

// src/measure/explore/tool-search.ts
var PHASES = ["boundary", "mined", "generated", "shrink"];
var PATIENCE = 40;
var MAX_GENERATED = 400;
var MINED_PER_PROPERTY = 100;
var WIRE_NOISE = 16;
function larger(a, b) {
  if (!b) return true;
  if (a.isError !== b.isError) return !a.isError;
  const tokens = (a.tokens - b.tokens) / Math.max(b.tokens, 1);
  const bytes = Math.abs(a.wireBytes - b.wireBytes) <= WIRE_NOISE ? 0 : (a.wireBytes - b.wireBytes) / Math.max(b.wireBytes, 1);
  return tokens + bytes > 0;
}
var ToolSearch = class {
  constructor(options) {
    this.options = options;
    this.root = typeof options.inputSchema === "object" && options.inputSchema !== null ? options.inputSchema : {};
    this.properties = propertiesOf(this.root);
    this.now = options.now ?? Date.now;
    this.generator = new ArgumentGenerator(this.root, options.bounds, options.mined, seededRandom(options.seed ?? 1));
  }
  options;
  calls = 0;
  /** Arguments the inputSchema refused: never sent. */
  refused = 0;
  worst;
  phases = {
    boundary: "not reached",
    mined: "not reached",
    generated: "not reached",
    shrink: "not reached"
  };
  growth;
  /**
   * Each argument set tried, by its JSON: the figures of its answer only (null: refused). A search of a tool whose
   * answers are megabytes keeps one of them, the worst case's, not hundreds.
   */
  tried = /* @__PURE__ */ new Map();
  root;
  properties;
  now;
  generator;
  /** The arguments measured so far, by their JSON. */
  get measured() {
    return this.tried.size;
  }
  /**
   * Calls with `args` unless already called or refused by the schema; keeps the worst. undefined: not called
   * (refused, or the deadline passed). A server's failure (timeout, crash) is thrown to the command.
   */
  async attempt(args, deadline) {
    return (await this.measure(args, deadline))?.size;
  }
  /** As attempt; `result` is the whole answer when this call made it (not when its figures were remembered). */
  async measure(args, deadline) {
    const key = JSON.stringify(args);
    if (this.tried.has(key)) {
      const size3 = this.tried.get(key);
      return size3 ? { size: size3 } : void 0;
    }
    if (!this.options.accepts(args)) {
      this.refused++;
      this.tried.set(key, null);
      return void 0;
    }
    if (this.now() >= deadline) return void 0;
    this.calls++;
    const result = await this.options.call(args, deadline);
    const size2 = { tokens: result.tokens, wireBytes: result.wireBytes, isError: result.isError };
    this.tried.set(key, size2);
    if (!result.isError) this.options.mined.addResult(result, args);
    if (larger(result, this.worst?.result)) this.worst = { arguments: args, result };
    return { size: size2, result };
  }
  /** Where the next change starts: the worst answer so far; while there is only an error, the plain call's arguments. */
  start() {
    if (this.worst && !this.worst.result.isError) return { ...this.worst.arguments };
    const args = {};
    for (const property of this.properties)
      if (property.required) args[property.name] = plainValue(property.schema, this.root);
    return args;
  }
  /** One property at a time over its candidates, from the worst case so far; passes until one finds nothing larger. */
  async coordinate(candidates, deadline, passes) {
    if (this.now() >= deadline) return "cut";
    for (let pass = 0; pass < passes; pass++) {
      const before = this.worst?.result;
      for (const property of this.properties) {
        const values = [...candidates(property)];
        for (const value of values) {
          if (this.now() >= deadline) return "cut";
          const args = this.start();
          if (value === void 0) delete args[property.name];
          else args[property.name] = value;
          await this.attempt(args, deadline);
        }
      }
      if (this.worst?.result === before) break;
    }
    return "done";
  }
  /** The plain call, every property at its largest guess together, then each property over its bounds. */
  async boundary(deadline) {
    await this.seed(deadline);
    this.phases.boundary = await this.coordinate(
      (property) => [
        ...property.required ? [] : [void 0],
        ...boundaryValues(property.schema, this.root, this.options.bounds)
      ],
      deadline,
      3
    );
  }
  /**
   * Three calls: the plain one (required properties only), every default, every property at its largest guess. All
   * a tool that is not searched is called for: what its answers reveal, for the others' mined values.
   */
  async seed(deadline) {
    const plain = this.start();
    await this.attempt(plain, deadline);
    const defaults = { ...plain };
    for (const property of this.properties)
      if (property.schema.default !== void 0) defaults[property.name] = property.schema.default;
    await this.attempt(defaults, deadline);
    const largest = { ...plain };
    for (const property of this.properties) {
      const value = largestGuess(property.schema, this.root, this.options.bounds);
      if (value !== void 0) largest[property.name] = value;
    }
    await this.attempt(largest, deadline);
  }
  /** Each property over the values the server's results revealed (a list of them, for an array of strings). */
  async mined(deadline) {
    const { mined, bounds } = this.options;
    this.phases.mined = await this.coordinate(
      (property) => {
        const { schema } = property;
        const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
        if (type === "array" && typeof schema.items === "object" && schema.items !== null) {
          const items = mined.candidatesFor(property.name, schema.items, MINED_PER_PROPERTY);
          const most = typeof schema.maxItems === "number" ? schema.maxItems : bounds.maxArrayItems;
          return items.length === 0 ? [] : [items.slice(0, most), ...items.slice(0, 5).map((item) => [item])];
        }
        return mined.candidatesFor(property.name, schema, MINED_PER_PROPERTY);
      },
      deadline,
      2
    );
  }
  /** Arguments drawn from the schema, fresh or from the worst case, until PATIENCE calls in a row find nothing larger. */
  async generated(deadline) {
    let quiet = 0;
    for (let drawn = 0; drawn < MAX_GENERATED * 4 && quiet < PATIENCE && this.calls < MAX_GENERATED * 2; drawn++) {
      if (this.now() >= deadline) {
        this.phases.generated = "cut";
        return;
      }
      const args = this.worst && drawn % 2 === 1 ? this.generator.mutate(this.worst.arguments) : { ...this.start(), ...this.generator.object(this.root) };
      const before = this.worst?.result;
      const result = await this.attempt(args, deadline);
      if (result !== void 0) quiet = this.worst?.result === before ? quiet + 1 : 0;
      else quiet++;
    }
    this.phases.generated = "done";
  }
  /**
   * The worst case's smallest arguments that give a result as large: optional properties left out, numbers, strings
   * and arrays cut by halves while the result stays as large. Then its growth with a numeric argument.
   */
  async shrink(deadline) {
    if (!this.worst) {
      this.phases.shrink = "done";
      return;
    }
    const asLarge = (size2) => size2 !== void 0 && !larger(this.worst.result, size2);
    const keep = async (args) => {
      const measured = await this.measure(args, deadline);
      if (!asLarge(measured?.size)) return false;
      let result = measured.result;
      if (!result) {
        if (this.now() >= deadline) return false;
        this.calls++;
        result = await this.options.call(args, deadline);
        if (!asLarge(result)) return false;
      }
      this.worst = { arguments: args, result };
      return true;
    };
    for (const property of this.properties) {
      if (this.now() >= deadline) return void (this.phases.shrink = "cut");
      if (property.required || !(property.name in this.worst.arguments)) continue;
      const args = { ...this.worst.arguments };
      delete args[property.name];
      await keep(args);
    }
    for (const property of this.properties) {
      const value = this.worst.arguments[property.name];
      const range = numericRange(property.schema);
      const size2 = (v) => typeof v === "number" ? v : typeof v === "string" ? v.length : Array.isArray(v) ? v.length : void 0;
      const current = size2(value);
      if (current === void 0 || range === void 0 && typeof value === "number") continue;
      if (typeof value === "string" && this.options.mined.candidatesFor(property.name, property.schema, 2e3).includes(value))
        continue;
      const low = range ? range.low : 0;
      const at = (n) => typeof value === "number" ? n : typeof value === "string" ? value.slice(0, n) : value.slice(0, n);
      let lo = low;
      let hi = current;
      while (hi - lo > 1) {
        if (this.now() >= deadline) return void (this.phases.shrink = "cut");
        const mid = Math.floor((lo + hi) / 2);
        if (mid <= lo || mid >= hi) break;
        if (await keep({ ...this.worst.arguments, [property.name]: at(mid) })) hi = mid;
        else lo = mid;
      }
      if (lo === low && hi > low && await keep({ ...this.worst.arguments, [property.name]: at(low) })) hi = low;
    }
    await this.measureGrowth(deadline);
    this.phases.shrink = this.now() >= deadline ? "cut" : "done";
  }
  /** The numeric argument the worst case grows most with: bytes per unit from its lowest value to the worst case's. */
  async measureGrowth(deadline) {
    if (!this.worst) return;
    let best;
    for (const property of this.properties) {
      const value = this.worst.arguments[property.name];
      const range = numericRange(property.schema);
      if (typeof value !== "number" || !range || value <= range.low) continue;
      const low = await this.attempt({ ...this.worst.arguments, [property.name]: range.low }, deadline);
      if (!low) continue;
      const bytes = this.worst.result.wireBytes;
      const perUnit = (bytes - low.wireBytes) / (value - range.low);
      if (perUnit < 1 || bytes < low.wireBytes * 1.5) continue;
      if (!best || perUnit * (value - range.low) > best.bytesPerUnit * (best.to - best.from))
        best = {
          property: property.name,
          bytesPerUnit: Math.round(perUnit),
          from: range.low,
          to: value,
          bytes,
          ...range.high === void 0 ? {} : { maximum: range.high }
        };
    }
    this.growth = best;
  }
};

// src/measure/explore/explore-report.ts
var isSkipped = (entry) => "skipped" in entry;

// src/report/reporters/explore.ts
function renderExploreJson(report) {
  return `${jsonSafe(JSON.stringify(report, null, 2))}
`;
}
function size(bytes) {
  if (bytes < 1e4) return `${fmt(bytes)} B`;
  if (bytes < 1e7) return `${fmt(Math.round(bytes / 1e3))} KB`;
  return `${fmt(Math.round(bytes / 1e5) / 10)} MB`;
}
function growthSentence(growth) {
  const name = showControls(growth.property);
  const at = growth.to === growth.maximum ? `at its maximum ${fmt(growth.to)}` : `at ${fmt(growth.to)}`;
  const past = growth.maximum !== void 0 && growth.to < growth.maximum ? `; no larger up to its maximum ${fmt(growth.maximum)}` : "";
  return `grows ~${fmt(growth.bytesPerUnit)} B per unit of \`${name}\`; ${at} it is ${size(growth.bytes)}${past}`;
}
function toolLines(entry) {
  const subject = showControls(`${entry.server}/${entry.tool}`);
  const how = `${entry.because}; ${fmt(entry.calls)} call${entry.calls === 1 ? "" : "s"}${entry.refused > 0 ? `, ${fmt(entry.refused)} argument sets the inputSchema refused` : ""}`;
  const worst = entry.worst;
  if (!worst)
    return [`${subject}: no call answered (${how})${entry.stopped ? `; stopped: ${showControls(entry.stopped)}` : ""}`];
  const lines = [
    `${subject}: largest result ${fmt(worst.tokens)} tokens, ${fmt(worst.wireBytes)} bytes${worst.isError ? " (an error result)" : ""} (${how})`,
    `  arguments: ${showControls(JSON.stringify(worst.arguments).slice(0, 400))}${JSON.stringify(worst.arguments).length > 400 ? "…" : ""}`
  ];
  for (const limit of entry.limits ?? [])
    if (entry.over?.includes(limit.at))
      lines.push(
        `  over ${showControls(limit.at)}: ${fmt(limit.unit === "tokens" ? worst.tokens : worst.wireBytes)} > ${fmt(limit.value)}`
      );
  if (worst.hosts && worst.hosts.length > 0)
    lines.push(
      `  hosts: ${worst.hosts.map((view) => `${view.host} ${view.outcome === "whole" ? `whole (${fmt(view.tokens)} tokens)` : view.outcome === "cut" ? `cut to ${fmt(view.tokens)} tokens` : `spilled to a file (${fmt(view.tokens)} tokens read)`}${view.over ? `, over hostLimits.${view.host}.resultTokens ${fmt(view.limit)}` : ""}`).join("; ")}`
    );
  if (entry.growth) lines.push(`  ${growthSentence(entry.growth)}`);
  const notDone = Object.entries(entry.phases).filter(([, state]) => state !== "done");
  if (notDone.length > 0)
    lines.push(
      `  not covered: ${notDone.map(([phase, state]) => `${phase} (${state === "cut" ? "cut by the time budget" : "not reached"})`).join(", ")}`
    );
  if (entry.stopped) lines.push(`  stopped: ${showControls(entry.stopped)}`);
  return lines;
}
function renderExplore(report, configFile) {
  const lines = [];
  const searched = report.tools.filter((entry) => !isSkipped(entry));
  for (const entry of searched) lines.push(...toolLines(entry));
  const skipped = report.tools.filter(isSkipped);
  if (skipped.length > 0) {
    lines.push("", `Not called (${skipped.length}):`);
    for (const entry of skipped)
      lines.push(`  ${showControls(`${entry.server}/${entry.tool}`)}: ${showControls(entry.skipped)}`);
  }
  if (report.minedFrom && report.minedFrom.length > 0)
    lines.push(
      "",
      `Called only for the values their answers reveal: ${report.minedFrom.map((entry) => `${showControls(`${entry.server}/${entry.tool}`)} (${fmt(entry.calls)})`).join(", ")}.`
    );
  for (const { server, totalMs } of report.endedBy ?? [])
    lines.push(
      `${showControls(server)}: its timeouts.totalMs (${fmt(totalMs)} ms) ended the search before --time did; raise it in budget.json to search longer.`
    );
  for (const failure of report.failures)
    lines.push(`${showControls(failure.server)}: not searched, ${failure.code}: ${showControls(failure.detail)}`);
  const calls = searched.reduce((sum, entry) => sum + entry.calls, 0);
  const complete = searched.filter((entry) => Object.values(entry.phases).every((state) => state === "done")).length;
  lines.push(
    "",
    `Searched ${searched.length} tool${searched.length === 1 ? "" : "s"} with ${fmt(calls)} calls in ${fmt(Math.round(report.elapsedMs / 100) / 10)} s of a ${fmt(report.timeSeconds)} s budget; ${complete === searched.length ? "every phase finished" : `${searched.length - complete} did not finish every phase (more --time covers them)`}.`
  );
  if (report.wrote?.fixtures.length === 0) lines.push(`Wrote nothing to ${showControls(report.wrote.file)}.`);
  else if (report.wrote)
    lines.push(
      `Wrote ${report.wrote.fixtures.length} fixture${report.wrote.fixtures.length === 1 ? "" : "s"} to ${showControls(report.wrote.file)}: ${report.wrote.fixtures.map((name) => showControls(name)).join(", ")}; \`check\` now holds each to the budget.`
    );
  if (report.wrote?.notWritten)
    lines.push(
      `Not written: ${report.wrote.notWritten.map((entry) => `${showControls(`${entry.server}/${entry.tool}`)} (${entry.why})`).join(", ")}.`
    );
  if (!report.wrote && searched.some((entry) => entry.worst))
    lines.push(
      `\`explore --write\` adds each worst case to ${showControls(configFile)} as a fixture, for \`check\` to hold to the budget.`
    );
  return `${lines.join("\n")}
`;
}

// src/commands/explore-command.ts
var DEFAULT_EXPLORE_SECONDS = 60;
var MIN_CALL_MS = 5e3;
var SESSION_MARGIN_MS = 1e3;
var PHASE_SHARES = { boundary: 0.35, mined: 0.2, generated: 0.3, shrink: 0.15 };
async function exploreCli(configFile, flags, context) {
  if (flags.ci && flags.write) throw userError("EXPLORE_WRITE_IN_CI");
  const seconds = flags.time === void 0 ? DEFAULT_EXPLORE_SECONDS : Number(flags.time);
  if (!Number.isInteger(seconds) || seconds < 1) throw userError("NOT_WHOLE_NUMBER", { name: "--time", minimum: 1 });
  const { report, exitCode } = await exploreCommand(
    configFile,
    { subjects: flags.subjects, timeSeconds: seconds, write: flags.write },
    context
  );
  return { output: flags.json ? renderExploreJson(report) : renderExplore(report, configFile), exitCode };
}
async function exploreCommand(configFile, options, context) {
  const started = Date.now();
  const deadline = started + options.timeSeconds * 1e3;
  const loaded = await loadBudget(path.resolve(context.cwd, configFile), configFile);
  const resolved2 = await resolveBudgetServers(loaded, context.callerEnv);
  assertServerPlaces(resolved2.servers, loaded, context.callerEnv);
  const all = policed(resolved2.servers, loaded.config, void 0);
  const servers = chosenServers(all, options.subjects, configFile);
  const tokenizer = loadTokenizer(loaded.config.tokenizer ?? "o200k_base");
  await loadSchemaCompiler();
  const report = { tools: [], timeSeconds: options.timeSeconds, elapsedMs: 0, failures: [] };
  for (const [i, server] of servers.entries()) {
    const serverDeadline = Date.now() + (deadline - Date.now()) / (servers.length - i);
    const entries = await exploreServer(loaded, server, options.subjects, serverDeadline, context, tokenizer, report);
    report.tools.push(...entries);
  }
  if (options.write) report.wrote = await writeFixtures(loaded, configFile, report);
  report.elapsedMs = Date.now() - started;
  const over = report.tools.some(
    (entry) => "calls" in entry && ((entry.over?.length ?? 0) > 0 || (entry.worst?.hosts ?? []).some((view) => view.over))
  );
  return { report, exitCode: report.failures.length > 0 ? EXIT.server : over ? EXIT.overBudget : EXIT.ok };
}
function chosenServers(servers, subjects, configFile) {
  if (subjects.length === 0) return servers;
  const named = new Set(subjects.map((subject) => subject.split("/")[0]));
  const missing = [...named].filter((name) => !servers.some((server) => server.name === name));
  if (missing.length > 0)
    throw userError("EXPLORE_NO_SERVER", {
      missing,
      file: configFile,
      servers: servers.map((server) => server.name)
    });
  return servers.filter((server) => named.has(server.name));
}
async function exploreServer(loaded, server, subjects, share, context, tokenizer, report) {
  const config = loaded.config;
  let session;
  try {
    session = await openServerSession(loaded, server, context, tokenizer);
    const { tools } = await listTools(session);
    refuseUnlisted(server.name, subjects, tools);
    const open = session;
    const deadline = Math.min(share, open.deadlineAt - SESSION_MARGIN_MS);
    if (deadline < share) (report.endedBy ??= []).push({ server: server.name, totalMs: open.options.timeouts.totalMs });
    const counting = await tokenizer;
    const planned = plannedSearches(server.name, subjects, tools, config, { open, deadline, counting });
    await runPhases(planned, { open, deadline, report, server: server.name });
    for (const { tool, entry, search } of planned.searches) await finish(entry, search, tool, config, counting);
    return planned.entries;
  } catch (error) {
    if (error instanceof MeasuringTimedOut) {
      report.failures.push({ server: server.name, code: "SERVER_TIMEOUT", detail: "timeouts.totalMs passed" });
      return [];
    }
    if (!(error instanceof ServerFailure)) throw error;
    report.failures.push({ server: server.name, code: error.code, detail: error.detail });
    return [];
  } finally {
    await session?.close();
  }
}
function refuseUnlisted(server, subjects, tools) {
  for (const subject of subjects.filter((named) => named.startsWith(`${server}/`))) {
    const name = subject.slice(server.length + 1);
    if (tools.some((tool) => tool.name === name)) continue;
    const closest = closestNames(
      name,
      tools.map((tool) => tool.name)
    );
    throw userError("EXPLORE_NO_TOOL", { server, tool: name, closest, tools: tools.map((tool) => tool.name) });
  }
}
function plannedSearches(server, subjects, tools, config, run2) {
  const wanted = (tool) => subjects.length === 0 || subjects.includes(server) || subjects.includes(`${server}/${tool.name}`);
  const planned = { entries: [], searches: [], helpers: [], mined: new MinedValues() };
  const bounds = {
    maxStringLength: config.explore?.maxStringLength ?? DEFAULT_BOUNDS.maxStringLength,
    maxArrayItems: config.explore?.maxArrayItems ?? DEFAULT_BOUNDS.maxArrayItems
  };
  for (const tool of tools) {
    const choice = exploreChoice(server, tool, config.explore?.allow ?? []);
    if (!wanted(tool) && ("skipped" in choice || choice.call !== "read-only")) continue;
    if ("skipped" in choice) {
      planned.entries.push({ server, tool: tool.name, skipped: choice.skipped });
      continue;
    }
    const schema = compileSchema(tool.inputSchema, run2.open.deadlineAt);
    if (!schema.ok) {
      planned.entries.push({ server, tool: tool.name, skipped: `its inputSchema does not compile: ${schema.error}` });
      continue;
    }
    const search = toolSearch(server, tool, schema.validate, run2, { mined: planned.mined, bounds });
    if (!wanted(tool)) {
      planned.helpers.push({ tool, search });
      continue;
    }
    const entry = {
      server,
      tool: tool.name,
      because: choice.call,
      calls: 0,
      refused: 0,
      phases: { boundary: "not reached", mined: "not reached", generated: "not reached", shrink: "not reached" }
    };
    planned.entries.push(entry);
    planned.searches.push({ tool, entry, search });
  }
  return planned;
}
function toolSearch(server, tool, validate, { open, deadline, counting }, shared) {
  const fixture = { name: `explore:${tool.name}`, server, tool: tool.name };
  return new ToolSearch({
    inputSchema: tool.inputSchema,
    accepts: (args) => {
      const checked = checkValue(validate, args, open.deadlineAt);
      return "valid" in checked && checked.valid;
    },
    call: async (args, phaseEnds) => {
      const wait = Math.round(Math.min(deadline - Date.now() + 1e3, Math.max(phaseEnds - Date.now(), MIN_CALL_MS)));
      try {
        const { wire } = await callWithInputRounds(
          open,
          fixture,
          { name: tool.name, arguments: args },
          `call explore ${tool.name}`,
          () => wait
        );
        return measureResult(wire, await precountResult(wire, counting), void 0, open.era === "modern");
      } catch (error) {
        if (error instanceof ServerFailure && error.code === "SERVER_TIMEOUT" && wait < open.options.timeouts.requestMs)
          throw new ServerFailure(
            error.code,
            error.server,
            error.phase,
            `no answer within the ${wait} ms the search's time budget had left for it (--time; the server's requestMs is ${open.options.timeouts.requestMs} ms)`,
            error.stderrTail
          );
        throw error;
      }
    },
    ...shared
  });
}
async function runPhases({ searches, helpers, mined }, at) {
  const { open, deadline } = at;
  for (const [p, phase] of PHASES.entries()) {
    if (phase === "mined" && helpers.length > 0) await seedHelpers(helpers, deadline, at.report, at.server);
    const shares = PHASES.slice(p).reduce((sum, later) => sum + PHASE_SHARES[later], 0);
    const phaseDeadline = Date.now() + (deadline - Date.now()) * PHASE_SHARES[phase] / shares;
    for (let round = 0, known = -1; round < (phase === "mined" ? 3 : 1) && known !== mined.size; round++) {
      known = mined.size;
      const going = searches.filter(({ entry }) => entry.stopped === void 0);
      for (const [i, { entry, search }] of going.entries()) {
        const toolDeadline = Date.now() + Math.max(0, phaseDeadline - Date.now()) / (going.length - i);
        try {
          await search[phase](toolDeadline);
        } catch (error) {
          if (!(error instanceof ServerFailure) && !(error instanceof MeasuringTimedOut)) throw error;
          search.phases[phase] = "cut";
          entry.stopped = error instanceof ServerFailure ? `${error.code}: ${error.detail}` : `the server's timeouts.totalMs (${open.options.timeouts.totalMs} ms) ended its session`;
        }
      }
    }
  }
}
async function seedHelpers(helpers, deadline, report, server) {
  const until = Date.now() + (deadline - Date.now()) / 10;
  for (const { tool, search } of helpers) {
    try {
      await search.seed(until);
    } catch (error) {
      if (!(error instanceof ServerFailure) && !(error instanceof MeasuringTimedOut)) throw error;
    }
    if (search.calls > 0) (report.minedFrom ??= []).push({ server, tool: tool.name, calls: search.calls });
  }
}
async function finish(entry, search, tool, config, tokenizer) {
  entry.calls = search.calls;
  entry.refused = search.refused;
  Object.assign(entry.phases, search.phases);
  if (search.growth) entry.growth = search.growth;
  const worst = search.worst;
  if (!worst) return;
  const result = worst.result;
  const hosts = await countedView(
    tokenizer,
    (counting) => (config.hosts ?? []).flatMap((host) => {
      const profile = HOST_PROFILES[host];
      if (!profile) return [];
      const view = hostView(
        profile,
        { ...result, call: { name: tool.name, args: worst.arguments, server: entry.server } },
        counting,
        tool._meta
      );
      const limit = config.hostLimits?.[host]?.resultTokens;
      return [
        {
          host,
          outcome: view.outcome,
          tokens: view.tokens,
          bytes: view.bytes,
          ...limit === void 0 ? {} : { limit, ...view.tokens > limit ? { over: true } : {} }
        }
      ];
    })
  );
  entry.worst = {
    arguments: worst.arguments,
    wireBytes: result.wireBytes,
    tokens: result.tokens,
    isError: result.isError,
    ...hosts.length > 0 ? { hosts } : {}
  };
  const subject = fixtureSubject(config, worstFixtureName(entry.server, entry.tool));
  const limits = ["tokens", "bytes"].flatMap((unit) => {
    const ceiling = subject ? ceilingInForce(config, subject, unit) : runtimeResultCeiling(config, entry.server, unit);
    return ceiling ? [{ unit, value: ceiling.value, at: formatPath(ceiling.path) }] : [];
  });
  if (limits.length > 0) entry.limits = limits;
  const over = limits.filter((limit) => (limit.unit === "tokens" ? result.tokens : result.wireBytes) > limit.value).map((limit) => limit.at);
  if (over.length > 0) entry.over = over;
}
function worstFixtureName(server, tool) {
  return `explore.${server}.${tool}`.replace(/[^A-Za-z0-9_.:-]/g, "_");
}
async function writeFixtures(loaded, configFile, report) {
  const existing = loaded.config.fixtures ?? [];
  const edits = [];
  const added = [];
  const names = [];
  const notWritten = [];
  for (const entry of report.tools) {
    if (!("worst" in entry) || !entry.worst) continue;
    if (entry.worst.isError) {
      notWritten.push({ server: entry.server, tool: entry.tool, why: "its largest result is an error result" });
      continue;
    }
    const name = worstFixtureName(entry.server, entry.tool);
    names.push(name);
    const at = existing.findIndex((fixture) => fixture.name === name);
    if (at >= 0 && isToolFixture(existing[at]))
      edits.push({ path: ["fixtures", at, "arguments"], value: entry.worst.arguments });
    else added.push({ name, server: entry.server, tool: entry.tool, arguments: entry.worst.arguments });
  }
  let text = editJson(loaded.text, edits);
  text = appendJson(text, ["fixtures"], added);
  parseBudget(configFile, text);
  if (names.length > 0) await writeFileAtomic(loaded.file, text);
  return { file: configFile, fixtures: names, ...notWritten.length > 0 ? { notWritten } : {} };
}

// src/cli/commands/explore.ts
async function run(input) {
  sayTempNote(input);
  const { configFile, context, reporter } = prepare(input);
  const { values } = input;
  const { output, exitCode } = await exploreCli(
    configFile,
    {
      subjects: input.args,
      time: values.time,
      write: values.write === true,
      ci: values.ci === true,
      json: reporter === "json"
    },
    context
  );
  input.io.stdout.write(output);
  return exitCode;
}
export {
  run
};
