import { describe, expect, it } from 'vitest';
import { recordedTurns } from '../../src/commands/hosts/session-shares.js';
import type { RecordedRequest } from '../../src/commands/hosts/model-stand-in.js';

const request = (path: string, body: unknown): RecordedRequest => ({ method: 'POST', path, body, raw: '' });
const small = {
  name: 'mcp__s__small',
  description: 'Greets.',
  input_schema: { type: 'object', properties: {} },
  defer_loading: true,
};
const eager = { name: 'mcp__s__eager', description: 'Sent up front.', input_schema: { type: 'object' } };
const announce = 'Deferred tools:\nWebFetch\nmcp__s__small\nmcp__s__unused\nmcp__other__x\n\nMore.';

describe("a recorded session's requests, and one server's share of each", () => {
  it("Claude Code: the names announced, a tool_reference as the definition it expands to, tools[] entries sent up front (not deferred ones: the API leaves them out of the prompt), the server's results; not the model's calls, not other servers", () => {
    const turns = recordedTurns(
      'claude-code',
      [
        request('/v1/messages?beta=true', {
          tools: [{ name: 'Bash' }],
          messages: [{ role: 'user', content: [{ type: 'text', text: announce }] }],
        }),
        request('/v1/messages/count_tokens', { messages: [] }),
        request('/v1/messages?beta=true', {
          tools: [{ name: 'Bash' }, small, eager],
          messages: [
            { role: 'user', content: [{ type: 'text', text: announce }] },
            { role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'ToolSearch', input: {} }] },
            {
              role: 'user',
              content: [
                {
                  type: 'tool_result',
                  tool_use_id: 't1',
                  content: [{ type: 'tool_reference', tool_name: 'mcp__s__small' }],
                },
                { type: 'text', text: 'Tool loaded.' },
              ],
            },
            { role: 'assistant', content: [{ type: 'tool_use', id: 't2', name: 'mcp__s__small', input: {} }] },
            {
              role: 'user',
              content: [{ type: 'tool_result', tool_use_id: 't2', content: [{ type: 'text', text: 'Hi.' }] }],
            },
            { role: 'assistant', content: [{ type: 'tool_use', id: 't3', name: 'mcp__other__x', input: {} }] },
            { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't3', content: 'not ours' }] },
          ],
        }),
      ],
      's',
    );
    expect(turns).toEqual([
      { definitions: ['mcp__s__small\nmcp__s__unused'], results: [] },
      {
        definitions: ['mcp__s__small\nmcp__s__unused', JSON.stringify(small), JSON.stringify(eager)],
        results: ['Hi.'],
      },
    ]);
  });

  it("Gemini CLI: the server's declarations and functionResponses; the routing request (no tools) is no turn", () => {
    const declaration = { name: 'mcp_s_small', description: 'Greets.', parametersJsonSchema: { type: 'object' } };
    const turns = recordedTurns(
      'gemini-cli',
      [
        request('/v1beta/models/flash:generateContent', { contents: [], tools: [] }),
        request('/v1beta/models/pro:streamGenerateContent?alt=sse', {
          tools: [{ functionDeclarations: [{ name: 'read_file' }, declaration] }],
          contents: [
            { role: 'model', parts: [{ functionCall: { name: 'mcp_s_small', args: {} } }] },
            { role: 'user', parts: [{ functionResponse: { name: 'mcp_s_small', response: { output: 'Hi.' } } }] },
            { role: 'user', parts: [{ functionResponse: { name: 'read_file', response: { output: 'x' } } }] },
          ],
        }),
      ],
      's',
    );
    expect(turns).toEqual([{ definitions: [JSON.stringify(declaration)], results: ['Hi.'] }]);
  });

  it('another host is refused by name, not read wrongly', () => {
    expect(() => recordedTurns('codex', [], 's')).toThrow(
      "a session's turns are not read from codex's requests (only claude-code, gemini-cli)",
    );
  });
});
