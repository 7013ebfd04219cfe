import { nodeCrypto } from '../shell/node-crypto.js';
import type { WireTool } from '../servers/list-tools.js';
import type { TextMeasure, ToolReport } from './measurement.js';
import type { Tokenizer } from './tokens.js';
import { toolContract } from './tool-contract.js';

export const DEFAULT_HOST_TOOL_NAME = 'mcp__{server}__{tool}';

/** bytes and tokens of JSON.stringify(tool) for the tool object as it arrived, every field included. */
export function measureTool(tool: WireTool, server: string, tokenizer: Tokenizer, hostToolName: string): ToolReport {
  const json = JSON.stringify(tool);
  const description = typeof tool.description === 'string' ? tool.description : '';
  return {
    name: tool.name,
    // What the model reads, fingerprinted: a changed description is listed in a pull request even at equal size.
    digest: nodeCrypto().createHash('sha256').update(json).digest('hex').slice(0, 16),
    // The definition apart from its name: a removed and a new tool with the same one are a rename.
    bodyDigest: nodeCrypto()
      .createHash('sha256')
      .update(JSON.stringify({ ...tool, name: '' }))
      .digest('hex')
      .slice(0, 16),
    fields: memberBytes(tool),
    bytes: Buffer.byteLength(json, 'utf8'),
    tokens: tokenizer.count(json),
    descriptionChars: charCount(description),
    hostName: hostToolName.replaceAll('{server}', server).replaceAll('{tool}', tool.name),
    contract: toolContract(tool),
  };
}

export function measureText(text: string, tokenizer: Tokenizer): TextMeasure {
  return {
    chars: charCount(text),
    bytes: Buffer.byteLength(text, 'utf8'),
    tokens: tokenizer.count(text),
    digest: nodeCrypto().createHash('sha256').update(text).digest('hex').slice(0, 16),
  };
}

/** Characters as JavaScript hosts count them when they cut (Claude Code's 2,048): UTF-16 code units. */
export function charCount(text: string): number {
  return text.length;
}

/** A server chooses its members' names: a report names this many, each cut short; the rest are summed. */
const NAMED_MEMBERS = 24;
const MEMBER_NAME_CHARS = 64;
export const OTHER_MEMBERS = '(other members)';

/**
 * Bytes of each top-level member as it stands in JSON.stringify(tool): `"key":value` and its comma. They add up to
 * the tool's bytes less one (the braces, one comma fewer), so the Δ of the members is exactly the tool's Δ.
 */
export function memberBytes(tool: WireTool): Record<string, number> {
  const fields: Record<string, number> = {};
  let named = 0;
  for (const [key, value] of Object.entries(tool)) {
    const json = JSON.stringify(value);
    if (json === undefined) continue;
    const bytes = Buffer.byteLength(JSON.stringify(key), 'utf8') + 1 + Buffer.byteLength(json, 'utf8') + 1;
    const name =
      named < NAMED_MEMBERS && key.length <= MEMBER_NAME_CHARS && key !== OTHER_MEMBERS && key !== '__proto__'
        ? key
        : OTHER_MEMBERS;
    if (name !== OTHER_MEMBERS) named += 1;
    fields[name] = (fields[name] ?? 0) + bytes;
  }
  return fields;
}
