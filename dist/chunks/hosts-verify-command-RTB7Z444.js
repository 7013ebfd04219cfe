import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  disposeRecording,
  recordHost,
  recordedEntries,
  recordedResults,
  summarizeRun,
  withoutMachineParts
} from "./chunk-EEBDNNLP.js";
import {
  runProcess
} from "./chunk-AMNRZ3IJ.js";
import "./chunk-TD2T3ARE.js";
import {
  hostView
} from "./chunk-FM6TTRXV.js";
import {
  deferralSide,
  deferredByDefault
} from "./chunk-HFNNYEDN.js";
import {
  deferredListing,
  hostInstructions,
  hostToolPayload
} from "./chunk-PZ5BQGAD.js";
import "./chunk-DDAUNJHG.js";
import {
  HOST_PROFILES,
  HOST_PROGRAMS
} from "./chunk-TEFA5WOP.js";
import "./cli-start-580920F0.js";
import { __m16_measureBudgetServers as measureBudgetServers } from "./cli-start-580920F0.js";
import { __m6_resolveBudgetServers as resolveBudgetServers } from "./cli-start-580920F0.js";
import "./chunk-VV6WRPXC.js";
import "./chunk-CCW25KA5.js";
import {
  fmt
} from "./chunk-CEK7UD7K.js";
import {
  measureResult
} from "./chunk-NGA7DO4P.js";
import { __m0_isToolFixture as isToolFixture, __m0_loadBudget as loadBudget } from "./start-shared-3AE6A6EC.js";
import "./start-shared-3AE6A6EC.js";
import { __m6_loadTokenizer as loadTokenizer } from "./start-shared-3AE6A6EC.js";
import "./chunk-4FMI7NQJ.js";
import {
  EXIT,
  HostNotRun,
  jsonSafe,
  showControls,
  userError
} from "./chunk-2TKON5YV.js";
import "./chunk-HANBNIMK.js";

// src/commands/hosts/hosts-verify-command.ts
import { mkdirSync } from "node:fs";
import path from "node:path";

// src/commands/hosts/host-verify.ts
var EXCERPT = 60;
function firstDifference(predicted, sent) {
  let at = 0;
  while (at < predicted.length && at < sent.length && predicted[at] === sent[at]) at++;
  const from = Math.max(0, at - 10);
  return {
    at,
    predictedExcerpt: predicted.slice(from, from + EXCERPT),
    sentExcerpt: sent.slice(from, from + EXCERPT)
  };
}
function runDifferences(server, predicted, observed) {
  return [...definitionDifferences(server, predicted, observed), ...resultDifferences(server, predicted, observed)];
}
function definitionDifferences(server, predicted, observed) {
  const differences = [];
  const definition = (subject, rest) => differences.push({ kind: "definition", server, subject, ...rest });
  const known = new Set(predicted.definitions.map((predictedDefinition) => predictedDefinition.tool));
  for (const { tool, bytes, text } of predicted.definitions) {
    const sent = observed.entries.get(tool);
    if (sent === void 0) {
      if (observed.upFront) definition(tool, { figure: "sent", predicted: bytes, sent: null });
      continue;
    }
    const sentBytes = Buffer.byteLength(sent);
    const where = text === void 0 ? {} : firstDifference(text, sent);
    if (sentBytes !== bytes) definition(tool, { figure: "bytes", predicted: bytes, sent: sentBytes, ...where });
    else if (text !== void 0 && text !== sent)
      definition(tool, { figure: "text", predicted: bytes, sent: sentBytes, ...where });
  }
  for (const [name, sent] of observed.entries)
    if (!known.has(name)) definition(name, { figure: "sent", predicted: null, sent: Buffer.byteLength(sent) });
  return differences;
}
function resultDifferences(server, predicted, observed) {
  const differences = [];
  const result = (subject, rest) => differences.push({ kind: "result", server, subject, ...rest });
  predicted.results.forEach((expected, index) => {
    const received = observed.results[index];
    if (received === void 0)
      return result(expected.fixture, { figure: "sent", predicted: expected.bytes, sent: null });
    const receivedBytes = Buffer.byteLength(received);
    const sentText = withoutMachineParts(received);
    if (expected.text !== void 0) {
      const predictedText = withoutMachineParts(expected.text);
      if (predictedText === sentText) return;
      const sameSize = Buffer.byteLength(predictedText) === Buffer.byteLength(sentText);
      return result(expected.fixture, {
        figure: sameSize ? "text" : "bytes",
        predicted: expected.bytes,
        sent: receivedBytes,
        ...firstDifference(predictedText, sentText)
      });
    }
    if (expected.outcome !== "spilled" && expected.bytes !== receivedBytes)
      result(expected.fixture, { figure: "bytes", predicted: expected.bytes, sent: receivedBytes });
  });
  for (const extra of observed.results.slice(predicted.results.length))
    result(`result ${predicted.results.length + 1}`, {
      figure: "sent",
      predicted: null,
      sent: Buffer.byteLength(extra)
    });
  return differences;
}
function predictedTexts(profile, server, tools, pages, tokenizer, serverInfo) {
  return {
    definitions: tools.map((tool) => {
      const json = hostToolPayload(profile, server, tool, serverInfo).json;
      return { tool: tool.name, bytes: Buffer.byteLength(json), text: json };
    }),
    results: pages.map(({ fixture, page, toolMeta }) => {
      const view = hostView(profile, page, tokenizer, toolMeta);
      return { fixture, tool: page.call?.name ?? "", bytes: view.bytes, outcome: view.outcome, text: view.shown };
    })
  };
}
function predictedStart(profile, server, tools, instructions, deferred = deferredByDefault(profile), serverInfo) {
  const { facts } = profile;
  const shapedBy = facts.instructionsSent ? "instructionsSent" : facts.instructionsWrapper ? "instructionsWrapper" : facts.instructionsCut ? "instructionsCut" : "instructionsSent";
  const listed = tools.map((tool) => ({
    hostName: hostToolPayload(profile, server, tool, serverInfo).name,
    description: tool.description
  }));
  const shown = hostInstructions(profile, server, instructions);
  return {
    instructions: shown.text,
    ...instructions ? { serverInstructions: instructions } : {},
    ...shown.cut && facts.instructionsCut ? { cutAt: facts.instructionsCut.value } : {},
    deferred,
    ...deferred && facts.deferredListing ? { listing: deferredListing(profile, server, listed) } : {},
    facts: {
      instructions: shapedBy,
      deferral: facts.deferral ? "deferral" : "deferredLoading",
      ...facts.deferredListing ? { listing: "deferredListing" } : {}
    }
  };
}
function sessionStartDifferences(server, predicted, observed) {
  const differences = [];
  const escaped = (text) => JSON.stringify(text).slice(1, -1);
  const start = (subject, fact, rest) => differences.push({ kind: "session-start", server, subject, ...rest, fact });
  const bytes = (text) => Buffer.byteLength(text);
  if (predicted.instructions !== "" && !observed.sent.includes(escaped(predicted.instructions)))
    start("instructions", predicted.facts.instructions, {
      figure: "sent",
      predicted: bytes(predicted.instructions),
      sent: null
    });
  const past = predicted.serverInstructions?.slice(0, (predicted.cutAt ?? Infinity) + 1);
  if (predicted.cutAt !== void 0 && past && observed.sent.includes(escaped(past)))
    start("instructions", "instructionsCut", { figure: "bytes", predicted: bytes(predicted.instructions), sent: null });
  const own = predicted.serverInstructions?.slice(0, 60);
  if (predicted.instructions === "" && own && observed.sent.includes(escaped(own)))
    start("instructions", predicted.facts.instructions, {
      figure: "sent",
      predicted: null,
      sent: bytes(predicted.serverInstructions)
    });
  if (predicted.deferred === observed.upFront)
    start("definitions", predicted.facts.deferral, {
      figure: "sent",
      predicted: predicted.deferred ? 0 : null,
      sent: observed.upFront ? null : 0
    });
  if (predicted.listing !== void 0 && !observed.upFront && !observed.sent.includes(escaped(predicted.listing)))
    start("listing", predicted.facts.listing ?? "deferredListing", {
      figure: "sent",
      predicted: bytes(predicted.listing),
      sent: null
    });
  return differences;
}
function describeDifference(difference, show) {
  if (difference.kind === "session-start") return describeStart(difference, show);
  const subject = `${difference.kind} ${show(difference.server)}/${show(difference.subject)}`;
  const figures = difference.figure === "sent" ? difference.sent === null ? `predicted (${difference.predicted} B), not sent` : `sent (${difference.sent} B), not predicted` : `${difference.figure}: predicted ${difference.predicted} B, sent ${difference.sent} B`;
  const where = difference.at === void 0 ? "" : `; first differs at char ${difference.at}: predicted "${show(difference.predictedExcerpt ?? "")}", sent "${show(difference.sentExcerpt ?? "")}"`;
  return `${subject}: ${figures}${where}`;
}
function describeStart(difference, show) {
  const subject = `session start ${show(difference.server)}/${show(difference.subject)}`;
  const figures = difference.subject === "definitions" ? difference.sent === null ? "predicted held back behind tool search, sent up front" : "predicted up front, held back behind tool search" : difference.sent === null ? `predicted (${fmt(difference.predicted ?? 0)} B), not sent` : `sent (${fmt(difference.sent)} B), not predicted`;
  return `${subject}: ${figures} (fact: ${difference.fact})`;
}

// src/commands/hosts/hosts-verify-command.ts
var VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
async function npmLatestVersion(pkg, cwd) {
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const result = await runProcess(npm, ["view", `${pkg}@latest`, "version", "--json"], {
    cwd,
    env: process.env,
    timeoutMs: 6e4
  });
  let version;
  try {
    version = JSON.parse(result.stdout);
  } catch {
    version = void 0;
  }
  if (result.code !== 0 || typeof version !== "string" || !VERSION.test(version))
    throw new HostNotRun(
      `npm view ${pkg}@latest version failed (exit ${result.code}): ${showControls(result.stderr.slice(-500))}`
    );
  return version;
}
async function verifyHosts(options) {
  const file = path.resolve(options.cwd, options.configFile);
  const loaded = await loadBudget(file, options.configFile);
  const toolFixtures = verifiableFixtures(options, loaded);
  const checked = await checkFigures(options, loaded, toolFixtures);
  const verifications = [];
  for (const host of options.hosts) verifications.push(await verifyHost(host, file, options, checked));
  return verifications;
}
function verifiableFixtures(options, loaded) {
  const unknown = options.hosts.filter((host) => !HOST_PROGRAMS[host]);
  if (unknown.length > 0)
    throw userError("HOSTS_NOT_RECORDABLE", {
      file: options.configFile,
      command: "verify",
      unknown,
      recordable: Object.keys(HOST_PROGRAMS)
    });
  const stdio = (name) => loaded.config.servers?.[name] !== void 0 && !loaded.config.servers[name].url;
  const toolFixtures = (loaded.config.fixtures ?? []).filter(isToolFixture).filter((fixture) => stdio(fixture.server));
  if (toolFixtures.length === 0)
    throw userError("HOSTS_NO_STDIO_FIXTURE", { file: options.configFile, command: "verify" });
  return toolFixtures;
}
async function checkFigures(options, loaded, toolFixtures) {
  loaded.config.hosts = [...new Set(options.hosts.map((host) => HOST_PROGRAMS[host].profile))];
  const resolved = await resolveBudgetServers(loaded, options.callerEnv);
  const measurement = await measureBudgetServers(loaded, resolved, { cwd: options.cwd, callerEnv: options.callerEnv });
  const failedServers = measurement.servers.filter((server) => !server.ok).map((server) => server.name);
  if (failedServers.length > 0) throw new ServersFailed(failedServers);
  const tokenizer = await loadTokenizer(measurement.tokenizer);
  const called = measurement.fixtures.filter(
    (report) => report.tool !== void 0 && !report.skipped && toolFixtures.some((f) => f.name === report.name)
  );
  const calls = called.map((report) => {
    const fixture = toolFixtures.find((f) => f.name === report.name);
    return { server: fixture.server, tool: fixture.tool, arguments: fixture.arguments ?? {} };
  });
  return { measurement, tokenizer, called, calls, servers: [...new Set(called.map((report) => report.server))] };
}
async function verifyHost(host, file, options, checked) {
  const pinned = HOST_PROGRAMS[host];
  const newest = options.latestVersion ?? ((pkg) => npmLatestVersion(pkg, cacheFolder(options.cacheDir)));
  const version = options.latest ? await newest(pinned.pkg) : pinned.version;
  const program = { ...pinned, version };
  const verification = {
    host,
    pkg: program.pkg,
    version,
    pinned: pinned.version,
    definitions: 0,
    results: 0,
    sessionStarts: 0,
    differences: []
  };
  const recording = await recordHost(program, {
    configFile: file,
    servers: checked.servers,
    calls: checked.calls,
    cacheDir: options.cacheDir,
    cli: options.cli,
    countTokens: (text) => checked.tokenizer.count(text)
  });
  try {
    if (recording.run.code !== 0) {
      verification.failed = { code: recording.run.code, timedOut: recording.run.timedOut };
      return verification;
    }
    const received = recordedResults(host, recording.requests);
    const sent = recording.requests.map((request) => request.raw).join("\n");
    for (const server of checked.servers) {
      const predicted = predictedRun(program, server, checked);
      const run = summarizeRun(host, recording.requests, server);
      const entries = recordedEntries(host, recording.requests, server);
      verification.definitions += predicted.run.definitions.filter((d) => entries.has(d.tool)).length;
      verification.results += predicted.run.results.length;
      verification.differences.push(
        ...runDifferences(server, predicted.run, {
          entries,
          results: predicted.indices.map((index) => received[index]).filter((text) => text !== void 0),
          upFront: run.upFront
        })
      );
      verification.sessionStarts = (verification.sessionStarts ?? 0) + 1;
      verification.differences.push(
        ...sessionStartDifferences(server, startOf(program, server, checked), { sent, upFront: run.upFront })
      );
    }
  } finally {
    disposeRecording(recording);
  }
  return verification;
}
function predictedRun(program, server, { measurement, tokenizer, called, calls }) {
  const profile = HOST_PROFILES[program.profile];
  const report = measurement.servers.find((candidate) => candidate.name === server);
  const view = report.hosts?.find((candidate) => candidate.host === program.profile);
  const wire = measurement.wire?.get(server);
  const indices = called.flatMap((fixture, index) => fixture.server === server ? [index] : []);
  const pages = indices.flatMap((index) => {
    const fixture = called[index];
    const answer = wire?.results.get(fixture.name);
    if (!answer) return [];
    const tool = wire?.tools.find((candidate) => candidate.name === fixture.tool);
    return [
      {
        fixture: fixture.name,
        page: {
          ...measureResult(answer, tokenizer),
          call: { name: calls[index].tool, args: calls[index].arguments, server }
        },
        ...tool?._meta ? { toolMeta: tool._meta } : {}
      }
    ];
  });
  const texts = predictedTexts(profile, server, wire?.tools ?? [], pages, tokenizer, report.serverInfo);
  const run = {
    definitions: (view?.perTool ?? []).map((tool) => ({
      tool: tool.name,
      bytes: tool.bytes,
      ...optionalText(texts.definitions.find((d) => d.tool === tool.name)?.text)
    })),
    results: indices.map((index) => {
      const fixture = called[index];
      const seen = fixture.hosts?.find((candidate) => candidate.host === program.profile);
      const first = seen?.pages?.[0] ?? seen;
      return {
        fixture: fixture.name,
        tool: fixture.tool,
        bytes: first?.bytes ?? 0,
        outcome: first?.outcome ?? "whole",
        ...optionalText(texts.results.find((r) => r.fixture === fixture.name)?.text)
      };
    })
  };
  return { run, indices };
}
function cacheFolder(dir) {
  mkdirSync(dir, { recursive: true });
  return dir;
}
var optionalText = (text) => text === void 0 ? {} : { text };
function startOf(program, server, { measurement }) {
  const profile = HOST_PROFILES[program.profile];
  const report = measurement.servers.find((candidate) => candidate.name === server);
  const wire = measurement.wire?.get(server);
  const views = measurement.servers.flatMap((s) => s.hosts?.filter((view) => view.host === program.profile) ?? []);
  const { deferred } = deferralSide(profile, views);
  return predictedStart(profile, server, wire?.tools ?? [], wire?.instructions, deferred, report.serverInfo);
}
var ServersFailed = class extends Error {
  constructor(servers) {
    super(`check could not measure ${servers.map((name) => showControls(name)).join(", ")}: nothing to verify`);
    this.servers = servers;
  }
  servers;
};
function renderVerifications(verifications) {
  return verifications.map((v) => {
    const version = `${v.pkg} ${v.version}${v.version === v.pinned ? "" : `, pinned ${v.pinned}`}`;
    if (v.failed)
      return `${v.host} (${version}): the host exited with ${v.failed.code ?? "a signal"}${v.failed.timedOut ? " (timed out)" : ""}; nothing compared
`;
    if (nothingCompared(v))
      return `${v.host} (${version}): nothing compared (no definition it sent, no fixture check called); no difference can be claimed
`;
    const head = `${v.host} (${version}): ${v.definitions} definitions, ${v.results} results${v.sessionStarts ? `, ${v.sessionStarts} session start${v.sessionStarts === 1 ? "" : "s"}` : ""} compared; ${v.differences.length === 0 ? "no difference" : `${v.differences.length} difference${v.differences.length === 1 ? "" : "s"}`}
`;
    return head + v.differences.map((d) => `  ${describeDifference(d, (text) => showControls(text))}
`).join("");
  }).join("");
}
var nothingCompared = (v) => v.definitions + v.results === 0 && v.differences.length === 0;
function verifyExitCode(verifications) {
  if (verifications.some((v) => v.failed || nothingCompared(v))) return EXIT.server;
  return verifications.some((v) => v.differences.length > 0) ? EXIT.overBudget : EXIT.ok;
}
async function verifyHostsCommand(options, write) {
  let verifications;
  try {
    verifications = await verifyHosts(options);
  } catch (error) {
    if (!(error instanceof ServersFailed)) throw error;
    write(options.json ? `${JSON.stringify({ hosts: [], error: error.message }, null, 2)}
` : `${error.message}
`);
    return EXIT.server;
  }
  write(
    options.json ? `${jsonSafe(JSON.stringify({ hosts: verifications }, null, 2))}
` : renderVerifications(verifications)
  );
  return verifyExitCode(verifications);
}
export {
  ServersFailed,
  npmLatestVersion,
  renderVerifications,
  verifyExitCode,
  verifyHosts,
  verifyHostsCommand
};
