import type { ResultShape } from './measurement.js';
import type { WireTool } from '../servers/list-tools.js';
import { parseJson, type MeasuredResult } from './measure-result.js';
import { checkValue, compileSchema } from './schema-compiler.js';
import type { Tokenizer } from './tokens.js';

/**
 * What one successful result's form costs or breaks: structuredContent against the declared outputSchema, and
 * tokens its text could save. Figures only; judge/contract-findings.ts decides what each means.
 */
export function resultShape(
  tool: WireTool,
  result: MeasuredResult,
  tokenizer: Tokenizer,
  deadline: number | undefined,
): ResultShape | undefined {
  if (result.isError || result.tooLarge) return undefined;
  const shape: ResultShape = {};
  if (tool.outputSchema !== undefined) {
    if (result.structured === undefined) {
      shape.structuredMissing = true;
    } else {
      const compiled = compileSchema(tool.outputSchema, deadline);
      const checked = compiled.ok
        ? checkValue(compiled.validate, result.structured, deadline)
        : { unusable: `it cannot be compiled: ${compiled.error}` };
      if ('unusable' in checked) shape.outputSchemaError = checked.unusable;
      else if (!checked.valid) shape.outputMismatch = checked.errors;
    }
  }
  for (const text of result.texts) {
    const parsed = parseJson(text);
    if (parsed === undefined || typeof parsed !== 'object' || parsed === null) continue;
    const compact = JSON.stringify(parsed);
    if (compact.length >= text.length || !/\n\s/.test(text)) continue;
    const saving = tokenizer.count(text) - tokenizer.count(compact);
    if (saving <= 0) continue;
    // Whether the text is the tool's own value serialized, or a document it carries (a file read verbatim).
    const ofStructured = result.structured !== undefined && JSON.stringify(result.structured) === compact;
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
  return Object.keys(shape).length > 0 ? shape : undefined;
}

/**
 * A call that reads a JSON file by its path (`read_text_file {"path": "settings.json"}`): the tool's job is the file
 * as it is, indentation and all (a model editing it needs its lines), so a pretty-printed text that is not the
 * tool's own value serialized is the file, and serializing it compactly changes what the model reads.
 */
export function readsJsonFile(args: Record<string, unknown> | undefined): boolean {
  return Object.values(args ?? {}).some(
    (value) => typeof value === 'string' && /\.(json|jsonc|json5|geojson|ipynb)$/i.test(value.trim()),
  );
}

function stringWrappedJson(structured: unknown): { key: string; value: unknown } | undefined {
  if (typeof structured !== 'object' || structured === null || Array.isArray(structured)) return undefined;
  for (const [key, value] of Object.entries(structured)) {
    if (typeof value !== 'string' || value.length < 2 || !/^\s*[[{]/.test(value)) continue;
    const parsed = parseJson(value);
    if (typeof parsed === 'object' && parsed !== null) return { key, value: parsed };
  }
  return undefined;
}
