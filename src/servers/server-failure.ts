/** The finding codes a server that could not be measured maps to; judge/finding-catalog.ts describes each. */
export const SERVER_FAILURE_CODES = [
  'SANDBOX_UNAVAILABLE',
  'SERVER_START_FAILED',
  'SERVER_TIMEOUT',
  'SERVER_CRASHED',
  'PROTOCOL_ERROR',
  'SERVER_LIMIT_HIT',
] as const;
export type ServerFailureCode = (typeof SERVER_FAILURE_CODES)[number];

export type ServerPhase = 'start' | 'list' | `call ${string}`;

/** A server that could not be measured: why, in which phase, and what it last said on stderr. */
export class ServerFailure extends Error {
  override name = 'ServerFailure';
  constructor(
    readonly code: ServerFailureCode,
    readonly server: string,
    readonly phase: ServerPhase,
    readonly detail: string,
    readonly stderrTail = '',
    /** What to do, where the failure itself knows better than the generic advice for its code. */
    readonly fix?: string,
  ) {
    super(`server "${server}" (${phase}): ${detail}`);
  }
}

/**
 * A url as it may be shown: query values and a password can carry a key expanded from the environment
 * (`?api_key=${API_KEY}`), so they are replaced by ***.
 */
export function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    for (const key of [...new Set(parsed.searchParams.keys())]) parsed.searchParams.set(key, '***');
    return parsed.toString().replace(/%2A%2A%2A/g, '***');
  } catch {
    return '(an invalid url)';
  }
}

/**
 * What of a failing HTTP answer's body is quoted: the message of a JSON-RPC error (what an MCP server says), or an
 * OAuth error code, each cut to 160 characters. Anything else (a page, plain text) is named by its size only: a url
 * can point at a service that is not an MCP server, and its body is not the author's to read through mcp-budget.
 */
export function shownHttpBody(text: string): string {
  if (!text) return '';
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return ` (a body of ${Buffer.byteLength(text).toLocaleString('en-US')}${text.length >= 300 ? '+' : ''} bytes, not shown: it is no JSON-RPC error)`;
  }
  const record = (value: unknown) =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const rpc = record(record(body).error).message;
  const oauth = record(body).error;
  const said =
    typeof rpc === 'string' ? rpc : typeof oauth === 'string' && /^[a-z_]{1,40}$/.test(oauth) ? oauth : undefined;
  return said === undefined
    ? ' (a JSON body that is no JSON-RPC error, not shown)'
    : `: ${JSON.stringify(said.slice(0, 160))}`;
}

const ERROR_LINE = /error|exception|cannot|can't|could not|not found|missing|denied|refused|invalid|failed|ERR_/i;
const STACK_FRAME = /^\s+at\s/;

/** Keeps the last lines a process wrote to stderr, bounded, for error messages. */
export class StderrTail {
  private text = '';
  constructor(private readonly maxChars = 8000) {}

  push(chunk: Buffer | string): void {
    this.text += chunk.toString();
    if (this.text.length > this.maxChars * 2) this.text = this.text.slice(-this.maxChars);
  }

  /**
   * The last lines, and before them the lines that say what went wrong: a failed import ends in a dozen stack
   * frames, and the one line that names the missing package comes first.
   */
  lines(count = 10): string {
    const lines = this.text
      .slice(-this.maxChars)
      .split('\n')
      .filter((line) => line.trim() !== '');
    if (lines.length <= count) return lines.join('\n');
    const tail = lines.length - Math.ceil(count / 2);
    const key = lines
      .slice(0, tail)
      .map((line, index) => ({ line, index }))
      .filter(({ line }) => ERROR_LINE.test(line) && !STACK_FRAME.test(line));
    const kept = [
      ...key.slice(0, count - Math.ceil(count / 2)).map(({ index }) => index),
      ...lines.map((_, index) => index).slice(tail),
    ];
    const out: string[] = [];
    kept.forEach((index, i) => {
      if (i > 0 && index !== kept[i - 1]! + 1) out.push('…');
      out.push(lines[index]!);
    });
    return out.join('\n');
  }
}
