import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  openServerSession
} from "./chunk-6VFMPX4Y.js";
import { __m2_prepare as prepare, __m2_sayTempNote as sayTempNote } from "./cli-start-580920F0.js";
import {
  walkCursor
} from "./chunk-63422BQR.js";
import {
  schemaDefs
} from "./chunk-QZLLVAAZ.js";
import {
  makeNormalizer,
  normalizingOnce
} from "./chunk-LM5FITTP.js";
import {
  hostView
} from "./chunk-FM6TTRXV.js";
import "./cli-start-580920F0.js";
import {
  findingPageUrl,
  renderSession,
  table
} from "./chunk-LFCHJ4XA.js";
import {
  sessionReports
} from "./chunk-M2BICACE.js";
import {
  closestNames
} from "./chunk-EPZHW7OC.js";
import {
  configOption
} from "./chunk-FTWV5HZC.js";
import {
  hostToolPayload
} from "./chunk-PZ5BQGAD.js";
import {
  DEFINITION_FORMAT_WORDS
} from "./chunk-DDAUNJHG.js";
import {
  HOST_PROFILES
} from "./chunk-TEFA5WOP.js";
import { __m16_measureBudgetServers as measureBudgetServers } from "./cli-start-580920F0.js";
import { __m6_listTools as listTools, __m6_resolveBudgetServers as resolveBudgetServers } from "./cli-start-580920F0.js";
import {
  FINDING_CATALOG,
  severityText
} from "./chunk-3UE7XOA3.js";
import { __m7_SURFACE_LISTS as SURFACE_LISTS, __m7_listSurface as listSurface } from "./cli-start-580920F0.js";
import { __m8_loadSchemaCompiler as loadSchemaCompiler } from "./cli-start-580920F0.js";
import { __m9_ServerFailure as ServerFailure } from "./cli-start-580920F0.js";
import "./chunk-VV6WRPXC.js";
import "./chunk-CCW25KA5.js";
import {
  getPointer
} from "./chunk-TOTTZ5MB.js";
import "./chunk-WL76CDZ4.js";
import {
  fmt
} from "./chunk-CEK7UD7K.js";
import {
  measureResult,
  precountResult
} from "./chunk-NGA7DO4P.js";
import { __m0_loadBudget as loadBudget } from "./start-shared-3AE6A6EC.js";
import "./start-shared-3AE6A6EC.js";
import { __m6_countedView as countedView, __m6_loadTokenizer as loadTokenizer } from "./start-shared-3AE6A6EC.js";
import "./chunk-4FMI7NQJ.js";
import {
  EXIT,
  jsonSafe,
  userError,
  withControlsShown
} from "./chunk-2TKON5YV.js";
import "./chunk-HANBNIMK.js";

// src/commands/explain-command.ts
import path from "node:path";

// src/measure/explain.ts
function member(key, value, tokenizer) {
  const text = `${JSON.stringify(key)}:${JSON.stringify(value)}`;
  return { bytes: Buffer.byteLength(text), tokens: tokenizer.count(text) };
}
var rank = (parts) => parts.sort((a, b) => b.tokens - a.tokens || b.bytes - a.bytes);
function explainDefinition(subject, tool, tokenizer) {
  const json = JSON.stringify(tool);
  const total = { bytes: Buffer.byteLength(json), tokens: tokenizer.count(json) };
  const share = (tokens) => tokens / total.tokens;
  const parts = Object.entries(tool).map(([key, value]) => {
    const size = member(key, value, tokenizer);
    const part = { label: key, ...size, share: share(size.tokens) };
    if ((key === "inputSchema" || key === "outputSchema") && isObject(value) && (isObject(value.properties) || schemaDefs(value))) {
      part.children = rank([
        ...Object.entries(isObject(value.properties) ? value.properties : {}).map(([name, schema]) => {
          const propertySize = member(name, schema, tokenizer);
          const property = {
            label: `${key}.properties.${name}`,
            ...propertySize,
            share: share(propertySize.tokens)
          };
          if (isObject(schema)) {
            const inner = ["description", "enum", "items", "properties"].filter((field) => schema[field] !== void 0).map((field) => {
              const fieldSize = member(field, schema[field], tokenizer);
              return { label: `${key}.properties.${name}.${field}`, ...fieldSize, share: share(fieldSize.tokens) };
            });
            if (inner.length > 0) property.children = rank(inner);
          }
          return property;
        }),
        ...defsParts(key, value, tokenizer, share)
      ]);
    }
    return part;
  });
  return { subject, kind: "definition", ...total, parts: rank(parts) };
}
function defsParts(key, schema, tokenizer, share) {
  const defs = schemaDefs(schema);
  if (!defs) return [];
  const all = schema[defs.key];
  const size = member(defs.key, all, tokenizer);
  const children = rank(
    defs.names.map((name) => {
      const definition = member(name, all[name], tokenizer);
      return {
        label: `${key}.${defs.key}.${name}`,
        ...definition,
        share: share(definition.tokens),
        ...defs.unused.includes(name) ? { unreferenced: true } : {}
      };
    })
  );
  return [{ label: `${key}.${defs.key}`, ...size, share: share(size.tokens), children }];
}
function explainResult(subject, payload, texts, tokenizer) {
  if (payload === void 0) {
    const text = texts.join("\n");
    return {
      subject,
      kind: "result",
      bytes: Buffer.byteLength(text),
      tokens: tokenizer.count(text),
      parts: [],
      note: "the result is not JSON (no structuredContent and the text does not parse), so it has no fields to rank"
    };
  }
  const json = JSON.stringify(payload);
  const total = { bytes: Buffer.byteLength(json), tokens: tokenizer.count(json) };
  const { records, path: path3 } = findRecords(payload);
  const parts = fieldsOf(records, path3 ? `${path3}[].` : "", total.tokens, tokenizer, 2);
  return { subject, kind: "result", ...total, records: records.length, parts };
}
function explainWalk(subject, pages, items, tokenizer, itemsPointer) {
  const figures = {
    pages: pages.map((page, i) => ({
      page: i + 1,
      wireBytes: page.wireBytes,
      tokens: page.tokens,
      ...items[i] === void 0 ? {} : { items: items[i] }
    })),
    walk: {
      pages: pages.length,
      wireBytes: pages.reduce((sum, page) => sum + page.wireBytes, 0),
      tokens: pages.reduce((sum, page) => sum + page.tokens, 0)
    }
  };
  if (pages.some((page) => page.payload === void 0))
    return {
      ...explainResult(
        subject,
        void 0,
        pages.flatMap((page) => page.texts),
        tokenizer
      ),
      ...figures
    };
  const first = findRecords(pages[0].payload);
  const path3 = itemsPointer !== void 0 ? itemsPointer.replace(/^\//, "").split("/").join(".") : first.path;
  const recordsOf = (payload) => {
    const held = itemsPointer !== void 0 ? getPointer(payload, itemsPointer) : path3 ? isObject(payload) ? payload[path3] : void 0 : payload;
    return Array.isArray(held) ? held : [payload];
  };
  const records = pages.flatMap((page) => recordsOf(page.payload));
  const total = pages.reduce(
    (sum, page) => {
      const json = JSON.stringify(page.payload);
      return { bytes: sum.bytes + Buffer.byteLength(json), tokens: sum.tokens + tokenizer.count(json) };
    },
    { bytes: 0, tokens: 0 }
  );
  const parts = fieldsOf(records, path3 ? `${path3}[].` : "", total.tokens, tokenizer, 2);
  return { subject, kind: "result", ...total, records: records.length, parts, ...figures };
}
function fieldsOf(records, prefix, totalTokens, tokenizer, depth) {
  const byKey = /* @__PURE__ */ new Map();
  for (const record of records) {
    if (!isObject(record)) continue;
    for (const [key, value] of Object.entries(record)) {
      const size = member(key, value, tokenizer);
      const entry = byKey.get(key) ?? { bytes: 0, tokens: 0, values: [] };
      entry.bytes += size.bytes;
      entry.tokens += size.tokens;
      entry.values.push(value);
      byKey.set(key, entry);
    }
  }
  const parts = [];
  for (const [key, entry] of byKey) {
    const part = {
      label: `${prefix}${key}`,
      bytes: entry.bytes,
      tokens: entry.tokens,
      share: entry.tokens / totalTokens
    };
    const objects = entry.values.filter(isObject);
    if (objects.length >= 2) {
      const counts = /* @__PURE__ */ new Map();
      for (const value of objects) {
        const text2 = JSON.stringify(value);
        counts.set(text2, (counts.get(text2) ?? 0) + 1);
      }
      const [text, count] = [...counts].sort((a, b) => b[1] - a[1])[0];
      if (count >= 2) part.repeated = { records: count, of: records.length, bytesEach: Buffer.byteLength(text) };
    }
    if (depth > 1 && objects.length > 0)
      part.children = fieldsOf(objects, `${prefix}${key}.`, totalTokens, tokenizer, depth - 1).slice(0, 6);
    parts.push(part);
  }
  return rank(parts);
}
function findRecords(payload) {
  if (Array.isArray(payload)) return { records: payload, path: "" };
  if (isObject(payload)) {
    const arrays = Object.entries(payload).filter(([, value]) => Array.isArray(value) && value.some(isObject));
    const largest = arrays.sort((a, b) => JSON.stringify(b[1]).length - JSON.stringify(a[1]).length)[0];
    if (largest && JSON.stringify(largest[1]).length > JSON.stringify(payload).length / 2)
      return { records: largest[1], path: largest[0] };
  }
  return { records: [payload] };
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/commands/explain-command.ts
async function explainCommand(configFile, subject, context) {
  const loaded = await loadBudget(path.resolve(context.cwd, configFile), configFile);
  const listed = /^(prompt|resource|skill):([^/]+)\/(.+)$/s.exec(subject);
  if (listed)
    return explainListed(loaded, configFile, subject, listed[1], listed[2], listed[3], context);
  const { fixture, serverName, toolName } = await explainedTarget(loaded, configFile, subject, context);
  const server = await namedServer(loaded, configFile, serverName, context);
  const tokenizer = loadTokenizer(loaded.config.tokenizer ?? "o200k_base");
  let session;
  try {
    session = await openServerSession(loaded, server, context, tokenizer);
    const tool = await listedTool(session, serverName, toolName);
    const profile = context.host === void 0 ? void 0 : HOST_PROFILES[context.host];
    if (context.host !== void 0 && !profile)
      throw userError("NOT_ONE_OF", { name: "--host", allowed: Object.keys(HOST_PROFILES) });
    if (!fixture && profile) {
      const payload = hostToolPayload(profile, serverName, tool, session.client.getServerVersion());
      const explanation = await countedView(
        await tokenizer,
        (counting) => explainDefinition(subject, JSON.parse(payload.json), counting)
      );
      const format = profile.facts.definitionFormat;
      explanation.note = `${profile.title} sends this as ${DEFINITION_FORMAT_WORDS[format.value]} named "${payload.name}"${payload.unshortened ? ` (shortened from "${payload.unshortened}")` : ""}${payload.descriptionCut ? `; it cuts the description at ${fmt(payload.keptChars)} chars` : ""} (${format.source})`;
      return { explanation, exitCode: EXIT.ok };
    }
    if (!fixture)
      return {
        explanation: await countedView(await tokenizer, (counting) => explainDefinition(subject, tool, counting)),
        exitCode: EXIT.ok
      };
    return {
      explanation: await explainFixture(subject, fixture, tool, session, tokenizer, profile),
      exitCode: EXIT.ok
    };
  } catch (error) {
    if (error instanceof ServerFailure) return { failure: error, exitCode: EXIT.server };
    throw error;
  } finally {
    await session?.close();
  }
}
async function explainedTarget(loaded, configFile, subject, context) {
  const fixture = subject.startsWith("fixture:") ? loaded.config.fixtures?.find((f) => f.name === subject.slice(8)) : void 0;
  if (subject.startsWith("fixture:") && !fixture)
    throw userError("EXPLAIN_NO_FIXTURE", {
      file: configFile,
      fixture: subject.slice(8),
      fixtures: (loaded.config.fixtures ?? []).map((f) => f.name)
    });
  if (fixture && fixture.tool === void 0) {
    throw userError("EXPLAIN_FIXTURE_NOT_TOOL", {
      fixture: fixture.name,
      server: fixture.server,
      ...fixture.prompt !== void 0 ? { prompt: fixture.prompt } : { resource: fixture.resource }
    });
  }
  const slash = subject.indexOf("/");
  if (!fixture && slash <= 0)
    throw userError("EXPLAIN_SUBJECT_FORM", { subject, candidates: await toolsNamed(loaded, subject, context) });
  const serverName = fixture ? fixture.server : subject.slice(0, slash);
  const toolName = fixture ? fixture.tool ?? "" : subject.slice(slash + 1);
  return { fixture, serverName, toolName };
}
async function listedTool(session, serverName, toolName) {
  const { tools } = await listTools(session);
  await loadSchemaCompiler();
  const tool = tools.find((t) => t.name === toolName);
  if (!tool) {
    const closest = closestNames(
      toolName,
      tools.map((t) => t.name)
    );
    throw userError("EXPLAIN_NO_TOOL", {
      server: serverName,
      tool: toolName,
      closest,
      tools: tools.map((t) => t.name)
    });
  }
  return tool;
}
async function explainFixture(subject, fixture, tool, session, tokenizer, profile) {
  if (JSON.stringify(fixture.arguments ?? {}).includes('"fromFixture"')) {
    throw userError("EXPLAIN_CURSOR_FIXTURE");
  }
  const normalize = makeNormalizer(fixture.normalize);
  const call = async (args, page) => {
    const wire = await session.request(
      "tools/call",
      { name: fixture.tool ?? "", arguments: args },
      `call ${fixture.name}${fixture.paginate ? ` page ${page}` : ""}`
    );
    const normalizeOnce = normalizingOnce(normalize);
    const counted = await precountResult(wire, await tokenizer, normalizeOnce);
    return measureResult(wire, counted, normalizeOnce, session.era === "modern");
  };
  const walk = fixture.paginate ? await walkCursor(fixture.paginate, fixture.arguments ?? {}, call) : void 0;
  const result = walk ? walk.pages[0] : await call(fixture.arguments ?? {}, 1);
  if (profile) return hostResultExplanation(subject, fixture, tool, profile, result, walk, tokenizer);
  if (walk)
    return countedView(
      await tokenizer,
      (counting) => explainWalk(subject, walk.pages, walk.itemsPerPage, counting, fixture.paginate?.items)
    );
  return countedView(await tokenizer, (counting) => explainResult(subject, result.payload, result.texts, counting));
}
async function hostResultExplanation(subject, fixture, tool, profile, result, walk, loading) {
  return countedView(
    await loading,
    (tokenizer) => hostResultView(subject, fixture, tool, profile, result, walk, tokenizer)
  );
}
function hostResultView(subject, fixture, tool, profile, result, walk, tokenizer) {
  const view = hostView(
    profile,
    { ...result, call: { name: fixture.tool ?? "", args: fixture.arguments ?? {}, server: fixture.server } },
    tokenizer,
    tool._meta
  );
  const { text } = view;
  const after = { text: view.shown, cut: view.outcome !== "whole" };
  const resultCut = profile.facts.resultCut;
  const capped = view.outcome === "spilled" && resultCut?.value.kind === "tokens" && resultCut.value.saved === true && view.preCutTokens > resultCut.value.limit;
  const how = capped ? `, ${fmt(view.preCutTokens)} tokens, over its cap of ${fmt(resultCut.value.kind === "tokens" ? resultCut.value.limit : 0)} tokens: saved to a file, the model reads a note naming it (${resultCut.source})` : view.outcome === "spilled" ? `, saved to a file: the model reads a reference and a ${profile.facts.resultSpill.value.previewChars}-character preview (${profile.facts.resultSpill.source})` : after.cut ? `, cut to ${Buffer.byteLength(after.text)} (${profile.facts.resultCut.source})` : ", not cut";
  let payload;
  try {
    payload = JSON.parse(after.text);
  } catch {
    payload = void 0;
  }
  const explanation = explainResult(subject, payload, [after.text], tokenizer);
  if (walk)
    ({ pages: explanation.pages, walk: explanation.walk } = explainWalk(
      subject,
      walk.pages,
      walk.itemsPerPage,
      tokenizer,
      fixture.paginate?.items
    ));
  explanation.note = `${walk ? `page 1 of ${walk.pages.length}: ` : ""}${profile.title} receives ${profile.facts.resultChannel?.value === "structured-only" ? "structuredContent only, when present" : profile.facts.resultChannel?.value === "both" ? "both copies" : profile.facts.resultChannel?.value === "structured-else-content-items" ? "structuredContent when present, else each content block as an input_text item" : profile.facts.resultChannel?.value === "structured-first-parts" ? "the structuredContent JSON first, then the content blocks" : "the text blocks"}: ${Buffer.byteLength(text)} bytes${how}`;
  return explanation;
}
async function namedServer(loaded, configFile, serverName, context) {
  const { servers } = await resolveBudgetServers(loaded, context.callerEnv);
  const server = servers.find((s) => s.name === serverName);
  if (!server)
    throw userError("EXPLAIN_NO_SERVER", { server: serverName, file: configFile, servers: servers.map((s) => s.name) });
  return server;
}
async function explainListed(loaded, configFile, subject, kind, serverName, name, context) {
  const server = await namedServer(loaded, configFile, serverName, context);
  const tokenizer = loadTokenizer(loaded.config.tokenizer ?? "o200k_base");
  let session;
  try {
    session = await openServerSession(loaded, server, context, tokenizer);
    const surface = await listSurface(session);
    const lists = SURFACE_LISTS.filter((list) => list.kind === kind);
    const items = lists.flatMap((list) => {
      const entry = surface[list.field];
      return entry && "listing" in entry ? entry.listing.items.map((item) => ({ id: String(item[list.id]), item })) : [];
    });
    const found = items.find((candidate) => candidate.id === name);
    if (!found)
      throw userError("EXPLAIN_NOT_LISTED", {
        server: serverName,
        kind,
        name,
        listed: items.map((candidate) => candidate.id)
      });
    return {
      explanation: await countedView(
        await tokenizer,
        (counting) => explainDefinition(subject, found.item, counting)
      ),
      exitCode: EXIT.ok
    };
  } catch (error) {
    if (error instanceof ServerFailure) return { failure: error, exitCode: EXIT.server };
    throw error;
  } finally {
    await session?.close();
  }
}
async function toolsNamed(loaded, name, context) {
  if (name === "" || name.startsWith("fixture:")) return [];
  const { servers } = await resolveBudgetServers(loaded, context.callerEnv);
  const tokenizer = loadTokenizer(loaded.config.tokenizer ?? "o200k_base");
  const candidates = [];
  for (const server of servers) {
    let session;
    try {
      session = await openServerSession(loaded, server, context, tokenizer);
      const { tools } = await listTools(session);
      for (const closest of closestNames(
        name,
        tools.map((tool) => tool.name)
      ))
        candidates.push(`${server.name}/${closest}`);
    } catch {
    } finally {
      await session?.close();
    }
  }
  return candidates;
}

// src/commands/explain-session.ts
import path2 from "node:path";
async function explainSessionCommand(configFile, name, context) {
  const loaded = await loadBudget(path2.resolve(context.cwd, configFile), configFile);
  const sessions = loaded.config.sessions ?? [];
  const spec = sessions.find((session2) => session2.name === name);
  if (!spec) {
    throw userError("EXPLAIN_NO_SESSION", {
      file: configFile,
      session: name,
      sessions: sessions.map((session2) => session2.name)
    });
  }
  const fixtures = (loaded.config.fixtures ?? []).filter((fixture) => spec.steps.includes(fixture.name));
  const used = new Set(fixtures.map((fixture) => fixture.server));
  const scoped = { ...loaded, config: { ...loaded.config, fixtures } };
  const resolved = await resolveBudgetServers(scoped, context.callerEnv);
  const measurement = await measureBudgetServers(
    scoped,
    {
      servers: resolved.servers.filter((server) => used.has(server.name)),
      unresolved: resolved.unresolved.filter((server) => used.has(server.server))
    },
    context
  );
  const session = sessionReports(scoped.config, measurement.servers, measurement.fixtures).find(
    (candidate) => candidate.name === name
  );
  return { session, exitCode: measurement.servers.every((server) => server.ok) ? EXIT.ok : EXIT.server };
}

// src/report/reporters/explanation.ts
var percent = (share) => `${(share * 100).toFixed(1)}%`;
function renderExplanation(untrusted, configFile) {
  const explanation = withControlsShown(untrusted);
  const out = [];
  const over = explanation.records && explanation.records > 1 ? `, summed over ${explanation.records} records` : "";
  out.push(`${explanation.subject}: ${fmt(explanation.bytes)} bytes, ${fmt(explanation.tokens)} tokens${over}`);
  if (explanation.note) out.push(explanation.note);
  if (explanation.walk && explanation.pages) {
    out.push(
      `walked ${fmt(explanation.walk.pages)} page${explanation.walk.pages === 1 ? "" : "s"} (as check measures them): ${fmt(explanation.walk.wireBytes)} bytes, ${fmt(explanation.walk.tokens)} tokens in all`
    );
    for (const page of explanation.pages)
      out.push(
        `  page ${page.page}: ${fmt(page.wireBytes)} bytes, ${fmt(page.tokens)} tokens${page.items === void 0 ? "" : `, ${fmt(page.items)} record${page.items === 1 ? "" : "s"}`}`
      );
  }
  if (explanation.parts.length === 0) return `${out.join("\n")}
`;
  out.push(
    explanation.parts.slice(0, 6).map((part) => `${part.label} ${percent(part.share)}`).join(", "),
    ""
  );
  const rows = [];
  const walk = (parts, indent) => {
    for (const part of parts) {
      const repeated = part.repeated ? `identical in ${part.repeated.records} of ${part.repeated.of} records (${fmt(part.repeated.bytesEach)} bytes each)` : part.unreferenced ? "nothing refers to it" : "";
      rows.push([`${indent}${part.label}`, percent(part.share), fmt(part.tokens), fmt(part.bytes), repeated]);
      if (part.children) walk(part.children, `${indent}  `);
    }
  };
  walk(explanation.parts, "");
  out.push(...table(["field", "share", "tokens", "bytes", "repeats"], rows, [false, true, true, true, false]));
  const repeats = collectRepeats(explanation.parts).filter((part) => part.repeated.records > 1);
  if (repeats.length > 0) {
    out.push("", "Repeated nested objects (projection removes these):");
    for (const part of repeats.slice(0, 5))
      out.push(
        `  ${part.label}: identical in ${part.repeated.records} of ${part.repeated.of} records, ${fmt(part.repeated.bytesEach)} bytes each`
      );
  }
  const unreferenced = collect(explanation.parts, (part) => part.unreferenced === true);
  if (unreferenced.length > 0) {
    const bytes = unreferenced.reduce((sum, part) => sum + part.bytes, 0);
    out.push(
      "",
      `Definitions nothing refers to: ${unreferenced.length}, ${fmt(bytes)} bytes (npx mcp-budget suggest ${explanation.subject}${configOption(configFile)} proposes dropping them)`
    );
  }
  return `${out.join("\n")}
`;
}
function collect(parts, keep) {
  return parts.flatMap((part) => [...keep(part) ? [part] : [], ...collect(part.children ?? [], keep)]);
}
function collectRepeats(parts) {
  return parts.flatMap((part) => [...part.repeated ? [part] : [], ...collectRepeats(part.children ?? [])]).sort((a, b) => b.bytes - a.bytes);
}

// src/cli/commands/explain.ts
async function run(input) {
  if (input.args.length !== 1) {
    throw userError("EXPLAIN_ONE_SUBJECT");
  }
  sayTempNote(input);
  const { configFile, context, reporter } = prepare(input);
  const subject = input.args[0];
  const { io } = input;
  if (Object.hasOwn(FINDING_CATALOG, subject)) return explainCode(subject, reporter, io);
  if (subject.startsWith("session:")) {
    const { session, exitCode } = await explainSessionCommand(configFile, subject.slice("session:".length), context);
    io.stdout.write(
      reporter === "json" ? `${jsonSafe(JSON.stringify(session, null, 2))}
` : `${renderSession(session)}
`
    );
    return exitCode;
  }
  const outcome = await explainCommand(configFile, subject, context);
  if ("failure" in outcome) {
    io.stderr.write(
      `mcp-budget: ${outcome.failure.message}${outcome.failure.stderrTail ? `
${outcome.failure.stderrTail}` : ""}
`
    );
    return outcome.exitCode;
  }
  io.stdout.write(
    reporter === "json" ? `${jsonSafe(JSON.stringify(outcome.explanation, null, 2))}
` : renderExplanation(outcome.explanation, configFile)
  );
  return EXIT.ok;
}
function explainCode(code, reporter, io) {
  const { meaning, action } = FINDING_CATALOG[code];
  const severity = severityText(FINDING_CATALOG[code].severity);
  const page = findingPageUrl(code);
  io.stdout.write(
    reporter === "json" ? `${JSON.stringify({ code, severity, meaning, action, page }, null, 2)}
` : `${code} (${severity})
  ${meaning}
  what to do: ${action}
  ${page}
`
  );
  return EXIT.ok;
}
export {
  run
};
