import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  descriptionCutOf
} from "./chunk-M2B75ZS3.js";
import {
  workStep
} from "./chunk-XAM6E7ZJ.js";
import {
  nodeCrypto
} from "./chunk-CCW25KA5.js";

// src/measure/hosts/vscode-resources.ts
var SESSION_RESOURCE = "vscode-chat-session://local/MDEyMzQ1NjctODlhYi1jZGVmLTAxMjMtNDU2Nzg5YWJjZGVm";
var CALL_ID = "call_0123456789abcdefABCDEFGH__vscode-1796160000000";
var ATTACHABLE_IMAGE = /^image\/(png|jpe?g|gif|webp)$/i;
function copilotChatResult(profile, page, format, cut = true) {
  const userOnlyLeftOut = profile.facts.userOnlyLeftOut?.value === true;
  const structured = page.structured === void 0 || page.structured === null ? void 0 : JSON.stringify(page.structured);
  const blocks = page.blocks;
  const forModel = (block) => {
    const audience = Array.isArray(block?.annotations?.audience) ? block.annotations.audience : void 0;
    return !userOnlyLeftOut || audience === void 0 || audience.includes("assistant");
  };
  const linked = blocks.filter((block) => forModel(block) && isLinked(block)).length;
  let next = 0;
  let modelParts = 0;
  const parts = [];
  for (const block of blocks) {
    const text = block?.type === "text" && typeof block.text === "string" || block?.type === "resource" && typeof block.resource?.text === "string" ? page.texts[next++] : void 0;
    if (!forModel(block)) continue;
    if (block?.type === "text") {
      if (structured !== void 0 || text === void 0) continue;
      parts.push(text);
      modelParts++;
    } else if (block?.type === "resource" && block.resource) {
      if (!isLinked(block)) {
        modelParts++;
        continue;
      }
      const body = text ?? (typeof block.resource.blob === "string" ? Buffer.from(block.resource.blob, "base64").toString("utf8") : "");
      parts.push(
        resourceTag(
          permalink(modelParts, String(block.resource.uri ?? "")),
          body,
          linked > format.inlineMax ? void 0 : format.previewLines,
          cut
        )
      );
      modelParts++;
    } else if (block?.type === "image" || block?.type === "audio" || block?.type === "resource_link") {
      modelParts++;
    }
  }
  if (structured !== void 0) parts.push(structured);
  const hint = linked > 0 ? `

Hint: you can read the full contents of any ${linked > format.inlineMax ? "" : "truncated "}resources by passing their URIs as the absolutePath to the read_file.
` : "";
  return parts.reduce(
    (out, part) => part.startsWith("<resource ") && part.endsWith(" />") && out && !out.endsWith("\n") ? `${out}
${part}` : out + part,
    ""
  ) + hint;
}
function isLinked(block) {
  if (block?.type === "resource")
    return !(typeof block.resource?.mimeType === "string" && ATTACHABLE_IMAGE.test(block.resource.mimeType) && "blob" in block.resource);
  return block?.type === "resource_link" && !(typeof block.mimeType === "string" && ATTACHABLE_IMAGE.test(block.mimeType));
}
function permalink(index, uri) {
  const basename = uri.replace(/[?#].*$/, "").split("/").filter(Boolean).pop();
  return `vscode-chat-response-resource://${Buffer.from(SESSION_RESOURCE).toString("hex")}/tool/${CALL_ID}/${index}${basename ? `/${encodeURIComponent(basename)}` : ""}`;
}
function resourceTag(uri, text, previewLines, cut) {
  const lines = text.split(/\r?\n/g);
  if (previewLines === void 0 && cut) return `<resource uri=${JSON.stringify(uri)} />`;
  const truncated = previewLines !== void 0 && lines.length > previewLines;
  return `<resource uri=${JSON.stringify(uri)} isTruncated=${truncated}>
${(cut ? lines.slice(0, previewLines) : lines).join("\n")}
</resource>
`;
}

// src/measure/hosts/host-results.ts
function hostResultText(profile, page) {
  const channel = profile.facts.resultChannel?.value ?? "content";
  if (page.isError && profile.facts.errorResult?.value === "gemini-cli-error" && page.call)
    return geminiError(page.call, page.blocks ?? page.texts.map((text2) => ({ type: "text", text: text2 })));
  if (page.isError && profile.facts.errorResult?.value === "qwen-code-error" && page.call)
    return qwenError(page.call, page.blocks ?? page.texts.map((text2) => ({ type: "text", text: text2 })));
  if (page.isError && profile.facts.errorResult?.value === "opencode-error")
    return page.texts.filter((t) => t.trim()).join("\n\n") || "MCP tool returned an error";
  if (page.isError && profile.facts.errorResult?.value === "copilot-cli-error")
    return `MCP server '${page.call?.server ?? "server"}': ${page.texts.join("\n")}`;
  const resources = profile.facts.embeddedResourceText?.value;
  if (resources && page.blocks) return copilotChatResult(profile, { ...page, blocks: page.blocks }, resources, false);
  const text = contentText(profile, page);
  const json = page.structured === void 0 ? void 0 : JSON.stringify(page.structured);
  switch (channel) {
    case "structured-only":
      return json ?? text;
    case "both":
      return json === void 0 ? text : `${text}${profile.facts.structuredSeparator?.value ?? "\n"}${json}`;
    case "structured-else-content-items":
      return codexItems(profile, page).join("\n");
    case "content-untrusted-parts":
      return [
        ...page.texts.map(
          (t) => `<untrusted_context>
${t.replaceAll("</untrusted_context>", "&lt;/untrusted_context&gt;")}
</untrusted_context>`
        ),
        ...page.links ?? []
      ].join("\n");
    default:
      return text;
  }
}
function contentText(profile, page) {
  const format = profile.facts.resourceLinkText?.value;
  const userOnlyLeftOut = profile.facts.userOnlyLeftOut?.value === true;
  if (!format && !userOnlyLeftOut || !page.blocks) return page.texts.join("\n");
  let next = 0;
  const parts = [];
  for (const block of page.blocks) {
    const audience = Array.isArray(block?.annotations?.audience) ? block.annotations.audience : void 0;
    const forModel = !userOnlyLeftOut || audience === void 0 || audience.includes("assistant");
    if (block?.type === "text" && typeof block.text === "string" || block?.type === "resource" && typeof block.resource?.text === "string") {
      const text = page.texts[next++];
      if (forModel) parts.push(text);
    } else if (block?.type === "resource_link" && format && forModel) {
      const line = format.line.replaceAll("{name}", String(block.name)).replaceAll("{uri}", String(block.uri));
      parts.push(
        block.description && format.description ? line + format.description.replaceAll("{description}", String(block.description)) : line
      );
    }
  }
  return parts.join("\n");
}
function hostCut(profile, text, page, toolMeta, tokens) {
  const resources = profile.facts.embeddedResourceText?.value;
  if (resources && page.blocks) {
    const shown = copilotChatResult(profile, { ...page, blocks: page.blocks }, resources);
    return { text: shown, outcome: shown === text ? "whole" : "cut" };
  }
  const spill = profile.facts.resultSpill?.value;
  const cut = profile.facts.resultCut?.value;
  if (cut?.kind === "tokens" && cut.saved && tokens !== void 0 && tokens > cut.limit)
    return { text: claudeTooManyTokens(text), outcome: "spilled" };
  if (spill && text.length > spillThreshold(spill, toolMeta))
    return { text: spilledForm(page, text, spill), outcome: "spilled" };
  if (cut?.kind === "token-budget-middle" && profile.facts.resultChannel?.value === "structured-else-content-items")
    return codexItemsCut(codexItems(profile, page), cut);
  if (cut?.kind === "chars-head-tail" && cut.onlySingleText && (page.blockTypes?.length ?? 0) !== 1)
    return { text, outcome: "whole" };
  const after = afterCut(text, cut);
  return { text: after.text, outcome: after.cut ? "cut" : "whole" };
}
function hostView(profile, page, tokenizer, toolMeta) {
  const text = hostResultText(profile, page);
  const preCutTokens = tokenizer.count(text);
  const after = hostCut(profile, text, page, toolMeta, preCutTokens);
  const tokens = after.outcome === "whole" ? preCutTokens : tokenizer.count(after.text);
  return {
    text,
    shown: after.text,
    outcome: after.outcome,
    tokens,
    bytes: Buffer.byteLength(after.text),
    preCutTokens,
    preCutBytes: Buffer.byteLength(text)
  };
}
function codexItems(profile, page) {
  const prefix = profile.facts.resultPrefix?.value;
  return prefix === void 0 ? codexOutputItems(page) : [prefix, ...codexOutputItems(page)];
}
function codexOutputItems(page) {
  if (page.structured !== void 0 && page.structured !== null) return [JSON.stringify(page.structured)];
  if (!page.blocks) return page.texts;
  let next = 0;
  const items = [];
  for (const block of page.blocks) {
    if (block?.type === "text" && typeof block.text === "string") items.push(page.texts[next++]);
    else if (block?.type === "image" || block?.type === "audio") continue;
    else {
      if (block?.type === "resource" && typeof block.resource?.text === "string") next++;
      items.push(JSON.stringify(block));
    }
  }
  return items;
}
function codexItemsCut(items, cut) {
  let remaining = cut.tokens;
  let omitted = 0;
  const kept = [];
  for (const item of items) {
    if (item.length === 0) continue;
    if (remaining === 0) {
      omitted++;
      continue;
    }
    const cost = Math.ceil(Buffer.byteLength(item) / cut.bytesPerToken);
    if (cost <= remaining) {
      kept.push(item);
      remaining -= cost;
    } else {
      kept.push(afterCut(item, { ...cut, tokens: remaining }).text);
      remaining = 0;
    }
  }
  if (omitted > 0) kept.push(`[omitted ${omitted} text items ...]`);
  const text = kept.join("\n");
  return { text, outcome: text === items.filter((item) => item.length > 0).join("\n") ? "whole" : "cut" };
}
function spillThreshold(spill, toolMeta) {
  const raised = spill.perToolMetaKey ? toolMeta?.[spill.perToolMetaKey] : void 0;
  if (typeof raised !== "number" || !Number.isFinite(raised) || raised <= 0) return spill.chars;
  return Math.min(raised, spill.perToolMax ?? raised);
}
var SAVED_FILE = "/home/user/.claude/projects/-home-user-project/0123abcd-4567-89ef-0123-456789abcdef/tool-results/mcp-server-tool-1796160000000-abcdef.txt";
function claudeTooManyTokens(text) {
  const lines = text.split("\n").length;
  return `Error: result (${text.length.toLocaleString("en-US")} characters across ${lines.toLocaleString("en-US")} line${lines === 1 ? "" : "s"}) exceeds maximum allowed tokens. Output has been saved to ${SAVED_FILE}.
Format: Plain text
Search within the file for specific content, and use jq if the content is JSON.
REQUIREMENTS FOR SUMMARIZATION/ANALYSIS/REVIEW:
- You MUST read the content from the file at ${SAVED_FILE} in sequential chunks until 100% of the content has been read.
- Note: this file's lines are too long for Read's offset/limit chunking. If a shell tool is available, slice by character range (e.g. python read()[A:B], dd, or cut -c) instead.
- If you receive truncation warnings when reading the file, reduce the chunk size until you have read 100% of the content without truncation.
- Before producing ANY summary or analysis, you MUST explicitly describe what portion of the content you have read. ***If you did not read the entire content, you MUST explicitly state this.***
- If after a few attempts you cannot read the file (file not found, lines too long for Read's offset/limit, no shell access), STOP retrying. Summarize what you were able to read, explicitly state which portion you could not read and why, and proceed.
`;
}
function persistedOutput(page, text, spill) {
  const saved = page.blocks && text === page.texts.join("\n") ? JSON.stringify(page.blocks, null, 2) : text;
  const size = `${(Buffer.byteLength(saved) / 1024).toFixed(1)}KB`;
  return `<persisted-output>
Output too large (${size}). Full output saved to: ${SAVED_FILE}

Preview (first ${Math.round(spill.previewChars / 1e3)}KB):
${saved.slice(0, spill.previewChars)}
...
</persisted-output>`;
}
function geminiError(call, content) {
  return `MCP tool '${call.name}' reported tool error for function call: ${JSON.stringify({ name: call.name, args: call.args ?? {} })} with response: ${JSON.stringify([{ functionResponse: { name: call.name, response: { content, isError: true } } }])}`;
}
function spilledForm(page, text, spill) {
  if (spill.format === "persisted-output") return persistedOutput(page, text, spill);
  if (spill.format === "copilot-temp-file") return copilotTempFile(text, spill);
  if (spill.format === "qwen-persisted-output") return qwenPersistedOutput(text, spill);
  return spilledText(text, spill);
}
var COPILOT_SAVED_FILE = "/tmp/1796160000000-copilot-tool-output-0123456789abcdef0123456789abcdef.txt";
function copilotTempFile(text, spill) {
  const size = `${(Buffer.byteLength(text) / 1024).toFixed(1)} KB`;
  return `Output too large to read at once (${size}). Saved to: ${COPILOT_SAVED_FILE}
Consider using tools like rg (for searching), head/tail (for viewing start/end), view with view_range (for specific sections), or jq (for JSON) to examine portions of the output.

Preview (first ${spill.previewChars} chars):
${text.slice(0, spill.previewChars)}`;
}
var QWEN_SAVED_FILE = "/home/user/.qwen/tmp/0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef/tool-results/call_1.txt";
function qwenPersistedOutput(text, spill) {
  const slice = text.slice(0, spill.previewChars);
  const newline = slice.lastIndexOf("\n");
  const preview = (text.length <= spill.previewChars ? text : `${newline > 0 ? slice.slice(0, newline) : slice}
...`).replace(/<\/?persisted-output>/g, (m) => `&lt;${m.slice(1, -1)}&gt;`).replace(/<\/?system-reminder>/g, (m) => `&lt;${m.slice(1, -1)}&gt;`);
  const digest = nodeCrypto().createHash("sha256").update(text).digest("hex");
  return `<persisted-output>
Output too large (${Math.round(Buffer.byteLength(text) / 1024)} KB). Full output saved to: ${QWEN_SAVED_FILE}
Full output sha256: ${digest}
Note: this file may be cleaned up after 24 hours.
To read the complete output, use the read_file tool with the absolute file path above.

Preview (up to ${spill.previewChars} chars):
${preview}
</persisted-output>`;
}
function qwenError(call, content) {
  return `MCP tool '${call.name}' reported tool error for function call: ${JSON.stringify({ name: call.name, args: call.args ?? {} })} with response: ${JSON.stringify([{ functionResponse: { name: call.name, response: { error: { content, isError: true }, content } } }])}`;
}
function spilledText(text, spill) {
  return `Output (${text.length} characters) saved to a file; read it for the full content.
Preview:
${text.slice(0, spill.previewChars)}`;
}
function afterCut(text, cut) {
  if (!cut) return { text, cut: false };
  switch (cut.kind) {
    case "token-budget-middle": {
      const budget = cut.tokens * cut.bytesPerToken;
      const bytes = Buffer.from(text);
      if (bytes.length <= budget) return { text, cut: false };
      const head = utf8Prefix(bytes, Math.floor(budget / 2));
      const tail = utf8Suffix(bytes, budget - Math.floor(budget / 2));
      const removed = Math.ceil((bytes.length - Buffer.byteLength(head) - Buffer.byteLength(tail)) / cut.bytesPerToken);
      return { text: `${head}…${removed} tokens truncated…${tail}`, cut: true };
    }
    case "chars-head-tail": {
      if (text.length <= cut.chars) return { text, cut: false };
      const headChars = Math.floor(cut.chars * cut.headShare);
      const tailChars = cut.chars - headChars;
      const omitted = text.length - headChars - tailChars;
      const n = (value) => value.toLocaleString("en-US");
      const file = "/home/user/.gemini/tmp/0123456789abcdef/tool-outputs/session-0123456789abcdef/mcp_tool_call.txt";
      return {
        text: `Output too large. Showing first ${n(headChars)} and last ${n(tailChars)} characters. For full output see: ${file}
${text.slice(0, headChars)}

... [${n(omitted)} characters omitted] ...

${text.slice(-tailChars)}`,
        cut: true
      };
    }
    case "head-tail": {
      const lines = text.split("\n");
      if (Buffer.byteLength(text) <= cut.bytes && lines.length <= cut.lines) return { text, cut: false };
      const half = Math.floor(cut.bytes / 2);
      const head = utf8Prefix(Buffer.from(lines.slice(0, Math.floor(cut.lines / 2)).join("\n")), half);
      const tail = utf8Suffix(Buffer.from(lines.slice(-Math.floor(cut.lines / 2)).join("\n")), half);
      return { text: `${head}
[… truncated …]
${tail}`, cut: true };
    }
    case "lines-head":
      return linesHead(text, cut);
    case "head":
    case "bytes": {
      const limit = cut.bytes ?? cut.limit ?? Infinity;
      if (Buffer.byteLength(text) <= limit) return { text, cut: false };
      return { text: utf8Prefix(Buffer.from(text), limit), cut: true };
    }
    default:
      return { text, cut: false };
  }
}
var OPENCODE_SAVED_FILE = "/home/user/.local/share/opencode/tool-output/tool_0123456789abCDEFGHIJKLMNOP";
function linesHead(text, cut) {
  const lines = text.split("\n");
  const total = Buffer.byteLength(text);
  if (lines.length <= cut.lines && total <= cut.bytes) return { text, cut: false };
  const kept = [];
  let bytes = 0;
  let overBytes = false;
  for (let index = 0; index < lines.length && index < cut.lines; index++) {
    const size = Buffer.byteLength(lines[index]) + (index > 0 ? 1 : 0);
    if (bytes + size > cut.bytes) {
      overBytes = true;
      break;
    }
    kept.push(lines[index]);
    bytes += size;
  }
  const dropped = overBytes ? `${total - bytes} bytes` : `${lines.length - kept.length} lines`;
  return {
    text: `${kept.join("\n")}

...${dropped} truncated...

${cut.note.replaceAll("{path}", OPENCODE_SAVED_FILE)}`,
    cut: true
  };
}
function utf8Prefix(bytes, max) {
  let end = Math.min(max, bytes.length);
  while (end > 0 && end < bytes.length && (bytes[end] & 192) === 128) end--;
  return bytes.subarray(0, end).toString("utf8");
}
function utf8Suffix(bytes, max) {
  let start = Math.max(0, bytes.length - max);
  while (start < bytes.length && (bytes[start] & 192) === 128) start++;
  return bytes.subarray(start).toString("utf8");
}
var LOST_PREVIEW_CHARS = 160;
function lostSpan(text, shown, spilledPreview) {
  if (spilledPreview !== void 0) {
    if (text.length <= spilledPreview) return void 0;
    return {
      at: spilledPreview,
      chars: text.length - spilledPreview,
      start: text.slice(spilledPreview, spilledPreview + LOST_PREVIEW_CHARS)
    };
  }
  let head = 0;
  while (head < text.length && head < shown.length && text[head] === shown[head]) head++;
  let tail = 0;
  while (tail < text.length - head && tail < shown.length - head && text[text.length - 1 - tail] === shown[shown.length - 1 - tail])
    tail++;
  const chars = text.length - head - tail;
  return chars > 0 ? { at: head, chars, start: text.slice(head, head + LOST_PREVIEW_CHARS) } : void 0;
}

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
  hostResultText,
  hostCut,
  hostView,
  lostSpan,
  hostToolPayload,
  strippedKeywords,
  NAME_MAPS,
  VALUE_KEYWORDS,
  hostInstructions
};
