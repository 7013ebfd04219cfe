import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import "./chunk-DDAUNJHG.js";
import {
  HOST_PROFILES
} from "./chunk-TEFA5WOP.js";
import "./chunk-CCW25KA5.js";
import {
  EXIT,
  userError
} from "./chunk-2TKON5YV.js";
import "./chunk-HANBNIMK.js";

// src/cli/commands/hosts.ts
import path from "node:path";

// src/commands/hosts/hosts-command.ts
var DAY_MS = 864e5;
function hostFacts(now, host) {
  const profiles = host === void 0 ? Object.values(HOST_PROFILES) : [HOST_PROFILES[host]];
  const rows = profiles.flatMap(
    (profile) => Object.entries(profile.facts).map(([fact, f]) => ({
      host: profile.name,
      fact,
      value: f.value,
      source: f.source,
      version: f.version,
      checked: f.checked,
      ageDays: Math.floor((now.getTime() - Date.parse(`${f.checked}T00:00:00Z`)) / DAY_MS),
      primary: f.primary !== false
    }))
  );
  return rows.sort((a, b) => b.ageDays - a.ageDays || a.host.localeCompare(b.host) || a.fact.localeCompare(b.fact));
}
function readAt(version) {
  const unpinned = /^not pinned\b:?\s*(.*)$/i.exec(version.trim());
  if (unpinned) return `no version pinned${unpinned[1] ? ` (${unpinned[1]})` : ""}`;
  if (/^(n\/a|none|)$/i.test(version.trim()))
    return `no version applies${version.trim() ? ` (${version.trim()})` : ""}`;
  return `read at ${version}`;
}
function renderHostFacts(rows) {
  const lines = rows.map((row) => {
    const value = JSON.stringify(row.value);
    const mark = row.primary ? "" : " [second-hand]";
    return `${row.host} ${row.fact} = ${value.length > 60 ? `${value.slice(0, 57)}...` : value}  (${row.ageDays} days old, checked ${row.checked})${mark}
    ${readAt(row.version)}
    ${row.source}`;
  });
  const secondHand = rows.filter((row) => !row.primary).length;
  return `${lines.join("\n")}

${rows.length} facts in ${new Set(rows.map((row) => row.host)).size} profiles; ${secondHand} without a primary source (their findings are warnings).
`;
}

// src/cli/commands/hosts.ts
async function run({ args, values, io }) {
  if (args[0] === "record") {
    const cwd = io.cwd;
    const { recordHostsCommand } = await import("./hosts-record-command-TSMDNXUV.js");
    const { HOST_PROGRAMS } = await import("./host-programs-46XUHO6H.js");
    const { hostsCacheDir } = await import("./host-install-VOC4UU4X.js");
    return recordHostsCommand(
      {
        configFile: values.config ?? "budget.json",
        cwd,
        hosts: args.length > 1 ? args.slice(1) : Object.keys(HOST_PROGRAMS),
        cli: process.argv[1] ?? "mcp-budget",
        outDir: path.join(cwd, "mcp-budget-recordings"),
        cacheDir: hostsCacheDir(io.env, cwd)
      },
      (text) => io.stdout.write(text)
    );
  }
  if (args[0] === "verify") {
    const cwd = io.cwd;
    const { verifyHostsCommand } = await import("./hosts-verify-command-RTB7Z444.js");
    const { HOST_PROGRAMS } = await import("./host-programs-46XUHO6H.js");
    const { hostsCacheDir } = await import("./host-install-VOC4UU4X.js");
    return verifyHostsCommand(
      {
        configFile: values.config ?? "budget.json",
        cwd,
        hosts: args.length > 1 ? args.slice(1) : Object.keys(HOST_PROGRAMS),
        cli: process.argv[1] ?? "mcp-budget",
        cacheDir: hostsCacheDir(io.env, cwd),
        callerEnv: io.env,
        latest: values.latest === true,
        json: values.json === true || values.reporter === "json"
      },
      (text) => io.stdout.write(text)
    );
  }
  if (values.latest) throw userError("LATEST_IS_FOR_VERIFY");
  if (args[0] === "proxy") {
    if (args.length !== 2 || !io.stdin || !io.rawStdout) throw userError("HOSTS_PROXY_ONE_SERVER");
    const { proxyServer } = await import("./sandbox-proxy-54XL7H5J.js");
    return proxyServer(values.config ?? "budget.json", args[1], {
      stdin: io.stdin,
      stdout: io.rawStdout,
      env: io.env,
      cwd: io.cwd
    });
  }
  const host = args[0];
  if (host !== void 0 && !(host in HOST_PROFILES))
    throw userError("NO_HOST_PROFILE", { host, profiles: Object.keys(HOST_PROFILES) });
  const rows = hostFacts(/* @__PURE__ */ new Date(), host);
  const json = values.json || values.reporter === "json";
  io.stdout.write(json ? `${JSON.stringify(rows, null, 2)}
` : renderHostFacts(rows));
  return EXIT.ok;
}
export {
  run
};
