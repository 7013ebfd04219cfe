import type { ResultParts } from '../host-module.js';
import type { ResultSpill } from '../host-profile.js';

/** Where a host saved a result, as a stand-in path of a usual length (the real one depends on the machine). */
const SAVED_FILE =
  '/home/user/.claude/projects/-home-user-project/0123abcd-4567-89ef-0123-456789abcdef/tool-results/mcp-server-tool-1796160000000-abcdef.txt';

/** Claude Code's note for a result over its token cap (recorded from 2.1.328; the path stands in). */
export function claudeTooManyTokens(text: string): string {
  const lines = text.split('\n').length;
  return `Error: result (${text.length.toLocaleString('en-US')} characters across ${lines.toLocaleString('en-US')} line${lines === 1 ? '' : 's'}) exceeds maximum allowed tokens. Output has been saved to ${SAVED_FILE}.
Format: Plain text
Search within the file for specific content, and use jq if the content is JSON.
REQUIREMENTS FOR SUMMARIZATION/ANALYSIS/REVIEW:
- You MUST read the content from the file at ${SAVED_FILE} in sequential chunks until 100% of the content has been read.
- Note: this file's lines are too long for Read's offset/limit chunking. If a shell tool is available, slice by character range (e.g. python read()[A:B], dd, or cut -c) instead.
- If you receive truncation warnings when reading the file, reduce the chunk size until you have read 100% of the content without truncation.
- Before producing ANY summary or analysis, you MUST explicitly describe what portion of the content you have read. ***If you did not read the entire content, you MUST explicitly state this.***
- If after a few attempts you cannot read the file (file not found, lines too long for Read's offset/limit, no shell access), STOP retrying. Summarize what you were able to read, explicitly state which portion you could not read and why, and proceed.
`;
}

/** Claude Code's `<persisted-output>` block: the content array pretty-printed is saved; its size and first 2 KB shown. */
export function persistedOutput(page: ResultParts, text: string, spill: ResultSpill): string {
  const saved = page.blocks && text === page.texts.join('\n') ? JSON.stringify(page.blocks, null, 2) : text;
  const size = `${(Buffer.byteLength(saved) / 1024).toFixed(1)}KB`;
  return `<persisted-output>\nOutput too large (${size}). Full output saved to: ${SAVED_FILE}\n\nPreview (first ${Math.round(spill.previewChars / 1000)}KB):\n${saved.slice(0, spill.previewChars)}\n...\n</persisted-output>`;
}
