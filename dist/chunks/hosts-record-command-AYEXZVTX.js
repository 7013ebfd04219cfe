import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  disposeRecording,
  recordHost,
  recordingChanges,
  summarizeRun
} from "./chunk-QYIZZGL5.js";
import "./chunk-UVRHCM44.js";
import "./chunk-RMYWCD7H.js";
import {
  HOST_PROGRAMS
} from "./chunk-DY2IIB3V.js";
import "./chunk-JEPZMKSK.js";
import "./chunk-X2L2O6NL.js";
import "./chunk-3D2HOP6Y.js";
import "./chunk-VUQSFFNW.js";
import "./chunk-CCW25KA5.js";
import {
  isToolFixture,
  loadBudget
} from "./chunk-7X5FRPNW.js";
import "./chunk-CFJFPK7S.js";
import "./chunk-OELW7EZI.js";
import "./chunk-YFI3UPRX.js";
import "./chunk-4FMI7NQJ.js";
import {
  ConfigError,
  EXIT
} from "./chunk-4P65BAYM.js";
import "./chunk-LEJ6JWSO.js";
import "./chunk-QTJ6MSOD.js";
import "./chunk-HANBNIMK.js";

// src/commands/hosts/hosts-record-command.ts
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
async function recordHostsCommand(options, write) {
  const file = path.resolve(options.cwd, options.configFile);
  const loaded = await loadBudget(file, options.configFile);
  const fixtures = loaded.config.fixtures ?? [];
  const servers = [...new Set(fixtures.map((fixture) => fixture.server))].filter(
    (name) => loaded.config.servers?.[name] && !loaded.config.servers[name].url
  );
  if (servers.length === 0)
    throw new ConfigError(options.configFile, [
      "fixtures: hosts record calls each fixture's tool; no fixture names a stdio server of budget.json"
    ]);
  const unknown = options.hosts.filter((host) => !HOST_PROGRAMS[host]);
  if (unknown.length > 0)
    throw new ConfigError(options.configFile, [
      `hosts record: no recordable host ${unknown.map((h) => JSON.stringify(h)).join(", ")} (recordable: ${Object.keys(HOST_PROGRAMS).join(", ")})`
    ]);
  const calls = fixtures.filter(isToolFixture).filter((fixture) => servers.includes(fixture.server)).map((fixture) => ({ server: fixture.server, tool: fixture.tool, arguments: fixture.arguments ?? {} }));
  mkdirSync(options.outDir, { recursive: true });
  let failed = 0;
  for (const host of options.hosts) {
    const program = HOST_PROGRAMS[host];
    write(`${host} (${program.pkg} ${program.version}):
`);
    const recording = await recordHost(program, {
      configFile: file,
      servers,
      calls,
      cacheDir: options.cacheDir,
      cli: options.cli
    });
    try {
      if (recording.run.code !== 0) {
        failed++;
        write(
          `  the host exited with ${recording.run.code ?? "a signal"}${recording.run.timedOut ? " (timed out)" : ""}; nothing recorded
`
        );
        continue;
      }
      const target = path.join(options.outDir, `${host}@${program.version}.json`);
      const previous = existsSync(target) ? JSON.parse(readFileSync(target, "utf8")) : void 0;
      const next = {
        host,
        pkg: program.pkg,
        version: program.version,
        recorded: (/* @__PURE__ */ new Date()).toISOString().slice(0, 10),
        runs: {}
      };
      for (const server of servers) {
        const run = summarizeRun(host, recording.requests, server);
        next.runs[server] = run;
        const sent = Object.values(run.entries).reduce((sum, entry) => sum + Buffer.byteLength(entry), 0);
        write(
          `  ${server}: ${Object.keys(run.entries).length} tools as sent (${sent.toLocaleString("en-US")} B), ${run.upFront ? "up front" : "deferred behind tool search"}; ${run.results.length} results
`
        );
        const changes = previous ? recordingChanges(previous.runs[server], run) : ["no earlier recording to compare with"];
        for (const line of changes.length > 0 ? changes : ["unchanged since the last recording"])
          write(`    ${line}
`);
      }
      writeFileSync(target, `${JSON.stringify(next, null, 1)}
`);
      write(`  written to ${path.relative(options.cwd, target)}
`);
    } finally {
      disposeRecording(recording);
    }
  }
  return failed > 0 ? EXIT.server : EXIT.ok;
}
export {
  recordHostsCommand
};
