import type { WireResponse } from '../servers/wire-ledger.js';
import type { PageReport } from './measurement.js';
import { type Tokenizer, withCountsOf } from './tokens.js';
import type { Normalizer } from './result-normalizer.js';

/** One tool result, measured: the figures and the parts later checks need (never the SDK's stripped copy). */
export interface MeasuredResult extends PageReport {
  isError: boolean;
  /** JSON-RPC error instead of a result. */
  rpcError?: { code?: number; message?: string };
  tooLarge: boolean;
  /** Content blocks by type, e.g. { text: 1, image: 2 }. */
  content: Record<string, number>;
  /** Bytes of base64 payloads (image, audio, blob). */
  binaryBytes: number;
  texts: string[];
  structured: unknown;
  /** For host views (host-results.ts): the content array as received, block types in order, resource_link lines. */
  blocks?: unknown[];
  blockTypes?: string[];
  links?: string[];
  /** The payload a cursor walk reads: structuredContent, else the first text block parsed as JSON. */
  payload: unknown;
}

type Block = {
  type?: string;
  text?: unknown;
  data?: unknown;
  name?: unknown;
  title?: unknown;
  uri?: unknown;
  resource?: { text?: unknown; blob?: unknown };
};

/**
 * DESIGN §4: wireBytes is the JSON-RPC message as received; textTokens the text content blocks (embedded resource
 * text included); structuredTokens the compact JSON of structuredContent; tokens the larger of the two, because
 * clients differ in which copy they show the model. Normalization rules apply before anything is counted.
 */
export function measureResult(
  wire: WireResponse,
  tokenizer: Tokenizer,
  normalizer?: Normalizer,
  countEnvelope = false,
  tokenCap?: number,
): MeasuredResult {
  const normalize: Normalizer = normalizer ?? ((text) => text);
  if (wire.tooLarge || !wire.message) return tooLargeResult(wire.bytes);
  const message = wire.message;
  let wireBytes = wire.bytes;
  if (normalizer) {
    const serialized = JSON.stringify(message);
    wireBytes += Buffer.byteLength(normalize(serialized)) - Buffer.byteLength(serialized);
  }
  if (message.error !== undefined || !message.result)
    return rpcErrorResult(message.error, wireBytes, tokenizer, normalize);
  const result = message.result as { content?: unknown; structuredContent?: unknown; isError?: unknown };
  const blocks: Block[] = Array.isArray(result.content) ? (result.content as Block[]) : [];
  const { content, texts, blockTypes, links, binaryBytes } = blockParts(blocks, normalize);
  // With a cap (the guard asking only whether a result is over its limit), counting stops once the cap is passed.
  const count = (text: string, spent: number) =>
    tokenCap !== undefined && tokenizer.countUpTo ? tokenizer.countUpTo(text, tokenCap - spent) : tokenizer.count(text);
  // A resource_link's own text reaches the model too: counted as the most a shipped host shows of it (linkText).
  const textTokens = [...texts, ...linkTexts(blocks, normalize)].reduce(
    (sum, text) => (tokenCap !== undefined && sum > tokenCap ? sum : sum + count(text, sum)),
    0,
  );
  const structured = result.structuredContent;
  const structuredTokens = structured === undefined ? 0 : count(normalize(JSON.stringify(structured)), 0);
  return {
    wireBytes,
    ...(countEnvelope ? { envelopeBytes: envelopeBytes(wire.bytes, message.result) } : {}),
    textTokens,
    structuredTokens,
    tokens: Math.max(textTokens, structuredTokens),
    isError: result.isError === true,
    tooLarge: false,
    content,
    binaryBytes,
    texts,
    structured,
    blocks,
    blockTypes,
    links,
    payload: structured ?? parseJson(texts[0]),
  };
}

/** A result past maxMessageBytes: its size on the wire, nothing read from it. */
function tooLargeResult(wireBytes: number): MeasuredResult {
  return {
    wireBytes,
    textTokens: 0,
    structuredTokens: 0,
    tokens: 0,
    isError: false,
    tooLarge: true,
    content: {},
    binaryBytes: 0,
    texts: [],
    structured: undefined,
    payload: undefined,
  };
}

/** A JSON-RPC error in place of a result: its message is the text the model reads. */
function rpcErrorResult(
  rpcError: unknown,
  wireBytes: number,
  tokenizer: Tokenizer,
  normalize: Normalizer,
): MeasuredResult {
  const error = (rpcError ?? {}) as { code?: number; message?: string };
  const text = normalize(typeof error.message === 'string' ? error.message : JSON.stringify(rpcError));
  const tokens = tokenizer.count(text);
  return {
    wireBytes,
    textTokens: tokens,
    structuredTokens: 0,
    tokens,
    isError: true,
    rpcError: error,
    tooLarge: false,
    content: {},
    binaryBytes: 0,
    texts: [text],
    structured: undefined,
    payload: undefined,
  };
}

/**
 * The content blocks read in order: how many of each type, the texts (text blocks and embedded text resources,
 * normalized), each resource_link's line, and the bytes of binary data (images, audio, blobs) sent as base64.
 */
function blockParts(
  blocks: Block[],
  normalize: Normalizer,
): { content: Record<string, number>; texts: string[]; blockTypes: string[]; links: string[]; binaryBytes: number } {
  const content: Record<string, number> = {};
  const texts: string[] = [];
  const blockTypes: string[] = [];
  const links: string[] = [];
  let binaryBytes = 0;
  for (const block of blocks) {
    const type = typeof block?.type === 'string' ? block.type : 'unknown';
    content[type] = (content[type] ?? 0) + 1;
    blockTypes.push(type);
    if (type === 'resource_link')
      links.push(normalize(`Resource Link: ${String(block.title || block.name)} at ${String(block.uri)}`));
    if (type === 'text' && typeof block.text === 'string') texts.push(normalize(block.text));
    if (typeof block.data === 'string') binaryBytes += block.data.length;
    if (type === 'resource' && typeof block.resource?.text === 'string') texts.push(normalize(block.resource.text));
    if (type === 'resource' && typeof block.resource?.blob === 'string') binaryBytes += block.resource.blob.length;
  }
  return { content, texts, blockTypes, links, binaryBytes };
}

/**
 * A tokenizer for measureResult on this answer whose counts were made first, yielding to the event loop (the
 * tokenizer's countYielding): a large result takes the tokenizer seconds, and meanwhile a signal (a cancelled job's
 * SIGTERM) must be acted on and the server's bounds run. measureResult, the one rule for what a result costs, then
 * reads the counts; a text it counts that is not here is counted as before. Counts are exact (no cap), and past
 * `deadline`'s bound countYielding throws MeasuringTimedOut as the synchronous count does. Pass the same
 * `normalize` as to measureResult: the texts are counted as normalized.
 */
export async function precountResult(
  wire: WireResponse,
  tokenizer: Tokenizer,
  normalize: Normalizer = (text) => text,
): Promise<Tokenizer> {
  if (wire.tooLarge || !wire.message) return tokenizer;
  return withCountsOf(tokenizer, countedTexts(wire.message, normalize));
}

/** The texts measureResult counts in a message: the error's, or the text blocks, embedded resources, links and structuredContent. */
function countedTexts(message: NonNullable<WireResponse['message']>, normalize: Normalizer): string[] {
  if (message.error !== undefined || !message.result) {
    const error = (message.error ?? {}) as { message?: unknown };
    return [normalize(typeof error.message === 'string' ? error.message : JSON.stringify(message.error))];
  }
  const result = message.result as { content?: unknown; structuredContent?: unknown };
  const texts: string[] = [];
  for (const block of Array.isArray(result.content) ? (result.content as Block[]) : []) {
    if (block?.type === 'text' && typeof block.text === 'string') texts.push(normalize(block.text));
    if (block?.type === 'resource' && typeof block.resource?.text === 'string')
      texts.push(normalize(block.resource.text));
  }
  texts.push(...linkTexts(Array.isArray(result.content) ? (result.content as Block[]) : [], normalize));
  if (result.structuredContent !== undefined) texts.push(normalize(JSON.stringify(result.structuredContent)));
  return texts;
}

/**
 * The text of each `resource_link` block as the result's figure counts it: the most any shipped host shows its model.
 * Codex writes the whole block back as JSON (type, uri, name, title, description, mimeType, and any other member);
 * Claude Code (`[Resource link: name] uri (description)`), Qwen Code and Gemini CLI (`Resource Link: title at uri`)
 * write a line made of the same members. So a link counts as its JSON as it came: a result of links is never 0 tokens.
 */
function linkTexts(blocks: Block[], normalize: Normalizer): string[] {
  return blocks.flatMap((block) => (block?.type === 'resource_link' ? [normalize(JSON.stringify(block))] : []));
}

/**
 * What of a result's message is not the tool's answer: the JSON-RPC frame and, in revision 2026-07-28, the result's
 * `resultType` and `_meta` (server info). The host pays for it on the wire; its model never reads it.
 */
function envelopeBytes(bytes: number, result: Record<string, unknown>): number {
  const { resultType: _type, _meta: _m, ...payload } = result;
  return Math.max(0, bytes - Buffer.byteLength(JSON.stringify(payload)));
}

/** What an answer said, short enough to show in a finding. */
export function answerPreview(text: string): string {
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

export function parseJson(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
