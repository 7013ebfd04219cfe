import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import { __m6_resolveBudgetServers as resolveBudgetServers, __m6_sessionOptionsFor as sessionOptionsFor } from "./cli-start-580920F0.js";
import { __m7_VERSION as VERSION } from "./cli-start-580920F0.js";
import { __m10_DEFAULT_MAX_MESSAGE_BYTES as DEFAULT_MAX_MESSAGE_BYTES } from "./cli-start-580920F0.js";
import { __m11_launch as launch, __m11_terminateGroup as terminateGroup } from "./cli-start-580920F0.js";
import "./cli-start-580920F0.js";
import { __m9_StderrTail as StderrTail } from "./cli-start-580920F0.js";
import "./chunk-VV6WRPXC.js";
import "./chunk-CCW25KA5.js";
import { __m0_loadBudget as loadBudget } from "./start-shared-3AE6A6EC.js";
import "./start-shared-3AE6A6EC.js";
import "./chunk-4FMI7NQJ.js";
import {
  userError
} from "./chunk-2TKON5YV.js";
import "./chunk-HANBNIMK.js";

// src/commands/hosts/sandbox-proxy.ts
import path from "node:path";
var MODEL_API_KEYS = /^(ANTHROPIC_(API_KEY|AUTH_TOKEN)|OPENAI_API_KEY|GEMINI_API_KEY|GOOGLE_API_KEY|CODEX_API_KEY|COPILOT_PROVIDER_API_KEY|QWEN_API_KEY|.*_MODEL_API_KEY|CLAUDE_CODE_OAUTH_TOKEN)$/;
function withoutModelKeys(env) {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !MODEL_API_KEYS.test(name)));
}
var STOP_GRACE_MS = 5e3;
async function proxyServer(configFile, serverName, io) {
  const file = path.resolve(io.cwd, configFile);
  const loaded = await loadBudget(file, configFile);
  const callerEnv = withoutModelKeys(io.env);
  const { servers } = await resolveBudgetServers(loaded, callerEnv);
  const server = servers.find((candidate) => candidate.name === serverName);
  if (!server)
    throw userError("PROXY_NO_SERVER", {
      file: configFile,
      server: serverName,
      servers: servers.map((s) => s.name)
    });
  if (server.config.url) throw userError("PROXY_URL_SERVER", { file: configFile, server: serverName });
  const options = sessionOptionsFor(server, {
    config: loaded.config,
    baseDir: loaded.dir,
    callerEnv,
    maxMessageBytes: DEFAULT_MAX_MESSAGE_BYTES,
    clientVersion: VERSION,
    tokenizer: () => Promise.reject(new Error("the proxy counts nothing"))
  });
  const launched = await launch(options, new StderrTail());
  const { child } = launched.group;
  io.stdin.pipe(child.stdin);
  child.stdout.pipe(io.stdout, { end: false });
  child.stderr.resume();
  io.stdin.on("end", () => setTimeout(() => void terminateGroup(launched.group), STOP_GRACE_MS).unref());
  const exit = await launched.group.exit;
  await launched.group.closed;
  await launched.dispose();
  return exit.code ?? 1;
}
export {
  proxyServer
};
