import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import { __m6_withCountsOf as withCountsOf } from "./start-shared-3AE6A6EC.js";

// src/measure/measure-result.ts
function measureResult(wire, tokenizer, normalizer, countEnvelope = false, tokenCap) {
  const normalize = normalizer ?? ((text) => text);
  if (wire.tooLarge || !wire.message) return tooLargeResult(wire.bytes);
  const message = wire.message;
  let wireBytes = wire.bytes;
  if (normalizer) {
    const serialized = JSON.stringify(message);
    wireBytes += Buffer.byteLength(normalize(serialized)) - Buffer.byteLength(serialized);
  }
  if (message.error !== void 0 || !message.result)
    return rpcErrorResult(message.error, wireBytes, tokenizer, normalize);
  const result = message.result;
  const blocks = Array.isArray(result.content) ? result.content : [];
  const { content, texts, blockTypes, links, binaryBytes } = blockParts(blocks, normalize);
  const count = (text, spent) => tokenCap !== void 0 && tokenizer.countUpTo ? tokenizer.countUpTo(text, tokenCap - spent) : tokenizer.count(text);
  const textTokens = [...texts, ...linkTexts(blocks, normalize)].reduce(
    (sum, text) => tokenCap !== void 0 && sum > tokenCap ? sum : sum + count(text, sum),
    0
  );
  const structured = result.structuredContent;
  const structuredTokens = structured === void 0 ? 0 : count(normalize(JSON.stringify(structured)), 0);
  return {
    wireBytes,
    ...countEnvelope ? { envelopeBytes: envelopeBytes(wire.bytes, message.result) } : {},
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
    payload: structured ?? parseJson(texts[0])
  };
}
function tooLargeResult(wireBytes) {
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
    structured: void 0,
    payload: void 0
  };
}
function rpcErrorResult(rpcError, wireBytes, tokenizer, normalize) {
  const error = rpcError ?? {};
  const text = normalize(typeof error.message === "string" ? error.message : JSON.stringify(rpcError));
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
    structured: void 0,
    payload: void 0
  };
}
function blockParts(blocks, normalize) {
  const content = {};
  const texts = [];
  const blockTypes = [];
  const links = [];
  let binaryBytes = 0;
  for (const block of blocks) {
    const type = typeof block?.type === "string" ? block.type : "unknown";
    content[type] = (content[type] ?? 0) + 1;
    blockTypes.push(type);
    if (type === "resource_link")
      links.push(normalize(`Resource Link: ${String(block.title || block.name)} at ${String(block.uri)}`));
    if (type === "text" && typeof block.text === "string") texts.push(normalize(block.text));
    if (typeof block.data === "string") binaryBytes += block.data.length;
    if (type === "resource" && typeof block.resource?.text === "string") texts.push(normalize(block.resource.text));
    if (type === "resource" && typeof block.resource?.blob === "string") binaryBytes += block.resource.blob.length;
  }
  return { content, texts, blockTypes, links, binaryBytes };
}
async function precountResult(wire, tokenizer, normalize = (text) => text) {
  if (wire.tooLarge || !wire.message) return tokenizer;
  return withCountsOf(tokenizer, countedTexts(wire.message, normalize));
}
function countedTexts(message, normalize) {
  if (message.error !== void 0 || !message.result) {
    const error = message.error ?? {};
    return [normalize(typeof error.message === "string" ? error.message : JSON.stringify(message.error))];
  }
  const result = message.result;
  const texts = [];
  for (const block of Array.isArray(result.content) ? result.content : []) {
    if (block?.type === "text" && typeof block.text === "string") texts.push(normalize(block.text));
    if (block?.type === "resource" && typeof block.resource?.text === "string")
      texts.push(normalize(block.resource.text));
  }
  texts.push(...linkTexts(Array.isArray(result.content) ? result.content : [], normalize));
  if (result.structuredContent !== void 0) texts.push(normalize(JSON.stringify(result.structuredContent)));
  return texts;
}
function linkTexts(blocks, normalize) {
  return blocks.flatMap((block) => block?.type === "resource_link" ? [normalize(JSON.stringify(block))] : []);
}
function envelopeBytes(bytes, result) {
  const { resultType: _type, _meta: _m, ...payload } = result;
  return Math.max(0, bytes - Buffer.byteLength(JSON.stringify(payload)));
}
function answerPreview(text) {
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}
function parseJson(text) {
  if (text === void 0) return void 0;
  try {
    return JSON.parse(text);
  } catch {
    return void 0;
  }
}

export {
  measureResult,
  precountResult,
  answerPreview,
  parseJson
};
