// cli-run-72Z7OFQV.js
import { createRequire as __createRequire23 } from "node:module";

// chunk-QW6D7AFN.js
import { createRequire as __createRequire18 } from "node:module";

// chunk-OY66VJFZ.js
import { createRequire as __createRequire10 } from "node:module";

// chunk-POYWQKWE.js
import { createRequire as __createRequire } from "node:module";
import {
  repositoryPath
} from "./chunk-VV6WRPXC.js";
import {
  nodeCrypto
} from "./chunk-CCW25KA5.js";
import { __m0_applyEdits as applyEdits, __m0_findNodeAtLocation as findNodeAtLocation, __m0_modify as modify, __m0_parseTree as parseTree } from "./start-shared-3AE6A6EC.js";
import {
  userError
} from "./chunk-2TKON5YV.js";
import { open, realpath, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
var require2 = __createRequire(import.meta.url);
// src/budget/budget-file.ts
var FORMAT = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: "\n" } };
function editJson(text, edits) {
  let out = text;
  for (const edit of edits) out = applyEdits(out, modify(out, edit.path, edit.value, FORMAT));
  return out.endsWith("\n") ? out : `${out}
`;
}
function appendJson(text, arrayPath, values) {
  if (values.length === 0) return text;
  const tree = parseTree(text);
  const node = findNodeAtLocation(tree, arrayPath);
  const lineIndent = (offset) => /^[ \t]*/.exec(text.slice(text.lastIndexOf("\n", offset - 1) + 1))[0];
  const parent = node === void 0 ? findNodeAtLocation(tree, arrayPath.slice(0, -1)) : void 0;
  if (parent?.type === "object" && arrayPath.length > 0) {
    const key = JSON.stringify(arrayPath.at(-1));
    const last2 = parent.children?.at(-1);
    const indent2 = last2 ? lineIndent(last2.offset) : `${lineIndent(parent.offset)}  `;
    const member = `${indent2}${key}: ${JSON.stringify(values, null, 2).replace(/\n/g, `
${indent2}`)}`;
    if (!last2)
      return `${text.slice(0, parent.offset + 1)}
${member}
${text.slice(parent.offset + parent.length - 1)}`;
    const end = last2.offset + last2.length;
    return `${text.slice(0, end)},
${member}${text.slice(end)}`;
  }
  if (node?.type !== "array") throw new Error(`appendJson: no array at ${arrayPath.join(".")}`);
  const last = node.children?.at(-1);
  const outer = lineIndent(node.offset);
  const indent = last ? lineIndent(last.offset) : `${outer}  `;
  const body = values.map((value) => indent + JSON.stringify(value, null, 2).replace(/\n/g, `
${indent}`)).join(",\n");
  if (last) {
    const end = last.offset + last.length;
    return `${text.slice(0, end)},
${body}${text.slice(end)}`;
  }
  const close = node.offset + node.length - 1;
  return `${text.slice(0, node.offset + 1)}
${body}
${outer}${text.slice(close)}`;
}
function lineFinder(text) {
  const place = placeFinder(text);
  return (budgetPath) => place(budgetPath)?.line;
}
function placeFinder(text) {
  const tree = parseTree(text);
  const lineStarts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) lineStarts.push(i + 1);
  return (budgetPath) => {
    if (!tree) return void 0;
    for (let depth = budgetPath.length; depth >= 0; depth--) {
      const node = findNodeAtLocation(tree, budgetPath.slice(0, depth));
      if (!node) continue;
      const at = node.parent?.type === "property" ? node.parent.offset : node.offset;
      let low = 0;
      let high = lineStarts.length - 1;
      while (low < high) {
        const middle = low + high + 1 >> 1;
        if (lineStarts[middle] <= at) low = middle;
        else high = middle - 1;
      }
      return { line: low + 1, depth };
    }
    return void 0;
  };
}
async function writeFileAtomic(file, content) {
  const target = await realpath(file).catch(() => file);
  const mode = await stat(target).then(
    (s) => s.mode,
    () => 420
  );
  if ((mode & 146) === 0) throw userError("BUDGET_READ_ONLY", { file });
  const temp = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${nodeCrypto().randomBytes(6).toString("hex")}.tmp`
  );
  const handle = await open(temp, "wx", mode);
  try {
    await handle.writeFile(content, "utf8");
    await handle.sync();
    await handle.close();
    await rename(temp, target);
  } catch (error) {
    await handle.close().catch(() => void 0);
    await rm(temp, { force: true });
    throw error;
  }
}
// src/budget/entry-lines.ts
function entryLineFinder(text) {
  const tree = parseTree(text);
  const lineStarts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) lineStarts.push(i + 1);
  const lineAt = (offset) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = low + high + 1 >> 1;
      if (lineStarts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
  const lineOfKey = (node) => node ? lineAt(node.parent?.type === "property" ? node.parent.offset : node.offset) : void 0;
  return (subject, budgetPath) => {
    if (!tree) return void 0;
    const exact = budgetPath && budgetPath.length > 0 ? lineOfKey(findNodeAtLocation(tree, budgetPath)) : void 0;
    if (exact !== void 0) return exact;
    if (subject.startsWith("fixture:")) {
      const name = subject.slice("fixture:".length);
      const fixtures = findNodeAtLocation(tree, ["fixtures"]);
      const entry = fixtures?.type === "array" ? fixtures.children?.find((child) => findNodeAtLocation(child, ["name"])?.value === name) : void 0;
      return entry ? lineAt(entry.offset) : lineOfKey(findNodeAtLocation(tree, ["oversized", subject]));
    }
    const server = subject.includes("/") ? subject.slice(0, subject.indexOf("/")) : subject;
    return lineOfKey(findNodeAtLocation(tree, ["oversized", subject])) ?? lineOfKey(findNodeAtLocation(tree, ["servers", server]));
  };
}
// src/commands/command-context.ts
function budgetLocation(budget, cwd) {
  if (!budget) return {};
  const repositoryFile = repositoryPath(cwd, budget.file);
  const lines = budget.text ? { lineOf: lineFinder(budget.text), entryLineOf: entryLineFinder(budget.text) } : {};
  return { ...lines, ...repositoryFile ? { repositoryFile } : {} };
}
function placeFinder2(budget) {
  return budget?.text ? placeFinder(budget.text) : void 0;
}

// chunk-NRFQCQIF.js
import { createRequire as __createRequire9 } from "node:module";

// chunk-MY2LJSFD.js
import { createRequire as __createRequire2 } from "node:module";
import {
  nodeCrypto as nodeCrypto2
} from "./chunk-CCW25KA5.js";
import {
  userError as userError2
} from "./chunk-2TKON5YV.js";
import os from "node:os";
var require3 = __createRequire2(import.meta.url);
// src/measure/concurrency.ts
function defaultConcurrency() {
  return os.availableParallelism();
}
function startSlots(limit) {
  let free = Math.max(1, limit);
  const waiting2 = [];
  const take = async () => {
    if (free > 0) free--;
    else await new Promise((resolve) => waiting2.push(resolve));
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      const next = waiting2.shift();
      if (next) next();
      else free++;
    };
  };
  const holding = async (work) => {
    const release = await take();
    try {
      return await work();
    } finally {
      release();
    }
  };
  return { take, holding };
}
var MEASURED_PER_START_SLOT = 2;
async function mapAdmitted(items, limit, task) {
  const slots = startSlots(limit);
  const measured = startSlots(MEASURED_PER_START_SLOT * Math.max(1, limit));
  return Promise.all(
    items.map(async (item, index) => {
      const done = await measured.take();
      try {
        const release = await slots.take();
        try {
          return await task(item, index, { started: release, holding: slots.holding });
        } finally {
          release();
        }
      } finally {
        done();
      }
    })
  );
}
// src/commands/shard.ts
function parseShard(text) {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) throw userError2("SHARD_FORM", { given: text });
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
  return nodeCrypto2().createHash("sha256").update(text).digest("hex");
}

// chunk-5VNUCKYD.js
import { createRequire as __createRequire8 } from "node:module";

// chunk-Z6I5W3EK.js
import { createRequire as __createRequire5 } from "node:module";

// chunk-CHSBA5O6.js
import { createRequire as __createRequire3 } from "node:module";
import {
  nodeCrypto as nodeCrypto3
} from "./chunk-CCW25KA5.js";
import { __m5_MeasuringTimedOut as MeasuringTimedOut, __m5_SLICE_MS as SLICE_MS, __m5_interruptible as interruptible, __m5_nextTurn as nextTurn } from "./start-shared-3AE6A6EC.js";
var require4 = __createRequire3(import.meta.url);
// src/measure/tool-contract.ts
function toolContract(tool) {
  const outputs = fieldsOf(tool.outputSchema);
  const { name: _name, inputSchema, outputSchema, annotations, ...rest } = tool;
  const sorted = Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a < b ? -1 : 1));
  const schemas = {
    ...inputSchema !== void 0 ? { input: inputSchema } : {},
    ...outputSchema !== void 0 ? { output: outputSchema } : {},
    ...annotations !== void 0 ? { annotations } : {},
    rest: nodeCrypto3().createHash("sha256").update(JSON.stringify(sorted)).digest("hex").slice(0, 16)
  };
  return { inputs: fieldsOf(tool.inputSchema) ?? {}, ...outputs ? { outputs } : {}, schemas };
}
function fieldsOf(schema) {
  if (!isObject(schema)) return void 0;
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = new Set(
    Array.isArray(schema.required) ? schema.required.filter((name) => typeof name === "string") : []
  );
  return Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, shapeOf(property, required.has(name))])
  );
}
function shapeOf(property, required) {
  const shape = { required };
  if (!isObject(property)) return shape;
  const type = property.type;
  if (typeof type === "string") shape.types = [type];
  else if (Array.isArray(type) && type.every((t) => typeof t === "string"))
    shape.types = [...new Set(type)].sort();
  if (Array.isArray(property.enum))
    shape.values = [...new Set(property.enum.map((value) => JSON.stringify(value)))].sort();
  else if ("const" in property) shape.values = [JSON.stringify(property.const)];
  return shape;
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
// src/measure/measure-definitions.ts
var DEFAULT_HOST_TOOL_NAME = "mcp__{server}__{tool}";
function measureTool(tool, server, tokenizer, hostToolName) {
  const json = JSON.stringify(tool);
  const description = typeof tool.description === "string" ? tool.description : "";
  return {
    name: tool.name,
    // What the model reads, fingerprinted: a changed description is listed in a pull request even at equal size.
    digest: nodeCrypto3().createHash("sha256").update(json).digest("hex").slice(0, 16),
    // The definition apart from its name: a removed and a new tool with the same one are a rename.
    bodyDigest: nodeCrypto3().createHash("sha256").update(JSON.stringify({ ...tool, name: "" })).digest("hex").slice(0, 16),
    fields: memberBytes(tool),
    bytes: Buffer.byteLength(json, "utf8"),
    tokens: tokenizer.count(json),
    descriptionChars: charCount(description),
    hostName: hostToolName.replaceAll("{server}", server).replaceAll("{tool}", tool.name),
    contract: toolContract(tool)
  };
}
function measureText(text, tokenizer) {
  return {
    chars: charCount(text),
    bytes: Buffer.byteLength(text, "utf8"),
    tokens: tokenizer.count(text),
    digest: nodeCrypto3().createHash("sha256").update(text).digest("hex").slice(0, 16)
  };
}
function charCount(text) {
  return text.length;
}
var NAMED_MEMBERS = 24;
var MEMBER_NAME_CHARS = 64;
var OTHER_MEMBERS = "(other members)";
function memberBytes(tool) {
  const fields = {};
  let named = 0;
  for (const [key, value] of Object.entries(tool)) {
    const json = JSON.stringify(value);
    if (json === void 0) continue;
    const bytes = Buffer.byteLength(JSON.stringify(key), "utf8") + 1 + Buffer.byteLength(json, "utf8") + 1;
    const name = named < NAMED_MEMBERS && key.length <= MEMBER_NAME_CHARS && key !== OTHER_MEMBERS && key !== "__proto__" ? key : OTHER_MEMBERS;
    if (name !== OTHER_MEMBERS) named += 1;
    fields[name] = (fields[name] ?? 0) + bytes;
  }
  return fields;
}
// node_modules/ajv/package.json
var package_default = {
  name: "ajv",
  version: "8.20.0",
  description: "Another JSON Schema Validator",
  main: "dist/ajv.js",
  types: "dist/ajv.d.ts",
  files: [
    "lib/",
    "dist/",
    ".runkit_example.js"
  ],
  sideEffects: false,
  scripts: {
    eslint: 'eslint "lib/**/*.ts" "spec/**/*.*s" --ignore-pattern spec/JSON-Schema-Test-Suite',
    "prettier:write": 'prettier --write "./**/*.{json,yaml,js,ts}"',
    "prettier:check": 'prettier --list-different "./**/*.{json,yaml,js,ts}"',
    "test-spec": 'cross-env TS_NODE_PROJECT=spec/tsconfig.json mocha -r ts-node/register "spec/**/*.spec.{ts,js}" -R dot',
    "test-codegen": "nyc cross-env TS_NODE_PROJECT=spec/tsconfig.json mocha -r ts-node/register 'spec/codegen.spec.ts' -R spec",
    "test-debug": "npm run test-spec -- --inspect-brk",
    "test-cov": "nyc npm run test-spec",
    rollup: "rm -rf bundle && rollup -c",
    bundle: "rm -rf bundle && node ./scripts/bundle.js ajv ajv7 ajv7 && node ./scripts/bundle.js 2019 ajv2019 ajv2019 && node ./scripts/bundle.js 2020 ajv2020 ajv2020 && node ./scripts/bundle.js jtd ajvJTD ajvJTD",
    build: "rm -rf dist && tsc && cp -r lib/refs dist && rm dist/refs/json-schema-2019-09/index.ts && rm dist/refs/json-schema-2020-12/index.ts && rm dist/refs/jtd-schema.ts",
    "json-tests": "rm -rf spec/_json/*.js && node scripts/jsontests",
    "test-karma": "karma start",
    "test-browser": "rm -rf .browser && npm run bundle && scripts/prepare-tests && karma start",
    "test-all": "npm run test-cov",
    test: "npm run json-tests && npm run prettier:check && npm run eslint && npm link && npm link --legacy-peer-deps ajv && npm run test-cov",
    "test-ci": "AJV_FULL_TEST=true npm test",
    prepublish: "npm run build",
    benchmark: "npm i && npm run build && npm link && cd ./benchmark && npm link --legacy-peer-deps ajv && npm i && node ./jtd",
    "docs:dev": "./scripts/prepare-site && vuepress dev docs",
    "docs:build": "./scripts/prepare-site && vuepress build docs"
  },
  nyc: {
    exclude: [
      "**/spec/**",
      "node_modules"
    ],
    reporter: [
      "lcov",
      "text-summary"
    ]
  },
  repository: "ajv-validator/ajv",
  keywords: [
    "JSON",
    "schema",
    "validator",
    "validation",
    "jsonschema",
    "json-schema",
    "json-schema-validator",
    "json-schema-validation"
  ],
  author: "Evgeny Poberezkin",
  license: "MIT",
  bugs: "https://github.com/ajv-validator/ajv/issues",
  homepage: "https://ajv.js.org",
  runkitExampleFilename: ".runkit_example.js",
  dependencies: {
    "fast-deep-equal": "^3.1.3",
    "fast-uri": "^3.0.1",
    "json-schema-traverse": "^1.0.0",
    "require-from-string": "^2.0.2"
  },
  devDependencies: {
    "@ajv-validator/config": "^0.5.0",
    "@rollup/plugin-commonjs": "^25.0.7",
    "@rollup/plugin-json": "^6.1.0",
    "@rollup/plugin-node-resolve": "^15.2.3",
    "@rollup/plugin-typescript": "^11.1.6",
    "@types/chai": "^4.3.11",
    "@types/mocha": "^10.0.6",
    "@types/node": "^20.11.30",
    "@types/require-from-string": "^1.2.3",
    "@typescript-eslint/eslint-plugin": "^7.3.1",
    "@typescript-eslint/parser": "^7.3.1",
    "ajv-formats": "^3.0.1",
    browserify: "^17.0.0",
    chai: "^4.4.1",
    "cross-env": "^7.0.3",
    dayjs: "^1.11.10",
    "dayjs-plugin-utc": "^0.1.2",
    eslint: "^8.57.0",
    "eslint-config-prettier": "^9.1.0",
    glob: "^10.3.10",
    husky: "^9.0.11",
    jimp: "^0.22.10",
    "js-beautify": "^1.15.1",
    "json-schema-test": "^2.0.0",
    karma: "^6.4.2",
    "karma-chrome-launcher": "^3.2.0",
    "karma-mocha": "^2.0.1",
    "lint-staged": "^15.2.2",
    mocha: "^10.3.0",
    "module-from-string": "^3.3.0",
    "node-fetch": "^3.3.2",
    nyc: "^15.1.0",
    prettier: "3.0.3",
    re2: "^1.20.9",
    rollup: "^2.79.1",
    "rollup-plugin-terser": "^7.0.2",
    "ts-node": "^10.9.2",
    tsify: "^5.0.4",
    typescript: "5.3.3",
    "uri-js": "^4.4.1"
  },
  collective: {
    type: "opencollective",
    url: "https://opencollective.com/ajv"
  },
  funding: {
    type: "github",
    url: "https://github.com/sponsors/epoberezkin"
  },
  prettier: "@ajv-validator/config/prettierrc.json",
  husky: {
    hooks: {
      "pre-commit": "lint-staged && npm test"
    }
  },
  "lint-staged": {
    "*.{json,yaml,js,ts}": "prettier --write"
  }
};
// src/measure/schema-compile-options.json
var schema_compile_options_default = {
  strict: false,
  allErrors: true,
  validateFormats: false,
  validateSchema: true,
  addUsedSchema: false,
  code: {
    optimize: false
  }
};
// src/measure/schema-compiler.ts
var DRAFT_07_AND_OLDER = /json-schema\.org\/draft-0[4-7]\/schema/;
var DEFAULT_META_IDS = /* @__PURE__ */ new Set([
  void 0,
  "https://json-schema.org/draft/2020-12/schema",
  "https://json-schema.org/draft/2020-12/schema#"
]);
var draft07;
var draft2020;
var draft2020Unchecked;
var draft07Lenient;
var draft2020Lenient;
var modules;
async function loadSchemaCompiler() {
  if (modules) return;
  const [draft07Module, draft2020Module, meta] = await Promise.all([
    import("./ajv-4K3AAIHE.js"),
    import("./2020-I3CM6YMJ.js"),
    import("./meta-schema-2020-XCJCRFEF.js")
  ]);
  const commonJs = (module) => module.default ?? module;
  modules = {
    Ajv: draft07Module.Ajv ?? commonJs(draft07Module).Ajv,
    Ajv2020: draft2020Module.Ajv2020 ?? commonJs(draft2020Module).Ajv2020,
    metaValidate: meta.validate
  };
}
async function prepareSchemaCompiler() {
  await loadSchemaCompiler();
  compileSchema(WARM_UP_SCHEMA);
}
var WARM_UP_SCHEMA = {
  type: "object",
  properties: {
    path: { type: "string", description: "a path" },
    depth: { type: "integer", minimum: 0, default: 1 },
    mode: { type: "string", enum: ["a", "b"] },
    tags: { type: "array", items: { type: "string" } },
    options: { type: "object", properties: { dryRun: { type: "boolean" } }, additionalProperties: false },
    value: { anyOf: [{ type: "number" }, { type: "null" }] }
  },
  required: ["path"],
  additionalProperties: false
};
var LENIENT_OPTIONS = { validateSchema: false, unicodeRegExp: false };
var AJV_OPTIONS = schema_compile_options_default;
var SCHEMA_COMPILER_VERSION = `ajv@${package_default.version} ${JSON.stringify(AJV_OPTIONS)} draft-07-and-older:${DRAFT_07_AND_OLDER.source}`;
var compiled = /* @__PURE__ */ new WeakMap();
function compileSchema(schema, deadline) {
  return compileSchemas([schema], deadline)[0];
}
function compileSchemas(schemas, deadline, until = Number.POSITIVE_INFINITY) {
  if (!modules) throw new Error("compileSchema before loadSchemaCompiler()");
  try {
    return compileAllWithin(deadline, schemas, modules, until);
  } catch (error) {
    if (error instanceof MeasuringTimedOut)
      draft07 = draft2020 = draft2020Unchecked = draft07Lenient = draft2020Lenient = void 0;
    throw error;
  }
}
async function compileYielding(schemas, deadline) {
  if (schemas.length === 0) return [];
  const compiled2 = compileSchemas(schemas, deadline, performance.now() + SLICE_MS);
  while (compiled2.length < schemas.length) {
    await nextTurn();
    compiled2.push(...compileSchemas(schemas.slice(compiled2.length), deadline, performance.now() + SLICE_MS));
  }
  return compiled2;
}
async function inputSchemaProblems(tools, known, deadline) {
  const remembered = tools.map((tool) => known?.lookup(JSON.stringify(tool.inputSchema) ?? ""));
  const pending = tools.flatMap((_, i) => remembered[i]?.count === void 0 ? [i] : []);
  if (pending.length > 0) await loadSchemaCompiler();
  const compiled2 = await compileYielding(
    pending.map((i) => tools[i].inputSchema),
    deadline
  );
  const problems = tools.map(
    (tool) => tool.inputSchema?.type !== "object" ? { error: 'its type must be "object"' } : void 0
  );
  pending.forEach((i, n) => {
    const result = compiled2[n];
    if (!result.ok) problems[i] = { error: result.error };
    else if (result.lenient) problems[i] = { ...problems[i], lenient: result.lenient };
    else if (remembered[i]) known?.store(remembered[i].key, 1);
  });
  return problems;
}
var compileAllWithin = interruptible(
  (schemas, loaded, until) => {
    const results = [];
    for (const schema of schemas) {
      results.push(compileOne(schema, loaded));
      if (performance.now() > until) break;
    }
    return results;
  }
);
function compileOne(schema, loaded) {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema))
    return { ok: false, error: "is not a JSON object" };
  const known = compiled.get(schema);
  if (known) return known;
  const result = compileFresh(schema, loaded);
  compiled.set(schema, result);
  return result;
}
function compileFresh(schema, { Ajv: Draft07, Ajv2020: Draft2020, metaValidate }) {
  const declared = schema.$schema;
  if (typeof declared === "string" && DRAFT_07_AND_OLDER.test(declared)) {
    const strict2 = compileWith(draft07 ??= new Draft07(AJV_OPTIONS), schema);
    if (strict2.ok) return strict2;
    const dialect = declared.match(/draft-0[4-7]/)[0];
    return readLeniently(
      strict2,
      dialect,
      draft07Lenient ??= new Draft07({ ...AJV_OPTIONS, ...LENIENT_OPTIONS }),
      schema
    );
  }
  if (DEFAULT_META_IDS.has(declared) && metaValidate(schema)) {
    const strict2 = compileWith(
      draft2020Unchecked ??= new Draft2020({ ...AJV_OPTIONS, validateSchema: false }),
      schema
    );
    if (strict2.ok) return strict2;
    return readLeniently(
      strict2,
      "2020-12",
      draft2020Lenient ??= new Draft2020({ ...AJV_OPTIONS, ...LENIENT_OPTIONS }),
      schema
    );
  }
  const strict = compileWith(draft2020 ??= new Draft2020(AJV_OPTIONS), schema);
  if (strict.ok) return strict;
  return readLeniently(
    strict,
    "2020-12",
    draft2020Lenient ??= new Draft2020({ ...AJV_OPTIONS, ...LENIENT_OPTIONS }),
    schema
  );
}
function readLeniently(strict, dialect, lenient, schema) {
  const read = compileWith(lenient, schema);
  return read.ok ? { ...read, lenient: { error: strict.error, dialect } } : strict;
}
function compileWith(ajv, schema) {
  try {
    return { ok: true, validate: ajv.compile(schema) };
  } catch (error) {
    return { ok: false, error: error.message };
  }
}
var validateWithin = interruptible((validate, value) => validate(value));
function checkValue(validate, value, deadline) {
  try {
    return validateWithin(deadline, validate, value) ? { valid: true } : { valid: false, errors: describeValidationErrors(validate) };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return {
      unusable: `checking a value with it never ends (${error.message}): a $ref leads back to the value it is checking`
    };
  }
}
function describeValidationErrors(validate, max = 3) {
  const errors = validate.errors ?? [];
  const shown = errors.slice(0, max).map((e) => `${e.instancePath || "(root)"} ${e.message ?? e.keyword}`);
  return shown.join("; ") + (errors.length > max ? `; and ${errors.length - max} more` : "");
}
// src/measure/work-deadline.ts
var current;
var steps = 0;
function underDeadline(deadline, work) {
  const outer = current;
  current = deadline ?? outer;
  try {
    return work();
  } finally {
    current = outer;
  }
}
function workStep() {
  if (current === void 0 || (++steps & 1023) !== 0) return;
  if (Date.now() > current) throw new MeasuringTimedOut();
}

// chunk-3D2HOP6Y.js
import { createRequire as __createRequire4 } from "node:module";
var require5 = __createRequire4(import.meta.url);
// src/servers/server-failure.ts
var SERVER_FAILURE_CODES = [
  "SANDBOX_UNAVAILABLE",
  "SERVER_START_FAILED",
  "SERVER_TIMEOUT",
  "SERVER_CRASHED",
  "PROTOCOL_ERROR",
  "SERVER_LIMIT_HIT"
];
var ServerFailure = class extends Error {
  constructor(code, server, phase, detail, stderrTail = "", fix) {
    super(`server "${server}" (${phase}): ${detail}`);
    this.code = code;
    this.server = server;
    this.phase = phase;
    this.detail = detail;
    this.stderrTail = stderrTail;
    this.fix = fix;
  }
  code;
  server;
  phase;
  detail;
  stderrTail;
  fix;
  name = "ServerFailure";
};
function shownUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    for (const key of [...new Set(parsed.searchParams.keys())]) parsed.searchParams.set(key, "***");
    return parsed.toString().replace(/%2A%2A%2A/g, "***");
  } catch {
    return "(an invalid url)";
  }
}
function shownHttpBody(text) {
  if (!text) return "";
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    return ` (a body of ${Buffer.byteLength(text).toLocaleString("en-US")}${text.length >= 300 ? "+" : ""} bytes, not shown: it is no JSON-RPC error)`;
  }
  const record = (value) => typeof value === "object" && value !== null ? value : {};
  const rpc = record(record(body).error).message;
  const oauth = record(body).error;
  const said = typeof rpc === "string" ? rpc : typeof oauth === "string" && /^[a-z_]{1,40}$/.test(oauth) ? oauth : void 0;
  return said === void 0 ? " (a JSON body that is no JSON-RPC error, not shown)" : `: ${JSON.stringify(said.slice(0, 160))}`;
}
var ERROR_LINE = /error|exception|cannot|can't|could not|not found|missing|denied|refused|invalid|failed|ERR_/i;
var STACK_FRAME = /^\s+at\s/;
var StderrTail = class {
  constructor(maxChars = 8e3) {
    this.maxChars = maxChars;
  }
  maxChars;
  text = "";
  push(chunk) {
    this.text += chunk.toString();
    if (this.text.length > this.maxChars * 2) this.text = this.text.slice(-this.maxChars);
  }
  /**
   * The last lines, and before them the lines that say what went wrong: a failed import ends in a dozen stack
   * frames, and the one line that names the missing package comes first.
   */
  lines(count = 10) {
    const lines = this.text.slice(-this.maxChars).split("\n").filter((line) => line.trim() !== "");
    if (lines.length <= count) return lines.join("\n");
    const tail = lines.length - Math.ceil(count / 2);
    const key = lines.slice(0, tail).map((line, index) => ({ line, index })).filter(({ line }) => ERROR_LINE.test(line) && !STACK_FRAME.test(line));
    const kept = [
      ...key.slice(0, count - Math.ceil(count / 2)).map(({ index }) => index),
      ...lines.map((_, index) => index).slice(tail)
    ];
    const out = [];
    kept.forEach((index, i) => {
      if (i > 0 && index !== kept[i - 1] + 1) out.push("…");
      out.push(lines[index]);
    });
    return out.join("\n");
  }
};

// chunk-Z6I5W3EK.js
import {
  nodeCrypto as nodeCrypto4
} from "./chunk-CCW25KA5.js";
var require6 = __createRequire5(import.meta.url);
// package.json
var package_default2 = {
  name: "mcp-budget",
  version: "0.1.0",
  description: "Build-time budgets for MCP servers: measure tool definitions and tool results in bytes and real tokens, enforce budget.json with a one-way ratchet.",
  keywords: [
    "mcp",
    "model-context-protocol",
    "budget",
    "tokens",
    "ci",
    "github-action",
    "size-limit",
    "llm",
    "agents"
  ],
  repository: {
    type: "git",
    url: "git+https://github.com/mcp-budget/mcp-budget.git"
  },
  homepage: "https://github.com/mcp-budget/mcp-budget#readme",
  bugs: {
    url: "https://github.com/mcp-budget/mcp-budget/issues"
  },
  type: "module",
  bin: {
    "mcp-budget": "dist/cli.js"
  },
  exports: {
    ".": {
      types: "./dist/types/index.d.ts",
      import: "./dist/index.js"
    },
    "./guard": {
      types: "./dist/types/guard/guard.d.ts",
      import: "./dist/guard.js"
    },
    "./budget.schema.json": "./budget.schema.json",
    "./report.schema.json": "./report.schema.json",
    "./package.json": "./package.json"
  },
  types: "./dist/types/index.d.ts",
  directories: {
    doc: "docs"
  },
  files: [
    "dist",
    "!dist/action.js",
    "!dist/build-inputs.sha256",
    "budget.schema.json",
    "report.schema.json",
    "hosts",
    "action.yml",
    "README.md",
    "docs",
    "examples/hooks/pre-push"
  ],
  engines: {
    node: ">=20"
  },
  scripts: {
    build: "node scripts/build.mjs",
    typecheck: "tsc --noEmit",
    test: "vitest run",
    "test:unit": "vitest run --project unit",
    bench: "node scripts/bench.mjs",
    example: "node dist/cli.js check --config examples/quickstart/budget.json",
    format: "biome format --write .",
    lint: "biome ci ."
  },
  license: "MIT",
  peerDependencies: {
    "@modelcontextprotocol/server": ">=2.0.0"
  },
  peerDependenciesMeta: {
    "@modelcontextprotocol/server": {
      optional: true
    }
  },
  devDependencies: {
    "@action-validator/cli": "0.6.0",
    "@action-validator/core": "0.6.0",
    "@actions/core": "3.0.1",
    "@actions/workflow-parser": "0.3.61",
    "@biomejs/biome": "2.6.9",
    "@microsoft/jest-sarif": "1.0.0-beta.0",
    "@modelcontextprotocol/client": "2.4.0",
    "@modelcontextprotocol/server": "2.4.0",
    "@modelcontextprotocol/server-everything": "2026.8.31",
    "@modelcontextprotocol/server-filesystem": "2026.8.31",
    "@modelcontextprotocol/server-memory": "2026.8.31",
    "@notionhq/notion-mcp-server": "2.5.2",
    "@playwright/mcp": "0.0.83",
    "@types/node": "20.19.43",
    ajv: "8.20.0",
    "ajv-draft-04": "1.0.0",
    esbuild: "0.28.2",
    "fast-check": "4.11.0",
    "gpt-tokenizer": "4.0.0",
    "js-tiktoken": "1.0.21",
    "jsonc-parser": "3.3.1",
    "smol-toml": "1.9.1",
    typescript: "7.0.2",
    vite: "8.3.8",
    vitest: "4.1.12",
    yaml: "2.9.1",
    zod: "4.6.7"
  }
};
// src/version.ts
var VERSION = package_default2.version;
// src/servers/list-pages.ts
var MAX_LIST_PAGES = 100;
async function listPages(session, method, key, valid, maxPages = MAX_LIST_PAGES) {
  const name = session.options.name;
  const items = [];
  let stopped;
  const seenCursors = /* @__PURE__ */ new Set();
  let cursor;
  let pages = 0;
  let wireBytes = 0;
  do {
    if (pages >= maxPages) {
      stopped = { page: pages, reason: "max-pages" };
      break;
    }
    const wire = await session.request(method, cursor === void 0 ? {} : { cursor }, "list");
    pages += 1;
    wireBytes += wire.bytes;
    const message = wire.message;
    if (!message || message.error !== void 0) {
      const detail = wire.tooLarge ? `${method} page of ${wire.bytes} bytes exceeds the message cap` : `${method} answered with an error: ${JSON.stringify(message?.error)}`;
      throw new ServerFailure("PROTOCOL_ERROR", name, "list", detail, session.stderr.lines());
    }
    const page = message.result;
    const listed = page[key];
    if (!Array.isArray(listed) || !listed.every(valid)) {
      throw new ServerFailure(
        "PROTOCOL_ERROR",
        name,
        "list",
        `${method} result has no valid "${key}" array`,
        session.stderr.lines()
      );
    }
    items.push(...listed);
    const next = page.nextCursor;
    cursor = typeof next === "string" && next !== "" ? next : void 0;
    if (cursor !== void 0 && seenCursors.has(cursor)) {
      stopped = { page: pages, reason: "cursor-repeated", cursor };
      break;
    }
    if (cursor !== void 0) seenCursors.add(cursor);
  } while (cursor !== void 0);
  return { items, pages, wireBytes, ...stopped ? { stopped } : {} };
}
// src/measure/listed-surface.ts
var SKILLS_EXTENSION = "io.modelcontextprotocol/skills";
var SURFACE_LISTS = [
  {
    field: "prompts",
    method: "prompts/list",
    key: "prompts",
    id: "name",
    kind: "prompt",
    capability: "prompts",
    marker: "listsMeasured"
  },
  {
    field: "resources",
    method: "resources/list",
    key: "resources",
    id: "uri",
    kind: "resource",
    capability: "resources",
    marker: "listsMeasured"
  },
  {
    field: "resourceTemplates",
    method: "resources/templates/list",
    key: "resourceTemplates",
    id: "uriTemplate",
    kind: "resource",
    capability: "resources",
    marker: "listsMeasured"
  },
  // A Skill entry (uri, frontmatter, resources) is what a host builds its skill registry from, without reading SKILL.md.
  {
    field: "skills",
    method: "skills/list",
    key: "skills",
    id: "uri",
    kind: "skill",
    extension: SKILLS_EXTENSION,
    marker: "skillsMeasured"
  }
];
function listedKind(method) {
  return SURFACE_LISTS.find((list) => list.method === method).kind;
}
function advertised(capabilities, list) {
  if ("extension" in list) {
    const extensions = capabilities.extensions;
    return typeof extensions === "object" && extensions !== null && extensions[list.extension] !== void 0;
  }
  return capabilities[list.capability] !== void 0;
}
var METHOD_NOT_FOUND = -32601;
async function listSurface(session) {
  const capabilities = session.client.getServerCapabilities() ?? {};
  const listed = {};
  for (const list of SURFACE_LISTS) {
    if (!advertised(capabilities, list)) continue;
    const valid = (item) => typeof item?.[list.id] === "string";
    try {
      listed[list.field] = { listing: await listPages(session, list.method, list.key, valid) };
    } catch (error) {
      if (!(error instanceof ServerFailure) || error.code !== "PROTOCOL_ERROR") throw error;
      const code = /"code":(-?\d+)/.exec(error.detail)?.[1];
      listed[list.field] = { failed: error.detail, ...code === void 0 ? {} : { code: Number(code) } };
    }
  }
  return listed;
}
function surfaceTexts(listed) {
  return Object.values(listed).flatMap(
    (entry) => "listing" in entry ? entry.listing.items.map((item) => JSON.stringify(item)) : []
  );
}
function measureSurface(listed, tokenizer) {
  const reports = {};
  for (const list of SURFACE_LISTS) {
    const entry = listed[list.field];
    if (!entry) continue;
    if ("failed" in entry) {
      reports[list.field] = {
        method: list.method,
        pages: 0,
        wireBytes: 0,
        bytes: 0,
        tokens: 0,
        items: [],
        failed: entry.failed,
        ...entry.code === void 0 ? {} : { failedCode: entry.code }
      };
      continue;
    }
    const items = entry.listing.items.map((item) => measureItem(item, String(item[list.id]), tokenizer));
    const report = {
      method: list.method,
      pages: entry.listing.pages,
      wireBytes: entry.listing.wireBytes,
      bytes: items.reduce((sum, item) => sum + item.bytes, 0),
      tokens: items.reduce((sum, item) => sum + item.tokens, 0),
      items,
      ...entry.listing.stopped ? { stopped: entry.listing.stopped } : {}
    };
    reports[list.field] = report;
  }
  return reports;
}
function measureItem(item, name, tokenizer) {
  const json = JSON.stringify(item);
  return {
    name,
    digest: nodeCrypto4().createHash("sha256").update(json).digest("hex").slice(0, 16),
    bytes: Buffer.byteLength(json, "utf8"),
    tokens: tokenizer.count(json),
    descriptionChars: charCount(descriptionOf(item))
  };
}
function descriptionOf(item) {
  const frontmatter = item.frontmatter;
  const description = item.description ?? (typeof frontmatter === "object" && frontmatter !== null ? frontmatter.description : void 0);
  return typeof description === "string" ? description : "";
}
function surfaceReports(server) {
  return SURFACE_LISTS.flatMap((list) => server[list.field] ? [server[list.field]] : []);
}

// chunk-2DUA3Q2Y.js
import { createRequire as __createRequire7 } from "node:module";

// chunk-KMEDT4NP.js
import { createRequire as __createRequire6 } from "node:module";
import {
  SANDBOX_LAYERS,
  SECCOMP_FD,
  SERVER_BOUNDS,
  SYSTEM_FOLDERS,
  buildServerEnvironment,
  bwrapArguments,
  describeMissing,
  heldLockFile,
  isInside,
  planSandbox,
  privateFolder,
  privateUid,
  prlimitPrefix,
  probeConfinement,
  realOrResolved,
  resolveCommand,
  throughSudo
} from "./chunk-VV6WRPXC.js";
import { __m5_MeasuringTimedOut as MeasuringTimedOut2, __m5_interruptible as interruptible2, __m5_launching as launching } from "./start-shared-3AE6A6EC.js";
import {
  mark
} from "./chunk-4FMI7NQJ.js";
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { closeSync, openSync, writeFileSync } from "node:fs";
import path3 from "node:path";
import { lstatSync, readlinkSync } from "node:fs";
import path2 from "node:path";
import { existsSync, readFileSync as readFileSync2 } from "node:fs";
import path22 from "node:path";
import { existsSync as existsSync2 } from "node:fs";
var require7 = __createRequire6(import.meta.url);
// src/servers/process-group.ts
var liveGroups = /* @__PURE__ */ new Set();
function spawnGroup(command, args, options) {
  const stdio = ["pipe", "pipe", "pipe"];
  if (options.fd3 !== void 0 || options.fd4Input) stdio.push(options.fd3 ?? "ignore");
  if (options.fd4Input) stdio.push("pipe");
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio,
    detached: process.platform !== "win32",
    windowsHide: true
  });
  if (options.fd4Input) {
    const input = child.stdio[4];
    input?.on("error", () => void 0);
    input?.end(options.fd4Input);
  }
  const exit = new Promise((resolve) => {
    child.once("exit", (code, signal) => resolve({ code, signal }));
    child.once("error", () => resolve({ code: null, signal: null }));
  });
  const closed = new Promise((resolve) => {
    child.once("close", () => resolve());
    child.once("error", () => resolve());
  });
  const pgid = child.pid ?? -1;
  if (pgid > 0) liveGroups.add(pgid);
  return { child, pgid, exit, closed };
}
async function terminateGroup(group, graceMs = 1e3) {
  const { child, pgid } = group;
  child.stdin?.end();
  if (pgid <= 0) return;
  signalGroup(pgid, "SIGTERM");
  const exitedInTime = await within(group.exit, graceMs);
  if (!exitedInTime) await delay(0);
  signalGroup(pgid, "SIGKILL");
  for (let waited = 0, step = 1; groupAlive(pgid) && waited < 2e3; waited += step, step = Math.min(step * 2, 20))
    await delay(step);
  await within(group.exit, 500);
  liveGroups.delete(pgid);
  child.stdout?.destroy();
  child.stderr?.destroy();
}
function killAllGroupsSync() {
  for (const pgid of liveGroups) signalGroup(pgid, "SIGKILL");
  liveGroups.clear();
}
function signalGroup(pgid, signal) {
  try {
    process.kill(process.platform === "win32" ? pgid : -pgid, signal);
  } catch {
  }
}
var PF_EXITING = 4;
function groupMembers(pgid) {
  const members = [];
  const pids = readdirSync("/proc").flatMap((entry) => /^\d+$/.test(entry) ? [Number(entry)] : []);
  for (const entry of candidatePids(pids, pgid, lastAllocatedPid())) {
    try {
      const stat2 = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat2.slice(stat2.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) === pgid && fields[0] !== "Z" && (Number(fields[6]) & PF_EXITING) === 0)
        members.push(Number(entry));
    } catch {
    }
  }
  return members;
}
function candidatePids(pids, pgid, lastPid) {
  return lastPid !== void 0 && lastPid >= pgid ? pids.filter((pid) => pid >= pgid) : pids;
}
function lastAllocatedPid() {
  try {
    const last = Number(readFileSync("/proc/loadavg", "utf8").trim().split(/\s+/)[4]);
    return Number.isSafeInteger(last) && last > 0 ? last : void 0;
  } catch {
    return void 0;
  }
}
function groupAlive(pgid) {
  if (process.platform === "win32") return false;
  try {
    process.kill(-pgid, 0);
  } catch (error) {
    if (error.code === "ESRCH") return false;
  }
  return process.platform !== "linux" || groupMembers(pgid).length > 0;
}
async function within(promise, ms) {
  let timer;
  const timeout = new Promise((resolve) => timer = setTimeout(() => resolve(false), ms));
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
// src/servers/server-launch.ts
// src/servers/sandbox/userns-filter.ts
var CLONE_NEWUSER = 268435456;
var EPERM = 1;
var ENOSYS = 38;
var ARCHES = {
  x64: { audit: 3221225534, clone: 56, unshare: 272, x32: true },
  arm64: { audit: 3221225655, clone: 220, unshare: 97 }
};
var CLONE3 = 435;
var LD_ABS = 32;
var JEQ = 21;
var JGE = 53;
var JSET = 69;
var RET = 6;
var NR = 0;
var ARCH = 4;
var ARG0_LOW = 16;
var ALLOW = 2147418112;
var errno = (code) => 327680 | code;
function userNamespaceFilter(arch = process.arch) {
  const numbers = ARCHES[arch];
  if (!numbers) return void 0;
  const program = [
    [LD_ABS, 0, 0, ARCH],
    [JEQ, 1, 0, numbers.audit],
    [RET, 0, 0, errno(EPERM)],
    [LD_ABS, 0, 0, NR],
    ...numbers.x32 ? [
      [JGE, 0, 1, 1073741824],
      [RET, 0, 0, errno(EPERM)]
    ] : [],
    [JEQ, 0, 1, CLONE3],
    [RET, 0, 0, errno(ENOSYS)],
    [JEQ, 1, 0, numbers.unshare],
    [JEQ, 0, 3, numbers.clone],
    [LD_ABS, 0, 0, ARG0_LOW],
    [JSET, 0, 1, CLONE_NEWUSER],
    [RET, 0, 0, errno(EPERM)],
    [RET, 0, 0, ALLOW]
  ];
  const bytes = Buffer.alloc(program.length * 8);
  program.forEach(([code, jt, jf, k], i) => {
    bytes.writeUInt16LE(code, i * 8);
    bytes.writeUInt8(jt, i * 8 + 2);
    bytes.writeUInt8(jf, i * 8 + 3);
    bytes.writeUInt32LE(k >>> 0, i * 8 + 4);
  });
  return bytes;
}
function printfEscaped(program) {
  return [...program].map((byte) => `\\${byte.toString(8).padStart(3, "0")}`).join("");
}
// src/servers/sandbox/linked-dependencies.ts
function linkedDependenciesOutOfView(plan, starts) {
  const projectShown = [...plan.exposed, ...plan.readable, ...plan.writable];
  const visible = (target) => [...projectShown, ...SYSTEM_FOLDERS].some((dir) => isInside(target, dir)) && !plan.concealedDirs.some((dir) => isInside(target, dir));
  for (const start of starts) {
    for (let dir = path2.resolve(start); projectShown.some((shown) => isInside(dir, shown)); dir = path2.dirname(dir)) {
      const link = path2.join(dir, "node_modules");
      if (isLink(link)) {
        const target = realOrResolved(path2.resolve(dir, readlinkSync(link)));
        if (!visible(target)) return { link, target };
      }
      if (path2.dirname(dir) === dir) break;
    }
  }
  return void 0;
}
function isLink(file) {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}
function wordsForSERVER_START_FAILED(found) {
  return {
    detail: `not started: ${found.link} is a link to ${found.target}, outside the project, and the sandbox does not follow a link the project itself makes (it could point anywhere), so the server could not load its packages`,
    fix: `install the dependencies in the project itself (rm ${found.link} && npm ci), or show that folder read-only on the base branch's budget.json: "sandbox": { "readable": [${JSON.stringify(found.target)}] }`
  };
}
// src/servers/package-runner.ts
function packageFetchedAtStart(command, args, projectDir) {
  const runner = path22.basename(command).replace(/\.(cmd|exe)$/, "");
  let rest = args;
  if (runner === "pnpm" && (args[0] === "dlx" || args[0] === "exec")) rest = args.slice(1);
  else if (runner !== "npx" && runner !== "bunx" && runner !== "uvx" && runner !== "pnpx") return void 0;
  const noInstall = rest.includes("--no-install") || rest.includes("--offline") || rest.includes("--prefer-offline");
  if (noInstall || runner === "pnpm" && args[0] === "exec") return void 0;
  const spec = packageSpec(rest);
  if (!spec) return void 0;
  if (runner === "uvx") return spec;
  const { name, wanted } = splitSpec(spec);
  for (let dir = projectDir; ; dir = path22.dirname(dir)) {
    const installed = installedVersion(path22.join(dir, "node_modules", name, "package.json"));
    if (installed !== void 0) return wanted === void 0 || wanted === installed ? void 0 : spec;
    if (path22.dirname(dir) === dir) return spec;
  }
}
function packageSpec(args) {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg.startsWith("--package=")) return arg.slice("--package=".length);
    if (arg === "--package" || arg === "-p") return args[i + 1];
    if (arg === "--") return args[i + 1];
    if (!arg.startsWith("-")) return arg;
  }
  return void 0;
}
function splitSpec(spec) {
  const at = spec.indexOf("@", spec.startsWith("@") ? 1 : 0);
  return at === -1 ? { name: spec } : { name: spec.slice(0, at), wanted: spec.slice(at + 1) };
}
function installedVersion(manifest) {
  if (!existsSync(manifest)) return void 0;
  try {
    const version = JSON.parse(readFileSync2(manifest, "utf8")).version;
    return typeof version === "string" ? version : "";
  } catch {
    return "";
  }
}
function installedPackage(spec, projectDir) {
  const { name } = splitSpec(spec);
  for (let dir = projectDir; ; dir = path22.dirname(dir)) {
    const version = installedVersion(path22.join(dir, "node_modules", name, "package.json"));
    if (version) return { name, version };
    if (path22.dirname(dir) === dir) return void 0;
  }
}
function ownEntryPoint(spec, projectDir) {
  const { name } = splitSpec(spec);
  for (let dir = projectDir; ; dir = path22.dirname(dir)) {
    const manifest = path22.join(dir, "package.json");
    if (existsSync(manifest)) {
      try {
        const pkg = JSON.parse(readFileSync2(manifest, "utf8"));
        if (pkg.name !== name) return void 0;
        const bin = typeof pkg.bin === "string" ? pkg.bin : pkg.bin && typeof pkg.bin === "object" ? Object.values(pkg.bin).find((file2) => typeof file2 === "string") : void 0;
        const file = (typeof bin === "string" ? bin : typeof pkg.main === "string" ? pkg.main : "index.js").replace(
          /^\.\//,
          ""
        );
        return { name, file: path22.relative(projectDir, path22.join(dir, file)).split(path22.sep).join("/") };
      } catch {
        return void 0;
      }
    }
    if (path22.dirname(dir) === dir) return void 0;
  }
}
// src/servers/sandbox/launcher-environment.ts
var LAUNCHER_ENV = {
  PATH: "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
};
var ENVIRONMENT_FD = 3;
var PERL = ["/usr/bin/perl", "/bin/perl"].find((candidate) => existsSync2(candidate));
var ENV_PROGRAM = ["/usr/bin/env", "/bin/env"].find((candidate) => existsSync2(candidate));
var READ_ENVIRONMENT = [
  `open(my $in, '<&=', ${ENVIRONMENT_FD}) or die "mcp-budget: no environment on descriptor ${ENVIRONMENT_FD}: $!\\n";`,
  "binmode $in; local $/; my $pairs = <$in>; close $in;",
  "%ENV = (); for (split /\\0/, $pairs) { my ($name, $value) = split /=/, $_, 2; $ENV{$name} = $value; }"
].join(" ");
var EXEC_SERVER = 'exec { $ARGV[0] } @ARGV or die "mcp-budget: cannot run $ARGV[0]: $!\\n";';
var RLIMIT_CALLS = {
  x64: { get: 97, set: 160 },
  arm64: { get: 163, set: 164 }
};
var RESOURCE = { data: 2, nproc: 6, fsize: 1 };
function settingRlimits(calls, limits) {
  return Object.entries(RESOURCE).map(([name, resource]) => {
    const value = limits[name];
    if (!Number.isSafeInteger(value) || value < 0) throw new TypeError(`the ${name} bound ${value} cannot be set`);
    return [
      `my $${name} = "\\0" x 16; syscall(${calls.get}, ${resource}, $${name}) == 0 or die "mcp-budget: cannot read the ${name} bound: $!\\n";`,
      `my (undef, $${name}_hard) = unpack('QQ', $${name}); my $${name}_to = $${name}_hard < ${value} ? $${name}_hard : ${value};`,
      `$${name} = pack('QQ', $${name}_to, $${name}_to); syscall(${calls.set}, ${resource}, $${name}) == 0 or die "mcp-budget: cannot set the ${name} bound: $!\\n";`
    ].join(" ");
  }).join(" ");
}
function applyInside(env, limits, arch = process.arch) {
  if (process.platform === "win32" || !ENV_PROGRAM) return void 0;
  const pairs = Object.entries(env).map(([name, value]) => {
    if (name === "" || name.includes("=") || name.includes("\0") || value.includes("\0"))
      throw new TypeError(`the variable name ${JSON.stringify(name)} cannot be set`);
    return `${name}=${value}`;
  });
  if (!PERL) return { prefix: [ENV_PROGRAM, "-i", "--", ...pairs] };
  const calls = RLIMIT_CALLS[arch];
  const bounded = limits !== void 0 && calls !== void 0;
  const script = [READ_ENVIRONMENT, ...bounded ? [settingRlimits(calls, limits)] : [], EXEC_SERVER].join(" ");
  return {
    prefix: [PERL, "-e", script, "--"],
    payload: Buffer.from(pairs.map((pair) => `${pair}\0`).join("")),
    ...bounded ? { bounded } : {}
  };
}
// src/servers/server-launch.ts
async function launch(options, stderr) {
  const launched = launching();
  try {
    return await launchUnderWay(options, stderr);
  } finally {
    launched();
  }
}
async function launchUnderWay(options, stderr) {
  const { name, server } = options;
  mark("spawn requested", name);
  refuseOutsidePolicy(options);
  const cwd = path3.resolve(options.baseDir, server.cwd ?? ".");
  const network = options.sandbox.network === "host" || server.url ? "host" : "none";
  const layers = await sandboxLayers(options, network);
  const { confinement } = layers;
  const dropsToNobody = confinement.method === "bwrap" && !!confinement.setpriv;
  const uid = dropsToNobody ? privateUid() : void 0;
  const environment = await buildServerEnvironment(
    server.env,
    server.expanded === true,
    options.sandbox,
    options.callerEnv,
    uid
  );
  const resolved = await commandToStart(
    options,
    environment,
    cwd,
    network === "none" && layers.offered.includes("network")
  );
  const args = server.args ?? [];
  const inside = await environmentInside(name, environment);
  const bounds = inside?.bounded ? [] : prlimitPrefix(findPrlimit());
  const { plan, planned } = await sandboxPlan(options, { confinement, network, cwd, environment, resolved, args, uid });
  const handOver = inside?.payload ? await environmentHandOver(inside.payload) : void 0;
  const dispose = async () => {
    await handOver?.dispose();
    await environment.dispose();
  };
  const [first, ...rest] = [...bounds, ...inside?.prefix ?? [], resolved];
  const command = confine(confinement, network, first, [...rest, ...args], handOver?.file, () => planned ?? plan());
  const sandbox = sandboxReport(server, layers, network, !!inside?.bounded || bounds.length > 0, environment);
  mark("sandbox plan built", name);
  const viaSudo = confinement.method === "bwrap" && !!confinement.sudo;
  const group = spawnGroup(command.command, command.args, {
    env: inside ? { ...LAUNCHER_ENV } : environment.env,
    cwd,
    ...handOver && !viaSudo ? { fd3: handOver.fd } : {},
    ...command.seccomp ? { fd4Input: command.seccomp } : {}
  });
  mark("spawned", name);
  const ready = server.url && server.ready !== void 0 ? watchForReady(server.ready, group, Date.now() + options.timeouts.startupMs) : void 0;
  group.child.stderr.on("data", (chunk) => stderr.push(chunk));
  if (!viaSudo) await handOver?.dispose();
  return { group, sandbox, ...ready ? { ready } : {}, dispose };
}
async function sandboxLayers(options, network) {
  const confinement = await probeConfinement();
  const wanted = SANDBOX_LAYERS.filter((layer) => layer !== "network" || network === "none");
  const offered = confinement.layers;
  const missing = wanted.filter((layer) => !offered.includes(layer));
  if (options.sandbox.require && missing.length > 0) {
    throw new ServerFailure(
      "SANDBOX_UNAVAILABLE",
      options.name,
      "start",
      `not started: sandbox.require is true and ${describeMissing(missing, confinement.reason)}`
    );
  }
  return { confinement, wanted, offered, missing };
}
async function commandToStart(options, environment, cwd, noNetwork) {
  const { name, server } = options;
  const resolved = resolveCommand(server.command, environment.env.PATH, cwd);
  if (!resolved) {
    await environment.dispose();
    throw new ServerFailure(
      "SERVER_START_FAILED",
      name,
      "start",
      `command not found: ${server.command} (looked in PATH and ${cwd})`
    );
  }
  const args = server.args ?? [];
  const fetched = noNetwork ? packageFetchedAtStart(resolved, args, options.baseDir) : void 0;
  if (fetched) {
    await environment.dispose();
    throw new ServerFailure(
      "SERVER_START_FAILED",
      name,
      "start",
      `\`${server.command} ${args.join(" ")}\` would download ${fetched} at start, and the sandbox has no network`,
      "",
      ownPackageFix(name, fetched, options.baseDir) ?? installedFix(fetched, options.baseDir) ?? `install it as a dev dependency (npm install --save-dev ${fetched}) so it runs from node_modules, or give this server the network in budget.json: "sandbox": { "network": "host" }`
    );
  }
  return resolved;
}
async function environmentInside(name, environment) {
  try {
    return applyInside(environment.env, {
      data: SERVER_BOUNDS.memoryBytes,
      nproc: SERVER_BOUNDS.processes,
      fsize: SERVER_BOUNDS.fileBytes
    });
  } catch (error) {
    await environment.dispose();
    throw new ServerFailure("SERVER_START_FAILED", name, "start", `not started: ${error.message}`);
  }
}
async function sandboxPlan(options, start) {
  const { network, cwd, environment, resolved, args, uid } = start;
  const declared = (paths) => (paths ?? []).map((p) => path3.resolve(options.baseDir, p));
  const plan = () => planSandbox({
    network,
    projectDir: options.baseDir,
    cwd,
    home: environment.home,
    command: resolved,
    args,
    readable: declared(options.sandbox.readable),
    writable: declared(options.sandbox.writable),
    callerEnv: options.callerEnv,
    ...uid === void 0 ? {} : { uid }
  });
  const planned = start.confinement.method === "bwrap" ? plan() : void 0;
  const linked = planned && linkedDependenciesOutOfView(planned, [cwd, resolved, ...args.map((arg) => path3.resolve(cwd, arg))]);
  if (linked) {
    await environment.dispose();
    const words = wordsForSERVER_START_FAILED(linked);
    throw new ServerFailure("SERVER_START_FAILED", options.name, "start", words.detail, "", words.fix);
  }
  return { plan, planned };
}
function sandboxReport(server, { confinement, wanted, missing }, network, bounded, environment) {
  const layers = wanted.filter((layer) => !missing.includes(layer));
  return {
    network: network === "host" ? "host" : layers.includes("network") ? "none" : "unavailable",
    method: confinement.method,
    layers,
    missing,
    ...missing.length > 0 ? { reason: describeMissing(missing, confinement.reason) } : {},
    ...confinement.method === "bwrap" && confinement.route ? { route: confinement.route } : {},
    ...server.url ? { shared: "started to be reached by url, so it shares the host network" } : {},
    ...bounded ? { bounds: { ...SERVER_BOUNDS, tmpfs: confinement.method === "bwrap" } } : {},
    envFromCaller: [.../* @__PURE__ */ new Set([...environment.fromCaller, ...importedFromCaller(server)])].sort(),
    envUnresolved: environment.unresolved
  };
}
async function environmentHandOver(payload) {
  const folder = await privateFolder();
  const file = path3.join(folder.dir, "environment");
  writeFileSync(file, payload, { mode: 384 });
  const fd = openSync(file, "r");
  let open3 = true;
  return {
    file,
    fd,
    dispose: async () => {
      if (open3) closeSync(fd);
      open3 = false;
      await folder.dispose();
    }
  };
}
function refuseOutsidePolicy(options) {
  if (!options.policy?.refused) return;
  throw new ServerFailure(
    "SERVER_START_FAILED",
    options.name,
    "start",
    `not started: ${options.policy.refused}`,
    "",
    "get the change to its reach approved on the base branch first: this run uses the base's budget for what servers may reach"
  );
}
function ownPackageFix(server, spec, projectDir) {
  const entry = ownEntryPoint(spec, projectDir);
  if (!entry) return void 0;
  return `${entry.name} is this project's own package: measure it from the repository, "servers": { ${JSON.stringify(server)}: { "command": "node", "args": [${JSON.stringify(entry.file)}] } } in budget.json (it overrides the imported entry; build it first)`;
}
function installedFix(spec, projectDir) {
  const installed = installedPackage(spec, projectDir);
  if (!installed) return void 0;
  return `${installed.name} ${installed.version} is installed, but npx looks "${spec}" up in the registry (a tag or a range): run the installed one with \`npx --no-install ${installed.name}\` (or pin ${installed.name}@${installed.version}), or give this server the network in budget.json: "sandbox": { "network": "host" }`;
}
var prlimit;
function findPrlimit() {
  if (prlimit === void 0)
    prlimit = resolveCommand("prlimit", process.env.PATH ?? "/usr/local/bin:/usr/bin:/bin", process.cwd()) ?? null;
  return prlimit ?? void 0;
}
function importedFromCaller(server) {
  return Object.entries(server.callerVariables ?? {}).filter(([field]) => field.startsWith("env.")).flatMap(([, names]) => names);
}
function confine(confinement, network, command, args, environmentFile, plan) {
  const filter = confinement.method === "bwrap" ? userNamespaceFilter() : void 0;
  if (confinement.method === "bwrap" && confinement.sudo) {
    const escaped = filter ? printfEscaped(filter) : "";
    const planned = plan();
    const leftovers = { ...planned.home ? { home: planned.home } : {}, lock: heldLockFile() };
    const { command: sudo, prefix } = throughSudo(
      confinement.sudo,
      confinement.bwrap,
      environmentFile,
      process.pid,
      escaped,
      leftovers
    );
    const tools = { ...confinement, ...filter ? { seccompFd: SECCOMP_FD.sudo } : {} };
    return { command: sudo, args: [...prefix, ...bwrapArguments(planned, tools), command, ...args] };
  }
  if (confinement.method === "bwrap") {
    const tools = { ...confinement, ...filter ? { seccompFd: SECCOMP_FD.direct } : {} };
    return {
      command: confinement.bwrap,
      args: [...bwrapArguments(plan(), tools), command, ...args],
      ...filter ? { seccomp: filter } : {}
    };
  }
  if (confinement.method === "unshare" && network === "none") {
    const script = confinement.ip ? `${confinement.ip} link set lo up 2>/dev/null; exec "$0" "$@"` : 'exec "$0" "$@"';
    return { command: "unshare", args: [...confinement.unshareArgs, "--", "/bin/sh", "-c", script, command, ...args] };
  }
  return { command, args };
}
async function waitUntilReady(name, server, launched, stderr, timeoutMs) {
  const { group, ready } = launched;
  const deadline = ready?.deadline ?? Date.now() + timeoutMs;
  group.child.stdout?.resume();
  try {
    await untilReady();
  } finally {
    ready?.stop();
  }
  async function untilReady() {
    let exited;
    void group.exit.then((info) => exited = info);
    while (Date.now() < deadline) {
      if (exited) {
        const how = exited.signal ? `was killed by ${exited.signal}` : `exited with code ${exited.code}`;
        throw new ServerFailure("SERVER_START_FAILED", name, "start", `${how} before it was ready`, stderr.lines());
      }
      if (ready?.state === "timed out") break;
      if (ready ? ready.state === "matched" : await answers(server.url)) return;
      await delay(50);
    }
    const what = ready?.state === "timed out" ? `matching its output against ready ${JSON.stringify(server.ready)} did not finish` : ready ? `printed no line matching ready ${JSON.stringify(server.ready)}` : `${shownUrl(server.url)} did not answer`;
    throw new ServerFailure(
      "SERVER_TIMEOUT",
      name,
      "start",
      `${what} within timeouts.startupMs (${timeoutMs} ms)`,
      stderr.lines()
    );
  }
}
function watchForReady(ready, group, deadline) {
  const pattern = new RegExp(ready);
  const test = interruptible2((line) => pattern.test(line));
  let state = "waiting";
  const stops = [];
  for (const stream of [group.child.stdout, group.child.stderr]) {
    let pending = "";
    const onData = (chunk) => {
      pending += chunk.toString();
      const lines = pending.split("\n");
      pending = lines.pop().slice(-MAX_READY_LINE);
      if (state !== "waiting") return;
      try {
        if (lines.some((line) => test(deadline, line.slice(-MAX_READY_LINE))) || test(deadline, pending))
          state = "matched";
      } catch (error) {
        if (!(error instanceof MeasuringTimedOut2)) throw error;
        state = "timed out";
      }
    };
    stream?.on("data", onData);
    stops.push(() => stream?.off("data", onData));
  }
  return {
    get state() {
      return state;
    },
    deadline,
    stop: () => stops.forEach((stop) => stop())
  };
}
var MAX_READY_LINE = 4096;
async function answers(url) {
  try {
    const response = await fetch(url, { method: "GET", signal: AbortSignal.timeout(1e3) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

// chunk-2DUA3Q2Y.js
import {
  expandVariables,
  isInside as isInside2
} from "./chunk-VV6WRPXC.js";
import { __m2_MAX_MESSAGE_DEPTH as MAX_MESSAGE_DEPTH, __m2_offsetPastDepth as offsetPastDepth } from "./start-shared-3AE6A6EC.js";
import {
  mark as mark2,
  tracing
} from "./chunk-4FMI7NQJ.js";
import { existsSync as existsSync3, statSync } from "node:fs";
import path4 from "node:path";
var require8 = __createRequire7(import.meta.url);
// src/servers/unread-limit.ts
var MAX_UNREAD_MESSAGES = 1e3;
var MAX_UNREAD_BYTES = 16 * 1024 * 1024;
var UnreadLimit = class {
  constructor(events) {
    this.events = events;
  }
  events;
  waiting = 0;
  /** Once true, a transport hands the SDK nothing more from this server. */
  stopped = false;
  /** Sends one message through `write`, which settles once the server has taken it; refused past the limit. */
  async send(write, unreadBytes = 0) {
    if (this.stopped || this.waiting >= MAX_UNREAD_MESSAGES || unreadBytes > MAX_UNREAD_BYTES) {
      this.stopped = true;
      const detail = `the server stopped reading its input: ${this.waiting} of mcp-budget's messages${unreadBytes > 0 ? ` (${unreadBytes} bytes)` : ""} wait unread; it sent requests and did not read the answers`;
      this.events.onProtocolViolation?.(detail);
      throw new Error(detail);
    }
    this.waiting += 1;
    try {
      await write();
    } finally {
      this.waiting -= 1;
    }
  }
};
// src/servers/wire-ledger.ts
var WireLedger = class {
  methodsById = /* @__PURE__ */ new Map();
  lastByMethod = /* @__PURE__ */ new Map();
  /** Notifications the server sent, by method (a tools/list_changed says the list it gave is stale). */
  notifications = /* @__PURE__ */ new Map();
  /** Bytes of the `_meta` member of the last request sent (revision 2026-07-28 puts its envelope there). */
  lastRequestMetaBytes = 0;
  sent(message) {
    if ("method" in message && "id" in message) this.methodsById.set(message.id, message.method);
    const meta = "params" in message ? message.params?._meta : void 0;
    this.lastRequestMetaBytes = meta === void 0 ? 0 : Buffer.byteLength(JSON.stringify({ _meta: meta })) - 2;
  }
  /** Records a parsed message; returns what is wrong with it as JSON-RPC, if anything. */
  received(message, bytes) {
    const problem = jsonRpcProblem(message);
    if (problem) return problem;
    const candidate = message;
    if (candidate.method !== void 0 && candidate.id === void 0)
      this.notifications.set(candidate.method, (this.notifications.get(candidate.method) ?? 0) + 1);
    if (candidate.method === void 0 && candidate.id !== void 0) {
      const method = this.methodsById.get(candidate.id);
      if (method === void 0) return `response to an unknown request id ${JSON.stringify(candidate.id)}`;
      this.methodsById.delete(candidate.id);
      this.lastByMethod.set(method, { bytes, message });
    }
    return void 0;
  }
  /**
   * A message too large to keep still answers the request it belongs to: the one outstanding. Returns the error
   * message to hand the SDK in its place, or undefined when no single request is waiting.
   */
  tooLarge(bytes, cap) {
    const outstanding = [...this.methodsById.entries()];
    if (outstanding.length !== 1) return void 0;
    const [id, method] = outstanding[0];
    this.methodsById.delete(id);
    this.lastByMethod.set(method, { bytes, tooLarge: true });
    return {
      jsonrpc: "2.0",
      id,
      error: { code: -32001, message: `mcp-budget: response of ${bytes} bytes exceeds the ${cap}-byte message cap` }
    };
  }
  /** Whether a request sent is still without its answer. */
  waiting(id) {
    return this.methodsById.has(id);
  }
  /** A request that got no answer it will ever pair with (a failed HTTP POST): it no longer waits. */
  abandon(id) {
    this.methodsById.delete(id);
  }
  takeResponse(method) {
    const response = this.lastByMethod.get(method);
    this.lastByMethod.delete(method);
    return response;
  }
};
function jsonRpcProblem(message) {
  if (message.jsonrpc !== "2.0") return 'jsonrpc is not "2.0"';
  if ("method" in message) return typeof message.method === "string" ? void 0 : "method is not a string";
  if (!("id" in message)) return "neither a request, a notification nor a response";
  if (typeof message.id !== "string" && typeof message.id !== "number") return "response id is not a string or number";
  if ("result" in message === "error" in message) return "a response must carry exactly one of result and error";
  if ("result" in message && (typeof message.result !== "object" || message.result === null))
    return "result is not an object";
  return void 0;
}
// src/servers/metered-http-transport.ts
var MeteredHttpTransport = class {
  constructor(url, headers, maxMessageBytes, events = {}) {
    this.url = url;
    this.headers = headers;
    this.maxMessageBytes = maxMessageBytes;
    this.events = events;
    this.unread = new UnreadLimit(events);
  }
  url;
  headers;
  maxMessageBytes;
  events;
  onclose;
  onerror;
  onmessage;
  /** Every message's raw size, and the responses awaiting their request: what the session reads back. */
  ledger = new WireLedger();
  started = false;
  inner;
  unread;
  lastAnswerAt = 0;
  /** The SDK is loaded lazily (see ServerSession), so the inner transport is made once it is. */
  async init() {
    const { StreamableHTTPClientTransport } = await import("./dist-M6FZL6AJ.js");
    this.inner = new StreamableHTTPClientTransport(this.url, {
      requestInit: { headers: this.headers },
      fetch: (url, init) => this.meteredFetch(url, init)
    });
    this.inner.onmessage = (message) => !this.unread.stopped && this.onmessage?.(message);
    this.inner.onerror = (error) => this.onerror?.(error);
    this.inner.onclose = () => this.onclose?.();
    return this;
  }
  get sessionId() {
    return this.inner.sessionId;
  }
  setProtocolVersion(version) {
    this.inner.setProtocolVersion?.(version);
  }
  /** Idempotent: the era probe starts the transport before the SDK client attaches and starts it again. */
  async start() {
    if (this.started) return;
    this.started = true;
    return this.inner.start();
  }
  send(message) {
    return this.unread.send(() => {
      this.ledger.sent(message);
      return this.inner.send(message);
    });
  }
  close() {
    return this.inner.close();
  }
  /**
   * Over HTTP the answer to a request comes in its POST's response (mcp-budget opens no GET stream), and that body is
   * read and recorded before send() settles: a request still waiting then will never be answered (a 202, say).
   */
  unanswered(id) {
    return this.ledger.waiting(id);
  }
  /** The last answer that was not 2xx, for the failure message: its status is the most useful fact there is. */
  lastHttpError;
  async meteredFetch(url, init) {
    if ((init?.method ?? "GET") === "GET")
      return new Response(null, { status: 405, statusText: "mcp-budget opens no GET stream" });
    const response = await this.fetchOnLiveConnection(url, init);
    const type = response.headers.get("content-type") ?? "";
    if (!response.ok || !(type.includes("application/json") || type.includes("text/event-stream"))) {
      const text = response.body ? await readStart(response.body, SHOWN_BODY_BYTES) : "";
      if (!response.ok)
        this.lastHttpError = { status: response.status, statusText: response.statusText, text: text.slice(0, 300) };
      return new Response(NULL_BODY_STATUS.has(response.status) ? null : text, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers
      });
    }
    if ((init?.method ?? "GET") !== "POST" || !response.body) return response;
    const body = await this.readCapped(response.body);
    this.lastAnswerAt = Date.now();
    if (body.text === void 0) {
      const answer = this.ledger.tooLarge(body.bytes, this.maxMessageBytes);
      const replacement = answer ? JSON.stringify(answer) : "";
      return new Response(replacement, { status: response.status, headers: { "content-type": "application/json" } });
    }
    const messages = type.includes("text/event-stream") ? this.sseMessages(body.text) : [body.text];
    for (const text of messages) this.record(text);
    return new Response(inPieces(body.text), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers
    });
  }
  record(text) {
    if (text.trim() === "") return;
    if (offsetPastDepth(text, MAX_MESSAGE_DEPTH) !== void 0) {
      this.events.onProtocolViolation?.(
        `a message nested deeper than ${MAX_MESSAGE_DEPTH} levels (${Buffer.byteLength(text)} bytes)`
      );
      return;
    }
    let parsed;
    try {
      parsed = JSON.parse(text);
    } catch {
      this.events.onProtocolViolation?.(`response body is not JSON: ${text.slice(0, 200)}`);
      return;
    }
    for (const message of Array.isArray(parsed) ? parsed : [parsed]) {
      const bytes = Array.isArray(parsed) ? Buffer.byteLength(JSON.stringify(message)) : Buffer.byteLength(text);
      const problem = typeof message === "object" && message !== null ? this.ledger.received(message, bytes) : "not a JSON object";
      if (problem) this.events.onProtocolViolation?.(`${problem}: ${text.slice(0, 200)}`);
    }
  }
  /** The data of each SSE event (multi-line data joined by \n, as the spec says); the rest is framing, not content. */
  sseMessages(stream) {
    const messages = [];
    for (const event of stream.split(/\r?\n\r?\n/)) {
      const data = event.split(/\r?\n/).filter((line) => line.startsWith("data:")).map((line) => line.slice(line.startsWith("data: ") ? 6 : 5));
      if (data.length === 0) continue;
      messages.push(data.join("\n"));
    }
    return messages;
  }
  /**
   * A server closes an idle keep-alive connection after its timeout (Node's default: 5 s). After seconds of counting,
   * a run can send its next POST on that connection as it closes, before the close is read: fetch fails with no
   * answer ("other side closed"), and a sound server would be failed. Only then, after such an idle spell, is the
   * request sent once more, on a new connection; every other failure stands.
   */
  async fetchOnLiveConnection(url, init) {
    const idle = Date.now() - this.lastAnswerAt >= IDLE_BEFORE_RESEND_MS;
    let response;
    try {
      response = await fetch(url, init);
    } catch (error) {
      if (!idle || !CLOSED_UNDER_US.has(error.cause?.code ?? "")) throw error;
      response = await fetch(url, init);
    }
    this.lastAnswerAt = Date.now();
    return response;
  }
  /** Reads a body to its end, keeping it only while it fits in maxMessageBytes: its size is measured either way. */
  async readCapped(body) {
    const chunks = [];
    let bytes = 0;
    let kept = true;
    for await (const chunk of body) {
      bytes += chunk.byteLength;
      if (kept && bytes > this.maxMessageBytes) {
        kept = false;
        chunks.length = 0;
      }
      if (kept) chunks.push(chunk);
    }
    return kept ? { bytes, text: Buffer.concat(chunks).toString("utf8") } : { bytes };
  }
};
var SHOWN_BODY_BYTES = 64 * 1024;
var NULL_BODY_STATUS = /* @__PURE__ */ new Set([101, 103, 204, 205, 304]);
async function readStart(body, limit) {
  const reader = body.getReader();
  const chunks = [];
  let bytes = 0;
  try {
    while (bytes < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
    }
  } catch {
  } finally {
    void reader.cancel().catch(() => void 0);
  }
  return Buffer.concat(chunks).toString("utf8").slice(0, limit);
}
var IDLE_BEFORE_RESEND_MS = 1e3;
var CLOSED_UNDER_US = /* @__PURE__ */ new Set(["UND_ERR_SOCKET", "ECONNRESET"]);
var PIECE_CHARS = 16 * 1024;
function inPieces(text) {
  const encoder = new TextEncoder();
  let at = 0;
  return new ReadableStream(
    {
      pull(controller) {
        if (at >= text.length) return controller.close();
        let end = Math.min(at + PIECE_CHARS, text.length);
        if (end < text.length && /[\ud800-\udbff]/.test(text[end - 1])) end -= 1;
        controller.enqueue(encoder.encode(text.slice(at, end)));
        at = end;
      }
    },
    { highWaterMark: 0 }
  );
}
// src/servers/metered-stdio-transport.ts
var NEWLINE = 10;
var NOISE_PREVIEW = 200;
var MeteredStdioTransport = class {
  constructor(group, maxMessageBytes, events = {}) {
    this.group = group;
    this.maxMessageBytes = maxMessageBytes;
    this.events = events;
    this.unread = new UnreadLimit(events);
  }
  group;
  maxMessageBytes;
  events;
  onclose;
  onerror;
  onmessage;
  chunks = [];
  pendingBytes = 0;
  discarding = false;
  /** Every message's raw size, and the responses awaiting their request: what the session reads back. */
  ledger = new WireLedger();
  started = false;
  closed = false;
  unread;
  /** Idempotent: the era probe starts the transport before the SDK client attaches and starts it again. */
  async start() {
    if (this.started) return;
    this.started = true;
    const { child } = this.group;
    child.stdout.on("data", (chunk) => this.onData(chunk));
    child.stdin.on("error", (error) => this.onerror?.(error));
    void this.group.exit.then(() => this.finish());
  }
  async send(message) {
    this.ledger.sent(message);
    const line = `${JSON.stringify(message)}
`;
    const stdin = this.group.child.stdin;
    if (!stdin || stdin.destroyed || !stdin.writable) throw new Error("server stdin is closed");
    await this.unread.send(
      () => new Promise((resolve, reject) => stdin.write(line, (error) => error ? reject(error) : resolve())),
      stdin.writableLength
    );
  }
  /** Ends the conversation; the process group belongs to the session, which ends it. */
  async close() {
    this.group.child.stdin?.end();
    this.finish();
  }
  finish() {
    if (this.closed) return;
    this.closed = true;
    this.onclose?.();
  }
  onData(chunk) {
    if (this.events.onFirstByte) {
      this.events.onFirstByte();
      this.events.onFirstByte = void 0;
    }
    let start = 0;
    for (let newline = chunk.indexOf(NEWLINE, start); newline !== -1; newline = chunk.indexOf(NEWLINE, start)) {
      this.append(chunk.subarray(start, newline));
      this.endLine();
      start = newline + 1;
    }
    if (start < chunk.length) this.append(chunk.subarray(start));
  }
  append(piece) {
    this.pendingBytes += piece.length;
    if (this.discarding) return;
    if (this.pendingBytes > this.maxMessageBytes) {
      this.discarding = true;
      this.chunks = [];
      return;
    }
    this.chunks.push(piece);
  }
  endLine() {
    const bytes = this.pendingBytes;
    const discarded = this.discarding;
    this.pendingBytes = 0;
    this.discarding = false;
    if (discarded) {
      this.chunks = [];
      return this.deliverTooLarge(bytes);
    }
    const line = this.decodeLine();
    if (line.text.trim() === "") return;
    this.deliverLine(line.text, line.bytes);
  }
  /** Decodes the pending line and lets go of its bytes, so a large message is held as text only, not twice. */
  decodeLine() {
    const buffer = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks);
    this.chunks = [];
    const end = buffer.length > 0 && buffer[buffer.length - 1] === 13 ? buffer.length - 1 : buffer.length;
    return { text: buffer.toString("utf8", 0, end), bytes: end };
  }
  deliverLine(text, bytes) {
    if (offsetPastDepth(text, MAX_MESSAGE_DEPTH) !== void 0) {
      this.events.onProtocolViolation?.(`a message nested deeper than ${MAX_MESSAGE_DEPTH} levels (${bytes} bytes)`);
      return;
    }
    let message;
    try {
      message = JSON.parse(text);
    } catch {
      this.events.onNoise?.(preview(text));
      return;
    }
    if (typeof message !== "object" || message === null || Array.isArray(message) || !("jsonrpc" in message)) {
      this.events.onNoise?.(preview(text));
      return;
    }
    const problem = this.ledger.received(message, bytes);
    if (problem) {
      this.events.onProtocolViolation?.(`${problem}: ${preview(text)}`);
      return;
    }
    if (!this.unread.stopped) this.onmessage?.(message);
  }
  deliverTooLarge(bytes) {
    const answer = this.ledger.tooLarge(bytes, this.maxMessageBytes);
    if (!answer) {
      this.events.onProtocolViolation?.(
        `a message of ${bytes} bytes (over the ${this.maxMessageBytes}-byte cap) that answers no single request`
      );
      return;
    }
    this.onmessage?.(answer);
  }
};
function preview(text) {
  return text.length > NOISE_PREVIEW ? `${text.slice(0, NOISE_PREVIEW)}… (${text.length} chars)` : text;
}
// src/servers/missing-variable.ts
var NAME = `([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{2,}(?:KEY|TOKEN|SECRET))`;
var SAYS_MISSING = [
  // "API_KEY is not set", "GITHUB_TOKEN environment variable is required", "FOO_KEY must be set"
  new RegExp(
    String.raw`\b${NAME}\b[^\n]{0,40}?\b(?:is not set|not set|is missing|missing|is required|required|must be (?:set|provided)|is undefined|undefined|not defined|not provided|is empty)`
  ),
  // "missing API_KEY", "Missing required environment variable: FOO_KEY", "Please set the FOO_KEY environment variable"
  new RegExp(String.raw`\b(?:missing|requires?|required|set|provide|no)\b[^\n]{0,40}?\b${NAME}\b`, "i")
];
function missingVariable(stderr) {
  for (const line of stderr.split("\n")) {
    for (const pattern of SAYS_MISSING) {
      const name = pattern.exec(line)?.[1];
      if (name && /^[A-Z]/.test(name) && name === name.toUpperCase()) return name;
    }
  }
  return void 0;
}
function passVariableFix(name, passed) {
  if (passed)
    return `set ${name} in the environment mcp-budget runs in (the budget passes it, but it is not set there; in CI, from a secret: env: ${name}: \${{ secrets.${name} }})`;
  return `pass it from the environment in budget.json: "sandbox": { "passEnv": ["${name}"] }, or in the server's entry "env": { "${name}": "\${${name}}" } (\`mcp-budget init --env ${name}\` writes the first); then set ${name} where mcp-budget runs (in CI, from a secret)`;
}
// src/servers/sandbox/unshown-path.ts
function unshownPathFix(named, readable, baseDir, stderr) {
  for (const file of named) {
    if (!path4.isAbsolute(file) || !stderr.includes(file) || !existsSync3(file)) continue;
    if (readable.some((dir) => isInside2(file, path4.resolve(baseDir, dir)))) continue;
    const folder = statSync(file).isDirectory() ? file : path4.dirname(file);
    return `${file} is outside the project and its toolchain, so the sandbox does not show it (a path in the command line shows nothing more); install the server in the project (a dependency in its node_modules), or show that folder read-only in the base branch's budget.json: "sandbox": { "readable": [${JSON.stringify(folder)}] }`;
  }
  return void 0;
}
// src/servers/any-result.ts
var ANY_RESULT = {
  "~standard": { version: 1, vendor: "mcp-budget", validate: (value) => ({ value }) }
};
// src/servers/client-warm-up.ts
var warmed;
function warmUpClient(sdk) {
  warmed ??= handshakeInMemory(sdk).catch(() => void 0);
  return warmed;
}
async function handshakeInMemory({ Client, InMemoryTransport }) {
  const [clientSide, peer] = InMemoryTransport.createLinkedPair();
  peer.onmessage = (message) => {
    if (!("id" in message) || !("method" in message)) return;
    const params = message.params;
    const answer = message.method === "initialize" ? {
      result: {
        protocolVersion: params?.protocolVersion,
        capabilities: { tools: {} },
        serverInfo: { name: "warm-up", version: "0" }
      }
    } : message.method === "tools/list" ? {
      result: {
        tools: [{ name: "warm_up", description: "warm-up", inputSchema: { type: "object", properties: {} } }]
      }
    } : { error: { code: -32601, message: "Method not found" } };
    void peer.send({ jsonrpc: "2.0", id: message.id, ...answer });
  };
  await peer.start();
  const client = new Client({ name: "mcp-budget-warm-up", version: "0" });
  try {
    await client.connect(clientSide);
    await client.request({ method: "tools/list", params: {} }, ANY_RESULT);
  } finally {
    await client.close();
  }
}
// src/servers/era-probe.ts
var MODERN_VERSION = "2026-07-28";
var UNSUPPORTED_PROTOCOL_VERSION = -32022;
function modernEnvelope(version, clientInfo, capabilities) {
  return {
    "io.modelcontextprotocol/protocolVersion": version,
    "io.modelcontextprotocol/clientInfo": clientInfo,
    "io.modelcontextprotocol/clientCapabilities": capabilities
  };
}
async function probeEra(deps) {
  const { transport } = deps;
  let pending;
  transport.onmessage = (message) => {
    const response = message;
    if (pending && response.id === pending.id)
      pending.resolve(
        response.error !== void 0 ? { kind: "error", error: response.error } : { kind: "result", result: response.result ?? {} }
      );
  };
  transport.onclose = () => pending?.resolve({ kind: "closed" });
  await transport.start();
  let version = MODERN_VERSION;
  for (let attempt = 1; attempt <= 2; attempt++) {
    const id = `mcp-budget-discover-${attempt}`;
    const reply = await new Promise((resolve) => {
      const settle = (value) => {
        clearTimeout(timer);
        deps.signal.removeEventListener("abort", onAbort);
        resolve(value);
      };
      const timer = setTimeout(() => settle({ kind: "timeout" }), deps.timeoutMs);
      const onAbort = () => settle({ kind: "aborted", reason: deps.signal.reason });
      deps.signal.addEventListener("abort", onAbort, { once: true });
      pending = { id, resolve: settle };
      if (deps.signal.aborted) onAbort();
      const request = {
        jsonrpc: "2.0",
        id,
        method: "server/discover",
        params: { _meta: modernEnvelope(version, deps.clientInfo, deps.capabilities) }
      };
      transport.send(request).then(
        () => {
          if (transport.unanswered?.(id)) settle({ kind: "no-answer" });
        },
        (error) => settle({ kind: "send-error", error })
      );
    });
    pending = void 0;
    if (reply.kind === "aborted") throw reply.reason;
    if (reply.kind === "send-error" || reply.kind === "no-answer") transport.ledger.abandon(id);
    const outcome = classify(reply, version, transport.lastHttpError);
    if (outcome.era !== "retry") return detach(transport, outcome);
    version = outcome.version;
  }
  return detach(transport, { era: "none", reason: "server/discover answered UnsupportedProtocolVersion twice" });
}
function detach(transport, outcome) {
  transport.onmessage = void 0;
  transport.onclose = void 0;
  return outcome;
}
function classify(reply, asked, http) {
  switch (reply.kind) {
    case "result": {
      const supported = reply.result.supportedVersions;
      if (!Array.isArray(supported))
        return { era: "legacy", reason: "server/discover answered without supportedVersions" };
      if (supported.includes(MODERN_VERSION)) return { era: "modern", version: MODERN_VERSION, discover: reply.result };
      return {
        era: "legacy",
        reason: `server/discover offers ${JSON.stringify(supported)}, none of which mcp-budget speaks in the modern era`
      };
    }
    case "error":
      return fromRpcError(reply.error, asked);
    case "closed":
      return { era: "legacy", reason: "the server closed the connection on server/discover", closed: true };
    case "timeout":
      return { era: "legacy", reason: "no answer to server/discover" };
    case "no-answer":
      return { era: "legacy", reason: "the HTTP answer to server/discover carried no JSON-RPC response" };
    case "send-error": {
      if (!http) return { era: "legacy", reason: "the server closed its input before server/discover", closed: true };
      if (http.status === 401 || http.status === 403 || http.status >= 500) throw reply.error;
      const body = parseErrorBody(http.text);
      return body ? fromRpcError(body, asked) : { era: "legacy", reason: `server/discover answered HTTP ${http.status}` };
    }
  }
}
function fromRpcError(error, asked) {
  if (error.code !== UNSUPPORTED_PROTOCOL_VERSION)
    return { era: "legacy", reason: `server/discover answered error ${JSON.stringify(error.code)}` };
  const supported = Array.isArray(error.data?.supported) ? error.data.supported.filter((v) => typeof v === "string") : [];
  if (supported.includes(MODERN_VERSION) && asked !== MODERN_VERSION) return { era: "retry", version: MODERN_VERSION };
  if (supported.some((version) => version < MODERN_VERSION))
    return {
      era: "legacy",
      reason: `server/discover: UnsupportedProtocolVersion, supported ${JSON.stringify(supported)}`
    };
  return {
    era: "none",
    reason: `the server supports protocol versions ${JSON.stringify(supported)}; mcp-budget speaks ${MODERN_VERSION} and the 2025 revisions`
  };
}
function parseErrorBody(text) {
  try {
    const parsed = JSON.parse(text);
    return typeof parsed?.error === "object" && parsed.error !== null ? parsed.error : void 0;
  } catch {
    return void 0;
  }
}
// src/servers/era-connect.ts
var PROBE_TIMEOUT_MS = 1e4;
var StartAgainForInitialize = class extends Error {
};
async function connectInEra(client, transport, options, signal, stderr, onHandshake) {
  const { timeouts, era: wanted = "newest", name, clientCapabilities, clientVersion } = options;
  const connectOptions = { timeout: timeouts.startupMs, signal };
  if (wanted === "legacy") {
    await client.connect(transport, { ...connectOptions, prior: { kind: "legacy" } });
    return { era: "legacy" };
  }
  onHandshake("server/discover");
  const outcome = await probeEra({
    transport,
    clientInfo: { name: "mcp-budget", version: clientVersion },
    capabilities: clientCapabilities,
    // Half the startup time at most: a server silent to server/discover keeps the rest for initialize.
    timeoutMs: Math.min(timeouts.startupMs / 2, PROBE_TIMEOUT_MS),
    signal
  });
  mark2("era probe answered", name);
  transport.lastHttpError = void 0;
  if (outcome.era === "none")
    throw new ServerFailure("SERVER_START_FAILED", name, "start", outcome.reason, stderr.lines());
  if (outcome.era === "legacy") {
    if (wanted === "modern") {
      throw new ServerFailure(
        "SERVER_START_FAILED",
        name,
        "start",
        `does not speak ${MODERN_VERSION} (${outcome.reason}), and the budget asks for era "modern"`,
        stderr.lines(),
        'remove "era": "modern" to measure it in the legacy era, or serve server/discover'
      );
    }
    if (outcome.closed) throw new StartAgainForInitialize(outcome.reason);
    onHandshake("initialize");
    await client.connect(transport, { ...connectOptions, prior: { kind: "legacy" } });
    return { era: "legacy", legacyBecause: outcome.reason };
  }
  const discover = outcome.discover;
  const adopted = {
    ...discover,
    resultType: "complete",
    ttlMs: validTtl(discover.ttlMs),
    cacheScope: discover.cacheScope === "public" ? "public" : "private",
    capabilities: discover.capabilities ?? {}
  };
  await client.connect(transport, { ...connectOptions, prior: { kind: "modern", discover: adopted } });
  return { era: "modern", discover };
}
function validTtl(ttl) {
  return typeof ttl === "number" && Number.isSafeInteger(ttl) && ttl >= 0 ? ttl : 0;
}
// src/servers/revision-watch.ts
var CACHEABLE = /* @__PURE__ */ new Set([
  "server/discover",
  "tools/list",
  "prompts/list",
  "resources/list",
  "resources/templates/list",
  "resources/read",
  "skills/list"
]);
var PAGINATED = /* @__PURE__ */ new Set(["tools/list", "prompts/list", "resources/list", "resources/templates/list", "skills/list"]);
var RevisionWatch = class {
  facts = { cacheHints: [], resultTypeMissing: [] };
  /** Per paginated method: which listing (a walk from its first page) and page the last answer was. */
  walks = /* @__PURE__ */ new Map();
  /** `cursor`: the request asked for a later page (a first page has none): which listing a page belongs to. */
  observe(method, result, requestMetaBytes, cursor = false) {
    this.facts.requestEnvelopeBytes = Math.max(this.facts.requestEnvelopeBytes ?? 0, requestMetaBytes);
    if (!result) return;
    if (result.resultType === void 0 && !this.facts.resultTypeMissing.includes(method))
      this.facts.resultTypeMissing.push(method);
    if (CACHEABLE.has(method) && result.resultType !== "input_required") {
      const walk = PAGINATED.has(method) ? this.pageOf(method, cursor) : void 0;
      this.facts.cacheHints.push({
        method,
        ..."ttlMs" in result ? { ttlMs: result.ttlMs } : {},
        ..."cacheScope" in result ? { cacheScope: result.cacheScope } : {},
        ...walk ?? {}
      });
    }
  }
  pageOf(method, cursor) {
    const last = this.walks.get(method);
    const next = cursor && last ? { listing: last.listing, page: last.page + 1 } : { listing: (last?.listing ?? 0) + 1, page: 1 };
    this.walks.set(method, next);
    return next;
  }
};
// src/shell/after-start.ts
var waiting = [];
var released = false;
function serversStarting() {
  if (released) return;
  released = true;
  for (const load of waiting.splice(0)) setImmediate(load);
}
function loadAfterStart(load) {
  let loading;
  const get = () => loading ??= load();
  const early = () => get().catch(() => void 0);
  if (released) setImmediate(early);
  else waiting.push(early);
  return get;
}
// src/servers/server-session.ts
var DEFAULT_TIMEOUTS = { startupMs: 3e4, requestMs: 3e4, totalMs: 12e4 };
var DEFAULT_MAX_MESSAGE_BYTES = 64 * 1024 * 1024;
var SETTLE_MS = 1500;
var ServerSession = class _ServerSession {
  constructor(options, client, transport, stderr, sandbox, launched) {
    this.options = options;
    this.client = client;
    this.transport = transport;
    this.stderr = stderr;
    this.sandbox = sandbox;
    this.launched = launched;
    void launched?.group.exit.then((info) => this.exitInfo = info);
    this.deadlineAt = Date.now() + options.timeouts.totalMs;
    this.deadline = setTimeout(() => {
      this.deadlinePassed = true;
      void this.close();
    }, options.timeouts.totalMs);
  }
  options;
  client;
  transport;
  stderr;
  sandbox;
  launched;
  noise = [];
  exitInfo;
  noiseCount = 0;
  violation;
  deadlinePassed = false;
  closing;
  deadline;
  /** When timeouts.totalMs runs out for this server (ms since the epoch): work on its output stops there too. */
  deadlineAt;
  /** The era this session speaks, once the handshake chose it. */
  era = "legacy";
  /** The server/discover result as it came from the wire (modern era). */
  discover;
  /** Why a probe found the server legacy (none when it was never probed). */
  legacyBecause;
  revision = new RevisionWatch();
  static async open(options) {
    const { name, server } = options;
    const stderr = new StderrTail();
    refuseOutsidePolicy(options);
    const launched = server.command ? await launch(options, stderr) : void 0;
    let session;
    const events = {
      onNoise: (line) => session?.recordNoise(line),
      onProtocolViolation: (detail) => session?.recordViolation(detail),
      ...tracing ? { onFirstByte: () => mark2("first byte", name) } : {}
    };
    try {
      const sdk = await import("./dist-M6FZL6AJ.js");
      const { Client } = sdk;
      mark2("client SDK loaded", name);
      options.onSpawned?.();
      serversStarting();
      void warmUpClient(sdk);
      let transport;
      if (server.url) {
        if (launched) await waitUntilReady(name, server, launched, stderr, options.timeouts.startupMs);
        const headers = Object.fromEntries(
          Object.entries(server.headers ?? {}).map(([key, value]) => [
            key,
            server.expanded ? value : expandVariables(value, options.callerEnv, /* @__PURE__ */ new Set(), /* @__PURE__ */ new Set())
          ])
        );
        transport = await new MeteredHttpTransport(
          new URL(server.url),
          headers,
          options.maxMessageBytes,
          events
        ).init();
      } else {
        transport = new MeteredStdioTransport(launched.group, options.maxMessageBytes, events);
      }
      const client = new Client(
        { name: "mcp-budget", version: options.clientVersion },
        { capabilities: options.clientCapabilities }
      );
      const sandbox = launched?.sandbox ?? {
        network: "host",
        reason: "a server reached by url runs where it runs",
        envFromCaller: [],
        envUnresolved: []
      };
      session = new _ServerSession(options, client, transport, stderr, sandbox, launched);
    } catch (error) {
      if (launched) await terminateGroup(launched.group);
      await launched?.dispose();
      throw error;
    }
    try {
      await session.handshake();
      mark2("handshake answered", name);
    } catch (error) {
      if (!(error instanceof StartAgainForInitialize)) throw error;
      const again = await _ServerSession.open({ ...options, era: "legacy" });
      again.legacyBecause = error.message;
      return again;
    }
    return session;
  }
  /** A protocol violation seen while no request was waiting (a duplicate response, say): still a broken server. */
  get unreportedViolation() {
    return this.violation;
  }
  get protocolVersion() {
    return this.client.getNegotiatedProtocolVersion();
  }
  /**
   * Sends one request and returns its response exactly as it crossed the wire. `timeoutMs` shortens the server's
   * requestMs for this one request (a search's time budget ending first), never lengthens it.
   */
  async request(method, params, phase, timeoutMs) {
    const abort = new AbortController();
    this.abortOnViolation = abort;
    try {
      await this.client.request({ method, params }, ANY_RESULT, {
        timeout: Math.max(1, Math.min(this.options.timeouts.requestMs, timeoutMs ?? Number.POSITIVE_INFINITY)),
        signal: abort.signal
      });
    } catch (error) {
      const wire2 = this.transport.ledger.takeResponse(method);
      if (wire2 && !this.violation) {
        this.observe(method, wire2.message?.result, params.cursor !== void 0);
        return wire2;
      }
      await this.settle(error);
      throw this.classify(error, phase);
    } finally {
      this.abortOnViolation = void 0;
    }
    const wire = this.transport.ledger.takeResponse(method);
    if (!wire)
      throw new ServerFailure(
        "PROTOCOL_ERROR",
        this.options.name,
        phase,
        "response not seen on the wire",
        this.stderr.lines()
      );
    this.observe(method, wire.message?.result, params.cursor !== void 0);
    return wire;
  }
  /** Notifications of this method the server has sent so far. */
  notificationCount(method) {
    return this.transport.ledger.notifications.get(method) ?? 0;
  }
  /** The modern era's rules for results (spec basic/index#resulttype, server/utilities/caching), kept as facts. */
  observe(method, result, cursor = false) {
    if (this.era === "modern")
      this.revision.observe(method, result, this.transport.ledger.lastRequestMetaBytes, cursor);
  }
  /** Ends the server once, however many paths (deadline, failure, the end of the run) ask for it. */
  close() {
    this.closing ??= this.end();
    return this.closing;
  }
  async end() {
    clearTimeout(this.deadline);
    await this.transport.close().catch(() => void 0);
    if (this.launched) {
      await terminateGroup(this.launched.group);
      await this.launched.dispose().catch(() => void 0);
    }
  }
  abortOnViolation;
  async handshake() {
    const abort = new AbortController();
    this.abortOnViolation = abort;
    const timer = setTimeout(() => abort.abort(new Error("startup timeout")), this.options.timeouts.startupMs);
    try {
      await this.chooseEraAndConnect(abort.signal);
    } catch (error) {
      const endedByUs = this.closing !== void 0;
      if (error instanceof StartAgainForInitialize && !endedByUs || error instanceof ServerFailure) {
        await this.close();
        throw error;
      }
      await this.settle(error);
      const failure = this.classify(error, "start");
      await this.close();
      throw failure;
    } finally {
      clearTimeout(timer);
      this.abortOnViolation = void 0;
    }
  }
  /** Connects in the era the budget asks for (see connectInEra) and keeps what the choice found. */
  async chooseEraAndConnect(signal) {
    const connection = await connectInEra(
      this.client,
      this.transport,
      this.options,
      signal,
      this.stderr,
      (method) => this.handshakeMethod = method
    );
    this.era = connection.era;
    this.discover = connection.discover;
    this.legacyBecause = connection.legacyBecause;
    if (connection.discover) this.observe("server/discover", connection.discover);
  }
  handshakeMethod = "initialize";
  /**
   * A write to a server that already exited fails (EPIPE) before its exit and its last stderr lines are read. A
   * failure is judged only once the process has had a moment to end and say why, so the report names the cause.
   * A timeout is no such failure: the server is still there, silent, and waiting for it to exit only delays the verdict.
   */
  async settle(error) {
    if (!this.launched || this.violation || this.deadlinePassed || isTimeout(error) && !this.exitInfo) return;
    const exited = await within(this.launched.group.exit, SETTLE_MS);
    if (exited) await within(this.launched.group.closed, SETTLE_MS);
  }
  recordNoise(line) {
    this.noiseCount += 1;
    if (this.noise.length < 3) this.noise.push(line);
  }
  recordViolation(detail) {
    this.violation ??= detail;
    this.abortOnViolation?.abort(new Error(detail));
  }
  /**
   * What a failed request means, in the order the causes are trusted: a protocol violation, the run's deadline, an
   * error answer to the handshake, the process's exit, a timeout, the url not reached or refusing, a closed stdout.
   */
  classify(error, phase) {
    const { name, timeouts } = this.options;
    const stderr = this.stderr.lines();
    if (this.violation) return new ServerFailure("PROTOCOL_ERROR", name, phase, this.violation, stderr);
    if (this.deadlinePassed) {
      return new ServerFailure(
        "SERVER_TIMEOUT",
        name,
        phase,
        `the whole run for this server exceeded timeouts.totalMs (${timeouts.totalMs} ms)`,
        stderr
      );
    }
    const rpcCode = error.code;
    if (phase === "start" && typeof rpcCode === "number") {
      return new ServerFailure(
        "SERVER_START_FAILED",
        name,
        phase,
        `answered ${this.handshakeMethod} with error ${rpcCode}: ${error.message}`,
        stderr
      );
    }
    if (this.exitInfo) return this.exitFailure(this.exitInfo, phase, stderr);
    const code = error.code;
    const message = error.message ?? String(error);
    if (isTimeout(error)) {
      const limit = phase === "start" ? `timeouts.startupMs (${timeouts.startupMs} ms)` : `timeouts.requestMs (${timeouts.requestMs} ms)`;
      const noise = this.noiseCount > 0 ? `; it printed ${this.noiseCount} non-JSON-RPC line(s) on stdout` : "";
      return new ServerFailure("SERVER_TIMEOUT", name, phase, `no answer within ${limit}${noise}`, stderr);
    }
    const unreached = this.urlFailure(error, phase, stderr, message);
    if (unreached) return unreached;
    if (code === "CONNECTION_CLOSED") {
      return new ServerFailure(
        phase === "start" ? "SERVER_START_FAILED" : "SERVER_CRASHED",
        name,
        phase,
        "closed its stdout",
        stderr
      );
    }
    return new ServerFailure("PROTOCOL_ERROR", name, phase, message, stderr);
  }
  /**
   * The process exited: a crash after the start; at the start, a failure that names the variable its stderr says
   * is missing, when it says one, with how to pass it.
   */
  exitFailure(exit, phase, stderr) {
    const { name } = this.options;
    const how = exit.signal ? `was killed by ${exit.signal}` : `exited with code ${exit.code}`;
    if (phase !== "start") return new ServerFailure("SERVER_CRASHED", name, phase, how, stderr);
    const variable = missingVariable(stderr);
    if (!variable) {
      const { server, sandbox, baseDir } = this.options;
      const named = [server.command ?? "", ...server.args ?? []];
      const fix = unshownPathFix(named, sandbox.readable ?? [], baseDir, stderr);
      const detail = `${how} before answering ${this.handshakeMethod}`;
      return new ServerFailure("SERVER_START_FAILED", name, phase, detail, stderr, fix);
    }
    const passed = (this.options.sandbox.passEnv ?? []).includes(variable) || this.options.server.env?.[variable] !== void 0;
    const said = `${how} before answering ${this.handshakeMethod}; its stderr says ${variable} is missing, and the sandbox passes a server only the variables it is told to`;
    return new ServerFailure("SERVER_START_FAILED", name, phase, said, stderr, passVariableFix(variable, passed));
  }
  /** A server reached by url: not reached at the start, or answering HTTP errors (credentials, when 401 or 403). */
  urlFailure(error, phase, stderr, message) {
    const { name } = this.options;
    if (phase === "start" && this.options.server.url && /fetch failed|ECONNREFUSED|ENOTFOUND/i.test(`${message} ${error.cause?.message ?? ""}`)) {
      return new ServerFailure(
        "SERVER_START_FAILED",
        name,
        phase,
        `cannot connect to ${shownUrl(this.options.server.url)}: ${error.cause?.message ?? message}`,
        stderr,
        this.options.server.command ? "check that the url matches where the server listens, and its ready pattern" : 'start the server before mcp-budget, or give "command" (and "ready") so mcp-budget starts it'
      );
    }
    const http = this.transport instanceof MeteredHttpTransport ? this.transport.lastHttpError : void 0;
    if (!http) return void 0;
    const answer = `${shownUrl(this.options.server.url)} answered HTTP ${http.status}${http.statusText ? ` ${http.statusText}` : ""}${shownHttpBody(http.text)}`;
    if (http.status === 401 || http.status === 403)
      return new ServerFailure(
        "SERVER_START_FAILED",
        name,
        phase,
        answer,
        stderr,
        "send the credentials it expects: headers in budget.json (values like ${API_KEY} come from the environment)"
      );
    return new ServerFailure("PROTOCOL_ERROR", name, phase, answer, stderr);
  }
};
function isTimeout(error) {
  return error.code === "REQUEST_TIMEOUT" || /timeout/i.test(error.message ?? String(error));
}

// chunk-5VNUCKYD.js
import {
  boundThatCut,
  describeBound,
  expandVariables as expandVariables2,
  isInside as isInside3,
  probedConfinement,
  repositoryPath as repositoryPath2
} from "./chunk-VV6WRPXC.js";
import {
  nodeCrypto as nodeCrypto5
} from "./chunk-CCW25KA5.js";
import { __m0_loaderVariableRefusal as loaderVariableRefusal, __m0_parse as parse, __m0_printParseErrorCode as printParseErrorCode } from "./start-shared-3AE6A6EC.js";
import { __m6_countedView as countedView, __m6_textByText as textByText, __m6_withCountsOf as withCountsOf } from "./start-shared-3AE6A6EC.js";
import { __m5_MeasuringTimedOut as MeasuringTimedOut3, __m5_nextTurn as nextTurn2 } from "./start-shared-3AE6A6EC.js";
import {
  mark as mark3
} from "./chunk-4FMI7NQJ.js";
import {
  userError as userError3
} from "./chunk-2TKON5YV.js";
import { execFile, execFileSync } from "node:child_process";
import path23 from "node:path";
import { existsSync as existsSync4, readFileSync as readFileSync3, realpathSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path5 from "node:path";
import os2 from "node:os";
var require9 = __createRequire8(import.meta.url);
// src/budget/git-base.ts
// src/budget/release-tags.ts
var VERSION_TAG = /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;
function tagVersion(tag) {
  const match = VERSION_TAG.exec(tag);
  if (!match) return void 0;
  const prerelease = match[4] ? match[4].split(".").map((part) => /^\d+$/.test(part) ? Number(part) : part) : [];
  return { tag, core: [Number(match[1]), Number(match[2]), Number(match[3])], prerelease };
}
function compareVersions(a, b) {
  for (let i = 0; i < 3; i++) if (a.core[i] !== b.core[i]) return a.core[i] - b.core[i];
  if (a.prerelease.length === 0 || b.prerelease.length === 0) return b.prerelease.length - a.prerelease.length;
  for (let i = 0; i < Math.min(a.prerelease.length, b.prerelease.length); i++) {
    const x = a.prerelease[i];
    const y = b.prerelease[i];
    if (x === y) continue;
    if (typeof x === "number" && typeof y === "number") return x - y;
    if (typeof x === "number") return -1;
    if (typeof y === "number") return 1;
    return x < y ? -1 : 1;
  }
  return a.prerelease.length - b.prerelease.length;
}
function previousRelease(pushed, tags) {
  const current2 = tagVersion(pushed);
  if (!current2) return void 0;
  const withPrereleases = current2.prerelease.length > 0;
  const earlier = tags.map(tagVersion).filter(
    (v) => v !== void 0 && (withPrereleases || v.prerelease.length === 0) && compareVersions(v, current2) < 0
  );
  return earlier.sort(compareVersions).at(-1)?.tag;
}
// src/budget/git-base.ts
var TRUSTED_GIT = {
  args: ["-c", "core.hooksPath=/dev/null", "-c", "core.fsmonitor=false"],
  env: () => ({ ...process.env, GIT_NO_REPLACE_OBJECTS: "1", GIT_GRAFT_FILE: "/dev/null" })
};
function git(cwd, args) {
  return new Promise((resolve) => {
    execFile(
      "git",
      [...TRUSTED_GIT.args, ...args],
      { cwd, env: TRUSTED_GIT.env(), maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ ok: !error, stdout, stderr })
    );
  });
}
function gitSync(cwd, args, options) {
  return execFileSync("git", [...TRUSTED_GIT.args, ...args], { cwd, env: TRUSTED_GIT.env(), ...options });
}
async function readCheckout(cwd) {
  const [top, head] = await Promise.all([
    git(cwd, ["rev-parse", "--show-toplevel"]),
    git(cwd, ["rev-parse", "--verify", "--quiet", "HEAD"])
  ]);
  return {
    cwd,
    top: top.ok ? top.stdout.trim() || void 0 : void 0,
    head: head.ok ? head.stdout.trim() || void 0 : void 0
  };
}
function addWorktreeSync(top, tree, commit) {
  try {
    gitSync(top, ["worktree", "add", "--detach", "--quiet", tree, commit], {
      stdio: ["ignore", "ignore", "pipe"],
      timeout: 10 * 6e4
    });
    return { ok: true, stderr: "" };
  } catch (error) {
    return { ok: false, stderr: String(error.stderr ?? error.message) };
  }
}
async function previousTag(cwd, tag) {
  const merged = await git(cwd, ["tag", "--list", "--merged", `refs/tags/${tag}`]);
  return merged.ok ? previousRelease(tag, merged.stdout.split("\n").filter(Boolean)) : void 0;
}
// src/servers/server-sources.ts
// src/servers/mcp-config.ts
var KNOWN_MCP_CONFIGS = [".mcp.json", ".vscode/mcp.json", ".cursor/mcp.json", ".codex/config.toml"];
function detectFormat(file) {
  const normalized = file.replaceAll("\\", "/");
  if (normalized.endsWith(".toml")) return "codex";
  if (normalized.endsWith(".vscode/mcp.json")) return "vscode";
  if (normalized.endsWith(".cursor/mcp.json")) return "cursor";
  return "claude";
}
var Unresolvable = class extends Error {
  constructor(message, unset) {
    super(message);
    this.unset = unset;
  }
  unset;
};
async function importMcpConfig(file, workspace, callerEnv, readText = (name) => readFile(name, "utf8"), readEnvFile = workTreeEnvFile) {
  let text;
  try {
    text = await readText(file);
  } catch (error) {
    throw userError3("MCP_CONFIG_UNREADABLE", { file, reason: error.message });
  }
  const format = detectFormat(file);
  const document = format === "codex" ? await parseTomlFile(file, text) : parseJsonFile(file, text);
  const entries = format === "codex" ? document.mcp_servers : format === "vscode" ? document.servers ?? document.mcpServers : document.mcpServers;
  if (entries === void 0) return { format, servers: [], unresolved: [] };
  if (typeof entries !== "object" || entries === null || Array.isArray(entries)) {
    throw userError3("MCP_CONFIG_NO_SERVERS_OBJECT", {
      file,
      key: format === "codex" ? "mcp_servers" : format === "vscode" ? "servers" : "mcpServers"
    });
  }
  const result = { format, servers: [], unresolved: [] };
  for (const [name, raw] of Object.entries(entries)) {
    try {
      const server = format === "codex" ? fromCodex(raw, callerEnv) : fromJson(format, raw, { workspace, callerEnv, readEnvFile });
      if (server) result.servers.push({ name, config: server });
    } catch (error) {
      if (!(error instanceof Unresolvable))
        throw userError3("MCP_CONFIG_SERVER_INVALID", { file, server: name, reason: error.message });
      result.unresolved.push({ server: name, reason: error.message, ...error.unset });
    }
  }
  return result;
}
function parseJsonFile(file, text) {
  const errors = [];
  const value = parse(text, errors, { allowTrailingComma: true });
  if (errors.length > 0)
    throw userError3("MCP_CONFIG_NOT_JSON", {
      file,
      places: errors.slice(0, 3).map((e) => ({ offset: e.offset, code: printParseErrorCode(e.error) }))
    });
  if (typeof value !== "object" || value === null) throw userError3("MCP_CONFIG_NOT_OBJECT", { file });
  return value;
}
async function parseTomlFile(file, text) {
  const { parse: parseToml } = await import("./dist-MVPCM3QC.js");
  try {
    return parseToml(text);
  } catch (error) {
    throw userError3("MCP_CONFIG_NOT_TOML", { file, reason: error.message.split("\n")[0] });
  }
}
function fromJson(format, raw, {
  workspace,
  callerEnv,
  readEnvFile
}) {
  if (raw.disabled === true) return void 0;
  if (raw.headersHelper !== void 0)
    throw new Unresolvable("headersHelper runs a command to make headers; mcp-budget does not run it");
  const callerVariables = {};
  const expandAs = (field) => (text) => {
    const used = /* @__PURE__ */ new Set();
    const value = expandForFormat(format, text, workspace, callerEnv, used, field);
    if (used.size > 0) callerVariables[field] = [.../* @__PURE__ */ new Set([...callerVariables[field] ?? [], ...used])].sort();
    return value;
  };
  const type = raw.type === "http" || raw.type === "streamable-http" || raw.type === "sse" || raw.type === "stdio" ? raw.type : void 0;
  if (type === "sse") throw new Unresolvable("the deprecated SSE transport is not measured; serve Streamable HTTP");
  const server = {};
  if (type) server.type = type;
  if (typeof raw.command === "string") server.command = expandAs("command")(raw.command);
  if (Array.isArray(raw.args)) server.args = raw.args.map((arg) => expandAs("args")(String(arg)));
  if (typeof raw.cwd === "string") server.cwd = expandAs("cwd")(raw.cwd);
  if (typeof raw.url === "string") server.url = expandAs("url")(raw.url);
  if (isStringRecord(raw.headers))
    server.headers = Object.fromEntries(
      Object.entries(raw.headers).map(([name, value]) => [name, expandAs(`headers.${name}`)(value)])
    );
  const env = {};
  if (typeof raw.envFile === "string") {
    const read = readEnvFile(expandAs("envFile")(raw.envFile), workspace);
    const values = parseEnvFile(read.text);
    Object.assign(env, values);
    const names = Object.keys(values).filter((name) => !(isStringRecord(raw.env) && Object.hasOwn(raw.env, name)));
    server.envFile = {
      file: read.file,
      digest: nodeCrypto5().createHash("sha256").update(read.text).digest("hex"),
      names
    };
  }
  if (isStringRecord(raw.env))
    Object.assign(
      env,
      Object.fromEntries(Object.entries(raw.env).map(([name, value]) => [name, expandAs(`env.${name}`)(value)]))
    );
  refuseLoaderVariables(env);
  if (Object.keys(env).length > 0) server.env = env;
  if (!server.command && !server.url) throw new Error('has neither "command" nor "url"');
  server.expanded = true;
  if (Object.keys(callerVariables).length > 0) server.callerVariables = callerVariables;
  return server;
}
function fromCodex(raw, callerEnv) {
  if (raw.enabled === false) return void 0;
  const server = {};
  if (typeof raw.command === "string") server.command = raw.command;
  if (Array.isArray(raw.args)) server.args = raw.args.map(String);
  if (typeof raw.cwd === "string") server.cwd = raw.cwd;
  if (typeof raw.url === "string") server.url = raw.url;
  const env = isStringRecord(raw.env) ? { ...raw.env } : {};
  if (Array.isArray(raw.env_vars)) server.sandbox = { passEnv: raw.env_vars.map(String) };
  refuseLoaderVariables(env, server.sandbox?.passEnv);
  if (Object.keys(env).length > 0) server.env = env;
  const headers = isStringRecord(raw.http_headers) ? { ...raw.http_headers } : {};
  const callerVariables = {};
  if (isStringRecord(raw.env_http_headers)) {
    for (const [header, variable] of Object.entries(raw.env_http_headers)) {
      const value = callerEnv[variable];
      if (value === void 0)
        throw new Unresolvable(`header ${header} needs environment variable ${variable}, which is not set`, {
          variable,
          field: `env_http_headers.${header}`,
          written: variable
        });
      headers[header] = value;
      callerVariables[`headers.${header}`] = [variable];
    }
  }
  if (typeof raw.bearer_token_env_var === "string") {
    const token = callerEnv[raw.bearer_token_env_var];
    if (token === void 0)
      throw new Unresolvable(`bearer_token_env_var ${raw.bearer_token_env_var} is not set`, {
        variable: raw.bearer_token_env_var,
        field: "bearer_token_env_var",
        written: raw.bearer_token_env_var
      });
    headers.Authorization = `Bearer ${token}`;
    callerVariables["headers.Authorization"] = [raw.bearer_token_env_var];
  }
  if (Object.keys(callerVariables).length > 0) server.callerVariables = callerVariables;
  if (Object.keys(headers).length > 0) server.headers = headers;
  if (Array.isArray(raw.enabled_tools)) server.enabledTools = raw.enabled_tools.map(String);
  if (Array.isArray(raw.disabled_tools)) server.disabledTools = raw.disabled_tools.map(String);
  if (!server.command && !server.url) throw new Error('has neither "command" nor "url"');
  server.expanded = true;
  return server;
}
function expandForFormat(format, text, workspace, callerEnv, used, field) {
  if (format === "claude") {
    const unresolved = /* @__PURE__ */ new Set();
    const expanded = expandVariables2(text, callerEnv, used, unresolved);
    const [missing] = unresolved;
    if (missing !== void 0)
      throw new Unresolvable(`\${${missing}} is not set in the environment and has no default`, {
        variable: missing,
        field,
        written: `\${${missing}}`
      });
    return expanded;
  }
  return text.replace(/\$\{([^}]+)\}/g, (match, expression) => {
    if (expression === "workspaceFolder") return workspace;
    if (expression === "workspaceFolderBasename") return path5.basename(workspace);
    if (expression === "userHome") return callerEnv.HOME ?? "";
    if (expression === "pathSeparator" || expression === "/") return path5.sep;
    if (expression.startsWith("env:")) {
      const variable = expression.slice(4);
      const value = callerEnv[variable];
      if (value === void 0)
        throw new Unresolvable(`${match} is not set in the environment (the editor would pass it on empty)`, {
          variable,
          field,
          written: match
        });
      used.add(variable);
      return value;
    }
    if (expression.startsWith("input:"))
      throw new Unresolvable(
        `${match} would prompt for input; mcp-budget never prompts (set the value in budget.json servers instead)`
      );
    throw new Unresolvable(`${match} is not a variable mcp-budget can resolve`);
  });
}
function tracked(dir, name) {
  try {
    gitSync(dir, ["ls-files", "--error-unmatch", "--", name], {
      stdio: "ignore",
      timeout: 1e4
    });
    return true;
  } catch {
    return false;
  }
}
function workTreeEnvFile(file, workspace) {
  const named = path5.resolve(workspace, file);
  if (!isInside3(named, workspace))
    throw new Unresolvable(
      `envFile ${file} is outside the repository; mcp-budget reads only files the project checks in`
    );
  if (!existsSync4(named)) throw new Unresolvable(`envFile ${file} does not exist`);
  const real = realpathSync(named);
  const realWorkspace = realpathSync(workspace);
  if (!isInside3(real, realWorkspace))
    throw new Unresolvable(
      `envFile ${file} leads outside the repository (${real}); mcp-budget reads only files the project checks in`
    );
  if (path5.relative(realWorkspace, real).split(path5.sep).includes(".git"))
    throw new Unresolvable(`envFile ${file} is inside .git, which holds the checkout's credentials; it is not read`);
  const inRepository = repositoryPath2(realWorkspace, real);
  if (inRepository !== void 0 && !tracked(path5.dirname(real), path5.basename(real)))
    throw new Unresolvable(
      `envFile ${file} is a file the repository does not track; mcp-budget reads only files the project checks in`
    );
  return { text: readFileSync3(real, "utf8"), file: path5.relative(workspace, named).split(path5.sep).join("/") };
}
function committedEnvFile(commit) {
  return (file, workspace) => {
    const named = path5.resolve(workspace, file);
    const relative = path5.relative(workspace, named).split(path5.sep).join("/");
    if (!isInside3(named, workspace))
      throw new Unresolvable(
        `envFile ${file} is outside the repository; mcp-budget reads only files the project checks in`
      );
    if (relative.split("/").includes(".git"))
      throw new Unresolvable(`envFile ${file} is inside .git, which holds the checkout's credentials; it is not read`);
    const at = (args) => {
      try {
        return gitSync(workspace, args, { stdio: ["ignore", "pipe", "ignore"], timeout: 1e4 }).toString("utf8");
      } catch {
        return void 0;
      }
    };
    const entry = at(["ls-tree", commit, "--", `./${relative}`]) ?? "";
    if (!entry.trim()) throw new Unresolvable(`envFile ${file} is not in the base commit ${commit.slice(0, 12)}`);
    if (!entry.startsWith("100")) throw new Unresolvable(`envFile ${file} is not a plain file at the base commit`);
    const text = at(["show", `${commit}:./${relative}`]);
    if (text === void 0) throw new Unresolvable(`envFile ${file} cannot be read at the base commit`);
    return { text, file: relative };
  };
}
function parseEnvFile(text) {
  const env = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith("#")) continue;
    env[match[1]] = match[2].replace(/^(['"])(.*)\1$/, "$2");
  }
  return env;
}
function refuseLoaderVariables(env, passed = []) {
  for (const [name, value] of [...Object.entries(env), ...passed.map((name2) => [name2, void 0])]) {
    const refusal = loaderVariableRefusal(name, value);
    if (refusal) throw new Error(`env.${name}: ${refusal}`);
  }
}
function isStringRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === "string");
}
// src/servers/server-sources.ts
function resolveBudgetServers(loaded, callerEnv) {
  return resolveServers(loaded.config, loaded.dir, callerEnv, path23.basename(loaded.file));
}
async function resolveServers(config, baseDir, callerEnv, budgetFileName = "budget.json", readText, readEnvFile) {
  const byName = /* @__PURE__ */ new Map();
  const unresolved = [];
  const files = config.mcpConfig === void 0 ? [] : Array.isArray(config.mcpConfig) ? config.mcpConfig : [config.mcpConfig];
  for (const file of files) {
    const imported = await importMcpConfig(path23.resolve(baseDir, file), baseDir, callerEnv, readText, readEnvFile);
    for (const server of imported.servers)
      byName.set(server.name, { name: server.name, config: server.config, origin: file });
    unresolved.push(
      ...imported.unresolved.filter((u) => !Object.hasOwn(config.servers ?? {}, u.server)).map((u) => ({ ...u, origin: file }))
    );
  }
  for (const [name, server] of Object.entries(config.servers ?? {})) {
    byName.set(name, { name, config: server, origin: budgetFileName });
  }
  const skipped = new Set(unresolved.map((u) => u.server));
  const servers = [...byName.values()].filter((s) => !skipped.has(s.name) || s.origin === budgetFileName);
  const measured = servers.flatMap(withVariants);
  const clash = measured.find((server) => server.variant && byName.has(server.name));
  if (clash) {
    const other = byName.get(clash.name);
    throw userError3("VARIANT_NAME_CLASH", {
      file: budgetFileName,
      of: clash.variant.of,
      variant: clash.variant.name,
      name: clash.name,
      origin: other.origin
    });
  }
  return { servers: measured, unresolved };
}
function withVariants(server) {
  const { variants, ...shared } = server.config;
  if (!variants) return [server];
  return [
    { ...server, config: shared },
    ...Object.entries(variants).map(([name, variant]) => ({
      name: `${server.name}@${name}`,
      origin: server.origin,
      variant: { of: server.name, name },
      config: {
        ...shared,
        ...variant.args ? { args: variant.args } : {},
        ...variant.env ? { env: { ...shared.env, ...variant.env } } : {}
      }
    }))
  ];
}
// src/measure/list-stability.ts
function firstListingDifference(first, second) {
  const count = Math.max(first.length, second.length);
  for (let i = 0; i < count; i++) {
    const a = first[i];
    const b = second[i];
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    if (!a || !b)
      return { tool: (a ?? b).name, path: `[${i}] (the listings have ${first.length} and ${second.length} tools)` };
    if (a.name !== b.name)
      return { tool: a.name, path: `[${i}] (order: "${a.name}" then "${b.name}" in the same place)` };
    return { tool: a.name, path: differingPath(a, b, "") ?? "(key order)" };
  }
  return void 0;
}
function differingPath(a, b, at) {
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) {
    return JSON.stringify(a) === JSON.stringify(b) ? void 0 : at || "/";
  }
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  for (const key of /* @__PURE__ */ new Set([...keysA, ...keysB])) {
    const inner = differingPath(
      a[key],
      b[key],
      `${at}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`
    );
    if (inner) return inner;
  }
  return keysA.join() === keysB.join() ? void 0 : `${at || "/"} (key order)`;
}
// src/servers/list-tools.ts
var isTool = (tool) => typeof tool?.name === "string";
async function listTools(session, maxPages = MAX_LIST_PAGES) {
  const { items, pages, stopped } = await listPages(session, "tools/list", "tools", isTool, maxPages);
  return { tools: items, pages, ...stopped ? { stopped } : {} };
}
// src/measure/measurement.ts
var STARTUP_NOTE = "timed on the machine of this run: a measurement, never a verdict (at most a warning)";
function startupReport(times, failedStarts = 0) {
  const sorted = [...times].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const medianMs = sorted.length % 2 === 1 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
  return {
    starts: sorted.length,
    ...failedStarts > 0 ? { failedStarts } : {},
    medianMs,
    slowestMs: sorted[sorted.length - 1],
    note: STARTUP_NOTE
  };
}
// src/measure/era-parity.ts
function mayHaveLegacyFace(options) {
  return (options.era ?? "newest") === "newest";
}
async function checkEraParity(options, modern) {
  let legacy;
  try {
    legacy = await ServerSession.open({ ...options, era: "legacy", onSpawned: void 0 });
    const hasTools = legacy.client.getServerCapabilities()?.tools !== void 0;
    const tools = hasTools ? (await listTools(legacy)).tools : [];
    const instructions = legacy.client.getInstructions();
    const parity = { era: "legacy", protocolVersion: legacy.protocolVersion };
    if ((instructions ?? "") !== (modern.instructions ?? ""))
      parity.instructions = { modernChars: modern.instructions?.length ?? 0, legacyChars: instructions?.length ?? 0 };
    const difference = firstListingDifference(modern.tools, tools);
    if (difference) parity.tools = difference;
    return { parity, tools };
  } catch (error) {
    return { parity: { era: "legacy", failed: error.message.slice(0, 300) } };
  } finally {
    await legacy?.close();
  }
}
// src/measure/other-face.ts
function larger(other, own) {
  return other.tokens > own.tokens || other.tokens === own.tokens && other.bytes > own.bytes;
}
async function addFaceTools(report, kept, face, measure, viewed = []) {
  const faceTools = kept.map(
    (tool) => measureTool(tool, measure.hostServerName, measure.tokenizer, measure.hostToolName)
  );
  const own = report.tools;
  const byName = new Map(own.map((tool, i) => [tool.name, i]));
  const late = own.filter((tool) => tool.listedAfter !== void 0 && !faceTools.some((t) => t.name === tool.name));
  const faceSum = (unit) => [...faceTools, ...late].reduce((total, tool) => total + tool[unit], 0) - own.reduce((total, tool) => total + tool[unit], 0);
  const totals = {
    tools: Math.max(report.totals.tools, report.totals.tools - own.length + faceTools.length + late.length),
    bytes: Math.max(report.totals.bytes, report.totals.bytes + faceSum("bytes")),
    tokens: Math.max(report.totals.tokens, report.totals.tokens + faceSum("tokens"))
  };
  const tools = [...own];
  const view = [...viewed];
  const inView = (name) => view.findIndex((tool) => tool.name === name);
  for (const [i, tool] of faceTools.entries()) {
    const at = byName.get(tool.name);
    const shown = inView(tool.name);
    if (at === void 0) {
      tools.push({
        ...tool,
        face,
        ...face === "legacy" ? { onlyInEra: "legacy" } : { onlyWithCapabilities: true }
      });
      if (shown === -1) view.push(kept[i]);
    } else if (larger(tool, own[at])) {
      tools[at] = { ...tool, face, ...pick(own[at]) };
      if (shown === -1) view.push(kept[i]);
      else view[shown] = kept[i];
    }
  }
  report.tools = tools;
  report.totals = totals;
  return view;
}
function pick(tool) {
  return {
    ...tool.listedAfter ? { listedAfter: tool.listedAfter } : {},
    ...tool.inputSchemaError ? { inputSchemaError: tool.inputSchemaError } : {},
    ...tool.inputSchemaLenient ? { inputSchemaLenient: tool.inputSchemaLenient } : {}
  };
}
// src/servers/capabilities.ts
var CAPABILITY_PRESETS = {
  none: {},
  all: {
    roots: { listChanged: true },
    sampling: {},
    elicitation: { form: {}, url: {} },
    tasks: { list: {}, cancel: {}, requests: { sampling: { createMessage: {} }, elicitation: { create: {} } } }
  }
};
// src/measure/capability-probe.ts
var RICHEST_CAPABILITIES = CAPABILITY_PRESETS.all;
var NAMED_HIDDEN = 20;
function declaresRichest(declared) {
  return Object.keys(RICHEST_CAPABILITIES).every((capability) => declared[capability] !== void 0);
}
async function listAsRichest(options) {
  const session = await ServerSession.open({
    ...options,
    clientCapabilities: RICHEST_CAPABILITIES,
    onSpawned: void 0
  }).catch(() => void 0);
  if (!session) return void 0;
  try {
    return (await listTools(session)).tools;
  } catch {
    return void 0;
  } finally {
    await session.close();
  }
}
function hiddenTools(declared, listed, rich) {
  const seen = new Set(listed.map((tool) => tool.name));
  const hidden = rich.filter((tool) => !seen.has(tool.name));
  return {
    declared,
    count: hidden.length,
    tools: hidden.slice(0, NAMED_HIDDEN).map((tool) => ({ name: tool.name, bytes: Buffer.byteLength(JSON.stringify(tool), "utf8") }))
  };
}
// src/servers/sandbox/process-count-scope.ts
function sharedProcessCount(confinement = probedConfinement(), release = os2.release(), asRoot = process.getuid?.() === 0) {
  if (!confinement) return void 0;
  if (confinement.method === "bwrap" && confinement.setpriv) return void 0;
  if (asRoot) return "not enforced: the server runs as root, which RLIMIT_NPROC does not hold";
  const userNamespace = confinement.method === "bwrap" || confinement.method === "unshare" && confinement.unshareArgs.includes("--user");
  if (userNamespace && countsPerUserNamespace(release)) return void 0;
  const why = userNamespace ? `Linux ${release.split("-")[0]} counts it per uid, a user namespace apart only from 5.14` : "it runs as your own uid, without a user namespace";
  return `counted with every other process of your user on this machine (${why})`;
}
function countsPerUserNamespace(release) {
  const [major = 0, minor = 0] = (/^(\d+)\.(\d+)/.exec(release) ?? []).slice(1).map(Number);
  return major > 5 || major === 5 && minor >= 14;
}
// src/measure/measure-server.ts
var afterListing = loadAfterStart(() => import("./after-listing-WXAM6VDV.js"));
var RETAINED_RESULT_BYTES = 4 * 1024 * 1024;
function sessionOptionsFor(server, context) {
  const { config } = context;
  return {
    name: server.name,
    server: server.config,
    sandbox: { ...config.sandbox, ...server.config.sandbox },
    timeouts: { ...DEFAULT_TIMEOUTS, ...config.timeouts, ...server.config.timeouts },
    clientCapabilities: context.capabilitiesOverride ?? server.config.clientCapabilities ?? config.clientCapabilities ?? {},
    baseDir: context.baseDir,
    callerEnv: context.callerEnv,
    maxMessageBytes: context.maxMessageBytes,
    clientVersion: context.clientVersion,
    onSpawned: context.onSpawned,
    era: server.config.era ?? config.era ?? "newest",
    ...server.policy ? { policy: server.policy } : {}
  };
}
async function measureServer(server, fixtures, context, admission) {
  const started = Date.now();
  const options = sessionOptionsFor(server, context);
  const deadline = started + options.timeouts.totalMs;
  const tokenizerWithin = boundedTokenizer(context, deadline);
  const measuring = {
    tokenizerWithin,
    countedFirst: async (texts) => withCountsOf(await tokenizerWithin(texts), texts),
    viewCounted: (wire, view) => countedView(textByText(tokenizerWithin, wire), view),
    deadline,
    hostToolName: context.config.hostToolName ?? DEFAULT_HOST_TOOL_NAME,
    ...admission ? { admission } : {}
  };
  const report = emptyReport(server, options);
  const results = /* @__PURE__ */ new Map();
  const probing = (context.probeCapabilities || context.probeCapabilitiesOf?.has(server.name)) && !declaresRichest(options.clientCapabilities) ? listAsRichest(options) : void 0;
  const { session, listed, fixtureReports, startMs } = await listAndCall(server, fixtures, context, options, report, {
    tokenizerWithin: measuring.tokenizerWithin,
    results,
    admission
  });
  if (session?.era === "modern")
    report.revision = { ...session.revision.facts, credentials: Object.keys(server.config.headers ?? {}).length > 0 };
  const closing = session?.close();
  try {
    if (listed) await countDefinitions(measuring, report, listed, server, context);
  } catch (error) {
    if (!(error instanceof MeasuringTimedOut3)) throw error;
    report.tools = [];
    for (const { field } of SURFACE_LISTS) delete report[field];
    report.totals = { tools: 0, bytes: 0, tokens: 0 };
    report.failure ??= failureReport(countingFailure(server.name, "list", options.timeouts.totalMs));
  } finally {
    await closing;
    mark3("server ended", server.name);
    await lookAgain(measuring, report, { server, session, listed, options, context, probing });
    if (startMs !== void 0 && report.ok)
      report.startup = await startupFigures(startMs, options, context.starts ?? 1, admission, measuring.deadline);
    report.durationMs = Date.now() - started;
    mark3("server done", server.name);
  }
  return {
    report,
    fixtures: fixtureReports,
    ...listed && report.ok ? { wire: { tools: listed.tools, instructions: listed.instructions, results } } : {}
  };
}
function boundedTokenizer(context, deadline) {
  return async (texts) => {
    const tokenizer = await context.tokenizer(texts);
    const yielding = tokenizer.countYielding;
    return {
      name: tokenizer.name,
      count: (text) => tokenizer.count(text, deadline),
      // A fixture's result is counted yielding: a large one takes seconds, and a signal must not wait for it.
      ...yielding ? { countYielding: (text, cap) => yielding(text, cap, deadline) } : {}
    };
  };
}
function emptyReport(server, options) {
  return {
    name: server.name,
    ...server.variant ? { variant: server.variant } : {},
    ok: false,
    transport: server.config.url ? "http" : "stdio",
    clientCapabilities: options.clientCapabilities,
    instructions: null,
    tools: [],
    totals: { tools: 0, bytes: 0, tokens: 0 },
    listPages: 0,
    durationMs: 0,
    ...server.policy ? { policy: server.policy } : {}
  };
}
async function listAndCall(server, fixtures, context, options, report, run5) {
  let session;
  let listed;
  let fixtureReports = [];
  let startMs;
  try {
    const spawned = Date.now();
    session = await ServerSession.open(options);
    describeSession(report, session);
    const hasTools = session.client.getServerCapabilities()?.tools !== void 0;
    const listing = hasTools ? await listTools(session) : { tools: [], pages: 0 };
    if (hasTools) startMs = Date.now() - spawned;
    mark3("tools listed", server.name);
    if (listing.stopped) report.listStopped = listing.stopped;
    if (hasTools) recordListingChange(report, "session", listing.tools, (await listTools(session)).tools);
    mark3("tools listed again", server.name);
    const surface = await listSurface(session);
    mark3("other listings", server.name);
    run5.admission?.started();
    await nextTurn2();
    listed = {
      all: listing.tools,
      tools: filterTools(listing.tools, server),
      pages: listing.pages,
      instructions: session.client.getInstructions(),
      surface
    };
    if (fixtures.length > 0) {
      const [{ runFixtures }] = await Promise.all([afterListing(), loadSchemaCompiler()]);
      fixtureReports = await runFixtures(
        session,
        fixtures,
        listed.tools,
        surface,
        await run5.tokenizerWithin(),
        context.config,
        (fixture, wire) => {
          if (wire.message && wire.bytes <= RETAINED_RESULT_BYTES) run5.results.set(fixture, wire);
        }
      );
      mark3("fixtures", server.name);
      if (hasTools) listed = await listedAfterCalls(session, server, report, listing.tools, listed);
      mark3("re-listed after fixtures", server.name);
    }
  } catch (caught) {
    const error = caught instanceof MeasuringTimedOut3 ? countingFailure(server.name, "call fixtures", options.timeouts.totalMs) : caught;
    if (!(error instanceof ServerFailure)) throw error;
    report.failure = failureReport(error);
  }
  run5.admission?.started();
  return { session, listed, fixtureReports, ...startMs === void 0 ? {} : { startMs } };
}
function describeSession(report, session) {
  report.sandbox = session.sandbox;
  report.protocolVersion = session.protocolVersion;
  report.era = session.era;
  if (session.legacyBecause) report.legacyBecause = session.legacyBecause;
  if (Array.isArray(session.discover?.supportedVersions))
    report.supportedVersions = session.discover.supportedVersions.filter(
      (v) => typeof v === "string"
    );
  report.serverInfo = session.client.getServerVersion();
}
async function listedAfterCalls(session, server, report, first, listed) {
  const after = (await listTools(session)).tools;
  if (!report.listingChanges)
    recordListingChange(
      report,
      "after-calls",
      first,
      after,
      session.notificationCount("notifications/tools/list_changed") > 0
    );
  const named = new Set(first.map((tool) => tool.name));
  const added = after.filter((tool) => !named.has(tool.name));
  if (added.length === 0) return listed;
  return {
    ...listed,
    all: [...listed.all, ...added],
    tools: [...listed.tools, ...filterTools(added, server)],
    late: new Set(added.map((tool) => tool.name))
  };
}
async function countDefinitions(measuring, report, listed, server, context) {
  if (Date.now() > measuring.deadline) throw new MeasuringTimedOut3();
  const texts = [
    ...listed.tools.map((tool) => JSON.stringify(tool)),
    ...listed.instructions ? [listed.instructions] : [],
    ...surfaceTexts(listed.surface)
  ];
  const tokenizer = await measuring.countedFirst(texts);
  const hostServerName = hostServerNameOf(server);
  const late = listed.late;
  report.tools = listed.tools.map((tool) => ({
    ...measureTool(tool, hostServerName, tokenizer, measuring.hostToolName),
    ...late?.has(tool.name) ? { listedAfter: "calls" } : {}
  }));
  report.instructions = listed.instructions ? measureText(listed.instructions, tokenizer) : null;
  report.listPages = listed.pages;
  Object.assign(report, measureSurface(listed.surface, tokenizer), { listsMeasured: true, skillsMeasured: true });
  if (context.config.hosts?.length) await countHostViews(measuring, report, listed, context, tokenizer, hostServerName);
  const lists = surfaceReports(report);
  report.totals = {
    tools: report.tools.length,
    bytes: report.tools.reduce((sum, t) => sum + t.bytes, 0) + (report.instructions?.bytes ?? 0) + lists.reduce((sum, list) => sum + list.bytes, 0),
    tokens: report.tools.reduce((sum, t) => sum + t.tokens, 0) + (report.instructions?.tokens ?? 0) + lists.reduce((sum, list) => sum + list.tokens, 0)
  };
  mark3("counted", server.name);
  const problems = await inputSchemaProblems(listed.tools, context.compilingSchemas, measuring.deadline);
  mark3("schemas checked", server.name);
  problems.forEach((problem, i) => {
    if (problem?.error) report.tools[i].inputSchemaError = problem.error;
    if (problem?.lenient) report.tools[i].inputSchemaLenient = problem.lenient;
  });
  report.ok = true;
}
async function countHostViews(measuring, report, listed, context, tokenizer, hostServerName) {
  const hosts = context.config.hosts;
  const { hostDefinitions, addAnthropicCounts } = await afterListing();
  report.hosts = await measuring.viewCounted(
    tokenizer,
    (counting) => underDeadline(
      measuring.deadline,
      () => hostDefinitions(
        hosts,
        hostServerName,
        listed.tools,
        listed.instructions,
        counting,
        report.serverInfo,
        listed.surface.resources !== void 0,
        context.config.hostModels
      )
    )
  );
  if (context.anthropic)
    await addAnthropicCounts(
      report.hosts,
      context.anthropic,
      hostServerName,
      listed.tools,
      listed.instructions,
      context.remembered
    );
}
async function lookAgain(measuring, report, seen) {
  const { server, session, listed, options, context } = seen;
  let viewed = listed?.tools ?? [];
  if (session?.noiseCount) report.stdoutNoise = { lines: session.noiseCount, first: [...session.noise] };
  const anotherStart = (work) => measuring.admission ? measuring.admission.holding(work) : work();
  if (listed && context.config.stability?.restart && report.ok)
    await anotherStart(() => listAfterRestart(report, options, listed));
  if (listed && session?.era === "modern" && report.ok && mayHaveLegacyFace(options)) {
    const face = await anotherStart(
      () => checkEraParity(options, { tools: listed.all, instructions: listed.instructions })
    );
    report.parity = face.parity;
    if (face.tools)
      viewed = await addFace(measuring, report, filterTools(face.tools, server), "legacy", viewed, server);
  }
  const rich = await seen.probing;
  if (listed && report.ok && rich) {
    const hidden = hiddenTools(options.clientCapabilities, listed.all, rich);
    if (hidden.count > 0) report.hiddenByCapabilities = hidden;
    if (firstListingDifference(listed.all, rich))
      viewed = await addFace(measuring, report, filterTools(rich, server), "capabilities", viewed, server);
  }
  if (listed && report.hosts && viewed !== listed.tools)
    await viewFaces(measuring, report, { ...listed, tools: viewed }, context, server);
  if (session?.unreportedViolation && !report.failure) {
    const failure = new ServerFailure(
      "PROTOCOL_ERROR",
      server.name,
      "list",
      session.unreportedViolation,
      session.stderr.lines()
    );
    report.failure = failureReport(failure);
  }
}
async function addFace(measuring, report, kept, face, viewed, server) {
  try {
    return await addFaceTools(
      report,
      kept,
      face,
      // The face's definitions are the texts it counts: a warm cache answers them without loading the tokenizer.
      {
        tokenizer: await measuring.countedFirst(kept.map((tool) => JSON.stringify(tool))),
        hostServerName: hostServerNameOf(server),
        hostToolName: measuring.hostToolName
      },
      viewed
    );
  } catch (error) {
    if (!(error instanceof MeasuringTimedOut3)) throw error;
    return viewed;
  }
}
async function viewFaces(measuring, report, listed, context, server) {
  const texts = listed.tools.map((tool) => JSON.stringify(tool));
  try {
    const tokenizer = await measuring.tokenizerWithin(texts);
    await countHostViews(measuring, report, listed, context, tokenizer, hostServerNameOf(server));
  } catch (error) {
    if (!(error instanceof MeasuringTimedOut3)) throw error;
  }
}
async function startupFigures(firstMs, options, starts, admission, deadline) {
  const times = [firstMs];
  let failed = 0;
  let left = deadline - Date.now();
  const withinDeadline = () => {
    if (left <= 0) return void 0;
    const { startupMs, requestMs } = options.timeouts;
    return {
      ...options,
      timeouts: { startupMs: Math.min(startupMs, left), requestMs: Math.min(requestMs, left), totalMs: left }
    };
  };
  const oneStart = async () => {
    const bounded = withinDeadline();
    if (!bounded) return failed++;
    const spawned = Date.now();
    try {
      const again = await ServerSession.open(bounded).catch(() => void 0);
      if (!again) return failed++;
      try {
        if (again.client.getServerCapabilities()?.tools !== void 0) await listTools(again);
        times.push(Date.now() - spawned);
      } catch {
        failed++;
      } finally {
        await again.close();
      }
    } finally {
      left -= Date.now() - spawned;
    }
  };
  for (let start = 1; start < starts; start++) await (admission ? admission.holding(oneStart) : oneStart());
  return startupReport(times, failed);
}
async function listAfterRestart(report, options, listed) {
  const again = await ServerSession.open(options).catch(() => void 0);
  if (!again) return;
  try {
    recordListingChange(report, "restart", listed.all, (await listTools(again)).tools);
  } catch {
  } finally {
    await again.close();
  }
}
function failureReport(failure) {
  const bound = failure.code === "SANDBOX_UNAVAILABLE" || failure.code === "SERVER_LIMIT_HIT" ? void 0 : boundThatCut(failure.detail, failure.stderrTail);
  if (bound) {
    const fix = "a sound server stays far below this bound: find what grows without end (its last stderr lines show where)";
    return {
      code: "SERVER_LIMIT_HIT",
      phase: failure.phase,
      detail: `the ${describeBound(bound, bound === "processes" ? sharedProcessCount() : void 0)} bound cut it: ${failure.detail}`,
      stderr: failure.stderrTail,
      fix
    };
  }
  return {
    code: failure.code,
    phase: failure.phase,
    detail: failure.detail,
    stderr: failure.stderrTail,
    ...failure.fix ? { fix: failure.fix } : {}
  };
}
function hostServerNameOf(server) {
  return server.variant?.of ?? server.name;
}
function filterTools(tools, server) {
  const { enabledTools, disabledTools } = server.config;
  return tools.filter(
    (tool) => (!enabledTools || enabledTools.includes(tool.name)) && !disabledTools?.includes(tool.name)
  );
}
function recordListingChange(report, when, first, again, notified) {
  const difference = firstListingDifference(first, again);
  if (difference)
    (report.listingChanges ??= []).push({
      when,
      tool: difference.tool,
      path: difference.path,
      ...notified === void 0 ? {} : { notified }
    });
}
function countingFailure(server, phase, totalMs) {
  const what = phase === "list" ? "counting and checking its tool definitions (token counts, schema compiles)" : "measuring its fixture results (schema checks, normalize rules, token counts)";
  return new ServerFailure(
    "SERVER_TIMEOUT",
    server,
    phase,
    `${what} did not finish within timeouts.totalMs (${totalMs} ms); no count is guessed`
  );
}

// chunk-NRFQCQIF.js
import {
  userError as userError4
} from "./chunk-2TKON5YV.js";
var require10 = __createRequire9(import.meta.url);
// src/options/option-values.ts
function wholeNumber(name, text, minimum) {
  if (text === void 0 || text === "") return void 0;
  const value = Number(text);
  if (!Number.isInteger(value) || value < minimum) throw userError4("NOT_WHOLE_NUMBER", { name, minimum });
  return value;
}
function oneOf(name, text, allowed) {
  if (!allowed.includes(text)) throw userError4("NOT_ONE_OF", { name, allowed });
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
    throw userError4("NOT_WHOLE_NUMBER", { name: label, minimum: 1, maximum: MAX_STARTS });
  return starts;
}
function anthropicCounting(env, model, label) {
  const apiKey = env.ANTHROPIC_API_KEY;
  if (!apiKey) throw userError4("NEEDS_API_KEY", { option: label });
  return {
    apiKey,
    model: model ?? "claude-sonnet-4-6",
    baseUrl: env.ANTHROPIC_BASE_URL ?? "https://api.anthropic.com"
  };
}
// src/report/judge-and-render-later.ts
var judgeAndRender = loadAfterStart(() => import("./judge-and-render-PA5MVQ3T.js"));

// chunk-OY66VJFZ.js
import {
  tempDirNote
} from "./chunk-VV6WRPXC.js";
import {
  mark as mark4
} from "./chunk-4FMI7NQJ.js";
import {
  userError as userError5
} from "./chunk-2TKON5YV.js";
import { writeFile } from "node:fs/promises";
import path6 from "node:path";
var require11 = __createRequire10(import.meta.url);
// src/cli/command-run.ts
// src/report/reporters/reporter-names.ts
var REPORTER_NAMES = ["text", "json", "markdown", "github", "sarif", "badge"];
// src/cli/command-run.ts
function sayTempNote({ args, io }) {
  const tempNote = /^[A-Z][A-Z0-9_]+$/.test(args[0] ?? "") ? void 0 : tempDirNote();
  if (tempNote) io.stderr.write(`mcp-budget: ${tempNote}
`);
}
function takesNoArguments({ name, args }) {
  if (args.length > 0) throw userError5("TAKES_NO_ARGUMENTS", { command: name, args });
}
function prepare({ name, values, io }, how = {}) {
  const configGiven = values.config !== void 0;
  const configFile = values.config ?? "budget.json";
  const reporter = values.json ? "json" : values.reporter ?? "text";
  if (!REPORTER_NAMES.includes(reporter))
    throw userError5("NOT_ONE_OF", { name: "--reporter", allowed: REPORTER_NAMES });
  if (how.writesBudget && values.ci && !values["dry-run"]) {
    throw userError5("WRITES_BUDGET_IN_CI", { command: name });
  }
  const interactive = !values.ci && io.stderr.isTTY === true && reporter === "text";
  const context = {
    cwd: io.cwd,
    callerEnv: io.env,
    ...runOptions(
      {
        text: (flag) => values[flag],
        flag: (flag) => values[flag] === true,
        label: (flag) => `--${flag}`
      },
      io.env
    ),
    ...values.base ? { base: values.base } : {},
    ...values["base-setup"] || values.setup ? { log: (line) => io.stderr.write(`${line}
`) } : {},
    ...values["accept-growth"] ? { acceptGrowth: true } : {},
    ...values.host ? { host: values.host } : {},
    ...interactive ? { onProgress: progressPrinter(io.stderr) } : {}
  };
  const headroom = values.headroom === void 0 ? {} : { headroom: wholeNumber("--headroom", values.headroom, 0) };
  return { configFile, configGiven, reporter, context, headroom };
}
async function renderResult({ values, io }, command, { configFile, reporter }, result) {
  const color = !values.ci && !values["no-color"] && io.stdout.isTTY === true && io.env.NO_COLOR === void 0 && io.env.FORCE_COLOR !== "0";
  const options = {
    command,
    color,
    quiet: values.quiet,
    configFile,
    ...budgetLocation(result.budget, io.cwd),
    placeOf: placeFinder2(result.budget),
    baseFigures: result.baseFigures
  };
  const { REPORTERS, renderBudgetChanges, renderJson: renderJson2 } = await judgeAndRender();
  if (reporter === "text" && (result.changes || result.relaxed || result.wrote || result.proposed || result.notWritten))
    io.stdout.write(renderBudgetChanges(result, options));
  (reporter === "github" ? io.annotations : io.stdout).write(REPORTERS[reporter](result.report, options));
  if (reporter === "text" && io.env.GITHUB_ACTIONS === "true")
    io.annotations.write(REPORTERS.github(result.report, options));
  if (values.output) await writeFile(path6.resolve(io.cwd, values.output), renderJson2(result.report));
  mark4("rendered");
  return result.exitCode;
}
function progressPrinter(stream) {
  return (event) => {
    if (event.kind === "start") stream.write(`  … starting ${event.server}
`);
    else
      stream.write(
        `  ${event.ok ? "✔" : "✖"} ${event.server}: ${event.ok ? `${event.tools} tools` : "failed"} in ${event.durationMs} ms
`
      );
  };
}

// chunk-ASTF6BCF.js
import { createRequire as __createRequire17 } from "node:module";

// chunk-MXCHK3OA.js
import { createRequire as __createRequire11 } from "node:module";
import {
  planSandbox as planSandbox2,
  privateFolder as privateFolder2,
  probeConfinement as probeConfinement2
} from "./chunk-VV6WRPXC.js";
import {
  showControls
} from "./chunk-2TKON5YV.js";
import { chown, mkdir } from "node:fs/promises";
import { statSync as statSync2 } from "node:fs";
import path7 from "node:path";
var require12 = __createRequire11(import.meta.url);
// src/servers/setup-launch.ts
var PASSED = [
  "PATH",
  "LANG",
  "LC_ALL",
  "HTTP_PROXY",
  "HTTPS_PROXY",
  "NO_PROXY",
  "http_proxy",
  "https_proxy",
  "no_proxy",
  "NODE_EXTRA_CA_CERTS",
  "SSL_CERT_FILE",
  "SSL_CERT_DIR",
  "npm_config_registry"
];
var SETUP_TIMEOUT_MS = 15 * 6e4;
async function runSetup(options) {
  options.log?.(`mcp-budget: running --${options.label} in ${options.where}: ${options.command}`);
  const outcome = await setUpIn(options);
  options.log?.(`mcp-budget: --${options.label} exited with ${outcome.code} (${outcome.sandbox})`);
  return outcome;
}
async function setUpIn(options) {
  const confinement = await probeConfinement2();
  const home = await privateFolder2();
  try {
    const owner = statSync2(options.workTree);
    const tmp = path7.join(home.dir, "tmp");
    await mkdir(tmp);
    if (process.getuid?.() === 0 && owner.uid !== 0) {
      await chown(home.dir, owner.uid, owner.gid);
      await chown(tmp, owner.uid, owner.gid);
    }
    const env = {
      ...Object.fromEntries(
        PASSED.flatMap((name) => options.callerEnv[name] ? [[name, options.callerEnv[name]]] : [])
      ),
      HOME: home.dir,
      TMPDIR: tmp,
      CI: "true"
    };
    env.PATH ??= LAUNCHER_ENV.PATH;
    if (confinement.method !== "bwrap") {
      options.log?.(`  ${options.label}: not in a sandbox (${confinement.reason}); run with a clean environment only`);
      return await run(
        options,
        { command: "/bin/sh", args: ["-c", options.command], env },
        `none: ${confinement.reason}`
      );
    }
    const plan = planSandbox2({
      network: "host",
      projectDir: options.workTree,
      cwd: options.cwd,
      home: home.dir,
      command: "/bin/sh",
      args: [],
      readable: [],
      writable: [home.dir, ...options.writable ?? []],
      callerEnv: options.callerEnv,
      uid: owner.uid
    });
    plan.editable = [options.workTree];
    const inside = applyInside(env);
    const handOver = inside?.payload ? await environmentHandOver(inside.payload) : void 0;
    try {
      const [first, ...rest] = [...inside?.prefix ?? [], "/bin/sh"];
      const command = confine(
        confinement,
        "host",
        first,
        [...rest, "-c", options.command],
        handOver?.file,
        () => plan
      );
      const via = confinement.sudo ? "bubblewrap through sudo" : "bubblewrap";
      const fd3 = handOver && !confinement.sudo ? handOver.fd : void 0;
      return await run(
        options,
        { ...command, env: inside ? { ...LAUNCHER_ENV } : env, ...fd3 === void 0 ? {} : { fd3 } },
        `${via}, as uid ${owner.uid}, network on, .git and HOME hidden`
      );
    } finally {
      await handOver?.dispose();
    }
  } finally {
    await home.dispose();
  }
}
async function run(options, spawned, sandbox) {
  const { command, args, env, fd3, seccomp } = spawned;
  const group = spawnGroup(command, args, {
    env,
    cwd: options.cwd,
    ...fd3 === void 0 ? {} : { fd3 },
    ...seccomp ? { fd4Input: seccomp } : {}
  });
  group.child.stdin?.end();
  let tail = "";
  for (const stream of [group.child.stdout, group.child.stderr]) {
    let partial = "";
    stream?.on("data", (chunk) => {
      const text = chunk.toString();
      tail = (tail + text).slice(-2e3);
      const lines = (partial + text).split("\n");
      partial = lines.pop() ?? "";
      for (const line of lines) options.log?.(`  ${options.label}: ${showControls(line)}`);
    });
    stream?.on("end", () => partial && options.log?.(`  ${options.label}: ${showControls(partial)}`));
  }
  const timer = setTimeout(() => void terminateGroup(group), options.timeoutMs ?? SETUP_TIMEOUT_MS);
  const exit = await group.exit;
  clearTimeout(timer);
  await within(group.closed, 2e3);
  await terminateGroup(group);
  return { code: exit.code ?? 1, tail: oneLine(tail), sandbox };
}
function oneLine(text) {
  return text.trim().split("\n").map((line) => line.trim()).filter(Boolean).slice(-5).join(" | ");
}

// chunk-DJK5TPYN.js
import { createRequire as __createRequire13 } from "node:module";

// chunk-A4IM37NU.js
import { createRequire as __createRequire12 } from "node:module";
import {
  isInside as isInside4,
  realOrResolved as realOrResolved2,
  workTreeOf
} from "./chunk-VV6WRPXC.js";
import {
  nodeCrypto as nodeCrypto6
} from "./chunk-CCW25KA5.js";
import { __m6_loadTokenizer as loadTokenizer } from "./start-shared-3AE6A6EC.js";
import { mkdirSync, readFileSync as readFileSync4, renameSync, writeFileSync as writeFileSync2 } from "node:fs";
import os3 from "node:os";
import path24 from "node:path";
import path8 from "node:path";
var require13 = __createRequire12(import.meta.url);
// src/measure/count-cache.ts
// node_modules/gpt-tokenizer/package.json
var package_default3 = {
  name: "gpt-tokenizer",
  version: "4.0.0",
  description: "A pure JavaScript BPE tokenizer with model metadata and pricing for GPT-5, GPT-4o, o-series, and other OpenAI models",
  keywords: [
    "BPE",
    "encoder",
    "decoder",
    "tokenizer",
    "GPT",
    "GPT-2",
    "GPT-3",
    "GPT-3.5",
    "GPT-4",
    "GPT-4.1",
    "GPT-4o",
    "GPT-5",
    "o1",
    "o3",
    "o4",
    "gpt-oss",
    "tiktoken",
    "tokens",
    "LLM",
    "token counting",
    "API pricing",
    "NLP",
    "Natural Language Processing",
    "Text Generation",
    "OpenAI",
    "Machine Learning",
    "ml"
  ],
  homepage: "https://github.com/niieani/gpt-tokenizer#readme",
  bugs: {
    url: "https://github.com/niieani/gpt-tokenizer/issues"
  },
  repository: {
    type: "git",
    url: "https://github.com/niieani/gpt-tokenizer.git"
  },
  license: "MIT",
  author: "Bazyli Brzoska <npm@invent.life> (https://github.com/niieani)",
  contributors: [
    {
      name: "Bazyli Brzoska",
      email: "npm@invent.life",
      url: "https://github.com/niieani"
    }
  ],
  exports: {
    ".": {
      import: "./esm/main.js",
      require: "./cjs/main.js"
    },
    "./*": {
      import: "./esm/*.js",
      require: "./cjs/*.js"
    },
    "./cjs": {
      require: "./cjs/main.js"
    },
    "./cjs/*": {
      require: "./cjs/*.js"
    },
    "./esm/*": {
      import: "./esm/*.js"
    },
    "./data/*": {
      import: "./data/*",
      require: "./data/*"
    },
    "./package.json": "./package.json"
  },
  main: "esm/main.js",
  module: "esm/main.js",
  source: "src/main.ts",
  files: [
    "src",
    "cjs",
    "esm",
    "data"
  ],
  scripts: {
    codegen: "yarn codegen:bpe && yarn codegen:chat-enabled && yarn codegen:models",
    "codegen:models": "rm -rf src/model && node --import node-resolve-ts/register src/codegen/generateByModel.ts",
    "codegen:bpe": "rm -rf src/bpeRanks && node --import node-resolve-ts/register src/codegen/generateJsBpe.ts",
    "codegen:chat-enabled": "rm -rf src/chat && node --import node-resolve-ts/register src/codegen/generateChatEnabled.ts",
    build: "vp run clean && vp run build:cjs && vp run build:esm && node scripts/write-build-metadata.mjs && node scripts/verify-build.mjs",
    "build:cjs": "vp pack --format cjs --outDir cjs",
    "build:esm": "vp pack --format esm --outDir esm",
    clean: "node scripts/clean.mjs",
    format: 'vp fmt "src/**/*.{js,ts,json,md}" "scripts/**/*.{js,mjs}" "*.{js,mjs,json,md}" ".github/**/*.yml"',
    prepare: "husky",
    release: "semantic-release",
    "scrape:models": "node src/scraper/modelScrape.node.ts",
    test: "vp check && vp test",
    "test:code": "vp test",
    "test:format": "vp fmt --check",
    "test:lint": "vp lint",
    "test:types": "vp check --no-lint --no-fmt"
  },
  release: {
    branches: [
      "+([0-9])?(.{+([0-9]),x}).x",
      "master",
      {
        name: "main",
        channel: false
      },
      "next",
      {
        name: "beta",
        prerelease: true
      },
      {
        name: "alpha",
        prerelease: true
      }
    ],
    tagFormat: "${version}"
  },
  devDependencies: {
    "@commitlint/cli": "^21.2.2",
    "@commitlint/config-conventional": "^21.2.2",
    "@edge-runtime/vm": "^5.0.0",
    "@types/node": "^26.2.0",
    devalue: "^5.9.0",
    husky: "^9.1.7",
    "node-resolve-ts": "^1.0.2",
    "semantic-release": "^25.0.9",
    typescript: "^6",
    "vite-plus": "catalog:"
  },
  packageManager: "yarn@4.18.0",
  publishConfig: {
    access: "public"
  },
  resolutions: {
    vite: "npm:@voidzero-dev/vite-plus-core@0.2.9",
    vitest: "4.1.10"
  }
};
// src/measure/cache-trust.ts
var decided = /* @__PURE__ */ new Map();
function cacheMayBeUsed(file, projectDir) {
  const dir = path8.dirname(path8.resolve(file));
  const known = decided.get(`${dir}\0${projectDir}`);
  if (known !== void 0) return known;
  const top = workTreeOf(projectDir);
  const answer = !top || !(isInside4(dir, top) || isInside4(realOrResolved2(dir), realOrResolved2(top)));
  decided.set(`${dir}\0${projectDir}`, answer);
  return answer;
}
// src/measure/count-cache.ts
var COUNTER_VERSION = `gpt-tokenizer@${package_default3.version}+heap-merge-1`;
var FILE_STEM = "token-counts";
var MAX_ENTRIES = 1e5;
var computedHere = /* @__PURE__ */ new Map();
var CountCache = class _CountCache {
  constructor(file, encoding, counterVersion, entries, write) {
    this.file = file;
    this.encoding = encoding;
    this.counterVersion = counterVersion;
    this.write = write;
    this.entries = entries;
  }
  file;
  encoding;
  counterVersion;
  write;
  entries;
  added = 0;
  hits = 0;
  misses = 0;
  /** The cache in the user's cache folder (cacheDirectory), used only outside the work tree (cache-trust.ts). */
  static open(projectDir, encoding, env, counterVersion = COUNTER_VERSION, fromDisk = true) {
    const stem = encoding === "schema-compiles" ? encoding : `${FILE_STEM}.${encoding.replace(/[^A-Za-z0-9_.-]/g, "_")}`;
    const file = path24.join(cacheDirectory(env), `${stem}.json`);
    const usable = cacheMayBeUsed(file, projectDir);
    if (!fromDisk || !usable)
      return new _CountCache(
        file,
        encoding,
        counterVersion,
        new Map(computedHere.get(file)),
        usable ? "merge" : "never"
      );
    return new _CountCache(file, encoding, counterVersion, readEntries(file), "replace");
  }
  get isEmpty() {
    return this.entries.size === 0;
  }
  key(text) {
    return nodeCrypto6().createHash("sha256").update(`${this.counterVersion}\0${this.encoding}\0`).update(text).digest("base64url");
  }
  get(text) {
    return this.lookup(text).count;
  }
  /** The count and the key it is kept under: a miss is then stored without hashing a large text twice. */
  lookup(text) {
    const key = this.key(text);
    const count = this.entries.get(key);
    if (count === void 0) this.misses += 1;
    else this.hits += 1;
    return { key, count };
  }
  has(text) {
    return this.entries.has(this.key(text));
  }
  set(text, count) {
    this.store(this.key(text), count);
  }
  store(key, count) {
    if (this.entries.get(key) === count) return;
    this.entries.delete(key);
    this.entries.set(key, count);
    this.added += 1;
    if (!computedHere.has(this.file)) computedHere.set(this.file, /* @__PURE__ */ new Map());
    computedHere.get(this.file).set(key, count);
  }
  stats() {
    return { file: this.file, warm: this.hits > 0 && this.misses === 0, hits: this.hits, misses: this.misses };
  }
  /** Written whole through a temporary file: a reader sees the old cache or the new one. The newest entries stay. */
  save() {
    if (this.added === 0 || this.write === "never") return;
    const entries = this.write === "merge" ? new Map([...readEntries(this.file), ...this.entries]) : this.entries;
    const kept = [...entries].slice(-MAX_ENTRIES);
    try {
      mkdirSync(path24.dirname(this.file), { recursive: true });
      const temp = `${this.file}.${process.pid}.tmp`;
      writeFileSync2(temp, JSON.stringify({ format: 1, entries: Object.fromEntries(kept) }));
      renameSync(temp, this.file);
    } catch {
    }
  }
};
function readEntries(file) {
  try {
    const stored = JSON.parse(readFileSync4(file, "utf8"));
    if (stored.format === 1 && stored.entries && typeof stored.entries === "object") {
      return new Map(
        Object.entries(stored.entries).filter(
          (entry) => Number.isInteger(entry[1]) && entry[1] >= 0
        )
      );
    }
  } catch {
  }
  return /* @__PURE__ */ new Map();
}
function cacheDirectory(env) {
  const base = env.XDG_CACHE_HOME || path24.join(env.HOME || os3.homedir(), ".cache");
  return path24.join(base, "mcp-budget");
}
function cachedOnly(cache, name) {
  return {
    name,
    count: (text) => {
      const count = cache.get(text);
      if (count === void 0) throw new Error("token-count cache: a text that was there is gone");
      return count;
    }
  };
}
function caching(cache, tokenizer) {
  const yielding = tokenizer.countYielding;
  return {
    name: tokenizer.name,
    count: (text, deadline) => {
      const { key, count: known } = cache.lookup(text);
      if (known !== void 0) return known;
      const count = tokenizer.count(text, deadline);
      cache.store(key, count);
      return count;
    },
    ...yielding ? {
      countYielding: async (text, cap, deadline) => {
        const { key, count: known } = cache.lookup(text);
        if (known !== void 0) return known;
        const count = await yielding(text, cap, deadline);
        if (cap === void 0) cache.store(key, count);
        return count;
      }
    } : {}
  };
}
// src/measure/measure-all.ts
async function measureAll(config, servers, baseDir, options, allServers = servers) {
  const counts = runCounts(config, baseDir, options);
  const context = measureContext(config, baseDir, options, counts);
  const outcomes = await mapAdmitted(
    servers,
    options.concurrency ?? defaultConcurrency(),
    async (server, _, admission) => {
      options.onProgress?.({ kind: "start", server: server.name });
      const fixtures = (config.fixtures ?? []).filter((fixture) => fixture.server === server.name);
      const outcome = await measureServer(server, fixtures, context, admission);
      options.onProgress?.({
        kind: "done",
        server: server.name,
        ok: outcome.report.ok && !outcome.report.failure,
        tools: outcome.report.tools.length,
        durationMs: outcome.report.durationMs
      });
      return outcome;
    }
  );
  counts.save();
  return {
    tokenizer: counts.tokenizerName,
    ...counts.cached ? { cache: counts.caches().counts.stats() } : {},
    servers: outcomes.map((outcome) => outcome.report),
    fixtures: outcomes.flatMap((outcome) => outcome.fixtures),
    configured: allServers.map((server) => server.name),
    skippedServers: [],
    wire: new Map(outcomes.flatMap((outcome) => outcome.wire ? [[outcome.report.name, outcome.wire]] : []))
  };
}
function runCounts(config, baseDir, options) {
  const tokenizerName = config.tokenizer ?? "o200k_base";
  const cacheProject = options.cacheProject ?? baseDir;
  let tokenizer;
  const startTokenizer = () => tokenizer ??= loadTokenizer(tokenizerName);
  const fromDisk = options.cacheFromDisk !== false;
  const cached = options.cache !== false;
  let opened;
  const caches = () => opened ??= {
    counts: CountCache.open(cacheProject, tokenizerName, options.callerEnv, void 0, fromDisk),
    // Claude counts live under their own key space (the model is the "encoding"): never mistaken for o200k ones.
    ...options.anthropic ? {
      claude: CountCache.open(
        cacheProject,
        `anthropic:${options.anthropic.model}`,
        options.callerEnv,
        void 0,
        fromDisk
      )
    } : {},
    schemas: CountCache.open(cacheProject, "schema-compiles", options.callerEnv, SCHEMA_COMPILER_VERSION, fromDisk)
  };
  const counted = async (texts) => {
    if (!cached) return startTokenizer();
    const cache = caches().counts;
    if (texts?.every((text) => cache.has(text))) return cachedOnly(cache, tokenizerName);
    return caching(cache, await startTokenizer());
  };
  const save = () => {
    opened?.counts.save();
    opened?.claude?.save();
    opened?.schemas.save();
  };
  return { tokenizerName, cached, caches, counted, startTokenizer, save };
}
function measureContext(config, baseDir, options, counts) {
  const { cached, caches, startTokenizer } = counts;
  return {
    config,
    baseDir,
    callerEnv: options.callerEnv,
    tokenizer: counts.counted,
    ...options.anthropic ? {
      anthropic: options.anthropic,
      remembered: cached ? {
        get: (key) => caches().claude.get(key),
        set: (key, count) => caches().claude.set(key, count)
      } : /* @__PURE__ */ new Map()
    } : {},
    ...cached ? {
      compilingSchemas: {
        lookup: (text) => caches().schemas.lookup(text),
        store: (key, count) => caches().schemas.store(key, count)
      }
    } : {},
    maxMessageBytes: options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES,
    ...options.starts && options.starts > 1 ? { starts: options.starts } : {},
    clientVersion: VERSION,
    capabilitiesOverride: options.capabilities,
    // The budget's own setting wins over the command's default; false from the command (the merge base) wins over both.
    probeCapabilities: options.probeCapabilities !== false && (config.stability?.capabilities ?? options.probeCapabilities ?? false),
    ...options.probeCapabilitiesOf ? { probeCapabilitiesOf: options.probeCapabilitiesOf } : {},
    // While the first servers boot: node:crypto (every count and digest hashes), and on a cold cache the tokenizer
    // and ajv. A warm run may need neither of those; a run with fixtures needs both: a fixture's result is counted
    // with the tokenizer itself, cache or not (its texts are known only once the call has answered).
    onSpawned: () => {
      setImmediate(nodeCrypto6);
      const { counts: countCache, schemas } = cached ? caches() : {};
      const fixtures = (config.fixtures?.length ?? 0) > 0;
      if (!countCache || countCache.isEmpty || fixtures) setImmediate(startTokenizer);
      if (!schemas || schemas.isEmpty || fixtures)
        setImmediate(() => void prepareSchemaCompiler().catch(() => void 0));
    }
  };
}

// chunk-DJK5TPYN.js
import { __m0_parseBudget as parseBudget } from "./start-shared-3AE6A6EC.js";
import { __m1_parsePath as parsePath } from "./start-shared-3AE6A6EC.js";
import { __m2_MAX_MESSAGE_DEPTH as MAX_MESSAGE_DEPTH2, __m2_offsetPastDepth as offsetPastDepth2 } from "./start-shared-3AE6A6EC.js";
import {
  userError as userError6
} from "./chunk-2TKON5YV.js";
import { readFile as readFile2 } from "node:fs/promises";
import path9 from "node:path";
import { lstatSync as lstatSync2, readlinkSync as readlinkSync2, realpathSync as realpathSync2 } from "node:fs";
import path25 from "node:path";
import path32 from "node:path";
import { existsSync as existsSync22, lstatSync as lstatSync3, readFileSync as readFileSync5 } from "node:fs";
import path52 from "node:path";
import { existsSync as existsSync5, lstatSync as lstatSync22 } from "node:fs";
import { readFile as readFile22 } from "node:fs/promises";
import path42 from "node:path";
var require14 = __createRequire13(import.meta.url);
// src/commands/report-file.ts
var MAX_REPORT_DEPTH = MAX_MESSAGE_DEPTH2 + 16;
async function readReportFile(file, cwd, purpose) {
  let text;
  try {
    text = await readFile2(path9.resolve(cwd, file), "utf8");
  } catch (error) {
    throw userError6("REPORT_UNREADABLE", { purpose, file, reason: error.message });
  }
  return parseReport(text, file, purpose);
}
async function parseReport(text, file, purpose) {
  const deep = offsetPastDepth2(text, MAX_REPORT_DEPTH);
  if (deep !== void 0) throw userError6("REPORT_TOO_DEEP", { purpose, file, levels: MAX_REPORT_DEPTH, offset: deep });
  let report;
  try {
    report = JSON.parse(text);
  } catch (error) {
    const at = /position (\d+)/.exec(error.message)?.[1];
    throw userError6("REPORT_NOT_JSON", { purpose, file, ...at ? { offset: at } : {} });
  }
  const { validate } = await import("./report-validator-TDL6BYZ5.js");
  if (!validate(report)) {
    const error = validate.errors?.[0];
    const where = error?.instancePath ? JSON.stringify(error.instancePath.slice(0, 200)).slice(1, -1) : "$";
    throw userError6("REPORT_INVALID", { purpose, file, where, why: error?.message ?? "" });
  }
  return withPathSegments(report);
}
function withPathSegments(report) {
  const findings = report.findings.map((finding) => {
    const { pathSegments, path: written, ...rest } = finding;
    const segments = pathSegments ?? (typeof written === "string" ? parsePath(written) : Array.isArray(written) ? written : void 0);
    return { ...rest, ...segments ? { path: segments } : {} };
  });
  return { ...report, findings };
}
// src/commands/base/base-budget.ts
async function readBaseBudget(checkout, budgetFile, ref) {
  const { cwd, top } = checkout;
  if (top === void 0) throw userError6("BASE_NOT_A_REPOSITORY", { ref });
  if (!(await git(cwd, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`])).ok) {
    const remoteBranch = ref.replace(/^origin\//, "");
    await git(cwd, [
      "fetch",
      "--no-tags",
      "--quiet",
      "origin",
      `+refs/heads/${remoteBranch}:refs/remotes/origin/${remoteBranch}`
    ]);
    if (!(await git(cwd, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`])).ok) {
      throw userError6("BASE_NO_SUCH_REF", { ref, remoteBranch });
    }
  }
  let mergeBase = await git(cwd, ["merge-base", "HEAD", ref]);
  if (!mergeBase.ok && (await git(cwd, ["rev-parse", "--is-shallow-repository"])).stdout.trim() === "true") {
    await git(cwd, ["fetch", "--no-tags", "--quiet", "--deepen=200", "origin"]);
    mergeBase = await git(cwd, ["merge-base", "HEAD", ref]);
  }
  if (!mergeBase.ok) {
    throw userError6("BASE_TOO_SHALLOW", { ref });
  }
  const sha = mergeBase.stdout.trim();
  const inRepository = (file) => {
    const absolute = path25.resolve(cwd, file);
    return path25.relative(top, path25.join(realpathSync2(path25.dirname(absolute)), path25.basename(absolute))).split(path25.sep).join("/");
  };
  const relative = inRepository(budgetFile);
  const tree = (await git(cwd, ["ls-tree", sha, "--", relative])).stdout;
  const shown = await git(cwd, ["show", `${sha}:${relative}`]);
  const headLink = lstatSync2(path25.resolve(cwd, budgetFile), { throwIfNoEntry: false })?.isSymbolicLink() ? readlinkSync2(path25.resolve(cwd, budgetFile)) : void 0;
  const baseIsLink = tree.startsWith("120000 ");
  let text = shown.ok ? shown.stdout : void 0;
  if (baseIsLink && text !== void 0) {
    const target = await git(cwd, ["show", `${sha}:${path25.posix.join(path25.posix.dirname(relative), text.trim())}`]);
    text = target.ok ? target.stdout : void 0;
  }
  return {
    ref,
    mergeBase: sha,
    text,
    symlink: { base: baseIsLink ? shown.stdout.trim() : void 0, head: headLink },
    readText: async (file) => {
      const at = await git(cwd, ["show", `${sha}:${inRepository(file)}`]);
      if (!at.ok) throw new Error(`not in ${ref} at the merge base ${sha.slice(0, 12)}`);
      return at.stdout;
    }
  };
}
async function loadBase(checkout, configFile, ref) {
  const budget = await readBaseBudget(checkout, configFile, ref);
  if (budget.text === void 0) return { budget, config: "new" };
  try {
    return { budget, config: parseBudget(configFile, budget.text) };
  } catch {
    return { budget, config: "invalid" };
  }
}
// src/commands/base/base-resolve.ts
async function resolveBaseSide(side, loaded, callerEnv) {
  const budget = side.base ? await resolveBase(side.base, loaded, callerEnv) : void 0;
  let tree = side.tree;
  if (tree?.budget) {
    try {
      const { servers } = await resolveServers(tree.budget.config, tree.budget.dir, callerEnv);
      tree = { ...tree, servers };
    } catch (error) {
      tree = { ...tree, budget: void 0, figures: { ...tree.figures, error: error.message } };
    }
  }
  return { base: side.base, versions: side.versions, tree, shardTimes: side.shardTimes, budget };
}
async function resolveBase(base, loaded, callerEnv) {
  const { budget, config } = base;
  const named = { ref: budget.ref, config, symlink: budget.symlink };
  if (typeof config !== "object")
    return { evidence: named, trusted: { ref: budget.ref, servers: void 0, sandbox: void 0 } };
  const servers = await resolveServers(
    config,
    loaded.dir,
    callerEnv,
    path32.basename(loaded.file),
    budget.readText,
    committedEnvFile(budget.mergeBase)
  ).then(
    ({ servers: resolved }) => new Map(resolved.map((server) => [server.name, server.config])),
    () => void 0
    // an unreadable import at the base: budget.json's own servers are still compared
  );
  return {
    evidence: { ...named, ...servers ? { servers } : {} },
    // An import that cannot be read at the base leaves budget.json's own servers as the trusted ones.
    trusted: {
      ref: budget.ref,
      servers: servers ?? new Map(Object.entries(config.servers ?? {})),
      sandbox: config.sandbox
    }
  };
}
// src/budget/setup-advice.ts
// src/budget/package-version.ts
var MANIFESTS = ["package.json", "pyproject.toml", "Cargo.toml"];
var MAX_MANIFEST_BYTES = 1024 * 1024;
async function packageVersions(budgetDir, readBase) {
  for (let dir = budgetDir; ; dir = path42.dirname(dir)) {
    for (const name of MANIFESTS) {
      const file = path42.join(dir, name);
      const stat2 = lstatSync22(file, { throwIfNoEntry: false });
      if (!stat2?.isFile() || stat2.size > MAX_MANIFEST_BYTES) continue;
      const head = await versionIn(name, await readFile22(file, "utf8").catch(() => ""));
      if (head === void 0) continue;
      const base = readBase ? await versionIn(name, await readBase(file).catch(() => "")) : void 0;
      return {
        manifest: path42.relative(budgetDir, file).split(path42.sep).join("/") || name,
        head,
        ...base === void 0 ? {} : { base }
      };
    }
    if (existsSync5(path42.join(dir, ".git")) || path42.dirname(dir) === dir) return {};
  }
}
async function versionIn(manifest, text) {
  if (text.length > MAX_MANIFEST_BYTES) return void 0;
  try {
    if (manifest === "package.json") return stringOr(JSON.parse(text)?.version);
    const { parse: parse2 } = await import("./dist-MVPCM3QC.js");
    const toml = parse2(text);
    return stringOr(
      manifest === "Cargo.toml" ? toml.package?.version : toml.project?.version ?? toml.tool?.poetry?.version
    );
  } catch {
    return void 0;
  }
}
var stringOr = (value) => typeof value === "string" ? value : void 0;
// src/budget/setup-advice.ts
var DEFAULT_SETUP = "npm ci && npm run build";
function setupAdvice(budgetDir) {
  for (let dir = budgetDir; ; dir = path52.dirname(dir)) {
    const file = path52.join(dir, "package.json");
    const stat2 = lstatSync3(file, { throwIfNoEntry: false });
    if (stat2?.isFile() && stat2.size <= MAX_MANIFEST_BYTES)
      return hasBuildScript(readFileSync5(file, "utf8")) ? DEFAULT_SETUP : "npm ci";
    if (existsSync22(path52.join(dir, ".git")) || path52.dirname(dir) === dir) return DEFAULT_SETUP;
  }
}
function hasBuildScript(text) {
  try {
    const scripts = JSON.parse(text)?.scripts;
    return typeof scripts?.build === "string";
  } catch {
    return true;
  }
}
// src/commands/base/base-side.ts
async function measureBaseSide(side, loaded, context, head, headServers) {
  const headConfigs = serverConfigs(headServers);
  const figures = side.tree ? await measureBaseTree(side.tree, loaded, context, head) : void 0;
  return {
    ...side.budget ? { budget: side.budget.evidence } : {},
    headServers: headConfigs,
    ...figures ? { figures } : {},
    ...side.versions ? { versions: side.versions } : {},
    raises: context.raises ?? "allow",
    acceptGrowth: context.acceptGrowth === true,
    ...context.unmeasuredBase ? { unmeasuredBase: context.unmeasuredBase } : {},
    setupGiven: context.baseSetup !== void 0,
    ...context.baseSetup === void 0 ? { setupCommand: setupAdvice(loaded.dir) } : {}
  };
}
async function measureBaseTree(base, loaded, options, head) {
  if (!base.budget || !base.servers) return base.figures;
  const probeCapabilitiesOf = richerFaces(head);
  try {
    const measurement = await measureAll(base.budget.config, base.servers, base.budget.dir, {
      ...options,
      onProgress: void 0,
      cacheProject: loaded.dir,
      // The base lists as the richest client only where the head found a face there: the two sides hold the same faces.
      probeCapabilities: false,
      ...probeCapabilitiesOf.size ? { probeCapabilitiesOf } : {},
      // --starts times the head's servers: no verdict rests on a timing, and the base's start-up is not compared.
      starts: 1
    });
    return { ...base.figures, report: measurement };
  } catch (error) {
    return { ...base.figures, error: error.message };
  }
}
function richerFaces(measurement) {
  return new Set(
    measurement.servers.filter((server) => server.tools.some((tool) => tool.face === "capabilities")).map((server) => server.name)
  );
}
function serverConfigs(resolved) {
  return new Map(resolved.servers.map((server) => [server.name, server.config]));
}

// chunk-NI5ZV7E4.js
import { createRequire as __createRequire15 } from "node:module";

// chunk-INDIQ6ST.js
import { createRequire as __createRequire14 } from "node:module";
var require15 = __createRequire14(import.meta.url);
// src/servers/reach-policy.ts
var LISTS = ["passEnv", "writable", "readable"];
var quoted = (items) => items.map((item) => JSON.stringify(item)).join(", ");
function callerReferences(server, field, text) {
  if (server.expanded) return server.callerVariables?.[field] ?? [];
  return [...(text ?? "").matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-[^}]*)?\}/g)].map((match) => match[1]);
}
function reachWidenings(before, after) {
  const was = before ?? {};
  return [
    ...sandboxWidenings(was, after),
    ...valueWidenings(was, after),
    ...urlWidenings(was, after),
    ...envFileWidenings(was, after),
    ...commandLineWidenings(was, after)
  ];
}
function sandboxWidenings(was, after) {
  const out = [];
  const network = (side) => side.sandbox?.network ?? "none";
  if (network(was) !== "host" && network(after) === "host")
    out.push({ key: "network", at: ["sandbox", "network"], from: `"${network(was)}"`, to: '"host"', items: [] });
  if (was.sandbox?.require === true && after.sandbox.require !== true)
    out.push({
      key: "require",
      at: after.sandbox.require === void 0 ? ["sandbox"] : ["sandbox", "require"],
      from: "true",
      to: String(after.sandbox.require ?? "unset"),
      items: []
    });
  for (const key of LISTS) {
    const old = was.sandbox?.[key] ?? [];
    const added = (after.sandbox[key] ?? []).filter((item) => !old.includes(item));
    if (added.length > 0)
      out.push({
        key,
        at: ["sandbox", key],
        from: `[${quoted(old)}]`,
        to: `[${quoted(after.sandbox[key] ?? [])}]`,
        items: added
      });
  }
  return out;
}
function valueWidenings(was, after) {
  const out = [];
  for (const key of ["env", "headers"]) {
    const changed = Object.entries(after.server[key] ?? {}).filter(([name, value]) => !sameValue(was.server, after.server, key, name, value)).map(([name]) => name);
    const refs = (server, name) => {
      const value = server?.[key] && Object.hasOwn(server[key], name) ? server[key][name] : void 0;
      if (value === void 0) return "unset";
      const names = callerReferences(server, `${key}.${name}`, value);
      return names.length > 0 ? names.map((n) => `\${${n}}`).join(" ") : "a value of its own";
    };
    if (changed.length > 0)
      out.push({
        key,
        at: [key],
        from: changed.map((name) => refs(was.server, name)).join(", "),
        to: changed.map((name) => refs(after.server, name)).join(", "),
        items: changed
      });
  }
  return out;
}
function urlWidenings(was, after) {
  const started = (side) => !!(side.server?.command && side.server.url);
  if (started(after) && !started(was))
    return [
      {
        key: "started",
        at: ["url"],
        from: was.server?.url ? "reached where it runs" : "stdio in a network namespace",
        to: `started, then reached at ${after.server.url} over the host network`,
        items: []
      }
    ];
  if (after.server.command || !after.server.url || was.server?.url === after.server.url) return [];
  const headers = carriesCallerValues(after.server, "headers") ? ["headers"] : [];
  return [
    {
      key: "remote",
      at: ["url"],
      from: was.server?.url ? JSON.stringify(shownUrl(was.server.url)) : "none",
      to: JSON.stringify(shownUrl(after.server.url)),
      items: headers
    }
  ];
}
function envFileWidenings(was, after) {
  const file = after.server.envFile;
  const had = was.server?.envFile;
  if (!file || had?.file === file.file && had.digest === file.digest) return [];
  return [
    {
      key: "envFile",
      at: ["envFile"],
      from: had ? `"${had.file}"${had.file === file.file ? " (other content)" : ""}` : "none",
      to: `"${file.file}"`,
      items: file.names
    }
  ];
}
function commandLineWidenings(was, after) {
  return ["command", "args", "cwd", "url"].flatMap((field) => {
    const names = after.server.expanded ? after.server.callerVariables?.[field] ?? [] : [];
    if (names.length === 0 || JSON.stringify(was.server?.[field]) === JSON.stringify(after.server[field])) return [];
    return [
      {
        key: "startedWith",
        at: [field],
        from: was.server?.[field] === void 0 ? "none" : "other values",
        to: names.map((name) => `\${${name}}`).join(", "),
        items: names
      }
    ];
  });
}
function sameValue(before, after, key, name, value) {
  const old = before?.[key] && Object.hasOwn(before[key], name) ? before[key][name] : void 0;
  return old === value || callerReferences(after, `${key}.${name}`, value).length === 0;
}
function carriesCallerValues(server, key) {
  return Object.entries(server[key] ?? {}).some(
    ([name, value]) => callerReferences(server, `${key}.${name}`, value).length > 0
  );
}
function withinReach(before, after) {
  const withheld = reachWidenings(before, after);
  if (withheld.length === 0) return { server: { ...after.server, sandbox: explicit(after.sandbox) }, withheld };
  const allowed = before?.sandbox ?? {};
  const sandbox = {
    ...after.sandbox,
    network: after.sandbox.network === "host" && allowed.network === "host" ? "host" : "none",
    require: after.sandbox.require === true || allowed.require === true
  };
  for (const key of LISTS)
    sandbox[key] = (after.sandbox[key] ?? []).filter((item) => (allowed[key] ?? []).includes(item));
  const server = { ...after.server, sandbox: explicit(sandbox) };
  const callerVariables = { ...after.server.callerVariables };
  const unset = (after.sandbox.passEnv ?? []).filter((name) => !(sandbox.passEnv ?? []).includes(name)).map((name) => ({ variable: name, field: "sandbox.passEnv" }));
  for (const widening of withheld) {
    if (widening.key !== "env" && widening.key !== "headers") continue;
    const values = { ...after.server[widening.key] };
    for (const name of widening.items) {
      const old = before?.server[widening.key]?.[name];
      if (old !== void 0 && Object.hasOwn(before.server[widening.key], name)) {
        values[name] = old;
        const recorded = before.server.callerVariables?.[`${widening.key}.${name}`];
        if (recorded) callerVariables[`${widening.key}.${name}`] = recorded;
        else delete callerVariables[`${widening.key}.${name}`];
      } else {
        delete values[name];
        delete callerVariables[`${widening.key}.${name}`];
        unset.push({ variable: name, field: `${widening.key}.${name}` });
      }
    }
    server[widening.key] = values;
  }
  if (after.server.expanded) server.callerVariables = callerVariables;
  unset.push(...withholdEnvFile(before, server, withheld).map((variable) => ({ variable, field: "envFile" })));
  const remote = withheld.find((w) => w.key === "remote");
  if (remote)
    server.headers = Object.fromEntries(
      Object.entries(server.headers ?? {}).filter(
        ([name, value]) => callerReferences(server, `headers.${name}`, value).length === 0
      )
    );
  const started = withheld.find((w) => w.key === "started");
  const passed = withheld.find((w) => w.key === "startedWith");
  const refused = started ? `it would be started and reached over the host network (${started.to}), which the base's budget does not give it` : remote ? `it would be reached at ${shownUrl(after.server.url)}, which the base's budget does not name: mcp-budget sends requests only where the trusted side points` : passed ? `its ${passed.at[0]} takes in ${passed.to} of the job's environment, which the base's config does not` : void 0;
  return { server, withheld, ...refused ? { refused } : {}, ...unset.length > 0 ? { unset } : {} };
}
function withholdEnvFile(before, server, withheld) {
  const widening = withheld.find((w) => w.key === "envFile");
  if (!widening) return [];
  const env = { ...server.env };
  const unset = [];
  for (const name of widening.items) {
    const old = before?.server.env && Object.hasOwn(before.server.env, name) ? before.server.env[name] : void 0;
    if (old !== void 0) env[name] = old;
    else {
      delete env[name];
      unset.push(name);
    }
  }
  server.env = env;
  if (before?.server.envFile) server.envFile = before.server.envFile;
  else delete server.envFile;
  return unset;
}
function explicit(sandbox) {
  return {
    ...sandbox,
    network: sandbox.network ?? "none",
    require: sandbox.require ?? false,
    passEnv: sandbox.passEnv ?? [],
    writable: sandbox.writable ?? [],
    readable: sandbox.readable ?? []
  };
}
function describeWidening(widening) {
  return `${widening.at.join(".")} ${widening.from} → ${widening.to}`;
}
function underPolicy(servers, headSandbox, trusted) {
  return servers.map((resolved) => {
    const baseServer = trusted.servers?.get(resolved.name);
    const before = baseServer ? { server: baseServer, sandbox: { ...trusted.sandbox, ...baseServer.sandbox } } : void 0;
    const { server, withheld, refused, unset } = withinReach(before, {
      server: resolved.config,
      sandbox: { ...headSandbox, ...resolved.config.sandbox }
    });
    const policy = {
      source: before ? "base" : "default",
      ref: trusted.ref,
      ...withheld.length > 0 ? { withheld: withheld.map(describeWidening) } : {},
      ...refused ? { refused } : {},
      ...unset ? { unset: unset.map((value) => ({ ...value, origin: resolved.origin })) } : {}
    };
    return { ...resolved, config: server, policy };
  });
}
function policed(servers, config, trusted) {
  if (trusted) return underPolicy(servers, config.sandbox, trusted);
  return servers.map((server) => ({ ...server, policy: { source: "budget" } }));
}

// chunk-NI5ZV7E4.js
import {
  assertServerPlaces,
  probeConfinement as probeConfinement3
} from "./chunk-VV6WRPXC.js";
import {
  userError as userError7
} from "./chunk-2TKON5YV.js";
import path10 from "node:path";
var require16 = __createRequire15(import.meta.url);
// src/commands/budget-servers.ts
async function measureBudgetServers(loaded, resolved, context, trusted) {
  void probeConfinement3();
  const { unresolved } = resolved;
  assertServerPlaces(resolved.servers, loaded, context.callerEnv);
  const servers = policed(resolved.servers, loaded.config, trusted);
  if (servers.length === 0 && unresolved.length === 0) {
    throw userError7("NO_SERVERS_DECLARED", { file: path10.basename(loaded.file) });
  }
  const shard = context.shard;
  const plan = shard ? shardPlan(
    [...servers.map((server) => server.name), ...unresolved.map((skipped) => skipped.server)],
    shard.count,
    context.shardTimes
  ) : void 0;
  const mine = (name) => !plan || plan.get(name) === shard.index;
  const measured = servers.filter((server) => mine(server.name));
  const measurement = await measureAll(loaded.config, measured, loaded.dir, context, servers);
  return { ...measurement, skippedServers: unresolved.filter((skipped) => mine(skipped.server)) };
}

// chunk-J7JMZEX2.js
import { createRequire as __createRequire16 } from "node:module";
import { __m1_formatPath as formatPath } from "./start-shared-3AE6A6EC.js";
import {
  jsonSafe
} from "./chunk-2TKON5YV.js";
var require17 = __createRequire16(import.meta.url);
// src/report/reporters/json.ts
function renderJson(report) {
  const findings = report.findings.map(({ path: path14, ownFix: _ownFix, measured: _measured, ...finding }) => ({
    ...finding,
    ...path14 ? { path: formatPath(path14), pathSegments: path14 } : {}
  }));
  return `${jsonSafe(JSON.stringify({ ...report, findings }, null, 2))}
`;
}

// chunk-ASTF6BCF.js
import {
  runTempDir
} from "./chunk-VV6WRPXC.js";
import { __m0_loadBudget as loadBudget } from "./start-shared-3AE6A6EC.js";
import {
  EXIT,
  userError as userError8
} from "./chunk-2TKON5YV.js";
import { constants, statSync as statSync3 } from "node:fs";
import { lstat, mkdir as mkdir2, open as open2, readdir, realpath as realpath2, rm as rm2, writeFile as writeFile2 } from "node:fs/promises";
import path11 from "node:path";
import path33 from "node:path";
import { chmodSync, existsSync as existsSync6, realpathSync as realpathSync3, rmSync } from "node:fs";
import { mkdtemp, rm as rm22 } from "node:fs/promises";
import path26 from "node:path";
import { realpathSync as realpathSync22 } from "node:fs";
var require18 = __createRequire17(import.meta.url);
// src/commands/base/saved-reports.ts
var KEPT_REPORTS = 50;
var OUTSIDE = "a base report is read only from outside the checked-out work tree (a restored cache or a downloaded artifact under $RUNNER_TEMP), never from a path the pull request can commit";
async function savedBaseReport(where, checkout, mergeBase) {
  const resolved = path11.resolve(checkout.cwd, where);
  const link = await lstat(resolved).catch(() => void 0);
  if (!link) return { fallback: `${where} does not exist (no saved report yet, or the cache missed)` };
  if (link.isSymbolicLink()) return { fallback: `${where} is a symbolic link, not followed: ${OUTSIDE}` };
  const tree = checkout.top ? await realpath2(checkout.top).catch(() => void 0) : void 0;
  const real = await realpath2(resolved);
  if (tree && within2(real, tree)) return { fallback: `${where} is inside the work tree: ${OUTSIDE}` };
  if (link.isDirectory()) {
    if (!mergeBase)
      return {
        fallback: `${where} is a directory of saved reports, and without --base there is no merge base to look up`
      };
    const file = path11.join(where, `${mergeBase}.json`);
    const text2 = await readNoFollow(path11.join(real, `${mergeBase}.json`));
    if (text2 === "missing")
      return { fallback: `no saved report of the merge base ${mergeBase.slice(0, 7)} in ${where}` };
    if (text2 === "not a file")
      return { fallback: `${file} is a symbolic link or not a regular file, not followed: ${OUTSIDE}` };
    const report2 = await parseReport(text2, file, "--base-report");
    if (report2.commit !== mergeBase)
      return {
        fallback: `${file} is the report of ${report2.commit ? report2.commit.slice(0, 7) : "no commit"}, not of the merge base ${mergeBase.slice(0, 7)} its name says`
      };
    return { file, report: report2 };
  }
  const text = await readNoFollow(real);
  if (text === "missing" || text === "not a file") return { fallback: `${where} is not a regular file` };
  const report = await parseReport(text, where, "--base-report");
  const other = mergeBase && report.commit && report.commit !== mergeBase;
  return {
    file: where,
    report,
    ...other ? {
      note: `${where} is the report of ${report.commit.slice(0, 7)}, not of the merge base ${mergeBase.slice(0, 7)}`
    } : {}
  };
}
function previousTimes(saved) {
  return "report" in saved ? new Map(saved.report.servers.map((server) => [server.name, server.durationMs])) : void 0;
}
async function readNoFollow(file) {
  const handle = await open2(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK).catch(
    (error) => error.code === "ENOENT" ? "missing" : "not a file"
  );
  if (typeof handle === "string") return handle;
  try {
    if (!(await handle.stat()).isFile()) return "not a file";
    return await handle.readFile("utf8");
  } finally {
    await handle.close();
  }
}
function within2(file, dir) {
  const relative = path11.relative(dir, file);
  return relative === "" || !relative.startsWith("..") && !path11.isAbsolute(relative);
}
async function keepReport(dir, report) {
  if (!report.commit || !/^[0-9a-f]{40,64}$/.test(report.commit)) return void 0;
  await mkdir2(dir, { recursive: true });
  const file = path11.join(dir, `${report.commit}.json`);
  await writeFile2(file, renderJson(report));
  const saved = (await readdir(dir)).filter((name) => /^[0-9a-f]{40,64}\.json$/.test(name));
  const byAge = saved.map((name) => ({ name, time: statSync3(path11.join(dir, name)).mtimeMs })).sort((a, b) => b.time - a.time);
  await Promise.all(byAge.slice(KEPT_REPORTS).map((old) => rm2(path11.join(dir, old.name), { force: true })));
  return file;
}
// src/commands/check-command.ts
// src/commands/base/base-worktree.ts
var nothingToClose = async () => void 0;
var liveWorktrees = /* @__PURE__ */ new Set();
function removeBaseWorktreesSync() {
  for (const { top, tree, scratch } of liveWorktrees) {
    try {
      gitSync(top, ["worktree", "remove", "--force", tree], { stdio: "ignore", timeout: 1e4 });
    } catch {
    }
    rmSync(scratch, { recursive: true, force: true });
    try {
      gitSync(top, ["worktree", "prune"], { stdio: "ignore", timeout: 1e4 });
    } catch {
    }
  }
  liveWorktrees.clear();
}
async function checkOutBase(loaded, base, saved, options) {
  let fallback;
  if (options.baseReport && saved) {
    if ("report" in saved) {
      const figures = {
        ref: saved.file,
        source: "report",
        report: saved.report,
        ...saved.report.commit ? { commit: saved.report.commit } : {},
        ...saved.note ? { note: saved.note } : {}
      };
      return { figures, close: nothingToClose };
    }
    if (!base)
      return { figures: { ref: options.baseReport, source: "report", error: saved.fallback }, close: nothingToClose };
    fallback = saved.fallback;
  }
  if (!base || options.checkout.top === void 0) return void 0;
  const named = {
    ref: base.ref,
    commit: base.mergeBase,
    source: "measured",
    ...fallback ? { fallback } : {}
  };
  const scratch = await mkdtemp(path26.join(runTempDir(), "mcp-budget-base-"));
  chmodSync(scratch, 493);
  const tree = path26.join(scratch, "tree");
  const top = realpathSync3(options.checkout.top);
  const live = { top, tree, scratch };
  liveWorktrees.add(live);
  const close = async () => {
    await git(top, ["worktree", "remove", "--force", tree]);
    await rm22(scratch, { recursive: true, force: true });
    liveWorktrees.delete(live);
  };
  const failed = async (figures) => (await close(), { figures, close: nothingToClose });
  try {
    const added = addWorktreeSync(top, tree, base.mergeBase);
    if (!added.ok)
      return await failed({ ...named, error: `could not check out the merge base: ${added.stderr.trim()}` });
    const budgetFile = path26.join(tree, path26.relative(top, realpathSync3(loaded.file)));
    if (!existsSync6(budgetFile))
      return await failed({
        ...named,
        missing: "budget",
        error: `there is no ${path26.basename(loaded.file)} at the merge base`
      });
    if (options.baseSetup) {
      const setup = await runSetup({
        command: options.baseSetup,
        cwd: path26.dirname(budgetFile),
        workTree: tree,
        where: `the merge base's worktree (${base.mergeBase.slice(0, 12)})`,
        callerEnv: options.callerEnv,
        label: "base-setup",
        ...options.log ? { log: options.log } : {}
      });
      if (setup.code !== 0)
        return await failed({
          ...named,
          missing: "setup",
          error: `--base-setup exited with ${setup.code}: ${setup.tail}`
        });
    }
    return {
      figures: named,
      budget: await loadBudget(budgetFile, `${path26.basename(loaded.file)} at ${base.ref}`),
      close
    };
  } catch (error) {
    return await failed({ ...named, error: error.message });
  }
}
// src/commands/base/base-load.ts
async function loadBaseSide(loaded, checkout, configFile, context, judging) {
  const base = context.base ? await loadBase(checkout, configFile, context.base) : void 0;
  const versions = judging ? await packageVersions(loaded.dir, base?.budget.readText) : void 0;
  const saved = context.baseReport ? await savedBaseReport(context.baseReport, checkout, base?.budget.mergeBase) : void 0;
  const shardTimes = !judging && saved ? previousTimes(saved) : void 0;
  const tree = judging ? await checkOutBase(loaded, base?.budget, saved, { ...context, checkout }) : void 0;
  return { base, versions, tree, shardTimes };
}
// src/commands/head-setup.ts
async function setUpHead(command, budgetDir, checkout, context) {
  const workTree = checkout.top ? realpathSync22(checkout.top) : budgetDir;
  const setup = await runSetup({
    command,
    cwd: budgetDir,
    workTree,
    where: workTree,
    callerEnv: context.callerEnv,
    label: "setup",
    ...context.log ? { log: context.log } : {}
  });
  if (setup.code !== 0) throw userError8("SETUP_FAILED", { option: "--setup", code: setup.code, tail: setup.tail });
}
// src/commands/check-command.ts
async function checkCommand(configFile, given) {
  const context = given.base ? { ...given, cacheFromDisk: false } : given;
  const againstBase = context.base !== void 0 || context.baseReport !== void 0;
  const judging = context.shard === void 0;
  const loaded = await loadBudget(path33.resolve(context.cwd, configFile), configFile);
  if (context.stale) loaded.config.ratchet = { ...loaded.config.ratchet, stale: context.stale };
  const checkout = await readCheckout(context.cwd);
  const commit = checkout.head;
  const loadedBase = againstBase ? await loadBaseSide(loaded, checkout, configFile, context, judging) : void 0;
  try {
    const head = await resolveBudgetServers(loaded, context.callerEnv);
    const baseSide = loadedBase ? await resolveBaseSide(loadedBase, loaded, context.callerEnv) : void 0;
    if (context.setup) await setUpHead(context.setup, loaded.dir, checkout, context);
    const measuring = baseSide?.shardTimes ? { ...context, shardTimes: baseSide.shardTimes } : context;
    const measurement = await measureBudgetServers(
      loaded,
      head,
      againstBase ? { probeCapabilities: true, ...measuring } : measuring,
      baseSide?.budget?.trusted
    );
    const base = baseSide?.base;
    if (!judging) {
      const { judgeContracts, exitCodeFor: exitCodeFor2 } = await judgeAndRender();
      const shard = {
        ...context.shard,
        ...base ? { baseCommit: base.budget.mergeBase } : {},
        budgetSha256: budgetDigest(loaded.text)
      };
      const report2 = judgeContracts(loaded.config, measurement, configFile, { ...commit ? { commit } : {}, shard });
      return { report: report2, exitCode: exitCodeFor2(report2), budget: { file: configFile, text: loaded.text } };
    }
    const evidence = baseSide ? await measureBaseSide(baseSide, loaded, context, measurement, head) : void 0;
    const { verdictOf, reportOf, exitCodeFor } = await judgeAndRender();
    const verdict = verdictOf(loaded.config, measurement, configFile, evidence);
    const fixed = exitCodeFor(verdict) === EXIT.overBudget ? await (await import("./measured-fixes-JUDH43R5.js")).measuredFixes(loaded, verdict.findings, measurement) : void 0;
    const report = reportOf(measurement, verdict, configFile, { ...commit ? { commit } : {}, ...fixed });
    return {
      report,
      exitCode: exitCodeFor(report),
      budget: { file: configFile, text: loaded.text },
      ...verdict.budgetFigures ? { baseFigures: verdict.budgetFigures } : {}
    };
  } finally {
    await loadedBase?.tree?.close();
  }
}

// chunk-QW6D7AFN.js
var require19 = __createRequire18(import.meta.url);
// src/cli/commands/check.ts
async function run2(input) {
  sayTempNote(input);
  takesNoArguments(input);
  const prepared = prepare(input);
  return renderResult(input, "check", prepared, await checkCommand(prepared.configFile, prepared.context));
}

// chunk-VV3UFOW5.js
import { createRequire as __createRequire21 } from "node:module";

// chunk-7P3Z363J.js
import { createRequire as __createRequire20 } from "node:module";

// chunk-HZ6JS34H.js
import { createRequire as __createRequire19 } from "node:module";
import {
  userError as userError9
} from "./chunk-2TKON5YV.js";
import { existsSync as existsSync7 } from "node:fs";
import path12 from "node:path";
var require20 = __createRequire19(import.meta.url);
// src/commands/server-specs.ts
// src/servers/command-line.ts
function splitCommandLine(line) {
  const words = [];
  let current2 = "";
  let inWord = false;
  let quote;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quote) {
      if (char === quote) quote = void 0;
      else if (char === "\\" && quote === '"' && i + 1 < line.length) current2 += line[++i];
      else current2 += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      inWord = true;
    } else if (char === "\\" && i + 1 < line.length) {
      current2 += line[++i];
      inWord = true;
    } else if (/\s/.test(char)) {
      if (inWord) words.push(current2);
      current2 = "";
      inWord = false;
    } else {
      current2 += char;
      inWord = true;
    }
  }
  if (inWord) words.push(current2);
  return words;
}
// src/commands/server-specs.ts
function serversWithoutBudget(serverSpecs, cwd, namedAfterFolder) {
  if (serverSpecs.length > 0) return { servers: serversFromSpecs(serverSpecs, cwd, namedAfterFolder) };
  const found = KNOWN_MCP_CONFIGS.filter((candidate) => existsSync7(path12.join(cwd, candidate)));
  if (found.length === 0) {
    throw userError9("NO_SERVERS_TO_MEASURE", { configs: KNOWN_MCP_CONFIGS });
  }
  return { mcpConfig: found.length === 1 ? found[0] : found };
}
function withPassEnv(config, names) {
  for (const name of names) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw userError9("ENV_NOT_A_NAME", { given: name });
  }
  return names.length > 0 ? {
    ...config,
    sandbox: { ...config.sandbox, passEnv: [.../* @__PURE__ */ new Set([...config.sandbox?.passEnv ?? [], ...names])] }
  } : config;
}
function serversFromSpecs(specs, cwd, namedAfterFolder) {
  const servers = {};
  for (const spec of specs) {
    const named = /^([A-Za-z0-9_.-]+)=(.+)$/s.exec(spec);
    const body = named ? named[2] : spec;
    if (/^https?:\/\//.test(body)) {
      const url = new URL(body);
      servers[named ? named[1] : url.hostname.replace(/[^A-Za-z0-9_.-]/g, "-")] = { url: body };
      continue;
    }
    const [command, ...args] = splitCommandLine(body);
    if (!command) throw userError9("SERVER_NEEDS_COMMAND", { given: spec });
    const fromCommand = named ? void 0 : nameFromCommand(command, args, cwd);
    const base = named ? named[1] : fromCommand.name;
    let name = base;
    for (let n = 2; servers[name]; n++) name = `${base}-${n}`;
    servers[name] = args.length > 0 ? { command, args } : { command };
    if (fromCommand?.fromFolder) namedAfterFolder?.push(name);
  }
  return servers;
}
function nameFromCommand(command, args, cwd) {
  const subject = args.find((arg) => !arg.startsWith("-") && arg !== "run" && arg !== "exec") ?? command;
  const segments = subject.replace(/@[\d^~.]+.*$/, "").split(/[\\/]/).filter((segment) => segment && segment !== "." && segment !== "..");
  const generic = /^(index|server|main|cli|dist|build|lib|src|out|bin|app)$/;
  const stems = segments.map((segment) => segment.replace(/\.(m?[jt]s|c[jt]s|py)$/, ""));
  const own = [...stems].reverse().find((stem) => !generic.test(stem));
  const folder = own === void 0 && cwd ? path12.basename(cwd) : void 0;
  const name = own ?? folder ?? stems.at(-1) ?? "server";
  return { name: name.replace(/[^A-Za-z0-9_.-]/g, "-") || "server", fromFolder: folder !== void 0 };
}

// chunk-7P3Z363J.js
import { __m0_loadBudget as loadBudget2 } from "./start-shared-3AE6A6EC.js";
import {
  mark as mark5
} from "./chunk-4FMI7NQJ.js";
import {
  userError as userError10
} from "./chunk-2TKON5YV.js";
import { existsSync as existsSync8 } from "node:fs";
import path13 from "node:path";
var require21 = __createRequire20(import.meta.url);
// src/commands/measure-command.ts
async function measureCommand(configFile, serverSpecs, context) {
  const loaded = await budgetOrServers(configFile, serverSpecs, context);
  const servers = await resolveBudgetServers(loaded, context.callerEnv);
  mark5("config loaded");
  const measurement = await measureBudgetServers(loaded, servers, context);
  mark5("measured");
  const { judge, judgeContracts, exitCodeFor } = await judgeAndRender();
  const report = loaded.text ? judge(loaded.config, measurement, configFile).report : judgeContracts(loaded.config, measurement);
  mark5("judged");
  return {
    report,
    exitCode: exitCodeFor(report),
    ...loaded.text ? { budget: { file: configFile, text: loaded.text } } : {}
  };
}
async function budgetOrServers(configFile, serverSpecs, context) {
  const file = path13.resolve(context.cwd, configFile);
  if (context.configGiven && serverSpecs.length === 0 && !existsSync8(file))
    throw userError10("CONFIG_NOT_FOUND", { file: configFile });
  if (serverSpecs.length > 0 || !existsSync8(file))
    return { file, dir: context.cwd, text: "", config: serversWithoutBudget(serverSpecs, context.cwd) };
  return loadBudget2(file, configFile);
}

// chunk-VV3UFOW5.js
var require22 = __createRequire21(import.meta.url);
// src/cli/commands/measure.ts
async function run3(input) {
  sayTempNote(input);
  takesNoArguments(input);
  const prepared = prepare(input);
  const { configFile, configGiven, context } = prepared;
  const result = await measureCommand(configFile, input.values.server, { ...context, configGiven });
  return renderResult(input, "measure", prepared, result);
}

// chunk-FQLWVPGU.js
import { createRequire as __createRequire22 } from "node:module";
import {
  removeServerHomesSync
} from "./chunk-VV6WRPXC.js";
import {
  EXIT as EXIT2
} from "./chunk-2TKON5YV.js";
import { constants as constants2 } from "node:os";
var require23 = __createRequire22(import.meta.url);
// src/options/option-table.ts
var TABLE = [
  {
    flag: "config",
    type: "string",
    value: "<file>",
    help: ["budget file (default budget.json)"],
    input: {
      name: "config",
      default: "budget.json",
      description: "Path of the budget file, relative to working-directory."
    }
  },
  {
    flag: "server",
    type: "string",
    multiple: true,
    value: '"<command>"',
    help: ['a server to measure or init with (repeatable; "name=command" names it; or a url)']
  },
  {
    flag: "reporter",
    type: "string",
    value: "<name>",
    help: [
      "text | json | markdown | github | sarif | badge (default text; text also annotates under",
      "GitHub Actions; sarif is SARIF 2.1.0 for code scanning; badge a shields.io endpoint)"
    ]
  },
  { flag: "json", type: "boolean", help: ["same as --reporter json: one JSON document on stdout"] },
  {
    flag: "output",
    type: "string",
    value: "<file>",
    help: ["also write the JSON report to <file>"]
  },
  {
    flag: "base",
    type: "string",
    value: "<git-ref>",
    help: [
      "against the merge base with <ref>: every loosening of budget.json (BUDGET_RAISED), and",
      "every tool's change (the base measured in a temporary worktree, or its --base-report)"
    ],
    input: {
      name: "base",
      default: "${{ github.event.pull_request.base.sha }}",
      description: "Git ref to compare with (every loosening of budget.json is listed, and every tool's change against the merge base's figures: measured in a temporary worktree, or read from base-report or reports-dir). Defaults to the pull request's base commit as the runner read it from the event (no ref the pull request's code could move), and on a tag push to the previous release tag (by version order; pre-releases only for a pre-release)."
    }
  },
  {
    flag: "base-report",
    type: "string",
    value: "<file>",
    help: [
      "base figures from a report saved on the base branch (a file, or a directory of",
      "<sha>.json), instead of measuring the base"
    ],
    input: {
      name: "base-report",
      default: "",
      description: "A JSON report saved by a run on the base branch (an artifact); used for the base's figures instead of measuring the merge base."
    }
  },
  {
    flag: "base-setup",
    type: "string",
    value: "<command>",
    help: ["with --base: run in the base's worktree, inside the sandbox like --setup, before measuring it"],
    input: {
      name: "base-setup",
      default: "",
      description: `Command run in the merge base's worktree before measuring it, e.g. "npm ci && npm run build", inside the sandbox like setup.`
    }
  },
  {
    flag: "setup",
    type: "string",
    value: "<command>",
    help: [
      'run in the work tree inside the sandbox before measuring ("npm ci && npm run build"): network on, .git and',
      "HOME hidden; the pull request's install scripts run nowhere else"
    ],
    input: {
      name: "setup",
      default: "",
      description: `Command run in the checkout inside the sandbox before measuring, e.g. "npm ci && npm run build": the network is on and the work tree writable, but .git, HOME, the runner's files and every secret are out of reach. Use it instead of a workflow step that runs npm ci before mcp-budget.`
    }
  },
  // The Action takes acceptance from the pull request's label: a reviewed act that shows on the pull request.
  {
    flag: "accept-growth",
    type: "boolean",
    help: ["growth past the budget's growth gates was accepted in review: warnings, not errors"]
  },
  {
    flag: "unmeasured-base",
    type: "string",
    value: "error|warning",
    help: [
      "a base server that could not be measured (BASE_UNMEASURED) with growth",
      "gates: an error (default: a gate without an answer has not passed) or a warning"
    ],
    input: {
      name: "unmeasured-base",
      default: "",
      description: "What a base server that could not be measured (BASE_UNMEASURED) does when budget.json has growth gates: error (default; overrides growth.unmeasuredBase when set) or warning."
    }
  },
  {
    flag: "no-cache",
    type: "boolean",
    help: [
      "count every text and compile every schema afresh; do not read or write",
      "the count cache (~/.cache/mcp-budget)"
    ],
    input: {
      name: "no-cache",
      default: "false",
      description: "true: count every text and compile every schema afresh; do not read or write the count cache (~/.cache/mcp-budget)."
    }
  },
  {
    flag: "host",
    type: "string",
    value: "<name>",
    help: ["explain: what that host sends and where it cuts (src/hosts/<name>/profile.json: claude-code, codex, …)"]
  },
  {
    flag: "latest",
    type: "boolean",
    help: ["hosts verify: run each host's newest release on the npm registry, not its pinned version"]
  },
  {
    flag: "anthropic-count",
    type: "boolean",
    help: [
      "with hosts: count Anthropic-format payloads exactly with Anthropic's token-counting",
      "endpoint (needs ANTHROPIC_API_KEY)"
    ],
    input: {
      name: "anthropic-count",
      default: "false",
      description: "true: count Anthropic-format host payloads exactly with Anthropic's token-counting endpoint (needs ANTHROPIC_API_KEY in the step's env)."
    }
  },
  {
    flag: "anthropic-model",
    type: "string",
    value: "<id>",
    help: ["the model --anthropic-count counts for (default claude-sonnet-4-6)"],
    input: {
      name: "anthropic-model",
      default: "",
      description: "The model anthropic-count counts for (default claude-sonnet-4-6)."
    }
  },
  {
    flag: "raises",
    type: "string",
    value: "allow|fail",
    default: "allow",
    help: ["whether a raise fails the check (default allow: listed loudly)"],
    input: {
      name: "raises",
      default: "allow",
      description: "What a raised or added limit does: allow (listed loudly) or fail."
    }
  },
  {
    flag: "shard",
    type: "string",
    value: "<i/n>",
    help: ["measure only shard i of n (stable by server name); write --output and merge the shards"],
    input: {
      name: "shard",
      default: "",
      description: "Measure only shard i/n of the servers (a matrix job, e.g. 2/4); the shard's report is judged by a job with mode: merge."
    }
  },
  {
    flag: "capabilities",
    type: "string",
    value: "<preset>",
    help: [
      "client capabilities declared to every server: none, or all (roots, sampling,",
      "elicitation, tasks) to see the largest tool list servers offer"
    ],
    input: {
      name: "capabilities",
      default: "",
      description: "Client capabilities declared to every server: none, or all (roots, sampling, elicitation, tasks) to see the largest tool list servers offer."
    }
  },
  {
    flag: "concurrency",
    type: "string",
    value: "<n>",
    help: [
      "servers starting at once (default: number of CPUs); a slot frees once",
      "its server has answered its listings (at most twice <n> measured at once)"
    ],
    input: {
      name: "concurrency",
      default: "",
      description: "Servers starting at once (default the runner's CPU count); a server's slot frees once it has answered its listings, and at most twice as many are measured at once."
    }
  },
  {
    flag: "starts",
    type: "string",
    value: "<n>",
    help: [
      "start each server n times and report its start-up (spawn to tools/list answered: median",
      "and slowest); default 1, the run's own start. A measurement of this machine: at most a warning"
    ],
    input: {
      name: "starts",
      default: "",
      description: "Start each server n times and report its start-up (spawn to tools/list answered: median and slowest); default 1, the run's own start. At most a warning."
    }
  },
  {
    flag: "max-message-bytes",
    type: "string",
    value: "<n>",
    help: ["largest message kept and tokenized (default 67108864); larger ones are measured in bytes only"],
    input: {
      name: "max-message-bytes",
      default: "",
      description: "Largest message kept and tokenized (default 67108864); larger ones are measured in bytes only."
    }
  },
  { flag: "ci", type: "boolean", help: ["no colour or progress; init and update refuse to write"] },
  { flag: "no-color", type: "boolean", help: ["no colour (also NO_COLOR set, or FORCE_COLOR=0)"] },
  { flag: "quiet", type: "boolean", help: ["print errors and the verdict only"] },
  {
    flag: "env",
    type: "string",
    multiple: true,
    value: "<NAME>",
    help: [
      "init: a variable the servers need to start (an API key): written to sandbox.passEnv",
      "so it reaches them from the environment (repeatable)"
    ]
  },
  { flag: "force", type: "boolean", help: ["init: overwrite an existing budget file"] },
  {
    flag: "dry-run",
    type: "boolean",
    help: ["init, update: show what would change, write nothing"]
  },
  {
    flag: "headroom",
    type: "string",
    value: "<percent>",
    help: ["init, update: totals sit this far above today's (default 10)"]
  },
  {
    flag: "time",
    type: "string",
    value: "<seconds>",
    help: ["explore: the time budget of the whole search (default 60)"]
  },
  {
    flag: "write",
    type: "boolean",
    help: ["explore: add each worst case to budget.json as a fixture, for check to hold"]
  },
  { flag: "help", type: "boolean", short: "h", help: [] },
  { flag: "version", type: "boolean", short: "v", help: [] },
  // The Action's own inputs: where it runs, what it posts, how it is fed.
  {
    type: "string",
    help: [],
    input: { name: "working-directory", default: ".", description: "Directory to run in (a package in a monorepo)." }
  },
  {
    type: "string",
    help: [],
    input: {
      name: "reports-dir",
      default: "",
      description: "Directory of saved reports by commit (<sha>.json). Runs without a base (pushes to the default branch) keep their report there; pull requests use the merge base's report from there instead of measuring the base, and measure it when there is none. Carry it between runs with actions/cache (see docs/action.md)."
    }
  },
  {
    type: "string",
    help: [],
    input: {
      name: "fail-on-stale",
      default: "true",
      description: "Fail when an oversized entry shrank and budget.json was not lowered (true), or only warn (false)."
    }
  },
  {
    type: "string",
    help: [],
    input: {
      name: "comment",
      default: "false",
      description: "Post or update one sticky pull request comment with the summary (needs pull-requests write): false, true (= always), always, on-change (a change against the base, a raise or a failure; otherwise only an earlier comment is refreshed), on-failure (likewise, for failures)."
    }
  },
  {
    type: "string",
    help: [],
    input: {
      name: "mode",
      default: "check",
      description: "check (measure and judge); merge: judge the shard reports of a matrix (shards) as one run; or comment: post the comment from a report another run uploaded (from-report), for a workflow_run job on fork pull requests. Comment mode runs no server and no code of the pull request."
    }
  },
  {
    type: "string",
    help: [],
    input: {
      name: "shards",
      default: "",
      description: "With mode merge, the shard reports: files, or folders of them (every .json inside), one a line."
    }
  },
  {
    type: "string",
    help: [],
    input: {
      name: "from-report",
      default: "",
      description: "With mode comment, the path of the JSON report the measuring run uploaded."
    }
  },
  {
    type: "string",
    help: [],
    input: { name: "github-token", default: "${{ github.token }}", description: "Token for the pull request comment." }
  },
  {
    type: "string",
    help: [],
    input: {
      name: "pull-request-labels",
      default: "${{ toJSON(github.event.pull_request.labels.*.name) }}",
      description: "The pull request's labels as the runner read them from the event (a JSON list; the label 'mcp-budget: accept growth' accepts growth past the gates). Leave the default: the event file on disk is writable by any earlier step."
    }
  },
  {
    type: "string",
    help: [],
    input: {
      name: "pull-request-head",
      default: "${{ github.event.pull_request.head.sha }}",
      description: "The pull request's head commit as the runner read it from the event. On a pull request HEAD must be this commit or the merge commit (GITHUB_SHA), or the run stops (exit 2): a step before the gate moved the checkout."
    }
  }
];
var OPTION_TABLE = TABLE;
var FLAG_OPTIONS = TABLE.filter(
  (option) => "flag" in option
);
var CLI_OPTIONS = Object.fromEntries(
  FLAG_OPTIONS.map((option) => [
    option.flag,
    {
      type: option.type,
      ...option.multiple ? { multiple: true, default: [] } : {},
      ...option.short ? { short: option.short } : {},
      ...option.type === "boolean" ? { default: false } : option.default !== void 0 ? { default: option.default } : {}
    }
  ])
);
var ACTION_INPUTS = OPTION_TABLE.flatMap(
  (option) => option.input ? [{ ...option.input, flag: option.flag }] : []
);
// src/commands/process-cleanup.ts
function installProcessCleanup() {
  const cleanup = () => {
    killAllGroupsSync();
    removeServerHomesSync();
    removeBaseWorktreesSync();
  };
  process.on("exit", cleanup);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.once(signal, () => {
      cleanup();
      process.exit(128 + constants2.signals[signal]);
    });
  }
  process.stdout.on("error", (error) => {
    if (error.code === "EPIPE") process.exit(process.exitCode ?? EXIT2.ok);
    throw error;
  });
}

// cli-run-72Z7OFQV.js
import "./chunk-VV6WRPXC.js";
import "./chunk-CCW25KA5.js";
import "./start-shared-3AE6A6EC.js";
import { __m1_nearName as nearName } from "./start-shared-3AE6A6EC.js";
import "./chunk-4FMI7NQJ.js";
import {
  EXIT as EXIT3,
  EXIT_CODES,
  isUsageError,
  neutralizeWorkflowCommands,
  showControls as showControls2,
  userError as userError11
} from "./chunk-2TKON5YV.js";
import "./chunk-HANBNIMK.js";
import { parseArgs } from "node:util";
var require24 = __createRequire23(import.meta.url);
// src/cli/cli-run.ts
// src/cli/commands.ts
var EVERY = ["reporter", "json", "ci", "help", "version"];
var MEASURING = [
  "no-cache",
  "anthropic-count",
  "anthropic-model",
  "capabilities",
  "concurrency",
  "max-message-bytes"
];
var REPORTING = ["output", "no-color", "quiet"];
var COMMAND_DECLARATIONS = [
  {
    name: "check",
    usage: "check",
    help: ["measure the servers of budget.json and compare (default)"],
    options: [
      ...EVERY,
      "config",
      ...MEASURING,
      ...REPORTING,
      "base",
      "base-report",
      "base-setup",
      "setup",
      "accept-growth",
      "unmeasured-base",
      "raises",
      "shard",
      "starts"
    ],
    load: () => import("./check-RJYP4ELE.js")
  },
  {
    name: "measure",
    usage: "measure",
    help: ["the cost table: every tool, heaviest first (no budget needed)"],
    options: [...EVERY, "config", "server", ...MEASURING, ...REPORTING, "starts"],
    load: () => import("./measure-T7ZBXIIJ.js")
  },
  {
    name: "init",
    usage: "init",
    help: ["write a first budget.json that today's servers pass"],
    options: [...EVERY, "config", "server", ...MEASURING, ...REPORTING, "env", "force", "dry-run", "headroom"],
    load: () => import("./init-WQR6B5X3.js")
  },
  {
    name: "update",
    usage: "update",
    help: ["lower stale oversized entries (never raises a number)"],
    options: [...EVERY, "config", ...MEASURING, ...REPORTING, "dry-run", "headroom"],
    load: () => import("./update-O5CTITS6.js")
  },
  {
    name: "merge",
    usage: "merge <reports…>",
    help: ["one verdict from the JSON reports of check --shard i/n runs"],
    options: [...EVERY, "config", ...REPORTING, "base", "raises"],
    load: () => import("./merge-RNEKBGXZ.js")
  },
  {
    name: "drift",
    usage: "drift <figures…>",
    help: [
      "production sizes recorded by mcp-budget/guard against the fixtures': proposes fixtures",
      "for tools larger in production than anything CI calls"
    ],
    options: [...EVERY, "config", ...MEASURING],
    load: () => import("./drift-5FMK4ZNF.js")
  },
  {
    name: "explain",
    usage: "explain <subject>",
    help: [
      "where the bytes go: <server>/<tool> (description, schema, each property)",
      "or fixture:<name> (each field's share of the result, repeated nested objects);",
      "session:<name>: each model request of the session on each host in hosts, turn by turn;",
      "explain <CODE>: what a finding code means, what to do, and its page"
    ],
    options: [...EVERY, "config", ...MEASURING, "host"],
    load: () => import("./explain-VGWDBUEQ.js")
  },
  {
    name: "suggest",
    usage: "suggest [subject]",
    help: [
      "changes that save tokens, each measured by making it and counting again: for every",
      "definition and fixture result, or one <server>, <server>/<tool> or fixture:<name>"
    ],
    options: [...EVERY, "config", ...MEASURING],
    load: () => import("./suggest-M5UDD63Q.js")
  },
  {
    name: "explore",
    usage: "explore [server/tool…]",
    help: [
      "the worst case of each read-only tool: the arguments its inputSchema allows that make",
      "its result largest, each a real call in the sandbox; --write adds them as fixtures"
    ],
    // Sessions opened as the measuring commands open them, one server at a time, counted without the cache.
    options: [...EVERY, "config", "capabilities", "max-message-bytes", "time", "write"],
    load: () => import("./explore-RWYUXSJU.js")
  },
  {
    name: "hosts",
    usage: "hosts [name]",
    help: [
      "the host profiles' facts (src/hosts/<name>/profile.json): value, source, version read at, age;",
      "hosts proxy <server>: one server of budget.json in the sandbox, stdio passed through;",
      "hosts record [host...]: run the real hosts (npm) offline on the fixtures, print what changed;",
      "hosts verify [host...]: the same runs held to check's per-host figures, each difference named"
    ],
    options: [...EVERY, "config", "latest"],
    load: () => import("./hosts-DFEKZVSR.js")
  },
  {
    name: "help",
    usage: "help [command]",
    help: ["this text, or one command's options"],
    options: EVERY
  }
];
var COMMANDS = COMMAND_DECLARATIONS.map((declaration) => declaration.name);
function declarationOf(command) {
  return COMMAND_DECLARATIONS.find((declaration) => declaration.name === command);
}
// src/cli/options.ts
var OPTION_TABLE2 = OPTION_TABLE.map(
  (option) => ({
    ...option,
    commands: COMMAND_DECLARATIONS.filter(
      (declaration) => option.flag !== void 0 && declaration.options.includes(option.flag)
    ).map((declaration) => declaration.name)
  })
);
var FLAGS = OPTION_TABLE2.filter((option) => option.flag !== void 0);
function misplacedFlag(command, flags) {
  for (const name of flags) {
    const option = FLAGS.find((candidate) => candidate.flag === name);
    if (option && !option.commands.includes(command)) return { flag: name, command, commands: option.commands };
  }
  return void 0;
}
function optionsHelp(command) {
  const shown = FLAGS.filter(
    (option) => option.help.length > 0 && (command === void 0 || option.commands.includes(command))
  );
  const label = (option) => `--${option.flag}${option.value ? ` ${option.value}` : ""}`;
  const width = Math.max(...shown.filter((option) => label(option).length <= 24).map((option) => label(option).length)) + 2;
  const lines = shown.flatMap((option) => {
    const head = label(option);
    const [first, ...rest] = option.help;
    const pad = " ".repeat(width);
    return head.length + 2 > width ? [`  ${head}`, `  ${pad}${first}`, ...rest.map((line) => `  ${pad}${line}`)] : [`  ${head.padEnd(width)}${first}`, ...rest.map((line) => `  ${pad}${line}`)];
  });
  return [...lines, "  -h, --help, -v, --version"].join("\n");
}
// src/cli/cli-run.ts
function commandsHelp(only) {
  const rows = COMMAND_DECLARATIONS.filter(({ name }) => only === void 0 || name === only);
  const width = Math.max(...COMMAND_DECLARATIONS.map(({ usage }) => usage.length)) + 2;
  return rows.flatMap(({ usage, help: [first, ...rest] }) => [
    `  ${usage.padEnd(width)}${first}`,
    ...rest.map((line) => `  ${" ".repeat(width)}${line}`)
  ]).join("\n");
}
var USAGE = `mcp-budget ${VERSION}: budgets for what MCP servers cost an agent's context

Usage: mcp-budget [command] [options]

Commands:
${commandsHelp()}

Options:
${optionsHelp()}

Exit codes: ${EXIT_CODES.map((row) => `${row.code} ${row.help}`).join(", ")}.`;
function commandUsage(command) {
  return `Usage: mcp-budget ${declarationOf(command).usage} [options]

${commandsHelp(command)}

Options:
${optionsHelp(command)}
`;
}
async function runCli(raw) {
  const io = {
    ...raw,
    stdout: { isTTY: raw.stdout.isTTY, write: (text) => raw.stdout.write(neutralizeWorkflowCommands(text)) },
    stderr: {
      isTTY: raw.stderr.isTTY,
      write: (text) => raw.stderr.write(neutralizeWorkflowCommands(showControls2(text, true)))
    },
    annotations: raw.stdout
  };
  try {
    return await run4(io);
  } catch (error) {
    if (!isUsageError(error)) throw error;
    io.stderr.write(
      `mcp-budget: ${error.message}
${error.showHelp ? "Run `mcp-budget --help` for commands and options.\n" : ""}`
    );
    return error.exitCode;
  }
}
async function run4(io) {
  const { values, positionals, given } = parseCommandLine(io.argv);
  if (values.version) return void io.stdout.write(`${VERSION}
`), EXIT3.ok;
  const command = positionals[0] ?? "check";
  if (!COMMANDS.includes(command)) throw userError11("UNKNOWN_COMMAND", { command, commands: COMMANDS });
  const declaration = declarationOf(command);
  if (!declaration.load || values.help) return help(declaration.load ? positionals[0] : positionals[1], io);
  const misplaced = misplacedFlag(command, given);
  if (misplaced) throw userError11("FLAG_NOT_OF_COMMAND", misplaced);
  const { run: runCommand } = await declaration.load();
  return runCommand({ name: command, args: positionals.slice(1), values, io });
}
function parseCommandLine(argv) {
  try {
    const parsed = parseArgs({ args: argv, allowPositionals: true, options: CLI_OPTIONS, tokens: true });
    const given = parsed.tokens.flatMap((token) => token.kind === "option" ? [token.name] : []);
    return { values: parsed.values, positionals: parsed.positionals, given };
  } catch (error) {
    const unknown = error.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" ? /'(-[^']*)'/.exec(error.message)?.[1] : void 0;
    if (!unknown) throw userError11("ARGUMENTS_NOT_PARSED", { said: error.message });
    const near = nearName(unknown.split("=")[0], Object.keys(CLI_OPTIONS), (name) => `--${name}`);
    throw userError11("UNKNOWN_OPTION", { option: unknown, ...near ? { near } : {} });
  }
}
function help(topic, io) {
  if (topic === void 0) return void io.stdout.write(`${USAGE}
`), EXIT3.ok;
  if (!COMMANDS.includes(topic)) throw userError11("HELP_NO_COMMAND", { topic, commands: COMMANDS });
  io.stdout.write(commandUsage(topic));
  return EXIT3.ok;
}
function main() {
  installProcessCleanup();
  runCli({
    argv: process.argv.slice(2),
    env: process.env,
    cwd: process.cwd(),
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    rawStdout: process.stdout
  }).then(exitOnceWritten, (error) => {
    process.stderr.write(`mcp-budget: internal error: ${error.stack ?? String(error)}
`);
    exitOnceWritten(EXIT3.usage);
  });
}
function exitOnceWritten(code) {
  process.exitCode = code;
  const unwritten = [process.stdout, process.stderr].filter((stream) => stream.writableLength > 0);
  void Promise.all(unwritten.map((stream) => new Promise((resolve) => stream.once("drain", resolve)))).then(
    () => process.exit(code)
  );
}
export {
  CLI_OPTIONS,
  COMMANDS,
  USAGE,
  DEFAULT_MAX_MESSAGE_BYTES as __m10_DEFAULT_MAX_MESSAGE_BYTES,
  DEFAULT_TIMEOUTS as __m10_DEFAULT_TIMEOUTS,
  ServerSession as __m10_ServerSession,
  loadAfterStart as __m10_loadAfterStart,
  LAUNCHER_ENV as __m11_LAUNCHER_ENV,
  applyInside as __m11_applyInside,
  confine as __m11_confine,
  environmentHandOver as __m11_environmentHandOver,
  killAllGroupsSync as __m11_killAllGroupsSync,
  launch as __m11_launch,
  refuseOutsidePolicy as __m11_refuseOutsidePolicy,
  spawnGroup as __m11_spawnGroup,
  terminateGroup as __m11_terminateGroup,
  waitUntilReady as __m11_waitUntilReady,
  within as __m11_within,
  checkCommand as __m12_checkCommand,
  keepReport as __m12_keepReport,
  removeBaseWorktreesSync as __m12_removeBaseWorktreesSync,
  runSetup as __m13_runSetup,
  loadBase as __m14_loadBase,
  measureBaseSide as __m14_measureBaseSide,
  packageVersions as __m14_packageVersions,
  parseReport as __m14_parseReport,
  readReportFile as __m14_readReportFile,
  resolveBase as __m14_resolveBase,
  resolveBaseSide as __m14_resolveBaseSide,
  serverConfigs as __m14_serverConfigs,
  measureAll as __m15_measureAll,
  measureBudgetServers as __m16_measureBudgetServers,
  callerReferences as __m17_callerReferences,
  policed as __m17_policed,
  reachWidenings as __m17_reachWidenings,
  renderJson as __m18_renderJson,
  run3 as __m19_run,
  run2 as __m1_run,
  measureCommand as __m20_measureCommand,
  serversWithoutBudget as __m21_serversWithoutBudget,
  withPassEnv as __m21_withPassEnv,
  ACTION_INPUTS as __m22_ACTION_INPUTS,
  CLI_OPTIONS as __m22_CLI_OPTIONS,
  OPTION_TABLE as __m22_OPTION_TABLE,
  installProcessCleanup as __m22_installProcessCleanup,
  prepare as __m2_prepare,
  renderResult as __m2_renderResult,
  sayTempNote as __m2_sayTempNote,
  takesNoArguments as __m2_takesNoArguments,
  appendJson as __m3_appendJson,
  budgetLocation as __m3_budgetLocation,
  editJson as __m3_editJson,
  placeFinder2 as __m3_placeFinder,
  writeFileAtomic as __m3_writeFileAtomic,
  judgeAndRender as __m4_judgeAndRender,
  oneOf as __m4_oneOf,
  runOptions as __m4_runOptions,
  wholeNumber as __m4_wholeNumber,
  budgetDigest as __m5_budgetDigest,
  defaultConcurrency as __m5_defaultConcurrency,
  mapAdmitted as __m5_mapAdmitted,
  parseShard as __m5_parseShard,
  shardPlan as __m5_shardPlan,
  CAPABILITY_PRESETS as __m6_CAPABILITY_PRESETS,
  KNOWN_MCP_CONFIGS as __m6_KNOWN_MCP_CONFIGS,
  RICHEST_CAPABILITIES as __m6_RICHEST_CAPABILITIES,
  addWorktreeSync as __m6_addWorktreeSync,
  committedEnvFile as __m6_committedEnvFile,
  filterTools as __m6_filterTools,
  git as __m6_git,
  gitSync as __m6_gitSync,
  listTools as __m6_listTools,
  measureServer as __m6_measureServer,
  previousTag as __m6_previousTag,
  readCheckout as __m6_readCheckout,
  resolveBudgetServers as __m6_resolveBudgetServers,
  resolveServers as __m6_resolveServers,
  sessionOptionsFor as __m6_sessionOptionsFor,
  MAX_LIST_PAGES as __m7_MAX_LIST_PAGES,
  METHOD_NOT_FOUND as __m7_METHOD_NOT_FOUND,
  SURFACE_LISTS as __m7_SURFACE_LISTS,
  VERSION as __m7_VERSION,
  listPages as __m7_listPages,
  listSurface as __m7_listSurface,
  listedKind as __m7_listedKind,
  measureSurface as __m7_measureSurface,
  package_default2 as __m7_package_default,
  surfaceReports as __m7_surfaceReports,
  surfaceTexts as __m7_surfaceTexts,
  DEFAULT_HOST_TOOL_NAME as __m8_DEFAULT_HOST_TOOL_NAME,
  OTHER_MEMBERS as __m8_OTHER_MEMBERS,
  SCHEMA_COMPILER_VERSION as __m8_SCHEMA_COMPILER_VERSION,
  charCount as __m8_charCount,
  checkValue as __m8_checkValue,
  compileSchema as __m8_compileSchema,
  inputSchemaProblems as __m8_inputSchemaProblems,
  loadSchemaCompiler as __m8_loadSchemaCompiler,
  measureText as __m8_measureText,
  measureTool as __m8_measureTool,
  prepareSchemaCompiler as __m8_prepareSchemaCompiler,
  underDeadline as __m8_underDeadline,
  workStep as __m8_workStep,
  SERVER_FAILURE_CODES as __m9_SERVER_FAILURE_CODES,
  ServerFailure as __m9_ServerFailure,
  StderrTail as __m9_StderrTail,
  shownHttpBody as __m9_shownHttpBody,
  shownUrl as __m9_shownUrl,
  main,
  runCli
};
