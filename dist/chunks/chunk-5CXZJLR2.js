import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  nodeCrypto
} from "./chunk-CCW25KA5.js";
import {
  MeasuringTimedOut,
  SLICE_MS,
  interruptible,
  nextTurn
} from "./chunk-4WBB3T6B.js";

// src/measure/tool-contract.ts
function toolContract(tool) {
  const outputs = fieldsOf(tool.outputSchema);
  const { name: _name, inputSchema, outputSchema, annotations, ...rest } = tool;
  const sorted = Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a < b ? -1 : 1));
  const schemas = {
    ...inputSchema !== void 0 ? { input: inputSchema } : {},
    ...outputSchema !== void 0 ? { output: outputSchema } : {},
    ...annotations !== void 0 ? { annotations } : {},
    rest: nodeCrypto().createHash("sha256").update(JSON.stringify(sorted)).digest("hex").slice(0, 16)
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
    digest: nodeCrypto().createHash("sha256").update(json).digest("hex").slice(0, 16),
    // The definition apart from its name: a removed and a new tool with the same one are a rename.
    bodyDigest: nodeCrypto().createHash("sha256").update(JSON.stringify({ ...tool, name: "" })).digest("hex").slice(0, 16),
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
    digest: nodeCrypto().createHash("sha256").update(text).digest("hex").slice(0, 16)
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

export {
  DEFAULT_HOST_TOOL_NAME,
  measureTool,
  measureText,
  charCount,
  OTHER_MEMBERS,
  loadSchemaCompiler,
  prepareSchemaCompiler,
  SCHEMA_COMPILER_VERSION,
  compileSchema,
  inputSchemaProblems,
  checkValue,
  underDeadline,
  workStep
};
