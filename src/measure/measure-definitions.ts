import { nodeCrypto } from '../shell/node-crypto.js';
import type { WireTool } from '../servers/list-tools.js';
import type { TextMeasure, ToolReport } from '../report/report.js';
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
    bytes: Buffer.byteLength(json, 'utf8'),
    tokens: tokenizer.count(json),
    descriptionChars: charCount(description),
    hostName: hostToolName.replaceAll('{server}', server).replaceAll('{tool}', tool.name),
    contract: toolContract(tool),
  };
}

export function measureText(text: string, tokenizer: Tokenizer): TextMeasure {
  return { chars: charCount(text), bytes: Buffer.byteLength(text, 'utf8'), tokens: tokenizer.count(text) };
}

/** Characters as JavaScript hosts count them when they cut (Claude Code's 2,048): UTF-16 code units. */
export function charCount(text: string): number {
  return text.length;
}
