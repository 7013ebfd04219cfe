import { fmt } from '../text/format.js';
import { measureResult } from '../measure/measure-result.js';
import type { WireResponse } from '../servers/wire-ledger.js';
import { loadTokenizer, type Tokenizer } from '../measure/tokens.js';
import { cutResult, type Cut } from './cut-result.js';
import type { GuardPolicy, ResultCeilings } from './guard-policy.js';
import type { SizeRecorder } from './size-figures.js';

/** A JSON-RPC message as the guard sees it on the wire. */
export type WireMessage = { jsonrpc?: string; id?: string | number; method?: string; params?: unknown; result?: unknown; error?: unknown };


export type GuardMode = 'enforce' | 'observe';

/** A response as measureResult takes one from a client's wire: its size, and the message as it will be parsed. */
function onTheWire(message: WireMessage, bytes: number): WireResponse {
  return { bytes, message: { id: message.id ?? 0, result: message.result as Record<string, unknown> } };
}

/** One result as the guard saw it. `tokens` is absent only when no figure needed it (see `hold`). */
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
    const result = message.result as Record<string, unknown> | undefined;
    // Errors and multi-round "input required" results carry no tool output to cut.
    if (typeof result !== 'object' || result === null || (result.resultType !== undefined && result.resultType !== 'complete')) return message;
    const ceilings = this.policy.ceilings(tool, args);
    const bytes = Buffer.byteLength(JSON.stringify(message));
    const tokenLimit = ceilings.tokens?.value;
    const counted = this.countEvery || this.onlyTokensCanTell(bytes, tokenLimit);
    const tokenizer = counted ? await this.loaded() : undefined;
    const tokens = tokenizer ? measureResult(onTheWire(message, bytes), tokenizer).tokens : undefined;
    const over = (ceilings.bytes !== undefined && bytes > ceilings.bytes.value) || (tokens !== undefined && tokenLimit !== undefined && tokens > tokenLimit);
    this.recorder?.record(tool, args, tokens ?? 0, bytes, over);
    const limit = { ...(tokenLimit === undefined ? {} : { tokens: tokenLimit }), ...(ceilings.bytes ? { bytes: ceilings.bytes.value } : {}) };
    if (!over || this.mode === 'observe') {
      this.report({ tool, bytes, ...(tokens === undefined ? {} : { tokens }), limit, over });
      return message;
    }
    const cut = await this.cut(message, result, tool, ceilings, bytes, tokens);
    const sent = { ...message, result: cut.result };
    this.report({ tool, bytes, ...(tokens === undefined ? {} : { tokens }), limit, over, cut: { how: cut.how, kept: cut.kept, total: cut.total, bytes: Buffer.byteLength(JSON.stringify(sent)) } });
    return sent;
  }

  private onlyTokensCanTell(bytes: number, tokenLimit: number | undefined): boolean {
    return tokenLimit !== undefined && bytes > tokenLimit;
  }

  private loaded(): Promise<Tokenizer> {
    return (this.tokenizer ??= loadTokenizer(this.policy.tokenizer));
  }

  private async cut(message: WireMessage, result: Record<string, unknown>, tool: string, ceilings: ResultCeilings, bytes: number, tokens: number | undefined): Promise<Cut> {
    const tokenizer = ceilings.tokens ? await this.loaded() : undefined;
    const tokenLimit = ceilings.tokens?.value;
    const byteLimit = ceilings.bytes?.value;
    const fits = (candidate: Record<string, unknown>) => {
      const wire = { ...message, result: candidate };
      const size = Buffer.byteLength(JSON.stringify(wire));
      if (byteLimit !== undefined && size > byteLimit) return false;
      if (tokenLimit === undefined || !this.onlyTokensCanTell(size, tokenLimit)) return true;
      return measureResult(onTheWire(wire, size), tokenizer!).tokens <= tokenLimit;
    };
    const shares = [
      ...(byteLimit !== undefined ? [byteLimit / bytes] : []),
      ...(tokenLimit !== undefined && tokens !== undefined && tokens > 0 ? [tokenLimit / tokens] : []),
    ];
    const units = [
      ...(tokenLimit !== undefined ? [`${fmt(tokenLimit)} tokens`] : []),
      ...(byteLimit !== undefined ? [`${fmt(byteLimit)} bytes`] : []),
    ];
    const whose = ceilings.tokens?.source === 'oversized' || ceilings.bytes?.source === 'oversized' ? 'its reviewed budget' : "this server's limit";
    const paginate = this.policy.paginate(tool);
    // The first guess keeps a little less than the limit's share of the whole: the note and marker take room too.
    return cutResult(result, { fits, limit: `${whose} of ${units.join(' and ')}`, share: Math.min(...shares) * 0.9, ...(paginate ? { paginate } : {}) });
  }
}
