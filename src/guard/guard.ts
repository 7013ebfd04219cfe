/**
 * mcp-budget/guard: the budget CI enforces, held by the running server too.
 *
 *   import { guard } from 'mcp-budget/guard';
 *   guard(server, { budget: 'budget.json', server: 'prs' });   // before server.connect(transport)
 *
 * Every tools/call result is measured as `mcp-budget check` measures it (the same counting, on the message exactly
 * as it goes on the wire) and held to the same ceilings; one over them is cut in-band (see cut-result.ts).
 */
import { loadGuardPolicy } from './guard-policy.js';
import { ResultGuard, type GuardMode, type ResultEvent, type WireMessage } from './result-guard.js';
import { SizeRecorder, type SizeFigures } from './size-figures.js';
import { FiguresSink } from './figures-sink.js';

export type { GuardMode, ResultEvent, WireMessage } from './result-guard.js';
export type { ArgumentShape, Distribution, SizeFigures, ToolFigures } from './size-figures.js';
export { ConfigError } from '../errors.js';

export interface GuardOptions {
  /**
   * budget.json, the file `mcp-budget check` reads in CI: a path relative to the server's own package (the nearest
   * package.json above the entry script, not the working directory), an absolute path, or a file: URL.
   */
  budget: string | URL;
  /** This server's name in budget.json `servers`: its own `limits` apply over the top-level ones. */
  server: string;
  /** "enforce" (the default) cuts a result over its ceiling; "observe" sends every result as it is and records it. */
  mode?: GuardMode;
  /** Per-tool size figures (count, p50, p95, max): a JSON-lines file each run appends to, or a function given each snapshot. */
  figures?: string | ((figures: SizeFigures) => void);
  /** How often figures are written, in ms (default 1,000); they are also written when the connection closes. */
  figuresEveryMs?: number;
  /** Every measured result (each counted in tokens), e.g. to set OpenTelemetry span attributes where the server uses them. */
  onResult?: (event: ResultEvent) => void;
}

/** A JSON-RPC message as a transport carries it. */

/** The part of an MCP transport the guard uses: what it sends, and the requests it hands the server. */
export interface GuardableTransport {
  send(message: WireMessage, options?: unknown): Promise<void>;
  onmessage?(message: WireMessage, extra?: unknown): void;
  onclose?(): void;
}

/** An McpServer (or a low-level Server) of the TypeScript SDK: anything that connects to transports. */
export interface GuardableServer {
  connect(transport: GuardableTransport): Promise<void>;
}

/**
 * The guard failing (a bug, a tokenizer that cannot load) must not cost the client its answer: the response goes
 * out as the server wrote it, and the failure is said on stderr, never swallowed.
 */
function unguarded(message: WireMessage, error: unknown): WireMessage {
  process.emitWarning(`mcp-budget guard: a result was sent unmeasured: ${(error as Error)?.message ?? String(error)}`);
  return message;
}

/** Requests answered are forgotten; this bounds the ones a client cancelled and the server never answered. */
const MAX_OPEN_CALLS = 10_000;

/**
 * Guards every connection `server` makes from now on: call it before `connect`. Reads budget.json now, so a wrong
 * path, a broken file or a server name it does not have throws a ConfigError at start-up, not at the first call.
 * The tokenizer loads when a result first needs counting, never at start-up.
 */
export function guard<T extends GuardableServer>(server: T, options: GuardOptions): T {
  const policy = loadGuardPolicy(options.budget, options.server);
  const mode = options.mode ?? 'enforce';
  const recorder =
    options.figures === undefined
      ? undefined
      : new SizeRecorder({ server: policy.server, tokenizer: policy.tokenizer, mode });
  const sink =
    recorder && options.figures !== undefined
      ? new FiguresSink(recorder, options.figures, options.figuresEveryMs ?? 1000)
      : undefined;
  const report = (event: ResultEvent) => {
    sink?.changed();
    options.onResult?.(event);
  };
  const results = new ResultGuard(
    policy,
    mode,
    recorder,
    report,
    recorder !== undefined || options.onResult !== undefined,
  );
  const connect = server.connect;
  server.connect = function (this: T, transport: GuardableTransport) {
    guardTransport(transport, results, () => sink?.flush());
    return connect.call(this, transport);
  };
  return server;
}

/**
 * Notes each tools/call as it arrives (its id, tool and arguments) and holds the response to it as it leaves. The
 * SDK chains the `onmessage` it finds, so the guard sees requests first; it never changes one. A task-augmented call
 * (MCP tasks) is answered with a task handle and its result comes later, as the answer to `tasks/result`: that answer
 * is held like the call's own (see TaskResults).
 */
function guardTransport(transport: GuardableTransport, results: ResultGuard, onClose: () => void): void {
  const calls = new Map<string | number, Call>();
  const tasks = new TaskResults();
  const listings = new Set<string | number>();
  const received = transport.onmessage?.bind(transport);
  transport.onmessage = (message: WireMessage, extra?: unknown) => {
    if (message?.method === 'tools/list' && message.id !== undefined && listings.size < MAX_OPEN_CALLS)
      listings.add(message.id);
    if (message?.method === 'tools/call' && message.id !== undefined) {
      const params = (message.params ?? {}) as { name?: unknown; arguments?: unknown };
      remember(calls, message.id, { tool: String(params.name), args: params.arguments });
      results.callArrived();
    }
    if (message?.method === 'tasks/result' && message.id !== undefined) {
      remember(calls, message.id, tasks.resultOf((message.params as { taskId?: unknown } | undefined)?.taskId));
      results.callArrived();
    }
    received?.(message, extra);
  };
  const closed = transport.onclose?.bind(transport);
  transport.onclose = () => {
    onClose();
    closed?.();
  };
  const send = transport.send.bind(transport);
  transport.send = async (message: WireMessage, options?: unknown) => {
    if (message?.method === undefined && message?.id !== undefined && listings.delete(message.id))
      results.toolsListed(message.result);
    const call = message?.method === undefined && message?.id !== undefined ? calls.get(message.id) : undefined;
    if (call === undefined) return send(message, options);
    calls.delete(message.id!);
    // A task handle carries no tool output: the result it stands for is held when tasks/result answers.
    if (tasks.handled(message.result, call)) return send(message, options);
    return send(
      await results.hold(message, call.tool, call.args).catch((error: unknown) => unguarded(message, error)),
      options,
    );
  };
}

/** A tools/call the guard saw: its tool and arguments, what its result's ceilings depend on. */
interface Call {
  tool: string;
  args: unknown;
}

function remember<K>(map: Map<K, Call>, key: K, call: Call): void {
  if (map.size >= MAX_OPEN_CALLS) map.delete(map.keys().next().value!);
  map.set(key, call);
}

/**
 * Task handles (MCP tasks: a tools/call with `task` is answered `{ task: { taskId, status, … } }`) by task id, so the
 * answer to `tasks/result` is held to the ceilings of the call it belongs to. A task the guard never saw created (a
 * client that asks for another connection's task, a server that made one up) is held to the server's own limits: no
 * answer goes out unmeasured for want of a name.
 */
class TaskResults {
  private readonly calls = new Map<string, Call>();

  /** Whether `result` is a task handle, remembered for its tool call; a handle that carries content is held as a result. */
  handled(result: unknown, call: Call): boolean {
    if (typeof result !== 'object' || result === null) return false;
    const { task, content, structuredContent } = result as {
      task?: unknown;
      content?: unknown;
      structuredContent?: unknown;
    };
    const taskId = (task as { taskId?: unknown } | null | undefined)?.taskId;
    if (typeof taskId !== 'string' || content !== undefined || structuredContent !== undefined) return false;
    remember(this.calls, taskId, call);
    return true;
  }

  /** The call a `tasks/result` asks for the result of. */
  resultOf(taskId: unknown): Call {
    return (
      (typeof taskId === 'string' ? this.calls.get(taskId) : undefined) ?? { tool: 'tasks/result', args: undefined }
    );
  }
}
