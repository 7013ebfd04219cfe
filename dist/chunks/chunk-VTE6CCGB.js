import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import { __m8_checkValue as checkValue, __m8_compileSchema as compileSchema } from "./cli-start-580920F0.js";
import {
  parseJson
} from "./chunk-NGA7DO4P.js";

// src/measure/result-shape.ts
function resultShape(tool, result, tokenizer, deadline) {
  if (result.isError || result.tooLarge) return void 0;
  const shape = {};
  if (tool.outputSchema !== void 0) {
    if (result.structured === void 0) {
      shape.structuredMissing = true;
    } else {
      const compiled = compileSchema(tool.outputSchema, deadline);
      const checked = compiled.ok ? checkValue(compiled.validate, result.structured, deadline) : { unusable: `it cannot be compiled: ${compiled.error}` };
      if ("unusable" in checked) shape.outputSchemaError = checked.unusable;
      else if (!checked.valid) shape.outputMismatch = checked.errors;
    }
  }
  for (const text of result.texts) {
    const parsed = parseJson(text);
    if (parsed === void 0 || typeof parsed !== "object" || parsed === null) continue;
    const compact = JSON.stringify(parsed);
    if (compact.length >= text.length || !/\n\s/.test(text)) continue;
    const saving = tokenizer.count(text) - tokenizer.count(compact);
    if (saving <= 0) continue;
    const ofStructured = result.structured !== void 0 && JSON.stringify(result.structured) === compact;
    shape.prettyPrinted = { tokens: saving, chars: text.length - compact.length, ofStructured };
    break;
  }
  const wrapped = stringWrappedJson(result.structured);
  if (wrapped) {
    const tokens = tokenizer.count(JSON.stringify(result.structured));
    const asObject = tokenizer.count(JSON.stringify({ [wrapped.key]: wrapped.value }));
    shape.stringWrapped = { key: wrapped.key, tokens, escapingTokens: tokens - asObject };
  }
  if (result.binaryBytes > 0) shape.binary = { bytes: result.binaryBytes, blocks: { ...result.content } };
  return Object.keys(shape).length > 0 ? shape : void 0;
}
function readsJsonFile(args) {
  return Object.values(args ?? {}).some(
    (value) => typeof value === "string" && /\.(json|jsonc|json5|geojson|ipynb)$/i.test(value.trim())
  );
}
function stringWrappedJson(structured) {
  if (typeof structured !== "object" || structured === null || Array.isArray(structured)) return void 0;
  for (const [key, value] of Object.entries(structured)) {
    if (typeof value !== "string" || value.length < 2 || !/^\s*[[{]/.test(value)) continue;
    const parsed = parseJson(value);
    if (typeof parsed === "object" && parsed !== null) return { key, value: parsed };
  }
  return void 0;
}

export {
  resultShape,
  readsJsonFile
};
