import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  hostCommand,
  hostInstallDir,
  scratchHome
} from "./chunk-AMNRZ3IJ.js";
import {
  HOST_MODULES
} from "./chunk-TEFA5WOP.js";
import { __m11_LAUNCHER_ENV as LAUNCHER_ENV, __m11_applyInside as applyInside, __m11_confine as confine, __m11_environmentHandOver as environmentHandOver, __m11_spawnGroup as spawnGroup, __m11_terminateGroup as terminateGroup, __m11_within as within } from "./cli-start-580920F0.js";
import {
  SYSTEM_FOLDERS,
  UNPRIVILEGED_UID,
  hiddenDirectories,
  isInside,
  probeConfinement,
  removeRunFolder,
  runFolder
} from "./chunk-VV6WRPXC.js";
import {
  HostNotRun,
  showControls
} from "./chunk-2TKON5YV.js";

// src/commands/hosts/host-recording.ts
import { mkdirSync, writeFileSync as writeFileSync2 } from "node:fs";
import path2 from "node:path";

// src/commands/hosts/host-sandbox.ts
import { spawn } from "node:child_process";
import { chmodSync, chownSync, lstatSync, readdirSync, realpathSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
var MODEL_PORT = 48100;
var BRIDGE = `'use strict';
const net = require('node:net');
const { spawn } = require('node:child_process');
// The bridge's own codes (not mcp-budget's verdicts): ended cleanly, its socket failed, no such mode, no host to run.
const ENDED = 0, SOCKET_FAILED = 1, NO_MODE = 2, NOT_RUN = 127;
const [mode, socketPath, ...rest] = process.argv.slice(2);
if (mode === 'connect') {
  const socket = net.connect({ path: socketPath, allowHalfOpen: true });
  process.stdin.pipe(socket);
  socket.pipe(process.stdout);
  socket.on('error', () => process.exit(SOCKET_FAILED));
  socket.on('close', () => process.exit(ENDED));
} else if (mode === 'host') {
  const [port, command, ...args] = rest;
  const server = net.createServer((client) => {
    const upstream = net.connect({ path: socketPath });
    client.pipe(upstream).on('error', () => client.destroy());
    upstream.pipe(client).on('error', () => upstream.destroy());
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  server.listen(Number(port), '127.0.0.1', () => {
    const child = spawn(command, args, { stdio: 'inherit' });
    for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
    child.on('error', (error) => { process.stderr.write('mcp-budget: cannot run the host: ' + error.message + '\\n'); process.exit(NOT_RUN); });
    child.on('exit', (code, signal) => process.exit(code === null ? 128 + (signal === 'SIGKILL' ? 9 : 15) : code));
  });
} else process.exit(NO_MODE);
`;
async function openHostGate(proxies, options) {
  const access = await gateAccess();
  const dir = await runFolder();
  admit(dir, access, true);
  const bridge = path.join(dir, "bridge.cjs");
  writeFileSync(bridge, BRIDGE);
  admit(bridge, access, false);
  const children = /* @__PURE__ */ new Set();
  const listeners = [];
  const servers = {};
  for (const [index, [name, proxy]] of Object.entries(proxies).entries()) {
    const socket = path.join(dir, `server-${index}.sock`);
    const listener = net.createServer({ allowHalfOpen: true }, (connection) => {
      const child = spawn(proxy.command, proxy.args, {
        cwd: options.cwd,
        env: options.proxyEnv(),
        stdio: ["pipe", "pipe", "ignore"]
      });
      children.add(child);
      connection.pipe(child.stdin);
      child.stdout.pipe(connection);
      connection.on("error", () => child.stdin.destroy());
      child.stdin.on("error", () => connection.destroy());
      child.on("close", () => {
        children.delete(child);
        connection.end();
      });
    });
    await new Promise((resolve) => listener.listen(socket, resolve));
    admit(socket, access, false);
    listeners.push(listener);
    servers[name] = { command: process.execPath, args: [bridge, "connect", socket] };
  }
  return {
    dir,
    access,
    modelSocket: path.join(dir, "model.sock"),
    modelUrl: `http://127.0.0.1:${MODEL_PORT}`,
    servers,
    close: async () => {
      for (const listener of listeners) listener.close();
      await Promise.all(
        [...children].map(async (child) => {
          child.stdin?.end();
          if (!await within(new Promise((resolve) => child.once("close", resolve)), 8e3)) child.kill("SIGKILL");
        })
      );
      removeRunFolder(dir);
    }
  };
}
function openModelSocket(gate) {
  admit(gate.modelSocket, gate.access, false);
}
async function gateAccess() {
  if (process.getuid?.() === 0) return { folder: 488, file: 432, gid: UNPRIVILEGED_UID };
  const confinement = await probeConfinement();
  if (confinement.method === "bwrap" && confinement.sudo) return { folder: 493, file: 438 };
  return { folder: 448, file: 384 };
}
function admit(file, access, folder) {
  if (access.gid !== void 0) chownSync(file, 0, access.gid);
  chmodSync(file, folder ? access.folder : access.file);
}
async function runHostInSandbox(run, gate) {
  const confinement = await hostSandbox();
  handHomeToHost(run.home, confinement);
  const plan = {
    network: "none",
    hidden: hiddenDirectories(process.env),
    exposed: [gate.dir, ...run.installs, ...nodeFolder()],
    concealedDirs: [],
    concealedFiles: [],
    readable: [],
    writable: [run.home],
    cwd: run.cwd
  };
  const inside = applyInside(run.env);
  const handOver = inside?.payload ? await environmentHandOver(inside.payload) : void 0;
  try {
    const bridge = path.join(gate.dir, "bridge.cjs");
    const hostLine = [process.execPath, bridge, "host", gate.modelSocket, String(MODEL_PORT), run.command, ...run.args];
    const [first, ...rest] = [...inside?.prefix ?? [], ...hostLine];
    const confined = confine(confinement, "none", first, rest, handOver?.file, () => plan);
    const fd3 = handOver && !confinement.sudo ? handOver.fd : void 0;
    return await collect(
      spawnGroup(confined.command, confined.args, {
        env: inside ? { ...LAUNCHER_ENV } : run.env,
        cwd: run.cwd,
        ...fd3 === void 0 ? {} : { fd3 },
        ...confined.seccomp ? { fd4Input: confined.seccomp } : {}
      }),
      run.timeoutMs
    );
  } finally {
    await handOver?.dispose();
  }
}
async function hostSandbox() {
  const confinement = await probeConfinement();
  if (confinement.method !== "bwrap")
    throw new HostNotRun(
      `host programs run only inside the sandbox (bubblewrap), which is not available here: ${confinement.reason}`
    );
  return confinement;
}
function nodeFolder() {
  const dir = path.dirname(realpathSync(process.execPath));
  return SYSTEM_FOLDERS.some((system) => isInside(dir, system)) ? [] : [dir];
}
function handHomeToHost(home, confinement) {
  const asRoot = process.getuid?.() === 0;
  if (!asRoot && !(confinement.method === "bwrap" && confinement.sudo)) return;
  const walk = (file) => {
    if (asRoot) chownSync(file, UNPRIVILEGED_UID, UNPRIVILEGED_UID);
    else chmodSync(file, lstatSync(file).isDirectory() ? 511 : 438);
    if (lstatSync(file).isDirectory()) for (const entry of readdirSync(file)) walk(path.join(file, entry));
  };
  walk(home);
}
async function collect(group, timeoutMs) {
  group.child.stdin?.end();
  let stdout = "";
  let stderr = "";
  let timedOut = false;
  group.child.stdout?.on("data", (chunk) => stdout += chunk.toString());
  group.child.stderr?.on("data", (chunk) => stderr += chunk.toString());
  const timer = setTimeout(() => {
    timedOut = true;
    void terminateGroup(group);
  }, timeoutMs);
  const exit = await group.exit;
  clearTimeout(timer);
  await within(group.closed, 2e3);
  await terminateGroup(group);
  return { code: exit.code, stdout, stderr, timedOut };
}

// src/commands/hosts/model-stand-in.ts
import http from "node:http";
var asArray = (value) => Array.isArray(value) ? value : [];
async function startModelStandIn(calls, countTokens = (text) => Math.ceil(text.length / 4), script = {}, at) {
  const requests = [];
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      let body = raw;
      try {
        body = raw ? JSON.parse(raw) : {};
      } catch {
      }
      const url = request.url ?? "/";
      requests.push({ method: request.method ?? "GET", path: url, body, raw });
      answer(url, body, calls, response, countTokens, script);
    });
  });
  if (at) await new Promise((resolve) => server.listen(at.socket, resolve));
  else await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: at ? at.url : `http://127.0.0.1:${server.address().port}`,
    requests,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    })
  };
}
function answer(url, body, calls, response, countTokens, script) {
  const path3 = url.split("?")[0];
  if (path3.endsWith("/count_tokens"))
    return json(response, { input_tokens: countTokens(textsOf(body.messages).join("\n")) });
  if (path3.endsWith("/messages")) return anthropic(body, calls, response, script);
  if (path3.endsWith("/responses")) return responses(body, calls, response);
  if (path3.endsWith("/chat/completions")) return chatCompletions(body, calls, response, script);
  if (/:(stream)?[gG]enerateContent$/.test(path3)) return gemini(path3, body, calls, response);
  if (path3.endsWith(":countTokens")) return json(response, { totalTokens: Math.ceil(JSON.stringify(body).length / 4) });
  if (path3.endsWith("/models")) return json(response, { object: "list", data: [], models: [] });
  response.writeHead(404, { "content-type": "application/json" }).end('{"error":{"message":"not stood in"}}');
}
function nextCall(called, calls) {
  let made = 0;
  for (const name of called) if (made < calls.length && name === calls[made].name) made++;
  return calls[made];
}
function anthropic(body, calls, response, script) {
  const offered = asArray(body.tools).map((tool) => String(tool.name));
  const called = asArray(body.messages).filter((m) => m.role === "assistant").flatMap((m) => asArray(m.content)).filter((b) => b.type === "tool_use").map((b) => String(b.name));
  const next = offered.length > 0 ? nextCall(called, calls) : void 0;
  let block = { type: "text", text: "Done." };
  if (next && offered.includes(next.name))
    block = { type: "tool_use", id: `toolu_${called.length + 1}`, name: next.name, input: next.args };
  else if (next && offered.includes("ToolSearch") && !called.includes("ToolSearch"))
    block = {
      type: "tool_use",
      id: `toolu_${called.length + 1}`,
      name: "ToolSearch",
      input: {
        query: `select:${deferredNames(body, calls, script).join(",")}`,
        max_results: deferredNames(body, calls, script).length
      }
    };
  const stop = block.type === "tool_use" ? "tool_use" : "end_turn";
  const message = {
    id: `msg_${Date.now()}`,
    type: "message",
    role: "assistant",
    model: String(body.model ?? "claude"),
    content: [block],
    stop_reason: stop,
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 10 }
  };
  if (body.stream !== true) return json(response, message);
  const events = [
    ["message_start", { type: "message_start", message: { ...message, content: [], stop_reason: null } }],
    [
      "content_block_start",
      {
        type: "content_block_start",
        index: 0,
        content_block: block.type === "tool_use" ? { ...block, input: {} } : { type: "text", text: "" }
      }
    ],
    [
      "content_block_delta",
      {
        type: "content_block_delta",
        index: 0,
        delta: block.type === "tool_use" ? { type: "input_json_delta", partial_json: JSON.stringify(block.input) } : { type: "text_delta", text: block.text }
      }
    ],
    ["content_block_stop", { type: "content_block_stop", index: 0 }],
    [
      "message_delta",
      { type: "message_delta", delta: { stop_reason: stop, stop_sequence: null }, usage: { output_tokens: 10 } }
    ],
    ["message_stop", { type: "message_stop" }]
  ];
  sse(response, events);
}
function responses(body, calls, response) {
  const input = asArray(body.input);
  const callName = (item) => typeof item.namespace === "string" ? `${item.namespace}__${String(item.name)}` : String(item.name);
  const called = input.filter((item) => item.type === "function_call" || item.type === "tool_search_call").map((item) => item.type === "tool_search_call" ? "tool_search" : callName(item));
  const tools = asArray(body.tools);
  const next = tools.length > 0 ? nextCall(called, calls) : void 0;
  const id = `resp_${Date.now()}`;
  const items = [];
  const callable = /* @__PURE__ */ new Map();
  const visit = (entry) => {
    if (entry.type === "namespace")
      for (const inner of asArray(entry.tools))
        callable.set(`${String(entry.name)}__${String(inner.name)}`, { namespace: entry.name, name: inner.name });
    else if (typeof entry.name === "string") callable.set(entry.name, { name: entry.name });
  };
  tools.forEach(visit);
  input.filter((item) => item.type === "tool_search_output").forEach((item) => asArray(item.tools).forEach(visit));
  const target = next ? callable.get(next.name) : void 0;
  if (next && !target && tools.some((tool) => tool.type === "tool_search") && !called.includes("tool_search")) {
    items.push({
      type: "tool_search_call",
      id: `ts_${called.length}`,
      call_id: `call_ts_${called.length}`,
      status: "completed",
      execution: "client",
      // One search loads every scripted tool: a limit below the number of calls left the rest uncallable.
      arguments: { query: calls.map((c) => c.name.split("__").pop()).join(" "), limit: Math.max(8, calls.length) }
    });
  } else if (next && target) {
    items.push({
      type: "function_call",
      id: `fc_${called.length}`,
      call_id: `call_${called.length + 1}`,
      ...target,
      arguments: JSON.stringify(next.args)
    });
  } else {
    items.push({
      type: "message",
      id: `msg_${called.length}`,
      role: "assistant",
      content: [{ type: "output_text", text: "Done.", annotations: [] }]
    });
  }
  const events = [["response.created", { type: "response.created", response: { id } }]];
  items.forEach((item, index) => {
    events.push(["response.output_item.added", { type: "response.output_item.added", output_index: index, item }]);
    events.push(["response.output_item.done", { type: "response.output_item.done", output_index: index, item }]);
  });
  events.push([
    "response.completed",
    {
      type: "response.completed",
      response: {
        id,
        output: items,
        usage: {
          input_tokens: 10,
          input_tokens_details: null,
          output_tokens: 10,
          output_tokens_details: null,
          total_tokens: 20
        }
      }
    }
  ]);
  sse(response, events);
}
function chatCompletions(body, calls, response, script) {
  const offered = asArray(body.tools).map((tool) => String(tool.function?.name ?? tool.name));
  const called = asArray(body.messages).filter((m) => m.role === "assistant").flatMap((m) => asArray(m.tool_calls)).map((c) => {
    const fn2 = c.function ?? {};
    if (fn2.name !== "tool_call") return String(fn2.name);
    try {
      return String(JSON.parse(String(fn2.arguments)).name);
    } catch {
      return "tool_call";
    }
  });
  const next = offered.length > 0 ? nextCall(called, calls) : void 0;
  const id = `chatcmpl_${Date.now()}`;
  const model = String(body.model ?? "gpt");
  const created = Math.floor(Date.now() / 1e3);
  const usage = { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 };
  const id_ = `call_${called.length + 1}`;
  const fn = (name, args) => ({
    id: id_,
    type: "function",
    function: { name, arguments: JSON.stringify(args) }
  });
  const toolCall = !next ? void 0 : offered.includes(next.name) ? fn(next.name, next.args) : offered.includes("tool_search") && !called.includes("tool_search") ? fn("tool_search", {
    query: `select:${deferredNames({ messages: body.messages }, calls, script).join(",")}`,
    max_results: Math.min(20, deferredNames({ messages: body.messages }, calls, script).length)
  }) : offered.includes("tool_call") ? fn("tool_call", { name: next.name, arguments: next.args }) : void 0;
  const finish = toolCall ? "tool_calls" : "stop";
  const message = toolCall ? { role: "assistant", content: null, tool_calls: [toolCall] } : { role: "assistant", content: "Done." };
  if (body.stream !== true)
    return json(response, {
      id,
      object: "chat.completion",
      created,
      model,
      choices: [{ index: 0, message, finish_reason: finish }],
      usage
    });
  const chunk = (delta, finishReason, extra = {}) => ({
    id,
    object: "chat.completion.chunk",
    created,
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
    ...extra
  });
  const chunks = [
    chunk({ role: "assistant", content: toolCall ? null : "" }, null),
    chunk(toolCall ? { tool_calls: [{ index: 0, ...toolCall }] } : { content: "Done." }, null),
    chunk({}, finish, { usage })
  ];
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  response.end(`${chunks.map((c) => `data: ${JSON.stringify(c)}

`).join("")}data: [DONE]

`);
}
function gemini(path3, body, calls, response) {
  const declared = asArray(body.tools).flatMap((tool) => asArray(tool.functionDeclarations)).map((d) => String(d.name));
  const called = asArray(body.contents).filter((c) => c.role === "model").flatMap((c) => asArray(c.parts)).filter((p) => p.functionCall).map((p) => String(p.functionCall.name));
  const next = declared.length > 0 ? nextCall(called, calls) : void 0;
  const wantsJson = typeof body.generationConfig?.responseMimeType === "string";
  const part = next && declared.includes(next.name) ? { functionCall: { name: next.name, args: next.args } } : { text: wantsJson ? '{"reasoning":"done","next_speaker":"user"}' : "Done." };
  const chunk = {
    candidates: [{ content: { role: "model", parts: [part] }, finishReason: "STOP", index: 0 }],
    usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 10, totalTokenCount: 20 },
    modelVersion: "gemini"
  };
  if (!path3.includes(":stream")) return json(response, chunk);
  response.writeHead(200, { "content-type": "text/event-stream" });
  response.end(`data: ${JSON.stringify(chunk)}\r
\r
`);
}
function deferredNames(body, calls, script = {}) {
  if (script.searchCallsOnly) return [...new Set(calls.map((call) => call.name))];
  const prefixes = new Set(calls.map((call) => call.name.replace(/__[^_]+(?:_[^_]+)*$/, "__")));
  const listed = [...new Set(JSON.stringify([body.system, body.messages]).match(/mcp__[A-Za-z0-9_-]+/g) ?? [])];
  const names = listed.filter((name) => [...prefixes].some((prefix) => name.startsWith(prefix)));
  return [.../* @__PURE__ */ new Set([...calls.map((call) => call.name), ...names])];
}
function textsOf(messages) {
  return asArray(messages).flatMap(
    (message) => typeof message.content === "string" ? [message.content] : asArray(message.content).flatMap(
      (block) => typeof block.text === "string" ? [block.text] : typeof block.content === "string" ? [block.content] : textsOf([{ content: block.content }])
    )
  );
}
function json(response, value) {
  response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(value));
}
function sse(response, events) {
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  response.end(events.map(([event, data]) => `event: ${event}
data: ${JSON.stringify(data)}

`).join(""));
}

// src/commands/hosts/host-recording.ts
async function recordHost(program, options) {
  await hostSandbox();
  const host = await hostCommand(options.cacheDir, program);
  const calls = options.calls.map((call) => ({
    name: program.callName(call.server, call.tool),
    args: call.arguments ?? {}
  }));
  const home = await scratchHome();
  const cwd = path2.join(home, "work");
  mkdirSync(path2.join(home, "tmp"), { recursive: true });
  mkdirSync(cwd, { recursive: true });
  const configFile = path2.resolve(options.configFile);
  let env = {};
  const gate = await openHostGate(
    Object.fromEntries(
      options.servers.map((name) => [
        name,
        { command: process.execPath, args: [options.cli, "hosts", "proxy", name, "--config", configFile] }
      ])
    ),
    // The proxy gets the environment the host would have handed the server it starts (model keys it drops itself).
    { cwd, proxyEnv: () => env }
  );
  try {
    const standIn = await startModelStandIn(calls, options.countTokens, options.script, {
      socket: gate.modelSocket,
      url: gate.modelUrl
    });
    openModelSocket(gate);
    try {
      const invocation = program.invocation({
        modelUrl: standIn.url,
        home,
        cwd,
        prompt: `Call ${calls.map((c) => c.name).join(", ")} and report what it returned.`,
        servers: gate.servers,
        allowed: calls.map((c) => c.name),
        deferral: options.deferral,
        model: options.model,
        ...options.startupWait === void 0 ? {} : { startupWait: options.startupWait }
      });
      for (const [file, text] of Object.entries(invocation.files)) {
        mkdirSync(path2.dirname(path2.join(home, file)), { recursive: true });
        writeFileSync2(path2.join(home, file), text);
      }
      env = hostEnvironment(home, invocation.env);
      const run = await runHostInSandbox(
        {
          command: host.command,
          args: [...host.args, ...invocation.args],
          env,
          installs: hostInstalls(options.cacheDir, program),
          home,
          cwd,
          timeoutMs: options.timeoutMs ?? 18e4
        },
        gate
      );
      return {
        host: program.profile,
        pkg: program.pkg,
        version: program.version,
        requests: standIn.requests,
        run,
        home
      };
    } finally {
      await standIn.close();
    }
  } catch (error) {
    removeRunFolder(home);
    throw error;
  } finally {
    await gate.close();
  }
}
function hostEnvironment(home, own) {
  return {
    PATH: `${path2.dirname(process.execPath)}:/usr/local/bin:/usr/bin:/bin`,
    HOME: home,
    TMPDIR: path2.join(home, "tmp"),
    LANG: "C.UTF-8",
    TERM: "dumb",
    NO_COLOR: "1",
    CI: "1",
    ...own
  };
}
function hostInstalls(cacheDir, program) {
  return [hostInstallDir(cacheDir, program), ...program.runtime ? [hostInstallDir(cacheDir, program.runtime)] : []];
}
function disposeRecording(recording) {
  removeRunFolder(recording.home);
}

// src/commands/hosts/recorded-payloads.ts
var asArray2 = (value) => Array.isArray(value) ? value : [];
function modelRequests(host, requests) {
  const path3 = HOST_MODULES[host]?.recorded?.requestPath;
  if (!path3) return [];
  return requests.filter((request) => path3.test(request.path) && typeof request.body === "object" && request.body !== null).map((request) => request.body);
}
function recordedEntries(host, requests, server) {
  const entries = /* @__PURE__ */ new Map();
  const reading = HOST_MODULES[host]?.recorded;
  if (reading) for (const body of modelRequests(host, requests)) reading.entries(body, server, entries);
  return entries;
}
function recordedResults(host, requests) {
  const last = modelRequests(host, requests).at(-1);
  const reading = HOST_MODULES[host]?.recorded;
  return last && reading ? reading.results(last) : [];
}
function withoutMachineParts(text) {
  return text.replace(/\/[^\s"'`]*\/(tool-results|tool-outputs|tool-output)\/[^\s"'`]+?(?=\.?(\s|$|"|'))/g, "<saved file>").replace(/\/[^\s"'`]*\/\d+-copilot-tool-output-[0-9a-f]+\.txt/g, "<saved file>").replace(/Wall time: \d+\.\d+ seconds/g, "Wall time: <t> seconds").replace(/…\d+ tokens truncated…/g, "…<n> tokens truncated…");
}
function summarizeRun(host, requests, server) {
  const first = modelRequests(host, requests).find((body) => asArray2(body.tools).length > 0);
  const upFront = first !== void 0 && recordedEntries(
    host,
    [{ method: "POST", path: requests.find((r) => r.body === first).path, body: first, raw: "" }],
    server
  ).size > 0;
  return {
    entries: Object.fromEntries([...recordedEntries(host, requests, server)].sort(([a], [b]) => a.localeCompare(b))),
    results: recordedResults(host, requests).map(withoutMachineParts),
    upFront
  };
}
function recordingChanges(was, now) {
  if (!was) return ["new run: nothing committed to compare with"];
  const lines = [];
  if (was.upFront !== now.upFront)
    lines.push(`definitions ${now.upFront ? "now sent up front" : "now deferred behind tool search"}`);
  for (const key of /* @__PURE__ */ new Set([...Object.keys(was.entries), ...Object.keys(now.entries)])) {
    const before = was.entries[key];
    const after = now.entries[key];
    if (before === after) continue;
    const name = showControls(key);
    lines.push(
      before === void 0 ? `tool ${name}: now sent (${Buffer.byteLength(after)} B)` : after === void 0 ? `tool ${name}: no longer sent` : `tool ${name}: ${Buffer.byteLength(before)} B → ${Buffer.byteLength(after)} B as sent`
    );
  }
  now.results.forEach((result, index) => {
    const before = was.results[index];
    if (before !== result)
      lines.push(
        `result ${index + 1}: ${before === void 0 ? "new" : `${Buffer.byteLength(before)} B → ${Buffer.byteLength(result)} B as received`}`
      );
  });
  return lines;
}

export {
  recordHost,
  disposeRecording,
  recordedEntries,
  recordedResults,
  withoutMachineParts,
  summarizeRun,
  recordingChanges
};
