import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  hostModuleOf
} from "./chunk-TEFA5WOP.js";

// src/hosts/vscode-copilot/copilot-chat-result.ts
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
function hostResultText(profile, sent) {
  const page = clientHeld(profile, sent);
  const channel = profile.facts.resultChannel?.value ?? "content";
  const separator = profile.facts.blockSeparator?.value ?? "\n";
  const worded = (page.isError || page.rejected) && profile.facts.errorResult ? hostModuleOf(profile)?.errorResult?.(page, separator) : void 0;
  if (worded !== void 0) return worded;
  const rendered = embeddedResourcesRendered(profile, page, false);
  if (rendered !== void 0) return rendered;
  const text = contentParts(profile, page).join(separator);
  const json = page.structured === void 0 ? void 0 : JSON.stringify(page.structured);
  switch (channel) {
    case "structured-only":
      return json ?? text;
    case "both":
      if (json === void 0 || profile.facts.structuredOnceWhenSame?.value === true && text === json) return text;
      return `${text}${profile.facts.structuredSeparator?.value ?? "\n"}${json}`;
    case "structured-first-parts": {
      const parts = contentParts(profile, page);
      return (json === void 0 || parts.includes(json) ? parts : [json, ...parts]).join(separator);
    }
    case "structured-else-content-items":
      return codexItems(profile, page).join("\n");
    case "content-untrusted-parts":
      return geminiParts(page).join("\n");
    default:
      return text;
  }
}
function embeddedResourcesRendered(profile, page, cut) {
  const resources = profile.facts.embeddedResourceText?.value;
  return resources && page.blocks ? copilotChatResult(profile, { ...page, blocks: page.blocks }, resources, cut) : void 0;
}
function clientHeld(profile, page) {
  if (profile.facts.structuredFromFirstText?.value !== true || page.structured) return page;
  const first = page.blocks?.[0];
  if (first?.type !== "text" || typeof first.text !== "string") return page;
  let parsed;
  try {
    parsed = JSON.parse(first.text);
  } catch {
    return page;
  }
  const record = typeof parsed === "object" && parsed !== null && !Array.isArray(parsed);
  return { ...page, structured: parsed, ...record ? {} : { rejected: true } };
}
function contentParts(profile, page) {
  const format = profile.facts.resourceLinkText?.value;
  const prefix = profile.facts.embeddedResourcePrefix?.value;
  const userOnlyLeftOut = profile.facts.userOnlyLeftOut?.value === true;
  if (!page.blocks) return page.texts;
  let next = 0;
  const parts = [];
  for (const block of page.blocks) {
    const audience = Array.isArray(block?.annotations?.audience) ? block.annotations.audience : void 0;
    const forModel = !userOnlyLeftOut || audience === void 0 || audience.includes("assistant");
    if (block?.type === "text" && typeof block.text === "string") {
      const text = page.texts[next++];
      if (forModel) parts.push(text);
    } else if (block?.type === "resource" && typeof block.resource?.text === "string") {
      const text = page.texts[next++];
      if (!forModel) continue;
      parts.push(
        prefix === void 0 ? text : prefix.replaceAll("{server}", page.call?.server ?? "server").replaceAll("{uri}", String(block.resource.uri)) + text
      );
    } else if (block?.type === "resource_link" && format && forModel) {
      const line = format.line.replaceAll("{name}", String(block.name)).replaceAll("{title}", String(block.title || block.name)).replaceAll("{uri}", String(block.uri));
      parts.push(
        block.description && format.description ? line + format.description.replaceAll("{description}", String(block.description)) : line
      );
    }
  }
  return parts;
}
function geminiParts(page) {
  const wrap = (t) => `<untrusted_context>
${t.replaceAll("</untrusted_context>", "&lt;/untrusted_context&gt;")}
</untrusted_context>`;
  if (!page.blocks) return [...page.texts.map(wrap), ...page.links ?? []];
  const tool = page.call?.name ?? "unknown tool";
  let next = 0;
  let link = 0;
  const parts = [];
  const stripped = /* @__PURE__ */ new Set();
  const media = (mimeType) => {
    if (mimeType.startsWith("audio/") || mimeType.startsWith("video/")) stripped.add(mimeType);
  };
  for (const block of page.blocks) {
    if (block?.type === "text" && typeof block.text === "string") parts.push(wrap(page.texts[next++]));
    else if (block?.type === "resource" && typeof block.resource?.text === "string" && block.resource.text)
      parts.push(wrap(page.texts[next++]));
    else if (block?.type === "resource" && typeof block.resource?.text === "string") next++;
    else if (block?.type === "resource" && block.resource?.blob) {
      const mimeType = typeof block.resource.mimeType === "string" && block.resource.mimeType ? block.resource.mimeType : "application/octet-stream";
      parts.push(`[Tool '${tool}' provided the following embedded resource with mime-type: ${mimeType}]`);
      media(mimeType);
    } else if (block?.type === "resource_link")
      parts.push(page.links?.[link++] ?? `Resource Link: ${String(block.title || block.name)} at ${String(block.uri)}`);
    else if (block?.type === "image" || block?.type === "audio") {
      parts.push(
        `[Tool '${tool}' provided the following ${block.type} data with mime-type: ${String(block.mimeType)}]`
      );
      media(String(block.mimeType ?? ""));
    }
  }
  if (stripped.size > 0)
    parts.unshift(
      `[SYSTEM: Binary content (${[...stripped].join(", ")}) stripped from response due to protocol limitations.]`
    );
  return parts;
}
function hostCut(profile, text, page, toolMeta, tokens) {
  const shown = embeddedResourcesRendered(profile, page, true);
  if (shown !== void 0) return { text: shown, outcome: shown === text ? "whole" : "cut" };
  const spill = profile.facts.resultSpill?.value;
  const cut = profile.facts.resultCut?.value;
  const overCap = hostModuleOf(profile)?.overCapResult;
  if (cut?.kind === "tokens" && cut.saved && overCap && tokens !== void 0 && tokens > cut.limit)
    return { text: overCap(text), outcome: "spilled" };
  if (spill && text.length > spillThreshold(spill, toolMeta))
    return { text: spilledForm(profile, page, text, spill), outcome: "spilled" };
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
      items.push(JSON.stringify(block?.type === "resource_link" ? codexLinkOrder(block) : block));
    }
  }
  return items;
}
var CODEX_LINK_KEYS = ["type", "uri", "name", "title", "description", "mimeType"];
function codexLinkOrder(block) {
  const entries = Object.entries(block);
  const rank = (key) => CODEX_LINK_KEYS.includes(key) ? CODEX_LINK_KEYS.indexOf(key) : CODEX_LINK_KEYS.length;
  return Object.fromEntries(
    entries.map((entry, index) => ({ entry, index })).sort((a, b) => rank(a.entry[0]) - rank(b.entry[0]) || a.index - b.index).map(({ entry }) => entry)
  );
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
function spilledForm(profile, page, text, spill) {
  const own = spill.format ? hostModuleOf(profile)?.spilledResult : void 0;
  return own ? own(page, text, spill) : spilledText(text, spill);
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
function hostTextLost(profile, view) {
  if (view.outcome === "whole") return void 0;
  const cut = profile.facts.resultCut?.value;
  const { text } = view;
  if (view.outcome === "spilled") {
    if (cut?.kind === "tokens" && cut.saved && view.preCutTokens > cut.limit)
      return text.length > 0 ? { at: 0, chars: text.length, start: text.slice(0, LOST_PREVIEW_CHARS) } : void 0;
    return lostSpan(text, view.shown, profile.facts.resultSpill?.value.previewChars);
  }
  if (cut?.kind === "chars-head-tail" && text.length > cut.chars) {
    const at = Math.floor(cut.chars * cut.headShare);
    return { at, chars: text.length - cut.chars, start: text.slice(at, at + LOST_PREVIEW_CHARS) };
  }
  return lostSpan(text, view.shown);
}
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

export {
  hostResultText,
  hostCut,
  hostView,
  hostTextLost,
  lostSpan
};
