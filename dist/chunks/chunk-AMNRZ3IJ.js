import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  installDir,
  installPackage
} from "./chunk-TD2T3ARE.js";
import {
  runFolder
} from "./chunk-VV6WRPXC.js";

// src/commands/hosts/host-programs.ts
import { spawn } from "node:child_process";
function hostInstallDir(cacheDir, program) {
  return installDir(cacheDir, program.pkg, program.version);
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
function scratchHome() {
  return runFolder();
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
  hostInstallDir,
  hostCommand,
  scratchHome,
  runProcess
};
