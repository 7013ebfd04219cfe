import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  launch,
  refuseOutsidePolicy,
  terminateGroup,
  waitUntilReady,
  within
} from "./chunk-LKVDPYZP.js";
import {
  ServerFailure,
  StderrTail,
  shownHttpBody,
  shownUrl
} from "./chunk-3D2HOP6Y.js";
import {
  expandVariables,
  isInside
} from "./chunk-LYTVLWCL.js";
import {
  MAX_MESSAGE_DEPTH,
  offsetPastDepth
} from "./chunk-OELW7EZI.js";
import {
  mark,
  tracing
} from "./chunk-4FMI7NQJ.js";

// src/servers/unread-limit.ts
var MAX_UNREAD_MESSAGES = 1e3;
var MAX_UNREAD_BYTES = 16 * 1024 * 1024;
var UnreadLimit = class {
  constructor(events) {
    this.events = events;
  }
  events;
  waiting = 0;
  /** Once true, a transport hands the SDK nothing more from this server. */
  stopped = false;
  /** Sends one message through `write`, which settles once the server has taken it; refused past the limit. */
  async send(write, unreadBytes = 0) {
    if (this.stopped || this.waiting >= MAX_UNREAD_MESSAGES || unreadBytes > MAX_UNREAD_BYTES) {
      this.stopped = true;
      const detail = `the server stopped reading its input: ${this.waiting} of mcp-budget's messages${unreadBytes > 0 ? ` (${unreadBytes} bytes)` : ""} wait unread; it sent requests and did not read the answers`;
      this.events.onProtocolViolation?.(detail);
      throw new Error(detail);
    }
    this.waiting += 1;
    try {
      await write();
    } finally {
      this.waiting -= 1;
    }
  }
};

// src/servers/wire-ledger.ts
var WireLedger = class {
  methodsById = /* @__PURE__ */ new Map();
  lastByMethod = /* @__PURE__ */ new Map();
  /** Notifications the server sent, by method (a tools/list_changed says the list it gave is stale). */
  notifications = /* @__PURE__ */ new Map();
  /** Bytes of the `_meta` member of the last request sent (revision 2026-07-28 puts its envelope there). */
  lastRequestMetaBytes = 0;
  sent(message) {
    if ("method" in message && "id" in message) this.methodsById.set(message.id, message.method);
    const meta = "params" in message ? message.params?._meta : void 0;
    this.lastRequestMetaBytes = meta === void 0 ? 0 : Buffer.byteLength(JSON.stringify({ _meta: meta })) - 2;
  }
  /** Records a parsed message; returns what is wrong with it as JSON-RPC, if anything. */
  received(message, bytes) {
    const problem = jsonRpcProblem(message);
    if (problem) return problem;
    const candidate = message;
    if (candidate.method !== void 0 && candidate.id === void 0)
      this.notifications.set(candidate.method, (this.notifications.get(candidate.method) ?? 0) + 1);
    if (candidate.method === void 0 && candidate.id !== void 0) {
      const method = this.methodsById.get(candidate.id);
      if (method === void 0) return `response to an unknown request id ${JSON.stringify(candidate.id)}`;
      this.methodsById.delete(candidate.id);
      this.lastByMethod.set(method, { bytes, message });
    }
    return void 0;
  }
  /**
   * A message too large to keep still answers the request it belongs to: the one outstanding. Returns the error
   * message to hand the SDK in its place, or undefined when no single request is waiting.
   */
  tooLarge(bytes, cap) {
    const outstanding = [...this.methodsById.entries()];
    if (outstanding.length !== 1) return void 0;
    const [id, method] = outstanding[0];
    this.methodsById.delete(id);
    this.lastByMethod.set(method, { bytes, tooLarge: true });
    return {
      jsonrpc: "2.0",
      id,
      error: { code: -32001, message: `mcp-budget: response of ${bytes} bytes exceeds the ${cap}-byte message cap` }
    };
  }
  /** Whether a request sent is still without its answer. */
  waiting(id) {
    return this.methodsById.has(id);
  }
  /** A request that got no answer it will ever pair with (a failed HTTP POST): it no longer waits. */
  abandon(id) {
    this.methodsById.delete(id);
  }
  takeResponse(method) {
    const response = this.lastByMethod.get(method);
    this.lastByMethod.delete(method);
    return response;
  }
};
function jsonRpcProblem(message) {
  if (message.jsonrpc !== "2.0") return 'jsonrpc is not "2.0"';
  if ("method" in message) return typeof message.method === "string" ? void 0 : "method is not a string";
  if (!("id" in message)) return "neither a request, a notification nor a response";
  if (typeof message.id !== "string" && typeof message.id !== "number") return "response id is not a string or number";
  if ("result" in message === "error" in message) return "a response must carry exactly one of result and error";
  if ("result" in message && (typeof message.result !== "object" || message.result === null))
    return "result is not an object";
  return void 0;
}

// src/servers/metered-http-transport.ts
var MeteredHttpTransport = class {
  constructor(url, headers, maxMessageBytes, events = {}) {
    this.url = url;
    this.headers = headers;
    this.maxMessageBytes = maxMessageBytes;
    this.events = events;
    this.unread = new UnreadLimit(events);
  }
  url;
  headers;
  maxMessageBytes;
  events;
  onclose;
  onerror;
  onmessage;
  /** Every message's raw size, and the responses awaiting their request: what the session reads back. */
  ledger = new WireLedger();
  started = false;
  inner;
  unread;
  lastAnswerAt = 0;
  /** The SDK is loaded lazily (see ServerSession), so the inner transport is made once it is. */
  async init() {
    const { StreamableHTTPClientTransport } = await import("./dist-M6FZL6AJ.js");
    this.inner = new StreamableHTTPClientTransport(this.url, {
      requestInit: { headers: this.headers },
      fetch: (url, init) => this.meteredFetch(url, init)
    });
    this.inner.onmessage = (message) => !this.unread.stopped && this.onmessage?.(message);
    this.inner.onerror = (error) => this.onerror?.(error);
    this.inner.onclose = () => this.onclose?.();
    return this;
  }
  get sessionId() {
    return this.inner.sessionId;
  }
  setProtocolVersion(version) {
    this.inner.setProtocolVersion?.(version);
  }
  /** Idempotent: the era probe starts the transport before the SDK client attaches and starts it again. */
  async start() {
    if (this.started) return;
    this.started = true;
    return this.inner.start();
  }
  send(message) {
    return this.unread.send(() => {
      this.ledger.sent(message);
      return this.inner.send(message);
    });
  }
  close() {
    return this.inner.close();
  }
  /**
   * Over HTTP the answer to a request comes in its POST's response (mcp-budget opens no GET stream), and that body is
   * read and recorded before send() settles: a request still waiting then will never be answered (a 202, say).
   */
  unanswered(id) {
    return this.ledger.waiting(id);
  }
  /** The last answer that was not 2xx, for the failure message: its status is the most useful fact there is. */
  lastHttpError;
  async meteredFetch(url, init) {
    if ((init?.method ?? "GET") === "GET")
      return new Response(null, { status: 405, statusText: "mcp-budget opens no GET stream" });
    const response = await this.fetchOnLiveConnection(url, init);
    const type = response.headers.get("content-type") ?? "";
    if (!response.ok || !(type.includes("application/json") || type.includes("text/event-stream"))) {
      const text = response.body ? await readStart(response.body, SHOWN_BODY_BYTES) : "";
      if (!response.ok)
        this.lastHttpError = { status: response.status, statusText: response.statusText, text: text.slice(0, 300) };
      return new Response(NULL_BODY_STATUS.has(response.status) ? null : text, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers
      });
    }
    if ((init?.method ?? "GET") !== "POST" || !response.body) return response;
    const body = await this.readCapped(response.body);
    this.lastAnswerAt = Date.now();
    if (body.text === void 0) {
      const answer = this.ledger.tooLarge(body.bytes, this.maxMessageBytes);
      const replacement = answer ? JSON.stringify(answer) : "";
      return new Response(replacement, { status: response.status, headers: { "content-type": "application/json" } });
    }
    const messages = type.includes("text/event-stream") ? this.sseMessages(body.text) : [body.text];
    for (const text of messages) this.record(text);
    return new Response(inPieces(body.text), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers
    });
  }
  record(text) {
    if (text.trim() === "") return;
    if (offsetPastDepth(text, MAX_MESSAGE_DEPTH) !== void 0) {
      this.events.onProtocolViolation?.(
        `a message nested deeper than ${MAX_MESSAGE_DEPTH} levels (${Buffer.byteLength(text)} bytes)`
      );
      return;
    }
    let parsed;
    try {
      parsed = JSON.parse(text);
    } catch {
      this.events.onProtocolViolation?.(`response body is not JSON: ${text.slice(0, 200)}`);
      return;
    }
    for (const message of Array.isArray(parsed) ? parsed : [parsed]) {
      const bytes = Array.isArray(parsed) ? Buffer.byteLength(JSON.stringify(message)) : Buffer.byteLength(text);
      const problem = typeof message === "object" && message !== null ? this.ledger.received(message, bytes) : "not a JSON object";
      if (problem) this.events.onProtocolViolation?.(`${problem}: ${text.slice(0, 200)}`);
    }
  }
  /** The data of each SSE event (multi-line data joined by \n, as the spec says); the rest is framing, not content. */
  sseMessages(stream) {
    const messages = [];
    for (const event of stream.split(/\r?\n\r?\n/)) {
      const data = event.split(/\r?\n/).filter((line) => line.startsWith("data:")).map((line) => line.slice(line.startsWith("data: ") ? 6 : 5));
      if (data.length === 0) continue;
      messages.push(data.join("\n"));
    }
    return messages;
  }
  /**
   * A server closes an idle keep-alive connection after its timeout (Node's default: 5 s). After seconds of counting,
   * a run can send its next POST on that connection as it closes, before the close is read: fetch fails with no
   * answer ("other side closed"), and a sound server would be failed. Only then, after such an idle spell, is the
   * request sent once more, on a new connection; every other failure stands.
   */
  async fetchOnLiveConnection(url, init) {
    const idle = Date.now() - this.lastAnswerAt >= IDLE_BEFORE_RESEND_MS;
    let response;
    try {
      response = await fetch(url, init);
    } catch (error) {
      if (!idle || !CLOSED_UNDER_US.has(error.cause?.code ?? "")) throw error;
      response = await fetch(url, init);
    }
    this.lastAnswerAt = Date.now();
    return response;
  }
  /** Reads a body to its end, keeping it only while it fits in maxMessageBytes: its size is measured either way. */
  async readCapped(body) {
    const chunks = [];
    let bytes = 0;
    let kept = true;
    for await (const chunk of body) {
      bytes += chunk.byteLength;
      if (kept && bytes > this.maxMessageBytes) {
        kept = false;
        chunks.length = 0;
      }
      if (kept) chunks.push(chunk);
    }
    return kept ? { bytes, text: Buffer.concat(chunks).toString("utf8") } : { bytes };
  }
};
var SHOWN_BODY_BYTES = 64 * 1024;
var NULL_BODY_STATUS = /* @__PURE__ */ new Set([101, 103, 204, 205, 304]);
async function readStart(body, limit) {
  const reader = body.getReader();
  const chunks = [];
  let bytes = 0;
  try {
    while (bytes < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
    }
  } catch {
  } finally {
    void reader.cancel().catch(() => void 0);
  }
  return Buffer.concat(chunks).toString("utf8").slice(0, limit);
}
var IDLE_BEFORE_RESEND_MS = 1e3;
var CLOSED_UNDER_US = /* @__PURE__ */ new Set(["UND_ERR_SOCKET", "ECONNRESET"]);
var PIECE_CHARS = 16 * 1024;
function inPieces(text) {
  const encoder = new TextEncoder();
  let at = 0;
  return new ReadableStream(
    {
      pull(controller) {
        if (at >= text.length) return controller.close();
        let end = Math.min(at + PIECE_CHARS, text.length);
        if (end < text.length && /[\ud800-\udbff]/.test(text[end - 1])) end -= 1;
        controller.enqueue(encoder.encode(text.slice(at, end)));
        at = end;
      }
    },
    { highWaterMark: 0 }
  );
}

// src/servers/metered-stdio-transport.ts
var NEWLINE = 10;
var NOISE_PREVIEW = 200;
var MeteredStdioTransport = class {
  constructor(group, maxMessageBytes, events = {}) {
    this.group = group;
    this.maxMessageBytes = maxMessageBytes;
    this.events = events;
    this.unread = new UnreadLimit(events);
  }
  group;
  maxMessageBytes;
  events;
  onclose;
  onerror;
  onmessage;
  chunks = [];
  pendingBytes = 0;
  discarding = false;
  /** Every message's raw size, and the responses awaiting their request: what the session reads back. */
  ledger = new WireLedger();
  started = false;
  closed = false;
  unread;
  /** Idempotent: the era probe starts the transport before the SDK client attaches and starts it again. */
  async start() {
    if (this.started) return;
    this.started = true;
    const { child } = this.group;
    child.stdout.on("data", (chunk) => this.onData(chunk));
    child.stdin.on("error", (error) => this.onerror?.(error));
    void this.group.exit.then(() => this.finish());
  }
  async send(message) {
    this.ledger.sent(message);
    const line = `${JSON.stringify(message)}
`;
    const stdin = this.group.child.stdin;
    if (!stdin || stdin.destroyed || !stdin.writable) throw new Error("server stdin is closed");
    await this.unread.send(
      () => new Promise((resolve, reject) => stdin.write(line, (error) => error ? reject(error) : resolve())),
      stdin.writableLength
    );
  }
  /** Ends the conversation; the process group belongs to the session, which ends it. */
  async close() {
    this.group.child.stdin?.end();
    this.finish();
  }
  finish() {
    if (this.closed) return;
    this.closed = true;
    this.onclose?.();
  }
  onData(chunk) {
    if (this.events.onFirstByte) {
      this.events.onFirstByte();
      this.events.onFirstByte = void 0;
    }
    let start = 0;
    for (let newline = chunk.indexOf(NEWLINE, start); newline !== -1; newline = chunk.indexOf(NEWLINE, start)) {
      this.append(chunk.subarray(start, newline));
      this.endLine();
      start = newline + 1;
    }
    if (start < chunk.length) this.append(chunk.subarray(start));
  }
  append(piece) {
    this.pendingBytes += piece.length;
    if (this.discarding) return;
    if (this.pendingBytes > this.maxMessageBytes) {
      this.discarding = true;
      this.chunks = [];
      return;
    }
    this.chunks.push(piece);
  }
  endLine() {
    const bytes = this.pendingBytes;
    const discarded = this.discarding;
    this.pendingBytes = 0;
    this.discarding = false;
    if (discarded) {
      this.chunks = [];
      return this.deliverTooLarge(bytes);
    }
    const line = this.decodeLine();
    if (line.text.trim() === "") return;
    this.deliverLine(line.text, line.bytes);
  }
  /** Decodes the pending line and lets go of its bytes, so a large message is held as text only, not twice. */
  decodeLine() {
    const buffer = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks);
    this.chunks = [];
    const end = buffer.length > 0 && buffer[buffer.length - 1] === 13 ? buffer.length - 1 : buffer.length;
    return { text: buffer.toString("utf8", 0, end), bytes: end };
  }
  deliverLine(text, bytes) {
    if (offsetPastDepth(text, MAX_MESSAGE_DEPTH) !== void 0) {
      this.events.onProtocolViolation?.(`a message nested deeper than ${MAX_MESSAGE_DEPTH} levels (${bytes} bytes)`);
      return;
    }
    let message;
    try {
      message = JSON.parse(text);
    } catch {
      this.events.onNoise?.(preview(text));
      return;
    }
    if (typeof message !== "object" || message === null || Array.isArray(message) || !("jsonrpc" in message)) {
      this.events.onNoise?.(preview(text));
      return;
    }
    const problem = this.ledger.received(message, bytes);
    if (problem) {
      this.events.onProtocolViolation?.(`${problem}: ${preview(text)}`);
      return;
    }
    if (!this.unread.stopped) this.onmessage?.(message);
  }
  deliverTooLarge(bytes) {
    const answer = this.ledger.tooLarge(bytes, this.maxMessageBytes);
    if (!answer) {
      this.events.onProtocolViolation?.(
        `a message of ${bytes} bytes (over the ${this.maxMessageBytes}-byte cap) that answers no single request`
      );
      return;
    }
    this.onmessage?.(answer);
  }
};
function preview(text) {
  return text.length > NOISE_PREVIEW ? `${text.slice(0, NOISE_PREVIEW)}… (${text.length} chars)` : text;
}

// src/servers/missing-variable.ts
var NAME = `([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{2,}(?:KEY|TOKEN|SECRET))`;
var SAYS_MISSING = [
  // "API_KEY is not set", "GITHUB_TOKEN environment variable is required", "FOO_KEY must be set"
  new RegExp(
    String.raw`\b${NAME}\b[^\n]{0,40}?\b(?:is not set|not set|is missing|missing|is required|required|must be (?:set|provided)|is undefined|undefined|not defined|not provided|is empty)`
  ),
  // "missing API_KEY", "Missing required environment variable: FOO_KEY", "Please set the FOO_KEY environment variable"
  new RegExp(String.raw`\b(?:missing|requires?|required|set|provide|no)\b[^\n]{0,40}?\b${NAME}\b`, "i")
];
function missingVariable(stderr) {
  for (const line of stderr.split("\n")) {
    for (const pattern of SAYS_MISSING) {
      const name = pattern.exec(line)?.[1];
      if (name && /^[A-Z]/.test(name) && name === name.toUpperCase()) return name;
    }
  }
  return void 0;
}
function passVariableFix(name, passed) {
  if (passed)
    return `set ${name} in the environment mcp-budget runs in (the budget passes it, but it is not set there; in CI, from a secret: env: ${name}: \${{ secrets.${name} }})`;
  return `pass it from the environment in budget.json: "sandbox": { "passEnv": ["${name}"] }, or in the server's entry "env": { "${name}": "\${${name}}" } (\`mcp-budget init --env ${name}\` writes the first); then set ${name} where mcp-budget runs (in CI, from a secret)`;
}

// src/servers/sandbox/unshown-path.ts
import { existsSync, statSync } from "node:fs";
import path from "node:path";
function unshownPathFix(named, readable, baseDir, stderr) {
  for (const file of named) {
    if (!path.isAbsolute(file) || !stderr.includes(file) || !existsSync(file)) continue;
    if (readable.some((dir) => isInside(file, path.resolve(baseDir, dir)))) continue;
    const folder = statSync(file).isDirectory() ? file : path.dirname(file);
    return `${file} is outside the project and its toolchain, so the sandbox does not show it (a path in the command line shows nothing more); install the server in the project (a dependency in its node_modules), or show that folder read-only in the base branch's budget.json: "sandbox": { "readable": [${JSON.stringify(folder)}] }`;
  }
  return void 0;
}

// src/servers/any-result.ts
var ANY_RESULT = {
  "~standard": { version: 1, vendor: "mcp-budget", validate: (value) => ({ value }) }
};

// src/servers/client-warm-up.ts
var warmed;
function warmUpClient(sdk) {
  warmed ??= handshakeInMemory(sdk).catch(() => void 0);
  return warmed;
}
async function handshakeInMemory({ Client, InMemoryTransport }) {
  const [clientSide, peer] = InMemoryTransport.createLinkedPair();
  peer.onmessage = (message) => {
    if (!("id" in message) || !("method" in message)) return;
    const params = message.params;
    const answer = message.method === "initialize" ? {
      result: {
        protocolVersion: params?.protocolVersion,
        capabilities: { tools: {} },
        serverInfo: { name: "warm-up", version: "0" }
      }
    } : message.method === "tools/list" ? {
      result: {
        tools: [{ name: "warm_up", description: "warm-up", inputSchema: { type: "object", properties: {} } }]
      }
    } : { error: { code: -32601, message: "Method not found" } };
    void peer.send({ jsonrpc: "2.0", id: message.id, ...answer });
  };
  await peer.start();
  const client = new Client({ name: "mcp-budget-warm-up", version: "0" });
  try {
    await client.connect(clientSide);
    await client.request({ method: "tools/list", params: {} }, ANY_RESULT);
  } finally {
    await client.close();
  }
}

// src/servers/era-probe.ts
var MODERN_VERSION = "2026-07-28";
var UNSUPPORTED_PROTOCOL_VERSION = -32022;
function modernEnvelope(version, clientInfo, capabilities) {
  return {
    "io.modelcontextprotocol/protocolVersion": version,
    "io.modelcontextprotocol/clientInfo": clientInfo,
    "io.modelcontextprotocol/clientCapabilities": capabilities
  };
}
async function probeEra(deps) {
  const { transport } = deps;
  let pending;
  transport.onmessage = (message) => {
    const response = message;
    if (pending && response.id === pending.id)
      pending.resolve(
        response.error !== void 0 ? { kind: "error", error: response.error } : { kind: "result", result: response.result ?? {} }
      );
  };
  transport.onclose = () => pending?.resolve({ kind: "closed" });
  await transport.start();
  let version = MODERN_VERSION;
  for (let attempt = 1; attempt <= 2; attempt++) {
    const id = `mcp-budget-discover-${attempt}`;
    const reply = await new Promise((resolve) => {
      const settle = (value) => {
        clearTimeout(timer);
        deps.signal.removeEventListener("abort", onAbort);
        resolve(value);
      };
      const timer = setTimeout(() => settle({ kind: "timeout" }), deps.timeoutMs);
      const onAbort = () => settle({ kind: "aborted", reason: deps.signal.reason });
      deps.signal.addEventListener("abort", onAbort, { once: true });
      pending = { id, resolve: settle };
      if (deps.signal.aborted) onAbort();
      const request = {
        jsonrpc: "2.0",
        id,
        method: "server/discover",
        params: { _meta: modernEnvelope(version, deps.clientInfo, deps.capabilities) }
      };
      transport.send(request).then(
        () => {
          if (transport.unanswered?.(id)) settle({ kind: "no-answer" });
        },
        (error) => settle({ kind: "send-error", error })
      );
    });
    pending = void 0;
    if (reply.kind === "aborted") throw reply.reason;
    if (reply.kind === "send-error" || reply.kind === "no-answer") transport.ledger.abandon(id);
    const outcome = classify(reply, version, transport.lastHttpError);
    if (outcome.era !== "retry") return detach(transport, outcome);
    version = outcome.version;
  }
  return detach(transport, { era: "none", reason: "server/discover answered UnsupportedProtocolVersion twice" });
}
function detach(transport, outcome) {
  transport.onmessage = void 0;
  transport.onclose = void 0;
  return outcome;
}
function classify(reply, asked, http) {
  switch (reply.kind) {
    case "result": {
      const supported = reply.result.supportedVersions;
      if (!Array.isArray(supported))
        return { era: "legacy", reason: "server/discover answered without supportedVersions" };
      if (supported.includes(MODERN_VERSION)) return { era: "modern", version: MODERN_VERSION, discover: reply.result };
      return {
        era: "legacy",
        reason: `server/discover offers ${JSON.stringify(supported)}, none of which mcp-budget speaks in the modern era`
      };
    }
    case "error":
      return fromRpcError(reply.error, asked);
    case "closed":
      return { era: "legacy", reason: "the server closed the connection on server/discover", closed: true };
    case "timeout":
      return { era: "legacy", reason: "no answer to server/discover" };
    case "no-answer":
      return { era: "legacy", reason: "the HTTP answer to server/discover carried no JSON-RPC response" };
    case "send-error": {
      if (!http) return { era: "legacy", reason: "the server closed its input before server/discover", closed: true };
      if (http.status === 401 || http.status === 403 || http.status >= 500) throw reply.error;
      const body = parseErrorBody(http.text);
      return body ? fromRpcError(body, asked) : { era: "legacy", reason: `server/discover answered HTTP ${http.status}` };
    }
  }
}
function fromRpcError(error, asked) {
  if (error.code !== UNSUPPORTED_PROTOCOL_VERSION)
    return { era: "legacy", reason: `server/discover answered error ${JSON.stringify(error.code)}` };
  const supported = Array.isArray(error.data?.supported) ? error.data.supported.filter((v) => typeof v === "string") : [];
  if (supported.includes(MODERN_VERSION) && asked !== MODERN_VERSION) return { era: "retry", version: MODERN_VERSION };
  if (supported.some((version) => version < MODERN_VERSION))
    return {
      era: "legacy",
      reason: `server/discover: UnsupportedProtocolVersion, supported ${JSON.stringify(supported)}`
    };
  return {
    era: "none",
    reason: `the server supports protocol versions ${JSON.stringify(supported)}; mcp-budget speaks ${MODERN_VERSION} and the 2025 revisions`
  };
}
function parseErrorBody(text) {
  try {
    const parsed = JSON.parse(text);
    return typeof parsed?.error === "object" && parsed.error !== null ? parsed.error : void 0;
  } catch {
    return void 0;
  }
}

// src/servers/era-connect.ts
var PROBE_TIMEOUT_MS = 1e4;
var StartAgainForInitialize = class extends Error {
};
async function connectInEra(client, transport, options, signal, stderr, onHandshake) {
  const { timeouts, era: wanted = "newest", name, clientCapabilities, clientVersion } = options;
  const connectOptions = { timeout: timeouts.startupMs, signal };
  if (wanted === "legacy") {
    await client.connect(transport, { ...connectOptions, prior: { kind: "legacy" } });
    return { era: "legacy" };
  }
  onHandshake("server/discover");
  const outcome = await probeEra({
    transport,
    clientInfo: { name: "mcp-budget", version: clientVersion },
    capabilities: clientCapabilities,
    // Half the startup time at most: a server silent to server/discover keeps the rest for initialize.
    timeoutMs: Math.min(timeouts.startupMs / 2, PROBE_TIMEOUT_MS),
    signal
  });
  mark("era probe answered", name);
  transport.lastHttpError = void 0;
  if (outcome.era === "none")
    throw new ServerFailure("SERVER_START_FAILED", name, "start", outcome.reason, stderr.lines());
  if (outcome.era === "legacy") {
    if (wanted === "modern") {
      throw new ServerFailure(
        "SERVER_START_FAILED",
        name,
        "start",
        `does not speak ${MODERN_VERSION} (${outcome.reason}), and the budget asks for era "modern"`,
        stderr.lines(),
        'remove "era": "modern" to measure it in the legacy era, or serve server/discover'
      );
    }
    if (outcome.closed) throw new StartAgainForInitialize(outcome.reason);
    onHandshake("initialize");
    await client.connect(transport, { ...connectOptions, prior: { kind: "legacy" } });
    return { era: "legacy", legacyBecause: outcome.reason };
  }
  const discover = outcome.discover;
  const adopted = {
    ...discover,
    resultType: "complete",
    ttlMs: validTtl(discover.ttlMs),
    cacheScope: discover.cacheScope === "public" ? "public" : "private",
    capabilities: discover.capabilities ?? {}
  };
  await client.connect(transport, { ...connectOptions, prior: { kind: "modern", discover: adopted } });
  return { era: "modern", discover };
}
function validTtl(ttl) {
  return typeof ttl === "number" && Number.isSafeInteger(ttl) && ttl >= 0 ? ttl : 0;
}

// src/servers/revision-watch.ts
var CACHEABLE = /* @__PURE__ */ new Set([
  "server/discover",
  "tools/list",
  "prompts/list",
  "resources/list",
  "resources/templates/list",
  "resources/read",
  "skills/list"
]);
var PAGINATED = /* @__PURE__ */ new Set(["tools/list", "prompts/list", "resources/list", "resources/templates/list", "skills/list"]);
var RevisionWatch = class {
  facts = { cacheHints: [], resultTypeMissing: [] };
  /** Per paginated method: which listing (a walk from its first page) and page the last answer was. */
  walks = /* @__PURE__ */ new Map();
  /** `cursor`: the request asked for a later page (a first page has none): which listing a page belongs to. */
  observe(method, result, requestMetaBytes, cursor = false) {
    this.facts.requestEnvelopeBytes = Math.max(this.facts.requestEnvelopeBytes ?? 0, requestMetaBytes);
    if (!result) return;
    if (result.resultType === void 0 && !this.facts.resultTypeMissing.includes(method))
      this.facts.resultTypeMissing.push(method);
    if (CACHEABLE.has(method) && result.resultType !== "input_required") {
      const walk = PAGINATED.has(method) ? this.pageOf(method, cursor) : void 0;
      this.facts.cacheHints.push({
        method,
        ..."ttlMs" in result ? { ttlMs: result.ttlMs } : {},
        ..."cacheScope" in result ? { cacheScope: result.cacheScope } : {},
        ...walk ?? {}
      });
    }
  }
  pageOf(method, cursor) {
    const last = this.walks.get(method);
    const next = cursor && last ? { listing: last.listing, page: last.page + 1 } : { listing: (last?.listing ?? 0) + 1, page: 1 };
    this.walks.set(method, next);
    return next;
  }
};

// src/shell/after-start.ts
var waiting = [];
var released = false;
function serversStarting() {
  if (released) return;
  released = true;
  for (const load of waiting.splice(0)) setImmediate(load);
}
function loadAfterStart(load) {
  let loading;
  const get = () => loading ??= load();
  const early = () => get().catch(() => void 0);
  if (released) setImmediate(early);
  else waiting.push(early);
  return get;
}

// src/servers/server-session.ts
var DEFAULT_TIMEOUTS = { startupMs: 3e4, requestMs: 3e4, totalMs: 12e4 };
var DEFAULT_MAX_MESSAGE_BYTES = 64 * 1024 * 1024;
var SETTLE_MS = 1500;
var ServerSession = class _ServerSession {
  constructor(options, client, transport, stderr, sandbox, launched) {
    this.options = options;
    this.client = client;
    this.transport = transport;
    this.stderr = stderr;
    this.sandbox = sandbox;
    this.launched = launched;
    void launched?.group.exit.then((info) => this.exitInfo = info);
    this.deadlineAt = Date.now() + options.timeouts.totalMs;
    this.deadline = setTimeout(() => {
      this.deadlinePassed = true;
      void this.close();
    }, options.timeouts.totalMs);
  }
  options;
  client;
  transport;
  stderr;
  sandbox;
  launched;
  noise = [];
  exitInfo;
  noiseCount = 0;
  violation;
  deadlinePassed = false;
  closing;
  deadline;
  /** When timeouts.totalMs runs out for this server (ms since the epoch): work on its output stops there too. */
  deadlineAt;
  /** The era this session speaks, once the handshake chose it. */
  era = "legacy";
  /** The server/discover result as it came from the wire (modern era). */
  discover;
  /** Why a probe found the server legacy (none when it was never probed). */
  legacyBecause;
  revision = new RevisionWatch();
  static async open(options) {
    const { name, server } = options;
    const stderr = new StderrTail();
    refuseOutsidePolicy(options);
    const launched = server.command ? await launch(options, stderr) : void 0;
    let session;
    const events = {
      onNoise: (line) => session?.recordNoise(line),
      onProtocolViolation: (detail) => session?.recordViolation(detail),
      ...tracing ? { onFirstByte: () => mark("first byte", name) } : {}
    };
    try {
      const sdk = await import("./dist-M6FZL6AJ.js");
      const { Client } = sdk;
      mark("client SDK loaded", name);
      options.onSpawned?.();
      serversStarting();
      void warmUpClient(sdk);
      let transport;
      if (server.url) {
        if (launched) await waitUntilReady(name, server, launched, stderr, options.timeouts.startupMs);
        const headers = Object.fromEntries(
          Object.entries(server.headers ?? {}).map(([key, value]) => [
            key,
            server.expanded ? value : expandVariables(value, options.callerEnv, /* @__PURE__ */ new Set(), /* @__PURE__ */ new Set())
          ])
        );
        transport = await new MeteredHttpTransport(
          new URL(server.url),
          headers,
          options.maxMessageBytes,
          events
        ).init();
      } else {
        transport = new MeteredStdioTransport(launched.group, options.maxMessageBytes, events);
      }
      const client = new Client(
        { name: "mcp-budget", version: options.clientVersion },
        { capabilities: options.clientCapabilities }
      );
      const sandbox = launched?.sandbox ?? {
        network: "host",
        reason: "a server reached by url runs where it runs",
        envFromCaller: [],
        envUnresolved: []
      };
      session = new _ServerSession(options, client, transport, stderr, sandbox, launched);
    } catch (error) {
      if (launched) await terminateGroup(launched.group);
      await launched?.dispose();
      throw error;
    }
    try {
      await session.handshake();
      mark("handshake answered", name);
    } catch (error) {
      if (!(error instanceof StartAgainForInitialize)) throw error;
      const again = await _ServerSession.open({ ...options, era: "legacy" });
      again.legacyBecause = error.message;
      return again;
    }
    return session;
  }
  /** A protocol violation seen while no request was waiting (a duplicate response, say): still a broken server. */
  get unreportedViolation() {
    return this.violation;
  }
  get protocolVersion() {
    return this.client.getNegotiatedProtocolVersion();
  }
  /**
   * Sends one request and returns its response exactly as it crossed the wire. `timeoutMs` shortens the server's
   * requestMs for this one request (a search's time budget ending first), never lengthens it.
   */
  async request(method, params, phase, timeoutMs) {
    const abort = new AbortController();
    this.abortOnViolation = abort;
    try {
      await this.client.request({ method, params }, ANY_RESULT, {
        timeout: Math.max(1, Math.min(this.options.timeouts.requestMs, timeoutMs ?? Number.POSITIVE_INFINITY)),
        signal: abort.signal
      });
    } catch (error) {
      const wire2 = this.transport.ledger.takeResponse(method);
      if (wire2 && !this.violation) {
        this.observe(method, wire2.message?.result, params.cursor !== void 0);
        return wire2;
      }
      await this.settle(error);
      throw this.classify(error, phase);
    } finally {
      this.abortOnViolation = void 0;
    }
    const wire = this.transport.ledger.takeResponse(method);
    if (!wire)
      throw new ServerFailure(
        "PROTOCOL_ERROR",
        this.options.name,
        phase,
        "response not seen on the wire",
        this.stderr.lines()
      );
    this.observe(method, wire.message?.result, params.cursor !== void 0);
    return wire;
  }
  /** Notifications of this method the server has sent so far. */
  notificationCount(method) {
    return this.transport.ledger.notifications.get(method) ?? 0;
  }
  /** The modern era's rules for results (spec basic/index#resulttype, server/utilities/caching), kept as facts. */
  observe(method, result, cursor = false) {
    if (this.era === "modern")
      this.revision.observe(method, result, this.transport.ledger.lastRequestMetaBytes, cursor);
  }
  /** Ends the server once, however many paths (deadline, failure, the end of the run) ask for it. */
  close() {
    this.closing ??= this.end();
    return this.closing;
  }
  async end() {
    clearTimeout(this.deadline);
    await this.transport.close().catch(() => void 0);
    if (this.launched) {
      await terminateGroup(this.launched.group);
      await this.launched.dispose().catch(() => void 0);
    }
  }
  abortOnViolation;
  async handshake() {
    const abort = new AbortController();
    this.abortOnViolation = abort;
    const timer = setTimeout(() => abort.abort(new Error("startup timeout")), this.options.timeouts.startupMs);
    try {
      await this.chooseEraAndConnect(abort.signal);
    } catch (error) {
      const endedByUs = this.closing !== void 0;
      if (error instanceof StartAgainForInitialize && !endedByUs || error instanceof ServerFailure) {
        await this.close();
        throw error;
      }
      await this.settle(error);
      const failure = this.classify(error, "start");
      await this.close();
      throw failure;
    } finally {
      clearTimeout(timer);
      this.abortOnViolation = void 0;
    }
  }
  /** Connects in the era the budget asks for (see connectInEra) and keeps what the choice found. */
  async chooseEraAndConnect(signal) {
    const connection = await connectInEra(
      this.client,
      this.transport,
      this.options,
      signal,
      this.stderr,
      (method) => this.handshakeMethod = method
    );
    this.era = connection.era;
    this.discover = connection.discover;
    this.legacyBecause = connection.legacyBecause;
    if (connection.discover) this.observe("server/discover", connection.discover);
  }
  handshakeMethod = "initialize";
  /**
   * A write to a server that already exited fails (EPIPE) before its exit and its last stderr lines are read. A
   * failure is judged only once the process has had a moment to end and say why, so the report names the cause.
   * A timeout is no such failure: the server is still there, silent, and waiting for it to exit only delays the verdict.
   */
  async settle(error) {
    if (!this.launched || this.violation || this.deadlinePassed || isTimeout(error) && !this.exitInfo) return;
    const exited = await within(this.launched.group.exit, SETTLE_MS);
    if (exited) await within(this.launched.group.closed, SETTLE_MS);
  }
  recordNoise(line) {
    this.noiseCount += 1;
    if (this.noise.length < 3) this.noise.push(line);
  }
  recordViolation(detail) {
    this.violation ??= detail;
    this.abortOnViolation?.abort(new Error(detail));
  }
  /**
   * What a failed request means, in the order the causes are trusted: a protocol violation, the run's deadline, an
   * error answer to the handshake, the process's exit, a timeout, the url not reached or refusing, a closed stdout.
   */
  classify(error, phase) {
    const { name, timeouts } = this.options;
    const stderr = this.stderr.lines();
    if (this.violation) return new ServerFailure("PROTOCOL_ERROR", name, phase, this.violation, stderr);
    if (this.deadlinePassed) {
      return new ServerFailure(
        "SERVER_TIMEOUT",
        name,
        phase,
        `the whole run for this server exceeded timeouts.totalMs (${timeouts.totalMs} ms)`,
        stderr
      );
    }
    const rpcCode = error.code;
    if (phase === "start" && typeof rpcCode === "number") {
      return new ServerFailure(
        "SERVER_START_FAILED",
        name,
        phase,
        `answered ${this.handshakeMethod} with error ${rpcCode}: ${error.message}`,
        stderr
      );
    }
    if (this.exitInfo) return this.exitFailure(this.exitInfo, phase, stderr);
    const code = error.code;
    const message = error.message ?? String(error);
    if (isTimeout(error)) {
      const limit = phase === "start" ? `timeouts.startupMs (${timeouts.startupMs} ms)` : `timeouts.requestMs (${timeouts.requestMs} ms)`;
      const noise = this.noiseCount > 0 ? `; it printed ${this.noiseCount} non-JSON-RPC line(s) on stdout` : "";
      return new ServerFailure("SERVER_TIMEOUT", name, phase, `no answer within ${limit}${noise}`, stderr);
    }
    const unreached = this.urlFailure(error, phase, stderr, message);
    if (unreached) return unreached;
    if (code === "CONNECTION_CLOSED") {
      return new ServerFailure(
        phase === "start" ? "SERVER_START_FAILED" : "SERVER_CRASHED",
        name,
        phase,
        "closed its stdout",
        stderr
      );
    }
    return new ServerFailure("PROTOCOL_ERROR", name, phase, message, stderr);
  }
  /**
   * The process exited: a crash after the start; at the start, a failure that names the variable its stderr says
   * is missing, when it says one, with how to pass it.
   */
  exitFailure(exit, phase, stderr) {
    const { name } = this.options;
    const how = exit.signal ? `was killed by ${exit.signal}` : `exited with code ${exit.code}`;
    if (phase !== "start") return new ServerFailure("SERVER_CRASHED", name, phase, how, stderr);
    const variable = missingVariable(stderr);
    if (!variable) {
      const { server, sandbox, baseDir } = this.options;
      const named = [server.command ?? "", ...server.args ?? []];
      const fix = unshownPathFix(named, sandbox.readable ?? [], baseDir, stderr);
      const detail = `${how} before answering ${this.handshakeMethod}`;
      return new ServerFailure("SERVER_START_FAILED", name, phase, detail, stderr, fix);
    }
    const passed = (this.options.sandbox.passEnv ?? []).includes(variable) || this.options.server.env?.[variable] !== void 0;
    const said = `${how} before answering ${this.handshakeMethod}; its stderr says ${variable} is missing, and the sandbox passes a server only the variables it is told to`;
    return new ServerFailure("SERVER_START_FAILED", name, phase, said, stderr, passVariableFix(variable, passed));
  }
  /** A server reached by url: not reached at the start, or answering HTTP errors (credentials, when 401 or 403). */
  urlFailure(error, phase, stderr, message) {
    const { name } = this.options;
    if (phase === "start" && this.options.server.url && /fetch failed|ECONNREFUSED|ENOTFOUND/i.test(`${message} ${error.cause?.message ?? ""}`)) {
      return new ServerFailure(
        "SERVER_START_FAILED",
        name,
        phase,
        `cannot connect to ${shownUrl(this.options.server.url)}: ${error.cause?.message ?? message}`,
        stderr,
        this.options.server.command ? "check that the url matches where the server listens, and its ready pattern" : 'start the server before mcp-budget, or give "command" (and "ready") so mcp-budget starts it'
      );
    }
    const http = this.transport instanceof MeteredHttpTransport ? this.transport.lastHttpError : void 0;
    if (!http) return void 0;
    const answer = `${shownUrl(this.options.server.url)} answered HTTP ${http.status}${http.statusText ? ` ${http.statusText}` : ""}${shownHttpBody(http.text)}`;
    if (http.status === 401 || http.status === 403)
      return new ServerFailure(
        "SERVER_START_FAILED",
        name,
        phase,
        answer,
        stderr,
        "send the credentials it expects: headers in budget.json (values like ${API_KEY} come from the environment)"
      );
    return new ServerFailure("PROTOCOL_ERROR", name, phase, answer, stderr);
  }
};
function isTimeout(error) {
  return error.code === "REQUEST_TIMEOUT" || /timeout/i.test(error.message ?? String(error));
}

export {
  loadAfterStart,
  DEFAULT_TIMEOUTS,
  DEFAULT_MAX_MESSAGE_BYTES,
  ServerSession
};
