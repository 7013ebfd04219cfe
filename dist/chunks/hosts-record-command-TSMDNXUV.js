import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  disposeRecording,
  recordHost,
  recordingChanges,
  summarizeRun
} from "./chunk-EEBDNNLP.js";
import "./chunk-AMNRZ3IJ.js";
import "./chunk-TD2T3ARE.js";
import {
  HOST_PROGRAMS
} from "./chunk-TEFA5WOP.js";
import "./cli-start-580920F0.js";
import "./chunk-VV6WRPXC.js";
import "./chunk-CCW25KA5.js";
import { __m0_isToolFixture as isToolFixture, __m0_loadBudget as loadBudget } from "./start-shared-3AE6A6EC.js";
import "./start-shared-3AE6A6EC.js";
import "./chunk-4FMI7NQJ.js";
import {
  EXIT,
  userError
} from "./chunk-2TKON5YV.js";
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
  if (servers.length === 0) throw userError("HOSTS_NO_STDIO_FIXTURE", { file: options.configFile, command: "record" });
  const unknown = options.hosts.filter((host) => !HOST_PROGRAMS[host]);
  if (unknown.length > 0)
    throw userError("HOSTS_NOT_RECORDABLE", {
      file: options.configFile,
      command: "record",
      unknown,
      recordable: Object.keys(HOST_PROGRAMS)
    });
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
