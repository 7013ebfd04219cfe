import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  shownUrl
} from "./chunk-3D2HOP6Y.js";

// src/servers/reach-policy.ts
var LISTS = ["passEnv", "writable", "readable"];
var quoted = (items) => items.map((item) => JSON.stringify(item)).join(", ");
function callerReferences(server, field, text) {
  if (server.expanded) return server.callerVariables?.[field] ?? [];
  return [...(text ?? "").matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-[^}]*)?\}/g)].map((match) => match[1]);
}
function reachWidenings(before, after) {
  const was = before ?? {};
  return [
    ...sandboxWidenings(was, after),
    ...valueWidenings(was, after),
    ...urlWidenings(was, after),
    ...envFileWidenings(was, after),
    ...commandLineWidenings(was, after)
  ];
}
function sandboxWidenings(was, after) {
  const out = [];
  const network = (side) => side.sandbox?.network ?? "none";
  if (network(was) !== "host" && network(after) === "host")
    out.push({ key: "network", at: ["sandbox", "network"], from: `"${network(was)}"`, to: '"host"', items: [] });
  if (was.sandbox?.require === true && after.sandbox.require !== true)
    out.push({
      key: "require",
      at: after.sandbox.require === void 0 ? ["sandbox"] : ["sandbox", "require"],
      from: "true",
      to: String(after.sandbox.require ?? "unset"),
      items: []
    });
  for (const key of LISTS) {
    const old = was.sandbox?.[key] ?? [];
    const added = (after.sandbox[key] ?? []).filter((item) => !old.includes(item));
    if (added.length > 0)
      out.push({
        key,
        at: ["sandbox", key],
        from: `[${quoted(old)}]`,
        to: `[${quoted(after.sandbox[key] ?? [])}]`,
        items: added
      });
  }
  return out;
}
function valueWidenings(was, after) {
  const out = [];
  for (const key of ["env", "headers"]) {
    const changed = Object.entries(after.server[key] ?? {}).filter(([name, value]) => !sameValue(was.server, after.server, key, name, value)).map(([name]) => name);
    const refs = (server, name) => {
      const value = server?.[key] && Object.hasOwn(server[key], name) ? server[key][name] : void 0;
      if (value === void 0) return "unset";
      const names = callerReferences(server, `${key}.${name}`, value);
      return names.length > 0 ? names.map((n) => `\${${n}}`).join(" ") : "a value of its own";
    };
    if (changed.length > 0)
      out.push({
        key,
        at: [key],
        from: changed.map((name) => refs(was.server, name)).join(", "),
        to: changed.map((name) => refs(after.server, name)).join(", "),
        items: changed
      });
  }
  return out;
}
function urlWidenings(was, after) {
  const started = (side) => !!(side.server?.command && side.server.url);
  if (started(after) && !started(was))
    return [
      {
        key: "started",
        at: ["url"],
        from: was.server?.url ? "reached where it runs" : "stdio in a network namespace",
        to: `started, then reached at ${after.server.url} over the host network`,
        items: []
      }
    ];
  if (after.server.command || !after.server.url || was.server?.url === after.server.url) return [];
  const headers = carriesCallerValues(after.server, "headers") ? ["headers"] : [];
  return [
    {
      key: "remote",
      at: ["url"],
      from: was.server?.url ? JSON.stringify(shownUrl(was.server.url)) : "none",
      to: JSON.stringify(shownUrl(after.server.url)),
      items: headers
    }
  ];
}
function envFileWidenings(was, after) {
  const file = after.server.envFile;
  const had = was.server?.envFile;
  if (!file || had?.file === file.file && had.digest === file.digest) return [];
  return [
    {
      key: "envFile",
      at: ["envFile"],
      from: had ? `"${had.file}"${had.file === file.file ? " (other content)" : ""}` : "none",
      to: `"${file.file}"`,
      items: file.names
    }
  ];
}
function commandLineWidenings(was, after) {
  return ["command", "args", "cwd", "url"].flatMap((field) => {
    const names = after.server.expanded ? after.server.callerVariables?.[field] ?? [] : [];
    if (names.length === 0 || JSON.stringify(was.server?.[field]) === JSON.stringify(after.server[field])) return [];
    return [
      {
        key: "startedWith",
        at: [field],
        from: was.server?.[field] === void 0 ? "none" : "other values",
        to: names.map((name) => `\${${name}}`).join(", "),
        items: names
      }
    ];
  });
}
function sameValue(before, after, key, name, value) {
  const old = before?.[key] && Object.hasOwn(before[key], name) ? before[key][name] : void 0;
  return old === value || callerReferences(after, `${key}.${name}`, value).length === 0;
}
function carriesCallerValues(server, key) {
  return Object.entries(server[key] ?? {}).some(
    ([name, value]) => callerReferences(server, `${key}.${name}`, value).length > 0
  );
}
function withinReach(before, after) {
  const withheld = reachWidenings(before, after);
  if (withheld.length === 0) return { server: { ...after.server, sandbox: explicit(after.sandbox) }, withheld };
  const allowed = before?.sandbox ?? {};
  const sandbox = {
    ...after.sandbox,
    network: after.sandbox.network === "host" && allowed.network === "host" ? "host" : "none",
    require: after.sandbox.require === true || allowed.require === true
  };
  for (const key of LISTS)
    sandbox[key] = (after.sandbox[key] ?? []).filter((item) => (allowed[key] ?? []).includes(item));
  const server = { ...after.server, sandbox: explicit(sandbox) };
  const callerVariables = { ...after.server.callerVariables };
  const unset = (after.sandbox.passEnv ?? []).filter((name) => !(sandbox.passEnv ?? []).includes(name)).map((name) => ({ variable: name, field: "sandbox.passEnv" }));
  for (const widening of withheld) {
    if (widening.key !== "env" && widening.key !== "headers") continue;
    const values = { ...after.server[widening.key] };
    for (const name of widening.items) {
      const old = before?.server[widening.key]?.[name];
      if (old !== void 0 && Object.hasOwn(before.server[widening.key], name)) {
        values[name] = old;
        const recorded = before.server.callerVariables?.[`${widening.key}.${name}`];
        if (recorded) callerVariables[`${widening.key}.${name}`] = recorded;
        else delete callerVariables[`${widening.key}.${name}`];
      } else {
        delete values[name];
        delete callerVariables[`${widening.key}.${name}`];
        unset.push({ variable: name, field: `${widening.key}.${name}` });
      }
    }
    server[widening.key] = values;
  }
  if (after.server.expanded) server.callerVariables = callerVariables;
  unset.push(...withholdEnvFile(before, server, withheld).map((variable) => ({ variable, field: "envFile" })));
  const remote = withheld.find((w) => w.key === "remote");
  if (remote)
    server.headers = Object.fromEntries(
      Object.entries(server.headers ?? {}).filter(
        ([name, value]) => callerReferences(server, `headers.${name}`, value).length === 0
      )
    );
  const started = withheld.find((w) => w.key === "started");
  const passed = withheld.find((w) => w.key === "startedWith");
  const refused = started ? `it would be started and reached over the host network (${started.to}), which the base's budget does not give it` : remote ? `it would be reached at ${shownUrl(after.server.url)}, which the base's budget does not name: mcp-budget sends requests only where the trusted side points` : passed ? `its ${passed.at[0]} takes in ${passed.to} of the job's environment, which the base's config does not` : void 0;
  return { server, withheld, ...refused ? { refused } : {}, ...unset.length > 0 ? { unset } : {} };
}
function withholdEnvFile(before, server, withheld) {
  const widening = withheld.find((w) => w.key === "envFile");
  if (!widening) return [];
  const env = { ...server.env };
  const unset = [];
  for (const name of widening.items) {
    const old = before?.server.env && Object.hasOwn(before.server.env, name) ? before.server.env[name] : void 0;
    if (old !== void 0) env[name] = old;
    else {
      delete env[name];
      unset.push(name);
    }
  }
  server.env = env;
  if (before?.server.envFile) server.envFile = before.server.envFile;
  else delete server.envFile;
  return unset;
}
function explicit(sandbox) {
  return {
    ...sandbox,
    network: sandbox.network ?? "none",
    require: sandbox.require ?? false,
    passEnv: sandbox.passEnv ?? [],
    writable: sandbox.writable ?? [],
    readable: sandbox.readable ?? []
  };
}
function describeWidening(widening) {
  return `${widening.at.join(".")} ${widening.from} → ${widening.to}`;
}
function underPolicy(servers, headSandbox, trusted) {
  return servers.map((resolved) => {
    const baseServer = trusted.servers?.get(resolved.name);
    const before = baseServer ? { server: baseServer, sandbox: { ...trusted.sandbox, ...baseServer.sandbox } } : void 0;
    const { server, withheld, refused, unset } = withinReach(before, {
      server: resolved.config,
      sandbox: { ...headSandbox, ...resolved.config.sandbox }
    });
    const policy = {
      source: before ? "base" : "default",
      ref: trusted.ref,
      ...withheld.length > 0 ? { withheld: withheld.map(describeWidening) } : {},
      ...refused ? { refused } : {},
      ...unset ? { unset: unset.map((value) => ({ ...value, origin: resolved.origin })) } : {}
    };
    return { ...resolved, config: server, policy };
  });
}
function policed(servers, config, trusted) {
  if (trusted) return underPolicy(servers, config.sandbox, trusted);
  return servers.map((server) => ({ ...server, policy: { source: "budget" } }));
}

export {
  callerReferences,
  reachWidenings,
  policed
};
