import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  charCount
} from "./chunk-5CXZJLR2.js";
import {
  ServerFailure
} from "./chunk-3D2HOP6Y.js";
import {
  nodeCrypto
} from "./chunk-CCW25KA5.js";

// package.json
var package_default = {
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
var VERSION = package_default.version;

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
    digest: nodeCrypto().createHash("sha256").update(json).digest("hex").slice(0, 16),
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

export {
  MAX_LIST_PAGES,
  listPages,
  SURFACE_LISTS,
  listedKind,
  METHOD_NOT_FOUND,
  listSurface,
  surfaceTexts,
  measureSurface,
  surfaceReports,
  package_default,
  VERSION
};
