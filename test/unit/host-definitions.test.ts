// What each host sends of a server at session start (host-definitions.ts), held to what the real hosts were recorded
// sending (2026-12-06): Qwen Code's deferred-tools reminder carries each tool's description, Copilot CLI never sends
// a server's instructions.
import { describe, expect, it } from 'vitest';
import { hostDefinitions } from '../../src/measure/host-definitions.js';
import { o200k } from './tokenizer.js';

const tools = [
  {
    name: 'small',
    description: 'Returns a short greeting for a name.',
    inputSchema: { type: 'object', properties: { name: { type: 'string' } } },
  },
  { name: 'long', description: `${'lopor lole ditorqua '.repeat(20)}\nsecond line`, inputSchema: { type: 'object' } },
];
const instructions = 'Use small to greet.';
const view = (host: string) => hostDefinitions([host], 'rec', tools, instructions, o200k, undefined, false)[0]!;

describe('host-definitions: session start as each host sends it', () => {
  it("Qwen Code 0.24.4 lists each deferred tool with its description's first line (160 chars at most) and frames the instructions", () => {
    const listing = [
      '#### rec',
      `- "mcp__rec__long": ${JSON.stringify(`${'lopor lole ditorqua '.repeat(20).trim().slice(0, 157)}...`)}`,
      '- "mcp__rec__small": "Returns a short greeting for a name."',
    ].join('\n');
    expect(view('qwen-code').sessionStartTokens).toBe(o200k.count(listing) + o200k.count(`### rec\n${instructions}`));
  });

  it('Copilot CLI 1.0.102 never sends a server its instructions: its session start is the definitions alone', () => {
    const copilot = view('copilot-cli');
    expect(copilot.sessionStartTokens).toBe(copilot.perTool.reduce((sum, tool) => sum + tool.tokens, 0));
    // Hosts that send them still count them.
    const opencode = view('opencode');
    expect(opencode.sessionStartTokens).toBe(
      opencode.perTool.reduce((sum, tool) => sum + tool.tokens, 0) + o200k.count(instructions),
    );
  });
});
