/**
 * Everything a server sends (names, descriptions, serverInfo, stderr, results, HTTP bodies) and everything a pull
 * request can put in budget.json or .mcp.json is hostile data. These are the only ways such text reaches an output.
 */
/** Shows control characters as `\x1b`, `\u202e`…; newlines too unless the text is multi-line by nature. */
export declare function showControls(text: string, keepNewlines?: boolean): string;
/**
 * A report-shaped value with every string made safe to print (for text and markdown, never JSON). Only what holds
 * such a character is copied: the rest is the value itself, so callers never mutate it. Copying a whole report was
 * most of the text reporter's time (18 ms of CPU for eight servers' 144 tools, their schema contracts included).
 */
export declare function withControlsShown<T>(value: T, key?: string): T;
/**
 * The Actions runner reads every output line for workflow commands: `::command::` at the start (after spaces) and
 * the legacy `##[command]` anywhere (actions/runner ActionCommand.TryParseV2 / TryParse). Both are escaped, in a
 * form that is also valid inside JSON strings (`\u003a`, `\u005b`), so JSON output stays the same data.
 * The runner splits lines at CR as well as LF.
 */
export declare function neutralizeWorkflowCommands(text: string): string;
/**
 * Server text inside markdown (job summary, pull request comment): one line, every markup character literal, so it
 * cannot close a table cell, open a heading, link or load an image, and `@name` never mentions anyone nor
 * `www.host` become a link.
 */
export declare function markdownText(text: string): string;
/**
 * mcp-budget's own words inside markdown, where they quote code between backticks (`npx mcp-budget explain s/t`):
 * each quoted span is a code span, the rest markdownText. A code span shows its text literally (no mention, link,
 * HTML or heading), and it cannot hold a backtick, so server text inside one can close it early at most: what
 * follows is then escaped as text, and a backtick left without its pair stays a literal one.
 */
export declare function markdownWithCode(text: string): string;
/** JSON for terminals and logs: the same data, with C1 controls and direction marks escaped like C0 ones. */
export declare function jsonSafe(json: string): string;
