import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  LAUNCHER_ENV,
  applyInside,
  confine,
  environmentHandOver,
  spawnGroup,
  terminateGroup,
  within
} from "./chunk-LKVDPYZP.js";
import {
  planSandbox,
  privateFolder,
  probeConfinement
} from "./chunk-LYTVLWCL.js";
import {
  showControls
} from "./chunk-2TKON5YV.js";

// src/servers/setup-launch.ts
import { chown, mkdir } from "node:fs/promises";
import { statSync } from "node:fs";
import path from "node:path";
var PASSED = [
  "PATH",
  "LANG",
  "LC_ALL",
  "HTTP_PROXY",
  "HTTPS_PROXY",
  "NO_PROXY",
  "http_proxy",
  "https_proxy",
  "no_proxy",
  "NODE_EXTRA_CA_CERTS",
  "SSL_CERT_FILE",
  "SSL_CERT_DIR",
  "npm_config_registry"
];
var SETUP_TIMEOUT_MS = 15 * 6e4;
async function runSetup(options) {
  options.log?.(`mcp-budget: running --${options.label} in ${options.where}: ${options.command}`);
  const outcome = await setUpIn(options);
  options.log?.(`mcp-budget: --${options.label} exited with ${outcome.code} (${outcome.sandbox})`);
  return outcome;
}
async function setUpIn(options) {
  const confinement = await probeConfinement();
  const home = await privateFolder();
  try {
    const owner = statSync(options.workTree);
    const tmp = path.join(home.dir, "tmp");
    await mkdir(tmp);
    if (process.getuid?.() === 0 && owner.uid !== 0) {
      await chown(home.dir, owner.uid, owner.gid);
      await chown(tmp, owner.uid, owner.gid);
    }
    const env = {
      ...Object.fromEntries(
        PASSED.flatMap((name) => options.callerEnv[name] ? [[name, options.callerEnv[name]]] : [])
      ),
      HOME: home.dir,
      TMPDIR: tmp,
      CI: "true"
    };
    env.PATH ??= LAUNCHER_ENV.PATH;
    if (confinement.method !== "bwrap") {
      options.log?.(`  ${options.label}: not in a sandbox (${confinement.reason}); run with a clean environment only`);
      return await run(
        options,
        { command: "/bin/sh", args: ["-c", options.command], env },
        `none: ${confinement.reason}`
      );
    }
    const plan = planSandbox({
      network: "host",
      projectDir: options.workTree,
      cwd: options.cwd,
      home: home.dir,
      command: "/bin/sh",
      args: [],
      readable: [],
      writable: [home.dir, ...options.writable ?? []],
      callerEnv: options.callerEnv,
      uid: owner.uid
    });
    plan.editable = [options.workTree];
    const inside = applyInside(env);
    const handOver = inside?.payload ? await environmentHandOver(inside.payload) : void 0;
    try {
      const [first, ...rest] = [...inside?.prefix ?? [], "/bin/sh"];
      const command = confine(
        confinement,
        "host",
        first,
        [...rest, "-c", options.command],
        handOver?.file,
        () => plan
      );
      const via = confinement.sudo ? "bubblewrap through sudo" : "bubblewrap";
      const fd3 = handOver && !confinement.sudo ? handOver.fd : void 0;
      return await run(
        options,
        { ...command, env: inside ? { ...LAUNCHER_ENV } : env, ...fd3 === void 0 ? {} : { fd3 } },
        `${via}, as uid ${owner.uid}, network on, .git and HOME hidden`
      );
    } finally {
      await handOver?.dispose();
    }
  } finally {
    await home.dispose();
  }
}
async function run(options, spawned, sandbox) {
  const { command, args, env, fd3, seccomp } = spawned;
  const group = spawnGroup(command, args, {
    env,
    cwd: options.cwd,
    ...fd3 === void 0 ? {} : { fd3 },
    ...seccomp ? { fd4Input: seccomp } : {}
  });
  group.child.stdin?.end();
  let tail = "";
  for (const stream of [group.child.stdout, group.child.stderr]) {
    let partial = "";
    stream?.on("data", (chunk) => {
      const text = chunk.toString();
      tail = (tail + text).slice(-2e3);
      const lines = (partial + text).split("\n");
      partial = lines.pop() ?? "";
      for (const line of lines) options.log?.(`  ${options.label}: ${showControls(line)}`);
    });
    stream?.on("end", () => partial && options.log?.(`  ${options.label}: ${showControls(partial)}`));
  }
  const timer = setTimeout(() => void terminateGroup(group), options.timeoutMs ?? SETUP_TIMEOUT_MS);
  const exit = await group.exit;
  clearTimeout(timer);
  await within(group.closed, 2e3);
  await terminateGroup(group);
  return { code: exit.code ?? 1, tail: oneLine(tail), sandbox };
}
function oneLine(text) {
  return text.trim().split("\n").map((line) => line.trim()).filter(Boolean).slice(-5).join(" | ");
}

export {
  runSetup
};
