import { fmt } from '../text/format.js';
import { measureResult } from '../measure/measure-result.js';
import type { WireResponse } from '../servers/wire-ledger.js';
import { loadTokenizer, type Tokenizer, withCountsOf } from '../measure/tokens.js';
import { cutResult, pageSizeParameter, withheld, type Cut } from './cut-result.js';
import type { GuardPolicy, ResultCeilings } from './guard-policy.js';
import type { SizeRecorder } from './size-figures.js';

/** A JSON-RPC message as the guard sees it on the wire. */
export type WireMessage = {
  jsonrpc?: string;
  id?: string | number;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: unknown;
};

export type GuardMode = 'enforce' | 'observe';

/** A response as measureResult takes one from a client's wire: its size, and the message as it will be parsed. */
function onTheWire(message: WireMessage, bytes: number): WireResponse {
  return { bytes, message: { id: message.id ?? 0, result: message.result as Record<string, unknown> } };
}

/**
 * One result as the guard saw it. `tokens` is absent when no figure needed it (see `hold`): its bytes proved it
 * within, or counting stopped once it passed the limit.
 */
export interface ResultEvent {
  tool: string;
  bytes: number;
  tokens?: number;
  /** The ceilings it was held to, in the units budget.json sets. */
  limit: { tokens?: number; bytes?: number };
  over: boolean;
  /** How it was cut, when it was (enforce mode). */
  cut?: { how: Cut['how']; kept: number; total: number; bytes: number };
}

/** Measures each tools/call result on its way out and holds it to its ceilings. */
export class ResultGuard {
  private tokenizer: Promise<Tokenizer> | undefined;
  /** Tools the server listed with an outputSchema: a cut of theirs must still satisfy it. */
  private readonly withOutputSchema = new Set<string>();
  /** Each listed tool's page-size parameter, where its input schema has one: the only tools a note tells to page smaller. */
  private readonly pageSizes = new Map<string, string>();

  constructor(
    private readonly policy: GuardPolicy,
    private readonly mode: GuardMode,
    private readonly recorder: SizeRecorder | undefined,
    private readonly report: (event: ResultEvent) => void,
    /** Count every result, not only those whose bytes cannot prove them within: someone reads the figures. */
    private readonly countEvery = recorder !== undefined,
  ) {}

  /**
   * A tools/call arrived. When every result is counted, the tokenizer starts loading now, while the tool runs, so the
   * first result waits for it less. Otherwise it loads only when a result first needs counting: a server whose
   * results all fit in bytes never loads it.
   */
  /** A tools/list response on its way out: which tools declare an outputSchema. */
  toolsListed(result: unknown): void {
    const tools = isObject(result) && Array.isArray(result.tools) ? result.tools : [];
    for (const tool of tools) {
      if (!isObject(tool) || typeof tool.name !== 'string') continue;
      if (tool.outputSchema !== undefined) this.withOutputSchema.add(tool.name);
      const pageSize = pageSizeParameter(tool.inputSchema);
      if (pageSize === undefined) this.pageSizes.delete(tool.name);
      else this.pageSizes.set(tool.name, pageSize);
    }
  }

  callArrived(): void {
    if (this.countEvery) this.loaded().catch(() => undefined);
  }

  /**
   * The response to send: the same object when the result is within its ceilings (so its bytes are exactly the
   * server's), or a copy with the result cut. Sizes are taken as `check` takes them: the JSON-RPC message's UTF-8
   * bytes, and the larger of its text and structured copies in tokens (measure/measure-result.ts). A result of no
   * more bytes than its token ceiling cannot be over it (a token is at least one byte), so it is not counted unless
   * every result is (figures, onResult).
   */
  async hold(message: WireMessage, tool: string, args: unknown): Promise<WireMessage> {
    // A JSON-RPC error carries no tool output to cut.
    if (message.error !== undefined || message.result === undefined) return message;
    const ceilings = this.policy.ceilings(tool, args);
    if (
      !isObject(message.result) ||
      (message.result.resultType !== undefined && message.result.resultType !== 'complete')
    )
      return this.holdWhole(message, tool, args, ceilings);
    const result = message.result;
    const bytes = Buffer.byteLength(JSON.stringify(message));
    const tokenLimit = ceilings.tokens?.value;
    const counted = this.countEvery || this.onlyTokensCanTell(bytes, tokenLimit);
    // Only the figures need a full count; whether a result is over needs counting only until the limit is passed.
    const cap = this.countEvery ? undefined : tokenLimit;
    const tokenizer = counted ? await precounted(await this.loaded(), result, cap) : undefined;
    const measured = tokenizer
      ? measureResult(onTheWire(message, bytes), tokenizer, undefined, false, cap).tokens
      : undefined;
    const tokens =
      measured !== undefined && (this.countEvery || tokenLimit === undefined || measured <= tokenLimit)
        ? measured
        : undefined;
    const over =
      (ceilings.bytes !== undefined && bytes > ceilings.bytes.value) ||
      (measured !== undefined && tokenLimit !== undefined && measured > tokenLimit);
    this.recorder?.record(tool, args, tokens ?? 0, bytes, over);
    const limit = {
      ...(tokenLimit === undefined ? {} : { tokens: tokenLimit }),
      ...(ceilings.bytes ? { bytes: ceilings.bytes.value } : {}),
    };
    if (!over || this.mode === 'observe') {
      this.report({ tool, bytes, ...(tokens === undefined ? {} : { tokens }), limit, over });
      return message;
    }
    const cut = await this.cut(message, result, tool, ceilings, bytes, tokens);
    const sent = { ...message, result: cut.result };
    this.report({
      tool,
      bytes,
      ...(tokens === undefined ? {} : { tokens }),
      limit,
      over,
      cut: { how: cut.how, kept: cut.kept, total: cut.total, bytes: Buffer.byteLength(JSON.stringify(sent)) },
    });
    return sent;
  }

  /**
   * A result with no parts to cut at (not an object), or one whose parts only work whole (a multi-round result:
   * its request state goes back to the server as it is): sent as it is within the limit, withheld with a note past it.
   * Its tokens are those of its JSON, as the model would read it.
   */
  private async holdWhole(
    message: WireMessage,
    tool: string,
    args: unknown,
    ceilings: ResultCeilings,
  ): Promise<WireMessage> {
    const bytes = Buffer.byteLength(JSON.stringify(message));
    const tokenLimit = ceilings.tokens?.value;
    const tokenizer = this.countEvery || this.onlyTokensCanTell(bytes, tokenLimit) ? await this.loaded() : undefined;
    const text = JSON.stringify(message.result);
    const tokens = tokenizer
      ? this.countEvery || tokenLimit === undefined || !tokenizer.countUpTo
        ? tokenizer.count(text)
        : tokenizer.countUpTo(text, tokenLimit)
      : undefined;
    const over =
      (ceilings.bytes !== undefined && bytes > ceilings.bytes.value) ||
      (tokens !== undefined && tokenLimit !== undefined && tokens > tokenLimit);
    this.recorder?.record(tool, args, tokens ?? 0, bytes, over);
    const limit = {
      ...(tokenLimit === undefined ? {} : { tokens: tokenLimit }),
      ...(ceilings.bytes ? { bytes: ceilings.bytes.value } : {}),
    };
    const exact =
      tokens !== undefined && (this.countEvery || tokenLimit === undefined || tokens <= tokenLimit) ? { tokens } : {};
    if (!over || this.mode === 'observe') {
      this.report({ tool, bytes, ...exact, limit, over });
      return message;
    }
    const kind = Array.isArray(message.result)
      ? 'an array result'
      : isObject(message.result)
        ? `a "${String(message.result.resultType)}" result`
        : `a ${typeof message.result} result`;
    const sent = {
      ...message,
      result: withheld(`${kind} of ${fmt(bytes)} bytes`, { limit: this.limitText(ceilings) }),
    };
    this.report({
      tool,
      bytes,
      ...exact,
      limit,
      over,
      cut: { how: 'text', kept: 0, total: text.length, bytes: Buffer.byteLength(JSON.stringify(sent)) },
    });
    return sent;
  }

  private limitText(ceilings: ResultCeilings): string {
    const units = [
      ...(ceilings.tokens ? [`${fmt(ceilings.tokens.value)} tokens`] : []),
      ...(ceilings.bytes ? [`${fmt(ceilings.bytes.value)} bytes`] : []),
    ];
    const whose =
      ceilings.tokens?.source === 'oversized' || ceilings.bytes?.source === 'oversized'
        ? 'its reviewed budget'
        : "this server's limit";
    return `${whose} of ${units.join(' and ')}`;
  }

  private onlyTokensCanTell(bytes: number, tokenLimit: number | undefined): boolean {
    return tokenLimit !== undefined && bytes > tokenLimit;
  }

  private loaded(): Promise<Tokenizer> {
    return (this.tokenizer ??= loadTokenizer(this.policy.tokenizer));
  }

  private async cut(
    message: WireMessage,
    result: Record<string, unknown>,
    tool: string,
    ceilings: ResultCeilings,
    bytes: number,
    tokens: number | undefined,
  ): Promise<Cut> {
    const tokenizer = ceilings.tokens ? await this.loaded() : undefined;
    const tokenLimit = ceilings.tokens?.value;
    const byteLimit = ceilings.bytes?.value;
    const fits = (candidate: Record<string, unknown>) => {
      const wire = { ...message, result: candidate };
      const size = Buffer.byteLength(JSON.stringify(wire));
      if (byteLimit !== undefined && size > byteLimit) return false;
      if (tokenLimit === undefined || !this.onlyTokensCanTell(size, tokenLimit)) return true;
      return measureResult(onTheWire(wire, size), tokenizer!, undefined, false, tokenLimit).tokens <= tokenLimit;
    };
    const shares = [
      ...(byteLimit !== undefined ? [byteLimit / bytes] : []),
      ...(tokenLimit !== undefined
        ? [tokenLimit / Math.max(1, tokens ?? estimatedTokens(result, tokenLimit, tokenizer!))]
        : []),
    ];
    const paginate = this.policy.paginate(tool);
    // The first guess keeps a little less than the limit's share of the whole: the note and marker take room too.
    return cutResult(result, {
      fits,
      limit: this.limitText(ceilings),
      share: Math.min(...shares) * 0.9,
      outputSchema: this.withOutputSchema.has(tool),
      ...(this.pageSizes.has(tool) ? { pageSize: this.pageSizes.get(tool)! } : {}),
      ...(paginate ? { paginate } : {}),
    });
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A result counted only until it passed the limit has no token figure: the first guess of the cut comes from the
 * tokens per character of its largest text's first two limits' worth, counted (bounded: the whole is never read).
 */
function estimatedTokens(result: Record<string, unknown>, tokenLimit: number, tokenizer: Tokenizer): number {
  const blocks = Array.isArray(result.content) ? (result.content as Array<{ type?: unknown; text?: unknown }>) : [];
  const texts = blocks.flatMap((block) =>
    block?.type === 'text' && typeof block.text === 'string' ? [block.text] : [],
  );
  const textChars = texts.reduce((sum, text) => sum + text.length, 0);
  if (result.structuredContent !== undefined) texts.push(JSON.stringify(result.structuredContent));
  const largest = texts.reduce((a, b) => (b.length > a.length ? b : a), '');
  const sample = largest.slice(0, tokenLimit * 2);
  if (sample.length === 0) return tokenLimit + 1;
  const chars = Math.max(
    textChars,
    texts.length > 0 && result.structuredContent !== undefined ? texts.at(-1)!.length : 0,
  );
  return Math.max(tokenLimit + 1, Math.ceil((tokenizer.count(sample) / sample.length) * chars));
}

/**
 * The tokenizer with the result's texts and structured copy already counted, yielding to the event loop as it
 * counted (a large result takes the tokenizer seconds; the server's timers and other calls go on meanwhile), so
 * measureResult, the one rule for what a result costs, reads the counts instead of counting again.
 */
function precounted(
  tokenizer: Tokenizer,
  result: Record<string, unknown>,
  cap: number | undefined,
): Promise<Tokenizer> {
  const blocks = Array.isArray(result.content) ? (result.content as Array<{ type?: unknown; text?: unknown }>) : [];
  const texts = blocks.flatMap((block) =>
    block?.type === 'text' && typeof block.text === 'string' ? [block.text] : [],
  );
  if (result.structuredContent !== undefined) texts.push(JSON.stringify(result.structuredContent));
  return withCountsOf(tokenizer, texts, cap);
}
