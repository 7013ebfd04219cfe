/**
 * Everything a server sends (names, descriptions, serverInfo, stderr, results, HTTP bodies) and everything a pull
 * request can put in budget.json or .mcp.json is hostile data. These are the only ways such text reaches an output.
 */

/**
 * Characters that move or retitle a terminal (C0, DEL, C1: ESC, BEL, CR, CSI…), end a line for the Actions runner,
 * or disguise text (bidirectional overrides, zero-width and line separators, BOM).
 */
const UNSAFE_CHARACTERS =
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
const UNSAFE_OR_NEWLINE =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

const visible = (character: string) => {
  const code = character.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
};

/** Shows control characters as `\x1b`, `\u202e`…; newlines too unless the text is multi-line by nature. */
export function showControls(text: string, keepNewlines = false): string {
  return text.replace(keepNewlines ? UNSAFE_CHARACTERS : UNSAFE_OR_NEWLINE, (character) =>
    character === '\t' ? '\t' : visible(character),
  );
}

/** Fields whose value is prose of several lines (a failure's stderr tail); every other string is one line. */
const MULTI_LINE_FIELDS = new Set(['message', 'stderr', 'fix']);

/**
 * A report-shaped value with every string made safe to print (for text and markdown, never JSON). Only what holds
 * such a character is copied: the rest is the value itself, so callers never mutate it. Copying a whole report was
 * most of the text reporter's time (18 ms of CPU for eight servers' 144 tools, their schema contracts included).
 */
export function withControlsShown<T>(value: T, key = ''): T {
  if (typeof value === 'string') return showControls(value, MULTI_LINE_FIELDS.has(key)) as T;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item: unknown, i) => {
      const shown = withControlsShown(item, key);
      if (shown !== item) (copy ??= [...value])[i] = shown;
    });
    return (copy ?? value) as T;
  }
  if (value && typeof value === 'object' && !(value instanceof Map)) {
    let copy: Record<string, unknown> | undefined;
    for (const k in value) {
      if (!Object.hasOwn(value, k)) continue;
      const v: unknown = value[k];
      const shown = withControlsShown(v, k);
      if (shown !== v) (copy ??= { ...(value as Record<string, unknown>) })[k] = shown;
    }
    return (copy ?? value) as T;
  }
  return value;
}

/**
 * The Actions runner reads every output line for workflow commands: `::command::` at the start (after spaces) and
 * the legacy `##[command]` anywhere (actions/runner ActionCommand.TryParseV2 / TryParse). Both are escaped, in a
 * form that is also valid inside JSON strings (`\u003a`, `\u005b`), so JSON output stays the same data.
 * The runner splits lines at CR as well as LF.
 */
export function neutralizeWorkflowCommands(text: string): string {
  return text
    .split(/(\r\n|\r|\n)/)
    .map((part) => part.replace(/##\[/g, '##\\u005b').replace(/^(\s*):(?=:)/, '$1\\u003a'))
    .join('');
}

/**
 * The characters that open or close markup in GitHub markdown (emphasis, code, links, images, HTML, entities,
 * tables, headings, strikethrough, emoji); a backslash makes each literal. A leading - or + would nest a list, and a
 * line of only = under another (text of several lines, as in SARIF) would make that line a heading.
 */
// `$` opens GitHub's math ($…$, $$…$$): literal, so no text is typeset (nor coloured by \color).
const MARKDOWN_ACTIVE = /[\\`*_[\]<>!|#~&:$]|^[-+=]/g;

/**
 * Server text inside markdown (job summary, pull request comment): one line, every markup character literal, so it
 * cannot close a table cell, open a heading, link or load an image, and `@name` never mentions anyone nor
 * `www.host` become a link.
 */
export function markdownText(text: string): string {
  return (
    showControls(text)
      .replace(MARKDOWN_ACTIVE, (character) => `\\${character}`)
      .replace(/@/g, '@&#8203;')
      // GitHub links `www.host` by itself (an extended autolink); http:// ones already lost their colon above.
      .replace(/(www)\./gi, '$1&#8203;.')
  );
}

/**
 * mcp-budget's own words inside markdown, where they quote code between backticks (`npx mcp-budget explain s/t`):
 * each quoted span is a code span, the rest markdownText. A code span shows its text literally (no mention, link,
 * HTML or heading), and it cannot hold a backtick, so server text inside one can close it early at most: what
 * follows is then escaped as text, and a backtick left without its pair stays a literal one.
 */
export function markdownWithCode(text: string): string {
  const parts = text.split('`');
  return parts
    .map((part, i) => {
      const closed = i % 2 === 1 && i < parts.length - 1;
      if (!closed) return `${i % 2 === 1 ? '\\`' : ''}${markdownText(part)}`;
      // An empty span is no code; nor is one holding what markdownText breaks elsewhere too (`@` of a mention, `<>`
      // of HTML, `|` of a table cell, `www.` of a link), though a code span shows them literally: said as text.
      const code = showControls(part);
      return code.trim() === '' || /[@<>|]|www\./i.test(code) ? markdownText(`\`${part}\``) : `\`${code}\``;
    })
    .join('');
}

/** JSON for terminals and logs: the same data, with C1 controls and direction marks escaped like C0 ones. */
export function jsonSafe(json: string): string {
  return neutralizeWorkflowCommands(
    json.replace(UNSAFE_CHARACTERS, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`),
  );
}
