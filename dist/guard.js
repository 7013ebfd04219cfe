import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  largestFitting
} from "./chunks/chunk-4RWOK5JE.js";
import {
  getPointer,
  withPointer
} from "./chunks/chunk-TOTTZ5MB.js";
import {
  runtimeResultCeiling
} from "./chunks/chunk-UQ5GGXX4.js";
import "./chunks/chunk-WL76CDZ4.js";
import {
  fmt
} from "./chunks/chunk-CEK7UD7K.js";
import {
  measureResult
} from "./chunks/chunk-NGA7DO4P.js";
import { __m0_isToolFixture as isToolFixture, __m0_parseBudget as parseBudget } from "./chunks/start-shared-3AE6A6EC.js";
import "./chunks/start-shared-3AE6A6EC.js";
import { __m6_loadTokenizer as loadTokenizer, __m6_withCountsOf as withCountsOf } from "./chunks/start-shared-3AE6A6EC.js";
import "./chunks/chunk-4FMI7NQJ.js";
import {
  ConfigError,
  userError
} from "./chunks/chunk-2TKON5YV.js";
import "./chunks/chunk-HANBNIMK.js";

// src/guard/guard-policy.ts
import { existsSync, readFileSync, realpathSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";
function loadGuardPolicy(budget, server) {
  const { file, from } = budgetFile(budget);
  const label = budget instanceof URL ? budget.href : budget;
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    const where = from ? ` (${file}: a relative path is read from the server's own package, ${from}; pass an absolute path or new URL('./budget.json', import.meta.url) for another place)` : "";
    throw userError("GUARD_BUDGET_UNREADABLE", { file: label, reason: error.message, where });
  }
  return guardPolicy(label, parseBudget(label, text), server);
}
function budgetFile(budget, entry = process.argv[1]) {
  if (budget instanceof URL || budget.startsWith("file:")) return { file: fileURLToPath(budget) };
  if (path.isAbsolute(budget)) return { file: budget };
  const root = entry === void 0 ? process.cwd() : packageRoot(entry);
  return { file: path.resolve(root, budget), from: root };
}
function packageRoot(entry) {
  let real;
  try {
    real = realpathSync(entry);
  } catch {
    real = path.resolve(entry);
  }
  const start = path.dirname(real);
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) return start;
  }
}
function guardPolicy(file, config, server) {
  const known = Object.hasOwn(config.servers ?? {}, server) || (config.fixtures ?? []).some((fixture) => fixture.server === server);
  if (!known && config.mcpConfig === void 0) {
    throw userError("GUARD_NO_SERVER", { file, server, names: Object.keys(config.servers ?? {}) });
  }
  const fixtures = (config.fixtures ?? []).map((fixture, index) => ({ fixture, index })).filter(
    (entry) => entry.fixture.server === server && isToolFixture(entry.fixture)
  );
  const paginated = /* @__PURE__ */ new Map();
  for (const { fixture } of fixtures)
    if (fixture.paginate && !paginated.has(fixture.tool)) paginated.set(fixture.tool, fixture.paginate);
  return {
    server,
    tokenizer: config.tokenizer ?? "o200k_base",
    ceilings(tool, args) {
      const own = fixtures.find(({ fixture }) => fixture.tool === tool && sameCall(fixture, args));
      const tokens = runtimeResultCeiling(config, server, "tokens", own);
      const bytes = runtimeResultCeiling(config, server, "bytes", own);
      return { ...tokens ? { tokens } : {}, ...bytes ? { bytes } : {} };
    },
    paginate: (tool) => paginated.get(tool)
  };
}
function sameCall(fixture, args) {
  const given = typeof args === "object" && args !== null ? args : {};
  const cursor = fixture.paginate?.cursorArgument;
  const strip = (record) => cursor === void 0 ? record : Object.fromEntries(Object.entries(record).filter(([key]) => key !== cursor));
  return isDeepStrictEqual(strip(fixture.arguments ?? {}), strip(given));
}

// src/guard/records.ts
function recordsPointer(value, declared) {
  if (declared !== void 0 && Array.isArray(getPointer(value, declared))) return declared;
  if (Array.isArray(value)) return "";
  if (typeof value !== "object" || value === null) return void 0;
  const keys = Object.keys(value);
  if (keys.length === 1 && Array.isArray(value[keys[0]]))
    return `/${keys[0].replace(/~/g, "~0").replace(/\//g, "~1")}`;
  return void 0;
}
function recordCopies(result, declared) {
  const copies = [];
  const structured = result.structuredContent;
  const structuredPointer = structured === void 0 ? void 0 : recordsPointer(structured, declared);
  if (structuredPointer !== void 0)
    copies.push({ where: "structured", value: structured, pointer: structuredPointer, indent: 0 });
  const content = Array.isArray(result.content) ? result.content : [];
  content.forEach((block, index) => {
    if (block?.type !== "text" || typeof block.text !== "string" || !/^\s*[[{]/.test(block.text)) return;
    let value;
    try {
      value = JSON.parse(block.text);
    } catch {
      return;
    }
    const pointer = recordsPointer(value, declared);
    if (pointer !== void 0) copies.push({ where: index, value, pointer, indent: indentOf(block.text, value) });
  });
  return copies;
}
function recordCount(copy) {
  return getPointer(copy.value, copy.pointer).length;
}
function keepRecords(copy, kept, note) {
  const records = getPointer(copy.value, copy.pointer);
  const value = withPointer(copy.value, copy.pointer, records.slice(0, kept));
  if (note === void 0 || typeof value !== "object" || value === null || Array.isArray(value))
    return { value, noted: false };
  return { value: { ...value, truncated: true, note }, noted: true };
}
function writeCopy(copy, value) {
  return copy.indent === 0 ? JSON.stringify(value) : JSON.stringify(value, null, copy.indent);
}
function indentOf(text, value) {
  if (!/\n/.test(text)) return 0;
  const spaces = /\n( +)\S/.exec(text)?.[1]?.length ?? 2;
  return JSON.stringify(value, null, spaces) === text.trim() ? spaces : 0;
}

// src/guard/cut-result.ts
function cutResult(result, request) {
  const { kept, dropped } = withoutExtras(result, request);
  const next = nextCursor(kept, request);
  const held = { ...request, dropped, ...next === void 0 ? {} : { next } };
  if (dropped.length > 0) {
    const blocks = Array.isArray(kept.content) ? kept.content : [];
    const whole = {
      ...kept,
      content: [
        ...blocks,
        {
          type: "text",
          text: `[mcp-budget guard: not sent: ${dropped.join(", ")}, to keep this result within ${request.limit}.]`
        }
      ]
    };
    if (request.fits(whole)) return { result: whole, how: "text", kept: textLength(blocks), total: textLength(blocks) };
  }
  return cutRecords(kept, held) ?? cutText(kept, held);
}
var PARTS = /* @__PURE__ */ new Set(["content", "structuredContent", "isError", "resultType"]);
function withoutExtras(result, request) {
  const extras = Object.keys(result).filter((key) => !PARTS.has(key));
  if (extras.length === 0) return { kept: result, dropped: [] };
  const withExtras = Object.fromEntries(
    Object.entries(result).filter(([key]) => !PARTS.has(key) || key === "isError" || key === "resultType")
  );
  if (request.fits({ ...withExtras, content: [marker(0, 0, request, extras)] })) return { kept: result, dropped: [] };
  return {
    kept: Object.fromEntries(Object.entries(result).filter(([key]) => PARTS.has(key))),
    dropped: extras.map((key) => `"${key}"`)
  };
}
function nextCursor(result, request) {
  if (!request.paginate) return void 0;
  const copy = recordCopies(result, request.paginate.items)[0];
  const next = copy ? getPointer(copy.value, request.paginate.nextCursor) : void 0;
  if (next === void 0 || next === null || next === "") return void 0;
  return { value: typeof next === "string" ? next : JSON.stringify(next), total: recordCount(copy) };
}
function withheld(what, request) {
  return {
    content: [
      {
        type: "text",
        text: `[mcp-budget guard: result withheld: ${what} was over ${request.limit}. Ask for a narrower part to see it.]`
      }
    ],
    isError: true
  };
}
function cutRecords(result, request) {
  const copies = recordCopies(result, request.paginate?.items);
  if (copies.length === 0) return void 0;
  const total = Math.max(...copies.map(recordCount));
  const next = request.paginate ? getPointer(copies[0].value, request.paginate.nextCursor) : void 0;
  const hasNext = next !== void 0 && next !== null && next !== "";
  const candidate = (kept2) => {
    const note = recordsNote(kept2, total, request, hasNext);
    const content = Array.isArray(result.content) ? [...result.content] : [];
    let structured = result.structuredContent;
    let unnoted = false;
    let noted = false;
    for (const copy of copies) {
      const strict = copy.where === "structured" && request.outputSchema === true;
      const { value, noted: here } = keepRecords(copy, kept2, strict ? void 0 : note);
      noted ||= here;
      unnoted ||= !here && !strict;
      if (copy.where === "structured") structured = value;
      else content[copy.where] = { ...content[copy.where], text: writeCopy(copy, value) };
    }
    if (unnoted || !noted) content.push({ type: "text", text: JSON.stringify({ truncated: true, note }) });
    return { ...result, content, ...structured === void 0 ? {} : { structuredContent: structured } };
  };
  const kept = largestFitting(total, (n) => request.fits(candidate(n)), total * request.share);
  return kept === void 0 || kept === 0 ? void 0 : { result: candidate(kept), how: "records", kept, total };
}
function recordsNote(kept, total, { limit, paginate, dropped, pageSize }, hasNext) {
  const shown = `mcp-budget guard: ${fmt(kept)} of ${fmt(total)} records shown; the other ${fmt(total - kept)} were cut to keep this result within ${limit}.${dropped && dropped.length > 0 ? ` Not sent either: ${dropped.join(", ")}.` : ""}`;
  const narrower = `Ask for fewer records at a time (${smallerPage(pageSize)}a narrower query or a filter) to see them`;
  if (!paginate) return `${shown} ${narrower}.`;
  const cursor = hasNext ? `; the next cursor in this result continues after all ${fmt(total)} records, not after the ${fmt(kept)} shown` : "";
  return `${shown} ${narrower}, and page with \`${paginate.cursorArgument}\`${cursor}.`;
}
function cutText(result, request) {
  const blocks = Array.isArray(result.content) ? result.content : [];
  const isText = (block) => block?.type === "text" && typeof block.text === "string";
  const total = blocks.reduce((sum, block) => sum + (isText(block) ? block.text.length : 0), 0);
  const others = blocks.filter((block) => !isText(block)).length;
  const { structuredContent: _structured, content: _content, ...rest } = result;
  const withStructured = result.structuredContent !== void 0 && request.fits({ ...result, content: [marker(0, total, request, [])] });
  const withOthers = others > 0 && request.fits({
    ...withStructured ? result : rest,
    content: [...blocks.filter((block) => !isText(block)), marker(0, total, request, [])]
  });
  const dropped = [
    ...request.dropped ?? [],
    ...result.structuredContent !== void 0 && !withStructured ? ["structuredContent"] : [],
    ...others > 0 && !withOthers ? [`${others} non-text content block${others === 1 ? "" : "s"}`] : []
  ];
  const candidate = (kept2) => {
    const content = [];
    let left = kept2;
    for (const block of blocks) {
      if (!isText(block)) {
        if (withOthers) content.push(block);
        continue;
      }
      const text = block.text;
      if (left >= text.length) content.push(block);
      else if (left > 0) content.push({ ...block, text: text.slice(0, safeEnd(text, left)) });
      left = Math.max(0, left - text.length);
    }
    content.push(marker(kept2, total, request, dropped));
    const lost = request.outputSchema === true && result.structuredContent !== void 0 && !withStructured;
    return { ...withStructured ? result : rest, content, ...lost ? { isError: true } : {} };
  };
  const kept = largestFitting(total, (n) => request.fits(candidate(n)), total * request.share);
  if (kept === void 0) {
    const everything = [
      ...request.dropped ?? [],
      ...result.structuredContent !== void 0 ? ["structuredContent"] : [],
      ...others > 0 ? [`${others} non-text content block${others === 1 ? "" : "s"}`] : []
    ];
    const full = { ...rest, content: [marker(0, total, request, everything)] };
    const short = {
      ...rest,
      content: [{ type: "text", text: `[mcp-budget guard: result withheld: over ${request.limit}]` }]
    };
    const lost = request.outputSchema === true && result.structuredContent !== void 0 ? { isError: true } : {};
    return { result: { ...request.fits(full) ? full : short, ...lost }, how: "text", kept: 0, total };
  }
  return { result: candidate(kept), how: "text", kept, total };
}
var smallerPage = (pageSize) => pageSize === void 0 ? "" : `a smaller ${JSON.stringify(pageSize)}, `;
var PAGE_SIZE_NAMES = /* @__PURE__ */ new Set([
  "pagesize",
  "perpage",
  "limit",
  "pagelimit",
  "maxresults",
  "maxitems",
  "maxrecords",
  "count",
  "size",
  "top",
  "first",
  "last",
  "take",
  "numresults",
  "resultsperpage"
]);
function pageSizeParameter(inputSchema) {
  const properties = typeof inputSchema === "object" && inputSchema !== null ? inputSchema.properties : void 0;
  if (typeof properties !== "object" || properties === null) return void 0;
  return Object.entries(properties).find(([name, schema]) => {
    if (!PAGE_SIZE_NAMES.has(name.toLowerCase().replace(/[-_]/g, ""))) return false;
    const type = typeof schema === "object" && schema !== null ? schema.type : void 0;
    const types = Array.isArray(type) ? type : [type];
    return types.some((t) => t === "integer" || t === "number");
  })?.[0];
}
function marker(kept, total, { limit, paginate, next, pageSize }, dropped) {
  const also = dropped.length > 0 ? ` Not sent either: ${dropped.join(", ")}.` : "";
  const page = paginate && next ? ` The next page starts with \`${paginate.cursorArgument}\`: ${JSON.stringify(next.value)} (it continues after all ${fmt(next.total)} records of this page).` : "";
  return {
    type: "text",
    text: `[mcp-budget guard: the result was cut here, after ${fmt(kept)} of ${fmt(total)} characters of text, to keep it within ${limit}.${also} The rest was not sent; ask for a narrower part (a range, a filter${pageSize === void 0 ? "" : `, a smaller ${JSON.stringify(pageSize)}`}) to see it.${page}]`
  };
}
function textLength(blocks) {
  return blocks.reduce(
    (sum, block) => sum + (block?.type === "text" && typeof block.text === "string" ? block.text.length : 0),
    0
  );
}
function safeEnd(text, end) {
  const code = text.charCodeAt(end - 1);
  return code >= 55296 && code <= 56319 ? end - 1 : end;
}

// src/guard/result-guard.ts
function onTheWire(message, bytes) {
  return { bytes, message: { id: message.id ?? 0, result: message.result } };
}
var ResultGuard = class {
  constructor(policy, mode, recorder, report, countEvery = recorder !== void 0) {
    this.policy = policy;
    this.mode = mode;
    this.recorder = recorder;
    this.report = report;
    this.countEvery = countEvery;
  }
  policy;
  mode;
  recorder;
  report;
  countEvery;
  tokenizer;
  /** Tools the server listed with an outputSchema: a cut of theirs must still satisfy it. */
  withOutputSchema = /* @__PURE__ */ new Set();
  /** Each listed tool's page-size parameter, where its input schema has one: the only tools a note tells to page smaller. */
  pageSizes = /* @__PURE__ */ new Map();
  /**
   * A tools/call arrived. When every result is counted, the tokenizer starts loading now, while the tool runs, so the
   * first result waits for it less. Otherwise it loads only when a result first needs counting: a server whose
   * results all fit in bytes never loads it.
   */
  /** A tools/list response on its way out: which tools declare an outputSchema. */
  toolsListed(result) {
    const tools = isObject(result) && Array.isArray(result.tools) ? result.tools : [];
    for (const tool of tools) {
      if (!isObject(tool) || typeof tool.name !== "string") continue;
      if (tool.outputSchema !== void 0) this.withOutputSchema.add(tool.name);
      const pageSize = pageSizeParameter(tool.inputSchema);
      if (pageSize === void 0) this.pageSizes.delete(tool.name);
      else this.pageSizes.set(tool.name, pageSize);
    }
  }
  callArrived() {
    if (this.countEvery) this.loaded().catch(() => void 0);
  }
  /**
   * The response to send: the same object when the result is within its ceilings (so its bytes are exactly the
   * server's), or a copy with the result cut. Sizes are taken as `check` takes them: the JSON-RPC message's UTF-8
   * bytes, and the larger of its text and structured copies in tokens (measure/measure-result.ts). A result of no
   * more bytes than its token ceiling cannot be over it (a token is at least one byte), so it is not counted unless
   * every result is (figures, onResult).
   */
  async hold(message, tool, args) {
    if (message.error !== void 0 || message.result === void 0) return message;
    const ceilings = this.policy.ceilings(tool, args);
    if (!isObject(message.result) || message.result.resultType !== void 0 && message.result.resultType !== "complete")
      return this.holdWhole(message, tool, args, ceilings);
    const result = message.result;
    const bytes = Buffer.byteLength(JSON.stringify(message));
    const tokenLimit = ceilings.tokens?.value;
    const counted = this.countEvery || this.onlyTokensCanTell(bytes, tokenLimit);
    const cap = this.countEvery ? void 0 : tokenLimit;
    const tokenizer = counted ? await precounted(await this.loaded(), result, cap) : void 0;
    const measured = tokenizer ? measureResult(onTheWire(message, bytes), tokenizer, void 0, false, cap).tokens : void 0;
    const tokens = measured !== void 0 && (this.countEvery || tokenLimit === void 0 || measured <= tokenLimit) ? measured : void 0;
    const over = ceilings.bytes !== void 0 && bytes > ceilings.bytes.value || measured !== void 0 && tokenLimit !== void 0 && measured > tokenLimit;
    this.recorder?.record(tool, args, tokens ?? 0, bytes, over);
    const limit = {
      ...tokenLimit === void 0 ? {} : { tokens: tokenLimit },
      ...ceilings.bytes ? { bytes: ceilings.bytes.value } : {}
    };
    if (!over || this.mode === "observe") {
      this.report({ tool, bytes, ...tokens === void 0 ? {} : { tokens }, limit, over });
      return message;
    }
    const cut = await this.cut(message, result, tool, ceilings, bytes, tokens);
    const sent = { ...message, result: cut.result };
    this.report({
      tool,
      bytes,
      ...tokens === void 0 ? {} : { tokens },
      limit,
      over,
      cut: { how: cut.how, kept: cut.kept, total: cut.total, bytes: Buffer.byteLength(JSON.stringify(sent)) }
    });
    return sent;
  }
  /**
   * A result with no parts to cut at (not an object), or one whose parts only work whole (a multi-round result:
   * its request state goes back to the server as it is): sent as it is within the limit, withheld with a note past it.
   * Its tokens are those of its JSON, as the model would read it.
   */
  async holdWhole(message, tool, args, ceilings) {
    const bytes = Buffer.byteLength(JSON.stringify(message));
    const tokenLimit = ceilings.tokens?.value;
    const tokenizer = this.countEvery || this.onlyTokensCanTell(bytes, tokenLimit) ? await this.loaded() : void 0;
    const text = JSON.stringify(message.result);
    const tokens = tokenizer ? this.countEvery || tokenLimit === void 0 || !tokenizer.countUpTo ? tokenizer.count(text) : tokenizer.countUpTo(text, tokenLimit) : void 0;
    const over = ceilings.bytes !== void 0 && bytes > ceilings.bytes.value || tokens !== void 0 && tokenLimit !== void 0 && tokens > tokenLimit;
    this.recorder?.record(tool, args, tokens ?? 0, bytes, over);
    const limit = {
      ...tokenLimit === void 0 ? {} : { tokens: tokenLimit },
      ...ceilings.bytes ? { bytes: ceilings.bytes.value } : {}
    };
    const exact = tokens !== void 0 && (this.countEvery || tokenLimit === void 0 || tokens <= tokenLimit) ? { tokens } : {};
    if (!over || this.mode === "observe") {
      this.report({ tool, bytes, ...exact, limit, over });
      return message;
    }
    const kind = Array.isArray(message.result) ? "an array result" : isObject(message.result) ? `a "${String(message.result.resultType)}" result` : `a ${typeof message.result} result`;
    const sent = {
      ...message,
      result: withheld(`${kind} of ${fmt(bytes)} bytes`, { limit: this.limitText(ceilings) })
    };
    this.report({
      tool,
      bytes,
      ...exact,
      limit,
      over,
      cut: { how: "text", kept: 0, total: text.length, bytes: Buffer.byteLength(JSON.stringify(sent)) }
    });
    return sent;
  }
  limitText(ceilings) {
    const units = [
      ...ceilings.tokens ? [`${fmt(ceilings.tokens.value)} tokens`] : [],
      ...ceilings.bytes ? [`${fmt(ceilings.bytes.value)} bytes`] : []
    ];
    const whose = ceilings.tokens?.source === "oversized" || ceilings.bytes?.source === "oversized" ? "its reviewed budget" : "this server's limit";
    return `${whose} of ${units.join(" and ")}`;
  }
  onlyTokensCanTell(bytes, tokenLimit) {
    return tokenLimit !== void 0 && bytes > tokenLimit;
  }
  loaded() {
    return this.tokenizer ??= loadTokenizer(this.policy.tokenizer);
  }
  async cut(message, result, tool, ceilings, bytes, tokens) {
    const tokenizer = ceilings.tokens ? await this.loaded() : void 0;
    const tokenLimit = ceilings.tokens?.value;
    const byteLimit = ceilings.bytes?.value;
    const fits = (candidate) => {
      const wire = { ...message, result: candidate };
      const size = Buffer.byteLength(JSON.stringify(wire));
      if (byteLimit !== void 0 && size > byteLimit) return false;
      if (tokenLimit === void 0 || !this.onlyTokensCanTell(size, tokenLimit)) return true;
      return measureResult(onTheWire(wire, size), tokenizer, void 0, false, tokenLimit).tokens <= tokenLimit;
    };
    const shares = [
      ...byteLimit !== void 0 ? [byteLimit / bytes] : [],
      ...tokenLimit !== void 0 ? [tokenLimit / Math.max(1, tokens ?? estimatedTokens(result, tokenLimit, tokenizer))] : []
    ];
    const paginate = this.policy.paginate(tool);
    return cutResult(result, {
      fits,
      limit: this.limitText(ceilings),
      share: Math.min(...shares) * 0.9,
      outputSchema: this.withOutputSchema.has(tool),
      ...this.pageSizes.has(tool) ? { pageSize: this.pageSizes.get(tool) } : {},
      ...paginate ? { paginate } : {}
    });
  }
};
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function estimatedTokens(result, tokenLimit, tokenizer) {
  const blocks = Array.isArray(result.content) ? result.content : [];
  const texts = blocks.flatMap(
    (block) => block?.type === "text" && typeof block.text === "string" ? [block.text] : []
  );
  const textChars = texts.reduce((sum, text) => sum + text.length, 0);
  if (result.structuredContent !== void 0) texts.push(JSON.stringify(result.structuredContent));
  const largest = texts.reduce((a, b) => b.length > a.length ? b : a, "");
  const sample = largest.slice(0, tokenLimit * 2);
  if (sample.length === 0) return tokenLimit + 1;
  const chars = Math.max(
    textChars,
    texts.length > 0 && result.structuredContent !== void 0 ? texts.at(-1).length : 0
  );
  return Math.max(tokenLimit + 1, Math.ceil(tokenizer.count(sample) / sample.length * chars));
}
function precounted(tokenizer, result, cap) {
  const blocks = Array.isArray(result.content) ? result.content : [];
  const texts = blocks.flatMap(
    (block) => block?.type === "text" && typeof block.text === "string" ? [block.text] : []
  );
  if (result.structuredContent !== void 0) texts.push(JSON.stringify(result.structuredContent));
  return withCountsOf(tokenizer, texts, cap);
}

// src/guard/size-figures.ts
var RESERVOIR = 1024;
var SizeRecorder = class {
  constructor(header) {
    this.header = header;
  }
  header;
  tools = /* @__PURE__ */ new Map();
  since = (/* @__PURE__ */ new Date()).toISOString();
  record(tool, args, tokens, bytes, over) {
    let samples = this.tools.get(tool);
    if (!samples) {
      samples = { count: 0, over: 0, tokens: [], bytes: [], maxTokens: 0, maxBytes: 0, largestArguments: {} };
      this.tools.set(tool, samples);
    }
    samples.count += 1;
    if (over) samples.over += 1;
    if (samples.count === 1 || tokens > samples.maxTokens) samples.largestArguments = argumentShape(args);
    samples.maxTokens = Math.max(samples.maxTokens, tokens);
    samples.maxBytes = Math.max(samples.maxBytes, bytes);
    const slot = samples.count <= RESERVOIR ? samples.count - 1 : Math.floor(Math.random() * samples.count);
    if (slot < RESERVOIR) {
      samples.tokens[slot] = tokens;
      samples.bytes[slot] = bytes;
    }
  }
  snapshot() {
    const tools = {};
    for (const [name, s] of [...this.tools].sort(([a], [b]) => a.localeCompare(b))) {
      tools[name] = {
        count: s.count,
        over: s.over,
        tokens: distribution(s.tokens, s.maxTokens),
        bytes: distribution(s.bytes, s.maxBytes),
        largestArguments: s.largestArguments
      };
    }
    return { schemaVersion: 1, ...this.header, since: this.since, updated: (/* @__PURE__ */ new Date()).toISOString(), tools };
  }
};
function distribution(sample, max) {
  const sorted = [...sample].sort((a, b) => a - b);
  const rank = (p) => sorted[Math.max(0, Math.ceil(p / 100 * sorted.length) - 1)] ?? 0;
  return { p50: rank(50), p95: rank(95), max };
}
function argumentShape(value, depth = 0) {
  if (value === null) return "null";
  if (Array.isArray(value)) return depth >= 1 || value.length === 0 ? "array" : [argumentShape(value[0], depth + 1)];
  if (typeof value === "object") {
    if (depth >= 1) return "object";
    return Object.fromEntries(
      Object.keys(value).sort().map((key) => [key, argumentShape(value[key], depth + 1)])
    );
  }
  return typeof value;
}

// src/guard/figures-sink.ts
import { closeSync, fstatSync, openSync, readSync, writeSync } from "node:fs";
var FiguresSink = class {
  constructor(recorder, target, everyMs) {
    this.recorder = recorder;
    this.target = target;
    this.everyMs = everyMs;
  }
  recorder;
  target;
  everyMs;
  timer;
  warned = false;
  /** This process's run: its lines replace each other in drift's reading, never another run's. */
  run = `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  /** The snapshot last written: a flush with nothing new adds no line. */
  written;
  changed() {
    if (this.timer) return;
    this.timer = setTimeout(() => this.flush(), this.everyMs);
    this.timer.unref();
  }
  flush() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = void 0;
    const figures = this.recorder.snapshot();
    try {
      if (typeof this.target === "function") return this.target(figures);
      const { updated: _updated, ...content } = figures;
      const unchanged = JSON.stringify(content);
      if (unchanged === this.written) return;
      appendLine(this.target, `${JSON.stringify({ run: this.run, ...figures })}
`);
      this.written = unchanged;
    } catch (error) {
      if (this.warned) return;
      this.warned = true;
      process.emitWarning(`mcp-budget guard: size figures not recorded: ${error.message}`);
    }
  }
};
function appendLine(file, line) {
  const fd = openSync(file, "a+", 420);
  try {
    const size = fstatSync(fd).size;
    let text = line;
    if (size > 0) {
      const last = Buffer.alloc(1);
      readSync(fd, last, 0, 1, size - 1);
      if (last[0] !== 10) text = `
${line}`;
    }
    const bytes = Buffer.from(text);
    let done = 0;
    while (done < bytes.length) done += writeSync(fd, bytes, done, bytes.length - done);
  } finally {
    closeSync(fd);
  }
}

// src/guard/guard.ts
function unguarded(message, error) {
  process.emitWarning(`mcp-budget guard: a result was sent unmeasured: ${error?.message ?? String(error)}`);
  return message;
}
var MAX_OPEN_CALLS = 1e4;
function guard(server, options) {
  const policy = loadGuardPolicy(options.budget, options.server);
  const mode = options.mode ?? "enforce";
  const recorder = options.figures === void 0 ? void 0 : new SizeRecorder({ server: policy.server, tokenizer: policy.tokenizer, mode });
  const sink = recorder && options.figures !== void 0 ? new FiguresSink(recorder, options.figures, options.figuresEveryMs ?? 1e3) : void 0;
  const report = (event) => {
    sink?.changed();
    options.onResult?.(event);
  };
  const results = new ResultGuard(
    policy,
    mode,
    recorder,
    report,
    recorder !== void 0 || options.onResult !== void 0
  );
  const connect = server.connect;
  server.connect = function(transport) {
    guardTransport(transport, results, () => sink?.flush());
    return connect.call(this, transport);
  };
  return server;
}
function guardTransport(transport, results, onClose) {
  const calls = /* @__PURE__ */ new Map();
  const tasks = new TaskResults();
  const listings = /* @__PURE__ */ new Set();
  const received = transport.onmessage?.bind(transport);
  transport.onmessage = (message, extra) => {
    if (message?.method === "tools/list" && message.id !== void 0 && listings.size < MAX_OPEN_CALLS)
      listings.add(message.id);
    if (message?.method === "tools/call" && message.id !== void 0) {
      const params = message.params ?? {};
      remember(calls, message.id, { tool: String(params.name), args: params.arguments });
      results.callArrived();
    }
    if (message?.method === "tasks/result" && message.id !== void 0) {
      remember(calls, message.id, tasks.resultOf(message.params?.taskId));
      results.callArrived();
    }
    received?.(message, extra);
  };
  const closed = transport.onclose?.bind(transport);
  transport.onclose = () => {
    onClose();
    closed?.();
  };
  const send = transport.send.bind(transport);
  transport.send = async (message, options) => {
    if (message?.method === void 0 && message?.id !== void 0 && listings.delete(message.id))
      results.toolsListed(message.result);
    const call = message?.method === void 0 && message?.id !== void 0 ? calls.get(message.id) : void 0;
    if (call === void 0) return send(message, options);
    calls.delete(message.id);
    if (tasks.handled(message.result, call)) return send(message, options);
    return send(
      await results.hold(message, call.tool, call.args).catch((error) => unguarded(message, error)),
      options
    );
  };
}
function remember(map, key, call) {
  if (map.size >= MAX_OPEN_CALLS) map.delete(map.keys().next().value);
  map.set(key, call);
}
var TaskResults = class {
  calls = /* @__PURE__ */ new Map();
  /** Whether `result` is a task handle, remembered for its tool call; a handle that carries content is held as a result. */
  handled(result, call) {
    if (typeof result !== "object" || result === null) return false;
    const { task, content, structuredContent } = result;
    const taskId = task?.taskId;
    if (typeof taskId !== "string" || content !== void 0 || structuredContent !== void 0) return false;
    remember(this.calls, taskId, call);
    return true;
  }
  /** The call a `tasks/result` asks for the result of. */
  resultOf(taskId) {
    return (typeof taskId === "string" ? this.calls.get(taskId) : void 0) ?? { tool: "tasks/result", args: void 0 };
  }
};
export {
  ConfigError,
  guard
};
