import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  countedProposals,
  hostsOf
} from "./chunk-ZC2YN64J.js";
import {
  rankProposals
} from "./chunk-QZLLVAAZ.js";
import "./chunk-LM5FITTP.js";
import "./chunk-FM6TTRXV.js";
import "./chunk-VTE6CCGB.js";
import "./chunk-PZ5BQGAD.js";
import "./chunk-DDAUNJHG.js";
import "./chunk-TEFA5WOP.js";
import { __m10_DEFAULT_TIMEOUTS as DEFAULT_TIMEOUTS } from "./cli-start-580920F0.js";
import "./cli-start-580920F0.js";
import "./chunk-VV6WRPXC.js";
import "./chunk-CCW25KA5.js";
import "./chunk-4RWOK5JE.js";
import "./chunk-TOTTZ5MB.js";
import "./chunk-CEK7UD7K.js";
import "./chunk-NGA7DO4P.js";
import { __m6_loadTokenizer as loadTokenizer } from "./start-shared-3AE6A6EC.js";
import "./start-shared-3AE6A6EC.js";
import "./chunk-4FMI7NQJ.js";
import "./chunk-2TKON5YV.js";
import "./chunk-HANBNIMK.js";

// src/commands/measured-fixes.ts
var SIZE_CODES = /* @__PURE__ */ new Set([
  "TOOL_OVER_BUDGET",
  "TOTAL_OVER_BUDGET",
  "DESCRIPTION_TOO_LONG",
  "OVERSIZED_GREW",
  "GROWTH_OVER_BUDGET",
  "HOST_OVER_BUDGET",
  "HOST_DESCRIPTION_CUT",
  "RESULT_OVER_BUDGET",
  "PAGE_OVER_BUDGET",
  "HOST_RESULT_OVER_CAP",
  "TRUNCATED_BY_HOST"
]);
var DESCRIPTION_KINDS = /* @__PURE__ */ new Set(["description-past-cut", "shared-usage-notes"]);
async function measuredFixes(loaded, judged, measurement) {
  const failing = judged.filter((finding) => finding.severity === "error" && SIZE_CODES.has(finding.code));
  if (failing.length === 0 || !measurement.wire?.size) return { findings: judged, fixes: [] };
  const wanted = [...wantedOf(loaded, failing, measurement.wire)].flatMap(([server, asked]) => {
    const wire = measurement.wire.get(server);
    return wire ? [{ server, wire, ...asked }] : [];
  });
  if (wanted.length === 0) return { findings: judged, fixes: [] };
  const tokenizer = await loadTokenizer(loaded.config.tokenizer ?? "o200k_base");
  const deadline = Date.now() + (loaded.config.timeouts?.totalMs ?? DEFAULT_TIMEOUTS.totalMs);
  const proposals = [];
  for (const { server, wire, tools, fixtures } of wanted) {
    proposals.push(
      ...await countedProposals(
        {
          server,
          wire,
          tools,
          fixtures: (loaded.config.fixtures ?? []).filter((f) => fixtures.has(f.name)),
          deadline,
          hosts: hostsOf(loaded.config)
        },
        tokenizer
      )
    );
  }
  rankProposals(proposals);
  const fixes = [];
  const findings = judged.map((finding) => {
    const proposal = failing.includes(finding) ? bestProposal(proposals, finding) : void 0;
    if (!proposal) return finding;
    if (!fixes.some((fix) => fix.subject === finding.subject)) fixes.push({ subject: finding.subject, proposal });
    return { ...finding, measured: measuredFix(finding, proposal) };
  });
  return { findings, fixes };
}
function wantedOf(loaded, failing, wire) {
  const wanted = /* @__PURE__ */ new Map();
  const want = (server) => wanted.get(server) ?? wanted.set(server, { tools: /* @__PURE__ */ new Set(), fixtures: /* @__PURE__ */ new Set() }).get(server);
  for (const { subject } of failing) {
    const fixture = subject.startsWith("fixture:") ? loaded.config.fixtures?.find((f) => f.name === subject.slice(8)) : void 0;
    if (fixture) want(fixture.server).fixtures.add(fixture.name);
    else if (subject.includes("/")) {
      const entry = want(subject.slice(0, subject.indexOf("/")));
      if (entry.tools !== "all") entry.tools.add(subject.slice(subject.indexOf("/") + 1));
    } else
      for (const server of wire.keys())
        if (subject.startsWith("total") || subject === server) want(server).tools = "all";
  }
  return wanted;
}
var forHost = (p, host) => p.hosts?.find((h) => h.host === host)?.tokens ?? 0;
var hostOf = (finding) => finding.code === "HOST_OVER_BUDGET" ? finding.host : void 0;
function bestProposal(proposals, finding) {
  const about = (subject, p) => subject.startsWith("total") ? true : subject.includes("/") || subject.startsWith("fixture:") ? p.subject === subject : p.subject === subject || p.subject.startsWith(`${subject}/`);
  const fits = (p) => finding.code !== "DESCRIPTION_TOO_LONG" || DESCRIPTION_KINDS.has(p.kind);
  const host = hostOf(finding);
  const candidates = proposals.filter((p) => about(finding.subject, p) && fits(p));
  return host ? candidates.filter((p) => forHost(p, host) > 0).sort((a, b) => forHost(b, host) - forHost(a, host))[0] : candidates[0];
}
function measuredFix(finding, proposal) {
  const host = hostOf(finding);
  const overage = finding.limit !== void 0 && finding.actual !== void 0 ? finding.actual - finding.limit : 0;
  const saved = host ? forHost(proposal, host) : finding.unit === "bytes" ? proposal.saves.bytes : finding.unit === "tokens" ? proposal.saves.tokens : void 0;
  return {
    ...proposal.subject === finding.subject ? {} : { where: proposal.subject },
    change: proposal.change,
    saves: proposal.saves,
    ...host ? { hostTokens: forHost(proposal, host) } : {},
    ...saved !== void 0 && overage > saved && finding.unit ? { shortBy: { amount: overage, unit: finding.unit } } : {}
  };
}
export {
  measuredFixes
};
