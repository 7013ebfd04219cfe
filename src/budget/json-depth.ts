/**
 * The offset where JSON text first nests deeper than `limit` levels, found in one pass without recursion.
 * Everything that walks a parsed value (JSON.stringify, ajv, the SDK's schemas, our own walks) recurses per level,
 * so depth is checked on the text before anything else touches it.
 */
export function offsetPastDepth(text: string, limit: number): number | undefined {
  if (openingsUpTo(text, limit + 1) <= limit) return undefined;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return i;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return undefined;
}

/**
 * How many `{` and `[` the text holds, counted up to `most`. A text with no more openings than the limit cannot nest
 * past it (brackets in strings only make the count larger), and native searches decide that for a typical message
 * in microseconds: the scan above runs cold on each run's first messages, ~2 ms for a 13 KB tools/list on Node 24.
 */
function openingsUpTo(text: string, most: number): number {
  let count = 0;
  for (const opening of ['{', '[']) {
    for (let at = text.indexOf(opening); at !== -1 && count < most; at = text.indexOf(opening, at + 1)) count++;
  }
  return count;
}

/** Deeper than any real tool definition or result; far below what the recursive walks above can take. */
export const MAX_MESSAGE_DEPTH = 256;
