import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  callWithInputRounds
} from "./chunk-LVLVDP6Y.js";
import {
  walkCursor
} from "./chunk-63422BQR.js";
import {
  makeNormalizer,
  normalizingOnce
} from "./chunk-LM5FITTP.js";
import {
  hostTextLost,
  hostView,
  lostSpan
} from "./chunk-FM6TTRXV.js";
import {
  deferredByDefault
} from "./chunk-HFNNYEDN.js";
import {
  resultShape
} from "./chunk-VTE6CCGB.js";
import {
  deferredListing,
  hostInstructions,
  hostToolPayload,
  strippedKeywords
} from "./chunk-PZ5BQGAD.js";
import "./chunk-DDAUNJHG.js";
import {
  HOST_PROFILES
} from "./chunk-TEFA5WOP.js";
import { __m8_checkValue as checkValue, __m8_compileSchema as compileSchema } from "./cli-start-580920F0.js";
import { __m9_ServerFailure as ServerFailure } from "./cli-start-580920F0.js";
import "./chunk-CCW25KA5.js";
import "./chunk-TOTTZ5MB.js";
import {
  answerPreview,
  measureResult,
  precountResult
} from "./chunk-NGA7DO4P.js";
import { __m0_isToolFixture as isToolFixture } from "./start-shared-3AE6A6EC.js";
import "./start-shared-3AE6A6EC.js";
import { __m6_countedView as countedView } from "./start-shared-3AE6A6EC.js";
import "./chunk-4FMI7NQJ.js";
import "./chunk-2TKON5YV.js";
import "./chunk-HANBNIMK.js";

// src/measure/linked-resources.ts
var MAX_LINKS_READ = 20;
function linkedUris(pages) {
  const uris = pages.flatMap(
    (page) => (page.blocks ?? []).flatMap((block) => {
      const link = block;
      return link?.type === "resource_link" && typeof link.uri === "string" ? [link.uri] : [];
    })
  );
  return [...new Set(uris)].slice(0, MAX_LINKS_READ);
}
async function readLinked(session, uris, phase, tokenizer) {
  const read = [];
  for (const uri of uris) {
    try {
      const wire = await session.request("resources/read", { uri }, phase);
      const message = wire.message;
      if (wire.tooLarge || !message || message.error !== void 0) {
        read.push({
          uri,
          failed: wire.tooLarge ? `its answer of ${wire.bytes} bytes exceeds the message cap` : `resources/read answered ${JSON.stringify(message?.error)}`
        });
        continue;
      }
      const contents = Array.isArray(message.result?.contents) ? message.result.contents : [];
      const tokens = contents.reduce(
        (sum, content) => sum + (typeof content?.text === "string" ? tokenizer.count(content.text) : 0),
        0
      );
      read.push({ uri, wireBytes: wire.bytes, tokens });
    } catch (error) {
      if (!(error instanceof ServerFailure) || error.code !== "PROTOCOL_ERROR") throw error;
      read.push({ uri, failed: error.detail });
    }
  }
  return read;
}

// src/measure/surface-fixtures.ts
async function runSurfaceFixture(session, fixture, listed, tokenizer, normalize) {
  const call = surfaceCall(fixture);
  const report = {
    name: fixture.name,
    server: fixture.server,
    ...fixture.prompt !== void 0 ? { prompt: call.target } : { resource: call.target },
    isError: false,
    wireBytes: 0,
    textTokens: 0,
    structuredTokens: 0,
    tokens: 0,
    content: {},
    pages: []
  };
  const skip = ({ because, message }) => ({
    ...report,
    skipped: message,
    skippedBecause: because
  });
  const problem = promptProblem(fixture, listed, fixture.server);
  if (problem) return skip(problem);
  if (fixture.resource !== void 0 && !listed.resources)
    return skip({
      because: "resource-not-read",
      message: `server "${fixture.server}" advertises no resources capability, so it has no resource ${JSON.stringify(fixture.resource)}`
    });
  let chosen;
  const runTotals = [];
  for (let run = 0; run < (fixture.runs ?? 1); run++) {
    const wire = await session.request(call.method, call.params, `call ${fixture.name}`);
    const refused = errorAnswer(wire);
    if (refused !== void 0 && call.method === "resources/read" && fixture.expect?.isError !== true) {
      return skip({
        because: "resource-not-read",
        message: `resources/read of ${JSON.stringify(call.target)} on server "${fixture.server}" answered the error ${refused}: no figure`
      });
    }
    const measured = measureSurfaceAnswer(call, wire, tokenizer, normalize);
    runTotals.push(measured.tokens);
    if (!chosen || measured.tokens > chosen.tokens) chosen = measured;
  }
  const page = chosen;
  Object.assign(report, {
    isError: page.isError,
    wireBytes: page.wireBytes,
    textTokens: page.textTokens,
    structuredTokens: page.structuredTokens,
    tokens: page.tokens,
    content: page.content,
    pages: [
      {
        wireBytes: page.wireBytes,
        textTokens: page.textTokens,
        structuredTokens: page.structuredTokens,
        tokens: page.tokens,
        ...page.tooLarge ? { tooLarge: true } : {}
      }
    ],
    answer: {
      ...page.rpcError ? { rpcError: page.rpcError.code ?? null } : {},
      preview: answerPreview(page.texts.join("\n")),
      ...fixture.expect?.textIncludes !== void 0 ? { textIncludes: page.texts.join("\n").includes(fixture.expect.textIncludes) } : {}
    },
    ...runTotals.length > 1 ? { runs: runTotals } : {}
  });
  const uris = linkedUris([page]);
  if (uris.length > 0) report.linked = await readLinked(session, uris, `call ${fixture.name}`, tokenizer);
  return report;
}
function surfaceCall(fixture) {
  if (fixture.prompt !== void 0)
    return {
      method: "prompts/get",
      params: { name: fixture.prompt, ...fixture.arguments ? { arguments: fixture.arguments } : {} },
      target: fixture.prompt
    };
  return { method: "resources/read", params: { uri: fixture.resource }, target: fixture.resource };
}
function promptProblem(fixture, listed, server) {
  if (fixture.prompt === void 0) return void 0;
  const entry = listed.prompts;
  if (!entry)
    return {
      because: "prompt-not-listed",
      message: `server "${server}" advertises no prompts capability, so it has no prompt "${fixture.prompt}"`
    };
  if (!("listing" in entry)) return void 0;
  const prompt = entry.listing.items.find((item) => item.name === fixture.prompt);
  if (!prompt) {
    const names = entry.listing.items.map((item) => JSON.stringify(String(item.name)));
    return {
      because: "prompt-not-listed",
      message: `server "${server}" lists no prompt ${JSON.stringify(fixture.prompt)}${names.length ? ` (it lists ${names.slice(0, 10).join(", ")}${names.length > 10 ? `, and ${names.length - 10} more` : ""})` : " (its prompts/list is empty)"}`
    };
  }
  const declared = Array.isArray(prompt.arguments) ? prompt.arguments : [];
  const given = Object.keys(fixture.arguments ?? {});
  const missing = declared.filter((arg) => arg.required === true && typeof arg.name === "string" && !given.includes(arg.name)).map((arg) => String(arg.name));
  const known = new Set(declared.map((arg) => arg.name));
  const unknown = given.filter((name) => !known.has(name));
  if (missing.length === 0 && unknown.length === 0) return void 0;
  const parts = [
    ...missing.length ? [
      `required argument${missing.length > 1 ? "s" : ""} ${missing.map((name) => JSON.stringify(name)).join(", ")} missing`
    ] : [],
    ...unknown.length ? [`${unknown.map((name) => JSON.stringify(name)).join(", ")} not declared`] : []
  ];
  return {
    because: "arguments-do-not-match",
    message: `arguments do not match prompt ${JSON.stringify(fixture.prompt)} as prompts/list declares it: ${parts.join("; ")}; the request was not made`
  };
}
function measureSurfaceAnswer(call, wire, tokenizer, normalize) {
  const result = wire.message?.result;
  if (!wire.message || wire.tooLarge || !result) return measureResult(wire, tokenizer, normalize);
  const content = call.method === "prompts/get" ? (Array.isArray(result.messages) ? result.messages : []).flatMap((message) => {
    const inner = message?.content;
    return Array.isArray(inner) ? inner : inner === void 0 ? [] : [inner];
  }) : (Array.isArray(result.contents) ? result.contents : []).map((resource) => ({
    type: "resource",
    resource
  }));
  const measured = measureResult({ ...wire, message: { ...wire.message, result: { content } } }, tokenizer, normalize);
  const serialized = JSON.stringify(wire.message);
  const wireBytes = normalize ? wire.bytes + Buffer.byteLength(normalize(serialized)) - Buffer.byteLength(serialized) : wire.bytes;
  return { ...measured, wireBytes };
}
function errorAnswer(wire) {
  const error = wire.message?.error;
  if (error === void 0) return void 0;
  const said = typeof error.message === "string" ? error.message : JSON.stringify(error);
  return `${typeof error.code === "number" ? `${error.code} ` : ""}${JSON.stringify(said.length > 200 ? `${said.slice(0, 200)}…` : said)}`;
}

// src/measure/run-fixtures.ts
async function runFixtures(session, fixtures, tools, surface, tokenizer, config, keep) {
  const reports = [];
  const cursors = /* @__PURE__ */ new Map();
  for (const fixture of fixtures) {
    reports.push(
      isToolFixture(fixture) ? await runFixture(session, fixture, tools, tokenizer, cursors, config.hosts ?? [], keep) : await runSurfaceFixture(
        session,
        fixture,
        surface,
        tokenizer,
        makeNormalizer(fixture.normalize, session.deadlineAt)
      )
    );
  }
  return reports;
}
async function runFixture(session, fixture, tools, tokenizer, cursors, hosts, keep) {
  const report = {
    name: fixture.name,
    server: fixture.server,
    tool: fixture.tool,
    isError: false,
    wireBytes: 0,
    textTokens: 0,
    structuredTokens: 0,
    tokens: 0,
    content: {},
    pages: []
  };
  const tool = tools.find((t) => t.name === fixture.tool);
  const resolved = resolveArguments(fixture.arguments ?? {}, cursors);
  const notCalled = whyNotCalled(fixture, tool, resolved, session);
  if (notCalled) return { ...report, skipped: notCalled.message, skippedBecause: notCalled.because };
  const args = resolved.args;
  const normalize = makeNormalizer(fixture.normalize, session.deadlineAt);
  let kept = false;
  const call = async (callArgs, page) => {
    const phase = `call ${fixture.name}${fixture.paginate ? ` page ${page}` : ""}`;
    const { wire, rounds, unanswered } = await callWithInputRounds(
      session,
      fixture,
      { name: tool.name, arguments: callArgs },
      phase
    );
    if (page === 1 && rounds.length > 0) report.inputRounds = rounds;
    if (unanswered) report.inputUnanswered = unanswered;
    if (keep && !kept) keep(fixture.name, wire);
    kept = true;
    const normalizeOnce = normalizingOnce(normalize);
    const counted = await precountResult(wire, tokenizer, normalizeOnce);
    return measureResult(wire, counted, normalizeOnce, session.era === "modern");
  };
  const runs = await largestRun(fixture, args, call, cursors, report);
  await describeResult(report, runs, { fixture, tool, session, tokenizer, hosts });
  if (runs.totals.length > 1) report.runs = runs.totals;
  return report;
}
function whyNotCalled(fixture, tool, resolved, session) {
  if (!tool)
    return { because: "tool-not-listed", message: `server "${fixture.server}" lists no tool "${fixture.tool}"` };
  if ("error" in resolved) return { because: "cursor-not-available", message: resolved.error };
  const schema = compileSchema(tool.inputSchema, session.deadlineAt);
  const checked = schema.ok ? checkValue(schema.validate, resolved.args, session.deadlineAt) : { valid: true };
  if ("unusable" in checked)
    return {
      because: "input-schema-unusable",
      message: `the inputSchema of "${tool.name}" cannot check the arguments: ${checked.unusable}; the call was not made`
    };
  if (!checked.valid)
    return {
      because: "arguments-do-not-match",
      message: `arguments do not match the inputSchema of "${tool.name}": ${checked.errors}; the call was not made`
    };
  return void 0;
}
async function largestRun(fixture, args, call, cursors, report) {
  const totals = [];
  let chosen;
  let cursorsOfWalk = [];
  for (let run = 0; run < (fixture.runs ?? 1); run++) {
    let pages;
    let items = [];
    if (fixture.paginate) {
      const walk = await walkCursor(fixture.paginate, args, call);
      pages = walk.pages;
      items = walk.itemsPerPage;
      if (run === 0) {
        cursorsOfWalk = walk.cursors;
        cursors.set(fixture.name, walk.cursors);
        report.walk = walk.report;
      }
    } else {
      pages = [await call(args, 1)];
    }
    const total = pages.reduce((sum, page) => sum + page.tokens, 0);
    totals.push(total);
    if (!chosen || total > chosen.pages.reduce((sum, page) => sum + page.tokens, 0)) chosen = { pages, items };
  }
  return { ...chosen, totals, cursorsOfWalk };
}
async function describeResult(report, { pages, items, cursorsOfWalk }, at) {
  const { fixture, tool, session, tokenizer, hosts } = at;
  const first = pages[0];
  report.isError = first.isError;
  report.pages = pages.map((page, i) => ({
    wireBytes: page.wireBytes,
    ...page.envelopeBytes === void 0 ? {} : { envelopeBytes: page.envelopeBytes },
    textTokens: page.textTokens,
    structuredTokens: page.structuredTokens,
    tokens: page.tokens,
    ...items[i] === void 0 ? {} : { items: items[i] },
    ...page.tooLarge ? { tooLarge: true } : {},
    ...optional("shape", resultShape(tool, page, tokenizer, session.deadlineAt))
  }));
  const firstText = first.texts.join("\n");
  report.answer = {
    ...first.rpcError ? { rpcError: first.rpcError.code ?? null } : {},
    preview: answerPreview(firstText),
    ...fixture.expect?.textIncludes !== void 0 ? { textIncludes: firstText.includes(fixture.expect.textIncludes) } : {}
  };
  const uris = linkedUris(pages);
  if (uris.length > 0) report.linked = await readLinked(session, uris, `call ${fixture.name}`, tokenizer);
  if (hosts.length > 0)
    report.hosts = await countedView(
      tokenizer,
      (counting) => hostResults(
        hosts,
        pages.map((page) => ({
          ...page,
          call: { name: fixture.tool, args: fixture.arguments ?? {}, server: fixture.server }
        })),
        cursorsOfWalk,
        counting,
        tool._meta
      )
    );
  for (const page of pages) {
    report.wireBytes += page.wireBytes;
    report.textTokens += page.textTokens;
    report.structuredTokens += page.structuredTokens;
    report.tokens += page.tokens;
    for (const [type, count] of Object.entries(page.content))
      report.content[type] = (report.content[type] ?? 0) + count;
  }
}
function optional(key, value) {
  return value === void 0 ? {} : { [key]: value };
}
function resolveArguments(args, cursors) {
  let error;
  const visit = (value) => {
    if (Array.isArray(value)) return value.map(visit);
    if (typeof value !== "object" || value === null) return value;
    const reference = value;
    if (typeof reference.fromFixture === "string") {
      const page = typeof reference.page === "number" ? reference.page : 1;
      const cursor = cursors.get(reference.fromFixture)?.[page - 1];
      if (cursor === void 0)
        error ??= `no cursor from page ${page} of fixture "${reference.fromFixture}" (it must walk pages and run earlier, on the same server)`;
      return cursor;
    }
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, visit(inner)]));
  };
  const resolved = visit(args);
  return error ? { error } : { args: resolved };
}
function hostResults(hosts, pages, walkCursors, tokenizer, toolMeta) {
  return hosts.map((host) => {
    const profile = HOST_PROFILES[host];
    const seen = pages.map((page, i) => {
      const view = hostView(profile, page, tokenizer, toolMeta);
      const { text, shown, outcome: outcome2, tokens, bytes, preCutTokens, preCutBytes } = view;
      const cursor = walkCursors[i];
      const lost = outcome2 !== "whole" && cursor !== void 0 && text.includes(cursor) && !shown.includes(cursor) ? [`the cursor of page ${i + 1}`] : [];
      const textLost = hostTextLost(profile, view);
      return { tokens, bytes, preCutTokens, preCutBytes, outcome: outcome2, lost, textLost };
    });
    const largest = seen.reduce((a, b) => b.preCutTokens > a.preCutTokens ? b : a);
    const outcome = seen.some((page) => page.outcome === "spilled") ? "spilled" : seen.some((page) => page.outcome === "cut") ? "cut" : "whole";
    return {
      host,
      tokens: largest.tokens,
      bytes: largest.bytes,
      preCutTokens: largest.preCutTokens,
      preCutBytes: largest.preCutBytes,
      outcome,
      cut: outcome !== "whole",
      ...largest.textLost ? { textLost: largest.textLost } : {},
      lost: seen.flatMap((page) => page.lost),
      ...seen.length > 1 ? { pages: seen.map((page) => ({ tokens: page.tokens, bytes: page.bytes, outcome: page.outcome })) } : {}
    };
  });
}

// src/measure/anthropic-count.ts
var MESSAGE = [{ role: "user", content: "x" }];
async function anthropicToolTokens(counting, tools, system, cached, remember) {
  const count = async (body) => {
    const key = JSON.stringify(body);
    const known = cached(key);
    if (known !== void 0) return known;
    const response = await fetch(`${counting.baseUrl.replace(/\/$/, "")}/v1/messages/count_tokens`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": counting.apiKey, "anthropic-version": "2023-06-01" },
      body: key,
      signal: AbortSignal.timeout(3e4)
    });
    if (!response.ok)
      throw new Error(
        `Anthropic token counting answered HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`
      );
    const { input_tokens: tokens } = await response.json();
    if (!Number.isInteger(tokens)) throw new Error("Anthropic token counting answered without input_tokens");
    remember(key, tokens);
    return tokens;
  };
  const base = { model: counting.model, messages: MESSAGE, ...system ? { system } : {} };
  const [withTools, without] = await Promise.all([count({ ...base, tools }), count(base)]);
  return withTools - without;
}
async function addAnthropicCounts(views, counting, server, tools, instructions, remembered) {
  for (const view of views) {
    const profile = HOST_PROFILES[view.host];
    if (profile.facts.definitionFormat.value !== "anthropic") continue;
    const payloads = tools.map((tool) => JSON.parse(hostToolPayload(profile, server, tool).json));
    try {
      view.anthropicTokens = await anthropicToolTokens(
        counting,
        payloads,
        instructions,
        (key) => remembered?.get(key),
        (key, count) => remembered?.set(key, count)
      );
    } catch (error) {
      view.anthropicError = error.message;
    }
  }
}

// src/measure/host-definitions.ts
function hostDefinitions(hosts, server, tools, instructions, tokenizer, serverInfo, advertisesResources, models = {}) {
  return hosts.map((host) => {
    const profile = HOST_PROFILES[host];
    const model = models[host];
    const perTool = tools.map((tool) => {
      const payload = hostToolPayload(profile, server, tool, serverInfo);
      const stripped = strippedKeywords(profile, tool.inputSchema);
      return {
        name: tool.name,
        hostName: payload.name,
        ...payload.unshortened ? { unshortened: payload.unshortened } : {},
        bytes: Buffer.byteLength(payload.json),
        tokens: tokenizer.count(payload.json),
        descriptionCut: payload.descriptionCut,
        ...payload.descriptionCut ? {
          descriptionLost: lostSpan(
            String(tool.description),
            String(tool.description).slice(0, payload.keptChars)
          )
        } : {},
        ...stripped.length > 0 ? { strippedKeywords: stripped } : {}
      };
    });
    const shownInstructions = hostInstructions(profile, server, instructions);
    const tokens = perTool.reduce((sum, tool) => sum + tool.tokens, 0);
    const deferred = deferredByDefault(profile, model);
    const listed = perTool.map((tool, index) => ({ hostName: tool.hostName, description: tools[index].description }));
    const listing = deferred || profile.facts.deferral ? tokenizer.count(deferredListing(profile, server, listed)) : 0;
    const definitions = deferred ? listing : tokens;
    const besides = tokenizer.count(shownInstructions.text) + (profile.facts.fixedOverheadTokens?.value ?? 0);
    const resourceTools = advertisesResources ? profile.facts.resourceTools?.value : void 0;
    return {
      host,
      ...model !== void 0 ? { model } : {},
      tools: perTool.length,
      bytes: perTool.reduce((sum, tool) => sum + tool.bytes, 0),
      tokens,
      perTool,
      instructionsCut: shownInstructions.cut,
      sessionStartTokens: definitions + besides,
      // Both sides of a threshold the host decides by count or model: the session's side is decided with all servers.
      ...profile.facts.deferral ? { sessionStartUpFront: tokens + besides, sessionStartDeferred: listing + besides } : {},
      ...resourceTools ? {
        resourceToolsTokens: deferred ? tokenizer.count(resourceTools.map((t) => t.name).join("\n")) : resourceTools.reduce((sum, t) => sum + tokenizer.count(JSON.stringify(t)), 0)
      } : {}
    };
  });
}
export {
  addAnthropicCounts,
  hostDefinitions,
  runFixtures
};
