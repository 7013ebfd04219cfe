import type { Finding } from '../report/findings.js';
import { fmt } from '../report/format.js';
import type { WireTool } from '../servers/list-tools.js';
import { parseJson, type MeasuredResult } from './measure-result.js';
import { compileSchema, describeValidationErrors } from './schema-compiler.js';
import type { Tokenizer } from './tokens.js';

/** Checks one successful result against the tool's declared contract and for avoidable token waste. */
export function checkResultContract(subject: string, tool: WireTool, result: MeasuredResult, tokenizer: Tokenizer): Finding[] {
  if (result.isError || result.tooLarge) return [];
  const findings: Finding[] = [];
  if (tool.outputSchema !== undefined) {
    if (result.structured === undefined) {
      findings.push({
        code: 'MISSING_STRUCTURED_CONTENT',
        severity: 'error',
        subject,
        message: `tool "${tool.name}" declares an outputSchema but the result has no structuredContent`,
        fix: 'return structuredContent that conforms to the outputSchema (clients such as the MCP SDK reject this result)',
      });
    } else {
      const compiled = compileSchema(tool.outputSchema);
      if (!compiled.ok) {
        findings.push({
          code: 'OUTPUT_SCHEMA_MISMATCH',
          severity: 'error',
          subject,
          message: `outputSchema of "${tool.name}" cannot be compiled: ${compiled.error}`,
          fix: 'send a valid JSON Schema as outputSchema',
        });
      } else if (!compiled.validate(result.structured)) {
        findings.push({
          code: 'OUTPUT_SCHEMA_MISMATCH',
          severity: 'error',
          subject,
          message: `structuredContent does not match the outputSchema of "${tool.name}": ${describeValidationErrors(compiled.validate)}`,
          fix: 'make the result conform to the outputSchema, or correct the schema',
        });
      }
    }
  }
  for (const text of result.texts) {
    const parsed = parseJson(text);
    if (parsed === undefined || typeof parsed !== 'object' || parsed === null) continue;
    const compact = JSON.stringify(parsed);
    if (compact.length >= text.length || !/\n\s/.test(text)) continue;
    const saving = tokenizer.count(text) - tokenizer.count(compact);
    if (saving <= 0) continue;
    findings.push({
      code: 'PRETTY_PRINTED_TEXT',
      severity: 'warning',
      subject,
      actual: saving,
      unit: 'tokens',
      message: `a text block is pretty-printed JSON; the compact form would save ${fmt(saving)} tokens (${fmt(text.length - compact.length)} chars)`,
      fix: 'serialize with JSON.stringify(value) instead of JSON.stringify(value, null, 2)',
    });
  }
  const wrapped = stringWrappedJson(result.structured);
  if (wrapped) {
    const escaped = tokenizer.count(JSON.stringify(result.structured));
    const asObject = tokenizer.count(JSON.stringify({ [wrapped.key]: wrapped.value }));
    findings.push({
      code: 'STRING_WRAPPED_STRUCTURED',
      severity: 'warning',
      subject,
      actual: escaped,
      unit: 'tokens',
      message: `structuredContent.${wrapped.key} is a JSON document inside a string: ${fmt(escaped)} tokens for an escaped copy of the payload (${fmt(escaped - asObject)} of them escaping), on top of the text block`,
      fix: 'return the object itself as structuredContent (and its compact JSON as the text block), not a string of JSON',
    });
  }
  if (result.binaryBytes > 0) {
    findings.push({
      code: 'BINARY_CONTENT',
      severity: 'notice',
      subject,
      actual: result.binaryBytes,
      unit: 'bytes',
      message: `${fmt(result.binaryBytes)} bytes of base64 payload (${Object.entries(result.content).map(([type, n]) => `${n} ${type}`).join(', ')}); not counted as text tokens, hosts bill images and audio by their own rules`,
    });
  }
  return findings;
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
