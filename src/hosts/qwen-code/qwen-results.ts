import { nodeCrypto } from '../../shell/node-crypto.js';
import type { ResultSpill } from '../host-profile.js';

/** Where Qwen Code saved a result, as a stand-in path of its shape (its project temp folder, the call id). */
const QWEN_SAVED_FILE =
  '/home/user/.qwen/tmp/0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef/tool-results/call_1.txt';

/** Qwen Code's buildStub (0.24.4, read and recorded): size, path, the whole's sha256, a preview cut at a newline. */
export function qwenPersistedOutput(text: string, spill: ResultSpill): string {
  const slice = text.slice(0, spill.previewChars);
  const newline = slice.lastIndexOf('\n');
  const preview = (text.length <= spill.previewChars ? text : `${newline > 0 ? slice.slice(0, newline) : slice}\n...`)
    .replace(/<\/?persisted-output>/g, (m) => `&lt;${m.slice(1, -1)}&gt;`)
    .replace(/<\/?system-reminder>/g, (m) => `&lt;${m.slice(1, -1)}&gt;`);
  const digest = nodeCrypto().createHash('sha256').update(text).digest('hex');
  return `<persisted-output>\nOutput too large (${Math.round(Buffer.byteLength(text) / 1024)} KB). Full output saved to: ${QWEN_SAVED_FILE}\nFull output sha256: ${digest}\nNote: this file may be cleaned up after 24 hours.\nTo read the complete output, use the read_file tool with the absolute file path above.\n\nPreview (up to ${spill.previewChars} chars):\n${preview}\n</persisted-output>`;
}

/** Qwen Code's error result (recorded from 0.24.4): Gemini CLI's wording, the content both as the error and beside it. */
export function qwenError(call: { name: string; args: unknown }, content: unknown[]): string {
  return `MCP tool '${call.name}' reported tool error for function call: ${JSON.stringify({ name: call.name, args: call.args ?? {} })} with response: ${JSON.stringify([{ functionResponse: { name: call.name, response: { error: { content, isError: true }, content } } }])}`;
}
