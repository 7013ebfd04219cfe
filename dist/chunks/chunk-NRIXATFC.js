import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  defaultConcurrency,
  mapAdmitted
} from "./chunk-MY2LJSFD.js";
import {
  measureServer
} from "./chunk-WW27EMXN.js";
import {
  VERSION
} from "./chunk-FY3BZNSC.js";
import {
  DEFAULT_MAX_MESSAGE_BYTES
} from "./chunk-I57BBHVV.js";
import {
  SCHEMA_COMPILER_VERSION,
  prepareSchemaCompiler
} from "./chunk-5CXZJLR2.js";
import {
  isInside,
  realOrResolved,
  workTreeOf
} from "./chunk-LYTVLWCL.js";
import {
  nodeCrypto
} from "./chunk-CCW25KA5.js";
import {
  loadTokenizer
} from "./chunk-RQNAL72N.js";

// src/measure/count-cache.ts
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import os from "node:os";
import path2 from "node:path";

// node_modules/gpt-tokenizer/package.json
var package_default = {
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
import path from "node:path";
var decided = /* @__PURE__ */ new Map();
function cacheMayBeUsed(file, projectDir) {
  const dir = path.dirname(path.resolve(file));
  const known = decided.get(`${dir}\0${projectDir}`);
  if (known !== void 0) return known;
  const top = workTreeOf(projectDir);
  const answer = !top || !(isInside(dir, top) || isInside(realOrResolved(dir), realOrResolved(top)));
  decided.set(`${dir}\0${projectDir}`, answer);
  return answer;
}

// src/measure/count-cache.ts
var COUNTER_VERSION = `gpt-tokenizer@${package_default.version}+heap-merge-1`;
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
    const file = path2.join(cacheDirectory(env), `${stem}.json`);
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
    return nodeCrypto().createHash("sha256").update(`${this.counterVersion}\0${this.encoding}\0`).update(text).digest("base64url");
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
      mkdirSync(path2.dirname(this.file), { recursive: true });
      const temp = `${this.file}.${process.pid}.tmp`;
      writeFileSync(temp, JSON.stringify({ format: 1, entries: Object.fromEntries(kept) }));
      renameSync(temp, this.file);
    } catch {
    }
  }
};
function readEntries(file) {
  try {
    const stored = JSON.parse(readFileSync(file, "utf8"));
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
  const base = env.XDG_CACHE_HOME || path2.join(env.HOME || os.homedir(), ".cache");
  return path2.join(base, "mcp-budget");
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
      setImmediate(nodeCrypto);
      const { counts: countCache, schemas } = cached ? caches() : {};
      const fixtures = (config.fixtures?.length ?? 0) > 0;
      if (!countCache || countCache.isEmpty || fixtures) setImmediate(startTokenizer);
      if (!schemas || schemas.isEmpty || fixtures)
        setImmediate(() => void prepareSchemaCompiler().catch(() => void 0));
    }
  };
}

export {
  measureAll
};
