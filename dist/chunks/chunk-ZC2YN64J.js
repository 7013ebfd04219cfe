import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  EVERY_PROFILE_ASKED,
  figuresOf,
  saving,
  sharedDefsProposals,
  unusedDefsChange
} from "./chunk-QZLLVAAZ.js";
import {
  makeNormalizer
} from "./chunk-LM5FITTP.js";
import {
  hostCut,
  hostResultText,
  hostView
} from "./chunk-FM6TTRXV.js";
import {
  readsJsonFile
} from "./chunk-VTE6CCGB.js";
import {
  NAME_MAPS,
  VALUE_KEYWORDS,
  hostToolPayload
} from "./chunk-PZ5BQGAD.js";
import {
  descriptionCutOf
} from "./chunk-DDAUNJHG.js";
import {
  HOST_PROFILES
} from "./chunk-TEFA5WOP.js";
import { __m8_underDeadline as underDeadline } from "./cli-start-580920F0.js";
import {
  largestFitting
} from "./chunk-4RWOK5JE.js";
import {
  getPointer,
  withPointer
} from "./chunk-TOTTZ5MB.js";
import {
  fmt
} from "./chunk-CEK7UD7K.js";
import {
  measureResult,
  parseJson
} from "./chunk-NGA7DO4P.js";
import { __m6_countedView as countedView } from "./start-shared-3AE6A6EC.js";
import { __m5_MeasuringTimedOut as MeasuringTimedOut } from "./start-shared-3AE6A6EC.js";
import {
  showControls
} from "./chunk-2TKON5YV.js";

// src/measure/proposals/keyword-proposals.ts
var DATA_KEYWORDS = /* @__PURE__ */ new Set([
  "default",
  "examples",
  "title",
  "format",
  "pattern",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minLength",
  "maxLength",
  "minItems",
  "maxItems",
  "uniqueItems"
]);
function keywordsHostsDrop(server, tool, hosts) {
  const judges = hosts.length > 0 ? hosts : Object.values(HOST_PROFILES);
  const candidates = new Set(
    judges.flatMap(
      (profile) => (profile.facts.strippedSchemaKeywords?.value ?? []).filter((keyword) => DATA_KEYWORDS.has(keyword))
    )
  );
  if (candidates.size === 0 || typeof tool.inputSchema !== "object" || tool.inputSchema === null) return void 0;
  const dropped2 = /* @__PURE__ */ new Map();
  const inputSchema = withoutKeywords(tool.inputSchema, candidates, dropped2);
  if (dropped2.size === 0) return void 0;
  const after = { ...tool, inputSchema };
  const same = (profile) => hostToolPayload(profile, server, tool).json === hostToolPayload(profile, server, after).json;
  const droppedBy = judges.filter(same);
  if (droppedBy.length === 0) return void 0;
  return { tool: after, dropped: dropped2, droppedBy, passedBy: judges.filter((profile) => !droppedBy.includes(profile)) };
}
function withoutKeywords(node, keywords, dropped2) {
  if (Array.isArray(node)) return node.map((item) => withoutKeywords(item, keywords, dropped2));
  if (typeof node !== "object" || node === null) return node;
  const typed = Object.hasOwn(node, "type");
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (typed && keywords.has(key)) {
      dropped2.set(key, (dropped2.get(key) ?? 0) + 1);
      continue;
    }
    if (NAME_MAPS.has(key) && typeof value === "object" && value !== null && !Array.isArray(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, inner]) => [name, withoutKeywords(inner, keywords, dropped2)])
      );
    } else out[key] = VALUE_KEYWORDS.has(key) ? value : withoutKeywords(value, keywords, dropped2);
  }
  return out;
}

// src/measure/proposals/repetition-proposals.ts
var MIN_SENTENCE = 20;
var MIN_SHARED_NOTE = 40;
var MIN_SUBSCHEMA_BYTES = 48;
var MAX_SHARED_NOTE_CANDIDATES = 10;
function proposeRepeats(server, tool, hosts, propose) {
  const deduplicated = withoutRepeatedSentences(tool);
  if (deduplicated)
    propose(deduplicated, {
      kind: "repeated-in-parameters",
      lossless: true,
      change: "remove from parameter descriptions the sentences the tool description already says"
    });
  const shared = sharedSubschema(tool);
  if (!shared) return;
  const asked = hosts.length > 0 ? hosts : Object.values(HOST_PROFILES);
  const passing = asked.filter((profile) => hostToolPayload(profile, server, shared.tool).json.includes('"$ref"'));
  const resolving = asked.filter((profile) => !passing.includes(profile));
  const names2 = (profiles) => profiles.map((profile) => profile.name).join(", ");
  propose(shared.tool, {
    kind: "repeated-subschema",
    lossless: passing.length === 0,
    change: `define the sub-schema repeated ${shared.count} times (first at "${shared.first}") once in "$defs" and refer to it with "$ref"${resolving.length > 0 ? `; ${names2(resolving)} ${resolving.length > 1 ? "resolve" : "resolves"} it before the model reads it` : ""}`,
    ...passing.length > 0 ? {
      loses: `the sub-schema written out at each use: ${names2(passing)} ${passing.length > 1 ? "show their" : "shows its"} model "$ref" to follow instead${hosts.length === 0 ? EVERY_PROFILE_ASKED : ""}`
    } : {}
  });
}
function sharedNoteProposals(server, tools, instructions, tokenizer) {
  const holders = /* @__PURE__ */ new Map();
  for (const tool of tools)
    for (const sentence of new Set(sentencesOf(tool.description)))
      if (sentence.length >= MIN_SHARED_NOTE) holders.set(sentence, (holders.get(sentence) ?? 0) + 1);
  const candidates = [...holders].filter(([, count]) => count >= 3).sort((a, b) => b[0].length * b[1] - a[0].length * a[1] || a[0].localeCompare(b[0])).slice(0, MAX_SHARED_NOTE_CANDIDATES);
  if (candidates.length === 0) return [];
  const changes = candidates.map(([sentence, count]) => ({
    sentence,
    count,
    changed: tools.map(
      (tool) => typeof tool.description === "string" && tool.description.includes(sentence) ? { ...tool, description: removeSentences(tool.description, /* @__PURE__ */ new Set([sentence])) } : void 0
    )
  }));
  const figures = tools.map((tool) => figuresOf(tool, tokenizer));
  const before = figures.reduce((sum, f) => sum + f.tokens, 0) + (instructions ? tokenizer.count(instructions) : 0);
  const beforeBytes = figures.reduce((sum, f) => sum + f.bytes, 0) + Buffer.byteLength(instructions ?? "");
  const proposals = [];
  for (const { sentence, count, changed } of changes) {
    const trimmed = changed.map((tool, i) => tool ? figuresOf(tool, tokenizer) : figures[i]);
    const moved = instructions ? `${instructions}
${sentence}` : sentence;
    const after = trimmed.reduce((sum, f) => sum + f.tokens, 0) + tokenizer.count(moved);
    const afterBytes = trimmed.reduce((sum, f) => sum + f.bytes, 0) + Buffer.byteLength(moved);
    const saves = saving({ bytes: beforeBytes, tokens: before }, { bytes: afterBytes, tokens: after });
    if (!saves) continue;
    proposals.push({
      subject: server,
      kind: "shared-usage-notes",
      lossless: false,
      saves,
      change: `state once in the server's instructions what ${count} tool descriptions repeat: "${sentence.length > 80 ? `${sentence.slice(0, 80)}…` : sentence}"`,
      loses: "hosts that do not send server instructions"
    });
  }
  return proposals;
}
function sentencesOf(text) {
  return typeof text === "string" ? text.split(/(?<=[.!?])\s+/).map((s) => s.trim()).filter(Boolean) : [];
}
function removeSentences(text, remove) {
  const parts = text.split(/(?<=[.!?])(\s+)/);
  const kept = parts.map(() => true);
  for (let i = 0; i < parts.length; i += 2) {
    if (!remove.has(parts[i].trim())) continue;
    kept[i] = false;
    if (i > 0) kept[i - 1] = false;
    else if (parts.length > 1) kept[1] = false;
  }
  return parts.filter((_, i) => kept[i]).join("");
}
function withoutRepeatedSentences(tool) {
  const said = new Set(sentencesOf(tool.description).filter((sentence) => sentence.length >= MIN_SENTENCE));
  const schema = tool.inputSchema;
  if (said.size === 0 || !schema?.properties || typeof schema.properties !== "object") return void 0;
  let changed = false;
  const properties = Object.fromEntries(
    Object.entries(schema.properties).map(([name, property]) => {
      if (typeof property?.description !== "string") return [name, property];
      const kept = removeSentences(property.description, said);
      if (kept === property.description) return [name, property];
      changed = true;
      return [name, { ...property, description: kept }];
    })
  );
  return changed ? { ...tool, inputSchema: { ...schema, properties } } : void 0;
}
function sharedSubschema(tool) {
  const schema = tool.inputSchema;
  if (typeof schema !== "object" || schema === null || Object.hasOwn(schema, "$defs")) return void 0;
  const seen = /* @__PURE__ */ new Map();
  const visit = (node, at) => {
    if (typeof node !== "object" || node === null) return;
    const properties = node.properties;
    if (typeof properties === "object" && properties !== null) {
      for (const [name2, property] of Object.entries(properties)) {
        const json2 = JSON.stringify(property);
        if (typeof property === "object" && property !== null && Buffer.byteLength(json2) >= MIN_SUBSCHEMA_BYTES) {
          const entry = seen.get(json2);
          seen.set(json2, { count: (entry?.count ?? 0) + 1, first: entry?.first ?? `${at}properties.${name2}` });
        }
      }
    }
    for (const [key, value] of Object.entries(node)) if (typeof value === "object") visit(value, `${at}${key}.`);
  };
  visit(schema, "");
  const best = [...seen].filter(([, entry]) => entry.count >= 2).sort((a, b) => b[0].length * b[1].count - a[0].length * a[1].count)[0];
  if (!best) return void 0;
  const [json, { count, first }] = best;
  const name = first.split(".").at(-1);
  const replace = (node) => {
    if (Array.isArray(node)) return node.map(replace);
    if (typeof node !== "object" || node === null) return node;
    if (JSON.stringify(node) === json) return { $ref: `#/$defs/${name}` };
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, replace(value)]));
  };
  return {
    tool: { ...tool, inputSchema: { ...replace(schema), $defs: { [name]: JSON.parse(json) } } },
    count,
    first
  };
}

// src/measure/proposals/definition-proposals.ts
var UNSEEN_FIELDS = [
  { field: "_meta", note: "" },
  { field: "icons", note: "" },
  { field: "title", note: "; hosts may show it in their UI" },
  { field: "annotations", note: "; hosts read it for approval prompts (readOnlyHint, destructiveHint)" }
];
function definitionProposals(server, tool, tokenizer, hosts = []) {
  const subject = `${server}/${tool.name}`;
  const before = figuresOf(tool, tokenizer);
  const proposals = [];
  const sent = (profile, definition) => {
    const json = hostToolPayload(profile, server, definition).json;
    return { bytes: Buffer.byteLength(json), tokens: tokenizer.count(json) };
  };
  const propose = (after, rest) => {
    const saves = saving(before, figuresOf(after, tokenizer));
    if (!saves) return;
    const perHost = hosts.map((profile) => {
      const [was, now] = [sent(profile, tool), sent(profile, after)];
      return { host: profile.name, bytes: was.bytes - now.bytes, tokens: was.tokens - now.tokens };
    });
    proposals.push({ subject, ...rest, saves, ...perHost.length > 0 ? { hosts: perHost } : {} });
  };
  proposePastHostCuts(tool, hosts, propose);
  proposeUnneededMembers(tool, propose);
  proposeKeywordsHostsDrop(server, tool, hosts, propose);
  const unusedDefs = unusedDefsChange(tool);
  if (unusedDefs) propose(unusedDefs.after, unusedDefs.rest);
  proposeRepeats(server, tool, hosts, propose);
  return proposals;
}
function proposePastHostCuts(tool, hosts, propose) {
  const description = typeof tool.description === "string" ? tool.description : "";
  const asked = hosts.length > 0 ? hosts : Object.values(HOST_PROFILES);
  const cutOf = (profile) => descriptionCutOf(profile)?.value ?? Infinity;
  for (const cut of [...new Set(asked.map(cutOf))].sort((a, b) => a - b)) {
    if (!Number.isFinite(cut) || description.length <= cut) continue;
    const cutters = asked.filter((profile) => cutOf(profile) === cut);
    const others = asked.filter((other) => cutOf(other) > cut).map((other) => other.name);
    const titles = cutters.map((profile) => profile.title).join(", ");
    propose(
      { ...tool, description: description.slice(0, cut) },
      {
        kind: "description-past-cut",
        lossless: others.length === 0,
        change: `shorten the description to ${fmt(cut)} chars: ${titles} ${cutters.length > 1 ? "cut it there, and their models never read" : "cuts it there, and its model never reads"} the other ${fmt(description.length - cut)} (from "${description.slice(cut, cut + 40)}…")`,
        ...others.length > 0 ? {
          loses: `what ${others.join(", ")} still show their model past ${fmt(cut)} chars${hosts.length === 0 ? EVERY_PROFILE_ASKED : ""}`
        } : {}
      }
    );
  }
}
function proposeUnneededMembers(tool, propose) {
  const withoutDialect = {
    ...tool,
    ...withoutKey(tool, "inputSchema"),
    ...withoutKey(tool, "outputSchema")
  };
  if (JSON.stringify(withoutDialect) !== JSON.stringify(tool)) {
    propose(withoutDialect, {
      kind: "schema-dialect",
      lossless: true,
      change: `drop "$schema" from the tool's schemas: it names a JSON Schema dialect the model does not need (schema generators add it: zod 4's toJSONSchema, zod-to-json-schema)`
    });
  }
  for (const { field, note } of UNSEEN_FIELDS) {
    if (!Object.hasOwn(tool, field)) continue;
    const { [field]: _dropped, ...rest } = tool;
    propose(rest, {
      kind: "fields-the-model-never-sees",
      lossless: true,
      change: `drop "${field}": no host sends it to the model, but it counts in every listing${note}`
    });
  }
}
function proposeKeywordsHostsDrop(server, tool, hosts, propose) {
  const keywords = keywordsHostsDrop(server, tool, hosts);
  if (!keywords) return;
  const listed = [...keywords.dropped].map(([keyword, count]) => `"${keyword}"${count > 1 ? ` ×${count}` : ""}`).join(", ");
  const titles = (profiles) => profiles.map((profile) => profile.title).join(", ");
  propose(keywords.tool, {
    kind: "keywords-hosts-drop",
    lossless: keywords.passedBy.length === 0,
    change: `drop ${listed} from the input schema: ${titles(keywords.droppedBy)} never ${keywords.droppedBy.length > 1 ? "pass" : "passes"} them to its model${keywords.passedBy.length === 0 ? " (none of the hosts in `hosts` does)" : ""}, yet every listing carries them`,
    ...keywords.passedBy.length > 0 ? {
      loses: `the defaults and constraints ${titles(keywords.passedBy)} still show their model${hosts.length === 0 ? EVERY_PROFILE_ASKED : ""}`
    } : {}
  });
}
function withoutKey(tool, key) {
  const schema = tool[key];
  if (schema === void 0) return {};
  return {
    [key]: JSON.parse(
      JSON.stringify(schema),
      (name, value) => name === "$schema" && typeof value === "string" ? void 0 : value
    )
  };
}

// src/measure/proposals/result-change.ts
function reserialize(text, value) {
  const indent = /^[[{]\r?\n(\s+)/.exec(text)?.[1];
  return indent ? JSON.stringify(value, null, indent.includes("	") ? "	" : indent.length) : JSON.stringify(value);
}

// src/measure/proposals/page-size-proposals.ts
function pageSizeProposals(change, fixture, hosts) {
  const paginate = fixture.paginate;
  if (!paginate?.items) return;
  const { result, tokenizer } = change;
  const blocks = Array.isArray(result.content) ? result.content : [];
  const firstText = blocks.find((block) => block?.type === "text" && typeof block.text === "string")?.text;
  const payload = result.structuredContent ?? parseJson(firstText);
  const records = getPointer(payload, paginate.items);
  const next = getPointer(payload, paginate.nextCursor);
  if (!Array.isArray(records) || records.length < 2 || next === void 0 || next === null || next === "") return;
  const raw = typeof next === "string" ? next : JSON.stringify(next);
  const holdsCursor = (text) => text.includes(raw) || text.includes(JSON.stringify(raw).slice(1, -1));
  const toolMeta = change.tool?._meta;
  const pages = /* @__PURE__ */ new Map();
  const pageOf = (n) => pages.get(n) ?? pages.set(n, change.parts(firstRecords(result, paginate.items, n))).get(n);
  const fitting = /* @__PURE__ */ new Map();
  for (const profile of hosts.length > 0 ? hosts : Object.values(HOST_PROFILES)) {
    const view = (n) => hostView(profile, pageOf(n), tokenizer, toolMeta);
    const passes = (n) => {
      const page = pageOf(n);
      const text = hostResultText(profile, page);
      const after = hostCut(profile, text, page, toolMeta);
      return after.outcome === "whole" && holdsCursor(after.text) && !overCap(profile, text, tokenizer);
    };
    const now = view(records.length);
    if (!holdsCursor(now.text) || passes(records.length)) continue;
    const empty = view(0);
    const perRecordBytes = (now.preCutBytes - empty.preCutBytes) / records.length;
    const room = roomOf(profile);
    const guess = room === void 0 || perRecordBytes <= 0 ? records.length / 2 : (room - empty.preCutBytes) / perRecordBytes;
    const size = largestFitting(records.length, passes, guess);
    if (size === void 0 || size < 1) continue;
    const perRecord = Math.round((now.preCutTokens - empty.preCutTokens) / records.length);
    fitting.set(size, [...fitting.get(size) ?? [], { profile, perRecord }]);
  }
  for (const [size, fits] of fitting) {
    const titles = fits.map(({ profile }) => profile.title).join(", ");
    change.propose(firstRecords(result, paginate.items, size), {
      kind: "page-size-for-host-cut",
      lossless: false,
      change: `return at most ${size} records a page (page 1 has ${records.length}): ${titles} then ${fits.length > 1 ? "pass" : "passes"} the page whole, next cursor intact (a record costs about ${fits[0].perRecord} tokens as ${fits[0].profile.title} reads it)`,
      loses: `nothing of the records, but the model makes more calls: ${size} records a call instead of ${records.length}`
    });
  }
}
function firstRecords(result, pointer, n) {
  const cut = (value) => {
    const records = getPointer(value, pointer);
    return Array.isArray(records) ? withPointer(value, pointer, records.slice(0, n)) : value;
  };
  const content = result.content?.map((block) => {
    const parsed = block?.type === "text" && typeof block.text === "string" ? parseJson(block.text) : void 0;
    return parsed !== void 0 && Array.isArray(getPointer(parsed, pointer)) ? { ...block, text: reserialize(block.text, cut(parsed)) } : block;
  });
  return {
    ...result,
    ...content ? { content } : {},
    ...result.structuredContent !== void 0 ? { structuredContent: cut(result.structuredContent) } : {}
  };
}
function overCap(profile, text, tokenizer) {
  const cut = profile.facts.resultCut?.value;
  return cut?.kind === "tokens" && tokenizer.count(text) > cut.limit;
}
function roomOf(profile) {
  const spill = profile.facts.resultSpill?.value.chars ?? Infinity;
  const cut = profile.facts.resultCut?.value;
  const bytes = cut?.kind === "tokens" ? cut.limit * 4 : cut?.kind === "token-budget-middle" ? cut.tokens * cut.bytesPerToken : cut?.kind === "chars-head-tail" ? cut.chars : cut?.kind === "head-tail" || cut?.kind === "lines-head" ? cut.bytes : cut ? cut.bytes ?? cut.limit ?? Infinity : Infinity;
  const room = Math.min(spill, bytes);
  return Number.isFinite(room) ? room : void 0;
}

// src/measure/proposals/result-copy-proposals.ts
var READS = {
  "structured-only": "structured",
  "structured-else-content-items": "structured",
  both: "both",
  content: "text",
  "content-untrusted-parts": "text",
  // Qwen Code reads the JSON and the text parts, the JSON once when a text part is that very string.
  "structured-first-parts": "both"
};
function copyProposals(change, hosts) {
  const { result, tool } = change;
  const structured = result.structuredContent;
  if (structured === void 0 || structured === null) return;
  const blocks = Array.isArray(result.content) ? result.content : [];
  const mirror = blocks.findIndex(
    (block) => block?.type === "text" && typeof block.text === "string" && sameJson(parseJson(block.text), structured)
  );
  if (mirror < 0) return;
  const judges = hosts.length > 0 ? hosts : Object.values(HOST_PROFILES);
  const named = hosts.length > 0 ? "" : " (no `hosts` in budget.json: every shipped host profile asked)";
  const reading = (copy) => judges.filter((profile) => READS[profile.facts.resultChannel?.value ?? "content"] === copy);
  const [readsStructured, readsText, readsBoth] = [reading("structured"), reading("text"), reading("both")];
  const titles = (profiles) => profiles.map((profile) => profile.title).join(", ");
  const twice = readsBoth.length > 0 ? `; ${titles(readsBoth)} ${verb(readsBoth, "reads", "read")} both copies` : "";
  if (readsStructured.length + readsBoth.length > 0) {
    change.propose(
      { ...result, content: blocks.filter((_, i) => i !== mirror) },
      {
        kind: "structured-and-text-copies",
        lossless: readsText.length === 0,
        change: `drop the text block that repeats structuredContent: ${readsStructured.length > 0 ? `${titles(readsStructured)} ${verb(readsStructured, "reads", "read")} only structuredContent` : "no host reads the text alone"}${twice}${readsText.length === 0 ? " (clients without structuredContent support, which the specification keeps the text copy for, would get nothing)" : ""}`,
        ...readsText.length > 0 ? {
          loses: `the whole result for ${titles(readsText)}, which ${verb(readsText, "reads", "read")} only the text${named}`
        } : {}
      }
    );
  }
  if (readsText.length + readsBoth.length > 0 && tool?.outputSchema === void 0) {
    const { structuredContent: _dropped, ...rest } = result;
    change.propose(rest, {
      kind: "structured-and-text-copies",
      lossless: true,
      change: `drop structuredContent, the same JSON as the text block: ${readsText.length > 0 ? `${titles(readsText)} ${verb(readsText, "reads", "read")} only the text` : "no host reads it alone"}${twice}${readsStructured.length > 0 ? `; ${titles(readsStructured)} then ${verb(readsStructured, "reads", "read")} the text instead` : ""}`
    });
  }
}
var verb = (profiles, one, many) => profiles.length === 1 ? one : many;
function sameJson(a, b) {
  return a !== void 0 && canonical(a) === canonical(b);
}
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (typeof value !== "object" || value === null) return JSON.stringify(value);
  return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(",")}}`;
}

// src/measure/proposals/result-format-proposals.ts
var MIN_RECORDS = 3;
function formatProposals(change, fixture) {
  const { result, propose } = change;
  const blocks = Array.isArray(result.content) ? result.content : [];
  const compacted = blocks.map((block) => {
    const parsed = block?.type === "text" && typeof block.text === "string" ? parseJson(block.text) : void 0;
    return parsed !== void 0 && typeof parsed === "object" && JSON.stringify(parsed) !== block.text ? { ...block, text: JSON.stringify(parsed) } : block;
  });
  const file = readsJsonFile(fixture.arguments) && compacted.some((block, i) => block !== blocks[i] && JSON.stringify(result.structuredContent) !== block.text);
  if (compacted.some((block, i) => block !== blocks[i]))
    propose(
      { ...result, content: compacted },
      {
        kind: "compact-json-text",
        lossless: !file,
        change: "send JSON text compact: JSON.stringify(value), without indentation",
        ...file ? { loses: "the file as it is (its indentation and lines, which a model editing it needs)" } : {}
      }
    );
  const unwrapped = unwrap(result.structuredContent);
  if (unwrapped !== void 0)
    propose(
      { ...result, structuredContent: unwrapped },
      {
        kind: "unwrap-string-result",
        lossless: true,
        change: 'return the object itself as structuredContent, not a JSON string inside {"result": …}'
      }
    );
  const constant = constantFields(result);
  if (constant)
    propose(constant.result, {
      kind: "constant-fields",
      lossless: false,
      change: `drop ${constant.fields.map((f) => `"${f}"`).join(", ")} from each of the ${constant.records} records: the value never varies (state it once, or not at all)`,
      loses: "nothing the records differ in; the value itself unless stated once"
    });
}
function unwrap(structured) {
  if (typeof structured !== "object" || structured === null || Array.isArray(structured)) return void 0;
  const entries = Object.entries(structured);
  if (entries.length !== 1 || typeof entries[0][1] !== "string") return void 0;
  const parsed = parseJson(entries[0][1]);
  return typeof parsed === "object" && parsed !== null ? parsed : void 0;
}
function constantFields(result) {
  const blocks = Array.isArray(result.content) ? result.content : [];
  const textIndex = blocks.findIndex(
    (block) => block?.type === "text" && typeof block.text === "string" && typeof parseJson(block.text) === "object"
  );
  const textPayload = textIndex >= 0 ? parseJson(blocks[textIndex].text) : void 0;
  const records = largestRecordArray(result.structuredContent ?? textPayload);
  if (!records || records.length < MIN_RECORDS) return void 0;
  const fields = Object.keys(records[0]).filter((field) => {
    const value = JSON.stringify(records[0][field]);
    return records.every((record) => Object.hasOwn(record, field) && JSON.stringify(record[field]) === value);
  });
  if (fields.length === 0) return void 0;
  const strip = (value) => {
    if (Array.isArray(value)) {
      const isTarget = value.length === records.length && value.every((item, i) => JSON.stringify(item) === JSON.stringify(records[i]));
      return isTarget ? value.map(
        (record) => Object.fromEntries(Object.entries(record).filter(([key]) => !fields.includes(key)))
      ) : value.map(strip);
    }
    if (typeof value !== "object" || value === null) return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, strip(item)]));
  };
  const content = textIndex < 0 ? result.content : blocks.map(
    (block, i) => i === textIndex ? {
      ...block,
      text: JSON.stringify(strip(textPayload)) === JSON.stringify(textPayload) ? block.text : reserialize(block.text, strip(textPayload))
    } : block
  );
  return {
    result: {
      ...result,
      ...content ? { content } : {},
      ...result.structuredContent !== void 0 ? { structuredContent: strip(result.structuredContent) } : {}
    },
    fields,
    records: records.length
  };
}
function largestRecordArray(value) {
  let best;
  const visit = (node) => {
    if (Array.isArray(node)) {
      if (node.length > 0 && node.every((item) => typeof item === "object" && item !== null && !Array.isArray(item)) && node.length > (best?.length ?? 0))
        best = node;
      node.forEach(visit);
    } else if (typeof node === "object" && node !== null) {
      Object.values(node).forEach(visit);
    }
  };
  visit(value);
  return best;
}

// src/measure/proposals/projection-proposals.ts
var MIN_RECORDS2 = 3;
var PREVIEW_CHARS = 200;
function projectionProposals(change, tools) {
  const records = recordsOf(change, tools);
  if (!records) return;
  const reasons = /* @__PURE__ */ new Map();
  const offer = offering(records, reasons);
  offerEachProjection(records, offer);
  offerAllowlist(records, reasons, offer);
}
function recordsOf(change, tools) {
  const found = findRecords(change.result);
  if (!found || found.records.length < MIN_RECORDS2) return void 0;
  const fields = recordFields(found.records);
  if (unsafeKey(fields)) return void 0;
  const followUp = followUpTool(tools, change.tool?.name, fields);
  const followUpInputs = new Set(followUp?.inputs ?? []);
  const toolInputs = new Set(
    tools.flatMap((tool) => Object.keys(tool.inputSchema?.properties ?? {}))
  );
  return {
    change,
    found,
    fields,
    count: found.records.length,
    followUp,
    whole: followUp ? `${followUp.name} (${followUp.inputs.map((input) => `"${input}"`).join(", ")}) gives the whole text` : "no tool of this server returns it whole: add one that takes the record's identifier",
    needed: (field) => field.depth === 1 && followUpInputs.has(field.key),
    isLink: (field) => isLinkField(field) && !(field.depth === 1 && field.key === "html_url"),
    opaque: (field) => isOpaque(field) && !toolInputs.has(field.key),
    long: (field, siblings) => field.depth <= 2 && isLongText(field, siblings, PREVIEW_CHARS)
  };
}
function offering({ change, found, fields, needed }, reasons) {
  return (kind, rule, describe, withCode = false) => {
    const { shape, changed } = shapeWith(
      fields,
      (field, siblings) => needed(field) ? void 0 : rule(field, siblings)
    );
    if (changed.length === 0 || kind === "field-allowlist" && changed.every((field) => reasons.get(field) === "constant"))
      return;
    const projected = withRecords(change.result, found, (records) => project(records, shape));
    change.propose(projected, {
      kind,
      lossless: false,
      ...describe(changed, shape),
      ...withCode ? { code: shapeCode(shape, found.where) } : {}
    });
  };
}
function offerEachProjection({ fields, count, followUp, whole, isLink, opaque, long }, offer) {
  offer(
    "repeated-nested-objects",
    (field) => repeatedObject(field) ? identifierOf(field) ?? "drop" : void 0,
    (changed) => ({
      change: `replace the objects repeated across the ${count} records by their identifying field: ${changed.map((field) => `${repeatedText(field)} by ${identifierText(field)}`).join(", ")} (or state each once beside the list)`,
      loses: "the repeated objects' other fields, the same in every record that repeats them"
    })
  );
  offer(
    "entity-to-identifier",
    (field) => identifierOf(field),
    (changed) => ({
      change: `reduce each nested entity to its identifier: ${changed.map((field) => `"${label(field)}" to its "${identifierOf(field)}"`).join(", ")}`,
      loses: `the entities' other fields (their URLs, ids and flags)${followUp ? `; ${followUp.name} gives the record's` : ""}`
    })
  );
  offer(
    "url-fields",
    (field) => isLink(field) ? "drop" : void 0,
    (changed) => ({
      change: `drop the URL and link fields: ${topAndNested(changed)}${fields.some((field) => field.key === "html_url") ? ' ("html_url" kept, for a person to open)' : ""}`,
      loses: "links the model rebuilds from the identifier or never follows"
    })
  );
  offer(
    "text-preview",
    (field, siblings) => long(field, siblings) ? PREVIEW_CHARS : void 0,
    (changed) => ({
      change: `${changed.map((field) => `cut "${label(field)}" to a ${PREVIEW_CHARS}-char preview with "${field.key}_truncated" beside it (${longerText(field)})`).join(", ")}: ${whole}`,
      loses: `the text past ${PREVIEW_CHARS} chars, until the model asks for it`
    })
  );
  offer(
    "opaque-fields",
    (field) => opaque(field) ? "drop" : void 0,
    (changed) => ({
      change: `drop the opaque ids and hashes no tool of this server takes: ${names(changed)}`,
      loses: "values the model can only copy, and no tool here takes them"
    })
  );
}
function offerAllowlist({ count, followUp, whole, isLink, opaque, long }, reasons, offer) {
  const decide = (field, reason, shape) => (reasons.set(field, reason), shape);
  const allowlist = (field, siblings) => {
    if (isLink(field)) return decide(field, "link", "drop");
    if (opaque(field)) return decide(field, "opaque", "drop");
    const identifier = identifierOf(field);
    if (identifier) return decide(field, repeatedObject(field) ? "repeated" : "entity", identifier);
    if (repeatedObject(field)) return decide(field, "repeated", "drop");
    if (long(field, siblings)) return decide(field, "preview", PREVIEW_CHARS);
    if (isConstant(field)) return decide(field, "constant", "drop");
    return void 0;
  };
  offer(
    "field-allowlist",
    allowlist,
    (changed, shape) => {
      const by = (reason) => changed.filter((field) => reasons.get(field) === reason);
      const kept = Object.keys(shape);
      const parts = [
        `keep what the records differ in${followUp ? ` and what ${followUp.name} needs` : ""} (${kept.map((key) => `"${key}"`).join(", ")})`,
        by("repeated").length > 0 ? `replace ${by("repeated").map((field) => `${repeatedText(field)} by ${identifierText(field)}`).join(", ")}` : "",
        by("entity").length > 0 ? `reduce ${by("entity").map((field) => `"${label(field)}" to "${identifierOf(field)}"`).join(", ")}` : "",
        ...by("preview").map(
          (field) => `"${label(field)}" cut to a ${PREVIEW_CHARS}-char preview with "${field.key}_truncated" (${whole})`
        ),
        dropped([
          by("link").length > 0 ? `${by("link").length} URL and link fields` : "",
          by("opaque").length > 0 ? `${by("opaque").length} opaque ids and hashes` : "",
          by("constant").length > 0 ? `${by("constant").length} fields equal in every record (${names(by("constant"))})` : ""
        ])
      ].filter(Boolean);
      return {
        change: `send each of the ${count} records through a field allowlist: ${parts.join("; ")}`,
        loses: "every field not kept, and the text past each preview: what the records share, the model is told once or not at all"
      };
    },
    true
  );
}
var dropped = (parts) => {
  const named = parts.filter(Boolean);
  return named.length === 0 ? "" : `drop ${named.length > 1 ? `${named.slice(0, -1).join(", ")} and ${named.at(-1)}` : named[0]}`;
};
var topAndNested = (fields) => {
  const top = fields.filter((field) => field.depth === 1).map((field) => `"${field.key}"`);
  const nested = fields.length - top.length;
  return [top.join(", "), nested > 0 ? `${nested} inside nested objects` : ""].filter(Boolean).join(" and ");
};
var label = (field) => `${field.path}${field.inArrays ? "[]" : ""}`;
var names = (fields) => {
  const shown = [...fields].sort((a, b) => a.depth - b.depth).slice(0, 8).map((field) => `"${label(field)}"`).join(", ");
  return fields.length > 8 ? `${shown} and ${fields.length - 8} more` : shown;
};
var repeatedText = (field) => {
  const repeated = repeatedObject(field);
  return `${field.path} (identical in ${repeated.count} of ${field.of} records, ${fmt(repeated.bytesEach)} bytes each)`;
};
var identifierText = (field) => {
  const identifier = identifierOf(field);
  return identifier ? `its "${identifier}"` : "nothing (it has no identifying field)";
};
var longerText = (field) => {
  const lengths = field.values.map((value) => typeof value === "string" ? value.length : 0);
  return `${lengths.filter((length) => length > PREVIEW_CHARS).length} of ${field.of} are longer, the longest ${fmt(lengths.reduce((a, b) => Math.max(a, b), 0))} chars`;
};
var IDENTIFIERS = ["login", "full_name", "slug", "name", "key", "id"];
var ENTITY_FIELDS = 4;
var DEPTH = 4;
function recordFields(objects, prefix = "", depth = 1) {
  const byKey = /* @__PURE__ */ new Map();
  for (const object of objects) {
    for (const [key, value] of Object.entries(object)) {
      const field = byKey.get(key) ?? {
        key,
        path: `${prefix}${key}`,
        depth,
        values: [],
        of: objects.length,
        objects: [],
        inArrays: false,
        children: []
      };
      field.values.push(value);
      if (isObject(value)) field.objects.push(value);
      if (Array.isArray(value)) {
        for (const item of value) if (isObject(item)) field.objects.push(item), field.inArrays = true;
      }
      byKey.set(key, field);
    }
  }
  const fields = [...byKey.values()];
  if (depth < DEPTH) {
    for (const field of fields)
      if (field.objects.length > 0)
        field.children = recordFields(field.objects, `${field.path}${field.inArrays ? "[]" : ""}.`, depth + 1);
  }
  return fields;
}
var unsafeKey = (fields) => fields.some((field) => field.key === "__proto__" || unsafeKey(field.children));
function identifierOf(field) {
  const mixed = field.values.some(
    (value) => value !== null && !isObject(value) && !(Array.isArray(value) && value.every(isObject))
  );
  if (field.objects.length === 0 || mixed) return void 0;
  const average = field.objects.reduce((sum, object) => sum + Object.keys(object).length, 0) / field.objects.length;
  if (average < ENTITY_FIELDS + 1) return void 0;
  return IDENTIFIERS.find(
    (key) => field.objects.every((object) => typeof object[key] === "string" || typeof object[key] === "number")
  );
}
function repeatedObject(field) {
  if (field.inArrays) return void 0;
  const counts = /* @__PURE__ */ new Map();
  for (const value of field.values)
    if (isObject(value)) counts.set(JSON.stringify(value), (counts.get(JSON.stringify(value)) ?? 0) + 1);
  const [text, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ["", 0];
  return count >= 3 && count * 2 >= field.of && Buffer.byteLength(text) >= 100 ? { count, bytesEach: Buffer.byteLength(text) } : void 0;
}
var isLinkField = (field) => /(^|_)url$/i.test(field.key) || field.key === "_links" || field.key === "links" || field.key === "href";
function isOpaque(field) {
  if (field.key === "node_id" || field.key === "gravatar_id") return true;
  return field.values.length > 0 && field.values.every((value) => typeof value === "string" && /^[0-9a-f]{32,}$/i.test(value));
}
function isLongText(field, siblings, chars) {
  if (siblings.some((sibling) => sibling.key === `${field.key}_truncated`)) return false;
  return field.values.some((value) => typeof value === "string" && value.length > chars && /\s/.test(value));
}
function isConstant(field) {
  if (field.values.length !== field.of || field.of < 3) return false;
  const first = JSON.stringify(field.values[0]);
  return field.values.every((value) => JSON.stringify(value) === first);
}
function followUpTool(tools, listTool, fields) {
  const keys = new Set(fields.map((field) => field.key));
  const candidates = tools.flatMap((tool) => {
    if (tool.name === listTool) return [];
    const schema = tool.inputSchema;
    const required = Array.isArray(schema?.required) ? schema.required.filter((name) => typeof name === "string") : [];
    const inputs = required.length > 0 ? required : Object.keys(schema?.properties ?? {}).length === 1 ? Object.keys(schema.properties) : [];
    return inputs.length > 0 && inputs.every((name) => keys.has(name)) ? [{ name: tool.name, inputs }] : [];
  });
  return candidates.sort(
    (a, b) => Number(/^get/i.test(b.name)) - Number(/^get/i.test(a.name)) || a.inputs.length - b.inputs.length
  )[0];
}
function shapeWith(fields, rule) {
  const shape = {};
  const changed = [];
  for (const field of fields) {
    const decided = rule(field, fields);
    if (decided !== void 0) {
      if (decided !== "drop") shape[field.key] = decided;
      if (decided !== true) changed.push(field);
      continue;
    }
    const inner = field.children.length > 0 ? shapeWith(field.children, rule) : void 0;
    shape[field.key] = inner && inner.changed.length > 0 ? inner.shape : true;
    if (inner) changed.push(...inner.changed);
  }
  return { shape, changed };
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
var PROJECT_SOURCE = `const project = (value, shape) => {
  if (Array.isArray(value)) return value.map((item) => project(item, shape));
  if (shape === true || value === null || typeof value !== 'object') return value;
  if (typeof shape === 'string') return value[shape];
  const out = {};
  for (const [key, rule] of Object.entries(shape)) {
    if (!Object.hasOwn(value, key)) continue;
    if (typeof rule === 'number') {
      const text = value[key];
      const cut = typeof text === 'string' && text.length > rule;
      out[key] = cut ? text.slice(0, rule) : text;
      out[key + '_truncated'] = cut;
    } else out[key] = project(value[key], rule);
  }
  return out;
};`;
function project(value, shape) {
  if (Array.isArray(value)) return value.map((item) => project(item, shape));
  if (shape === true || value === null || typeof value !== "object") return value;
  const record = value;
  if (typeof shape === "string") return record[shape];
  if (typeof shape === "number") return value;
  const out = {};
  for (const [key, rule] of Object.entries(shape)) {
    if (!Object.hasOwn(record, key)) continue;
    if (typeof rule === "number") {
      const text = record[key];
      const cut = typeof text === "string" && text.length > rule;
      out[key] = cut ? text.slice(0, rule) : text;
      out[`${key}_truncated`] = cut;
    } else out[key] = project(record[key], rule);
  }
  return out;
}
function shapeCode(shape, where) {
  return [
    `const shape = ${JSON.stringify(shape)};`,
    PROJECT_SOURCE,
    `// send project(records, shape) in place of ${showControls(where)}`
  ].join("\n");
}
function findRecords(result) {
  const blocks = Array.isArray(result.content) ? result.content : [];
  const textIndex = blocks.findIndex(
    (block) => block?.type === "text" && typeof block.text === "string" && typeof parseJson(block.text) === "object"
  );
  const textPayload = textIndex >= 0 ? parseJson(blocks[textIndex].text) : void 0;
  let best;
  const visit = (node, where) => {
    if (Array.isArray(node)) {
      if (node.length > (best?.records.length ?? 0) && node.every((item) => typeof item === "object" && item !== null && !Array.isArray(item)))
        best = { records: node, where };
      node.forEach((item) => visit(item, `${where}[]`));
    } else if (typeof node === "object" && node !== null) {
      for (const [key, item] of Object.entries(node)) visit(item, where ? `${where}.${key}` : key);
    }
  };
  visit(result.structuredContent ?? textPayload, "");
  return best ? { ...best, where: best.where ? `the array at "${best.where}"` : "the records", textIndex, textPayload } : void 0;
}
function withRecords(result, found, replacement) {
  const target = JSON.stringify(found.records);
  const replace = (value) => {
    if (Array.isArray(value))
      return value.length === found.records.length && JSON.stringify(value) === target ? replacement(value) : value.map(replace);
    if (typeof value !== "object" || value === null) return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replace(item)]));
  };
  const blocks = Array.isArray(result.content) ? result.content : [];
  const content = found.textIndex < 0 ? result.content : blocks.map((block, i) => {
    if (i !== found.textIndex) return block;
    const replaced = replace(found.textPayload);
    return {
      ...block,
      text: JSON.stringify(replaced) === JSON.stringify(found.textPayload) ? block.text : reserialize(block.text, replaced)
    };
  });
  return {
    ...result,
    ...content ? { content } : {},
    ...result.structuredContent !== void 0 ? { structuredContent: replace(result.structuredContent) } : {}
  };
}

// src/measure/proposals/result-proposals.ts
function resultProposals(fixture, wire, tokenizer, normalizer, hosts = [], tool, tools = []) {
  const message = wire.message;
  const result = message?.result;
  if (!message || !result) return [];
  const proposals = [];
  const change = resultChange(`fixture:${fixture.name}`, wire, result, proposals, {
    tokenizer,
    normalizer,
    hosts,
    tool
  });
  formatProposals(change, fixture);
  copyProposals(change, hosts);
  projectionProposals(change, tools);
  pageSizeProposals(change, fixture, hosts);
  return proposals;
}
function resultChange(subject, wire, result, proposals, by) {
  const { tokenizer, normalizer, hosts, tool } = by;
  const message = wire.message;
  const toolMeta = tool?._meta;
  const views = (measured) => hosts.map((profile) => hostView(profile, measured, tokenizer, toolMeta));
  const before = measureResult(wire, tokenizer, normalizer);
  let viewsBefore;
  const measure = (changed, counter = tokenizer) => {
    const changedMessage = { ...message, result: changed };
    const bytes = wire.bytes + Buffer.byteLength(JSON.stringify(changedMessage)) - Buffer.byteLength(JSON.stringify(message));
    return measureResult({ bytes, message: changedMessage }, counter, normalizer);
  };
  const parts = (changed) => measure(changed, { name: tokenizer.name, count: () => 0 });
  const propose = (changed, rest) => {
    const after = measure(changed);
    const saves = saving(
      { bytes: before.wireBytes, tokens: before.tokens },
      { bytes: after.wireBytes, tokens: after.tokens }
    );
    if (!saves) return;
    viewsBefore ??= views(before);
    const viewsAfter = views(after);
    const perHost = hosts.map((profile, i) => ({
      host: profile.name,
      bytes: viewsBefore[i].bytes - viewsAfter[i].bytes,
      tokens: viewsBefore[i].tokens - viewsAfter[i].tokens
    }));
    proposals.push({ subject, ...rest, saves, ...perHost.length > 0 ? { hosts: perHost } : {} });
  };
  return { result, before, tool, tokenizer, measure, parts, propose };
}

// src/measure/proposals/wire-proposals.ts
function proposalsFromWire(asked, tokenizer, made = () => {
}) {
  const { server, wire, tools, fixtures, deadline, hosts = [] } = asked;
  const proposals = [];
  const push = (more) => {
    proposals.push(...more);
    made(proposals);
  };
  try {
    underDeadline(deadline, () => {
      const counted = { name: tokenizer.name, count: (text) => tokenizer.count(text, deadline) };
      for (const tool of wire.tools)
        if (tools === "all" || tools.has(tool.name)) push(definitionProposals(server, tool, counted, hosts));
      if (tools === "all")
        push([
          ...sharedNoteProposals(server, wire.tools, wire.instructions, counted),
          ...sharedDefsProposals(server, wire.tools, counted)
        ]);
      for (const fixture of fixtures) {
        const answer = wire.results.get(fixture.name);
        if (answer)
          push(
            resultProposals(
              fixture,
              answer,
              counted,
              makeNormalizer(fixture.normalize, deadline),
              hosts,
              wire.tools.find((tool) => tool.name === fixture.tool),
              wire.tools
            )
          );
      }
    });
  } catch (error) {
    if (!(error instanceof MeasuringTimedOut)) throw error;
  }
  return proposals;
}
function hostsOf(config) {
  return (config.hosts ?? []).flatMap((host) => HOST_PROFILES[host] ? [HOST_PROFILES[host]] : []);
}

// src/measure/proposals/counted-proposals.ts
async function countedProposals(asked, tokenizer) {
  let kept = [];
  try {
    return await countedView(
      tokenizer,
      (counting, exact) => proposalsFromWire(asked, counting, (made) => {
        if (exact() && made.length > kept.length) kept = [...made];
      }),
      asked.deadline
    );
  } catch (error) {
    if (!(error instanceof MeasuringTimedOut)) throw error;
    return kept;
  }
}

export {
  hostsOf,
  countedProposals
};
