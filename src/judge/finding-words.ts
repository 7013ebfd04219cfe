import type { OversizedEntry } from '../budget/budget-config.js';
import { citation, type Fact } from '../budget/host-profiles.js';
import { fmt, over } from '../text/format.js';
import type { LostText, ToolFace } from '../measure/measurement.js';
import type { ListedKind } from '../measure/listed-surface.js';
import type { ReachWidening } from '../servers/reach-policy.js';
import type { FindingCode, FindingFacts, FindingUnit, GrowthNote, MeasuredFix } from './finding-facts.js';
import { SPEC_SECTIONS } from './spec-sections.js';

/**
 * Every finding's words, by code: its message and its fix, rendered from the finding's facts and the arguments its
 * code declares. Judging emits data (findings.ts); this is the one place a finding becomes sentences, so a report,
 * an annotation and a SARIF result say the same. Each entry's `message` parameter type IS that code's arguments
 * (FindingArgs): to add a finding, add its code to FINDING_CATALOG and its words here, then emit `{ code, ..., args }`.
 */
interface Words<A> {
  message: (args: A, finding: FindingFacts) => string;
  fix?: (args: A, finding: FindingFacts) => string | undefined;
}

/** Declares one code's words; `A` is the arguments the judge gives it. */
const words = <A>(said: Words<A>): Words<A> => said;

/** A code whose words need no arguments beyond the finding's facts. */
type None = Record<never, never>;

const UPDATE_COMMAND = 'npx mcp-budget update';

const RAISE_ADVICE = 'or raise it in budget.json in a reviewed pull request';
/** What hosts were seen to do with a schema they cannot compile: read in their own code, no refusal recorded. */
const SCHEMA_READERS =
  "read in the hosts' own code, Gemini CLI 0.61.0 and Qwen Code 0.24.4 check arguments with ajv and skip the check when ajv cannot compile the schema (SchemaValidator.validate in gemini-cli-core's utils/schemaValidator.js); no host was recorded refusing a tool for its schema";

/** One unit of the oversized entry a fix proposes: the figure it accepts as it is. */
export interface EntryUnit {
  unit: FindingUnit | undefined;
  figure: number | undefined;
}

/** The codes whose fix proposes an oversized entry for their subject, and the unit each proposes it in. */
const ENTRY_UNIT: Partial<Record<FindingCode, (f: Pick<FindingFacts, 'unit'>) => FindingUnit | undefined>> = {
  TOOL_OVER_BUDGET: (f) => f.unit,
  PROMPT_OVER_BUDGET: (f) => f.unit,
  RESOURCE_OVER_BUDGET: (f) => f.unit,
  SKILL_OVER_BUDGET: (f) => f.unit,
  DESCRIPTION_TOO_LONG: () => 'chars',
};

/** The unit of the oversized entry a finding's fix proposes, from its facts; undefined when its fix proposes none. */
export function proposedEntry(f: Pick<FindingFacts, 'code' | 'unit' | 'actual'>): EntryUnit | undefined {
  const unit = ENTRY_UNIT[f.code];
  return unit ? { unit: unit(f), figure: f.actual } : undefined;
}

/**
 * `("s/t": { "bytes": 2587 }) at today's size`: the oversized entry that accepts a subject's figures as they are.
 * One rule for one unit (a fix's own words) and for several of one subject (a block's fixes joined): `("s/t":
 * { "bytes": 2587, "tokens": 600 }) at today's figures`.
 */
export function oversizedEntry(key: string, units: readonly EntryUnit[]): string {
  const figures = units.map(({ unit, figure }) => `"${unit}": ${figure}`).join(', ');
  const today = units.length > 1 ? 'figures' : units[0]?.unit === 'chars' ? 'length' : 'size';
  return `(${JSON.stringify(key)}: { ${figures} }) at today's ${today}`;
}

/** A finding's own entry, as its fix proposes it. */
const entryOf = (f: FindingFacts) => oversizedEntry(f.subject, [proposedEntry(f)!]);

/** A list's share of a total: `tools/list and instructions 269, prompts/list 60,601`. */
export interface TotalParts {
  tools: number;
  lists: Array<[method: string, figure: number]>;
}
const totalParts = (parts: TotalParts | undefined) =>
  !parts || parts.lists.length === 0
    ? ''
    : ` (tools/list and instructions ${fmt(parts.tools)}, ${parts.lists.map(([method, figure]) => `${method} ${fmt(figure)}`).join(', ')})`;

/** `; listed only after the calls, "b" is measured and held to the limits with the others, as a host ... loads it`. */
const lateTools = (late: string[]) => {
  if (late.length === 0) return '';
  const named = late
    .slice(0, 5)
    .map((name) => JSON.stringify(name))
    .join(', ');
  const many = late.length > 1;
  return `; listed only after the calls, ${named}${late.length > 5 ? ` and ${late.length - 5} more` : ''} ${many ? 'are' : 'is'} measured and held to the limits with the others, as a host in that conversation loads ${many ? 'them' : 'it'}`;
};

/** Which face of the server listed the definition judged, when it is not the session's. */
const faceWords = (face: ToolFace | undefined) =>
  face === 'legacy'
    ? ', as its initialize face lists it (a dual-era server: every host that connects with initialize loads this definition, the server/discover face lists a smaller one or none)'
    : face === 'capabilities'
      ? ', as it is listed to a client declaring roots, sampling, elicitation and tasks (hosts that declare them load this definition; the capabilities budget.json declares list a smaller one or none)'
      : '';

/** Whether the imported entry writes the variable as `${NAME}`, the one syntax with a default (`${NAME:-}`); a report
 * saved before `written` was recorded named only .mcp.json's. */
const importedDefault = (imported: { written?: string }) =>
  imported.written === undefined || /^\$\{[A-Za-z_][A-Za-z0-9_]*\}$/.test(imported.written);

export const FINDING_WORDS = {
  // definitions (check-definitions.ts, check-listed.ts)
  TOOL_OVER_BUDGET: words<{ face?: ToolFace }>({
    message: (a, f) => `tool definition is ${over(f.actual!, f.limit!)} ${f.unit}${faceWords(a.face)}`,
    fix: (_, f) =>
      `shorten its description or input schema (see \`npx mcp-budget explain ${f.subject}\`), or list it in oversized ${entryOf(f)} in a reviewed pull request`,
  }),
  TOTAL_OVER_BUDGET: words<{ server: boolean; lists: boolean; parts?: TotalParts }>({
    message: (a, f) =>
      `${a.server ? "this server's" : 'all'} ${a.lists ? 'definitions a host loads' : 'tool definitions and instructions'} are ${over(f.actual!, f.limit!)} ${f.unit}${totalParts(a.parts)}`,
    fix: (a) =>
      `shrink the largest tools${a.lists ? ', prompts and resources' : ''} (\`npx mcp-budget measure\` lists them heaviest first) ${RAISE_ADVICE}`,
  }),
  PROMPT_OVER_BUDGET: words<{ method: string }>({
    message: (a, f) =>
      `${a.method} item is ${over(f.actual!, f.limit!)} ${f.unit}; hosts that load prompts (slash commands) pay it in their model's context`,
    fix: (_, f) =>
      `shorten its description (or its arguments), or list it in oversized ${entryOf(f)} in a reviewed pull request`,
  }),
  RESOURCE_OVER_BUDGET: words<{ method: string }>({
    message: (a, f) =>
      `${a.method} item is ${over(f.actual!, f.limit!)} ${f.unit}; hosts that load resources (mentions, attachments) pay it in their model's context`,
    fix: (_, f) =>
      `shorten its description (or its arguments), or list it in oversized ${entryOf(f)} in a reviewed pull request`,
  }),
  SKILL_OVER_BUDGET: words<{ method: string }>({
    message: (a, f) =>
      `${a.method} item is ${over(f.actual!, f.limit!)} ${f.unit}; hosts that offer the server's skills build their registry from these entries`,
    fix: (_, f) =>
      `shorten its frontmatter (the description first), or list it in oversized ${entryOf(f)} in a reviewed pull request`,
  }),
  LISTING_FAILED: words<{
    advertised: 'prompts' | 'resources' | 'the Skills extension';
    method: string;
    failed: string;
    unanswered: boolean;
  }>({
    message: (a) =>
      `the server advertises ${a.advertised} and ${a.method} could not be had: ${a.failed}; what it lists there is not measured, nor counted in its totals`,
    fix: (a) =>
      a.unanswered
        ? `answer ${a.method} (an empty list is an answer)`
        : `make ${a.method} answer, or stop advertising the capability`,
  }),
  DESCRIPTION_TOO_LONG: words<None>({
    message: (_, f) =>
      `description is ${over(f.actual!, f.limit!)} chars; hosts cut what is past the limit without telling the model`,
    fix: (_, f) =>
      `shorten the description (move detail into parameter descriptions or the docs), or list it in oversized ${entryOf(f)} in a reviewed pull request`,
  }),
  INSTRUCTIONS_TOO_LONG: words<None>({
    message: (_, f) => `server instructions are ${over(f.actual!, f.limit!)} chars; hosts cut the rest`,
    fix: () => 'shorten the instructions passed to the server constructor',
  }),
  NAME_TOO_LONG: words<{ hostName: string }>({
    message: (a, f) => `"${a.hostName}" is ${over(f.actual!, f.limit!)} chars as the host shows it`,
    fix: () => 'shorten the tool name (or the server name); model APIs reject function names over 64 chars',
  }),
  DUPLICATE_TOOL_NAME: words<
    | { within: true; name: string; servers: string[] }
    | { within: false; names: string[]; servers: string[]; prefixedBy?: string[] }
  >({
    message: (a) => {
      if (a.within) return `server "${a.servers[0]}" lists tool "${a.name}" more than once`;
      const servers = `servers ${a.servers.map((s) => JSON.stringify(s)).join(' and ')}`;
      const shown = a.names.slice(0, 10).map((name) => JSON.stringify(name));
      const names =
        a.names.length === 1
          ? `tool ${shown[0]} is defined by ${servers}`
          : `${servers} both define ${fmt(a.names.length)} tools of the same names: ${shown.join(', ')}${a.names.length > 10 ? ` and ${fmt(a.names.length - 10)} more` : ''}`;
      return a.prefixedBy
        ? `${names}; every host in hosts (${a.prefixedBy.join(', ')}) prefixes tool names with the server name, so no clash reaches the model`
        : `${names}; hosts that do not prefix names cannot tell them apart`;
    },
    fix: (a) =>
      a.within
        ? 'list each tool once'
        : a.prefixedBy
          ? 'nothing for the hosts in hosts; give the tools distinct names for a host that sends names as they are'
          : 'give the tools distinct names',
  }),
  TOO_MANY_TOOLS: words<None>({
    message: (_, f) =>
      `${fmt(f.actual!)} tools > ${fmt(f.limit!)}; hosts cap tools per request (Cursor 40, Windsurf 100, OpenAI 128)`,
    fix: () => 'merge or remove tools, or disable some by default',
  }),
  // results (check-results.ts, check-linked.ts)
  RESULT_OVER_BUDGET: words<ResultOver>({
    message: (a, f) => resultOver('result', a, f),
    fix: (a, f) => resultOverFix(a, f),
  }),
  PAGE_OVER_BUDGET: words<ResultOver>({
    message: (a, f) => resultOver(`page ${a.page}`, a, f),
    fix: (a, f) => resultOverFix(a, f),
  }),
  LINKED_RESOURCE_OVER_BUDGET: words<{ uri: string; resultFigure: number }>({
    message: (a, f) =>
      `the result links ${JSON.stringify(a.uri)}, which resources/read answers with ${over(f.actual!, f.limit!)} ${f.unit}: hosts that follow links (pydantic-ai) load it into the context whole, and the result itself is only ${fmt(a.resultFigure)} ${f.unit}`,
    fix: () =>
      'bound the linked resource as you would the result (a page, a projection), or return the part the model needs',
  }),
  // results' contracts (contract-findings.ts)
  ARGUMENTS_INVALID: words<{
    skipped: string;
    because: 'cursor-not-available' | 'arguments-do-not-match';
    prompt?: boolean;
  }>({
    message: (a) => a.skipped,
    fix: (a) =>
      a.because === 'cursor-not-available'
        ? 'reference a fixture that walks pages and runs earlier on the same server'
        : a.prompt
          ? "give the prompt's arguments as prompts/list declares them (each a string)"
          : "update the fixture's arguments to the tool's current schema",
  }),
  PROMPT_NOT_FOUND: words<{ skipped: string }>({
    message: (a) => `${a.skipped}; the prompt was not asked for`,
    fix: () => "correct the fixture's prompt name (as prompts/list gives it) or remove the fixture",
  }),
  RESOURCE_NOT_FOUND: words<{ skipped: string }>({
    message: (a) => a.skipped,
    fix: () =>
      "correct the fixture's resource URI (one resources/list gives, or one a resource template makes) or remove the fixture",
  }),
  OUTPUT_SCHEMA_MISMATCH: words<
    Paged & ({ kind: 'unusable'; tool: string; error: string } | { kind: 'mismatch'; tool: string; mismatch: string })
  >({
    message: (a) =>
      paged(
        a,
        a.kind === 'unusable'
          ? `outputSchema of "${a.tool}" cannot be used: ${a.error}`
          : `structuredContent does not match the outputSchema of "${a.tool}": ${a.mismatch}`,
      ),
    fix: (a) =>
      a.kind === 'unusable'
        ? 'send a valid JSON Schema as outputSchema'
        : 'make the result conform to the outputSchema, or correct the schema',
  }),
  MISSING_STRUCTURED_CONTENT: words<Paged & { tool: string }>({
    message: (a) => paged(a, `tool "${a.tool}" declares an outputSchema but the result has no structuredContent`),
    fix: () =>
      'return structuredContent that conforms to the outputSchema (clients such as the MCP SDK reject this result)',
  }),
  PAGINATION_DUPLICATE: words<{ count: number; records: string[] }>({
    message: (a) =>
      `${a.count} record(s) came back more than once: ${a.records.join(', ')}${a.count > a.records.length ? ', …' : ''}`,
    fix: () => 'make the cursor encode the position after the last record returned (keyset), not an offset that shifts',
  }),
  PAGINATION_GAP: words<{ stated: number; distinct: number }>({
    message: (a) => `the result states ${a.stated} records but the walk returned ${a.distinct} distinct ones`,
    fix: () =>
      'make every record reachable through the cursor; a page cut by a token budget must resume where it stopped',
  }),
  PAGINATION_LOOP: words<{
    list: 'tools/list' | 'fixture';
    page: number;
    reason: 'max-pages' | 'cursor-repeated' | 'empty-page-with-cursor';
    cursor?: string;
  }>({
    message: (a) => {
      if (a.list === 'tools/list') {
        return a.reason === 'max-pages'
          ? `tools/list still returned a next cursor after ${a.page} pages; stopped there`
          : `tools/list returned cursor ${JSON.stringify(a.cursor)} a second time (page ${a.page}); stopped there`;
      }
      if (a.reason === 'empty-page-with-cursor')
        return `page ${a.page} is empty yet returns a next cursor; stopped (a client would walk forever)`;
      if (a.reason === 'cursor-repeated')
        return `page ${a.page} returned cursor ${JSON.stringify(a.cursor)} a second time; stopped`;
      return `still returning a next cursor after ${a.page} pages (paginate.maxPages); stopped`;
    },
    fix: (a) => {
      if (a.list === 'tools/list')
        return 'make tools/list return no nextCursor on its last page, and never repeat a cursor';
      if (a.reason === 'empty-page-with-cursor') return 'never return a next cursor with an empty page';
      if (a.reason === 'cursor-repeated') return 'make every cursor advance';
      return 'end the walk, or raise paginate.maxPages if the data really is that long';
    },
  }),
  TRUNCATION_NOT_IN_BAND: words<
    | { kind: 'flag'; page: number; flagName: string | undefined; flag: unknown; cursor: boolean }
    | { kind: 'empty-last-page'; page: number }
  >({
    message: (a) =>
      a.kind === 'flag'
        ? `page ${a.page}: ${a.flagName} is ${JSON.stringify(a.flag)} but the next cursor is ${a.cursor ? 'present' : 'absent'}`
        : `page ${a.page - 1} returned a next cursor, but page ${a.page} was empty and last: the cursor promised records that did not exist`,
    fix: (a) =>
      a.kind === 'flag'
        ? 'set the truncation flag exactly when a next cursor is returned'
        : 'return no next cursor on the page that holds the last record',
  }),
  EXPECTATION_FAILED: words<{ problems: ExpectationProblem[]; preview: string; expectWritten: boolean }>({
    message: (a) => `${a.problems.map(problemWords).join('; ')}. It returned: ${JSON.stringify(a.preview)}`,
    fix: (a) =>
      a.expectWritten
        ? "fix the tool, or the fixture's expect if the behaviour changed on purpose"
        : 'fix the tool or the fixture\'s arguments; a fixture without "expect" must succeed',
  }),
  TOOL_NOT_FOUND: words<({ kind: 'server'; server: string } | { kind: 'tool'; skipped: string }) & { near?: string[] }>(
    {
      message: (a) =>
        `${a.kind === 'server' ? `fixture names server "${a.server}", which is not configured` : a.skipped}${didYouMean(a.near)}`,
      fix: (a) =>
        a.kind === 'server'
          ? `add "${a.server}" to servers (or mcpConfig), or correct the fixture`
          : "correct the fixture's tool name or remove the fixture",
    },
  ),
  PRETTY_PRINTED_TEXT: words<Paged & { tokens: number; chars: number }>({
    message: (a) =>
      paged(
        a,
        `a text block is pretty-printed JSON; the compact form would save ${fmt(a.tokens)} tokens (${fmt(a.chars)} chars)`,
      ),
    fix: () => 'serialize with JSON.stringify(value) instead of JSON.stringify(value, null, 2)',
  }),
  STRING_WRAPPED_STRUCTURED: words<Paged & { key: string; tokens: number; escapingTokens: number }>({
    message: (a) =>
      paged(
        a,
        `structuredContent.${a.key} is a JSON document inside a string: ${fmt(a.tokens)} tokens for an escaped copy of the payload (${fmt(a.escapingTokens)} of them escaping), on top of the text block`,
      ),
    fix: () =>
      'return the object itself as structuredContent (and its compact JSON as the text block), not a string of JSON',
  }),
  RESULT_UNSTABLE: words<{ runs: number[] }>({
    message: (a) => `the result's size varies between runs (${a.runs.map(fmt).join(', ')} tokens); the largest counts`,
    fix: () => 'add normalize rules for timestamps and ids so the figure is repeatable',
  }),
  BINARY_CONTENT: words<Paged & { bytes: number; blocks: Record<string, number> }>({
    message: (a) =>
      paged(
        a,
        `${fmt(a.bytes)} bytes of base64 payload (${Object.entries(a.blocks)
          .map(([type, n]) => `${n} ${type}`)
          .join(', ')}); not counted as text tokens, hosts bill images and audio by their own rules`,
      ),
  }),
  INPUT_REQUIRED_UNANSWERED: words<{ round: number; keys: string[] }>({
    message: (a) =>
      `the tool answered input_required (round ${a.round}) asking for ${a.keys.map((key) => JSON.stringify(key)).join(', ')}, which the fixture's inputResponses does not supply; the call stopped there (https://modelcontextprotocol.io/specification/2026-07-28/basic/patterns/mrtr)`,
    fix: () => "add the answers to the fixture's inputResponses, by request key",
  }),
  // servers (contract-findings.ts)
  TOOLS_LIST_UNSTABLE: words<{ when: 'session' | 'restart'; path: string; modern: boolean }>({
    message: (a) =>
      `${a.when === 'session' ? 'a second tools/list in the same session' : 'a listing after a restart'} differs from the first at ${a.path}: hosts cache the prompt prefix, and tool definitions come first, so every session pays for it again${a.modern ? ` (revision 2026-07-28: the list MUST NOT vary per connection, and SHOULD keep a deterministic order: ${SPEC_SECTIONS.listing})` : ''}`,
    fix: () =>
      'make tools/list deterministic: stable order, no timestamps or random ids in names, descriptions or schemas',
  }),
  INVALID_INPUT_SCHEMA: words<{ kind: 'tool'; error: string } | { kind: 'fixture'; skipped: string }>({
    message: (a) => (a.kind === 'tool' ? `inputSchema ${a.error}` : a.skipped),
    fix: (a) =>
      a.kind === 'tool'
        ? `send a valid JSON Schema with "type": "object" at its root, as MCP's Tool definition requires (${SPEC_SECTIONS.tool}); ${SCHEMA_READERS}`
        : 'make the inputSchema checkable: no $ref may lead back to the value it is checking',
  }),
  INPUT_SCHEMA_LENIENT: words<{ error: string; dialect: string }>({
    message: (a) =>
      `inputSchema breaks a rule that only strict readers of ${a.dialect === '2020-12' ? "JSON Schema 2020-12 (MCP's default)" : a.dialect} enforce: ${a.error}${/regular expression/i.test(a.error) ? ' (the pattern is valid ECMA-262 without the `u` flag, which JSON Schema validators such as ajv apply)' : ''}; read without that rule it checks arguments, and mcp-budget checks fixture arguments so`,
    fix: (a) =>
      `make it valid under ${a.dialect === '2020-12' ? 'JSON Schema 2020-12' : a.dialect}: a host that validates strictly cannot use it; ${SCHEMA_READERS}`,
  }),
  ENV_VARIABLE_UNSET: words<{
    variable: string;
    key?: string;
    imported?: { origin: string; field: string; written?: string };
    /** Withheld on a pull request: an `envFile` or `${VAR}` in `env` of an entry in `origin` the base did not give. */
    withheld?: { field: string; origin: string };
  }>({
    message: (a) =>
      a.withheld
        ? `${a.withheld.field} in ${a.withheld.origin} gives the server ${a.variable}, a value the base's config did not: withheld on this pull request, the server ran without it, so tools it lists only when ${a.variable} is set were not measured`
        : a.imported
          ? `${a.imported.field ? `${a.imported.field} in ${a.imported.origin}` : a.imported.origin} names ${a.imported.written ?? `\${${a.variable}}`}, which is not set where mcp-budget runs${importedDefault(a.imported) ? ' and has no default' : ''}: the server was not started, so none of its tools were measured or counted in the totals`
          : `${a.key ? `env.${a.key}` : "the server's env"} names \${${a.variable}}, which is not set where mcp-budget runs: the server ran with it empty, so tools it lists only when ${a.variable} is set were not measured`,
    fix: (a) =>
      a.withheld
        ? `review what ${a.withheld.field} gives the server: it takes effect once the change is merged, as on a pull request the base branch's config is the policy`
        : a.imported
          ? `set ${a.variable} where mcp-budget runs (in CI, from a secret: env: ${a.variable}: \${{ secrets.${a.variable} }}) and run again; ${
              importedDefault(a.imported)
                ? `if the server needs no value, give it a default in ${a.imported.origin} ("\${${a.variable}:-}")`
                : `if the server needs no value, set it empty (${a.variable}=), as ${a.imported.origin} has no default syntax`
            }, or declare the server in budget.json servers, which overrides the imported entry`
          : `set ${a.variable} where mcp-budget runs (in CI, from a secret: env: ${a.variable}: \${{ secrets.${a.variable} }}); if the server lists the same tools without it, write "\${${a.variable}:-}" to say it is optional`,
  }),
  STDOUT_NOISE: words<{ lines: number; first: string[] }>({
    message: (a) =>
      `printed ${a.lines} line(s) on stdout that are not JSON-RPC (skipped); stdout belongs to the protocol. First: ${a.first.map((line) => JSON.stringify(line)).join(', ')}`,
    fix: () => 'log to stderr instead of stdout',
  }),
  SERVER_START_FAILED: words<Failure | { kind: 'skipped'; server: string; reason: string; origin: string }>({
    message: (a) => (a.kind === 'skipped' ? `skipped: ${a.reason} (declared in ${a.origin})` : failureMessage(a)),
    fix: (a) =>
      a.kind === 'skipped'
        ? `declare "${a.server}" in budget.json servers with values mcp-budget can use; it overrides the imported entry`
        : failureFix('SERVER_START_FAILED', a),
  }),
  SERVER_TIMEOUT: words<Failure>({ message: failureMessage, fix: (a) => failureFix('SERVER_TIMEOUT', a) }),
  SERVER_CRASHED: words<Failure>({ message: failureMessage, fix: (a) => failureFix('SERVER_CRASHED', a) }),
  PROTOCOL_ERROR: words<Failure>({ message: failureMessage, fix: (a) => failureFix('PROTOCOL_ERROR', a) }),
  SERVER_LIMIT_HIT: words<Failure>({ message: failureMessage, fix: (a) => failureFix('SERVER_LIMIT_HIT', a) }),
  SANDBOX_UNAVAILABLE: words<Failure | { kind: 'partial'; reason: string | undefined }>({
    message: (a) => (a.kind === 'partial' ? `ran without its full sandbox: ${a.reason}` : failureMessage(a)),
    fix: (a) =>
      a.kind === 'partial'
        ? 'install bubblewrap (apt-get install bubblewrap) and allow user namespaces, or set sandbox.require to true to refuse instead'
        : failureFix('SANDBOX_UNAVAILABLE', a),
  }),
  TOOLS_CHANGED_MID_SESSION: words<{ path: string; notified: boolean; modern: boolean; late: string[] }>({
    message: (a) =>
      `tools/list after the fixtures ran differs from the first listing at ${a.path}${a.notified ? ' (announced with notifications/tools/list_changed)' : ', with no notifications/tools/list_changed'}: hosts cache the prompt prefix, and a changed definition block is written to the cache again in full (${a.modern ? `revision 2026-07-28: the list MUST NOT vary as a side effect of other requests, ${SPEC_SECTIONS.listing}` : SPEC_SECTIONS.listChanged})${lateTools(a.late)}`,
    fix: (a) =>
      a.notified
        ? 'list every tool from the start, and let calls fail with a clear error when a tool cannot be used yet'
        : 'keep the list fixed during a conversation; if it must change, send notifications/tools/list_changed',
  }),
  // revision 2026-07-28 (revision-findings.ts)
  RESULT_TYPE_MISSING: words<{ methods: string[] }>({
    message: (a) =>
      `results of ${a.methods.join(', ')} carry no "resultType"; revision 2026-07-28 requires it on every result (${SPEC_SECTIONS.resultType}), and a 2026-07-28 client built on the TypeScript SDK rejects such a result`,
    fix: () => 'add "resultType": "complete" to every result (an SDK that speaks 2026-07-28 does it for you)',
  }),
  CACHE_HINTS_MISSING: words<{ method: string; missing: number; of: number; ttlMs: unknown; cacheScope: unknown }>({
    message: (a) =>
      `${a.missing} of ${a.of} ${a.method} answer(s) lack a valid ttlMs (>= 0) and cacheScope ("public" or "private"); the first had ttlMs ${JSON.stringify(a.ttlMs) ?? 'absent'}, cacheScope ${JSON.stringify(a.cacheScope) ?? 'absent'}. Servers MUST send both (${SPEC_SECTIONS.cacheable}); a client then assumes 0 and fetches again every time`,
    fix: (a) => `return "ttlMs" and "cacheScope" on ${a.method} (the TypeScript server SDK: the cacheHints option)`,
  }),
  CACHE_SCOPE_VARIES: words<{
    method: string;
    first: { page?: number; cacheScope: unknown };
    other: { page?: number; cacheScope: unknown };
  }>({
    message: (a) =>
      `${a.method}'s pages of one listing say different cacheScopes: page ${a.first.page} ${JSON.stringify(a.first.cacheScope)}, page ${a.other.page} ${JSON.stringify(a.other.cacheScope)}. A list's pages make one result (${SPEC_SECTIONS.cacheable}): a shared cache that keeps the "public" pages holds part of a list that is private`,
    fix: (a) => `answer every page of ${a.method} with the same cacheScope ("private" if any page depends on who asks)`,
  }),
  CACHE_TTL_ZERO: words<None>({
    message: () =>
      `tools/list says "ttlMs": 0: immediately stale (${SPEC_SECTIONS.ttl}), so a host may fetch the definitions again before every use, and any change rewrites its prompt cache`,
    fix: () =>
      'give tools/list a ttlMs as long as the list really holds (minutes, or hours), and send notifications/tools/list_changed when it changes',
  }),
  CACHE_SCOPE_PUBLIC_WITH_CREDENTIALS: words<{ method: string }>({
    message: (a) =>
      `${a.method} answered a request that carried credentials with "cacheScope": "public": shared caches may serve it to callers with other credentials (${SPEC_SECTIONS.cacheSecurity})`,
    fix: () => `answer "private" when the list depends on who asks; "public" only when it is the same for everyone`,
  }),
  ERA_PARITY: words<{
    instructions?: { modernChars: number; legacyChars: number };
    tools?: { tool: string; path: string };
  }>({
    message: (a) => {
      const differences = [
        ...(a.instructions
          ? [
              `instructions (${a.instructions.modernChars} chars via server/discover, ${a.instructions.legacyChars} via initialize)`,
            ]
          : []),
        ...(a.tools ? [`tools/list at ${a.tools.tool} ${a.tools.path}`] : []),
      ];
      return `this dual-era server shows hosts of the two eras different things: ${differences.join('; ')}. A host that uses server/discover never sees what initialize gives, and the other way round (${SPEC_SECTIONS.dualEra})`;
    },
    fix: () =>
      'serve the same tools and instructions to both eras (with the TypeScript server SDK: one factory, whatever ctx.era says)',
  }),
  // against the base (changes.ts)
  GROWTH_OVER_BUDGET: words<
    ({ of: 'tool' } | { of: 'total'; lists: boolean }) & {
      beforeBytes: number;
      afterBytes: number;
      ref: string;
      accepted: boolean;
      change?: GrowthNote['change'];
    }
  >({
    message: (a, f) => {
      const what =
        a.of === 'tool'
          ? `tool ${f.subject}`
          : a.lists
            ? 'all definitions a host loads (tools, instructions, prompts, resources)'
            : 'all tool definitions and instructions';
      const text =
        f.unit === undefined ? `${f.actual}% > ${f.limit}%` : `+${fmt(f.actual!)} > +${fmt(f.limit!)} ${f.unit}`;
      return `${what} grew ${fmt(a.beforeBytes)} → ${fmt(a.afterBytes)} bytes against ${a.ref}: ${text}${a.change ? whereItGrew(a.change) : ''}${a.accepted ? ' (growth accepted in review)' : ''}`;
    },
    fix: (a) =>
      `${a.change ? `\`mcp-budget explain ${a.change.subject}\` shows where its bytes go; ` : ''}shrink it back, or accept the growth in review: raise the gate in budget.json, or label the pull request "mcp-budget: accept growth"`,
  }),
  // hosts (host-findings.ts); `source` is the fact the finding rests on, cited after the message
  HOST_DESCRIPTION_CUT: words<
    Cited & ({ kind: 'description'; cut: number; chars: number } | { kind: 'instructions'; cut: number })
  >({
    message: (a) =>
      a.kind === 'description'
        ? `${a.title} cuts this description at ${fmt(a.cut)} chars, silently: the model reads ${fmt(a.cut)} of ${fmt(a.chars)}${citation(a.source)}`
        : `${a.title} cuts the server instructions at ${fmt(a.cut)} chars${citation(a.source)}`,
    fix: (a) =>
      a.kind === 'description'
        ? 'shorten the description below the cut; put the essential part first'
        : 'shorten the instructions below the cut',
  }),
  HOST_NAME_TOO_LONG: words<Cited & { hostName: string }>({
    message: (a, f) =>
      `${a.title} names it "${a.hostName}" (${a.hostName.length} chars), over its ${f.limit}${citation(a.source)}`,
    fix: () => 'shorten the tool or the server name',
  }),
  HOST_NAME_SHORTENED: words<Cited & { unshortened: string; hostName: string }>({
    message: (a, f) =>
      `${a.title} would name it "${a.unshortened}" (${a.unshortened.length} chars), over its ${f.limit ?? ''}, and shows the model "${a.hostName}" instead${citation(a.source)}`,
    fix: () => 'shorten the tool or the server name so the model sees the name you chose',
  }),
  HOST_RESULT_SPILLED: words<
    Cited & {
      /** Saved by its size in characters (a preview shown), or over its token cap (`tokenCap`: a note only). */
      spill?: { chars: number; previewChars: number; perToolMetaKey?: string; perToolMax?: number };
      tokenCap?: number;
      tokens: number;
      preCutTokens: number;
    }
  >({
    message: (a) =>
      a.spill
        ? `${a.title} saves this result to a file (over ${fmt(a.spill.chars)} chars): its model reads a reference and about ${fmt(a.spill.previewChars)} chars of preview, ${fmt(a.tokens)} of ${fmt(a.preCutTokens)} tokens, and must read the file for the rest${citation(a.source)}`
        : `${a.title} saves this result to a file (over its cap of ${fmt(a.tokenCap ?? 0)} tokens): its model reads only a note naming the file, ${fmt(a.tokens)} of ${fmt(a.preCutTokens)} tokens, and must read the file for all of it${citation(a.source)}`,
    fix: (a) =>
      a.spill?.perToolMetaKey
        ? `page the result, or declare _meta["${a.spill.perToolMetaKey}"] (up to ${fmt(a.spill.perToolMax ?? a.spill.chars)}) on a tool whose results must stay inline`
        : 'page the result',
  }),
  STARTUP_PAST_HOST_WAIT: words<Cited & StartupArgs & { waitMs: number; setting?: string; own?: string }>({
    message: (a) =>
      `its slowest start took ${fmt(a.slowestMs)} ms to answer tools/list (median ${fmt(a.medianMs)} ms over ${fmt(a.starts)} ${a.starts === 1 ? 'start' : 'starts'}, timed on this machine), and ${a.title}${modesSaid(a.modes)} waits ${fmt(a.waitMs)} ms for a server before its first model request, then goes on without it: its first turn lacks this server's tools${a.own ? ` (${a.own} in budget.json)` : citation(a.source)}`,
    fix: (a) =>
      `make the server answer tools/list sooner (list before slow set-up; install it rather than fetch it at start)${a.setting ? `, or tell users to raise ${a.setting}` : ''}`,
  }),
  STARTUP_HOST_NO_WAIT: words<Cited & StartupArgs & { thresholdMs: number; setting?: string }>({
    message: (a) =>
      `its slowest start took ${fmt(a.slowestMs)} ms to answer tools/list (median ${fmt(a.medianMs)} ms over ${fmt(a.starts)} ${a.starts === 1 ? 'start' : 'starts'}, timed on this machine), past ${fmt(a.thresholdMs)} ms, and ${a.title}${modesSaid(a.modes)} sends its first model request without waiting for MCP servers: its first turn lacks this server's tools${citation(a.source)}`,
    fix: (a) =>
      `make the server answer tools/list sooner (list before slow set-up)${a.setting ? `; to make ${a.title} wait: ${a.setting}` : ''}`,
  }),
  HOST_TOO_MANY_TOOLS: words<Cited & { count: number; reserved: number; max: number }>({
    message: (a) =>
      `${fmt(a.count)} tools${a.reserved > 0 ? ` and ${fmt(a.reserved)} of its own (reservedTools)` : ''}, and ${a.title} accepts at most ${fmt(a.max)}${citation(a.source)}`,
    fix: () => 'merge or remove tools, or let users enable them in groups',
  }),
  HOST_SCHEMA_STRIPPED: words<Cited & { keywords: string[] }>({
    message: (a) =>
      `${a.title} drops or rewrites ${a.keywords.map((k) => JSON.stringify(k)).join(', ')} in this input schema: the model may not see the tool as written${citation(a.source)}`,
    fix: () =>
      'keep to what every host keeps (type, description, enum, items, properties, required, a plain object root); say formats, defaults and bounds in the description',
  }),
  ANTHROPIC_COUNT_FAILED: words<{ title: string; error: string }>({
    message: (a) =>
      `--anthropic-count could not count ${a.title}'s payload of this server: ${a.error}. Its tokens are the o200k estimate, not a Claude model's count`,
    fix: () =>
      'check ANTHROPIC_API_KEY and --anthropic-model (a model the key may use), or run again when the API answers (429 and 529 pass); counts that succeed are cached',
  }),
  HOST_RESULT_OVER_CAP: words<Cited>({
    message: (a, f) =>
      `${a.title} receives ${fmt(f.actual!)} tokens of this result, over its cap of ${fmt(f.limit!)}${citation(a.source)}`,
    fix: () => 'page the result and project the fields the model needs',
  }),
  HOST_OVER_BUDGET: words<{ of: 'session-start' | 'tool' | 'result'; title: string; resourceTools?: number }>({
    message: (a, f) =>
      a.of === 'session-start'
        ? `in ${a.title}, every session starts with ${fmt(f.actual!)} tokens of these servers${a.resourceTools ? ` (${fmt(a.resourceTools)} of them its resource tools, there because a server advertises resources)` : ''} > ${fmt(f.limit!)} (+${fmt(f.actual! - f.limit!)})`
        : a.of === 'tool'
          ? `as ${a.title} sends it, this tool is ${fmt(f.actual!)} tokens > ${fmt(f.limit!)}`
          : `${a.title}'s model receives ${fmt(f.actual!)} tokens of this result > ${fmt(f.limit!)}`,
    fix: (a) =>
      a.of === 'session-start'
        ? 'shrink the heaviest tools as this host sends them (`npx mcp-budget measure`)'
        : a.of === 'tool'
          ? 'shorten its description or input schema'
          : 'page the result and project the fields the model needs',
  }),
  SESSION_OVER_BUDGET: words<{ title: string; turn: number; turns: number }>({
    message: (a, f) =>
      `on ${a.title}, this session sends ${over(f.actual!, f.limit!)} tokens of these servers over its ${fmt(a.turns)} model requests; turn ${fmt(a.turn)} crossed the limit`,
    fix: (_, f) =>
      `shrink what every turn carries (definitions, instructions) or what later turns replay (page or project the results); \`npx mcp-budget explain ${f.subject}\` shows each turn`,
  }),
  HOST_RESULT_CUT: words<
    Cited & { tokens: number; preCutTokens: number; bytes: number; preCutBytes: number; textLost?: LostText }
  >({
    // The lost text's start quoted as JSON, so no server text can break the line (as HOST_CUT_CROSSED quotes it).
    message: (a) => {
      const lost = a.textLost;
      const loses = lost
        ? ` and loses ${fmt(lost.chars)} chars from char ${fmt(lost.at)}, starting ${JSON.stringify(lost.start)}${lost.chars > lost.start.length ? ' …' : ''}`
        : '';
      return `${a.title} cuts this result: its model reads ${fmt(a.tokens)} of ${fmt(a.preCutTokens)} tokens (${fmt(a.bytes)} of ${fmt(a.preCutBytes)} bytes)${loses}${citation(a.source)}`;
    },
    fix: () => 'page the result or project the fields the model needs, so it fits the cut whole',
  }),
  TRUNCATED_BY_HOST: words<Cited & { spilled: boolean; lost: string[] }>({
    message: (a) =>
      `${a.title}'s ${a.spilled ? 'spill of this result to a file' : 'cut of this result'} loses ${a.lost.join(', ')}: the model can neither go on nor know there was more${citation(a.source)}`,
    fix: () =>
      'keep results under the cut, or put the cursor and a "more" notice where the cut keeps them (the start or the end)',
  }),
  // ratchet (ratchet.ts)
  OVERSIZED_GREW: words<{ what: OversizedSubject }>({
    message: (a, f) =>
      `known-oversized ${oversizedWords(a.what)} grew: ${fmt(f.actual!)} > ${fmt(f.limit!)} ${f.unit} (+${fmt(f.actual! - f.limit!)}); oversized entries may shrink, never grow`,
    fix: (_, f) =>
      `bring it back to ${fmt(f.limit!)} ${f.unit} or less; raising the entry is a decision for a reviewed pull request`,
  }),
  OVERSIZED_STALE: words<{ what: OversizedSubject; fitsGeneral?: number }>({
    message: (a, f) =>
      a.fitsGeneral !== undefined
        ? `${oversizedWords(a.what)} is now ${fmt(f.actual!)} ${f.unit} and fits the general limit of ${fmt(a.fitsGeneral)}: the oversized entry (${fmt(f.limit!)}) is no longer needed`
        : `${oversizedWords(a.what)} shrank to ${fmt(f.actual!)} ${f.unit} (entry says ${fmt(f.limit!)}, -${fmt(f.limit! - f.actual!)}): lower the entry so it cannot grow back`,
    fix: () => `run \`${UPDATE_COMMAND}\` and commit budget.json`,
  }),
  OVERSIZED_OBSOLETE: words<GoneSubject>({
    message: (a) =>
      `oversized entry for ${
        a.kind === 'fixture' || a.kind === 'session'
          ? `${a.kind} "${a.name}", which budget.json no longer defines`
          : a.kind === 'server'
            ? `server "${a.name}", which is no longer configured`
            : `${a.kind} "${a.name}", which server "${a.server}" no longer lists`
      }`,
    fix: () => `run \`${UPDATE_COMMAND}\` and commit budget.json (it removes the entry)`,
  }),
  OVERSIZED_RENAMED: words<{ from: string; to: string; entry: OversizedEntry }>({
    message: (a) =>
      `tool ${a.from} was renamed to ${a.to} (the same definition apart from the name): its oversized entry follows it and holds it (${entryWords(a.entry)}), but budget.json still names the old tool`,
    fix: (a) =>
      `rename the key oversized["${a.from}"] to "${a.to}" in budget.json, numbers unchanged (moved with the same numbers it is no raise)`,
  }),
  // against the base (semver.ts, hidden-against-base.ts, host-crossings.ts)
  BREAKING_CHANGE: words<{ change: string; detail?: string; at?: string; release: Release }>({
    message: (a) =>
      `${a.change}${a.detail === undefined ? '' : `: ${a.detail}`} (${a.at?.startsWith('annotations.') ? "hosts that approve tools by the base's hints, and agents that plan on them, now get a riskier tool" : 'breaks callers written against the base'}${a.at === undefined ? '' : `; at ${a.at}`})`,
    fix: (a) => `keep it compatible (add, deprecate, then remove), or release it as ${releaseWords(a.release)}`,
  }),
  SEMVER_BUMP_TOO_SMALL: words<{
    base: string | undefined;
    head: string | undefined;
    released: string;
    release: Release;
  }>({
    message: (a) =>
      `version ${a.base} → ${a.head} is ${a.released === 'downgrade' ? 'lower than the base' : `a ${a.released} release`}, but the tools' changes need a ${a.release.needed} one${a.release.zero ? ` (${ZERO_NOTES[a.release.zero]})` : ''}`,
    fix: (a) => `release ${a.release.next ?? `a ${a.release.needed} version`}, or make the changes compatible`,
  }),
  MEASURED_TOOLS_HIDDEN: words<{ tools: Array<{ name: string; bytes: number }> }>({
    message: (a) =>
      `${fmt(a.tools.length)} tool(s) the base measured are hidden from measurement by the client capabilities this change declares: ${a.tools.map((tool) => `${tool.name} (${fmt(tool.bytes)} B at the base)`).join(', ')}. Hosts that declare roots, sampling, elicitation or tasks still send them to their model`,
    fix: () =>
      'declare the capabilities the base declared (clientCapabilities in budget.json), so every tool a host can see is measured',
  }),
  HOST_CUT_CROSSED: words<
    Cited &
      (
        | { kind: 'description'; cut: number; lost: LostText }
        | { kind: 'result'; spilled: boolean; before: number; lost: LostText; including: string[] }
      )
  >({
    message: (a, f) =>
      a.kind === 'description'
        ? `this change moves the description past ${a.title}'s ${fmt(a.cut)}-character cut: its model no longer reads ${lostWords(a.lost)}${citation(a.source)}`
        : `this change makes ${a.title} ${a.spilled ? 'save this result to a file' : 'cut this result'} (${fmt(a.before)} → ${fmt(f.actual!)} tokens): its model no longer reads ${lostWords(a.lost)}${a.including.length > 0 ? `, including ${a.including.join(', ')}` : ''}${citation(a.source)}`,
    fix: (a) =>
      a.kind === 'description'
        ? 'shorten the description, or move what it now loses before the cut'
        : 'page the result or project fewer fields, so it fits the host as it did',
  }),
  HOST_DEFERRAL_CROSSED: words<
    Cited & {
      deferred: boolean;
      rule: 'always' | 'tools-over' | 'model' | 'none';
      sessionStartTokens: number;
      before: { tools: number; deferred: boolean; sessionStartTokens: number };
      model?: string;
    }
  >({
    message: (a, f) => {
      const side = (deferred: boolean) => (deferred ? 'held back behind tool search' : 'sent up front');
      const count =
        a.rule === 'tools-over'
          ? `${fmt(a.before.tools)} → ${fmt(f.actual!)} tools, ${a.deferred ? 'past' : 'within'} its ${fmt(f.limit!)}`
          : `${fmt(a.before.tools)} → ${fmt(f.actual!)} tools${a.model ? ` with ${a.model}` : ''}`;
      return `this change tips ${a.title} to the other side of its deferral threshold (${count}): the servers' definitions are now ${side(a.deferred)} (were ${side(a.before.deferred)}); session start ${fmt(a.before.sessionStartTokens)} → ${fmt(a.sessionStartTokens)} tokens${citation(a.source)}`;
    },
    fix: (a) =>
      a.deferred
        ? 'keep the tools under the threshold (fewer, or grouped behind one tool) if the model should see them from the start, or accept that it now looks them up on use'
        : 'the definitions now cost every session up front: keep them past the threshold only if that is what you meant, or trim them',
  }),
  // servers (capability-findings.ts)
  CAPABILITY_HIDDEN_TOOLS: words<{
    declared: string[];
    count: number;
    tools: Array<{ name: string; bytes: number }>;
    inBudget: boolean;
  }>({
    message: (a) => {
      const named = a.tools.map((tool) => `${tool.name} (${fmt(tool.bytes)} B)`).join(', ');
      const more = a.count > a.tools.length ? ` and ${fmt(a.count - a.tools.length)} more` : '';
      return `the client capabilities declared (${a.declared.length > 0 ? a.declared.join(', ') : 'none'}) hide ${fmt(a.count)} tool(s) this server lists to a client declaring roots, sampling, elicitation and tasks: ${named}${more}. Hosts that declare those capabilities load them: they are measured and held to the limits as that client is listed them`;
    },
    fix: (a, f) =>
      `declare what your users' hosts declare: "clientCapabilities": { "elicitation": {}, "sampling": {}, "roots": { "listChanged": true } } ${a.inBudget ? `on servers["${f.subject}"]` : 'at the top level of budget.json'} (\`mcp-budget init\` writes them when they reveal more tools)`,
  }),
  // the base (base-provenance.ts)
  BASE_UNMEASURED: words<{
    what: { kind: 'base' } | { kind: 'server'; name: string };
    at: string;
    reason: string;
    gates: string[];
    advice: UnmeasuredAdvice;
    acceptable: boolean;
  }>({
    message: (a) => {
      const what = a.what.kind === 'base' ? `the base (${a.at})` : `server "${a.what.name}" at the base (${a.at})`;
      const unanswered =
        a.gates.length > 0
          ? `; the growth gates (${a.gates.map((gate) => `growth.${gate}`).join(', ')}) have no answer for it, and a gate whose answer is unknown has not passed`
          : '';
      // A budget new in the change: nothing to fix, said in the message, with no fix line that has nothing in it.
      const nothingToDo =
        a.advice.kind === 'new-budget'
          ? `. Nothing to do: ${a.advice.configFile} is new in this change, so the base has no budget to measure; growth is judged from the next pull request`
          : '';
      return `${what} could not be measured: ${a.reason}. Its tools are not compared with the base (none is shown as new, removed or grown)${unanswered}${nothingToDo}`;
    },
    fix: (a) =>
      a.advice.kind === 'new-budget'
        ? undefined
        : adviceWords(a.advice, a.at) +
          (a.acceptable
            ? '; or accept not knowing: "growth": { "unmeasuredBase": "warning" } (or --unmeasured-base warning)'
            : ''),
  }),
  // budget.json against the base's (budget-raises.ts, edit-raises.ts, run-edit-raises.ts, against-base.ts)
  BUDGET_RAISED: words<
    | { kind: 'line'; line: Raise; policy: 'allow' | 'fail' }
    | { kind: 'budget-new' | 'budget-invalid'; file: string; ref: string }
  >({
    message: (a) =>
      a.kind === 'line'
        ? raiseWords(a.line)
        : a.kind === 'budget-new'
          ? `${a.file} is new in this change (not at ${a.ref}): every limit in it is new`
          : `${a.file} at ${a.ref} is not valid, so raises cannot be judged`,
    fix: (a) =>
      a.kind !== 'line'
        ? undefined
        : a.policy === 'fail'
          ? 'loosening the budget needs a separate approval here: revert this line, or get it approved and run with raises: allow'
          : 'review this line: loosening the budget is the decision this pull request asks for',
  }),
} satisfies { [C in FindingCode]: Words<never> };

/** What an oversized entry is for: `result of fixture:x`, `prompt s/p`, `tool s/t`. */
export interface OversizedSubject {
  kind: 'result' | ListedKind | 'tool' | 'session';
  key: string;
}
const oversizedWords = (what: OversizedSubject) =>
  what.kind === 'result' ? `result of ${what.key}` : what.kind === 'session' ? what.key : `${what.kind} ${what.key}`;

/** The subject of an oversized entry that is gone: a fixture budget.json no longer defines, a server, a listed item. */
/** An oversized entry's numbers: "900 bytes, 250 tokens". */
function entryWords(entry: OversizedEntry): string {
  return (['bytes', 'tokens', 'chars'] as const)
    .filter((unit) => entry[unit] !== undefined)
    .map((unit) => `${fmt(entry[unit]!)} ${unit}`)
    .join(', ');
}

export type GoneSubject =
  | { kind: 'fixture'; name: string }
  | { kind: 'session'; name: string }
  | { kind: 'server'; name: string }
  | { kind: 'tool' | ListedKind; name: string; server: string };

/** The release a breaking change needs: the bump, the version it gives, and below 1.0.0 the caret rule behind it. */
interface Release {
  needed: string;
  next?: string;
  zero?: '0.0.z' | '0.y.z';
}
const ZERO_NOTES = {
  '0.0.z': 'under 0.0.z every release may break',
  '0.y.z': 'under 0.y.z the minor is the breaking one',
} as const;
function releaseWords(r: Release): string {
  if (!r.zero) return `a ${r.needed} version${r.next ? ` (${r.next})` : ''}`;
  return `${r.zero === '0.0.z' ? 'a new version' : `a ${r.needed} version`} (${r.next ? `${r.next}: ` : ''}${ZERO_NOTES[r.zero]})`;
}

/** `; did you mean "ping"?` (or `"ping" or "pong"`): the names closest to one that is not there, if any. */
const didYouMean = (near: readonly string[] | undefined) =>
  near?.length ? `; did you mean ${near.map((name) => JSON.stringify(name)).join(' or ')}?` : '';

/** "3,012 chars from char 2,048: "…"", the start quoted as JSON so no server text can break the line. */
function lostWords(text: LostText): string {
  return `${fmt(text.chars)} chars from char ${fmt(text.at)}, starting ${JSON.stringify(text.start)}${text.chars > text.start.length ? ' …' : ''}`;
}

/** What gets an unmeasured base measured next time. */
export type UnmeasuredAdvice =
  | { kind: 'new-budget'; configFile: string }
  | { kind: 'report' }
  | { kind: 'setup-failed' }
  | { kind: 'no-setup'; setupCommand: string };
function adviceWords(advice: Exclude<UnmeasuredAdvice, { kind: 'new-budget' }>, at: string): string {
  if (advice.kind === 'report')
    return 'the saved base report has no figures for it: save the report of a base run where it started, or measure the base instead (--base with --base-setup)';
  if (advice.kind === 'setup-failed')
    return `make the base setup succeed in the merge base's worktree (${at}), or pass the report saved by the base commit's own run (--base-report, Action input base-report)`;
  return `build the base before it is measured: --base-setup "${advice.setupCommand}" (Action input base-setup), or pass the report saved by the base commit's own run (--base-report, Action input base-report)`;
}

/** A host finding: the host's title, and the fact it rests on (cited, or marked as unsourced). */
interface Cited {
  title: string;
  source: Fact<unknown> | undefined;
}

/** A server's start-up figures, and the ways of running the host (`non-interactive`, `interactive`) a finding is about. */
interface StartupArgs {
  starts: number;
  medianMs: number;
  slowestMs: number;
  modes: Array<'non-interactive' | 'interactive'>;
}

/** " (non-interactive)", " (interactive)", or nothing when it is both. */
function modesSaid(modes: StartupArgs['modes']): string {
  return modes.length === 1
    ? ` (${modes[0] === 'interactive' ? 'in an interactive session' : 'run non-interactively'})`
    : '';
}

/** A finding about one page of a walk says which (`page 2: ...`); about a single result, nothing. */
interface Paged {
  page?: number;
}
const paged = (a: Paged, said: string) => (a.page === undefined ? said : `page ${a.page}: ${said}`);

/** What an `expect` (or a fixture without one) found otherwise. */
export type ExpectationProblem =
  | { wanted: 'error' }
  | { wanted: 'success'; rpcError?: number | null }
  | { wanted: 'text'; text: string | undefined };
function problemWords(problem: ExpectationProblem): string {
  if (problem.wanted === 'error') return 'expected an error result, got success';
  if (problem.wanted === 'success')
    return `expected success, got ${problem.rpcError !== undefined ? `JSON-RPC error ${problem.rpcError}` : 'isError: true'}`;
  return `expected the text to include ${JSON.stringify(problem.text)}`;
}

/** A server that failed: where, what it said, and the fix its failure named (if any). */
interface Failure {
  kind: 'failure';
  phase: string;
  detail: string;
  stderr?: string;
  /** The fix the failure itself named (a connection refused: start the server first). */
  named?: string;
  /** Whether the server was given the network (a failed lookup is then not the sandbox's doing). */
  hasNetwork: boolean;
}
function failureMessage(a: Failure): string {
  return `${a.phase}: ${a.detail}${a.stderr ? `\nlast stderr lines:\n${a.stderr}` : ''}`;
}
function failureFix(code: FindingCode, a: Failure): string {
  return (
    a.named ??
    causeFix(a) ??
    (code === 'SERVER_TIMEOUT'
      ? 'make the server answer in time, or raise timeouts in budget.json'
      : code === 'SANDBOX_UNAVAILABLE'
        ? "install bubblewrap (apt-get install bubblewrap) and allow user namespaces (see the README's security section), or set sandbox.require to false"
        : a.phase.startsWith('call ')
          ? callFix(a.phase.slice('call '.length))
          : `run the server's command by hand to see why it fails (\`npx mcp-budget measure\` shows the same error)`)
  );
}

/** A server that failed answering a fixture's call: the call is what to reproduce, not the start. */
const callFix = (tool: string) =>
  `the server failed while answering a fixture's call of ${JSON.stringify(tool)} (it started and listed its tools): the stderr lines above say why; fix the tool, or give the fixture arguments the tool handles, and run that call by hand to see it pass`;

/**
 * The fix for what the failure itself shows: a host name that does not resolve (the sandbox has no network), a
 * message over the cap, a command written for Windows. Undefined when it shows none of these.
 */
function causeFix(failure: Failure): string | undefined {
  const text = `${failure.detail}\n${failure.stderr}`;
  // How runtimes say a lookup or a connection found no network: Node, undici, Python, Go.
  const lookup =
    /getaddrinfo (?:EAI_AGAIN|ENOTFOUND)(?: [^\s'"]+)?|connect ENETUNREACH(?: [^\s'"]+)?|Temporary failure in name resolution|Name or service not known|Network is unreachable|dial tcp: lookup [^\s:]+/.exec(
      text,
    );
  if (lookup && !failure.hasNetwork) {
    return `it needs the network (${lookup[0]}), and the sandbox gives it none: give this server the network in budget.json, "sandbox": { "network": "host" } (on a pull request, the base branch's budget.json is the policy: the change takes effect once merged), or have it start without reaching out`;
  }
  if (/exceeds the message cap|over the \d+-byte cap/.test(text)) {
    return 'a message is larger than mcp-budget keeps (64 MiB by default): raise the cap with --max-message-bytes <n>, or make the server answer in smaller pages';
  }
  const windows =
    /command not found: (?:cmd|powershell|pwsh|\S+\.(?:cmd|bat|exe|ps1)) \(|[A-Za-z]:\\[^\s'"]*|\bcmd(?:\.exe)? \/c\b|(?<![\w\\])[\w.-]+(?:\\[\w.-]+)*\\[\w-]+\.(?:[cm]?js|ts|py|exe|cmd|bat|ps1|jar)\b/i.exec(
      text,
    );
  if (windows) {
    // A path relative to the project (dist\index.mjs) is the same file written with forward slashes.
    const relative = /^[\w.-]+(?:\\[\w.-]+)+$/.test(windows[0]) ? `: ${windows[0].replace(/\\/g, '/')}` : '';
    return `this entry is written for Windows (${windows[0].replace(/ \($/, '')}), and mcp-budget runs servers on Linux and macOS: declare the server in budget.json servers with its POSIX command (npx, node, forward slashes${relative}); it overrides an imported entry`;
  }
  return undefined;
}

/** A result or page over its ceiling; `tooLarge` when it was over mcp-budget's message cap (bytes only). */
interface ResultOver {
  page: number;
  tooLarge?: true;
  text?: { textTokens: number; structuredTokens: number };
}
function resultOver(where: string, a: ResultOver, f: FindingFacts): string {
  if (a.tooLarge)
    return `${where} is ${fmt(f.actual!)} bytes, over mcp-budget's message cap; it was measured in bytes only, not kept or tokenized`;
  return `${where} is ${fmt(f.actual!)} ${f.unit} > ${fmt(f.limit!)} (+${fmt(f.actual! - f.limit!)})${a.text ? ` (text ${fmt(a.text.textTokens)}, structured ${fmt(a.text.structuredTokens)})` : ''}`;
}
function resultOverFix(a: ResultOver, f: FindingFacts): string {
  if (a.tooLarge)
    return 'return a bounded page (projection, a token-budgeted page size and a cursor) instead of everything at once';
  return `project the fields the model needs and page the rest (see \`npx mcp-budget explain ${f.subject}\`), or list it in oversized at today's size in a reviewed pull request`;
}

/** Each code's arguments, as its words declare them. */
export type FindingArgs<C extends FindingCode> = Parameters<(typeof FINDING_WORDS)[C]['message']>[0];

/** A measured saving, as a fix says it: `measured: s/t: drop "$schema" saves 12 tokens, 40 bytes (npx mcp-budget suggest s/t)`. */
export function measuredWords(
  measured: MeasuredFix,
  finding: Pick<FindingFacts, 'subject' | 'host'>,
  shortBy: ReadonlyArray<NonNullable<MeasuredFix['shortBy']>> = measured.shortBy ? [measured.shortBy] : [],
): string {
  const where = measured.where ? `${measured.where}: ` : '';
  const forThisHost =
    finding.host && measured.hostTokens !== undefined
      ? `, ${fmt(measured.hostTokens)} tokens in what ${finding.host}'s model receives`
      : '';
  // A saving smaller than the overage is one step, not the fix: said, so nobody applies it and expects a pass.
  const short =
    shortBy.length > 0
      ? `, not enough on its own: ${shortBy.map((s) => `${fmt(s.amount)} ${s.unit}`).join(' and ')} over`
      : '';
  return `measured: ${where}${measured.change} saves ${fmt(measured.saves.tokens)} tokens, ${fmt(measured.saves.bytes)} bytes${forThisHost}${short} (npx mcp-budget suggest${finding.subject.startsWith('total') ? '' : ` ${finding.subject}`})`;
}

/** A fix and its measured part joined as one line. */
export const withMeasured = (own: string | undefined, measured: string) => (own ? `${own}; ${measured}` : measured);

/** "; in description +40 B, annotations +120 B; no host in hosts sends it": the part that grew, and who sees it. */
export function whereItGrew(change: GrowthNote['change']): string {
  const grown = (change.fields ?? [])
    .filter((field) => field.delta > 0)
    .map((field) => `${field.field} +${fmt(field.delta)} B`);
  const parts = grown.length > 0 ? [`in ${grown.join(', ')}`] : [];
  if (change.sentByNoHost)
    parts.push(
      change.askedEveryProfile
        ? 'no shipped host profile sends this growth to its model (no `hosts` in budget.json: every profile asked)'
        : 'no host in hosts sends this growth to its model',
    );
  else if (change.hosts?.length)
    parts.push(
      `as hosts send it: ${change.hosts.map((host) => `${host.host} ${host.deltaBytes > 0 ? '+' : ''}${fmt(host.deltaBytes)} B`).join(', ')}`,
    );
  return parts.length > 0 ? `; ${parts.join('; ')}` : '';
}

/** A finding on a tool that grew says which part grew and whether any host sends it, and points at `explain`. */
export function grewWords(
  grew: GrowthNote,
  message: string,
  fix: string | undefined,
): { message: string; fix: string } {
  // A code whose own words already say where it grew (GROWTH_OVER_BUDGET carries the change) is not told twice.
  const where = whereItGrew(grew.change);
  const pointer = `\`mcp-budget explain ${grew.change.subject}\` shows where its bytes go; `;
  return {
    message: `${where !== '' && message.includes(where) ? message : `${message}${where}`}${grew.unseen ? ': reported, not failing' : ''}`,
    fix: (fix?.startsWith(pointer) ? fix : `${pointer}${fix ?? ''}`).replace(/; $/, ''),
  };
}

/**
 * One change to budget.json that lets more through (BUDGET_RAISED), as data: a number raised or removed, a setting
 * changed (`why` names what that does), or one of the named widenings. raiseWords says it as one line, old → new.
 */
export type Raise =
  | { kind: 'raised'; setting: string; server?: string; from?: number; to?: number; minDelta?: true }
  | { kind: 'new-oversized'; key: string; unit: string; to: number }
  | { kind: 'changed'; setting: string; server?: string; from: string; to: string; why: RaiseWhy }
  | { kind: 'env'; server: string; name: string; from: string; to: string }
  | { kind: 'hosts-dropped'; hosts: string[] }
  | { kind: 'server-gone'; server: string }
  | { kind: 'fixture-gone'; name: string }
  | { kind: 'session-gone'; name: string }
  | { kind: 'reach'; server: string; widening: ReachWidening; policy: 'base' | 'default' }
  | { kind: 'sandbox'; key: string; from: string; to: string; added?: string[] }
  | { kind: 'symlink'; head: string; base?: string }
  | { kind: 'disabled-tools'; server: string; tools: string[] }
  | { kind: 'enabled-tools'; server: string; tools: string[]; was?: string[] };

/** What each changed setting does, said after it in parentheses. */
const RAISE_WHY = {
  tokenizer: 'the same text counts differently',
  hostToolName: 'nameChars is checked on this name',
  era: 'another protocol revision is measured',
  normalize: 'it rewrites the result before counting',
  stale: 'a stale oversized entry no longer fails',
  unmeasuredBase: 'growth gates that cannot be answered no longer fail',
  breakingNotFailing: 'tool changes that break callers no longer fail',
  breakingOff: 'tool changes that break callers are no longer looked for',
  capabilitiesUncounted: 'tools the declared client capabilities hide are no longer counted',
  toolsList: 'an unstable tools/list no longer fails',
  mcpConfig: 'which servers are measured',
  fixtureServer: 'another server is called',
  fixtureTool: 'another tool is called',
  fixturePrompt: 'another prompt is fetched',
  fixtureResource: 'another resource is read',
  restartUnchecked: 'the listing after a restart is no longer compared',
  hostModel: 'the host decides by its model whether the definitions go out at session start',
  fixtureArguments: 'the result measured is another one',
  paginateChanged: 'the walk over its pages changed',
  paginateDropped: 'its pages are no longer walked',
  runs: 'fewer runs see less of its variation',
  expect: 'what must come back is looser',
  inputResponses: 'the answers the tool gets decide what it returns',
  clientCapabilities: 'servers may list other tools to another client',
  serverCapabilities: 'it may list other tools to another client',
  commandLine: 'another server may be measured under this name',
  sessionSteps: 'another conversation is priced',
} as const;
export type RaiseWhy = keyof typeof RAISE_WHY;

const shownFigure = (value: number | undefined) => (value === undefined ? 'none' : fmt(value));
const raisedWords = (before: number | undefined, after: number | undefined) =>
  after === undefined
    ? `removed (was ${shownFigure(before)}): nothing is checked there any more`
    : `raised ${shownFigure(before)} → ${fmt(after)}${before !== undefined ? ` (+${fmt(after - before)})` : ''}`;
const quotedList = (items: string[]) => items.map((item) => JSON.stringify(item)).join(', ');

export function raiseWords(r: Raise): string {
  switch (r.kind) {
    case 'raised':
      return `${r.setting}${r.server === undefined ? '' : ` as it applies to server "${r.server}"`} ${raisedWords(r.from, r.to)}${r.minDelta ? ': a tool may shrink this much and grow back unseen' : ''}`;
    case 'new-oversized':
      return `new oversized entry: ${r.key} may be ${fmt(r.to)} ${r.unit}`;
    case 'changed':
      return `${r.setting}${r.server === undefined ? '' : ` of "${r.server}"`} changed: ${r.from} → ${r.to} (${RAISE_WHY[r.why]})`;
    case 'env': {
      const shown = `${r.from} → ${r.to}`;
      return `env of "${r.server}" changed: ${r.name} ${shown === 'a value of its own → a value of its own' ? 'to another value of its own' : shown} (the server may list or return less)`;
    }
    case 'hosts-dropped':
      return `hosts no longer checks ${quotedList(r.hosts)}`;
    case 'fixture-gone':
      return `fixture "${r.name}" removed: its result is no longer measured or checked`;
    case 'session-gone':
      return `session "${r.name}" removed: what it costs is no longer measured or checked`;
    case 'server-gone':
      return `server "${r.server}" is no longer measured (it was at the base)`;
    case 'reach':
      return `${reachWords(r.server, r.widening)} (not applied in this run: the server ran with ${r.policy === 'base' ? "the base's" : 'the default'} reach)`;
    case 'sandbox': {
      const unapplied = " (not applied in this run: each server ran with the base's reach)";
      if (r.key === 'network')
        return `the sandbox: network ${r.from} → ${r.to} (servers may reach the network)${unapplied}`;
      if (r.key === 'require')
        return `the sandbox: require ${r.from} → ${r.to} (servers may run without their sandbox)${unapplied}`;
      const what =
        r.key === 'passEnv' ? 'may read these variables of the job' : r.key === 'writable' ? 'may write' : 'may read';
      return `the sandbox: ${r.key} adds ${quotedList(r.added ?? [])}, ${r.from} → ${r.to} (servers ${what})${unapplied}`;
    }
    case 'symlink':
      return `the budget file is now a symbolic link to ${JSON.stringify(r.head)} (was ${r.base ? JSON.stringify(r.base) : 'a file'}): the diff shows the link, not the limits that are checked`;
    case 'disabled-tools':
      return `disabledTools of "${r.server}" now hides ${quotedList(r.tools)} from measurement`;
    case 'enabled-tools':
      return `enabledTools of "${r.server}" now measures only ${JSON.stringify(r.tools)} (was ${r.was ? JSON.stringify(r.was) : 'every tool'})`;
  }
}

function reachWords(server: string, w: ReachWidening): string {
  const where = `the sandbox of "${server}"`;
  switch (w.key) {
    case 'network':
      return `${where}: network ${w.from} → ${w.to} (the server may reach the network)`;
    case 'require':
      return `${where}: require ${w.from} → ${w.to} (the server may run without its sandbox)`;
    case 'passEnv':
    case 'writable':
    case 'readable': {
      const what =
        w.key === 'passEnv' ? 'may read these variables of the job' : w.key === 'writable' ? 'may write' : 'may read';
      return `${where}: ${w.key} adds ${quotedList(w.items)}, ${w.from} → ${w.to} (the server ${what})`;
    }
    case 'env':
    case 'headers':
      return `${w.key} of "${server}" sets ${quotedList(w.items)} from the job's environment: ${w.from} → ${w.to}`;
    case 'started':
      return `server "${server}": ${w.from} → ${w.to}`;
    case 'remote':
      return `url of "${server}" ${w.from} → ${w.to}: mcp-budget sends its requests there${w.items.length > 0 ? ", with headers that carry the job's variables" : ''}`;
    case 'startedWith':
      return `${w.at[0]} of "${server}" now takes in ${w.to} of the job's environment`;
    case 'envFile':
      return `envFile of "${server}" ${w.from} → ${w.to}, which sets ${w.items.length > 0 ? quotedList(w.items) : 'no variable'}: values the base's config did not give the server`;
  }
}
