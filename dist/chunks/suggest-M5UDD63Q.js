import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  openServerSession
} from "./chunk-6VFMPX4Y.js";
import { __m2_prepare as prepare, __m2_sayTempNote as sayTempNote } from "./cli-start-580920F0.js";
import {
  countedProposals,
  hostsOf
} from "./chunk-ZC2YN64J.js";
import {
  rankProposals
} from "./chunk-QZLLVAAZ.js";
import "./chunk-LM5FITTP.js";
import "./chunk-FM6TTRXV.js";
import "./cli-start-580920F0.js";
import {
  configOption
} from "./chunk-FTWV5HZC.js";
import "./chunk-VTE6CCGB.js";
import "./chunk-PZ5BQGAD.js";
import "./chunk-DDAUNJHG.js";
import {
  HOST_PROFILES
} from "./chunk-TEFA5WOP.js";
import { __m6_filterTools as filterTools, __m6_listTools as listTools, __m6_resolveBudgetServers as resolveBudgetServers } from "./cli-start-580920F0.js";
import { __m10_DEFAULT_TIMEOUTS as DEFAULT_TIMEOUTS } from "./cli-start-580920F0.js";
import { __m9_ServerFailure as ServerFailure } from "./cli-start-580920F0.js";
import "./chunk-VV6WRPXC.js";
import "./chunk-CCW25KA5.js";
import "./chunk-4RWOK5JE.js";
import "./chunk-TOTTZ5MB.js";
import {
  fmt
} from "./chunk-CEK7UD7K.js";
import "./chunk-NGA7DO4P.js";
import { __m0_isToolFixture as isToolFixture, __m0_loadBudget as loadBudget } from "./start-shared-3AE6A6EC.js";
import "./start-shared-3AE6A6EC.js";
import { __m6_loadTokenizer as loadTokenizer } from "./start-shared-3AE6A6EC.js";
import "./chunk-4FMI7NQJ.js";
import {
  EXIT,
  jsonSafe,
  showControls,
  userError
} from "./chunk-2TKON5YV.js";
import "./chunk-HANBNIMK.js";

// src/commands/suggest-command.ts
import path from "node:path";

// src/measure/sessions/session-savings.ts
function withSessionSavings(proposals, config) {
  const sessions = config.sessions ?? [];
  if (sessions.length === 0) return proposals;
  const fixtures = new Map((config.fixtures ?? []).map((fixture) => [fixture.name, fixture]));
  return proposals.map((proposal) => {
    const priced = sessions.flatMap(
      (session) => (proposal.hosts ?? []).flatMap((saved2) => {
        const steps = session.steps.map((step) => fixtures.get(step));
        const requests = requestsCarrying(proposal.subject, saved2.host, steps);
        return requests === void 0 ? [] : [{ session: session.name, host: saved2.host, tokens: requests * saved2.tokens }];
      })
    );
    return priced.length > 0 ? { ...proposal, sessions: priced } : proposal;
  });
}
function requestsCarrying(subject, host, steps) {
  const calls = steps.length;
  if (subject.startsWith("fixture:")) {
    const name = subject.slice("fixture:".length);
    return steps.reduce((sum, step, index) => sum + (step.name === name ? calls - index : 0), 0);
  }
  const deferred = HOST_PROFILES[host]?.facts.deferredLoading?.value === true;
  const slash = subject.indexOf("/");
  const server = slash === -1 ? subject : subject.slice(0, slash);
  if (!steps.some((step) => step.server === server)) return 0;
  if (!deferred) return calls + 1;
  if (slash === -1) return void 0;
  const tool = subject.slice(slash + 1);
  const loaded = steps.some((step) => step.server === server && step.tool === tool);
  return loaded ? calls + 1 : 0;
}
var sessionKey = (proposal) => proposal.sessions ? Math.max(...proposal.sessions.map((saved2) => saved2.tokens)) : proposal.saves.tokens;
function rankBySessions(proposals) {
  return proposals.map((proposal, order) => ({ proposal, order })).sort((a, b) => sessionKey(b.proposal) - sessionKey(a.proposal) || a.order - b.order).map(({ proposal }) => proposal);
}

// src/commands/suggest-command.ts
async function suggestCommand(configFile, subject, context) {
  const loaded = await loadBudget(path.resolve(context.cwd, configFile), configFile);
  const { servers } = await resolveBudgetServers(loaded, context.callerEnv);
  const fixtureName = subject?.startsWith("fixture:") ? subject.slice(8) : void 0;
  const fixture = fixtureName === void 0 ? void 0 : loaded.config.fixtures?.find((f) => f.name === fixtureName);
  if (fixtureName !== void 0 && !fixture)
    throw userError("SUGGEST_NO_FIXTURE", { file: configFile, fixture: fixtureName });
  const slash = subject && !fixture ? subject.indexOf("/") : -1;
  const serverName = fixture?.server ?? (slash > 0 ? subject.slice(0, slash) : subject);
  const toolName = slash > 0 ? subject.slice(slash + 1) : void 0;
  const chosen = serverName === void 0 ? servers : servers.filter((server) => server.name === serverName);
  if (chosen.length === 0) throw userError("SUGGEST_NO_SERVER", { server: serverName, file: configFile });
  const targets = chosen.map(
    (server) => ({
      server,
      tools: fixture ? /* @__PURE__ */ new Set() : toolName === void 0 ? "all" : /* @__PURE__ */ new Set([toolName]),
      fixtures: toolName !== void 0 ? [] : (loaded.config.fixtures ?? []).filter(isToolFixture).filter((f) => f.server === server.name && (!fixture || f === fixture))
    })
  );
  const suggestions = await proposalsFor(loaded, targets, context, subject ?? "all");
  if (toolName !== void 0 && suggestions.failures.length === 0 && !suggestions.seen.has(toolName))
    throw userError("SUGGEST_NO_TOOL", { server: serverName, tool: toolName });
  const { seen: _seen, ...result } = suggestions;
  if ((loaded.config.sessions ?? []).length === 0) return result;
  return { ...result, proposals: rankBySessions(withSessionSavings(result.proposals, loaded.config)) };
}
async function proposalsFor(loaded, targets, context, scope) {
  const tokenizer = loadTokenizer(loaded.config.tokenizer ?? "o200k_base");
  const suggestions = {
    scope,
    proposals: [],
    failures: [],
    skipped: [],
    seen: /* @__PURE__ */ new Set()
  };
  for (const { server, tools: wanted, fixtures } of targets) {
    let session;
    try {
      session = await openServerSession(loaded, server, context, tokenizer);
      const tools = filterTools((await listTools(session)).tools, server);
      const wire = { tools, instructions: session.client.getInstructions(), results: /* @__PURE__ */ new Map() };
      for (const tool of tools) if (wanted === "all" || wanted.has(tool.name)) suggestions.seen.add(tool.name);
      const replayed = fixtures.filter((fixture) => !JSON.stringify(fixture.arguments ?? {}).includes('"fromFixture"'));
      suggestions.skipped.push(
        ...fixtures.filter((fixture) => !replayed.includes(fixture)).map((fixture) => fixture.name)
      );
      for (const fixture of replayed)
        wire.results.set(
          fixture.name,
          await session.request(
            "tools/call",
            { name: fixture.tool, arguments: fixture.arguments ?? {} },
            `call ${fixture.name}`
          )
        );
      const totalMs = server.config.timeouts?.totalMs ?? loaded.config.timeouts?.totalMs ?? DEFAULT_TIMEOUTS.totalMs;
      suggestions.proposals.push(
        ...await countedProposals(
          {
            server: server.name,
            wire,
            tools: wanted,
            fixtures: replayed,
            deadline: Date.now() + totalMs,
            hosts: hostsOf(loaded.config)
          },
          await tokenizer
        )
      );
    } catch (error) {
      if (!(error instanceof ServerFailure)) throw error;
      suggestions.failures.push({ server: server.name, code: error.code, detail: error.message });
    } finally {
      await session?.close();
    }
  }
  rankProposals(suggestions.proposals);
  return suggestions;
}

// src/report/reporters/suggestions.ts
function renderSuggestions(suggestions, configFile) {
  const out = [];
  const { proposals } = suggestions;
  const every = suggestions.scope === "all";
  const scope = showControls(suggestions.scope);
  out.push(
    proposals.length === 0 ? `No proposals for ${every ? "any tool or fixture in the budget" : scope}.` : `${fmt(proposals.length)} proposal${proposals.length === 1 ? "" : "s"} for ${every ? "every tool and fixture in the budget" : scope}, each measured by making the change and counting again${proposals.some((p) => p.sessions) ? ", most saved over a session first" : ""}:`,
    ""
  );
  for (const proposal of proposals) {
    out.push(
      `  ${saved(proposal.saves.tokens)} tok  ${saved(proposal.saves.bytes)} B  ${proposal.lossless ? "lossless" : "choice  "}  ${showControls(proposal.subject)}`
    );
    out.push(
      `      ${showControls(proposal.change)}${proposal.loses ? ` (loses: ${showControls(proposal.loses)})` : ""}`
    );
    if (proposal.hosts)
      out.push(
        `      as each host's model receives it: ${proposal.hosts.map((h) => `${h.host} ${saved(h.tokens)} tok`).join(", ")}`
      );
    if (proposal.sessions)
      out.push(
        `      over the sessions: ${proposal.sessions.map((s) => `${showControls(s.session)} on ${s.host} ${saved(s.tokens)} tok`).join(", ")}`
      );
    if (proposal.code)
      out.push(
        "      the code, as measured:",
        ...proposal.code.split("\n").map((line) => `        ${showControls(line)}`)
      );
  }
  for (const failure of suggestions.failures)
    out.push("", `${failure.code} ${showControls(failure.server)}: ${showControls(failure.detail)}`);
  for (const skipped of suggestions.skipped)
    out.push("", `fixture:${showControls(skipped)}: not replayed (its cursor comes from another fixture)`);
  if (proposals.length > 0)
    out.push(
      "",
      `After a change, \`npx mcp-budget update${configOption(configFile)}\` lowers the budget to the new size.`
    );
  return `${out.join("\n")}
`;
}
var saved = (amount) => amount < 0 ? `+${fmt(-amount)}` : `−${fmt(amount)}`;
function renderSuggestionsJson(suggestions) {
  return `${jsonSafe(JSON.stringify(suggestions, null, 2))}
`;
}

// src/cli/commands/suggest.ts
async function run(input) {
  if (input.args.length > 1) throw userError("SUGGEST_ONE_SUBJECT");
  sayTempNote(input);
  const { configFile, context, reporter } = prepare(input);
  const suggestions = await suggestCommand(configFile, input.args[0], context);
  input.io.stdout.write(
    reporter === "json" ? renderSuggestionsJson(suggestions) : renderSuggestions(suggestions, configFile)
  );
  return suggestions.failures.length > 0 ? EXIT.server : EXIT.ok;
}
export {
  run
};
