import type { HostProfile, ResultCut, ResultSpill } from '../../budget/host-profiles.js';
import { copilotChatResult } from '../../hosts/vscode-copilot/copilot-chat-result.js';
import { hostModuleOf } from '../../hosts/registry.js';

/** What a fixture page offers a host: its text blocks (normalized), structuredContent, and its content array. */
export interface ResultPage {
  texts: string[];
  structured: unknown;
  /** The content array as received (its text blocks' normalized text is in `texts`, in the same order). */
  blocks?: unknown[];
  /** Content block types in order, for hosts that treat one text part differently from several. */
  blockTypes?: string[];
  /** "Resource Link: …" lines, for hosts that render resource_link blocks as text. */
  links?: string[];
  /** The result's isError, and the call that got it (Gemini CLI quotes both in what its model reads). */
  isError?: boolean;
  call?: { name: string; args: unknown; server?: string };
}

/** What reaches a host's model of a result: the whole text, a cut of it, or a file reference instead of it. */
export type ResultOutcome = 'whole' | 'cut' | 'spilled';

/** What of a result reaches the model, by the host's channel, before any cut. */
export function hostResultText(profile: HostProfile, sent: ResultPage): string {
  const page = clientHeld(profile, sent);
  const channel = profile.facts.resultChannel?.value ?? 'content';
  const separator = profile.facts.blockSeparator?.value ?? '\n';
  // An error result in the host's own words (Gemini CLI, Qwen Code, opencode, Copilot CLI: each in its folder), and
  // a result the host's client rejected (Gemini CLI), which its model reads as an error too.
  const worded =
    (page.isError || page.rejected) && profile.facts.errorResult
      ? hostModuleOf(profile)?.errorResult?.(page, separator)
      : undefined;
  if (worded !== undefined) return worded;
  const rendered = embeddedResourcesRendered(profile, page, false);
  if (rendered !== undefined) return rendered;
  const text = contentParts(profile, page).join(separator);
  const json = page.structured === undefined ? undefined : JSON.stringify(page.structured);
  switch (channel) {
    case 'structured-only':
      return json ?? text;
    case 'both':
      // Copilot CLI 1.0.102 (recorded): structuredContent whose JSON is the joined text exactly is sent once.
      if (json === undefined || (profile.facts.structuredOnceWhenSame?.value === true && text === json)) return text;
      return `${text}${profile.facts.structuredSeparator?.value ?? '\n'}${json}`;
    case 'structured-first-parts': {
      // Qwen Code 0.24.4 transformMcpContentToParts: the JSON is the first part unless a part already is that text.
      const parts = contentParts(profile, page);
      return (json === undefined || parts.includes(json) ? parts : [json, ...parts]).join(separator);
    }
    case 'structured-else-content-items':
      return codexItems(profile, page).join('\n');
    case 'content-untrusted-parts':
      return geminiParts(page).join('\n');
    default:
      return text;
  }
}

/**
 * A page with content blocks, as a host that renders embedded resources its own way writes it (its profile's
 * embeddedResourceText: VS Code with Copilot Chat), each resource `cut` to what it keeps or whole; undefined for
 * every other host. The one place host-results hands such a page to that host's module.
 */
function embeddedResourcesRendered(profile: HostProfile, page: ResultPage, cut: boolean): string | undefined {
  const resources = profile.facts.embeddedResourceText?.value;
  return resources && page.blocks
    ? copilotChatResult(profile, { ...page, blocks: page.blocks }, resources, cut)
    : undefined;
}

/**
 * The result as the host's MCP client holds it: where its profile says the client takes the first content block's
 * text as structuredContent when the server sent none (Gemini CLI 0.61.0's McpComplianceTransport: `!structuredContent`
 * and the first block a text that JSON.parse accepts), that value; one that is not a JSON object fails the client SDK's
 * CallToolResult check (`structuredContent: record`), so the result is rejected.
 */
function clientHeld(profile: HostProfile, page: ResultPage): ResultPage & { rejected?: boolean } {
  if (profile.facts.structuredFromFirstText?.value !== true || page.structured) return page;
  const first = page.blocks?.[0] as Block | undefined;
  if (first?.type !== 'text' || typeof first.text !== 'string') return page;
  let parsed: unknown;
  try {
    parsed = JSON.parse(first.text);
  } catch {
    return page;
  }
  const record = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  return { ...page, structured: parsed, ...(record ? {} : { rejected: true }) };
}

type Block = {
  type?: unknown;
  text?: unknown;
  resource?: { text?: unknown; blob?: unknown; mimeType?: unknown; uri?: unknown };
  name?: unknown;
  title?: unknown;
  uri?: unknown;
  description?: unknown;
  mimeType?: unknown;
  annotations?: { audience?: unknown };
};

/**
 * The content blocks as the host writes them for its model, in their order: text blocks, embedded text resources
 * (behind the host's prefix, Claude Code's `[Resource from <server> at <uri>] `), and where the host writes them as
 * text (Claude Code, Qwen Code) each `resource_link` as its line. The host joins them with its `blockSeparator`.
 */
function contentParts(profile: HostProfile, page: ResultPage): string[] {
  const format = profile.facts.resourceLinkText?.value;
  const prefix = profile.facts.embeddedResourcePrefix?.value;
  const userOnlyLeftOut = profile.facts.userOnlyLeftOut?.value === true;
  if (!page.blocks) return page.texts;
  // measureResult pushed one entry to `texts` per text block and per embedded text resource, in block order.
  let next = 0;
  const parts: string[] = [];
  for (const block of page.blocks as Block[]) {
    const audience = Array.isArray(block?.annotations?.audience)
      ? (block.annotations.audience as unknown[])
      : undefined;
    const forModel = !userOnlyLeftOut || audience === undefined || audience.includes('assistant');
    if (block?.type === 'text' && typeof block.text === 'string') {
      const text = page.texts[next++]!;
      if (forModel) parts.push(text);
    } else if (block?.type === 'resource' && typeof block.resource?.text === 'string') {
      const text = page.texts[next++]!;
      if (!forModel) continue;
      parts.push(
        prefix === undefined
          ? text
          : prefix
              .replaceAll('{server}', page.call?.server ?? 'server')
              .replaceAll('{uri}', String(block.resource.uri)) + text,
      );
    } else if (block?.type === 'resource_link' && format && forModel) {
      const line = format.line
        .replaceAll('{name}', String(block.name))
        .replaceAll('{title}', String(block.title || block.name))
        .replaceAll('{uri}', String(block.uri));
      parts.push(
        block.description && format.description
          ? line + format.description.replaceAll('{description}', String(block.description))
          : line,
      );
    }
  }
  return parts;
}

/**
 * Gemini CLI 0.61.0 transformMcpContentToParts, in block order: each text and embedded text wrapped as untrusted
 * context, a resource_link as its line, an image or audio block (or an embedded blob) as its label (the data goes as
 * media, not counted here); convertToFunctionResponse joins the text parts with "\n" and puts a note first when it
 * strips audio or video.
 */
function geminiParts(page: ResultPage): string[] {
  const wrap = (t: string) =>
    `<untrusted_context>\n${t.replaceAll('</untrusted_context>', '&lt;/untrusted_context&gt;')}\n</untrusted_context>`;
  if (!page.blocks) return [...page.texts.map(wrap), ...(page.links ?? [])];
  const tool = page.call?.name ?? 'unknown tool';
  let next = 0;
  let link = 0;
  const parts: string[] = [];
  const stripped = new Set<string>();
  const media = (mimeType: string) => {
    if (mimeType.startsWith('audio/') || mimeType.startsWith('video/')) stripped.add(mimeType);
  };
  for (const block of page.blocks as Block[]) {
    if (block?.type === 'text' && typeof block.text === 'string') parts.push(wrap(page.texts[next++]!));
    else if (block?.type === 'resource' && typeof block.resource?.text === 'string' && block.resource.text)
      parts.push(wrap(page.texts[next++]!));
    else if (block?.type === 'resource' && typeof block.resource?.text === 'string') next++;
    else if (block?.type === 'resource' && block.resource?.blob) {
      const mimeType =
        typeof block.resource.mimeType === 'string' && block.resource.mimeType
          ? block.resource.mimeType
          : 'application/octet-stream';
      parts.push(`[Tool '${tool}' provided the following embedded resource with mime-type: ${mimeType}]`);
      media(mimeType);
    } else if (block?.type === 'resource_link')
      parts.push(page.links?.[link++] ?? `Resource Link: ${String(block.title || block.name)} at ${String(block.uri)}`);
    else if (block?.type === 'image' || block?.type === 'audio') {
      parts.push(
        `[Tool '${tool}' provided the following ${block.type} data with mime-type: ${String(block.mimeType)}]`,
      );
      media(String(block.mimeType ?? ''));
    }
  }
  if (stripped.size > 0)
    parts.unshift(
      `[SYSTEM: Binary content (${[...stripped].join(', ')}) stripped from response due to protocol limitations.]`,
    );
  return parts;
}

/**
 * The text after the host's handling of its size: spilled to a file (the model reads a reference and a preview),
 * cut (Codex keeps head and tail within its token budget, Gemini CLI 20% head and 80% tail of 40,000 characters,
 * Copilot CLI the head), or whole. `toolMeta` is the tool's `_meta` from tools/list (Claude Code's per-tool raise).
 */
export function hostCut(
  profile: HostProfile,
  text: string,
  page: ResultPage,
  toolMeta?: Record<string, unknown>,
  tokens?: number,
): { text: string; outcome: ResultOutcome } {
  // Copilot Chat keeps each embedded resource's first lines, or only its tag past `inlineMax` of them.
  const shown = embeddedResourcesRendered(profile, page, true);
  if (shown !== undefined) return { text: shown, outcome: shown === text ? 'whole' : 'cut' };
  const spill = profile.facts.resultSpill?.value;
  const cut = profile.facts.resultCut?.value;
  // Claude Code 2.1.328 (recorded): over its token cap the whole is saved and the model reads a note, no preview.
  const overCap = hostModuleOf(profile)?.overCapResult;
  if (cut?.kind === 'tokens' && cut.saved && overCap && tokens !== undefined && tokens > cut.limit)
    return { text: overCap(text), outcome: 'spilled' };
  if (spill && text.length > spillThreshold(spill, toolMeta))
    return { text: spilledForm(profile, page, text, spill), outcome: 'spilled' };
  if (cut?.kind === 'token-budget-middle' && profile.facts.resultChannel?.value === 'structured-else-content-items')
    return codexItemsCut(codexItems(profile, page), cut);
  if (cut?.kind === 'chars-head-tail' && cut.onlySingleText && (page.blockTypes?.length ?? 0) !== 1)
    return { text, outcome: 'whole' };
  const after = afterCut(text, cut);
  return { text: after.text, outcome: after.cut ? 'cut' : 'whole' };
}

/** What a host's model reads of one page: tokens and bytes after its cut or spill, with the size before beside them. */
export interface HostView {
  text: string;
  shown: string;
  outcome: ResultOutcome;
  tokens: number;
  bytes: number;
  preCutTokens: number;
  preCutBytes: number;
}

export function hostView(
  profile: HostProfile,
  page: ResultPage,
  tokenizer: { count(text: string): number },
  toolMeta?: Record<string, unknown>,
): HostView {
  const text = hostResultText(profile, page);
  const preCutTokens = tokenizer.count(text);
  const after = hostCut(profile, text, page, toolMeta, preCutTokens);
  const tokens = after.outcome === 'whole' ? preCutTokens : tokenizer.count(after.text);
  return {
    text,
    shown: after.text,
    outcome: after.outcome,
    tokens,
    bytes: Buffer.byteLength(after.text),
    preCutTokens,
    preCutBytes: Buffer.byteLength(text),
  };
}

/**
 * codex-rs/protocol models.rs as_function_call_output_payload: non-null structuredContent is one text, serialized;
 * otherwise each block is an input_text item (images and audio are items the model sees as media, not counted here).
 */
function codexItems(profile: HostProfile, page: ResultPage): string[] {
  const prefix = profile.facts.resultPrefix?.value;
  return prefix === undefined ? codexOutputItems(page) : [prefix, ...codexOutputItems(page)];
}

function codexOutputItems(page: ResultPage): string[] {
  if (page.structured !== undefined && page.structured !== null) return [JSON.stringify(page.structured)];
  if (!page.blocks) return page.texts;
  // measureResult pushed one entry to `texts` per text block and per embedded text resource, in block order.
  let next = 0;
  const items: string[] = [];
  for (const block of page.blocks as Array<{ type?: unknown; text?: unknown; resource?: { text?: unknown } }>) {
    if (block?.type === 'text' && typeof block.text === 'string') items.push(page.texts[next++]!);
    else if (block?.type === 'image' || block?.type === 'audio') continue;
    else {
      if (block?.type === 'resource' && typeof block.resource?.text === 'string') next++;
      items.push(JSON.stringify(block?.type === 'resource_link' ? codexLinkOrder(block) : block));
    }
  }
  return items;
}

/**
 * Codex parses a resource_link into its own struct and writes it back: `type` first, then uri, name, title,
 * description, mimeType, whatever order the server sent them in (the MCP SDK's server sends name, title, uri, …,
 * type; recorded by `hosts verify` on Codex 0.169.0). Keys it was not seen writing keep their place after these.
 */
const CODEX_LINK_KEYS = ['type', 'uri', 'name', 'title', 'description', 'mimeType'];

function codexLinkOrder(block: object): Record<string, unknown> {
  const entries = Object.entries(block);
  const rank = (key: string) => (CODEX_LINK_KEYS.includes(key) ? CODEX_LINK_KEYS.indexOf(key) : CODEX_LINK_KEYS.length);
  return Object.fromEntries(
    entries
      .map((entry, index) => ({ entry, index }))
      .sort((a, b) => rank(a.entry[0]) - rank(b.entry[0]) || a.index - b.index)
      .map(({ entry }) => entry),
  );
}

/**
 * codex-rs/utils/output-truncation truncate_function_output_items_with_policy: items are kept while their estimated
 * tokens (bytes / 4, rounded up) fit the budget; the first that does not is cut in its middle, the rest omitted.
 */
function codexItemsCut(
  items: string[],
  cut: Extract<ResultCut, { kind: 'token-budget-middle' }>,
): { text: string; outcome: ResultOutcome } {
  let remaining = cut.tokens;
  let omitted = 0;
  const kept: string[] = [];
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
  const text = kept.join('\n');
  return { text, outcome: text === items.filter((item) => item.length > 0).join('\n') ? 'whole' : 'cut' };
}

export function spillThreshold(spill: ResultSpill, toolMeta?: Record<string, unknown>): number {
  const raised = spill.perToolMetaKey ? toolMeta?.[spill.perToolMetaKey] : undefined;
  if (typeof raised !== 'number' || !Number.isFinite(raised) || raised <= 0) return spill.chars;
  return Math.min(raised, spill.perToolMax ?? raised);
}

/** A saved result as the host writes it: its own form (its profile's resultSpill.format), else a stand-in note. */
function spilledForm(profile: HostProfile, page: ResultPage, text: string, spill: ResultSpill): string {
  const own = spill.format ? hostModuleOf(profile)?.spilledResult : undefined;
  return own ? own(page, text, spill) : spilledText(text, spill);
}

/** A reference and the preview; the reference's wording is not published, so it is a short stand-in line. */
function spilledText(text: string, spill: ResultSpill): string {
  return `Output (${text.length} characters) saved to a file; read it for the full content.\nPreview:\n${text.slice(0, spill.previewChars)}`;
}

/** The text after a cut of the given kind (no spill). */
export function afterCut(text: string, cut: ResultCut | undefined): { text: string; cut: boolean } {
  if (!cut) return { text, cut: false };
  switch (cut.kind) {
    case 'token-budget-middle': {
      const budget = cut.tokens * cut.bytesPerToken;
      const bytes = Buffer.from(text);
      if (bytes.length <= budget) return { text, cut: false };
      const head = utf8Prefix(bytes, Math.floor(budget / 2));
      const tail = utf8Suffix(bytes, budget - Math.floor(budget / 2));
      const removed = Math.ceil((bytes.length - Buffer.byteLength(head) - Buffer.byteLength(tail)) / cut.bytesPerToken);
      return { text: `${head}…${removed} tokens truncated…${tail}`, cut: true };
    }
    case 'chars-head-tail': {
      if (text.length <= cut.chars) return { text, cut: false };
      const headChars = Math.floor(cut.chars * cut.headShare);
      const tailChars = cut.chars - headChars;
      const omitted = text.length - headChars - tailChars;
      const n = (value: number) => value.toLocaleString('en-US');
      // formatTruncatedToolOutput; the saved file's path stands in for the real one (same shape, similar length).
      const file = '/home/user/.gemini/tmp/0123456789abcdef/tool-outputs/session-0123456789abcdef/mcp_tool_call.txt';
      return {
        text: `Output too large. Showing first ${n(headChars)} and last ${n(tailChars)} characters. For full output see: ${file}\n${text.slice(0, headChars)}\n\n... [${n(omitted)} characters omitted] ...\n\n${text.slice(-tailChars)}`,
        cut: true,
      };
    }
    case 'head-tail': {
      const lines = text.split('\n');
      if (Buffer.byteLength(text) <= cut.bytes && lines.length <= cut.lines) return { text, cut: false };
      const half = Math.floor(cut.bytes / 2);
      const head = utf8Prefix(Buffer.from(lines.slice(0, Math.floor(cut.lines / 2)).join('\n')), half);
      const tail = utf8Suffix(Buffer.from(lines.slice(-Math.floor(cut.lines / 2)).join('\n')), half);
      return { text: `${head}\n[… truncated …]\n${tail}`, cut: true };
    }
    case 'lines-head':
      return linesHead(text, cut);
    case 'head':
    case 'bytes': {
      const limit = cut.bytes ?? cut.limit ?? Infinity;
      if (Buffer.byteLength(text) <= limit) return { text, cut: false };
      return { text: utf8Prefix(Buffer.from(text), limit), cut: true };
    }
    default:
      return { text, cut: false };
  }
}

/** Where opencode saved a result, as a stand-in path of its shape (its data folder, an ascending id). */
const OPENCODE_SAVED_FILE = '/home/user/.local/share/opencode/tool-output/tool_0123456789abCDEFGHIJKLMNOP';

/** opencode's Truncate.output, direction head: whole lines while they fit, then what was dropped and the note. */
function linesHead(text: string, cut: Extract<ResultCut, { kind: 'lines-head' }>): { text: string; cut: boolean } {
  const lines = text.split('\n');
  const total = Buffer.byteLength(text);
  if (lines.length <= cut.lines && total <= cut.bytes) return { text, cut: false };
  const kept: string[] = [];
  let bytes = 0;
  let overBytes = false;
  for (let index = 0; index < lines.length && index < cut.lines; index++) {
    const size = Buffer.byteLength(lines[index]!) + (index > 0 ? 1 : 0);
    if (bytes + size > cut.bytes) {
      overBytes = true;
      break;
    }
    kept.push(lines[index]!);
    bytes += size;
  }
  const dropped = overBytes ? `${total - bytes} bytes` : `${lines.length - kept.length} lines`;
  return {
    text: `${kept.join('\n')}\n\n...${dropped} truncated...\n\n${cut.note.replaceAll('{path}', OPENCODE_SAVED_FILE)}`,
    cut: true,
  };
}

/** The longest prefix of at most `max` bytes that ends on a character boundary. */
function utf8Prefix(bytes: Buffer, max: number): string {
  let end = Math.min(max, bytes.length);
  while (end > 0 && end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--;
  return bytes.subarray(0, end).toString('utf8');
}

/** The longest suffix of at most `max` bytes that starts on a character boundary. */
function utf8Suffix(bytes: Buffer, max: number): string {
  let start = Math.max(0, bytes.length - max);
  while (start < bytes.length && (bytes[start]! & 0xc0) === 0x80) start++;
  return bytes.subarray(start).toString('utf8');
}

const LOST_PREVIEW_CHARS = 160;

/**
 * What of the host's text its model does not read, by the rule that cut or spilled it: Claude Code over its token
 * cap reads a note only (all of it lost); a spill keeps its preview; Gemini CLI keeps its head share and the tail, a
 * note before them (so no common start to find); other cuts keep a common start and end.
 */
export function hostTextLost(
  profile: HostProfile,
  view: Pick<HostView, 'text' | 'shown' | 'outcome' | 'preCutTokens'>,
): { at: number; chars: number; start: string } | undefined {
  if (view.outcome === 'whole') return undefined;
  const cut = profile.facts.resultCut?.value;
  const { text } = view;
  if (view.outcome === 'spilled') {
    if (cut?.kind === 'tokens' && cut.saved && view.preCutTokens > cut.limit)
      return text.length > 0 ? { at: 0, chars: text.length, start: text.slice(0, LOST_PREVIEW_CHARS) } : undefined;
    return lostSpan(text, view.shown, profile.facts.resultSpill?.value.previewChars);
  }
  if (cut?.kind === 'chars-head-tail' && text.length > cut.chars) {
    const at = Math.floor(cut.chars * cut.headShare);
    return { at, chars: text.length - cut.chars, start: text.slice(at, at + LOST_PREVIEW_CHARS) };
  }
  return lostSpan(text, view.shown);
}

/** What of `text` is missing from `shown`: the span between their common start and common end. */
export function lostSpan(
  text: string,
  shown: string,
  spilledPreview?: number,
): { at: number; chars: number; start: string } | undefined {
  if (spilledPreview !== undefined) {
    if (text.length <= spilledPreview) return undefined;
    return {
      at: spilledPreview,
      chars: text.length - spilledPreview,
      start: text.slice(spilledPreview, spilledPreview + LOST_PREVIEW_CHARS),
    };
  }
  let head = 0;
  while (head < text.length && head < shown.length && text[head] === shown[head]) head++;
  let tail = 0;
  while (
    tail < text.length - head &&
    tail < shown.length - head &&
    text[text.length - 1 - tail] === shown[shown.length - 1 - tail]
  )
    tail++;
  const chars = text.length - head - tail;
  return chars > 0 ? { at: head, chars, start: text.slice(head, head + LOST_PREVIEW_CHARS) } : undefined;
}
