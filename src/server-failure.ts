import type { FindingCode } from './findings.js';

export type ServerPhase = 'start' | 'list' | `call ${string}`;

/** A server that could not be measured: why, in which phase, and what it last said on stderr. */
export class ServerFailure extends Error {
  override name = 'ServerFailure';
  constructor(
    readonly code: Extract<FindingCode, 'SERVER_START_FAILED' | 'SERVER_TIMEOUT' | 'SERVER_CRASHED' | 'PROTOCOL_ERROR' | 'SANDBOX_UNAVAILABLE'>,
    readonly server: string,
    readonly phase: ServerPhase,
    readonly detail: string,
    readonly stderrTail = '',
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

/** Keeps the last lines a process wrote to stderr, bounded, for error messages. */
export class StderrTail {
  private text = '';
  constructor(private readonly maxChars = 2000) {}

  push(chunk: Buffer | string): void {
    this.text += chunk.toString();
    if (this.text.length > this.maxChars * 2) this.text = this.text.slice(-this.maxChars);
  }

  lines(count = 10): string {
    const lines = this.text.slice(-this.maxChars).split('\n').filter((line) => line.trim() !== '');
    return lines.slice(-count).join('\n');
  }
}
