import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  KNOWN_MCP_CONFIGS
} from "./chunk-WW27EMXN.js";
import {
  userError
} from "./chunk-2TKON5YV.js";

// src/commands/server-specs.ts
import { existsSync } from "node:fs";
import path from "node:path";

// src/servers/command-line.ts
function splitCommandLine(line) {
  const words = [];
  let current = "";
  let inWord = false;
  let quote;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quote) {
      if (char === quote) quote = void 0;
      else if (char === "\\" && quote === '"' && i + 1 < line.length) current += line[++i];
      else current += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      inWord = true;
    } else if (char === "\\" && i + 1 < line.length) {
      current += line[++i];
      inWord = true;
    } else if (/\s/.test(char)) {
      if (inWord) words.push(current);
      current = "";
      inWord = false;
    } else {
      current += char;
      inWord = true;
    }
  }
  if (inWord) words.push(current);
  return words;
}

// src/commands/server-specs.ts
function serversWithoutBudget(serverSpecs, cwd, namedAfterFolder) {
  if (serverSpecs.length > 0) return { servers: serversFromSpecs(serverSpecs, cwd, namedAfterFolder) };
  const found = KNOWN_MCP_CONFIGS.filter((candidate) => existsSync(path.join(cwd, candidate)));
  if (found.length === 0) {
    throw userError("NO_SERVERS_TO_MEASURE", { configs: KNOWN_MCP_CONFIGS });
  }
  return { mcpConfig: found.length === 1 ? found[0] : found };
}
function withPassEnv(config, names) {
  for (const name of names) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw userError("ENV_NOT_A_NAME", { given: name });
  }
  return names.length > 0 ? {
    ...config,
    sandbox: { ...config.sandbox, passEnv: [.../* @__PURE__ */ new Set([...config.sandbox?.passEnv ?? [], ...names])] }
  } : config;
}
function serversFromSpecs(specs, cwd, namedAfterFolder) {
  const servers = {};
  for (const spec of specs) {
    const named = /^([A-Za-z0-9_.-]+)=(.+)$/s.exec(spec);
    const body = named ? named[2] : spec;
    if (/^https?:\/\//.test(body)) {
      const url = new URL(body);
      servers[named ? named[1] : url.hostname.replace(/[^A-Za-z0-9_.-]/g, "-")] = { url: body };
      continue;
    }
    const [command, ...args] = splitCommandLine(body);
    if (!command) throw userError("SERVER_NEEDS_COMMAND", { given: spec });
    const fromCommand = named ? void 0 : nameFromCommand(command, args, cwd);
    const base = named ? named[1] : fromCommand.name;
    let name = base;
    for (let n = 2; servers[name]; n++) name = `${base}-${n}`;
    servers[name] = args.length > 0 ? { command, args } : { command };
    if (fromCommand?.fromFolder) namedAfterFolder?.push(name);
  }
  return servers;
}
function nameFromCommand(command, args, cwd) {
  const subject = args.find((arg) => !arg.startsWith("-") && arg !== "run" && arg !== "exec") ?? command;
  const segments = subject.replace(/@[\d^~.]+.*$/, "").split(/[\\/]/).filter((segment) => segment && segment !== "." && segment !== "..");
  const generic = /^(index|server|main|cli|dist|build|lib|src|out|bin|app)$/;
  const stems = segments.map((segment) => segment.replace(/\.(m?[jt]s|c[jt]s|py)$/, ""));
  const own = [...stems].reverse().find((stem) => !generic.test(stem));
  const folder = own === void 0 && cwd ? path.basename(cwd) : void 0;
  const name = own ?? folder ?? stems.at(-1) ?? "server";
  return { name: name.replace(/[^A-Za-z0-9_.-]/g, "-") || "server", fromFolder: folder !== void 0 };
}

export {
  serversWithoutBudget,
  withPassEnv
};
