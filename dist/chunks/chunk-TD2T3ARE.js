import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import { __m13_runSetup as runSetup } from "./cli-start-580920F0.js";
import {
  isInside,
  workTreeOf
} from "./chunk-VV6WRPXC.js";
import {
  HostNotRun,
  showControls,
  userError
} from "./chunk-2TKON5YV.js";

// src/commands/hosts/host-install.ts
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import {
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  readSync,
  realpathSync,
  rmSync,
  writeFileSync
} from "node:fs";
import os from "node:os";
import path from "node:path";
var INSTALL_PROOF = ".mcp-budget-verified.json";
function hostsCacheDir(env, projectDir) {
  const named = env.MCP_BUDGET_HOSTS_CACHE;
  const cacheHome = env.XDG_CACHE_HOME || path.join(env.HOME || os.homedir(), ".cache");
  const dir = path.resolve(projectDir, named || path.join(cacheHome, "mcp-budget", "hosts"));
  const project = workTreeOf(projectDir) ?? path.resolve(projectDir);
  const inside = [dir, realOrSelf(dir)].some(
    (candidate) => [project, realOrSelf(project)].some((area) => isInside(candidate, area))
  );
  if (inside) throw userError("HOSTS_CACHE_IN_PROJECT", { dir, project, named: Boolean(named) });
  return dir;
}
function realOrSelf(target) {
  const rest = [];
  for (let current = path.resolve(target); ; current = path.dirname(current)) {
    try {
      return path.join(realpathSync(current), ...rest);
    } catch {
      if (path.dirname(current) === current) return path.resolve(target);
      rest.unshift(path.basename(current));
    }
  }
}
function installDir(cacheDir, pkg, version) {
  return path.join(cacheDir, `${pkg.replace("/", "+")}@${version}`);
}
async function installPackage(cacheDir, pkg, version, binName, registry = npmIntegrity) {
  const dir = installDir(cacheDir, pkg, version);
  const bin = path.join(dir, "node_modules", ".bin", binName);
  if (provenEntry(dir, pkg, version) && existsSync(bin)) return bin;
  mkdirSync(cacheDir, { recursive: true });
  const release = await lockEntry(dir);
  try {
    if (provenEntry(dir, pkg, version) && existsSync(bin)) return bin;
    return await installEntry(cacheDir, dir, bin, pkg, version, registry);
  } finally {
    release();
  }
}
async function installEntry(cacheDir, dir, bin, pkg, version, registry) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const integrity = await registry(pkg, version, cacheDir);
  const npmCache = path.join(cacheDir, ".npm");
  mkdirSync(npmCache, { recursive: true });
  const quoted = (text) => `'${text.replace(/'/g, `'\\''`)}'`;
  const outcome = await runSetup({
    command: `npm install --prefix . --no-save --no-audit --no-fund --loglevel=error --cache ${quoted(npmCache)} ${quoted(`${pkg}@${version}`)}`,
    cwd: dir,
    workTree: dir,
    where: `the hosts cache (${pkg}@${version})`,
    callerEnv: process.env,
    label: "host-install",
    writable: [npmCache],
    timeoutMs: 6e5
  });
  if (outcome.code !== 0 || !existsSync(bin))
    throw new HostNotRun(`npm install ${pkg}@${version} failed (exit ${outcome.code}): ${showControls(outcome.tail)}`);
  checkInstalled(dir, pkg, version, integrity);
  writeInstallProof(dir, pkg, version, integrity);
  return bin;
}
var LOCK_WAIT_MS = 20 * 6e4;
async function lockEntry(dir) {
  const lock = `${dir}.lock`;
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (; ; ) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, "pid"), String(process.pid));
      return () => rmSync(lock, { recursive: true, force: true });
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
    }
    if (!lockHolderAlive(lock)) {
      rmSync(lock, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline)
      throw new HostNotRun(`${showControls(lock)}: another run has been installing for 20 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
function lockHolderAlive(lock) {
  let pid;
  try {
    pid = Number(readFileSync(path.join(lock, "pid"), "utf8"));
  } catch {
    try {
      return Date.now() - lstatSync(lock).mtimeMs < 1e4;
    } catch {
      return false;
    }
  }
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}
function writeInstallProof(dir, pkg, version, integrity) {
  const proof = { pkg, version, integrity, digest: treeDigest(dir) };
  writeFileSync(path.join(dir, INSTALL_PROOF), `${JSON.stringify(proof, null, 1)}
`);
  proven.set(dir, { stamp: treeStamp(dir), digest: proof.digest });
}
async function npmIntegrity(pkg, version, cwd) {
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const result = await new Promise(
    (resolve) => execFile(
      npm,
      ["view", `${pkg}@${version}`, "dist.integrity", "--json"],
      { cwd, env: process.env, timeout: 12e4 },
      (error, stdout, stderr) => resolve({ code: error ? typeof error.code === "number" ? error.code : 1 : 0, stdout, stderr })
    )
  );
  let integrity;
  try {
    integrity = JSON.parse(result.stdout);
  } catch {
    integrity = void 0;
  }
  if (result.code !== 0 || typeof integrity !== "string" || !/^sha512-[A-Za-z0-9+/]+=*$/.test(integrity))
    throw new HostNotRun(
      `npm view ${pkg}@${version} dist.integrity failed (exit ${result.code}): ${showControls(result.stderr.slice(-500))}`
    );
  return integrity;
}
function checkInstalled(dir, pkg, version, integrity) {
  const lockFile = path.join(dir, "node_modules", ".package-lock.json");
  let lock = {};
  try {
    lock = JSON.parse(readFileSync(lockFile, "utf8"));
  } catch {
    throw new HostNotRun(`npm install ${pkg}@${version} left no lockfile to check it against the registry`);
  }
  const entries = Object.entries(lock.packages ?? {}).filter(([key]) => key !== "");
  const own = lock.packages?.[`node_modules/${pkg}`];
  if (own?.version !== version || own.integrity !== integrity)
    throw new HostNotRun(
      `${pkg}@${version} as installed (${showControls(String(own?.version))}, ${showControls(String(own?.integrity))}) is not what the registry states (${integrity})`
    );
  const unproven = entries.filter(([, entry]) => entry.link || !/^sha512-/.test(entry.integrity ?? ""));
  if (unproven.length > 0)
    throw new HostNotRun(
      `${pkg}@${version} installed packages with no registry integrity: ${unproven.map(([key]) => showControls(key)).join(", ")}`
    );
}
var proven = /* @__PURE__ */ new Map();
function provenEntry(dir, pkg, version) {
  let proof;
  try {
    proof = JSON.parse(readFileSync(path.join(dir, INSTALL_PROOF), "utf8"));
  } catch {
    return false;
  }
  if (proof.pkg !== pkg || proof.version !== version || typeof proof.digest !== "string") return false;
  const stamp = treeStamp(dir);
  const known = proven.get(dir);
  if (known?.stamp === stamp && known.digest === proof.digest) return true;
  const digest = treeDigest(dir);
  if (digest !== proof.digest) return false;
  proven.set(dir, { stamp, digest });
  return true;
}
function treeStamp(dir) {
  const parts = [];
  const walk = (folder, relative) => {
    for (const name of readdirSync(folder).sort()) {
      if (relative === "" && name === INSTALL_PROOF) continue;
      const rel = relative ? `${relative}/${name}` : name;
      const stat = lstatSync(path.join(folder, name), { bigint: true });
      parts.push(`${rel}\0${stat.mode}\0${stat.size}\0${stat.mtimeNs}\0${stat.ctimeNs}\0${stat.ino}`);
      if (stat.isDirectory()) walk(path.join(folder, name), rel);
    }
  };
  walk(dir, "");
  return createHash("sha256").update(parts.join("\n")).digest("hex");
}
function treeDigest(dir) {
  const hash = createHash("sha256");
  const buffer = Buffer.alloc(1 << 20);
  const walk = (folder, relative) => {
    for (const name of readdirSync(folder).sort()) {
      if (relative === "" && name === INSTALL_PROOF) continue;
      const file = path.join(folder, name);
      const rel = relative ? `${relative}/${name}` : name;
      const stat = lstatSync(file);
      const mode = (stat.mode & 4095).toString(8);
      if (stat.isSymbolicLink()) hash.update(`L\0${rel}\0${readlinkSync(file)}\0`);
      else if (stat.isDirectory()) {
        hash.update(`D\0${rel}\0${mode}\0`);
        walk(file, rel);
      } else if (stat.isFile()) {
        hash.update(`F\0${rel}\0${mode}\0${stat.size}\0`);
        const fd = openSync(file, "r");
        try {
          for (let read = readSync(fd, buffer); read > 0; read = readSync(fd, buffer))
            hash.update(buffer.subarray(0, read));
        } finally {
          closeSync(fd);
        }
      } else hash.update(`O\0${rel}\0${mode}\0`);
    }
  };
  walk(dir, "");
  return hash.digest("hex");
}

export {
  INSTALL_PROOF,
  hostsCacheDir,
  installDir,
  installPackage,
  writeInstallProof,
  provenEntry,
  treeDigest
};
