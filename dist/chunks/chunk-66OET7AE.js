import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  SERVER_FAILURE_CODES,
  findingOf
} from "./chunk-MDEG6Q7S.js";
import {
  checkSessions,
  sessionLimit,
  sessionReport,
  sessionReports
} from "./chunk-M2BICACE.js";
import {
  closestNames
} from "./chunk-EPZHW7OC.js";
import {
  configOption
} from "./chunk-FTWV5HZC.js";
import {
  deferralSide
} from "./chunk-HFNNYEDN.js";
import {
  readsJsonFile
} from "./chunk-VTE6CCGB.js";
import {
  sendsMember
} from "./chunk-PZ5BQGAD.js";
import {
  citation,
  descriptionCutOf,
  severityOf
} from "./chunk-DDAUNJHG.js";
import {
  HOST_PROFILES
} from "./chunk-TEFA5WOP.js";
import { __m17_callerReferences as callerReferences, __m17_reachWidenings as reachWidenings } from "./cli-start-580920F0.js";
import { __m7_METHOD_NOT_FOUND as METHOD_NOT_FOUND, __m7_SURFACE_LISTS as SURFACE_LISTS, __m7_listedKind as listedKind } from "./cli-start-580920F0.js";
import { __m10_DEFAULT_TIMEOUTS as DEFAULT_TIMEOUTS } from "./cli-start-580920F0.js";
import {
  UNITS,
  ceilingInForce,
  fixtureSubject,
  generalCeiling,
  variantsHeldBy
} from "./chunk-UQ5GGXX4.js";
import {
  configuredServer,
  limitFor,
  limitInForce
} from "./chunk-WL76CDZ4.js";
import {
  fmt,
  over
} from "./chunk-CEK7UD7K.js";
import { __m1_MAX_TIMEOUTS as MAX_TIMEOUTS } from "./start-shared-3AE6A6EC.js";
import {
  EXIT
} from "./chunk-2TKON5YV.js";

// src/judge/exit-code.ts
function exitCodeFor(report) {
  const errors = report.findings.filter((finding) => finding.severity === "error");
  if (errors.some((finding) => SERVER_FAILURE_CODES.has(finding.code))) return EXIT.server;
  return errors.length > 0 ? EXIT.overBudget : EXIT.ok;
}

// src/judge/configurations.ts
var MAX_CONFIGURATIONS = 64;
var alternativeOf = (server) => server.variant?.of ?? server.name;
function configurations(servers) {
  const groups = alternatives(servers);
  const alone = servers.filter((server) => !groups.has(alternativeOf(server)));
  if (groups.size === 0) return [{ variants: [], servers }];
  const choices = combinationCount(servers) <= MAX_CONFIGURATIONS ? product([...groups.values()]) : largestIn([...groups.values()]);
  return choices.map((chosen) => ({ variants: chosen.map((server) => server.name), servers: [...alone, ...chosen] }));
}
function combinationCount(servers) {
  return [...alternatives(servers).values()].reduce((product2, group) => product2 * group.length, 1);
}
function alternatives(servers) {
  const varied = new Set(servers.filter((server) => server.variant).map(alternativeOf));
  const groups = /* @__PURE__ */ new Map();
  for (const server of servers)
    if (varied.has(alternativeOf(server)))
      groups.set(alternativeOf(server), [...groups.get(alternativeOf(server)) ?? [], server]);
  return groups;
}
function largestIn(groups) {
  const byUnit = ["tokens", "bytes", "tools"].map(
    (unit) => groups.map((group) => group.reduce((a, b) => b.totals[unit] > a.totals[unit] ? b : a))
  );
  const seen = /* @__PURE__ */ new Set();
  return byUnit.filter((chosen) => {
    const key = chosen.map((server) => server.name).join("\n");
    return !seen.has(key) && seen.add(key);
  });
}
function configurationSubject(configuration) {
  return configuration.variants.length === 0 ? "total" : `total (${configuration.variants.join(", ")})`;
}
function sumOf(servers) {
  return {
    tools: servers.reduce((sum, s) => sum + s.totals.tools, 0),
    bytes: servers.reduce((sum, s) => sum + s.totals.bytes, 0),
    tokens: servers.reduce((sum, s) => sum + s.totals.tokens, 0)
  };
}
function product(groups) {
  return groups.reduce(
    (combinations, group) => combinations.flatMap((combination) => group.map((item) => [...combination, item])),
    [[]]
  );
}
function largestConfiguration(servers) {
  return configurations(servers).map((configuration) => sumOf(configuration.servers)).reduce((a, b) => b.tokens > a.tokens ? b : a, { tools: 0, bytes: 0, tokens: 0 });
}

// src/judge/host-sessions.ts
function hostSessions(servers) {
  const hosts = [...new Set(servers.flatMap((server) => server.hosts?.map((view) => view.host) ?? []))];
  if (hosts.length === 0) return void 0;
  const runs = configurations(servers);
  return hosts.flatMap((host) => {
    const profile = HOST_PROFILES[host];
    if (!profile) return [];
    return runs.map((run) => {
      const views = run.servers.flatMap((server) => server.hosts?.filter((view) => view.host === host) ?? []);
      const side = deferralSide(profile, views);
      return run.variants.length > 0 ? { ...side, configuration: run.variants.join(", ") } : side;
    });
  });
}

// src/judge/spec-sections.ts
var SPEC = "https://modelcontextprotocol.io/specification/2026-07-28";
var SPEC_SECTIONS = {
  resultType: `${SPEC}/basic/index#resulttype`,
  cacheable: `${SPEC}/server/utilities/caching#cacheable-results`,
  ttl: `${SPEC}/server/utilities/caching#time-to-live-ttl-field`,
  cacheSecurity: `${SPEC}/server/utilities/caching#security-considerations`,
  discover: `${SPEC}/server/discover`,
  dualEra: `${SPEC}/basic/versioning#backward-compatibility-with-initialization-based-versions`,
  listChanged: `${SPEC}/server/tools#list-changed-notification`,
  listing: `${SPEC}/server/tools#listing-tools`,
  tool: `${SPEC}/server/tools#tool`
};

// src/judge/finding-words.ts
var words = (said) => said;
var UPDATE_COMMAND = "npx mcp-budget update";
var RAISE_ADVICE = "or raise it in budget.json in a reviewed pull request";
var SCHEMA_READERS = "read in the hosts' own code, Gemini CLI 0.61.0 and Qwen Code 0.24.4 check arguments with ajv and skip the check when ajv cannot compile the schema (SchemaValidator.validate in gemini-cli-core's utils/schemaValidator.js); no host was recorded refusing a tool for its schema";
var ENTRY_UNIT = {
  TOOL_OVER_BUDGET: (f) => f.unit,
  PROMPT_OVER_BUDGET: (f) => f.unit,
  RESOURCE_OVER_BUDGET: (f) => f.unit,
  SKILL_OVER_BUDGET: (f) => f.unit,
  DESCRIPTION_TOO_LONG: () => "chars"
};
function proposedEntry(f) {
  const unit = ENTRY_UNIT[f.code];
  return unit ? { unit: unit(f), figure: f.actual } : void 0;
}
function oversizedEntry(key, units) {
  const figures = units.map(({ unit, figure }) => `"${unit}": ${figure}`).join(", ");
  const today = units.length > 1 ? "figures" : units[0]?.unit === "chars" ? "length" : "size";
  return `(${JSON.stringify(key)}: { ${figures} }) at today's ${today}`;
}
var entryOf = (f) => oversizedEntry(f.subject, [proposedEntry(f)]);
var totalParts = (parts) => !parts || parts.lists.length === 0 ? "" : ` (tools/list and instructions ${fmt(parts.tools)}, ${parts.lists.map(([method, figure]) => `${method} ${fmt(figure)}`).join(", ")})`;
var lateTools = (late) => {
  if (late.length === 0) return "";
  const named = late.slice(0, 5).map((name) => JSON.stringify(name)).join(", ");
  const many = late.length > 1;
  return `; listed only after the calls, ${named}${late.length > 5 ? ` and ${late.length - 5} more` : ""} ${many ? "are" : "is"} measured and held to the limits with the others, as a host in that conversation loads ${many ? "them" : "it"}`;
};
var faceWords = (face) => face === "legacy" ? ", as its initialize face lists it (a dual-era server: every host that connects with initialize loads this definition, the server/discover face lists a smaller one or none)" : face === "capabilities" ? ", as it is listed to a client declaring roots, sampling, elicitation and tasks (hosts that declare them load this definition; the capabilities budget.json declares list a smaller one or none)" : "";
var importedDefault = (imported) => imported.written === void 0 || /^\$\{[A-Za-z_][A-Za-z0-9_]*\}$/.test(imported.written);
var FINDING_WORDS = {
  // definitions (check-definitions.ts, check-listed.ts)
  TOOL_OVER_BUDGET: words({
    message: (a, f) => `tool definition is ${over(f.actual, f.limit)} ${f.unit}${faceWords(a.face)}`,
    fix: (_, f) => `shorten its description or input schema (see \`npx mcp-budget explain ${f.subject}\`), or list it in oversized ${entryOf(f)} in a reviewed pull request`
  }),
  TOTAL_OVER_BUDGET: words({
    message: (a, f) => `${a.server ? "this server's" : "all"} ${a.lists ? "definitions a host loads" : "tool definitions and instructions"} are ${over(f.actual, f.limit)} ${f.unit}${totalParts(a.parts)}`,
    fix: (a) => `shrink the largest tools${a.lists ? ", prompts and resources" : ""} (\`npx mcp-budget measure\` lists them heaviest first) ${RAISE_ADVICE}`
  }),
  PROMPT_OVER_BUDGET: words({
    message: (a, f) => `${a.method} item is ${over(f.actual, f.limit)} ${f.unit}; hosts that load prompts (slash commands) pay it in their model's context`,
    fix: (_, f) => `shorten its description (or its arguments), or list it in oversized ${entryOf(f)} in a reviewed pull request`
  }),
  RESOURCE_OVER_BUDGET: words({
    message: (a, f) => `${a.method} item is ${over(f.actual, f.limit)} ${f.unit}; hosts that load resources (mentions, attachments) pay it in their model's context`,
    fix: (_, f) => `shorten its description (or its arguments), or list it in oversized ${entryOf(f)} in a reviewed pull request`
  }),
  SKILL_OVER_BUDGET: words({
    message: (a, f) => `${a.method} item is ${over(f.actual, f.limit)} ${f.unit}; hosts that offer the server's skills build their registry from these entries`,
    fix: (_, f) => `shorten its frontmatter (the description first), or list it in oversized ${entryOf(f)} in a reviewed pull request`
  }),
  LISTING_FAILED: words({
    message: (a) => `the server advertises ${a.advertised} and ${a.method} could not be had: ${a.failed}; what it lists there is not measured, nor counted in its totals`,
    fix: (a) => a.unanswered ? `answer ${a.method} (an empty list is an answer)` : `make ${a.method} answer, or stop advertising the capability`
  }),
  DESCRIPTION_TOO_LONG: words({
    message: (_, f) => `description is ${over(f.actual, f.limit)} chars; hosts cut what is past the limit without telling the model`,
    fix: (_, f) => `shorten the description (move detail into parameter descriptions or the docs), or list it in oversized ${entryOf(f)} in a reviewed pull request`
  }),
  INSTRUCTIONS_TOO_LONG: words({
    message: (_, f) => `server instructions are ${over(f.actual, f.limit)} chars; hosts cut the rest`,
    fix: () => "shorten the instructions passed to the server constructor"
  }),
  NAME_TOO_LONG: words({
    message: (a, f) => `"${a.hostName}" is ${over(f.actual, f.limit)} chars as the host shows it`,
    fix: () => "shorten the tool name (or the server name); model APIs reject function names over 64 chars"
  }),
  DUPLICATE_TOOL_NAME: words({
    message: (a) => {
      if (a.within) return `server "${a.servers[0]}" lists tool "${a.name}" more than once`;
      const servers = `servers ${a.servers.map((s) => JSON.stringify(s)).join(" and ")}`;
      const shown3 = a.names.slice(0, 10).map((name) => JSON.stringify(name));
      const names = a.names.length === 1 ? `tool ${shown3[0]} is defined by ${servers}` : `${servers} both define ${fmt(a.names.length)} tools of the same names: ${shown3.join(", ")}${a.names.length > 10 ? ` and ${fmt(a.names.length - 10)} more` : ""}`;
      return a.prefixedBy ? `${names}; every host in hosts (${a.prefixedBy.join(", ")}) prefixes tool names with the server name, so no clash reaches the model` : `${names}; hosts that do not prefix names cannot tell them apart`;
    },
    fix: (a) => a.within ? "list each tool once" : a.prefixedBy ? "nothing for the hosts in hosts; give the tools distinct names for a host that sends names as they are" : "give the tools distinct names"
  }),
  TOO_MANY_TOOLS: words({
    message: (_, f) => `${fmt(f.actual)} tools > ${fmt(f.limit)}; hosts cap tools per request (Cursor 40, Windsurf 100, OpenAI 128)`,
    fix: () => "merge or remove tools, or disable some by default"
  }),
  // results (check-results.ts, check-linked.ts)
  RESULT_OVER_BUDGET: words({
    message: (a, f) => resultOver("result", a, f),
    fix: (a, f) => resultOverFix(a, f)
  }),
  PAGE_OVER_BUDGET: words({
    message: (a, f) => resultOver(`page ${a.page}`, a, f),
    fix: (a, f) => resultOverFix(a, f)
  }),
  LINKED_RESOURCE_OVER_BUDGET: words({
    message: (a, f) => `the result links ${JSON.stringify(a.uri)}, which resources/read answers with ${over(f.actual, f.limit)} ${f.unit}: hosts that follow links (pydantic-ai) load it into the context whole, and the result itself is only ${fmt(a.resultFigure)} ${f.unit}`,
    fix: () => "bound the linked resource as you would the result (a page, a projection), or return the part the model needs"
  }),
  // results' contracts (contract-findings.ts)
  ARGUMENTS_INVALID: words({
    message: (a) => a.skipped,
    fix: (a) => a.because === "cursor-not-available" ? "reference a fixture that walks pages and runs earlier on the same server" : a.prompt ? "give the prompt's arguments as prompts/list declares them (each a string)" : "update the fixture's arguments to the tool's current schema"
  }),
  PROMPT_NOT_FOUND: words({
    message: (a) => `${a.skipped}; the prompt was not asked for`,
    fix: () => "correct the fixture's prompt name (as prompts/list gives it) or remove the fixture"
  }),
  RESOURCE_NOT_FOUND: words({
    message: (a) => a.skipped,
    fix: () => "correct the fixture's resource URI (one resources/list gives, or one a resource template makes) or remove the fixture"
  }),
  OUTPUT_SCHEMA_MISMATCH: words({
    message: (a) => paged(
      a,
      a.kind === "unusable" ? `outputSchema of "${a.tool}" cannot be used: ${a.error}` : `structuredContent does not match the outputSchema of "${a.tool}": ${a.mismatch}`
    ),
    fix: (a) => a.kind === "unusable" ? "send a valid JSON Schema as outputSchema" : "make the result conform to the outputSchema, or correct the schema"
  }),
  MISSING_STRUCTURED_CONTENT: words({
    message: (a) => paged(a, `tool "${a.tool}" declares an outputSchema but the result has no structuredContent`),
    fix: () => "return structuredContent that conforms to the outputSchema (clients such as the MCP SDK reject this result)"
  }),
  PAGINATION_DUPLICATE: words({
    message: (a) => `${a.count} record(s) came back more than once: ${a.records.join(", ")}${a.count > a.records.length ? ", …" : ""}`,
    fix: () => "make the cursor encode the position after the last record returned (keyset), not an offset that shifts"
  }),
  PAGINATION_GAP: words({
    message: (a) => `the result states ${a.stated} records but the walk returned ${a.distinct} distinct ones`,
    fix: () => "make every record reachable through the cursor; a page cut by a token budget must resume where it stopped"
  }),
  PAGINATION_LOOP: words({
    message: (a) => {
      if (a.list === "tools/list") {
        return a.reason === "max-pages" ? `tools/list still returned a next cursor after ${a.page} pages; stopped there` : `tools/list returned cursor ${JSON.stringify(a.cursor)} a second time (page ${a.page}); stopped there`;
      }
      if (a.reason === "empty-page-with-cursor")
        return `page ${a.page} is empty yet returns a next cursor; stopped (a client would walk forever)`;
      if (a.reason === "cursor-repeated")
        return `page ${a.page} returned cursor ${JSON.stringify(a.cursor)} a second time; stopped`;
      return `still returning a next cursor after ${a.page} pages (paginate.maxPages); stopped`;
    },
    fix: (a) => {
      if (a.list === "tools/list")
        return "make tools/list return no nextCursor on its last page, and never repeat a cursor";
      if (a.reason === "empty-page-with-cursor") return "never return a next cursor with an empty page";
      if (a.reason === "cursor-repeated") return "make every cursor advance";
      return "end the walk, or raise paginate.maxPages if the data really is that long";
    }
  }),
  TRUNCATION_NOT_IN_BAND: words({
    message: (a) => a.kind === "flag" ? `page ${a.page}: ${a.flagName} is ${JSON.stringify(a.flag)} but the next cursor is ${a.cursor ? "present" : "absent"}` : `page ${a.page - 1} returned a next cursor, but page ${a.page} was empty and last: the cursor promised records that did not exist`,
    fix: (a) => a.kind === "flag" ? "set the truncation flag exactly when a next cursor is returned" : "return no next cursor on the page that holds the last record"
  }),
  EXPECTATION_FAILED: words({
    message: (a) => `${a.problems.map(problemWords).join("; ")}. It returned: ${JSON.stringify(a.preview)}`,
    fix: (a) => a.expectWritten ? "fix the tool, or the fixture's expect if the behaviour changed on purpose" : `fix the tool or the fixture's arguments; a fixture without "expect" must succeed`
  }),
  TOOL_NOT_FOUND: words(
    {
      message: (a) => `${a.kind === "server" ? `fixture names server "${a.server}", which is not configured` : a.skipped}${didYouMean(a.near)}`,
      fix: (a) => a.kind === "server" ? `add "${a.server}" to servers (or mcpConfig), or correct the fixture` : "correct the fixture's tool name or remove the fixture"
    }
  ),
  PRETTY_PRINTED_TEXT: words({
    message: (a) => paged(
      a,
      `a text block is pretty-printed JSON; the compact form would save ${fmt(a.tokens)} tokens (${fmt(a.chars)} chars)`
    ),
    fix: () => "serialize with JSON.stringify(value) instead of JSON.stringify(value, null, 2)"
  }),
  STRING_WRAPPED_STRUCTURED: words({
    message: (a) => paged(
      a,
      `structuredContent.${a.key} is a JSON document inside a string: ${fmt(a.tokens)} tokens for an escaped copy of the payload (${fmt(a.escapingTokens)} of them escaping), on top of the text block`
    ),
    fix: () => "return the object itself as structuredContent (and its compact JSON as the text block), not a string of JSON"
  }),
  RESULT_UNSTABLE: words({
    message: (a) => `the result's size varies between runs (${a.runs.map(fmt).join(", ")} tokens); the largest counts`,
    fix: () => "add normalize rules for timestamps and ids so the figure is repeatable"
  }),
  BINARY_CONTENT: words({
    message: (a) => paged(
      a,
      `${fmt(a.bytes)} bytes of base64 payload (${Object.entries(a.blocks).map(([type, n]) => `${n} ${type}`).join(", ")}); not counted as text tokens, hosts bill images and audio by their own rules`
    )
  }),
  INPUT_REQUIRED_UNANSWERED: words({
    message: (a) => `the tool answered input_required (round ${a.round}) asking for ${a.keys.map((key) => JSON.stringify(key)).join(", ")}, which the fixture's inputResponses does not supply; the call stopped there (https://modelcontextprotocol.io/specification/2026-07-28/basic/patterns/mrtr)`,
    fix: () => "add the answers to the fixture's inputResponses, by request key"
  }),
  // servers (contract-findings.ts)
  TOOLS_LIST_UNSTABLE: words({
    message: (a) => `${a.when === "session" ? "a second tools/list in the same session" : "a listing after a restart"} differs from the first at ${a.path}: hosts cache the prompt prefix, and tool definitions come first, so every session pays for it again${a.modern ? ` (revision 2026-07-28: the list MUST NOT vary per connection, and SHOULD keep a deterministic order: ${SPEC_SECTIONS.listing})` : ""}`,
    fix: () => "make tools/list deterministic: stable order, no timestamps or random ids in names, descriptions or schemas"
  }),
  INVALID_INPUT_SCHEMA: words({
    message: (a) => a.kind === "tool" ? `inputSchema ${a.error}` : a.skipped,
    fix: (a) => a.kind === "tool" ? `send a valid JSON Schema with "type": "object" at its root, as MCP's Tool definition requires (${SPEC_SECTIONS.tool}); ${SCHEMA_READERS}` : "make the inputSchema checkable: no $ref may lead back to the value it is checking"
  }),
  INPUT_SCHEMA_LENIENT: words({
    message: (a) => `inputSchema breaks a rule that only strict readers of ${a.dialect === "2020-12" ? "JSON Schema 2020-12 (MCP's default)" : a.dialect} enforce: ${a.error}${/regular expression/i.test(a.error) ? " (the pattern is valid ECMA-262 without the `u` flag, which JSON Schema validators such as ajv apply)" : ""}; read without that rule it checks arguments, and mcp-budget checks fixture arguments so`,
    fix: (a) => `make it valid under ${a.dialect === "2020-12" ? "JSON Schema 2020-12" : a.dialect}: a host that validates strictly cannot use it; ${SCHEMA_READERS}`
  }),
  ENV_VARIABLE_UNSET: words({
    message: (a) => a.withheld ? `${a.withheld.field} in ${a.withheld.origin} gives the server ${a.variable}, a value the base's config did not: withheld on this pull request, the server ran without it, so tools it lists only when ${a.variable} is set were not measured` : a.imported ? `${a.imported.field ? `${a.imported.field} in ${a.imported.origin}` : a.imported.origin} names ${a.imported.written ?? `\${${a.variable}}`}, which is not set where mcp-budget runs${importedDefault(a.imported) ? " and has no default" : ""}: the server was not started, so none of its tools were measured or counted in the totals` : `${a.key ? `env.${a.key}` : "the server's env"} names \${${a.variable}}, which is not set where mcp-budget runs: the server ran with it empty, so tools it lists only when ${a.variable} is set were not measured`,
    fix: (a) => a.withheld ? `review what ${a.withheld.field} gives the server: it takes effect once the change is merged, as on a pull request the base branch's config is the policy` : a.imported ? `set ${a.variable} where mcp-budget runs (in CI, from a secret: env: ${a.variable}: \${{ secrets.${a.variable} }}) and run again; ${importedDefault(a.imported) ? `if the server needs no value, give it a default in ${a.imported.origin} ("\${${a.variable}:-}")` : `if the server needs no value, set it empty (${a.variable}=), as ${a.imported.origin} has no default syntax`}, or declare the server in budget.json servers, which overrides the imported entry` : `set ${a.variable} where mcp-budget runs (in CI, from a secret: env: ${a.variable}: \${{ secrets.${a.variable} }}); if the server lists the same tools without it, write "\${${a.variable}:-}" to say it is optional`
  }),
  STDOUT_NOISE: words({
    message: (a) => `printed ${a.lines} line(s) on stdout that are not JSON-RPC (skipped); stdout belongs to the protocol. First: ${a.first.map((line) => JSON.stringify(line)).join(", ")}`,
    fix: () => "log to stderr instead of stdout"
  }),
  SERVER_START_FAILED: words({
    message: (a) => a.kind === "skipped" ? `skipped: ${a.reason} (declared in ${a.origin})` : failureMessage(a),
    fix: (a) => a.kind === "skipped" ? `declare "${a.server}" in budget.json servers with values mcp-budget can use; it overrides the imported entry` : failureFix("SERVER_START_FAILED", a)
  }),
  SERVER_TIMEOUT: words({ message: failureMessage, fix: (a) => failureFix("SERVER_TIMEOUT", a) }),
  SERVER_CRASHED: words({ message: failureMessage, fix: (a) => failureFix("SERVER_CRASHED", a) }),
  PROTOCOL_ERROR: words({ message: failureMessage, fix: (a) => failureFix("PROTOCOL_ERROR", a) }),
  SERVER_LIMIT_HIT: words({ message: failureMessage, fix: (a) => failureFix("SERVER_LIMIT_HIT", a) }),
  SANDBOX_UNAVAILABLE: words({
    message: (a) => a.kind === "partial" ? `ran without its full sandbox: ${a.reason}` : failureMessage(a),
    fix: (a) => a.kind === "partial" ? "install bubblewrap (apt-get install bubblewrap) and allow user namespaces, or set sandbox.require to true to refuse instead" : failureFix("SANDBOX_UNAVAILABLE", a)
  }),
  TOOLS_CHANGED_MID_SESSION: words({
    message: (a) => `tools/list after the fixtures ran differs from the first listing at ${a.path}${a.notified ? " (announced with notifications/tools/list_changed)" : ", with no notifications/tools/list_changed"}: hosts cache the prompt prefix, and a changed definition block is written to the cache again in full (${a.modern ? `revision 2026-07-28: the list MUST NOT vary as a side effect of other requests, ${SPEC_SECTIONS.listing}` : SPEC_SECTIONS.listChanged})${lateTools(a.late)}`,
    fix: (a) => a.notified ? "list every tool from the start, and let calls fail with a clear error when a tool cannot be used yet" : "keep the list fixed during a conversation; if it must change, send notifications/tools/list_changed"
  }),
  // revision 2026-07-28 (revision-findings.ts)
  RESULT_TYPE_MISSING: words({
    message: (a) => `results of ${a.methods.join(", ")} carry no "resultType"; revision 2026-07-28 requires it on every result (${SPEC_SECTIONS.resultType}), and a 2026-07-28 client built on the TypeScript SDK rejects such a result`,
    fix: () => 'add "resultType": "complete" to every result (an SDK that speaks 2026-07-28 does it for you)'
  }),
  CACHE_HINTS_MISSING: words({
    message: (a) => `${a.missing} of ${a.of} ${a.method} answer(s) lack a valid ttlMs (>= 0) and cacheScope ("public" or "private"); the first had ttlMs ${JSON.stringify(a.ttlMs) ?? "absent"}, cacheScope ${JSON.stringify(a.cacheScope) ?? "absent"}. Servers MUST send both (${SPEC_SECTIONS.cacheable}); a client then assumes 0 and fetches again every time`,
    fix: (a) => `return "ttlMs" and "cacheScope" on ${a.method} (the TypeScript server SDK: the cacheHints option)`
  }),
  CACHE_SCOPE_VARIES: words({
    message: (a) => `${a.method}'s pages of one listing say different cacheScopes: page ${a.first.page} ${JSON.stringify(a.first.cacheScope)}, page ${a.other.page} ${JSON.stringify(a.other.cacheScope)}. A list's pages make one result (${SPEC_SECTIONS.cacheable}): a shared cache that keeps the "public" pages holds part of a list that is private`,
    fix: (a) => `answer every page of ${a.method} with the same cacheScope ("private" if any page depends on who asks)`
  }),
  CACHE_TTL_ZERO: words({
    message: () => `tools/list says "ttlMs": 0: immediately stale (${SPEC_SECTIONS.ttl}), so a host may fetch the definitions again before every use, and any change rewrites its prompt cache`,
    fix: () => "give tools/list a ttlMs as long as the list really holds (minutes, or hours), and send notifications/tools/list_changed when it changes"
  }),
  CACHE_SCOPE_PUBLIC_WITH_CREDENTIALS: words({
    message: (a) => `${a.method} answered a request that carried credentials with "cacheScope": "public": shared caches may serve it to callers with other credentials (${SPEC_SECTIONS.cacheSecurity})`,
    fix: () => `answer "private" when the list depends on who asks; "public" only when it is the same for everyone`
  }),
  ERA_PARITY: words({
    message: (a) => {
      const differences = [
        ...a.instructions ? [
          `instructions (${a.instructions.modernChars} chars via server/discover, ${a.instructions.legacyChars} via initialize)`
        ] : [],
        ...a.tools ? [`tools/list at ${a.tools.tool} ${a.tools.path}`] : []
      ];
      return `this dual-era server shows hosts of the two eras different things: ${differences.join("; ")}. A host that uses server/discover never sees what initialize gives, and the other way round (${SPEC_SECTIONS.dualEra})`;
    },
    fix: () => "serve the same tools and instructions to both eras (with the TypeScript server SDK: one factory, whatever ctx.era says)"
  }),
  // against the base (changes.ts)
  GROWTH_OVER_BUDGET: words({
    message: (a, f) => {
      const what = a.of === "tool" ? `tool ${f.subject}` : a.lists ? "all definitions a host loads (tools, instructions, prompts, resources)" : "all tool definitions and instructions";
      const text = f.unit === void 0 ? `${f.actual}% > ${f.limit}%` : `+${fmt(f.actual)} > +${fmt(f.limit)} ${f.unit}`;
      return `${what} grew ${fmt(a.beforeBytes)} → ${fmt(a.afterBytes)} bytes against ${a.ref}: ${text}${a.change ? whereItGrew(a.change) : ""}${a.accepted ? " (growth accepted in review)" : ""}`;
    },
    fix: (a) => `${a.change ? `\`mcp-budget explain ${a.change.subject}\` shows where its bytes go; ` : ""}shrink it back, or accept the growth in review: raise the gate in budget.json, or label the pull request "mcp-budget: accept growth"`
  }),
  // hosts (host-findings.ts); `source` is the fact the finding rests on, cited after the message
  HOST_DESCRIPTION_CUT: words({
    message: (a) => a.kind === "description" ? `${a.title} cuts this description at ${fmt(a.cut)} chars, silently: the model reads ${fmt(a.cut)} of ${fmt(a.chars)}${citation(a.source)}` : `${a.title} cuts the server instructions at ${fmt(a.cut)} chars${citation(a.source)}`,
    fix: (a) => a.kind === "description" ? "shorten the description below the cut; put the essential part first" : "shorten the instructions below the cut"
  }),
  HOST_NAME_TOO_LONG: words({
    message: (a, f) => `${a.title} names it "${a.hostName}" (${a.hostName.length} chars), over its ${f.limit}${citation(a.source)}`,
    fix: () => "shorten the tool or the server name"
  }),
  HOST_NAME_SHORTENED: words({
    message: (a, f) => `${a.title} would name it "${a.unshortened}" (${a.unshortened.length} chars), over its ${f.limit ?? ""}, and shows the model "${a.hostName}" instead${citation(a.source)}`,
    fix: () => "shorten the tool or the server name so the model sees the name you chose"
  }),
  HOST_RESULT_SPILLED: words({
    message: (a) => a.spill ? `${a.title} saves this result to a file (over ${fmt(a.spill.chars)} chars): its model reads a reference and about ${fmt(a.spill.previewChars)} chars of preview, ${fmt(a.tokens)} of ${fmt(a.preCutTokens)} tokens, and must read the file for the rest${citation(a.source)}` : `${a.title} saves this result to a file (over its cap of ${fmt(a.tokenCap ?? 0)} tokens): its model reads only a note naming the file, ${fmt(a.tokens)} of ${fmt(a.preCutTokens)} tokens, and must read the file for all of it${citation(a.source)}`,
    fix: (a) => a.spill?.perToolMetaKey ? `page the result, or declare _meta["${a.spill.perToolMetaKey}"] (up to ${fmt(a.spill.perToolMax ?? a.spill.chars)}) on a tool whose results must stay inline` : "page the result"
  }),
  STARTUP_PAST_HOST_WAIT: words({
    message: (a) => `its slowest start took ${fmt(a.slowestMs)} ms to answer tools/list (median ${fmt(a.medianMs)} ms over ${fmt(a.starts)} ${a.starts === 1 ? "start" : "starts"}, timed on this machine), and ${a.title}${modesSaid(a.modes)} waits ${fmt(a.waitMs)} ms for a server before its first model request, then goes on without it: its first turn lacks this server's tools${a.own ? ` (${a.own} in budget.json)` : citation(a.source)}`,
    fix: (a) => `make the server answer tools/list sooner (list before slow set-up; install it rather than fetch it at start)${a.setting ? `, or tell users to raise ${a.setting}` : ""}`
  }),
  STARTUP_HOST_NO_WAIT: words({
    message: (a) => `its slowest start took ${fmt(a.slowestMs)} ms to answer tools/list (median ${fmt(a.medianMs)} ms over ${fmt(a.starts)} ${a.starts === 1 ? "start" : "starts"}, timed on this machine), past ${fmt(a.thresholdMs)} ms, and ${a.title}${modesSaid(a.modes)} sends its first model request without waiting for MCP servers: its first turn lacks this server's tools${citation(a.source)}`,
    fix: (a) => `make the server answer tools/list sooner (list before slow set-up)${a.setting ? `; to make ${a.title} wait: ${a.setting}` : ""}`
  }),
  HOST_TOO_MANY_TOOLS: words({
    message: (a) => `${fmt(a.count)} tools${a.reserved > 0 ? ` and ${fmt(a.reserved)} of its own (reservedTools)` : ""}, and ${a.title} accepts at most ${fmt(a.max)}${citation(a.source)}`,
    fix: () => "merge or remove tools, or let users enable them in groups"
  }),
  HOST_SCHEMA_STRIPPED: words({
    message: (a) => `${a.title} drops or rewrites ${a.keywords.map((k) => JSON.stringify(k)).join(", ")} in this input schema: the model may not see the tool as written${citation(a.source)}`,
    fix: () => "keep to what every host keeps (type, description, enum, items, properties, required, a plain object root); say formats, defaults and bounds in the description"
  }),
  ANTHROPIC_COUNT_FAILED: words({
    message: (a) => `--anthropic-count could not count ${a.title}'s payload of this server: ${a.error}. Its tokens are the o200k estimate, not a Claude model's count`,
    fix: () => "check ANTHROPIC_API_KEY and --anthropic-model (a model the key may use), or run again when the API answers (429 and 529 pass); counts that succeed are cached"
  }),
  HOST_RESULT_OVER_CAP: words({
    message: (a, f) => `${a.title} receives ${fmt(f.actual)} tokens of this result, over its cap of ${fmt(f.limit)}${citation(a.source)}`,
    fix: () => "page the result and project the fields the model needs"
  }),
  HOST_OVER_BUDGET: words({
    message: (a, f) => a.of === "session-start" ? `in ${a.title}, every session starts with ${fmt(f.actual)} tokens of these servers${a.resourceTools ? ` (${fmt(a.resourceTools)} of them its resource tools, there because a server advertises resources)` : ""} > ${fmt(f.limit)} (+${fmt(f.actual - f.limit)})` : a.of === "tool" ? `as ${a.title} sends it, this tool is ${fmt(f.actual)} tokens > ${fmt(f.limit)}` : `${a.title}'s model receives ${fmt(f.actual)} tokens of this result > ${fmt(f.limit)}`,
    fix: (a) => a.of === "session-start" ? "shrink the heaviest tools as this host sends them (`npx mcp-budget measure`)" : a.of === "tool" ? "shorten its description or input schema" : "page the result and project the fields the model needs"
  }),
  SESSION_OVER_BUDGET: words({
    message: (a, f) => `on ${a.title}, this session sends ${over(f.actual, f.limit)} tokens of these servers over its ${fmt(a.turns)} model requests; turn ${fmt(a.turn)} crossed the limit`,
    fix: (_, f) => `shrink what every turn carries (definitions, instructions) or what later turns replay (page or project the results); \`npx mcp-budget explain ${f.subject}\` shows each turn`
  }),
  HOST_RESULT_CUT: words({
    // The lost text's start quoted as JSON, so no server text can break the line (as HOST_CUT_CROSSED quotes it).
    message: (a) => {
      const lost = a.textLost;
      const loses = lost ? ` and loses ${fmt(lost.chars)} chars from char ${fmt(lost.at)}, starting ${JSON.stringify(lost.start)}${lost.chars > lost.start.length ? " …" : ""}` : "";
      return `${a.title} cuts this result: its model reads ${fmt(a.tokens)} of ${fmt(a.preCutTokens)} tokens (${fmt(a.bytes)} of ${fmt(a.preCutBytes)} bytes)${loses}${citation(a.source)}`;
    },
    fix: () => "page the result or project the fields the model needs, so it fits the cut whole"
  }),
  TRUNCATED_BY_HOST: words({
    message: (a) => `${a.title}'s ${a.spilled ? "spill of this result to a file" : "cut of this result"} loses ${a.lost.join(", ")}: the model can neither go on nor know there was more${citation(a.source)}`,
    fix: () => 'keep results under the cut, or put the cursor and a "more" notice where the cut keeps them (the start or the end)'
  }),
  // ratchet (ratchet.ts)
  OVERSIZED_GREW: words({
    message: (a, f) => `known-oversized ${oversizedWords(a.what)} grew: ${fmt(f.actual)} > ${fmt(f.limit)} ${f.unit} (+${fmt(f.actual - f.limit)}); oversized entries may shrink, never grow`,
    fix: (_, f) => `bring it back to ${fmt(f.limit)} ${f.unit} or less; raising the entry is a decision for a reviewed pull request`
  }),
  OVERSIZED_STALE: words({
    message: (a, f) => a.fitsGeneral !== void 0 ? `${oversizedWords(a.what)} is now ${fmt(f.actual)} ${f.unit} and fits the general limit of ${fmt(a.fitsGeneral)}: the oversized entry (${fmt(f.limit)}) is no longer needed` : `${oversizedWords(a.what)} shrank to ${fmt(f.actual)} ${f.unit} (entry says ${fmt(f.limit)}, -${fmt(f.limit - f.actual)}): lower the entry so it cannot grow back`,
    fix: () => `run \`${UPDATE_COMMAND}\` and commit budget.json`
  }),
  OVERSIZED_OBSOLETE: words({
    message: (a) => `oversized entry for ${a.kind === "fixture" || a.kind === "session" ? `${a.kind} "${a.name}", which budget.json no longer defines` : a.kind === "server" ? `server "${a.name}", which is no longer configured` : `${a.kind} "${a.name}", which server "${a.server}" no longer lists`}`,
    fix: () => `run \`${UPDATE_COMMAND}\` and commit budget.json (it removes the entry)`
  }),
  OVERSIZED_RENAMED: words({
    message: (a) => `tool ${a.from} was renamed to ${a.to} (the same definition apart from the name): its oversized entry follows it and holds it (${entryWords(a.entry)}), but budget.json still names the old tool`,
    fix: (a) => `rename the key oversized["${a.from}"] to "${a.to}" in budget.json, numbers unchanged (moved with the same numbers it is no raise)`
  }),
  // against the base (semver.ts, hidden-against-base.ts, host-crossings.ts)
  BREAKING_CHANGE: words({
    message: (a) => `${a.change}${a.detail === void 0 ? "" : `: ${a.detail}`} (${a.at?.startsWith("annotations.") ? "hosts that approve tools by the base's hints, and agents that plan on them, now get a riskier tool" : "breaks callers written against the base"}${a.at === void 0 ? "" : `; at ${a.at}`})`,
    fix: (a) => `keep it compatible (add, deprecate, then remove), or release it as ${releaseWords(a.release)}`
  }),
  SEMVER_BUMP_TOO_SMALL: words({
    message: (a) => `version ${a.base} → ${a.head} is ${a.released === "downgrade" ? "lower than the base" : `a ${a.released} release`}, but the tools' changes need a ${a.release.needed} one${a.release.zero ? ` (${ZERO_NOTES[a.release.zero]})` : ""}`,
    fix: (a) => `release ${a.release.next ?? `a ${a.release.needed} version`}, or make the changes compatible`
  }),
  MEASURED_TOOLS_HIDDEN: words({
    message: (a) => `${fmt(a.tools.length)} tool(s) the base measured are hidden from measurement by the client capabilities this change declares: ${a.tools.map((tool) => `${tool.name} (${fmt(tool.bytes)} B at the base)`).join(", ")}. Hosts that declare roots, sampling, elicitation or tasks still send them to their model`,
    fix: () => "declare the capabilities the base declared (clientCapabilities in budget.json), so every tool a host can see is measured"
  }),
  HOST_CUT_CROSSED: words({
    message: (a, f) => a.kind === "description" ? `this change moves the description past ${a.title}'s ${fmt(a.cut)}-character cut: its model no longer reads ${lostWords(a.lost)}${citation(a.source)}` : `this change makes ${a.title} ${a.spilled ? "save this result to a file" : "cut this result"} (${fmt(a.before)} → ${fmt(f.actual)} tokens): its model no longer reads ${lostWords(a.lost)}${a.including.length > 0 ? `, including ${a.including.join(", ")}` : ""}${citation(a.source)}`,
    fix: (a) => a.kind === "description" ? "shorten the description, or move what it now loses before the cut" : "page the result or project fewer fields, so it fits the host as it did"
  }),
  HOST_DEFERRAL_CROSSED: words({
    message: (a, f) => {
      const side = (deferred) => deferred ? "held back behind tool search" : "sent up front";
      const count = a.rule === "tools-over" ? `${fmt(a.before.tools)} → ${fmt(f.actual)} tools, ${a.deferred ? "past" : "within"} its ${fmt(f.limit)}` : `${fmt(a.before.tools)} → ${fmt(f.actual)} tools${a.model ? ` with ${a.model}` : ""}`;
      return `this change tips ${a.title} to the other side of its deferral threshold (${count}): the servers' definitions are now ${side(a.deferred)} (were ${side(a.before.deferred)}); session start ${fmt(a.before.sessionStartTokens)} → ${fmt(a.sessionStartTokens)} tokens${citation(a.source)}`;
    },
    fix: (a) => a.deferred ? "keep the tools under the threshold (fewer, or grouped behind one tool) if the model should see them from the start, or accept that it now looks them up on use" : "the definitions now cost every session up front: keep them past the threshold only if that is what you meant, or trim them"
  }),
  // servers (capability-findings.ts)
  CAPABILITY_HIDDEN_TOOLS: words({
    message: (a) => {
      const named = a.tools.map((tool) => `${tool.name} (${fmt(tool.bytes)} B)`).join(", ");
      const more = a.count > a.tools.length ? ` and ${fmt(a.count - a.tools.length)} more` : "";
      return `the client capabilities declared (${a.declared.length > 0 ? a.declared.join(", ") : "none"}) hide ${fmt(a.count)} tool(s) this server lists to a client declaring roots, sampling, elicitation and tasks: ${named}${more}. Hosts that declare those capabilities load them: they are measured and held to the limits as that client is listed them`;
    },
    fix: (a, f) => `declare what your users' hosts declare: "clientCapabilities": { "elicitation": {}, "sampling": {}, "roots": { "listChanged": true } } ${a.inBudget ? `on servers["${f.subject}"]` : "at the top level of budget.json"} (\`mcp-budget init\` writes them when they reveal more tools)`
  }),
  // the base (base-provenance.ts)
  BASE_UNMEASURED: words({
    message: (a) => {
      const what = a.what.kind === "base" ? `the base (${a.at})` : `server "${a.what.name}" at the base (${a.at})`;
      const unanswered = a.gates.length > 0 ? `; the growth gates (${a.gates.map((gate) => `growth.${gate}`).join(", ")}) have no answer for it, and a gate whose answer is unknown has not passed` : "";
      const nothingToDo = a.advice.kind === "new-budget" ? `. Nothing to do: ${a.advice.configFile} is new in this change, so the base has no budget to measure; growth is judged from the next pull request` : "";
      return `${what} could not be measured: ${a.reason}. Its tools are not compared with the base (none is shown as new, removed or grown)${unanswered}${nothingToDo}`;
    },
    fix: (a) => a.advice.kind === "new-budget" ? void 0 : adviceWords(a.advice, a.at) + (a.acceptable ? '; or accept not knowing: "growth": { "unmeasuredBase": "warning" } (or --unmeasured-base warning)' : "")
  }),
  // budget.json against the base's (budget-raises.ts, edit-raises.ts, run-edit-raises.ts, against-base.ts)
  BUDGET_RAISED: words({
    message: (a) => a.kind === "line" ? raiseWords(a.line) : a.kind === "budget-new" ? `${a.file} is new in this change (not at ${a.ref}): every limit in it is new` : `${a.file} at ${a.ref} is not valid, so raises cannot be judged`,
    fix: (a) => a.kind !== "line" ? void 0 : a.policy === "fail" ? "loosening the budget needs a separate approval here: revert this line, or get it approved and run with raises: allow" : "review this line: loosening the budget is the decision this pull request asks for"
  })
};
var oversizedWords = (what) => what.kind === "result" ? `result of ${what.key}` : what.kind === "session" ? what.key : `${what.kind} ${what.key}`;
function entryWords(entry) {
  return ["bytes", "tokens", "chars"].filter((unit) => entry[unit] !== void 0).map((unit) => `${fmt(entry[unit])} ${unit}`).join(", ");
}
var ZERO_NOTES = {
  "0.0.z": "under 0.0.z every release may break",
  "0.y.z": "under 0.y.z the minor is the breaking one"
};
function releaseWords(r) {
  if (!r.zero) return `a ${r.needed} version${r.next ? ` (${r.next})` : ""}`;
  return `${r.zero === "0.0.z" ? "a new version" : `a ${r.needed} version`} (${r.next ? `${r.next}: ` : ""}${ZERO_NOTES[r.zero]})`;
}
var didYouMean = (near) => near?.length ? `; did you mean ${near.map((name) => JSON.stringify(name)).join(" or ")}?` : "";
function lostWords(text) {
  return `${fmt(text.chars)} chars from char ${fmt(text.at)}, starting ${JSON.stringify(text.start)}${text.chars > text.start.length ? " …" : ""}`;
}
function adviceWords(advice, at2) {
  if (advice.kind === "report")
    return "the saved base report has no figures for it: save the report of a base run where it started, or measure the base instead (--base with --base-setup)";
  if (advice.kind === "setup-failed")
    return `make the base setup succeed in the merge base's worktree (${at2}), or pass the report saved by the base commit's own run (--base-report, Action input base-report)`;
  return `build the base before it is measured: --base-setup "${advice.setupCommand}" (Action input base-setup), or pass the report saved by the base commit's own run (--base-report, Action input base-report)`;
}
function modesSaid(modes) {
  return modes.length === 1 ? ` (${modes[0] === "interactive" ? "in an interactive session" : "run non-interactively"})` : "";
}
var paged = (a, said) => a.page === void 0 ? said : `page ${a.page}: ${said}`;
function problemWords(problem) {
  if (problem.wanted === "error") return "expected an error result, got success";
  if (problem.wanted === "success")
    return `expected success, got ${problem.rpcError !== void 0 ? `JSON-RPC error ${problem.rpcError}` : "isError: true"}`;
  return `expected the text to include ${JSON.stringify(problem.text)}`;
}
function failureMessage(a) {
  return `${a.phase}: ${a.detail}${a.stderr ? `
last stderr lines:
${a.stderr}` : ""}`;
}
function failureFix(code, a) {
  return a.named ?? causeFix(a) ?? (code === "SERVER_TIMEOUT" ? "make the server answer in time, or raise timeouts in budget.json" : code === "SANDBOX_UNAVAILABLE" ? "install bubblewrap (apt-get install bubblewrap) and allow user namespaces (see the README's security section), or set sandbox.require to false" : a.phase.startsWith("call ") ? callFix(a.phase.slice("call ".length)) : `run the server's command by hand to see why it fails (\`npx mcp-budget measure\` shows the same error)`);
}
var callFix = (tool) => `the server failed while answering a fixture's call of ${JSON.stringify(tool)} (it started and listed its tools): the stderr lines above say why; fix the tool, or give the fixture arguments the tool handles, and run that call by hand to see it pass`;
function causeFix(failure) {
  const text = `${failure.detail}
${failure.stderr}`;
  const lookup = /getaddrinfo (?:EAI_AGAIN|ENOTFOUND)(?: [^\s'"]+)?|connect ENETUNREACH(?: [^\s'"]+)?|Temporary failure in name resolution|Name or service not known|Network is unreachable|dial tcp: lookup [^\s:]+/.exec(
    text
  );
  if (lookup && !failure.hasNetwork) {
    return `it needs the network (${lookup[0]}), and the sandbox gives it none: give this server the network in budget.json, "sandbox": { "network": "host" } (on a pull request, the base branch's budget.json is the policy: the change takes effect once merged), or have it start without reaching out`;
  }
  if (/exceeds the message cap|over the \d+-byte cap/.test(text)) {
    return "a message is larger than mcp-budget keeps (64 MiB by default): raise the cap with --max-message-bytes <n>, or make the server answer in smaller pages";
  }
  const windows = /command not found: (?:cmd|powershell|pwsh|\S+\.(?:cmd|bat|exe|ps1)) \(|[A-Za-z]:\\[^\s'"]*|\bcmd(?:\.exe)? \/c\b|(?<![\w\\])[\w.-]+(?:\\[\w.-]+)*\\[\w-]+\.(?:[cm]?js|ts|py|exe|cmd|bat|ps1|jar)\b/i.exec(
    text
  );
  if (windows) {
    const relative = /^[\w.-]+(?:\\[\w.-]+)+$/.test(windows[0]) ? `: ${windows[0].replace(/\\/g, "/")}` : "";
    return `this entry is written for Windows (${windows[0].replace(/ \($/, "")}), and mcp-budget runs servers on Linux and macOS: declare the server in budget.json servers with its POSIX command (npx, node, forward slashes${relative}); it overrides an imported entry`;
  }
  return void 0;
}
function resultOver(where, a, f) {
  if (a.tooLarge)
    return `${where} is ${fmt(f.actual)} bytes, over mcp-budget's message cap; it was measured in bytes only, not kept or tokenized`;
  return `${where} is ${fmt(f.actual)} ${f.unit} > ${fmt(f.limit)} (+${fmt(f.actual - f.limit)})${a.text ? ` (text ${fmt(a.text.textTokens)}, structured ${fmt(a.text.structuredTokens)})` : ""}`;
}
function resultOverFix(a, f) {
  if (a.tooLarge)
    return "return a bounded page (projection, a token-budgeted page size and a cursor) instead of everything at once";
  return `project the fields the model needs and page the rest (see \`npx mcp-budget explain ${f.subject}\`), or list it in oversized at today's size in a reviewed pull request`;
}
function measuredWords(measured, finding, shortBy = measured.shortBy ? [measured.shortBy] : []) {
  const where = measured.where ? `${measured.where}: ` : "";
  const forThisHost = finding.host && measured.hostTokens !== void 0 ? `, ${fmt(measured.hostTokens)} tokens in what ${finding.host}'s model receives` : "";
  const short = shortBy.length > 0 ? `, not enough on its own: ${shortBy.map((s) => `${fmt(s.amount)} ${s.unit}`).join(" and ")} over` : "";
  return `measured: ${where}${measured.change} saves ${fmt(measured.saves.tokens)} tokens, ${fmt(measured.saves.bytes)} bytes${forThisHost}${short} (npx mcp-budget suggest${finding.subject.startsWith("total") ? "" : ` ${finding.subject}`})`;
}
var withMeasured = (own2, measured) => own2 ? `${own2}; ${measured}` : measured;
function whereItGrew(change) {
  const grown = (change.fields ?? []).filter((field) => field.delta > 0).map((field) => `${field.field} +${fmt(field.delta)} B`);
  const parts = grown.length > 0 ? [`in ${grown.join(", ")}`] : [];
  if (change.sentByNoHost)
    parts.push(
      change.askedEveryProfile ? "no shipped host profile sends this growth to its model (no `hosts` in budget.json: every profile asked)" : "no host in hosts sends this growth to its model"
    );
  else if (change.hosts?.length)
    parts.push(
      `as hosts send it: ${change.hosts.map((host) => `${host.host} ${host.deltaBytes > 0 ? "+" : ""}${fmt(host.deltaBytes)} B`).join(", ")}`
    );
  return parts.length > 0 ? `; ${parts.join("; ")}` : "";
}
function grewWords(grew, message, fix) {
  const where = whereItGrew(grew.change);
  const pointer2 = `\`mcp-budget explain ${grew.change.subject}\` shows where its bytes go; `;
  return {
    message: `${where !== "" && message.includes(where) ? message : `${message}${where}`}${grew.unseen ? ": reported, not failing" : ""}`,
    fix: (fix?.startsWith(pointer2) ? fix : `${pointer2}${fix ?? ""}`).replace(/; $/, "")
  };
}
var RAISE_WHY = {
  tokenizer: "the same text counts differently",
  hostToolName: "nameChars is checked on this name",
  era: "another protocol revision is measured",
  normalize: "it rewrites the result before counting",
  stale: "a stale oversized entry no longer fails",
  unmeasuredBase: "growth gates that cannot be answered no longer fail",
  breakingNotFailing: "tool changes that break callers no longer fail",
  breakingOff: "tool changes that break callers are no longer looked for",
  capabilitiesUncounted: "tools the declared client capabilities hide are no longer counted",
  toolsList: "an unstable tools/list no longer fails",
  mcpConfig: "which servers are measured",
  fixtureServer: "another server is called",
  fixtureTool: "another tool is called",
  fixturePrompt: "another prompt is fetched",
  fixtureResource: "another resource is read",
  restartUnchecked: "the listing after a restart is no longer compared",
  hostModel: "the host decides by its model whether the definitions go out at session start",
  fixtureArguments: "the result measured is another one",
  paginateChanged: "the walk over its pages changed",
  paginateDropped: "its pages are no longer walked",
  runs: "fewer runs see less of its variation",
  expect: "what must come back is looser",
  inputResponses: "the answers the tool gets decide what it returns",
  clientCapabilities: "servers may list other tools to another client",
  serverCapabilities: "it may list other tools to another client",
  commandLine: "another server may be measured under this name",
  sessionSteps: "another conversation is priced"
};
var shownFigure = (value) => value === void 0 ? "none" : fmt(value);
var raisedWords = (before, after) => after === void 0 ? `removed (was ${shownFigure(before)}): nothing is checked there any more` : `raised ${shownFigure(before)} → ${fmt(after)}${before !== void 0 ? ` (+${fmt(after - before)})` : ""}`;
var quotedList = (items) => items.map((item) => JSON.stringify(item)).join(", ");
function raiseWords(r) {
  switch (r.kind) {
    case "raised":
      return `${r.setting}${r.server === void 0 ? "" : ` as it applies to server "${r.server}"`} ${raisedWords(r.from, r.to)}${r.minDelta ? ": a tool may shrink this much and grow back unseen" : ""}`;
    case "new-oversized":
      return `new oversized entry: ${r.key} may be ${fmt(r.to)} ${r.unit}`;
    case "changed":
      return `${r.setting}${r.server === void 0 ? "" : ` of "${r.server}"`} changed: ${r.from} → ${r.to} (${RAISE_WHY[r.why]})`;
    case "env": {
      const shown3 = `${r.from} → ${r.to}`;
      return `env of "${r.server}" changed: ${r.name} ${shown3 === "a value of its own → a value of its own" ? "to another value of its own" : shown3} (the server may list or return less)`;
    }
    case "hosts-dropped":
      return `hosts no longer checks ${quotedList(r.hosts)}`;
    case "fixture-gone":
      return `fixture "${r.name}" removed: its result is no longer measured or checked`;
    case "session-gone":
      return `session "${r.name}" removed: what it costs is no longer measured or checked`;
    case "server-gone":
      return `server "${r.server}" is no longer measured (it was at the base)`;
    case "reach":
      return `${reachWords(r.server, r.widening)} (not applied in this run: the server ran with ${r.policy === "base" ? "the base's" : "the default"} reach)`;
    case "sandbox": {
      const unapplied = " (not applied in this run: each server ran with the base's reach)";
      if (r.key === "network")
        return `the sandbox: network ${r.from} → ${r.to} (servers may reach the network)${unapplied}`;
      if (r.key === "require")
        return `the sandbox: require ${r.from} → ${r.to} (servers may run without their sandbox)${unapplied}`;
      const what = r.key === "passEnv" ? "may read these variables of the job" : r.key === "writable" ? "may write" : "may read";
      return `the sandbox: ${r.key} adds ${quotedList(r.added ?? [])}, ${r.from} → ${r.to} (servers ${what})${unapplied}`;
    }
    case "symlink":
      return `the budget file is now a symbolic link to ${JSON.stringify(r.head)} (was ${r.base ? JSON.stringify(r.base) : "a file"}): the diff shows the link, not the limits that are checked`;
    case "disabled-tools":
      return `disabledTools of "${r.server}" now hides ${quotedList(r.tools)} from measurement`;
    case "enabled-tools":
      return `enabledTools of "${r.server}" now measures only ${JSON.stringify(r.tools)} (was ${r.was ? JSON.stringify(r.was) : "every tool"})`;
  }
}
function reachWords(server, w) {
  const where = `the sandbox of "${server}"`;
  switch (w.key) {
    case "network":
      return `${where}: network ${w.from} → ${w.to} (the server may reach the network)`;
    case "require":
      return `${where}: require ${w.from} → ${w.to} (the server may run without its sandbox)`;
    case "passEnv":
    case "writable":
    case "readable": {
      const what = w.key === "passEnv" ? "may read these variables of the job" : w.key === "writable" ? "may write" : "may read";
      return `${where}: ${w.key} adds ${quotedList(w.items)}, ${w.from} → ${w.to} (the server ${what})`;
    }
    case "env":
    case "headers":
      return `${w.key} of "${server}" sets ${quotedList(w.items)} from the job's environment: ${w.from} → ${w.to}`;
    case "started":
      return `server "${server}": ${w.from} → ${w.to}`;
    case "remote":
      return `url of "${server}" ${w.from} → ${w.to}: mcp-budget sends its requests there${w.items.length > 0 ? ", with headers that carry the job's variables" : ""}`;
    case "startedWith":
      return `${w.at[0]} of "${server}" now takes in ${w.to} of the job's environment`;
    case "envFile":
      return `envFile of "${server}" ${w.from} → ${w.to}, which sets ${w.items.length > 0 ? quotedList(w.items) : "no variable"}: values the base's config did not give the server`;
  }
}

// src/judge/finding-render.ts
function reportedFinding(finding, configFile) {
  const inCommands = withConfig(configFile);
  const said = wordsOf(finding);
  return render(finding, finding.grew ? grewWords(finding.grew, said.message, said.fix) : said, inCommands);
}
function wordsOf(finding) {
  const said = FINDING_WORDS[finding.code];
  const fix = said.fix?.(finding.args, finding);
  return { message: said.message(finding.args, finding) ?? "", ...fix !== void 0 ? { fix } : {} };
}
function render(finding, said, inCommands) {
  const { args: _args, measured, grew: _grew, ...facts } = finding;
  const ownFix = said.fix === void 0 ? void 0 : inCommands(said.fix);
  const fix = measured ? inCommands(withMeasured(said.fix, measuredWords(measured, finding))) : ownFix;
  return {
    ...facts,
    message: said.message,
    ...fix !== void 0 ? { fix } : {},
    ...measured ? { measured, ...ownFix !== void 0 ? { ownFix } : {} } : {}
  };
}
function withConfig(configFile) {
  const option = configOption(configFile);
  if (option === "") return (fix) => fix;
  return (fix) => fix.replace(/(npx mcp-budget (?:explain|suggest)(?: [^\s`)]+)?)/g, `$1${option}`);
}

// src/judge/base/hidden-against-base.ts
function hiddenAgainstBase(base, head) {
  const findings = [];
  for (const server of head.servers) {
    const hidden = server.hiddenByCapabilities;
    if (!server.ok || !hidden || hidden.count === 0) continue;
    const before = base.servers.find((candidate) => candidate.name === server.name && candidate.ok);
    if (!before) continue;
    const measured = new Map(before.tools.map((tool) => [tool.name, tool.bytes]));
    const lost = hidden.tools.filter(
      (tool) => measured.has(tool.name) && !server.tools.some((kept) => kept.name === tool.name)
    );
    if (lost.length === 0) continue;
    const bytes = lost.reduce((sum, tool) => sum + measured.get(tool.name), 0);
    findings.push({
      code: "MEASURED_TOOLS_HIDDEN",
      severity: "error",
      subject: server.name,
      actual: bytes,
      unit: "bytes",
      args: { tools: lost.map((tool) => ({ name: tool.name, bytes: measured.get(tool.name) })) }
    });
  }
  return findings;
}

// src/judge/base/base-provenance.ts
var GATES = ["toolPercent", "toolBytes", "toolTokens", "totalPercent", "totalBytes", "totalTokens"];
function baseProvenance(outcome, headServers) {
  const named = {
    ref: outcome.ref,
    ...outcome.commit ? { commit: outcome.commit } : {},
    ...outcome.fallback ? { reportNotUsed: outcome.fallback } : {},
    ...outcome.note ? { note: outcome.note } : {}
  };
  if (!outcome.report) {
    const reason = outcome.error ?? "no figures";
    return {
      ...named,
      source: "unmeasured",
      error: reason,
      servers: headServers.map((name) => ({ name, source: "unmeasured", reason }))
    };
  }
  const servers = outcome.report.servers.map(
    (server) => server.ok ? { name: server.name, source: outcome.source } : { name: server.name, source: "unmeasured", reason: failureReason(server) }
  );
  const none = servers.length > 0 && servers.every((server) => server.source === "unmeasured");
  return { ...named, source: none ? "unmeasured" : outcome.source, servers };
}
function unmeasuredServers(provenance) {
  return (provenance.servers ?? []).filter((server) => server.source === "unmeasured").map((server) => server.name);
}
function failureReason(server) {
  const failure = server.failure;
  if (!failure) return "no figures";
  const stderr = failure.stderr.split("\n").map((line) => line.trim()).filter(Boolean);
  const last = stderr.find((line) => /error/i.test(line)) ?? stderr.at(-1);
  return `${failure.code} (${failure.phase}): ${failure.detail}${last ? ` — ${last.slice(0, 200)}` : ""}`;
}
function baseUnmeasuredFindings(provenance, outcome, config, options) {
  const unmeasured = (provenance.servers ?? []).filter((server) => server.source === "unmeasured");
  if (provenance.source !== "unmeasured" && unmeasured.length === 0) return [];
  const gates = GATES.filter((gate) => config.growth?.[gate] !== void 0);
  const policy = options.policy ?? config.growth?.unmeasuredBase ?? "error";
  const severity = gates.length > 0 && outcome.missing !== "budget" ? policy : "warning";
  const at2 = `${provenance.ref}${provenance.commit ? ` at ${provenance.commit.slice(0, 7)}` : ""}`;
  const args = { at: at2, gates, advice: adviceFor(outcome, options), acceptable: severity === "error" };
  const finding = (subject, what, reason) => ({
    code: "BASE_UNMEASURED",
    severity,
    subject,
    args: { ...args, what, reason },
    ...gates.length > 0 ? { path: ["growth", "unmeasuredBase"] } : {}
  });
  if (provenance.error !== void 0 || unmeasured.length === 0)
    return [finding("base", { kind: "base" }, provenance.error ?? "no server of the base has figures")];
  return unmeasured.map(
    (server) => finding(server.name, { kind: "server", name: server.name }, server.reason ?? "no figures")
  );
}
function adviceFor(outcome, options) {
  if (outcome.missing === "budget") return { kind: "new-budget", configFile: options.configFile };
  if (outcome.source === "report") return { kind: "report" };
  if (options.setupGiven) return { kind: "setup-failed" };
  return { kind: "no-setup", setupCommand: options.setupCommand ?? "npm ci && npm run build" };
}

// src/judge/ratchet.ts
var DEFAULT_MIN_DELTA = { bytes: 64, tokens: 16, chars: 16 };
function judgeOversized(config, servers, fixtures, unmeasured = []) {
  const minDelta = { ...DEFAULT_MIN_DELTA, ...config.ratchet?.minDelta };
  return Object.entries(config.oversized ?? {}).map(([key, entry]) => {
    const state = subjectState(config, key, servers, fixtures, unmeasured);
    const lower = {};
    if (state.kind === "measured" && !state.partial) {
      for (const unit of UNITS) {
        const ceiling = entry[unit];
        if (ceiling === void 0) continue;
        const actual = state.figures[unit];
        if (actual === void 0) continue;
        const general = state.general[unit];
        if (general !== void 0 && actual <= general) lower[unit] = void 0;
        else if (ceiling - actual > minDelta[unit]) lower[unit] = actual;
      }
    }
    return { key, entry, state, lower };
  });
}
function ratchetFindings(config, verdicts) {
  const staleSeverity = config.ratchet?.stale === "warning" ? "warning" : "error";
  const findings = [];
  for (const { key, entry, state, lower } of verdicts) {
    if (state.kind === "gone") {
      findings.push({
        code: "OVERSIZED_OBSOLETE",
        severity: staleSeverity,
        subject: key,
        path: ["oversized", key],
        args: state.gone
      });
      continue;
    }
    if (state.kind !== "measured") continue;
    for (const unit of UNITS) {
      const ceiling = entry[unit];
      if (ceiling === void 0) continue;
      const actual = state.figures[unit];
      if (actual === void 0) continue;
      if (actual > ceiling) {
        for (const configuration of state.configurations ?? [{ key, figures: state.figures }]) {
          const grown = configuration.figures[unit];
          if (grown === void 0 || grown <= ceiling) continue;
          findings.push({
            code: "OVERSIZED_GREW",
            severity: "error",
            subject: configuration.key,
            limit: ceiling,
            actual: grown,
            unit,
            path: ["oversized", key, unit],
            args: { what: oversizedSubject(configuration.key) }
          });
        }
      } else if (unit in lower) {
        const target = lower[unit];
        findings.push({
          code: "OVERSIZED_STALE",
          severity: staleSeverity,
          subject: key,
          limit: ceiling,
          actual,
          unit,
          path: ["oversized", key, unit],
          args: { what: oversizedSubject(key), ...target === void 0 ? { fitsGeneral: state.general[unit] } : {} }
        });
      }
    }
  }
  return findings;
}
function oversizedSubject(key) {
  if (key.startsWith("fixture:")) return { kind: "result", key };
  if (key.startsWith("session:")) return { kind: "session", key };
  const listed = listedKey(key);
  return listed ? { kind: listed.kind, key: `${listed.server}/${listed.name}` } : { kind: "tool", key };
}
function listedKey(key) {
  const match = /^(prompt|resource|skill):([^/]*)\/(.*)$/s.exec(key);
  return match ? { kind: match[1], server: match[2], name: match[3] } : void 0;
}
function sessionState(config, name, servers, fixtures) {
  const session = config.sessions?.find((candidate) => candidate.name === name);
  if (!session) return { kind: "gone", gone: { kind: "session", name } };
  const report = sessionReport(session, config.hosts ?? [], servers, fixtures);
  if (report.hosts.length === 0 || report.hosts.some((host) => host.unmeasured !== void 0))
    return { kind: "unknown" };
  return {
    kind: "measured",
    figures: { tokens: Math.max(...report.hosts.map((host) => host.total)) },
    general: { tokens: sessionLimit(config, report)?.value }
  };
}
function unmeasuredServers2(measurement) {
  const measured = new Set(measurement.servers.map((server) => server.name));
  return [
    .../* @__PURE__ */ new Set([
      ...(measurement.skippedServers ?? []).map((skipped) => skipped.server),
      ...measurement.configured ?? []
    ])
  ].filter((name) => !measured.has(name));
}
function subjectState(config, key, servers, fixtures, unmeasured) {
  if (key.startsWith("session:")) return sessionState(config, key.slice("session:".length), servers, fixtures);
  if (key.startsWith("fixture:")) {
    const name = key.slice("fixture:".length);
    if (!fixtureSubject(config, name)) return { kind: "gone", gone: { kind: "fixture", name } };
    if (unmeasured.includes(config.fixtures?.find((fixture) => fixture.name === name)?.server ?? ""))
      return { kind: "unknown" };
    const report = fixtures.find((f) => f.name === name);
    if (!report || report.skipped !== void 0 || report.pages.length === 0) return { kind: "unknown" };
    const largest = (unit) => report.pages.reduce((max, page) => Math.max(max, page[unit]), 0);
    const subject2 = fixtureSubject(config, name);
    return {
      kind: "measured",
      figures: { bytes: largest("wireBytes"), tokens: largest("tokens") },
      general: {
        bytes: generalCeiling(config, subject2, "bytes")?.value,
        tokens: generalCeiling(config, subject2, "tokens")?.value
      }
    };
  }
  const listed = listedKey(key);
  const slash = key.indexOf("/");
  const serverName = listed?.server ?? key.slice(0, slash);
  const toolName = key.slice(slash + 1);
  if (unmeasured.includes(serverName)) return { kind: "unknown" };
  const server = servers.find((s) => s.name === serverName);
  if (!server) return { kind: "gone", gone: { kind: "server", name: serverName } };
  if (!server.ok) return { kind: "unknown" };
  const subject = listed ? { kind: listed.kind, server: serverName, name: listed.name } : { kind: "tool", server: serverName, tool: toolName };
  const itemName = listed ? listed.name : toolName;
  const held = [serverName, ...variantsHeldBy(config, subject, [...servers.map((s) => s.name), ...unmeasured])];
  const configurations2 = [];
  let partial = false;
  for (const name of held) {
    const measured = unmeasured.includes(name) ? void 0 : servers.find((s) => s.name === name);
    const found = measured?.ok ? itemIn(measured, listed?.kind, itemName) : "unknown";
    if (found === "unknown") partial = true;
    else if (found !== "absent")
      configurations2.push({ key: name === serverName ? key : keyIn(key, serverName, name), figures: found });
  }
  if (configurations2.length === 0) {
    if (partial) return { kind: "unknown" };
    return {
      kind: "gone",
      gone: listed ? { kind: listed.kind, name: listed.name, server: listed.server } : { kind: "tool", name: toolName, server: serverName }
    };
  }
  const units = listed ? ["bytes", "tokens"] : UNITS;
  const figures = {};
  for (const unit of units) {
    const values2 = configurations2.flatMap((c) => c.figures[unit] === void 0 ? [] : [c.figures[unit]]);
    if (values2.length > 0) figures[unit] = Math.max(...values2);
  }
  const general = {};
  for (const unit of units) general[unit] = generalCeiling(config, subject, unit)?.value;
  return {
    kind: "measured",
    figures,
    general,
    ...held.length > 1 ? { configurations: configurations2 } : {},
    ...partial ? { partial: true } : {}
  };
}
function keyIn(key, server, configuration) {
  const listed = listedKey(key);
  return listed ? `${listed.kind}:${configuration}/${listed.name}` : `${configuration}${key.slice(server.length)}`;
}
function itemIn(server, kind, name) {
  if (kind === void 0) {
    const tool = server.tools.find((t) => t.name === name);
    return tool ? { bytes: tool.bytes, tokens: tool.tokens, chars: tool.descriptionChars } : "absent";
  }
  const lists = SURFACE_LISTS.filter((list2) => list2.kind === kind).map((list2) => server[list2.field]);
  if (lists.some((list2) => list2?.failed !== void 0)) return "unknown";
  const item = lists.flatMap((list2) => list2?.items ?? []).find((candidate) => candidate.name === name);
  return item ? { bytes: item.bytes, tokens: item.tokens } : "absent";
}
function tightenedOversized(verdicts) {
  const changes = /* @__PURE__ */ new Map();
  for (const { key, entry, state, lower } of verdicts) {
    if (state.kind === "gone") {
      changes.set(key, void 0);
      continue;
    }
    if (Object.keys(lower).length === 0) continue;
    const next = { ...entry };
    for (const unit of UNITS) {
      if (!(unit in lower)) continue;
      const target = lower[unit];
      if (target === void 0) delete next[unit];
      else next[unit] = Math.min(next[unit] ?? target, target);
    }
    changes.set(key, Object.keys(next).length === 0 ? void 0 : next);
  }
  return changes;
}

// src/judge/base/budget-key-classes.ts
var LIMIT_KEYS = [
  "toolBytes",
  "toolTokens",
  "totalBytes",
  "totalTokens",
  "promptBytes",
  "promptTokens",
  "skillBytes",
  "skillTokens",
  "resourceBytes",
  "resourceTokens",
  "descriptionChars",
  "nameChars",
  "toolCount",
  "resultTokens",
  "resultBytes",
  "sessionTokens"
];
var SANDBOX_KEYS = ["network", "passEnv", "require", "writable", "readable"];
var TIMEOUT_KEYS = ["startupMs", "requestMs", "totalMs"];
var under = (prefix, keys, kind) => Object.fromEntries(keys.map((key) => [`${prefix}.${key}`, kind]));
var BUDGET_KEY_CLASSES = {
  $schema: "neutral",
  tokenizer: "loosens",
  mcpConfig: "whole",
  servers: "loosens",
  "servers.*.type": "loosens",
  "servers.*.command": "loosens",
  "servers.*.args": "loosens",
  "servers.*.env": "whole",
  "servers.*.cwd": "loosens",
  "servers.*.url": "loosens",
  "servers.*.headers": "whole",
  // When a started url server counts as ready: it changes when requests begin, not what they return.
  "servers.*.ready": "neutral",
  "servers.*.limits": "group",
  ...under("servers.*.limits", LIMIT_KEYS, "loosens"),
  "servers.*.sandbox": "group",
  ...under("servers.*.sandbox", SANDBOX_KEYS, "loosens"),
  "servers.*.timeouts": "group",
  ...under("servers.*.timeouts", TIMEOUT_KEYS, "loosens"),
  "servers.*.clientCapabilities": "whole",
  "servers.*.era": "loosens",
  "servers.*.enabledTools": "loosens",
  "servers.*.disabledTools": "loosens",
  "servers.*.variants": "whole",
  limits: "group",
  ...under("limits", LIMIT_KEYS, "loosens"),
  oversized: "loosens",
  "oversized.*.bytes": "loosens",
  "oversized.*.tokens": "loosens",
  "oversized.*.chars": "loosens",
  fixtures: "loosens",
  // A fixture renamed is one gone (listed) and one added.
  "fixtures[].name": "loosens",
  "fixtures[].server": "loosens",
  "fixtures[].tool": "loosens",
  "fixtures[].prompt": "loosens",
  "fixtures[].resource": "loosens",
  "fixtures[].arguments": "whole",
  "fixtures[].maxTokens": "loosens",
  "fixtures[].maxBytes": "loosens",
  "fixtures[].runs": "loosens",
  "fixtures[].inputResponses": "whole",
  "fixtures[].normalize": "whole",
  "fixtures[].paginate": "whole",
  "fixtures[].expect": "whole",
  // A session gone, renamed (one gone, one added) or with other steps prices another conversation, or none.
  sessions: "loosens",
  "sessions[].name": "loosens",
  "sessions[].steps": "loosens",
  sandbox: "group",
  ...under("sandbox", SANDBOX_KEYS, "loosens"),
  timeouts: "group",
  ...under("timeouts", TIMEOUT_KEYS, "loosens"),
  clientCapabilities: "whole",
  era: "loosens",
  hostToolName: "loosens",
  hosts: "loosens",
  "hosts[].host": "loosens",
  "hosts[].model": "loosens",
  hostLimits: "group",
  "hostLimits.*.sessionStartTokens": "loosens",
  "hostLimits.*.toolTokens": "loosens",
  "hostLimits.*.resultTokens": "loosens",
  "hostLimits.*.reservedTools": "loosens",
  // Read only for STARTUP_PAST_HOST_WAIT and STARTUP_HOST_NO_WAIT, warnings: no edit changes what fails.
  "hostLimits.*.startupWaitMs": "neutral",
  stability: "group",
  "stability.toolsList": "loosens",
  "stability.restart": "loosens",
  "stability.capabilities": "loosens",
  breakingChanges: "loosens",
  growth: "group",
  ...under(
    "growth",
    ["toolPercent", "toolBytes", "toolTokens", "totalPercent", "totalBytes", "totalTokens"],
    "loosens"
  ),
  "growth.unmeasuredBase": "loosens",
  // Read by `explore` alone (a local search that writes fixtures for review), never by check: no verdict moves.
  explore: "group",
  "explore.allow": "neutral",
  "explore.maxStringLength": "neutral",
  "explore.maxArrayItems": "neutral",
  ratchet: "group",
  "ratchet.minDelta": "group",
  ...under("ratchet.minDelta", ["bytes", "tokens", "chars"], "loosens"),
  "ratchet.stale": "loosens"
};

// src/judge/base/edit-raises.ts
var shown = (value) => value === void 0 ? "unset" : JSON.stringify(value);
var same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
function fixtureEdits(before, after, index) {
  const out = [];
  const subject = `fixture:${after.name}`;
  const line = (key, why) => out.push({
    subject,
    path: ["fixtures", index, key],
    line: {
      kind: "changed",
      setting: `fixtures["${after.name}"].${key}`,
      from: shown(before[key]),
      to: shown(after[key]),
      why
    }
  });
  if (before.server !== after.server) line("server", "fixtureServer");
  if (before.tool !== after.tool) line("tool", "fixtureTool");
  if (before.prompt !== after.prompt) line("prompt", "fixturePrompt");
  if (before.resource !== after.resource) line("resource", "fixtureResource");
  if (!same(before.arguments ?? {}, after.arguments ?? {})) line("arguments", "fixtureArguments");
  if (before.paginate && !same(before.paginate, after.paginate))
    line("paginate", after.paginate ? "paginateChanged" : "paginateDropped");
  if ((after.runs ?? 1) < (before.runs ?? 1)) line("runs", "runs");
  if (looserExpectation(before.expect, after.expect)) line("expect", "expect");
  if (!same(before.inputResponses, after.inputResponses)) line("inputResponses", "inputResponses");
  return out;
}
function looserExpectation(before, after) {
  if (after?.isError === true && before?.isError !== true) return true;
  return Object.entries(before ?? {}).some(([key, value]) => !same(value, after?.[key]));
}
function capabilityEdits(base, head, servers, where) {
  const out = [];
  if (!same(base.clientCapabilities ?? {}, head.clientCapabilities ?? {})) {
    out.push({
      subject: "clientCapabilities",
      path: ["clientCapabilities"],
      line: {
        kind: "changed",
        setting: "clientCapabilities",
        from: shown(base.clientCapabilities ?? {}),
        to: shown(head.clientCapabilities ?? {}),
        why: "clientCapabilities"
      }
    });
  }
  for (const [server, after] of servers.head) {
    const before = servers.base.get(server);
    if (!before || before.clientCapabilities === void 0 && after.clientCapabilities === void 0) continue;
    const was = before.clientCapabilities ?? base.clientCapabilities ?? {};
    const now = after.clientCapabilities ?? head.clientCapabilities ?? {};
    if (same(was, now)) continue;
    const at2 = where(server);
    out.push({
      subject: server,
      path: at2.length > 1 ? [...at2, "clientCapabilities"] : at2,
      line: {
        kind: "changed",
        setting: "clientCapabilities",
        server,
        from: shown(was),
        to: shown(now),
        why: "serverCapabilities"
      }
    });
  }
  return out;
}
function commandLineEdits(server, before, after, at2, listed) {
  const out = [];
  const line = (path, setting, from, to) => out.push({
    subject: server,
    path: at2.length > 1 ? [...at2, ...path] : at2,
    line: { kind: "changed", setting, server, from: shown(from), to: shown(to), why: "commandLine" }
  });
  for (const key of ["type", "command", "args", "cwd", "url", "headers"]) {
    if (listed.has(key) || same(before[key], after[key])) continue;
    line([key], key, before[key], after[key]);
  }
  for (const [name, variant] of Object.entries(before.variants ?? {})) {
    const now = after.variants && Object.hasOwn(after.variants, name) ? after.variants[name] : void 0;
    if (!same(variant, now)) line(now ? ["variants", name] : ["variants"], `variants["${name}"]`, variant, now);
  }
  return out;
}

// src/judge/base/run-edit-raises.ts
var TIMEOUT_KEYS2 = Object.keys(MAX_TIMEOUTS);
function timeoutRaises(base, head) {
  const out = [];
  for (const key of TIMEOUT_KEYS2) {
    const before = base.timeouts?.[key] ?? DEFAULT_TIMEOUTS[key];
    const after = head.timeouts?.[key] ?? DEFAULT_TIMEOUTS[key];
    if (after > before)
      out.push({
        subject: "timeouts",
        path: ["timeouts", key],
        from: before,
        to: after,
        line: { kind: "raised", setting: `timeouts.${key}`, from: before, to: after }
      });
  }
  for (const [server, headServer] of Object.entries(head.servers ?? {})) {
    const baseServer = base.servers && Object.hasOwn(base.servers, server) ? base.servers[server] : void 0;
    if (!baseServer) continue;
    for (const key of TIMEOUT_KEYS2) {
      const baseOwn = baseServer.timeouts?.[key];
      const headOwn = headServer.timeouts?.[key];
      if (baseOwn === void 0 && headOwn === void 0) continue;
      const before = baseOwn ?? base.timeouts?.[key] ?? DEFAULT_TIMEOUTS[key];
      const after = headOwn ?? head.timeouts?.[key] ?? DEFAULT_TIMEOUTS[key];
      if (after <= before) continue;
      const path = headOwn !== void 0 ? ["servers", server, "timeouts", key] : ["servers", server];
      out.push({
        subject: server,
        path,
        from: before,
        to: after,
        line: { kind: "raised", setting: `timeouts.${key}`, server, from: before, to: after }
      });
    }
  }
  return out;
}
function envEdits(server, before, after, at2) {
  const was = before.env ?? {};
  const now = after.env ?? {};
  const out = [];
  const value = (config, env, name) => !Object.hasOwn(env, name) ? "unset" : config.expanded ? "a value of its own" : JSON.stringify(env[name]);
  for (const name of [.../* @__PURE__ */ new Set([...Object.keys(was), ...Object.keys(now)])]) {
    const old = Object.hasOwn(was, name) ? was[name] : void 0;
    const next = Object.hasOwn(now, name) ? now[name] : void 0;
    if (old === next) continue;
    if (next !== void 0 && callerReferences(after, `env.${name}`, next).length > 0) continue;
    if (fromNewEnvFile(before, after, name)) continue;
    out.push({
      subject: server,
      path: at2.length > 1 ? [...at2, "env", name] : at2,
      line: { kind: "env", server, name, from: value(before, was, name), to: value(after, now, name) }
    });
  }
  return out;
}
function fromNewEnvFile(before, after, name) {
  const file = after.envFile;
  if (!file?.names.includes(name)) return false;
  return before.envFile?.file !== file.file || before.envFile.digest !== file.digest;
}
function eraEdit(server, budgets, before, after, at2) {
  if (before.era === void 0 && after.era === void 0) return [];
  const was = before.era ?? budgets.base.era ?? "newest";
  const now = after.era ?? budgets.head.era ?? "newest";
  if (was === now) return [];
  return [
    {
      subject: server,
      path: at2.length > 1 ? [...at2, "era"] : at2,
      line: { kind: "changed", setting: "era", server, from: JSON.stringify(was), to: JSON.stringify(now), why: "era" }
    }
  ];
}

// src/judge/base/budget-raises.ts
var LIMIT_NAMES = [
  "toolBytes",
  "toolTokens",
  "totalBytes",
  "totalTokens",
  "promptBytes",
  "promptTokens",
  "resourceBytes",
  "resourceTokens",
  "skillBytes",
  "skillTokens",
  "descriptionChars",
  "nameChars",
  "toolCount",
  "resultTokens",
  "resultBytes",
  "sessionTokens"
];
function budgetRaises(base, head, policy, context = {}) {
  const loosenings = [
    ...limitLoosenings(base, head),
    ...oversizedLoosenings(base, head),
    ...fixtureLoosenings(base, head),
    ...sessionLoosenings(base, head),
    ...measurementChanges(base, head),
    ...serverLoosenings(base, head, context),
    ...symlinkChange(context.symlink)
  ];
  return asFindings(loosenings, policy);
}
function reachBeyondDefault(head, servers, policy) {
  const at2 = (server) => own(head.servers, server) ? ["servers", server] : ["mcpConfig"];
  return asFindings(
    [...servers].flatMap(
      ([server, config]) => serverReachLoosenings(server, void 0, config, at2(server), void 0, head.sandbox).lines
    ),
    policy
  );
}
function asFindings(loosenings, policy) {
  const severity = policy === "fail" ? "error" : "warning";
  return loosenings.map((loosening) => ({
    code: "BUDGET_RAISED",
    severity,
    subject: loosening.subject,
    ...loosening.from === void 0 ? {} : { limit: loosening.from },
    ...loosening.to === void 0 ? {} : { actual: loosening.to },
    path: loosening.path,
    args: { kind: "line", line: loosening.line, policy }
  }));
}
var looser = (before, after) => before !== void 0 && (after === void 0 || after > before);
var raised = (setting, from, to, server) => ({
  kind: "raised",
  setting,
  ...server === void 0 ? {} : { server },
  ...from === void 0 ? {} : { from },
  ...to === void 0 ? {} : { to }
});
var changed = (setting, from, to, why) => ({ kind: "changed", setting, from, to, why });
var own = (record, key) => record && Object.hasOwn(record, key) ? record[key] : void 0;
function limitLoosenings(base, head) {
  const out = [];
  for (const name of LIMIT_NAMES) {
    if (base.limits?.[name] === void 0 && head.limits?.[name] === void 0) continue;
    const before = limitInForce(base, void 0, name)?.value;
    const after = limitInForce(head, void 0, name)?.value;
    if (looser(before, after))
      out.push({
        subject: "limits",
        path: head.limits?.[name] === void 0 ? ["limits"] : ["limits", name],
        from: before,
        to: after,
        line: raised(`limits.${name}`, before, after)
      });
  }
  const servers = /* @__PURE__ */ new Set([...Object.keys(base.servers ?? {}), ...Object.keys(head.servers ?? {})]);
  for (const server of servers) {
    const headServer = own(head.servers, server);
    if (!headServer) continue;
    const baseServer = own(base.servers, server);
    for (const name of LIMIT_NAMES) {
      const baseOwn = baseServer?.limits?.[name];
      const headOwn = headServer.limits?.[name];
      if (baseOwn === void 0 && headOwn === void 0) continue;
      const before = limitInForce(base, server, name)?.value;
      const after = limitInForce(head, server, name)?.value;
      if (!looser(before, after)) continue;
      const path = headOwn !== void 0 ? ["servers", server, "limits", name] : ["servers", server];
      out.push({ subject: server, path, from: before, to: after, line: raised(name, before, after, server) });
    }
  }
  return out;
}
function oversizedLoosenings(base, head) {
  const out = [];
  for (const [key, entry] of Object.entries(head.oversized ?? {})) {
    const before = own(base.oversized, key);
    for (const unit of ["bytes", "tokens", "chars"]) {
      const after = entry[unit];
      if (after === void 0) continue;
      if (before?.[unit] === void 0) {
        out.push({
          subject: key,
          path: ["oversized", key, unit],
          to: after,
          line: { kind: "new-oversized", key, unit, to: after }
        });
      } else if (after > before[unit]) {
        out.push({
          subject: key,
          path: ["oversized", key, unit],
          from: before[unit],
          to: after,
          line: raised(`oversized["${key}"].${unit}`, before[unit], after)
        });
      }
    }
  }
  return out;
}
function fixtureLoosenings(base, head) {
  const out = [];
  const headFixtures = new Map((head.fixtures ?? []).map((fixture, index) => [fixture.name, { fixture, index }]));
  for (const before of base.fixtures ?? []) {
    const found = headFixtures.get(before.name);
    if (!found) {
      out.push({
        subject: `fixture:${before.name}`,
        path: ["fixtures"],
        line: { kind: "fixture-gone", name: before.name }
      });
      continue;
    }
    const { fixture: after, index } = found;
    for (const ceiling of ["maxTokens", "maxBytes"]) {
      if (looser(before[ceiling], after[ceiling])) {
        out.push({
          subject: `fixture:${after.name}`,
          path: after[ceiling] === void 0 ? ["fixtures", index] : ["fixtures", index, ceiling],
          from: before[ceiling],
          to: after[ceiling],
          line: raised(`fixtures["${after.name}"].${ceiling}`, before[ceiling], after[ceiling])
        });
      }
    }
    out.push(...fixtureEdits(before, after, index));
    if (JSON.stringify(before.normalize ?? []) !== JSON.stringify(after.normalize ?? [])) {
      out.push({
        subject: `fixture:${after.name}`,
        path: ["fixtures", index, "normalize"],
        line: changed(
          `fixtures["${after.name}"].normalize`,
          JSON.stringify(before.normalize ?? []),
          JSON.stringify(after.normalize ?? []),
          "normalize"
        )
      });
    }
  }
  return out;
}
function sessionLoosenings(base, head) {
  const out = [];
  const headSessions = head.sessions ?? [];
  for (const before of base.sessions ?? []) {
    const index = headSessions.findIndex((session) => session.name === before.name);
    const subject = `session:${before.name}`;
    if (index === -1) {
      out.push({ subject, path: ["sessions"], line: { kind: "session-gone", name: before.name } });
      continue;
    }
    const [from, to] = [JSON.stringify(before.steps), JSON.stringify(headSessions[index].steps)];
    if (from !== to)
      out.push({
        subject,
        path: ["sessions", index, "steps"],
        line: changed(`sessions["${before.name}"].steps`, from, to, "sessionSteps")
      });
  }
  return out;
}
function measurementChanges(base, head) {
  return [
    ...countingChanges(base, head),
    ...ratchetChanges(base, head),
    ...growthChanges(base, head),
    ...hostChanges(base, head),
    ...checkChanges(base, head),
    ...importChanges(base, head)
  ];
}
function countingChanges(base, head) {
  const out = [];
  const setting = (key, fallback) => {
    const before = base[key] ?? fallback;
    const after = head[key] ?? fallback;
    if (before !== after)
      out.push({ subject: key, path: [key], line: changed(key, JSON.stringify(before), JSON.stringify(after), key) });
  };
  setting("tokenizer", "o200k_base");
  setting("hostToolName", "mcp__{server}__{tool}");
  setting("era", "newest");
  out.push(...timeoutRaises(base, head));
  return out;
}
function ratchetChanges(base, head) {
  const out = [];
  for (const unit of ["bytes", "tokens", "chars"]) {
    const before = base.ratchet?.minDelta?.[unit] ?? DEFAULT_MIN_DELTA[unit];
    const after = head.ratchet?.minDelta?.[unit] ?? DEFAULT_MIN_DELTA[unit];
    if (after > before)
      out.push({
        subject: "ratchet",
        path: ["ratchet", "minDelta", unit],
        from: before,
        to: after,
        line: { kind: "raised", setting: `ratchet.minDelta.${unit}`, from: before, to: after, minDelta: true }
      });
  }
  if ((base.ratchet?.stale ?? "error") === "error" && head.ratchet?.stale === "warning") {
    out.push({
      subject: "ratchet",
      path: ["ratchet", "stale"],
      line: changed("ratchet.stale", '"error"', '"warning"', "stale")
    });
  }
  return out;
}
function growthChanges(base, head) {
  const out = [];
  for (const key of ["toolPercent", "toolBytes", "toolTokens", "totalPercent", "totalBytes", "totalTokens"]) {
    const before = base.growth?.[key];
    const after = head.growth?.[key];
    if (looser(before, after))
      out.push({
        subject: "growth",
        path: after === void 0 ? ["growth"] : ["growth", key],
        from: before,
        to: after,
        line: raised(`growth.${key}`, before, after)
      });
  }
  if ((base.growth?.unmeasuredBase ?? "error") === "error" && head.growth?.unmeasuredBase === "warning") {
    out.push({
      subject: "growth",
      path: ["growth", "unmeasuredBase"],
      line: changed("growth.unmeasuredBase", '"error"', '"warning"', "unmeasuredBase")
    });
  }
  return out;
}
function hostChanges(base, head) {
  const out = [];
  const droppedHosts = (base.hosts ?? []).filter((host) => !(head.hosts ?? []).includes(host));
  if (droppedHosts.length > 0)
    out.push({ subject: "hosts", path: ["hosts"], line: { kind: "hosts-dropped", hosts: droppedHosts } });
  for (const host of (head.hosts ?? []).filter((name) => (base.hosts ?? []).includes(name))) {
    const [before, after] = [own(base.hostModels, host), own(head.hostModels, host)];
    if (before !== after)
      out.push({
        subject: "hosts",
        path: ["hosts"],
        line: changed(`hosts: ${host}'s model`, before ?? "the assumed one", after ?? "the assumed one", "hostModel")
      });
  }
  for (const [host, limits] of Object.entries(base.hostLimits ?? {})) {
    for (const [key, before] of Object.entries(limits)) {
      if (BUDGET_KEY_CLASSES[`hostLimits.*.${key}`] === "neutral") continue;
      const after = own(head.hostLimits, host)?.[key];
      const loosened = key === "reservedTools" ? before !== void 0 && (after === void 0 || after < before) : looser(before, after);
      if (loosened)
        out.push({
          subject: host,
          path: after === void 0 ? ["hostLimits", host] : ["hostLimits", host, key],
          from: before,
          to: after,
          line: raised(`hostLimits["${host}"].${key}`, before, after)
        });
    }
  }
  return out;
}
function checkChanges(base, head) {
  const out = [];
  const strictness = { error: 2, warning: 1, off: 0 };
  if (strictness[head.breakingChanges ?? "warning"] < strictness[base.breakingChanges ?? "warning"]) {
    out.push({
      subject: "breakingChanges",
      path: ["breakingChanges"],
      line: changed(
        "breakingChanges",
        JSON.stringify(base.breakingChanges ?? "warning"),
        JSON.stringify(head.breakingChanges ?? "warning"),
        head.breakingChanges === "off" ? "breakingOff" : "breakingNotFailing"
      )
    });
  }
  if (base.stability?.capabilities !== false && head.stability?.capabilities === false) {
    out.push({
      subject: "stability",
      path: ["stability", "capabilities"],
      line: changed("stability.capabilities", "true", "false", "capabilitiesUncounted")
    });
  }
  if (base.stability?.restart === true && head.stability?.restart !== true) {
    out.push({
      subject: "stability",
      path: head.stability?.restart === void 0 ? ["stability"] : ["stability", "restart"],
      line: changed("stability.restart", "true", String(head.stability?.restart ?? "unset"), "restartUnchecked")
    });
  }
  if (base.stability?.toolsList === "error" && head.stability?.toolsList !== "error") {
    out.push({
      subject: "stability",
      path: head.stability?.toolsList === void 0 ? ["stability"] : ["stability", "toolsList"],
      line: changed("stability.toolsList", '"error"', '"warning"', "toolsList")
    });
  }
  return out;
}
function importChanges(base, head) {
  const beforeImports = JSON.stringify([base.mcpConfig ?? []].flat());
  const afterImports = JSON.stringify([head.mcpConfig ?? []].flat());
  if (beforeImports === afterImports) return [];
  return [
    {
      subject: "mcpConfig",
      path: ["mcpConfig"],
      line: changed("mcpConfig", beforeImports, afterImports, "mcpConfig")
    }
  ];
}
function serverLoosenings(base, head, context) {
  const out = [];
  const declared = (config) => new Map(Object.entries(config.servers ?? {}));
  const baseServers = context.servers?.base ?? declared(base);
  const headServers = context.servers?.head ?? declared(head);
  const where = (server) => own(head.servers, server) ? ["servers", server] : ["mcpConfig"];
  out.push(...sandboxWidenings("sandbox", ["sandbox"], base.sandbox, head.sandbox));
  for (const server of baseServers.keys()) {
    if (!headServers.has(server))
      out.push({
        subject: server,
        path: own(base.servers, server) ? ["servers"] : ["mcpConfig"],
        line: { kind: "server-gone", server }
      });
  }
  for (const [server, after] of headServers) {
    const before = baseServers.get(server);
    out.push(...toolFilterLoosenings(server, before ?? {}, after, where(server)));
    const reach = serverReachLoosenings(server, before, after, where(server), base.sandbox, head.sandbox);
    out.push(...reach.lines);
    if (before)
      out.push(
        ...commandLineEdits(server, before, after, where(server), reach.fields),
        ...envEdits(server, before, after, where(server)),
        ...eraEdit(server, { base, head }, before, after, where(server))
      );
  }
  out.push(...capabilityEdits(base, head, { base: baseServers, head: headServers }, where));
  return out;
}
var SANDBOX_KEYS2 = /* @__PURE__ */ new Set(["network", "require", "passEnv", "readable", "writable"]);
function serverReachLoosenings(server, before, after, at2, baseSandbox, headSandbox) {
  const trusted = before ? { server: before, sandbox: { ...baseSandbox, ...before.sandbox } } : void 0;
  const widenings = reachWidenings(trusted, { server: after, sandbox: { ...headSandbox, ...after.sandbox } });
  const ownKey = (config, key) => !!config?.sandbox && Object.hasOwn(config.sandbox, key);
  const policy = before ? "base" : "default";
  const lines = widenings.filter((w) => !(before && SANDBOX_KEYS2.has(w.key) && !ownKey(before, w.key) && !ownKey(after, w.key))).map((w) => ({
    subject: server,
    path: at2.length > 1 ? [...at2, ...w.at] : at2,
    line: { kind: "reach", server, widening: w, policy }
  }));
  return { lines, fields: new Set(widenings.map((w) => w.at[0])) };
}
function symlinkChange(symlink) {
  if (!symlink?.head || symlink.head === symlink.base) return [];
  return [
    {
      subject: "budget.json",
      path: [],
      line: { kind: "symlink", head: symlink.head, ...symlink.base ? { base: symlink.base } : {} }
    }
  ];
}
function toolFilterLoosenings(server, before, after, at2) {
  const out = [];
  const hidden = (after.disabledTools ?? []).filter((tool) => !(before.disabledTools ?? []).includes(tool));
  if (hidden.length > 0)
    out.push({
      subject: server,
      path: at2.length > 1 ? [...at2, "disabledTools"] : at2,
      line: { kind: "disabled-tools", server, tools: hidden }
    });
  if (after.enabledTools && (!before.enabledTools || before.enabledTools.some((tool) => !after.enabledTools.includes(tool)))) {
    out.push({
      subject: server,
      path: at2.length > 1 ? [...at2, "enabledTools"] : at2,
      line: {
        kind: "enabled-tools",
        server,
        tools: after.enabledTools,
        ...before.enabledTools ? { was: before.enabledTools } : {}
      }
    });
  }
  return out;
}
function sandboxWidenings(subject, path, before, after) {
  const out = [];
  if ((before?.network ?? "none") !== "host" && after?.network === "host")
    out.push({
      subject,
      path: [...path, "network"],
      line: { kind: "sandbox", key: "network", from: `"${before?.network ?? "none"}"`, to: '"host"' }
    });
  if (before?.require === true && after?.require !== true)
    out.push({
      subject,
      path: after?.require === void 0 ? [...path] : [...path, "require"],
      line: { kind: "sandbox", key: "require", from: "true", to: String(after?.require ?? "unset") }
    });
  for (const key of ["passEnv", "writable", "readable"]) {
    const added = (after?.[key] ?? []).filter((item) => !(before?.[key] ?? []).includes(item));
    const list2 = (items) => `[${(items ?? []).map((a) => JSON.stringify(a)).join(", ")}]`;
    if (added.length > 0)
      out.push({
        subject,
        path: [...path, key],
        line: { kind: "sandbox", key, from: list2(before?.[key]), to: list2(after?.[key]), added }
      });
  }
  return out;
}
function baseFigures(base) {
  const figures = /* @__PURE__ */ new Map();
  for (const [key, entry] of Object.entries(base.oversized ?? {})) {
    for (const unit of ["bytes", "tokens"])
      if (entry[unit] !== void 0) figures.set(`${key}|${unit}`, entry[unit]);
  }
  return figures;
}

// src/judge/base/field-delta.ts
function fieldDeltas(before, after) {
  if (!before || !after) return [];
  const deltas = [];
  for (const field of /* @__PURE__ */ new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[field] ?? 0;
    const now = after[field] ?? 0;
    if (was !== now) deltas.push({ field, before: was, after: now, delta: now - was });
  }
  return deltas.sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta) || a.field.localeCompare(b.field));
}
function hostDeltas(base, head, server, beforeName, afterName) {
  const views = (report) => report.servers.find((s) => s.name === server && s.ok)?.hosts;
  const baseViews = views(base);
  const headViews = views(head);
  if (!baseViews?.length || !headViews?.length) return void 0;
  const deltas = [];
  for (const view of headViews) {
    const was = baseViews.find((candidate) => candidate.host === view.host)?.perTool.find((tool) => tool.name === beforeName);
    const now = view.perTool.find((tool) => tool.name === afterName);
    if (!was && !now) continue;
    if (!baseViews.some((candidate) => candidate.host === view.host)) continue;
    deltas.push({
      host: view.host,
      deltaBytes: (now?.bytes ?? 0) - (was?.bytes ?? 0),
      deltaTokens: (now?.tokens ?? 0) - (was?.tokens ?? 0)
    });
  }
  return deltas.length > 0 ? deltas : void 0;
}
function sentByNoHost(deltaBytes, hosts) {
  return deltaBytes !== 0 && hosts !== void 0 && hosts.every((host) => host.deltaBytes === 0 && host.deltaTokens === 0);
}
function withWhereItGrew(findings, table) {
  const grown = new Map(
    table.subjects.filter((change) => change.deltaBytes > 0 && change.fields?.length).map((change) => [change.subject, change])
  );
  return findings.map((finding) => {
    const change = grown.get(finding.subject);
    if (!change || !GROWTH_CODES.has(finding.code)) return finding;
    const unseen = change.sentByNoHost === true && finding.code !== "TOOL_OVER_BUDGET";
    return { ...finding, ...unseen ? { severity: "warning" } : {}, grew: { change, unseen } };
  });
}
var GROWTH_CODES = /* @__PURE__ */ new Set(["OVERSIZED_GREW", "TOOL_OVER_BUDGET", "GROWTH_OVER_BUDGET"]);

// src/judge/base/renames.ts
function findRenames(removed, added) {
  const pairs = [];
  const taken = /* @__PURE__ */ new Set();
  for (const now of added) {
    if (!now.bodyDigest) continue;
    const was = removed.find(
      (candidate) => !taken.has(candidate.subject) && candidate.server === now.server && candidate.bodyDigest === now.bodyDigest
    );
    if (!was) continue;
    taken.add(was.subject);
    pairs.push({ from: was.subject, to: now.subject });
  }
  return pairs;
}
function withoutMovedEntries(findings, table, base, head) {
  if (!base?.oversized) return findings;
  const renamedFrom = new Map(
    table.subjects.filter((change) => change.kind === "renamed" && change.renamedFrom).map((change) => [change.subject, change.renamedFrom])
  );
  return findings.filter((finding) => {
    if (finding.code !== "BUDGET_RAISED" || finding.limit !== void 0 || finding.path?.[0] !== "oversized" || finding.path.length !== 3)
      return true;
    const [, key, unit] = finding.path;
    const from = renamedFrom.get(key);
    if (!from || head.oversized && Object.hasOwn(head.oversized, from) || !Object.hasOwn(base.oversized, from))
      return true;
    return base.oversized[from][unit] !== finding.actual;
  });
}
function withFollowedEntries(findings, table, config, head, unmeasured) {
  const oversized = config.oversized;
  if (!oversized) return findings;
  let out = findings;
  for (const change of table.subjects) {
    const from = change.renamedFrom;
    const to = change.subject;
    if (change.kind !== "renamed" || !from || !Object.hasOwn(oversized, from) || Object.hasOwn(oversized, to)) continue;
    const obsolete = out.findIndex((f) => f.code === "OVERSIZED_OBSOLETE" && f.subject === from);
    if (obsolete === -1) continue;
    const entry = oversized[from];
    const moved = { ...config, oversized: { [to]: entry } };
    const held = ratchetFindings(moved, judgeOversized(moved, head.servers, head.fixtures, unmeasured)).map((f) => ({
      ...f,
      ...f.path ? { path: ["oversized", from, ...f.path.slice(2)] } : {}
    }));
    const followed = {
      code: "OVERSIZED_RENAMED",
      severity: out[obsolete].severity,
      subject: to,
      path: ["oversized", from],
      args: { from, to, entry }
    };
    out = [...out.slice(0, obsolete), followed, ...held, ...out.slice(obsolete + 1)].filter(
      (f) => f.subject !== to || !(f.code === "TOOL_OVER_BUDGET" && f.unit !== void 0 && entry[f.unit] !== void 0 || f.code === "DESCRIPTION_TOO_LONG" && entry.chars !== void 0)
    );
  }
  return out;
}

// src/judge/check-listed.ts
var OVER_BUDGET = {
  prompt: "PROMPT_OVER_BUDGET",
  resource: "RESOURCE_OVER_BUDGET",
  skill: "SKILL_OVER_BUDGET"
};
function checkListed(config, server) {
  const findings = [];
  for (const { field } of SURFACE_LISTS) {
    const list2 = server[field];
    if (!list2) continue;
    if (list2.failed !== void 0) {
      const unanswered = field === "resourceTemplates" && list2.failedCode === METHOD_NOT_FOUND;
      findings.push({
        code: "LISTING_FAILED",
        severity: unanswered ? "warning" : "error",
        subject: server.name,
        args: {
          advertised: field === "prompts" ? "prompts" : field === "skills" ? "the Skills extension" : "resources",
          method: list2.method,
          failed: list2.failed,
          unanswered
        }
      });
      continue;
    }
    const kind = listedKind(list2.method);
    for (const item of list2.items) {
      const subject = { kind, server: server.name, name: item.name };
      const key = `${kind}:${server.name}/${item.name}`;
      for (const unit of ["bytes", "tokens"]) {
        const limit = ceilingInForce(config, subject, unit);
        if (!limit || limit.source === "oversized" || item[unit] <= limit.value) continue;
        const facts = {
          severity: "error",
          subject: key,
          limit: limit.value,
          actual: item[unit],
          unit,
          path: limit.path,
          args: { method: list2.method }
        };
        findings.push({ code: OVER_BUDGET[kind], ...facts });
      }
    }
  }
  return findings;
}
function totalParts2(servers, unit) {
  const lists = /* @__PURE__ */ new Map();
  let tools = 0;
  for (const server of servers) {
    tools += server.tools.reduce((sum, tool) => sum + tool[unit], 0) + (server.instructions?.[unit] ?? 0);
    for (const { field } of SURFACE_LISTS) {
      const list2 = server[field];
      if (list2 && list2.failed === void 0) lists.set(list2.method, (lists.get(list2.method) ?? 0) + list2[unit]);
    }
  }
  return lists.size === 0 ? void 0 : { tools, lists: [...lists] };
}

// src/judge/base/changes.ts
var percentOf = (delta, before) => before > 0 ? delta / before * 100 : void 0;
function compareWithBase(base, measuredHead, ref, source, options = {}) {
  const head = withoutListsTheBaseNeverMeasured(base, measuredHead);
  const unmeasured = options.unmeasured ?? [];
  const failedAtHead = head.servers.filter((server) => !server.ok && !unmeasured.includes(server.name)).map((server) => server.name);
  const compared = (server) => !unmeasured.includes(server.name) && !failedAtHead.includes(server.name);
  const subjects = subjectChanges(base, head, subjectFigures(base, compared), subjectFigures(head, compared), options);
  return {
    ref,
    ...options.commit ? { commit: options.commit } : {},
    source,
    ...unmeasured.length > 0 ? { unmeasured } : {},
    ...failedAtHead.length > 0 ? { failedAtHead } : {},
    subjects,
    servers: serverChanges(base, head, compared),
    total: totalChange(base, head, compared)
  };
}
function subjectFigures(report, compared) {
  const tools = /* @__PURE__ */ new Map();
  for (const server of report.servers) {
    if (!server.ok || !compared(server)) continue;
    for (const tool of server.tools) {
      tools.set(`${server.name}/${tool.name}`, {
        bytes: tool.bytes,
        tokens: tool.tokens,
        descriptionChars: tool.descriptionChars,
        server: server.name,
        name: tool.name,
        ...tool.digest ? { digest: tool.digest } : {},
        ...tool.bodyDigest ? { bodyDigest: tool.bodyDigest } : {},
        ...tool.fields ? { fields: tool.fields } : {}
      });
    }
    if (server.instructions)
      tools.set(`instructions:${server.name}`, {
        bytes: server.instructions.bytes,
        tokens: server.instructions.tokens,
        descriptionChars: server.instructions.chars,
        ...server.instructions.digest ? { digest: server.instructions.digest } : {}
      });
    for (const { field } of SURFACE_LISTS) {
      const list2 = server[field];
      if (!list2 || list2.failed !== void 0) continue;
      for (const item of list2.items)
        tools.set(`${listedKind(list2.method)}:${server.name}/${item.name}`, {
          bytes: item.bytes,
          tokens: item.tokens,
          digest: item.digest
        });
    }
  }
  for (const fixture of report.fixtures) {
    if (fixture.pages.length === 0 || fixture.skipped !== void 0 || !compared({ name: fixture.server })) continue;
    tools.set(`fixture:${fixture.name}`, {
      bytes: fixture.pages.reduce((max, p) => Math.max(max, p.wireBytes), 0),
      tokens: fixture.pages.reduce((max, p) => Math.max(max, p.tokens), 0)
    });
  }
  return tools;
}
function subjectChanges(base, head, before, after, options) {
  const side = (map, present) => [...map].filter(([subject, f]) => f.server !== void 0 && !present.has(subject)).map(([subject, f]) => ({ subject, server: f.server, bodyDigest: f.bodyDigest }));
  const renames = findRenames(side(before, after), side(after, before));
  const renamedTo = new Map(renames.map((pair) => [pair.to, pair.from]));
  const renamedAway = new Set(renames.map((pair) => pair.from));
  const subjects = [];
  for (const subject of /* @__PURE__ */ new Set([...before.keys(), ...after.keys()])) {
    if (renamedAway.has(subject)) continue;
    const from = renamedTo.get(subject);
    subjects.push(subjectChange(base, head, subject, from, before.get(from ?? subject), after.get(subject), options));
  }
  const rank = (change) => change.kind === "unchanged" ? 1 : 0;
  subjects.sort((a, b) => rank(a) - rank(b) || b.deltaBytes - a.deltaBytes || a.subject.localeCompare(b.subject));
  return subjects;
}
function subjectChange(base, head, subject, from, was, now, options) {
  const deltaBytes = (now?.bytes ?? 0) - (was?.bytes ?? 0);
  const deltaTokens = (now?.tokens ?? 0) - (was?.tokens ?? 0);
  const kind = from ? "renamed" : !was ? "new" : !now ? "removed" : deltaBytes > 0 ? "grew" : deltaBytes < 0 ? "shrank" : was.digest !== now.digest ? "changed" : "unchanged";
  const strip = (f) => f && {
    bytes: f.bytes,
    tokens: f.tokens,
    ...f.descriptionChars === void 0 ? {} : { descriptionChars: f.descriptionChars }
  };
  const fields = fieldDeltas(was?.fields, now?.fields);
  const hosts = was?.name !== void 0 && now?.name !== void 0 && kind !== "unchanged" ? hostDeltas(base, head, now.server, was.name, now.name) : void 0;
  const unseen = hosts ? sentByNoHost(deltaBytes, hosts) : was?.fields !== void 0 && now?.fields !== void 0 && sentByNoProfile(deltaBytes, fields, options.hosts);
  return {
    subject,
    kind,
    ...from ? { renamedFrom: from } : {},
    ...was ? { before: strip(was) } : {},
    ...now ? { after: strip(now) } : {},
    deltaBytes,
    deltaTokens,
    ...fields.length > 0 ? { fields } : {},
    ...hosts ? { hosts } : {},
    ...unseen ? { sentByNoHost: true } : {},
    ...unseen && !hosts && !options.hosts?.length ? { askedEveryProfile: true } : {}
  };
}
function serverChanges(base, head, compared) {
  const serverFigures = (report) => new Map(
    report.servers.filter((s) => s.ok && compared(s)).map((s) => [s.name, { bytes: s.totals.bytes, tokens: s.totals.tokens }])
  );
  const baseServers = serverFigures(base);
  const headServers = serverFigures(head);
  return [.../* @__PURE__ */ new Set([...baseServers.keys(), ...headServers.keys()])].map((name) => {
    const was = baseServers.get(name);
    const now = headServers.get(name);
    const deltaBytes = (now?.bytes ?? 0) - (was?.bytes ?? 0);
    const percent = was ? percentOf(deltaBytes, was.bytes) : void 0;
    return {
      name,
      ...was ? { before: was } : {},
      ...now ? { after: now } : {},
      deltaBytes,
      deltaTokens: (now?.tokens ?? 0) - (was?.tokens ?? 0),
      ...percent === void 0 ? {} : { percent }
    };
  });
}
function totalChange(base, head, compared) {
  const sum = (report) => {
    const { bytes, tokens } = largestConfiguration(report.servers.filter((s) => s.ok && compared(s)));
    return { bytes, tokens };
  };
  const totalBefore = sum(base);
  const totalAfter = sum(head);
  const totalPercent = percentOf(totalAfter.bytes - totalBefore.bytes, totalBefore.bytes);
  return {
    before: totalBefore,
    after: totalAfter,
    deltaBytes: totalAfter.bytes - totalBefore.bytes,
    deltaTokens: totalAfter.tokens - totalBefore.tokens,
    ...totalPercent === void 0 ? {} : { percent: totalPercent }
  };
}
function sentByNoProfile(deltaBytes, fields, named) {
  if (deltaBytes === 0 || fields.length === 0) return false;
  const profiles = named?.length ? named.flatMap((name) => HOST_PROFILES[name] ? [HOST_PROFILES[name]] : []) : Object.values(HOST_PROFILES);
  if (profiles.length === 0) return false;
  return fields.every((field) => profiles.every((profile) => !sendsMember(profile, field.field)));
}
function withoutListsTheBaseNeverMeasured(base, head) {
  const servers = head.servers.map((server) => {
    const before = base.servers.find((candidate) => candidate.name === server.name);
    if (!before?.ok) return server;
    const unmeasured = SURFACE_LISTS.filter(({ field, marker }) => server[field] !== void 0 && !before[marker]);
    if (unmeasured.length === 0) return server;
    const rest = { ...server };
    for (const { field } of unmeasured) delete rest[field];
    const counted = unmeasured.map(({ field }) => server[field]).filter((list2) => list2.failed === void 0);
    const totals = {
      ...server.totals,
      bytes: server.totals.bytes - counted.reduce((sum, list2) => sum + list2.bytes, 0),
      tokens: server.totals.tokens - counted.reduce((sum, list2) => sum + list2.tokens, 0)
    };
    return { ...rest, totals };
  });
  return { ...head, servers };
}
function isToolSubject(subject) {
  return !/^(fixture|instructions|prompt|resource):/.test(subject);
}
function growthFindings(config, table, accepted) {
  const gates = config.growth;
  if (!gates) return [];
  const severity = accepted ? "warning" : "error";
  const findings = [];
  const gate = (subject, what, before, after, limits, path, change) => {
    const deltaBytes = after.bytes - before.bytes;
    const deltaTokens = after.tokens - before.tokens;
    const percent = percentOf(deltaBytes, before.bytes);
    const over2 = [];
    if (limits.percent !== void 0 && percent !== void 0 && percent > limits.percent)
      over2.push(["Percent", limits.percent, Math.round(percent), void 0]);
    if (limits.bytes !== void 0 && deltaBytes > limits.bytes)
      over2.push(["Bytes", limits.bytes, deltaBytes, "bytes"]);
    if (limits.tokens !== void 0 && deltaTokens > limits.tokens)
      over2.push(["Tokens", limits.tokens, deltaTokens, "tokens"]);
    for (const [key, limit, actual, unit] of over2) {
      findings.push({
        code: "GROWTH_OVER_BUDGET",
        severity,
        subject,
        limit,
        actual,
        ...unit ? { unit } : {},
        path: path(key),
        args: {
          ...what,
          beforeBytes: before.bytes,
          afterBytes: after.bytes,
          ref: table.ref,
          accepted,
          ...change ? { change } : {}
        }
      });
    }
  };
  for (const change of table.subjects) {
    if (change.kind !== "grew" && change.kind !== "changed" && change.kind !== "renamed" || !change.before || !change.after || !isToolSubject(change.subject))
      continue;
    gate(
      change.subject,
      { of: "tool" },
      change.before,
      change.after,
      { percent: gates.toolPercent, bytes: gates.toolBytes, tokens: gates.toolTokens },
      (key) => ["growth", `tool${key}`],
      change
    );
  }
  const lists = table.subjects.some(
    (change) => change.subject.startsWith("prompt:") || change.subject.startsWith("resource:")
  );
  gate(
    "total",
    { of: "total", lists },
    table.total.before,
    table.total.after,
    { percent: gates.totalPercent, bytes: gates.totalBytes, tokens: gates.totalTokens },
    (key) => ["growth", `total${key}`]
  );
  return findings;
}

// src/judge/contracts/schema-normal.ts
var SAFE = Number.MAX_SAFE_INTEGER;
var ONE = [
  "additionalProperties",
  "items",
  "additionalItems",
  "contains",
  "not",
  "if",
  "then",
  "else",
  "propertyNames",
  "unevaluatedProperties",
  "unevaluatedItems"
];
var LIST = ["anyOf", "oneOf", "allOf", "prefixItems"];
var MAP = ["properties", "patternProperties", "dependentSchemas"];
var DROPPED = ["$schema", "$id", "$comment", "$defs", "definitions", "$anchor"];
function normalSchema(schema) {
  return expand(schema, schema, []);
}
function expand(node, root, stack) {
  if (node === true || node === void 0) return {};
  if (node === false) return { not: {} };
  if (!isObject(node)) return {};
  let out = {};
  const ref = typeof node.$ref === "string" && node.$ref.startsWith("#") ? node.$ref : void 0;
  if (ref !== void 0) {
    const target = pointer(root, ref);
    if (stack.includes(ref) || target === void 0) out.$ref = ref;
    else out = expand(target, root, [...stack, ref]);
  }
  for (const [key, value] of Object.entries(node)) {
    if (DROPPED.includes(key) || key === "$ref" && ref !== void 0) continue;
    if (ONE.includes(key) && (isObject(value) || value === true)) out[key] = expand(value, root, stack);
    else if (LIST.includes(key) && Array.isArray(value)) out[key] = value.map((item) => expand(item, root, stack));
    else if (key === "items" && Array.isArray(value)) out.prefixItems = value.map((item) => expand(item, root, stack));
    else if (MAP.includes(key) && isObject(value))
      out[key] = Object.fromEntries(Object.entries(value).map(([name, item]) => [name, expand(item, root, stack)]));
    else out[key] = value;
  }
  return respell(out);
}
function respell(input) {
  let node = input;
  if ("const" in node) {
    node.enum = [node.const];
    delete node.const;
  }
  for (const [flag, bound] of [
    ["exclusiveMinimum", "minimum"],
    ["exclusiveMaximum", "maximum"]
  ]) {
    if (node[flag] === true && typeof node[bound] === "number") [node[flag], node[bound]] = [node[bound], void 0];
    if (typeof node[flag] === "boolean") delete node[flag];
    if (node[bound] === void 0) delete node[bound];
  }
  if (Array.isArray(node.type)) {
    const types = [...new Set(node.type.filter((type) => typeof type === "string"))].sort();
    node.type = types.length === 1 ? types[0] : types;
  }
  if (node.type === "integer" || Array.isArray(node.type) && node.type.includes("integer")) {
    if (node.minimum === -SAFE) delete node.minimum;
    if (node.maximum === SAFE) delete node.maximum;
  }
  if (node.additionalProperties !== void 0 && isObject(node.additionalProperties) && Object.keys(node.additionalProperties).length === 0)
    delete node.additionalProperties;
  if (isObject(node.items) && Object.keys(node.items).length === 0) delete node.items;
  if (isObject(node.propertyNames) && canonical(node.propertyNames) === '{"type":"string"}') delete node.propertyNames;
  if (Array.isArray(node.required)) {
    if (node.required.length === 0) delete node.required;
    else node.required = [...new Set(node.required)].sort();
  }
  node = splitTypes(node);
  for (const combiner of ["anyOf", "oneOf", "allOf"]) {
    const options = node[combiner];
    if (!Array.isArray(options)) continue;
    const flat = combiner === "anyOf" ? flattened(options) : options;
    if (flat.length !== 1) {
      node[combiner] = flat;
      continue;
    }
    delete node[combiner];
    Object.assign(node, flat[0]);
  }
  return node;
}
var OWN = {
  string: ["minLength", "maxLength", "pattern", "format", "contentEncoding", "contentMediaType"],
  number: ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"],
  array: [
    "items",
    "prefixItems",
    "additionalItems",
    "contains",
    "minItems",
    "maxItems",
    "uniqueItems",
    "minContains",
    "maxContains"
  ],
  object: [
    "properties",
    "required",
    "additionalProperties",
    "patternProperties",
    "minProperties",
    "maxProperties",
    "propertyNames",
    "dependentRequired",
    "dependentSchemas"
  ]
};
OWN.integer = OWN.number;
function splitTypes(node) {
  if (!Array.isArray(node.type) || node.type.length < 2 || "anyOf" in node || "oneOf" in node) return node;
  const types = node.type;
  const owned = new Set(types.flatMap((type) => OWN[type] ?? []));
  const outer = Object.fromEntries(Object.entries(node).filter(([key]) => key !== "type" && !owned.has(key)));
  const options = types.map((type) => ({
    type,
    ...Object.fromEntries((OWN[type] ?? []).filter((key) => key in node).map((key) => [key, node[key]]))
  }));
  return { ...outer, anyOf: options };
}
function flattened(options) {
  return options.flatMap(
    (option) => Object.keys(option).length === 1 && Array.isArray(option.anyOf) ? option.anyOf : [option]
  );
}
function pointer(root, ref) {
  if (ref === "#") return root;
  if (!ref.startsWith("#/")) return void 0;
  let at2 = root;
  for (const raw of ref.slice(2).split("/")) {
    const key = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
    if (!isObject(at2) && !Array.isArray(at2)) return void 0;
    at2 = Object.hasOwn(at2, key) ? at2[key] : void 0;
  }
  return at2;
}
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (isObject(value))
    return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(",")}}`;
  return JSON.stringify(value) ?? "null";
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/judge/contracts/annotation-changes.ts
var HINTS = [
  { hint: "readOnlyHint", absent: false, safe: true },
  { hint: "destructiveHint", absent: true, safe: false },
  { hint: "idempotentHint", absent: false, safe: true },
  { hint: "openWorldHint", absent: true, safe: false, describes: true }
];
function annotationChanges(before, after) {
  const [a, b] = [isObject(before) ? before : {}, isObject(after) ? after : {}];
  const value = (annotations, hint, absent) => typeof annotations[hint] === "boolean" ? annotations[hint] : absent;
  const writes = !value(a, "readOnlyHint", false) && !value(b, "readOnlyHint", false);
  const out = [];
  for (const { hint, absent, safe, describes } of HINTS) {
    if ((hint === "destructiveHint" || hint === "idempotentHint") && !writes) continue;
    const [was, now] = [value(a, hint, absent), value(b, hint, absent)];
    if (was === now) continue;
    out.push({
      change: `${hint} turned ${now ? "on" : "off"}`,
      class: now === safe || describes ? "compatible" : "breaking",
      path: `annotations.${hint}`,
      detail: `${was} → ${now}`,
      from: String(was),
      to: String(now)
    });
  }
  if (canonical(a.title) !== canonical(b.title))
    out.push({ change: "title edited", class: "cosmetic", path: "annotations.title" });
  return out;
}

// src/judge/contracts/schema-place.ts
function classOf(side, direction) {
  if (direction === "changed") return "breaking";
  return direction === "narrower" === (side === "input") ? "breaking" : "compatible";
}
var subjectWord = (side) => side === "input" ? "parameter" : "output field";
var at = (label, text) => label === "" ? text : `${label}: ${text}`;
var member = (path, name) => /^[A-Za-z_$][\w$]*$/.test(name) ? `${path}.${name}` : `${path}[${JSON.stringify(name)}]`;
var childLabel = (label, name) => label === "" ? name : `${label}.${name}`;

// src/judge/contracts/schema-keywords.ts
var STRUCTURE = ["properties", "required", "additionalProperties", "items", "prefixItems", "anyOf", "oneOf"];
var ANNOTATIONS = [
  "description",
  "title",
  "examples",
  "deprecated",
  "readOnly",
  "writeOnly",
  "$ref",
  "markdownDescription"
];
var LENGTHS = [
  ["minLength", "lower"],
  ["maxLength", "upper"],
  ["minItems", "lower"],
  ["maxItems", "upper"],
  ["minProperties", "lower"],
  ["maxProperties", "upper"]
];
var BOUNDS = [
  "minimum",
  "exclusiveMinimum",
  "maximum",
  "exclusiveMaximum",
  "multipleOf",
  "pattern",
  "format",
  "uniqueItems",
  ...LENGTHS.map(([keyword]) => keyword)
];
var SHOWN = 10;
function keywordChanges(a, b, place) {
  const out = [];
  const emit = (keyword, change, direction, text, from, to) => out.push({
    change,
    class: direction === "cosmetic" ? "cosmetic" : classOf(place.side, direction),
    path: `${place.path}.${keyword}`,
    detail: at(place.label, text),
    ...json("from", from),
    ...json("to", to)
  });
  const noun = subjectWord(place.side);
  const input = place.side === "input";
  const types = typeChange(typesOf(a), typesOf(b), place, `${place.path}.type`);
  if (types) out.push(types);
  enumChanges(a, b, place, emit);
  boundChanges(
    a,
    b,
    (keyword, verb, direction, from, to) => emit(keyword, `${noun} bound ${verb}`, direction, `${keyword} ${from} → ${to}`, a[keyword], b[keyword])
  );
  if (canonical(a.default) !== canonical(b.default))
    emit(
      "default",
      `${noun} default changed`,
      input ? "wider" : "cosmetic",
      `${shown2(a.default)} → ${shown2(b.default)}`,
      a.default,
      b.default
    );
  const handled = /* @__PURE__ */ new Set([...STRUCTURE, ...BOUNDS, "type", "enum", "default"]);
  for (const keyword of [.../* @__PURE__ */ new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
    if (handled.has(keyword) || canonical(a[keyword]) === canonical(b[keyword])) continue;
    if (ANNOTATIONS.includes(keyword) || keyword.startsWith("x-"))
      out.push({
        change: `${noun} ${keyword} edited`,
        class: "cosmetic",
        path: `${place.path}.${keyword}`,
        ...place.label ? { detail: place.label } : {}
      });
    else emit(keyword, `${noun} constraint changed`, "changed", keyword, a[keyword], b[keyword]);
  }
  return out;
}
function typeChange(a, b, place, path) {
  const direction = compareTypes(a, b);
  if (direction === "same") return void 0;
  const noun = subjectWord(place.side);
  const change = direction === "narrower" ? `${noun} type narrowed` : place.side === "input" ? `${noun} type ${direction === "wider" ? "widened" : "changed"}` : "output field type changed";
  return {
    change,
    class: classOf(place.side, direction),
    path,
    detail: at(place.label, `${list(a)} → ${list(b)}`),
    ...json("from", a),
    ...json("to", b)
  };
}
function enumChanges(a, b, place, emit) {
  const was = Array.isArray(a.enum) ? new Map(a.enum.map((value) => [canonical(value), value])) : void 0;
  const now = Array.isArray(b.enum) ? new Map(b.enum.map((value) => [canonical(value), value])) : void 0;
  const prefix = place.side === "input" ? "" : "output field ";
  if (!was && !now) return;
  if (!was)
    emit(
      "enum",
      `${prefix || "parameter "}enum added`,
      "narrower",
      `any → ${values([...now.keys()])}`,
      void 0,
      b.enum
    );
  else if (!now)
    emit(
      "enum",
      `${prefix || "parameter "}enum removed`,
      "wider",
      `${values([...was.keys()])} → any`,
      a.enum,
      void 0
    );
  else {
    const removed = [...was.keys()].filter((value) => !now.has(value));
    const added = [...now.keys()].filter((value) => !was.has(value));
    if (removed.length > 0) emit("enum", `${prefix}enum value removed`, "narrower", values(removed), a.enum, b.enum);
    if (added.length > 0) emit("enum", `${prefix}enum value added`, "wider", values(added), a.enum, b.enum);
  }
}
var DIRECTION = {
  added: "narrower",
  tightened: "narrower",
  removed: "wider",
  loosened: "wider",
  changed: "changed"
};
function boundChanges(a, b, emit) {
  const report = (keyword, verb, from, to) => verb && emit(keyword, verb, DIRECTION[verb], from, to);
  for (const [keyword, end] of LENGTHS)
    report(keyword, compareBound(num(a[keyword]), num(b[keyword]), end), shownNum(a[keyword]), shownNum(b[keyword]));
  for (const end of ["lower", "upper"]) {
    const [was, now] = [edge(a, end), edge(b, end)];
    const verb = compareEdge(was, now, end);
    report((now ?? was)?.keyword ?? "", verb, edgeText(was, end), edgeText(now, end));
  }
  const [m1, m2] = [num(a.multipleOf), num(b.multipleOf)];
  if (m1 !== m2) {
    const verb = m1 === void 0 ? "added" : m2 === void 0 ? "removed" : Number.isInteger(m1 / m2) ? "loosened" : Number.isInteger(m2 / m1) ? "tightened" : "changed";
    report("multipleOf", verb, shownNum(m1), shownNum(m2));
  }
  for (const keyword of ["pattern", "format"]) {
    const [x, y] = [a[keyword], b[keyword]];
    if (canonical(x) === canonical(y)) continue;
    if (keyword === "pattern" && (x === void 0 || y === void 0) && a.format !== void 0 && canonical(a.format) === canonical(b.format))
      continue;
    report(keyword, x === void 0 ? "added" : y === void 0 ? "removed" : "changed", shown2(x), shown2(y));
  }
  if (a.uniqueItems === true !== (b.uniqueItems === true))
    report(
      "uniqueItems",
      b.uniqueItems === true ? "added" : "removed",
      String(a.uniqueItems === true),
      String(b.uniqueItems === true)
    );
}
function compareBound(was, now, end) {
  if (was === now) return void 0;
  if (was === void 0) return "added";
  if (now === void 0) return "removed";
  return now > was === (end === "lower") ? "tightened" : "loosened";
}
function edge(schema, end) {
  const [inclusive, exclusive] = end === "lower" ? ["minimum", "exclusiveMinimum"] : ["maximum", "exclusiveMaximum"];
  const edges = [];
  if (typeof schema[inclusive] === "number")
    edges.push({ value: schema[inclusive], exclusive: false, keyword: inclusive });
  if (typeof schema[exclusive] === "number")
    edges.push({ value: schema[exclusive], exclusive: true, keyword: exclusive });
  return edges.sort(
    (x, y) => (end === "lower" ? y.value - x.value : x.value - y.value) || Number(y.exclusive) - Number(x.exclusive)
  )[0];
}
function compareEdge(was, now, end) {
  if (!was || !now || was.value !== now.value) return compareBound(was?.value, now?.value, end);
  if (was.exclusive === now.exclusive) return void 0;
  return now.exclusive ? "tightened" : "loosened";
}
var edgeText = (e, end) => e === void 0 ? "none" : e.exclusive ? `${end === "lower" ? ">" : "<"}${e.value}` : String(e.value);
var typesOf = (schema) => typeof schema.type === "string" ? [schema.type] : Array.isArray(schema.type) ? schema.type : void 0;
var covers = (set, type) => set.has(type) || type === "integer" && set.has("number");
function compareTypes(a, b) {
  if (!a && !b) return "same";
  if (!b) return "wider";
  if (!a) return "narrower";
  const [was, now] = [new Set(a), new Set(b)];
  const lost = a.some((type) => !covers(now, type));
  const gained = b.some((type) => !covers(was, type));
  return lost && gained ? "changed" : lost ? "narrower" : gained ? "wider" : "same";
}
var list = (types) => types ? types.join("|") : "any";
var num = (value) => typeof value === "number" ? value : void 0;
var shownNum = (value) => typeof value === "number" ? String(value) : "none";
var shown2 = (value) => value === void 0 ? "none" : canonical(value);
var values = (texts) => texts.length > SHOWN ? `${texts.slice(0, SHOWN).join(", ")}, … (${texts.length - SHOWN} more)` : texts.join(", ");
function json(key, value) {
  if (value === void 0) return {};
  const text = canonical(value);
  return text.length > MAX_VALUE_CHARS ? {} : { [key]: text };
}
var MAX_VALUE_CHARS = 1e3;

// src/judge/contracts/schema-unions.ts
function unionOf(schema) {
  for (const key of ["anyOf", "oneOf"])
    if (Array.isArray(schema[key])) return { key, options: schema[key] };
  return void 0;
}
function unionChanges(a, b, place, compare2) {
  const out = [];
  const noun = subjectWord(place.side);
  const { pairs, removed, added } = pairOptions(a.options, b.options);
  for (const [i, j, name] of pairs)
    out.push(
      ...compare2(a.options[i], b.options[j], {
        ...place,
        label: `${place.label}${name}`,
        path: `${place.path}.${b.key}[${j}]`
      })
    );
  const unpaired = [...removed.map((i) => a.options[i]), ...added.map((j) => b.options[j])];
  if (unpaired.length > 0 && unpaired.every(pure)) {
    const [was, now] = typesIn(a) && typesIn(b) ? [typesIn(a), typesIn(b)] : [pureTypes(a), pureTypes(b)];
    const types = typeChange(was, now, place, `${place.path}.${b.key}`);
    return types ? [...out, types] : out;
  }
  for (const i of removed)
    out.push({
      change: `${noun} union option removed`,
      class: classOf(place.side, "narrower"),
      path: `${place.path}.${a.key}[${i}]`,
      detail: at(place.label, describe(a.options[i])),
      ...json("from", a.options[i])
    });
  for (const j of added)
    out.push({
      change: `${noun} union option added`,
      class: classOf(place.side, "wider"),
      path: `${place.path}.${b.key}[${j}]`,
      detail: at(place.label, describe(b.options[j])),
      ...json("to", b.options[j])
    });
  return out;
}
function pairOptions(a, b) {
  const pairs = [];
  const key = discriminator(a) !== void 0 && discriminator(a) === discriminator(b) ? discriminator(a) : void 0;
  const left = new Set(a.keys());
  const right = new Set(b.keys());
  const take = (i, j, name) => {
    pairs.push([i, j, name]);
    left.delete(i);
    right.delete(j);
  };
  if (key !== void 0) {
    const byValue = new Map(b.map((option, j) => [tag(option, key), j]));
    for (const i of a.keys()) {
      const j = byValue.get(tag(a[i], key));
      if (j !== void 0) take(i, j, `[${key}=${tag(a[i], key)}]`);
    }
  } else {
    const name = (j) => b.length === 1 ? "" : `(option ${j + 1})`;
    for (const i of [...left]) {
      const j = [...right].find((k) => canonical(a[i]) === canonical(b[k]));
      if (j !== void 0) take(i, j, name(j));
    }
    for (const i of [...left]) {
      const j = [...right].find((k) => signature(a[i]) === signature(b[k]));
      if (j !== void 0) take(i, j, name(j));
    }
  }
  return { pairs: pairs.sort((x, y) => x[1] - y[1]), removed: [...left], added: [...right] };
}
function discriminator(options) {
  const first = options[0]?.properties;
  if (options.length < 2 || !isObject(first)) return void 0;
  return Object.keys(first).find((key) => {
    const tags = options.map((option) => tag(option, key));
    return tags.every((value) => value !== void 0) && new Set(tags).size === tags.length;
  });
}
function tag(option, key) {
  const property = isObject(option.properties) && Object.hasOwn(option.properties, key) ? option.properties[key] : void 0;
  return isObject(property) && Array.isArray(property.enum) && property.enum.length === 1 ? canonical(property.enum[0]) : void 0;
}
var signature = (option) => canonical(option.type ?? null);
var pure = (option) => Object.keys(option).length === 1 && typeof option.type === "string";
var pureTypes = (union) => [...new Set(union.options.filter(pure).map((option) => option.type))].sort();
function typesIn(union) {
  const types = union.options.map(
    (option) => typeof option.type === "string" ? [option.type] : Array.isArray(option.type) ? option.type : void 0
  );
  return types.some((list2) => list2 === void 0) ? void 0 : [...new Set(types.flat())].sort();
}
function describe(option) {
  const key = isObject(option.properties) ? Object.keys(option.properties).find((name) => tag(option, name) !== void 0) : void 0;
  if (key !== void 0) return `option ${key}=${tag(option, key)}`;
  return `option of type ${Array.isArray(option.type) ? option.type.join("|") : typeof option.type === "string" ? option.type : "any"}`;
}

// src/judge/contracts/schema-diff.ts
function schemaDiff(before, after, side, root) {
  const respelled = dialect(before) !== dialect(after);
  const changes = compare(normalSchema(before), normalSchema(after), { side, path: root, label: "", respelled });
  return changes.sort((x, y) => x.path < y.path ? -1 : x.path > y.path ? 1 : 0);
}
function compare(a, b, place) {
  const [ua, ub] = [unionOf(a), unionOf(b)];
  if (!ua && !ub) return [...keywordChanges(a, b, place), ...structureChanges(a, b, place)];
  if (ua && ub)
    return [
      ...keywordChanges(bodyOf(a), bodyOf(b), place),
      ...structureChanges(bodyOf(a), bodyOf(b), place),
      ...unionChanges(ua, ub, place, compare)
    ];
  const annotations = keywordChanges(only(a, ANNOTATIONS), only(b, ANNOTATIONS), place);
  const alone = (schema, key) => ({ key, options: [without(schema, ANNOTATIONS)] });
  return [...annotations, ...unionChanges(ua ?? alone(a, ub.key), ub ?? alone(b, ua.key), place, compare)];
}
function structureChanges(a, b, place) {
  return [...propertyChanges(a, b, place), ...additionalChanges(a, b, place), ...itemChanges(a, b, place)];
}
function propertyChanges(a, b, place) {
  const out = [];
  const noun = subjectWord(place.side);
  const input = place.side === "input";
  const [pa, pb] = [propertiesOf(a), propertiesOf(b)];
  const [ra, rb] = [requiredOf(a), requiredOf(b)];
  const names = [.../* @__PURE__ */ new Set([...Object.keys(pa), ...Object.keys(pb), ...ra, ...rb])];
  for (const name of names) {
    const label = childLabel(place.label, name);
    const path = member(`${place.path}.properties`, name);
    const [was, now] = [Object.hasOwn(pa, name) || ra.has(name), Object.hasOwn(pb, name) || rb.has(name)];
    if (was && !now) {
      out.push({
        change: input ? "parameter removed" : "output field removed",
        class: "breaking",
        path,
        detail: label
      });
      continue;
    }
    if (!was && now) {
      const change = !input ? "output field added" : rb.has(name) ? "required parameter added" : "optional parameter added";
      out.push({ change, class: input && rb.has(name) ? "breaking" : "compatible", path, detail: label });
      continue;
    }
    if (!ra.has(name) && rb.has(name))
      out.push({
        change: `${noun} now required`,
        class: classOf(place.side, "narrower"),
        path: `${place.path}.required`,
        detail: label
      });
    if (ra.has(name) && !rb.has(name))
      out.push({
        change: `${noun} now optional`,
        class: classOf(place.side, "wider"),
        path: `${place.path}.required`,
        detail: label
      });
    out.push(...compare(schemaAt(pa, name), schemaAt(pb, name), { ...place, label, path }));
  }
  return out;
}
function additionalChanges(a, b, place) {
  const out = [];
  const [xa, xb] = [a.additionalProperties, b.additionalProperties];
  if (place.side === "input" && xa !== false && xb === false && !place.respelled) {
    out.push({
      change: "additional properties closed",
      class: "breaking",
      path: `${place.path}.additionalProperties`,
      detail: at(place.label, "additionalProperties any → false")
    });
  }
  if (xa !== false && xb !== false && (isObject(xa) || isObject(xb)))
    out.push(
      ...compare(asSchema(xa), asSchema(xb), {
        ...place,
        label: childLabel(place.label, "*"),
        path: `${place.path}.additionalProperties`
      })
    );
  return out;
}
function itemChanges(a, b, place) {
  const out = [];
  if (isObject(a.items) || isObject(b.items))
    out.push(
      ...compare(asSchema(a.items), asSchema(b.items), {
        ...place,
        label: `${place.label}[]`,
        path: `${place.path}.items`
      })
    );
  const [ta, tb] = [tupleOf(a), tupleOf(b)];
  for (let i = 0; i < Math.max(ta.length, tb.length); i++)
    out.push(
      ...compare(ta[i] ?? {}, tb[i] ?? {}, {
        ...place,
        label: `${place.label}[${i}]`,
        path: `${place.path}.prefixItems[${i}]`
      })
    );
  return out;
}
var dialect = (schema) => isObject(schema) && typeof schema.$schema === "string" ? schema.$schema.replace(/#$/, "").replace(/^https:/, "http:") : void 0;
var propertiesOf = (schema) => isObject(schema.properties) ? schema.properties : {};
var requiredOf = (schema) => new Set(
  Array.isArray(schema.required) ? schema.required.filter((name) => typeof name === "string") : []
);
var schemaAt = (properties, name) => asSchema(Object.hasOwn(properties, name) ? properties[name] : void 0);
var asSchema = (value) => isObject(value) ? value : {};
var tupleOf = (schema) => Array.isArray(schema.prefixItems) ? schema.prefixItems.map(asSchema) : [];
var bodyOf = (schema) => without(schema, ["anyOf", "oneOf"]);
var without = (schema, keys) => Object.fromEntries(Object.entries(schema).filter(([key]) => !keys.includes(key)));
var only = (schema, keys) => Object.fromEntries(Object.entries(schema).filter(([key]) => keys.includes(key)));

// src/judge/contracts/contract-changes.ts
var ORDER = ["none", "patch", "minor", "major"];
var largerBump = (a, b) => ORDER.indexOf(a) >= ORDER.indexOf(b) ? a : b;
function contractChanges(base, head, unmeasured = []) {
  const before = toolsOf(base);
  const after = toolsOf(head);
  const silent = /* @__PURE__ */ new Set([
    ...[...base.servers, ...head.servers].filter((server) => !server.ok).map((server) => server.name),
    ...unmeasured
  ]);
  const serverOf = (subject) => subject.slice(0, subject.indexOf("/"));
  const changes = [];
  const unknown = [];
  const added = /* @__PURE__ */ new Map();
  for (const [subject, now] of after)
    if (!before.has(subject) && now.bodyDigest) added.set(`${serverOf(subject)}|${now.bodyDigest}`, subject);
  const renamedTo = /* @__PURE__ */ new Set();
  for (const [subject, was] of before) {
    const now = after.get(subject);
    if (silent.has(serverOf(subject))) {
      unknown.push(subject);
      continue;
    }
    const renamed = !now && was.bodyDigest ? added.get(`${serverOf(subject)}|${was.bodyDigest}`) : void 0;
    if (renamed && !renamedTo.has(renamed)) {
      renamedTo.add(renamed);
      changes.push({
        subject,
        change: "tool renamed",
        class: "breaking",
        bump: "major",
        detail: `${subject} → ${renamed}`
      });
      continue;
    }
    if (!now) {
      changes.push({ subject, change: "tool removed", class: "breaking", bump: "major" });
      continue;
    }
    if (!was.contract || !now.contract) {
      unknown.push(subject);
      continue;
    }
    const found = toolChanges(was.contract, now.contract);
    const rest = was.contract.schemas?.rest !== void 0 && now.contract.schemas?.rest !== void 0;
    if (rest && was.contract.schemas.rest !== now.contract.schemas.rest)
      found.push({ change: "description or metadata edited", class: "cosmetic", bump: "patch" });
    if (!rest && found.length === 0 && was.digest !== now.digest)
      found.push({ change: "description or schema edited", class: "cosmetic", bump: "patch" });
    changes.push(...found.map((change) => ({ subject, ...change })));
  }
  for (const subject of after.keys()) {
    if (before.has(subject) || renamedTo.has(subject)) continue;
    if (silent.has(serverOf(subject))) unknown.push(subject);
    else changes.push({ subject, change: "tool added", class: "compatible", bump: "minor" });
  }
  changes.sort((a, b) => ORDER.indexOf(b.bump) - ORDER.indexOf(a.bump) || a.subject.localeCompare(b.subject));
  return { changes, unknown };
}
var BUMP = { breaking: "major", compatible: "minor", cosmetic: "patch" };
function toolChanges(was, now) {
  const [a, b] = was.schemas && now.schemas ? [was.schemas, now.schemas] : [topLevel(was), topLevel(now)];
  const found = schemaDiff(a.input ?? OBJECT, b.input ?? OBJECT, "input", "inputSchema");
  if (a.output === void 0 && b.output !== void 0)
    found.push({ change: "outputSchema added", class: "compatible", path: "outputSchema" });
  if (a.output !== void 0 && b.output === void 0)
    found.push({ change: "outputSchema removed", class: "breaking", path: "outputSchema" });
  if (a.output !== void 0 && b.output !== void 0)
    found.push(...schemaDiff(a.output, b.output, "output", "outputSchema"));
  found.push(...annotationChanges(a.annotations, b.annotations));
  return found.map((change) => ({ ...change, bump: BUMP[change.class] }));
}
var OBJECT = { type: "object" };
function topLevel(contract) {
  const schema = (fields) => ({
    type: "object",
    properties: Object.fromEntries(
      Object.entries(fields).map(([name, field]) => [
        name,
        { ...field.types ? { type: field.types } : {}, ...field.values ? { enum: field.values.map(parsed) } : {} }
      ])
    ),
    required: Object.entries(fields).filter(([, field]) => field.required).map(([name]) => name)
  });
  return { input: schema(contract.inputs), ...contract.outputs ? { output: schema(contract.outputs) } : {} };
}
function parsed(text) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
function toolsOf(report) {
  const tools = /* @__PURE__ */ new Map();
  for (const server of report.servers) {
    if (!server.ok) continue;
    for (const tool of server.tools)
      tools.set(`${server.name}/${tool.name}`, {
        ...tool.contract ? { contract: tool.contract } : {},
        ...tool.digest ? { digest: tool.digest } : {},
        ...tool.bodyDigest ? { bodyDigest: tool.bodyDigest } : {}
      });
  }
  return tools;
}

// src/judge/base/host-crossings.ts
function hostCrossings(base, head) {
  const findings = [];
  for (const server of head.servers) {
    const before = base.servers.find((s) => s.name === server.name);
    for (const view of server.hosts ?? []) {
      const was = before?.hosts?.find((h) => h.host === view.host);
      if (!was) continue;
      const profile = HOST_PROFILES[view.host];
      const wasCut = new Map(was.perTool.map((tool) => [tool.name, tool.descriptionCut]));
      for (const tool of view.perTool) {
        if (!tool.descriptionCut || !tool.descriptionLost || wasCut.get(tool.name) !== false) continue;
        const cut = descriptionCutOf(profile);
        findings.push({
          code: "HOST_CUT_CROSSED",
          host: profile.name,
          severity: "warning",
          subject: `${server.name}/${tool.name}`,
          limit: cut?.value,
          actual: tool.descriptionLost.at + tool.descriptionLost.chars,
          unit: "chars",
          path: ["hosts"],
          args: {
            kind: "description",
            title: profile.title,
            source: cut,
            cut: cut?.value ?? 0,
            lost: tool.descriptionLost
          }
        });
      }
    }
  }
  findings.push(...deferralCrossings(base, head));
  for (const fixture of head.fixtures) {
    const before = base.fixtures.find((f) => f.name === fixture.name);
    for (const view of fixture.hosts ?? []) {
      const was = before?.hosts?.find((h) => h.host === view.host);
      if (!was || view.outcome === "whole" || was.outcome !== "whole" || !view.textLost) continue;
      const profile = HOST_PROFILES[view.host];
      const fact = view.outcome === "spilled" ? profile.facts.resultSpill : profile.facts.resultCut;
      findings.push({
        code: "HOST_CUT_CROSSED",
        host: profile.name,
        severity: "warning",
        subject: `fixture:${fixture.name}`,
        actual: view.preCutTokens,
        unit: "tokens",
        path: ["hosts"],
        args: {
          kind: "result",
          title: profile.title,
          source: fact,
          spilled: view.outcome === "spilled",
          before: was.preCutTokens,
          lost: view.textLost,
          including: view.lost
        }
      });
    }
  }
  return findings;
}
function deferralCrossings(base, head) {
  const viewsOf = (servers, host) => servers.flatMap((server) => server.hosts?.filter((view) => view.host === host) ?? []);
  const hosts = new Set(head.servers.flatMap((server) => server.hosts?.map((view) => view.host) ?? []));
  const findings = [];
  for (const host of hosts) {
    const profile = HOST_PROFILES[host];
    if (!profile) continue;
    for (const run of configurations(head.servers)) {
      const names = new Set(run.servers.map((server) => server.name));
      const was = viewsOf(
        base.servers.filter((server) => names.has(server.name)),
        host
      );
      if (was.length === 0) continue;
      const before = deferralSide(profile, was);
      const now = deferralSide(profile, viewsOf(run.servers, host));
      if (before.deferred === now.deferred) continue;
      findings.push({
        code: "HOST_DEFERRAL_CROSSED",
        host,
        severity: "warning",
        subject: run.variants.length > 0 ? `${host} (${run.variants.join(", ")})` : host,
        ...now.threshold !== void 0 ? { limit: now.threshold } : {},
        actual: now.tools,
        unit: "tools",
        path: ["hosts"],
        args: {
          title: profile.title,
          source: profile.facts.deferral ?? profile.facts.deferredLoading,
          deferred: now.deferred,
          rule: now.rule,
          sessionStartTokens: now.sessionStartTokens,
          before: { tools: before.tools, deferred: before.deferred, sessionStartTokens: before.sessionStartTokens },
          ...now.model !== void 0 ? { model: now.model } : {}
        }
      });
    }
  }
  return findings;
}

// src/judge/contracts/semver.ts
function requiredBump(changes, baseVersion) {
  const needed = changes.reduce((bump, change) => largerBump(bump, change.bump), "none");
  const zero = zeroRange(baseVersion);
  if (needed === "none" || !zero) return needed;
  if (zero === "0.0.z") return "patch";
  return needed === "major" ? "minor" : "patch";
}
function bumpOnScale(bump, baseVersion) {
  return requiredBump([{ bump }], baseVersion);
}
function zeroScaleNote(baseVersion) {
  const zero = zeroRange(baseVersion);
  if (!zero) return void 0;
  const [major, minor, patch] = parse(baseVersion);
  const version = `${major}.${minor}.${patch}`;
  return zero === "0.0.z" ? `Below 1.0.0 the bumps are on the base version ${version}’s scale: under 0.0.z every release may break (npm’s ^${version} takes ${version} only), so every change needs a patch release` : `Below 1.0.0 the bumps are on the base version ${version}’s scale: under 0.y.z the minor is the breaking one (npm’s ^${version} takes ${major}.${minor}.x only), so a breaking change needs a minor release and an addition a patch`;
}
function zeroRange(version) {
  const v = parse(version);
  if (v?.[0] !== 0) return void 0;
  return v[1] === 0 ? "0.0.z" : "0.y.z";
}
function zeroNote(version, changes) {
  return changes.some((change) => change.bump === "major") ? zeroRange(version) : void 0;
}
function releaseBump(from, to) {
  const a = parse(from);
  const b = parse(to);
  if (!a || !b) return void 0;
  if (b[0] < a[0] || b[0] === a[0] && (b[1] < a[1] || b[1] === a[1] && b[2] < a[2])) return "downgrade";
  if (b[0] !== a[0]) return "major";
  if (b[1] !== a[1]) return "minor";
  return b[2] !== a[2] ? "patch" : "none";
}
function nextVersion(version, bump) {
  const v = parse(version);
  if (!v || bump === "none") return void 0;
  const [major, minor, patch] = v;
  return bump === "major" ? `${major + 1}.0.0` : bump === "minor" ? `${major}.${minor + 1}.0` : `${major}.${minor}.${patch + 1}`;
}
function semverFindings(changes, versions, policy) {
  if (policy === "off") return [];
  const needed = requiredBump(changes, versions.base);
  const next = nextVersion(versions.base, needed);
  const zero = zeroNote(versions.base, changes);
  const release = { needed, ...next ? { next } : {}, ...zero ? { zero } : {} };
  const findings = changes.filter((change) => change.bump === "major").map((change) => ({
    code: "BREAKING_CHANGE",
    severity: policy,
    subject: change.subject,
    args: {
      change: change.change,
      ...change.detail === void 0 ? {} : { detail: change.detail },
      ...change.path === void 0 ? {} : { at: change.path },
      release
    },
    path: ["breakingChanges"]
  }));
  const released = releaseBump(versions.base, versions.head);
  if (released && released !== "none" && (released === "downgrade" ? needed !== "none" : largerBump(released, needed) !== released)) {
    findings.push({
      code: "SEMVER_BUMP_TOO_SMALL",
      severity: "error",
      subject: versions.manifest ?? "version",
      args: { base: versions.base, head: versions.head, released, release },
      path: ["breakingChanges"]
    });
  }
  return findings;
}
function parse(version) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version ?? "");
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : void 0;
}

// src/judge/base/against-base.ts
function judgedAgainstBase(config, head, judged, evidence, configFile) {
  const budget = evidence.budget;
  const baseConfig = budget && typeof budget.config === "object" ? budget.config : void 0;
  const withRaises = [...judged, ...budget ? raiseFindings(config, budget, evidence, configFile) : []];
  const budgetFigures = baseConfig ? { budgetFigures: baseFigures(baseConfig) } : {};
  const figures = evidence.figures;
  if (!figures) return { findings: withRaises, sections: {}, ...budgetFigures };
  const provenance = baseProvenance(
    figures,
    head.servers.map((server) => server.name)
  );
  const unmeasured = baseUnmeasuredFindings(provenance, figures, config, {
    policy: evidence.unmeasuredBase,
    setupGiven: evidence.setupGiven,
    configFile,
    ...evidence.setupCommand ? { setupCommand: evidence.setupCommand } : {}
  });
  const stats = figures.source === "measured" ? figures.report?.cache : void 0;
  const cache = stats ? { cache: { warm: stats.warm, hits: stats.hits, misses: stats.misses } } : {};
  const changes = figures.report ? compareWithBase(figures.report, head, figures.ref, figures.source, {
    commit: figures.commit,
    unmeasured: unmeasuredServers(provenance),
    ...config.hosts ? { hosts: config.hosts } : {}
  }) : void 0;
  const growth = changes ? withWhereItGrew(growthFindings(config, changes, evidence.acceptGrowth), changes) : [];
  const ownFindings = changes ? withWhereItGrew(
    withFollowedEntries(
      withoutMovedEntries(withRaises, changes, baseConfig, config),
      changes,
      config,
      head,
      unmeasuredServers(provenance)
    ),
    changes
  ) : withRaises;
  const contract = figures.report ? contractsAgainst(config, figures.report, head, unmeasuredServers(provenance), evidence.versions ?? {}) : void 0;
  const crossings = figures.report ? [...hostCrossings(figures.report, head), ...hiddenAgainstBase(figures.report, head)] : [];
  const findings = [...unmeasured, ...ownFindings, ...growth, ...contract?.findings ?? [], ...crossings];
  const sections = {
    base: { ...provenance, ...cache },
    ...changes ? { changes } : {},
    ...contract ? { contracts: contract.contracts } : {}
  };
  return { findings, sections, ...budgetFigures };
}
function raiseFindings(config, budget, evidence, configFile) {
  if (typeof budget.config === "object") {
    return budgetRaises(budget.config, config, evidence.raises, {
      ...budget.servers ? { servers: { base: budget.servers, head: evidence.headServers } } : {},
      symlink: budget.symlink
    });
  }
  return [
    ...reachBeyondDefault(config, evidence.headServers, evidence.raises),
    {
      code: "BUDGET_RAISED",
      severity: evidence.raises === "fail" ? "error" : "notice",
      subject: configFile,
      args: { kind: budget.config === "new" ? "budget-new" : "budget-invalid", file: configFile, ref: budget.ref }
    }
  ];
}
function contractsAgainst(config, base, head, unmeasured, versions) {
  const { changes, unknown } = contractChanges(base, head, unmeasured);
  const findings = semverFindings(changes, versions, config.breakingChanges ?? "warning");
  return {
    findings,
    contracts: {
      suggestedBump: requiredBump(changes, versions.base),
      versions,
      changes,
      ...unknown.length > 0 ? { unknown } : {}
    }
  };
}

// src/judge/check-definitions.ts
function checkDefinitions(config, servers) {
  const findings = [];
  const measured = servers.filter((server) => server.ok);
  for (const server of measured) {
    for (const tool of server.tools) findings.push(...toolFindings(config, server, tool));
    findings.push(...serverFindings(config, server));
  }
  findings.push(...configurationFindings(config, measured));
  return findings;
}
function toolFindings(config, server, tool) {
  const findings = [];
  const subject = `${server.name}/${tool.name}`;
  const toolSubject = { kind: "tool", server: server.name, tool: tool.name };
  for (const unit of ["bytes", "tokens"]) {
    const limit = ceilingInForce(config, toolSubject, unit);
    if (limit && limit.source !== "oversized" && tool[unit] > limit.value) {
      findings.push({
        code: "TOOL_OVER_BUDGET",
        severity: "error",
        subject,
        limit: limit.value,
        actual: tool[unit],
        unit,
        path: limit.path,
        args: tool.face ? { face: tool.face } : {}
      });
    }
  }
  const description = ceilingInForce(config, toolSubject, "chars");
  if (description && description.source !== "oversized" && tool.descriptionChars > description.value) {
    findings.push({
      code: "DESCRIPTION_TOO_LONG",
      severity: "error",
      subject,
      limit: description.value,
      actual: tool.descriptionChars,
      unit: "chars",
      path: description.path,
      args: {}
    });
  }
  const name = limitFor(config, server.name, "nameChars");
  if (name && tool.hostName.length > name.value) {
    findings.push({
      code: "NAME_TOO_LONG",
      severity: "error",
      subject,
      limit: name.value,
      actual: tool.hostName.length,
      unit: "chars",
      path: name.path,
      args: { hostName: tool.hostName }
    });
  }
  return findings;
}
function serverFindings(config, server) {
  const findings = [];
  const instructions = limitFor(config, server.name, "descriptionChars");
  if (instructions && server.instructions && server.instructions.chars > instructions.value) {
    findings.push({
      code: "INSTRUCTIONS_TOO_LONG",
      severity: "error",
      subject: server.name,
      limit: instructions.value,
      actual: server.instructions.chars,
      unit: "chars",
      path: instructions.path,
      args: {}
    });
  }
  findings.push(...checkListed(config, server));
  if (config.servers?.[configuredServer(config, server.name)]?.limits)
    findings.push(...checkTotals(config, server.name, [server]));
  return findings;
}
function configurationFindings(config, measured) {
  const findings = [];
  const seen = /* @__PURE__ */ new Set();
  const judged = configurations(measured).map((configuration) => [
    ...checkTotals(config, void 0, configuration.servers, configurationSubject(configuration)),
    ...duplicateNames(configuration.servers, prefixingHosts(config))
  ]);
  if (combinationCount(measured) > MAX_CONFIGURATIONS)
    judged.push(...clashPairs(measured).map((pair) => duplicateNames(pair, prefixingHosts(config))));
  for (const found of judged) {
    for (const finding of found) {
      const key = `${finding.code}|${finding.subject}|${finding.unit ?? ""}`;
      if (!seen.has(key)) findings.push(finding);
      seen.add(key);
    }
  }
  return findings;
}
function checkTotals(config, server, servers, total = "total") {
  const findings = [];
  const scope = server ?? total;
  const own2 = (name) => {
    const limit = limitFor(config, server, name);
    return server !== void 0 && limit?.path[0] !== "servers" ? void 0 : limit;
  };
  const sums = sumOf(servers);
  for (const [unit, limitName] of [
    ["bytes", "totalBytes"],
    ["tokens", "totalTokens"]
  ]) {
    const limit = own2(limitName);
    if (limit && sums[unit] > limit.value) {
      findings.push({
        code: "TOTAL_OVER_BUDGET",
        severity: "error",
        subject: scope,
        limit: limit.value,
        actual: sums[unit],
        unit,
        path: limit.path,
        args: { server: server !== void 0, lists: listsIn(servers), parts: totalParts2(servers, unit) }
      });
    }
  }
  const count = own2("toolCount");
  if (count && sums.tools > count.value) {
    findings.push({
      code: "TOO_MANY_TOOLS",
      severity: "error",
      subject: scope,
      limit: count.value,
      actual: sums.tools,
      unit: "tools",
      path: count.path,
      args: {}
    });
  }
  return findings;
}
function listsIn(servers) {
  return servers.some(
    (server) => server.prompts !== void 0 || server.resources !== void 0 || server.resourceTemplates !== void 0
  );
}
function clashPairs(servers) {
  const pairs = servers.map((server) => [server]);
  servers.forEach(
    (a, i) => servers.slice(i + 1).forEach((b) => alternativeOf(a) === alternativeOf(b) ? void 0 : pairs.push([a, b]))
  );
  return pairs;
}
function prefixingHosts(config) {
  const hosts = config.hosts ?? [];
  if (hosts.length === 0) return void 0;
  return hosts.every((host) => HOST_PROFILES[host]?.facts.toolName?.value.includes("{server}")) ? hosts : void 0;
}
function duplicateNames(servers, prefixedBy) {
  const owners = /* @__PURE__ */ new Map();
  for (const server of servers) {
    for (const tool of server.tools) owners.set(tool.name, [...owners.get(tool.name) ?? [], server.name]);
  }
  const found = [];
  const across = /* @__PURE__ */ new Map();
  for (const [name, where] of owners) {
    if (where.length < 2) continue;
    if (new Set(where).size < where.length) {
      found.push({
        code: "DUPLICATE_TOOL_NAME",
        severity: "error",
        subject: `${where[0]}/${name}`,
        args: { within: true, name, servers: [where[0]] }
      });
      continue;
    }
    const key = JSON.stringify(where);
    const set = across.get(key);
    if (set) set.names.push(name);
    else {
      const fresh = { servers: where, names: [name] };
      across.set(key, fresh);
      found.push(fresh);
    }
  }
  return found.map(
    (entry) => "code" in entry ? entry : {
      code: "DUPLICATE_TOOL_NAME",
      severity: prefixedBy ? "warning" : "error",
      subject: entry.names.length === 1 ? entry.names[0] : `${entry.names[0]} and ${entry.names.length - 1} more`,
      args: { within: false, names: entry.names, servers: entry.servers, ...prefixedBy ? { prefixedBy } : {} }
    }
  );
}

// src/judge/check-results.ts
function checkResults(config, fixtures) {
  const findings = [];
  for (const report of fixtures) {
    const subject = fixtureSubject(config, report.name);
    if (subject?.kind !== "fixture" || report.skipped !== void 0) continue;
    const key = `fixture:${report.name}`;
    const walk = report.pages.length > 1 || subject.fixture.paginate !== void 0;
    const code = walk ? "PAGE_OVER_BUDGET" : "RESULT_OVER_BUDGET";
    report.pages.forEach((page, i) => {
      if (page.tooLarge) {
        const limit = ceilingInForce(config, subject, "bytes")?.value;
        findings.push(
          findingOf(code, {
            severity: "error",
            subject: key,
            actual: page.wireBytes,
            unit: "bytes",
            ...limit === void 0 ? {} : { limit },
            args: { page: i + 1, tooLarge: true }
          })
        );
        return;
      }
      for (const unit of ["tokens", "bytes"]) {
        const ceiling = ceilingInForce(config, subject, unit);
        const figure = unit === "bytes" ? page.wireBytes : page.tokens;
        if (!ceiling || ceiling.source === "oversized" || figure <= ceiling.value) continue;
        findings.push(
          findingOf(code, {
            severity: "error",
            subject: key,
            limit: ceiling.value,
            actual: figure,
            unit,
            path: ceiling.path,
            args: {
              page: i + 1,
              ...unit === "tokens" ? { text: { textTokens: page.textTokens, structuredTokens: page.structuredTokens } } : {}
            }
          })
        );
      }
    });
  }
  return findings;
}

// src/judge/check-linked.ts
function checkLinked(config, fixtures) {
  const findings = [];
  for (const fixture of fixtures) {
    const subject = fixtureSubject(config, fixture.name);
    if (!subject) continue;
    for (const linked of fixture.linked ?? []) {
      if (!("wireBytes" in linked)) continue;
      for (const [unit, actual] of [
        ["tokens", linked.tokens],
        ["bytes", linked.wireBytes]
      ]) {
        const ceiling = generalCeiling(config, subject, unit);
        if (!ceiling || actual <= ceiling.value) continue;
        findings.push({
          code: "LINKED_RESOURCE_OVER_BUDGET",
          severity: "error",
          subject: `fixture:${fixture.name}`,
          limit: ceiling.value,
          actual,
          unit,
          path: ceiling.path,
          args: { uri: linked.uri, resultFigure: unit === "tokens" ? fixture.tokens : fixture.wireBytes }
        });
        break;
      }
    }
  }
  return findings;
}

// src/judge/capability-findings.ts
function capabilityFindings(config, server) {
  const hidden = server.hiddenByCapabilities;
  if (!hidden || hidden.count === 0) return [];
  const declared = Object.keys(hidden.declared);
  const inBudget = config.servers !== void 0 && Object.hasOwn(config.servers, server.name);
  const path = inBudget ? ["servers", server.name] : [];
  return [
    {
      code: "CAPABILITY_HIDDEN_TOOLS",
      severity: "warning",
      subject: server.name,
      actual: hidden.count,
      path,
      args: { declared, count: hidden.count, tools: hidden.tools, inBudget }
    }
  ];
}

// src/judge/env-findings.ts
function envFindings(config, server) {
  return [...unsetFindings(config, server), ...withheldFindings(config, server)];
}
function withheldFindings(config, server) {
  const own2 = Object.hasOwn(config.servers ?? {}, server.name);
  return (server.policy?.unset ?? []).map(({ variable, field, origin }) => ({
    code: "ENV_VARIABLE_UNSET",
    severity: "error",
    subject: server.name,
    path: own2 && field.startsWith("env.") ? ["servers", server.name, "env", field.slice(4)] : own2 ? ["servers", server.name] : ["mcpConfig"],
    args: { variable, withheld: { field, origin } }
  }));
}
function unsetFindings(config, server) {
  const unset = server.sandbox?.envUnresolved ?? [];
  if (unset.length === 0) return [];
  const entry = config.servers?.[server.name];
  return unset.map((variable) => {
    const key = Object.entries(entry?.env ?? {}).find(([, value]) => value.includes(`\${${variable}}`))?.[0];
    const path = entry ? key ? ["servers", server.name, "env", key] : ["servers", server.name] : [];
    return {
      code: "ENV_VARIABLE_UNSET",
      severity: "error",
      subject: server.name,
      path,
      args: { variable, ...key !== void 0 ? { key } : {} }
    };
  });
}

// src/judge/revision-findings.ts
function revisionFindings(server) {
  const findings = [];
  const subject = server.name;
  const revision = server.revision;
  if (revision) {
    if (revision.resultTypeMissing.length > 0) {
      findings.push({
        code: "RESULT_TYPE_MISSING",
        severity: "error",
        subject,
        args: { methods: revision.resultTypeMissing }
      });
    }
    for (const method of [...new Set(revision.cacheHints.map((hint) => hint.method))]) {
      const hints = revision.cacheHints.filter((hint) => hint.method === method);
      const missing = hints.filter(
        (hint) => typeof hint.ttlMs !== "number" || hint.ttlMs < 0 || hint.cacheScope !== "public" && hint.cacheScope !== "private"
      );
      if (missing.length > 0) {
        const first = missing[0];
        findings.push({
          code: "CACHE_HINTS_MISSING",
          severity: "error",
          subject,
          args: { method, missing: missing.length, of: hints.length, ttlMs: first.ttlMs, cacheScope: first.cacheScope }
        });
        continue;
      }
      const varies = scopeThatVaries(hints);
      if (varies) {
        findings.push({
          code: "CACHE_SCOPE_VARIES",
          severity: "error",
          subject,
          args: {
            method,
            first: { page: varies.first.page, cacheScope: varies.first.cacheScope },
            other: { page: varies.other.page, cacheScope: varies.other.cacheScope }
          }
        });
      }
      if (method === "tools/list" && hints.some((hint) => hint.ttlMs === 0)) {
        findings.push({
          code: "CACHE_TTL_ZERO",
          severity: "warning",
          subject,
          args: {}
        });
      }
      if (revision.credentials && hints.some((hint) => hint.cacheScope === "public")) {
        findings.push({
          code: "CACHE_SCOPE_PUBLIC_WITH_CREDENTIALS",
          severity: "warning",
          subject,
          args: { method }
        });
      }
    }
  }
  const parity = server.parity;
  if (parity && !parity.failed && (parity.instructions || parity.tools)) {
    findings.push({
      code: "ERA_PARITY",
      severity: "warning",
      subject,
      args: {
        ...parity.instructions ? { instructions: parity.instructions } : {},
        ...parity.tools ? { tools: parity.tools } : {}
      }
    });
  }
  return findings;
}
function scopeThatVaries(hints) {
  const listings = /* @__PURE__ */ new Map();
  for (const hint of hints)
    if (hint.listing !== void 0) listings.set(hint.listing, [...listings.get(hint.listing) ?? [], hint]);
  for (const pages of listings.values()) {
    const other = pages.find((page) => page.cacheScope !== pages[0].cacheScope);
    if (other) return { first: pages[0], other };
  }
  return void 0;
}
function midSessionFindings(config, server) {
  return (server.listingChanges ?? []).filter((change) => change.when === "after-calls").map((change) => ({
    code: "TOOLS_CHANGED_MID_SESSION",
    severity: config.stability?.toolsList === "error" ? "error" : "warning",
    subject: `${server.name}/${change.tool}`,
    path: ["stability"],
    args: {
      path: change.path,
      notified: change.notified === true,
      modern: server.era === "modern",
      late: server.tools.filter((tool) => tool.listedAfter === "calls").map((tool) => tool.name)
    }
  }));
}

// src/judge/contract-findings.ts
function contractFindings(config, measurement) {
  const findings = [];
  for (const server of measurement.servers) {
    findings.push(
      ...serverFindings2(config, server),
      ...capabilityFindings(config, server),
      ...envFindings(config, server)
    );
    for (const fixture of measurement.fixtures.filter((report) => report.server === server.name))
      findings.push(
        ...fixtureFindings(
          config,
          fixture,
          server.tools.map((tool) => tool.name)
        )
      );
  }
  const known = new Set(measurement.configured);
  (config.fixtures ?? []).forEach((fixture, index) => {
    if (known.has(fixture.server)) return;
    findings.push({
      code: "TOOL_NOT_FOUND",
      severity: "error",
      subject: `fixture:${fixture.name}`,
      path: ["fixtures", index, "server"],
      args: { kind: "server", server: fixture.server, near: closestNames(fixture.server, measurement.configured, 3) }
    });
  });
  for (const skipped of measurement.skippedServers) {
    if (skipped.variable !== void 0) {
      findings.push({
        code: "ENV_VARIABLE_UNSET",
        severity: "error",
        subject: skipped.server,
        args: {
          variable: skipped.variable,
          imported: {
            origin: skipped.origin,
            field: skipped.field ?? "",
            ...skipped.written !== void 0 ? { written: skipped.written } : {}
          }
        }
      });
      continue;
    }
    findings.push({
      code: "SERVER_START_FAILED",
      severity: "warning",
      subject: skipped.server,
      args: { kind: "skipped", server: skipped.server, reason: skipped.reason, origin: skipped.origin }
    });
  }
  return findings;
}
function serverFindings2(config, server) {
  const findings = [];
  const subject = server.name;
  if (server.failure)
    findings.push(failureFinding(config, subject, server.failure, server.sandbox?.network === "host"));
  const stopped = server.listStopped;
  if (stopped) {
    findings.push({
      code: "PAGINATION_LOOP",
      severity: "error",
      subject,
      args: {
        list: "tools/list",
        page: stopped.page,
        reason: stopped.reason,
        ...stopped.cursor !== void 0 ? { cursor: stopped.cursor } : {}
      }
    });
  }
  findings.push(...revisionFindings(server), ...midSessionFindings(config, server));
  for (const change of (server.listingChanges ?? []).filter((change2) => change2.when !== "after-calls")) {
    findings.push({
      code: "TOOLS_LIST_UNSTABLE",
      severity: config.stability?.toolsList === "error" ? "error" : "warning",
      subject: `${subject}/${change.tool}`,
      path: ["stability"],
      args: {
        when: change.when === "session" ? "session" : "restart",
        path: change.path,
        modern: server.era === "modern"
      }
    });
  }
  for (const tool of server.tools) {
    if (tool.inputSchemaError === void 0) continue;
    findings.push({
      code: "INVALID_INPUT_SCHEMA",
      severity: "error",
      subject: `${subject}/${tool.name}`,
      args: { kind: "tool", error: tool.inputSchemaError }
    });
  }
  for (const tool of server.tools) {
    if (tool.inputSchemaError !== void 0 || tool.inputSchemaLenient === void 0) continue;
    findings.push({
      code: "INPUT_SCHEMA_LENIENT",
      severity: "warning",
      subject: `${subject}/${tool.name}`,
      args: tool.inputSchemaLenient
    });
  }
  if (server.stdoutNoise) {
    const { lines, first } = server.stdoutNoise;
    findings.push({
      code: "STDOUT_NOISE",
      severity: "warning",
      subject,
      actual: lines,
      args: { lines, first }
    });
  }
  if (server.sandbox?.missing?.length) {
    findings.push({
      code: "SANDBOX_UNAVAILABLE",
      severity: "warning",
      subject,
      args: { kind: "partial", reason: server.sandbox.reason },
      path: ["sandbox"]
    });
  }
  return findings;
}
function failureFinding(config, subject, failure, hasNetwork) {
  const key = configuredServer(config, subject);
  const entry = config.servers && Object.hasOwn(config.servers, key) ? failure.detail.startsWith("command not found:") ? ["servers", key, "command"] : ["servers", key] : void 0;
  const args = {
    kind: "failure",
    phase: failure.phase,
    detail: failure.detail,
    ...failure.stderr ? { stderr: failure.stderr } : {},
    ...failure.fix ? { named: failure.fix } : {},
    hasNetwork
  };
  return findingOf(failure.code, {
    severity: "error",
    subject,
    args,
    ...failure.code === "SANDBOX_UNAVAILABLE" ? { path: ["sandbox", "require"] } : entry ? { path: entry } : {}
  });
}
function fixtureFindings(config, report, tools) {
  const index = (config.fixtures ?? []).findIndex((fixture2) => fixture2.name === report.name);
  const fixture = config.fixtures?.[index];
  const subject = `fixture:${report.name}`;
  const at2 = (...rest) => ["fixtures", index, ...rest];
  const unmeasured = notMeasuredFinding(report, fixture, subject, at2, tools);
  if (unmeasured) return [unmeasured];
  if (report.pages.length === 0) return [];
  return resultFindings(report, fixture, subject, at2);
}
function notMeasuredFinding(report, fixture, subject, at2, tools) {
  if (report.skippedBecause === "input-schema-unusable") {
    return {
      code: "INVALID_INPUT_SCHEMA",
      severity: "error",
      subject,
      args: { kind: "fixture", skipped: report.skipped ?? "" }
    };
  }
  if (report.skippedBecause === "prompt-not-listed") {
    return {
      code: "PROMPT_NOT_FOUND",
      severity: "error",
      subject,
      path: at2("prompt"),
      args: { skipped: report.skipped ?? "" }
    };
  }
  if (report.skippedBecause === "resource-not-read") {
    return {
      code: "RESOURCE_NOT_FOUND",
      severity: "error",
      subject,
      path: at2("resource"),
      args: { skipped: report.skipped ?? "" }
    };
  }
  if (report.skippedBecause) {
    const skipped = report.skipped ?? "";
    return report.skippedBecause === "tool-not-listed" ? {
      code: "TOOL_NOT_FOUND",
      severity: "error",
      subject,
      path: at2("tool"),
      args: { kind: "tool", skipped, near: closestNames(fixture?.tool ?? report.tool ?? "", tools, 3) }
    } : {
      code: "ARGUMENTS_INVALID",
      severity: "error",
      subject,
      path: at2("arguments"),
      args: { skipped, because: report.skippedBecause, prompt: report.prompt !== void 0 }
    };
  }
  if (report.inputUnanswered) {
    return {
      code: "INPUT_REQUIRED_UNANSWERED",
      severity: "error",
      subject,
      path: at2("inputResponses"),
      args: { round: report.inputRounds?.length ?? 1, keys: report.inputUnanswered }
    };
  }
  return void 0;
}
function resultFindings(report, fixture, subject, at2) {
  const findings = [];
  if (report.walk) findings.push(...walkFindings(subject, fixture, report.walk));
  if (report.runs && Math.min(...report.runs) !== Math.max(...report.runs)) {
    findings.push({
      code: "RESULT_UNSTABLE",
      severity: "warning",
      subject,
      actual: Math.max(...report.runs),
      unit: "tokens",
      path: at2("normalize"),
      args: { runs: report.runs }
    });
  }
  if (fixture && report.answer) findings.push(...expectationFindings(fixture, report, subject, at2("expect")));
  const seen = /* @__PURE__ */ new Set();
  report.pages.forEach((page, i) => {
    for (const finding of shapeFindings(
      subject,
      report.tool ?? "",
      page.shape ?? {},
      report.pages.length > 1 ? i + 1 : void 0,
      readsJsonFile(fixture?.arguments)
    )) {
      if (seen.has(finding.code)) continue;
      seen.add(finding.code);
      findings.push(finding);
    }
  });
  return findings;
}
function walkFindings(subject, fixture, walk) {
  const paginate = fixture?.paginate;
  const findings = [];
  const facts = { severity: "error", subject };
  for (const { page, flag, cursor } of walk.flagMismatches) {
    findings.push({
      code: "TRUNCATION_NOT_IN_BAND",
      ...facts,
      args: { kind: "flag", page, flagName: paginate?.hasMore, flag, cursor: Boolean(cursor) }
    });
  }
  if (walk.emptyLastPage !== void 0)
    findings.push({
      code: "TRUNCATION_NOT_IN_BAND",
      ...facts,
      args: { kind: "empty-last-page", page: walk.emptyLastPage }
    });
  const stopped = walk.stopped;
  if (stopped)
    findings.push({
      code: "PAGINATION_LOOP",
      ...facts,
      args: {
        list: "fixture",
        page: stopped.page,
        reason: stopped.reason,
        ...stopped.cursor !== void 0 ? { cursor: stopped.cursor } : {}
      }
    });
  if (walk.repeatedCount > 0)
    findings.push({
      code: "PAGINATION_DUPLICATE",
      ...facts,
      args: { count: walk.repeatedCount, records: walk.repeatedRecords }
    });
  if (walk.completed && walk.statedTotal !== void 0 && paginate?.key !== void 0 && walk.distinctRecords < walk.statedTotal) {
    findings.push({
      code: "PAGINATION_GAP",
      ...facts,
      args: { stated: walk.statedTotal, distinct: walk.distinctRecords }
    });
  }
  return findings;
}
function expectationFindings(fixture, report, subject, path) {
  const answer = report.answer;
  const expect = fixture.expect ?? {};
  const wantError = expect.isError ?? false;
  const problems = [];
  if (report.isError !== wantError)
    problems.push(
      wantError ? { wanted: "error" } : { wanted: "success", ...answer.rpcError !== void 0 ? { rpcError: answer.rpcError } : {} }
    );
  if (answer.textIncludes === false) problems.push({ wanted: "text", text: expect.textIncludes });
  if (problems.length === 0) return [];
  return [
    {
      code: "EXPECTATION_FAILED",
      severity: "error",
      subject,
      path,
      args: { problems, preview: answer.preview, expectWritten: fixture.expect !== void 0 }
    }
  ];
}
function shapeFindings(subject, tool, shape, page, readsFile) {
  const findings = [];
  const facts = { subject };
  const at2 = page === void 0 ? {} : { page };
  if (shape.structuredMissing)
    findings.push({ code: "MISSING_STRUCTURED_CONTENT", severity: "error", ...facts, args: { ...at2, tool } });
  if (shape.outputSchemaError !== void 0)
    findings.push({
      code: "OUTPUT_SCHEMA_MISMATCH",
      severity: "error",
      ...facts,
      args: { ...at2, kind: "unusable", tool, error: shape.outputSchemaError }
    });
  if (shape.outputMismatch !== void 0)
    findings.push({
      code: "OUTPUT_SCHEMA_MISMATCH",
      severity: "error",
      ...facts,
      args: { ...at2, kind: "mismatch", tool, mismatch: shape.outputMismatch }
    });
  if (shape.prettyPrinted && !(readsFile && !shape.prettyPrinted.ofStructured)) {
    const { tokens, chars } = shape.prettyPrinted;
    findings.push({
      code: "PRETTY_PRINTED_TEXT",
      severity: "warning",
      ...facts,
      actual: tokens,
      unit: "tokens",
      args: { ...at2, tokens, chars }
    });
  }
  if (shape.stringWrapped && !readsFile) {
    const { key, tokens, escapingTokens } = shape.stringWrapped;
    findings.push({
      code: "STRING_WRAPPED_STRUCTURED",
      severity: "warning",
      ...facts,
      actual: tokens,
      unit: "tokens",
      args: { ...at2, key, tokens, escapingTokens }
    });
  }
  if (shape.binary) {
    const { bytes, blocks } = shape.binary;
    findings.push({
      code: "BINARY_CONTENT",
      severity: "notice",
      ...facts,
      actual: bytes,
      unit: "bytes",
      args: { ...at2, bytes, blocks }
    });
  }
  return findings;
}

// src/judge/startup-findings.ts
var NO_WAIT_THRESHOLD_MS = 5e3;
function startupFindings(config, host, servers) {
  const profile = HOST_PROFILES[host];
  const fact = profile.facts.startupWait;
  const modes = hostModes(config, host);
  const findings = [];
  for (const server of servers) {
    const startup = server.startup;
    if (!startup) continue;
    const about = { host: profile.name, severity: "warning", subject: server.name };
    const path = ["hostLimits", host, "startupWaitMs"];
    const figures = (matched) => {
      const setting = matched[0][1].setting;
      return {
        title: profile.title,
        source: fact,
        starts: startup.starts,
        medianMs: startup.medianMs,
        slowestMs: startup.slowestMs,
        modes: matched.map(([name]) => name),
        ...setting ? { setting } : {}
      };
    };
    const past = modes.filter(([, mode]) => mode.waits === true && startup.slowestMs > (mode.timeoutMs ?? Infinity));
    if (past.length > 0) {
      const own2 = config.hostLimits?.[host]?.startupWaitMs === void 0 ? {} : { own: `hostLimits.${host}.startupWaitMs` };
      const args = { ...figures(past), waitMs: past[0][1].timeoutMs, ...own2 };
      findings.push({ code: "STARTUP_PAST_HOST_WAIT", ...about, path, args });
    }
    const unwaited = modes.filter(([, mode]) => mode.waits === false && startup.slowestMs > NO_WAIT_THRESHOLD_MS);
    if (unwaited.length > 0) {
      const args = { ...figures(unwaited), thresholdMs: NO_WAIT_THRESHOLD_MS };
      findings.push({ code: "STARTUP_HOST_NO_WAIT", ...about, path, args });
    }
  }
  return findings;
}
function hostModes(config, host) {
  const wait = HOST_PROFILES[host].facts.startupWait?.value;
  const own2 = config.hostLimits?.[host]?.startupWaitMs;
  if (own2 !== void 0) {
    const setting = wait?.headless.setting ?? wait?.interactive?.setting;
    const mode = { waits: true, timeoutMs: own2, ...setting ? { setting } : {} };
    return [
      ["non-interactive", mode],
      ["interactive", mode]
    ];
  }
  if (!wait) return [];
  return [
    ["non-interactive", wait.headless],
    ...wait.interactive ? [["interactive", wait.interactive]] : []
  ];
}

// src/judge/host-findings.ts
function hostFindings(config, servers, fixtures) {
  const findings = [];
  for (const host of config.hosts ?? []) {
    const profile = HOST_PROFILES[host];
    for (const server of servers) findings.push(...definitionFindings(profile, server));
    findings.push(...hostLimitFindings(config, host, servers, fixtures));
    findings.push(...toolCountFindings(config, host, servers));
    findings.push(...startupFindings(config, host, servers));
    for (const fixture of fixtures) findings.push(...resultFindings2(profile, fixture));
  }
  return findings;
}
function definitionFindings(profile, server) {
  const findings = [];
  const { facts } = profile;
  const host = profile.name;
  const view = server.hosts?.find((h) => h.host === host);
  if (!view) return findings;
  if (view.anthropicError !== void 0) {
    findings.push({
      code: "ANTHROPIC_COUNT_FAILED",
      host: profile.name,
      severity: "warning",
      subject: server.name,
      args: { title: profile.title, error: view.anthropicError }
    });
  }
  const byName = /* @__PURE__ */ new Map();
  for (const tool of server.tools) if (!byName.has(tool.name)) byName.set(tool.name, tool);
  for (const tool of view.perTool)
    findings.push(...toolFindings2(profile, `${server.name}/${tool.name}`, tool, byName.get(tool.name)));
  if (view.instructionsCut && facts.instructionsCut) {
    findings.push({
      code: "HOST_DESCRIPTION_CUT",
      host: profile.name,
      severity: severityOf(facts.instructionsCut),
      subject: server.name,
      limit: facts.instructionsCut.value,
      actual: server.instructions?.chars,
      unit: "chars",
      path: ["hosts"],
      args: {
        kind: "instructions",
        title: profile.title,
        cut: facts.instructionsCut.value,
        source: facts.instructionsCut
      }
    });
  }
  return findings;
}
function toolFindings2(profile, subject, tool, original) {
  const findings = [];
  const { facts } = profile;
  const descriptionCut = descriptionCutOf(profile);
  if (tool.descriptionCut && descriptionCut) {
    findings.push({
      code: "HOST_DESCRIPTION_CUT",
      host: profile.name,
      severity: severityOf(descriptionCut),
      subject,
      limit: descriptionCut.value,
      actual: original?.descriptionChars,
      unit: "chars",
      path: ["hosts"],
      args: {
        kind: "description",
        title: profile.title,
        cut: descriptionCut.value,
        chars: original?.descriptionChars ?? 0,
        source: descriptionCut
      }
    });
  }
  if (tool.strippedKeywords?.length) {
    findings.push({
      code: "HOST_SCHEMA_STRIPPED",
      host: profile.name,
      severity: "warning",
      subject,
      path: ["hosts"],
      // A warning whatever the fact's source: the tool still works, the model reads less of its contract.
      args: { title: profile.title, keywords: tool.strippedKeywords, source: facts.strippedSchemaKeywords }
    });
  }
  if (tool.unshortened) {
    findings.push({
      code: "HOST_NAME_SHORTENED",
      host: profile.name,
      severity: "warning",
      subject,
      limit: facts.maxNameChars?.value,
      actual: tool.unshortened.length,
      unit: "chars",
      path: ["hosts"],
      args: {
        title: profile.title,
        unshortened: tool.unshortened,
        hostName: tool.hostName,
        source: facts.nameOverflow
      }
    });
  } else if (facts.maxNameChars && tool.hostName.length > facts.maxNameChars.value) {
    findings.push({
      code: "HOST_NAME_TOO_LONG",
      host: profile.name,
      severity: severityOf(facts.maxNameChars, facts.toolName),
      subject,
      limit: facts.maxNameChars.value,
      actual: tool.hostName.length,
      unit: "chars",
      path: ["hosts"],
      args: { title: profile.title, hostName: tool.hostName, source: facts.maxNameChars }
    });
  }
  return findings;
}
function hostLimitFindings(config, host, servers, fixtures) {
  const findings = [];
  const profile = HOST_PROFILES[host];
  const limits = config.hostLimits?.[host];
  const viewOf = (server) => server.hosts?.find((h) => h.host === host);
  const runs = configurations(servers);
  for (const run of runs) {
    const resourceTools = Math.max(0, ...run.servers.map((server) => viewOf(server)?.resourceToolsTokens ?? 0));
    const views = run.servers.flatMap((server) => viewOf(server) ?? []);
    const sessionStart = deferralSide(profile, views, config.hostModels?.[host]).sessionStartTokens + resourceTools;
    if (limits?.sessionStartTokens !== void 0 && sessionStart > limits.sessionStartTokens) {
      findings.push({
        code: "HOST_OVER_BUDGET",
        host: profile.name,
        severity: "error",
        subject: configurationSubject(run),
        limit: limits.sessionStartTokens,
        actual: sessionStart,
        unit: "tokens",
        path: ["hostLimits", host, "sessionStartTokens"],
        args: { of: "session-start", title: profile.title, resourceTools }
      });
    }
  }
  for (const server of servers) {
    for (const tool of server.hosts?.find((h) => h.host === host)?.perTool ?? []) {
      if (limits?.toolTokens !== void 0 && tool.tokens > limits.toolTokens) {
        findings.push({
          code: "HOST_OVER_BUDGET",
          host: profile.name,
          severity: "error",
          subject: `${server.name}/${tool.name}`,
          limit: limits.toolTokens,
          actual: tool.tokens,
          unit: "tokens",
          path: ["hostLimits", host, "toolTokens"],
          args: { of: "tool", title: profile.title }
        });
      }
    }
  }
  for (const fixture of fixtures) {
    const view = fixture.hosts?.find((h) => h.host === host);
    if (view && limits?.resultTokens !== void 0 && view.tokens > limits.resultTokens) {
      findings.push({
        code: "HOST_OVER_BUDGET",
        host: profile.name,
        severity: "error",
        subject: `fixture:${fixture.name}`,
        limit: limits.resultTokens,
        actual: view.tokens,
        unit: "tokens",
        path: ["hostLimits", host, "resultTokens"],
        args: { of: "result", title: profile.title }
      });
    }
  }
  return findings;
}
function toolCountFindings(config, host, servers) {
  const findings = [];
  const profile = HOST_PROFILES[host];
  const { facts } = profile;
  const viewOf = (server) => server.hosts?.find((h) => h.host === host);
  const runs = configurations(servers);
  const reserved = config.hostLimits?.[host]?.reservedTools ?? facts.reservedTools?.value ?? 0;
  for (const run of runs) {
    const count = run.servers.reduce((sum, server) => sum + (viewOf(server)?.tools ?? 0), 0);
    if (facts.maxTools && count + reserved > facts.maxTools.value) {
      findings.push({
        code: "HOST_TOO_MANY_TOOLS",
        host: profile.name,
        severity: severityOf(facts.maxTools),
        subject: configurationSubject(run),
        limit: facts.maxTools.value - reserved,
        actual: count,
        unit: "tools",
        path: ["hosts"],
        args: { title: profile.title, count, reserved, max: facts.maxTools.value, source: facts.maxTools }
      });
    }
  }
  return findings;
}
function resultFindings2(profile, fixture) {
  const view = fixture.hosts?.find((h) => h.host === profile.name);
  if (!view) return [];
  const subject = `fixture:${fixture.name}`;
  return [
    overCapFinding(profile, view, subject),
    spilledFinding(profile, view, subject),
    cutFinding(profile, view, subject),
    lostFinding(profile, view, subject)
  ].filter((finding) => finding !== void 0);
}
function overCapFinding(profile, view, subject) {
  const cut = profile.facts.resultCut?.value;
  if (cut?.kind !== "tokens" || view.outcome === "spilled" || view.preCutTokens <= cut.limit) return void 0;
  return {
    code: "HOST_RESULT_OVER_CAP",
    host: profile.name,
    severity: severityOf(profile.facts.resultCut),
    subject,
    limit: cut.limit,
    actual: view.preCutTokens,
    unit: "tokens",
    path: ["hosts"],
    args: { title: profile.title, source: profile.facts.resultCut }
  };
}
function spilledFinding(profile, view, subject) {
  if (view.outcome !== "spilled") return void 0;
  const { facts } = profile;
  const cut = facts.resultCut?.value;
  const figures = { tokens: view.tokens, preCutTokens: view.preCutTokens };
  if (cut?.kind === "tokens" && cut.saved === true && view.preCutTokens > cut.limit && facts.resultCut)
    return {
      code: "HOST_RESULT_SPILLED",
      host: profile.name,
      severity: "warning",
      subject,
      limit: cut.limit,
      unit: "tokens",
      path: ["hosts"],
      args: { title: profile.title, tokenCap: cut.limit, ...figures, source: facts.resultCut }
    };
  if (!facts.resultSpill) return void 0;
  const spill = facts.resultSpill.value;
  return {
    code: "HOST_RESULT_SPILLED",
    host: profile.name,
    severity: "warning",
    subject,
    limit: spill.chars,
    unit: "chars",
    path: ["hosts"],
    args: { title: profile.title, spill, ...figures, source: facts.resultSpill }
  };
}
function cutFinding(profile, view, subject) {
  if (view.outcome !== "cut" || view.lost.length > 0) return void 0;
  return {
    code: "HOST_RESULT_CUT",
    host: profile.name,
    severity: "warning",
    subject,
    limit: view.tokens,
    actual: view.preCutTokens,
    unit: "tokens",
    path: ["hosts"],
    args: {
      title: profile.title,
      tokens: view.tokens,
      preCutTokens: view.preCutTokens,
      bytes: view.bytes,
      preCutBytes: view.preCutBytes,
      ...view.textLost ? { textLost: view.textLost } : {},
      source: profile.facts.resultCut ?? profile.facts.embeddedResourceText
    }
  };
}
function lostFinding(profile, view, subject) {
  if (view.lost.length === 0) return void 0;
  const { facts } = profile;
  const spilled = view.outcome === "spilled";
  return {
    code: "TRUNCATED_BY_HOST",
    host: profile.name,
    severity: severityOf(spilled ? facts.resultSpill : facts.resultCut),
    subject,
    path: ["hosts"],
    args: {
      title: profile.title,
      spilled,
      lost: view.lost,
      source: spilled ? facts.resultSpill : facts.resultCut ?? facts.embeddedResourceText
    }
  };
}

// src/judge/judge.ts
function verdictOf(config, measurement, configFile, base) {
  const { servers, fixtures } = withCeilings(config, measurement);
  const verdicts = judgeOversized(config, servers, fixtures, unmeasuredServers2(measurement));
  const sessions = sessionReports(config, servers, fixtures);
  const findings = [
    ...contractFindings(config, measurement),
    ...checkDefinitions(config, servers),
    ...checkResults(config, fixtures),
    ...checkLinked(config, fixtures),
    ...hostFindings(config, servers, fixtures),
    ...checkSessions(config, sessions),
    ...ratchetFindings(config, verdicts)
  ];
  const withSessions = sessions.length > 0 ? { sessions } : {};
  if (!base) return { findings: sortFindings(findings), verdicts, servers, fixtures, sections: {}, ...withSessions };
  const against = judgedAgainstBase(config, { servers, fixtures }, findings, base, configFile ?? "budget.json");
  return {
    findings: sortFindings(against.findings),
    verdicts,
    servers,
    fixtures,
    sections: against.sections,
    ...against.budgetFigures ? { budgetFigures: against.budgetFigures } : {},
    ...withSessions
  };
}
function judge(config, measurement, configFile, base) {
  const verdict = verdictOf(config, measurement, configFile, base);
  return {
    report: reportOf(measurement, verdict, configFile),
    verdicts: verdict.verdicts,
    ...verdict.budgetFigures ? { budgetFigures: verdict.budgetFigures } : {}
  };
}
function judgeContracts(config, measurement, configFile, sections = {}) {
  return buildReport(measurement, sortFindings(contractFindings(config, measurement)), configFile, sections);
}
function reportOf(measurement, verdict, configFile, extra = {}) {
  const { findings, commit, fixes } = extra;
  return buildReport(
    { ...measurement, servers: verdict.servers, fixtures: verdict.fixtures },
    findings ?? verdict.findings,
    configFile,
    {
      ...commit ? { commit } : {},
      ...verdict.sessions ? { sessions: verdict.sessions } : {},
      ...verdict.sections,
      ...fixes && fixes.length > 0 ? { fixes } : {}
    }
  );
}
function buildReport(measurement, unscoped, configFile, sections = {}) {
  const findings = unscoped.map((finding) => reportedFinding(finding, configFile));
  const measured = measurement.servers.filter((server) => server.ok);
  const sessions = hostSessions(measured);
  const report = {
    schemaVersion: 1,
    ok: exitCodeFor({ findings }) === EXIT.ok,
    tokenizer: measurement.tokenizer,
    ...measurement.cache ? { cache: measurement.cache } : {},
    ...configFile ? { config: configFile } : {},
    servers: measurement.servers,
    fixtures: measurement.fixtures,
    // With variants, the largest way to run the servers: what a user who picks it pays.
    totals: { servers: measurement.servers.length, ...largestConfiguration(measured) },
    findings,
    ...sessions ? { hostSessions: sessions } : {},
    ...measurement.skippedServers.length > 0 ? { skippedServers: measurement.skippedServers } : {},
    ...sections
  };
  return report;
}
function withCeilings(config, measurement) {
  const both = (subject) => {
    const ceiling = {};
    for (const unit of UNITS) {
      const value = ceilingInForce(config, subject, unit)?.value;
      if (value !== void 0) ceiling[unit] = value;
    }
    return ceiling;
  };
  const servers = measurement.servers.map((server) => {
    const held = {
      ...server,
      tools: server.tools.map((tool) => ({
        ...tool,
        ceiling: both({ kind: "tool", server: server.name, tool: tool.name })
      }))
    };
    for (const { field } of SURFACE_LISTS) {
      const list2 = server[field];
      if (list2)
        held[field] = {
          ...list2,
          items: list2.items.map((item) => ({
            ...item,
            ceiling: both({ kind: listedKind(list2.method), server: server.name, name: item.name })
          }))
        };
    }
    return held;
  });
  const fixtures = measurement.fixtures.map((report) => {
    const subject = fixtureSubject(config, report.name);
    return subject ? { ...report, ceiling: both(subject) } : report;
  });
  return { servers, fixtures };
}
var SEVERITY_ORDER = { error: 0, warning: 1, notice: 2 };
function sortFindings(findings) {
  return findings.map((finding, order) => ({ finding, order })).sort((a, b) => SEVERITY_ORDER[a.finding.severity] - SEVERITY_ORDER[b.finding.severity] || a.order - b.order).map(({ finding }) => finding);
}

export {
  configurations,
  hostSessions,
  proposedEntry,
  oversizedEntry,
  measuredWords,
  withMeasured,
  exitCodeFor,
  judgeOversized,
  unmeasuredServers2 as unmeasuredServers,
  tightenedOversized,
  bumpOnScale,
  zeroScaleNote,
  contractFindings,
  verdictOf,
  judge,
  judgeContracts,
  reportOf
};
