import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  ALL_SPECIAL_TOKENS,
  DEFAULT_MERGE_CACHE_SIZE,
  EndOfPrompt,
  EndOfText,
  FimMiddle,
  FimPrefix,
  FimSuffix,
  GptEncoding,
  HarmonyCall,
  HarmonyChannel,
  HarmonyConstrain,
  HarmonyEnd,
  HarmonyMessage,
  HarmonyReturn,
  HarmonyStart,
  HarmonyStartOfText,
  ImEnd,
  ImSep,
  ImStart
} from "./chunk-VDS7OFEG.js";
import "./chunk-HANBNIMK.js";

// node_modules/gpt-tokenizer/esm/bpeRanks/o200k_base.js
import { readFile } from "node:fs/promises";
var nextTurn = () => new Promise((resolve) => setImmediate(resolve));
var text = await readFile(new URL("./o200k_base.ranks.json", import.meta.url), "utf8");
await nextTurn();
var table = JSON.parse(text);
await nextTurn();
var o200k_base_default = table;

// node_modules/gpt-tokenizer/esm/encoding/o200k_base.js
var api = GptEncoding.getEncodingApi("o200k_base", () => o200k_base_default);
var { decode, decodeAsyncGenerator, decodeGenerator, encode, encodeGenerator, isWithinTokenLimit, countTokens, encodeChat, encodeChatGenerator, vocabularySize, setMergeCacheSize, clearMergeCache, estimateCost } = api;
export {
  ALL_SPECIAL_TOKENS,
  DEFAULT_MERGE_CACHE_SIZE,
  EndOfPrompt,
  EndOfText,
  FimMiddle,
  FimPrefix,
  FimSuffix,
  HarmonyCall,
  HarmonyChannel,
  HarmonyConstrain,
  HarmonyEnd,
  HarmonyMessage,
  HarmonyReturn,
  HarmonyStart,
  HarmonyStartOfText,
  ImEnd,
  ImSep,
  ImStart,
  clearMergeCache,
  countTokens,
  decode,
  decodeAsyncGenerator,
  decodeGenerator,
  api as default,
  encode,
  encodeChat,
  encodeChatGenerator,
  encodeGenerator,
  estimateCost,
  isWithinTokenLimit,
  setMergeCacheSize,
  vocabularySize
};
