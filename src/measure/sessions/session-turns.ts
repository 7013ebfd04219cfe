import { HOST_PROFILES, modelPrice, unpricedWhy } from '../../budget/host-profiles.js';
import type { FixtureReport, HostDefinitions, ServerReport } from '../measurement.js';
import { type CacheSplit, cacheSplit, cacheTotal, type SessionPrice, sessionPrice } from './session-cache.js';

/** A session of budget.json: fixtures called in this order in one conversation. */
export interface SessionSpec {
  name: string;
  steps: string[];
}

/**
 * One model request of a session on one host, and the servers' share of it: `definitions` (names announced, the
 * definitions sent, the instructions, the tool-search answer and the definitions it loaded) and `results` (every
 * earlier result as the host keeps it, replayed). The model's own calls are not in it.
 */
export interface SessionTurn {
  tokens: number;
  definitions: number;
  results: number;
  /** What this request adds: the session's start, the tool search's answer, or the result of step `step` (1-based). */
  after: 'start' | 'search' | { step: number; page?: number };
  /** `tokens` by how the host's model API bills them under its caching (session-cache.ts); absent: unknown. */
  cache?: CacheSplit;
}

export interface SessionHost {
  host: string;
  turns: SessionTurn[];
  /** Every turn's tokens summed: what the session sends of the servers over all its requests. */
  total: number;
  /** A host that defers behind a search: the tools the session loaded with one search naming them, as the host names them. */
  loadedBySearch?: string[];
  /** Why there is no figure on this host: a server or a step without this host's view (failed, skipped). */
  unmeasured?: string;
  /** Every turn's cache split summed; absent where the host's caching is unknown. */
  cache?: CacheSplit;
  /** The session in US dollars at its model's price (input, cache write, cache read apart), or why there is none. */
  price?: SessionPrice;
}

export interface SessionReport {
  name: string;
  steps: string[];
  /** The servers whose fixtures the steps call: their definitions are the share of every turn. */
  servers: string[];
  hosts: SessionHost[];
  /** The ceiling it is held to on each host (its oversized entry, else sessionTokens), when a budget is checked. */
  ceiling?: { tokens: number };
}

/*
 * How a host that defers tools pays for the search that loads them: the definitions once, where the search answered.
 * - Claude Code answers ToolSearch with one `tool_reference` block per tool, and from then on also sends the tools in
 *   `tools[]` with `defer_loading: true` (recorded: test/hosts/real-hosts-sessions.test.ts). "Deferred tools are not
 *   included in the system-prompt prefix. When the model discovers a deferred tool through tool search, the
 *   definition is appended inline as a tool_reference block in the conversation history" (Anthropic, "Tool use with
 *   prompt caching", platform.claude.com/docs/en/agents-and-tools/tool-use/tool-use-with-prompt-caching): the model
 *   reads each loaded definition once, where its tool_reference stands.
 * - Codex answers tool_search with the server's namespace holding the definitions (`tool_search_output`, in the
 *   conversation); `tools[]` stays as it was. Qwen Code answers tool_search with a `<functions>` block of the
 *   declarations and calls them through its `tool_call` tool. (Their wrappers, the namespace entry and the
 *   `<functions>` tags, are not counted; neither host is held to a recorded session.)
 */

/**
 * A session's cost on each host, turn by turn, from the per-host figures a run already has: each server's view of
 * its definitions on that host (`sessionStartTokens`, each tool as sent) and each fixture's result as that host
 * keeps it (after its cut or spill). Turn 1 is the session's start; on a host that defers tools behind a search, the
 * session first loads the tools its steps call with one search naming them (as a model that knows its plan does);
 * then each call's result joins every later request. A fixture that walks pages is one call per page. Pure.
 */
export function sessionReport(
  session: SessionSpec,
  hosts: readonly string[],
  servers: readonly ServerReport[],
  fixtures: readonly FixtureReport[],
): SessionReport {
  const steps = session.steps.map((name) => fixtures.find((fixture) => fixture.name === name));
  const used = [...new Set(steps.flatMap((step) => (step ? [step.server] : [])))];
  return {
    name: session.name,
    steps: [...session.steps],
    servers: used,
    hosts: hosts.map((host) => sessionOnHost(host, session, steps, used, servers)),
  };
}

function sessionOnHost(
  host: string,
  session: SessionSpec,
  steps: Array<FixtureReport | undefined>,
  used: string[],
  servers: readonly ServerReport[],
): SessionHost {
  const unmeasured = (why: string): SessionHost => ({ host, turns: [], total: 0, unmeasured: why });
  const missing = session.steps.find((_, index) => steps[index] === undefined);
  if (missing !== undefined) return unmeasured(`step "${missing}" is not a fixture this run measured`);
  const views = new Map<string, HostDefinitions>();
  for (const name of used) {
    const view = servers.find((server) => server.name === name && server.ok)?.hosts?.find((v) => v.host === host);
    if (!view) return unmeasured(`server "${name}" has no figures on this host`);
    views.set(name, view);
  }
  const start =
    [...views.values()].reduce((sum, view) => sum + view.sessionStartTokens, 0) +
    Math.max(0, ...[...views.values()].map((view) => view.resourceToolsTokens ?? 0));
  const turns: SessionTurn[] = [{ tokens: start, definitions: start, results: 0, after: 'start' }];
  let definitions = start;
  const search = searchLoad(host, steps as FixtureReport[], views);
  if (search) {
    definitions += search.tokens;
    turns.push({ tokens: definitions, definitions, results: 0, after: 'search' });
  }
  let results = 0;
  for (const [index, step] of (steps as FixtureReport[]).entries()) {
    const view = step.hosts?.find((result) => result.host === host);
    if (step.skipped !== undefined || !view) return unmeasured(`step "${step.name}" has no result on this host`);
    const pages = view.pages ?? [view];
    pages.forEach((page, at) => {
      results += page.tokens;
      turns.push({
        tokens: definitions + results,
        definitions,
        results,
        after: pages.length > 1 ? { step: index + 1, page: at + 1 } : { step: index + 1 },
      });
    });
  }
  return {
    host,
    ...priced(host, turns, [...views.values()]),
    total: turns.reduce((sum, turn) => sum + turn.tokens, 0),
    ...(search ? { loadedBySearch: search.names } : {}),
  };
}

/**
 * The turns with their cache split under the host's caching (its profile's `promptCaching`; a search that loads
 * tools into `tools[]` rewrites the cache), and the session's price at the model budget.json names for the host,
 * else the one its requests name by default.
 */
function priced(
  host: string,
  turns: SessionTurn[],
  views: HostDefinitions[],
): Pick<SessionHost, 'turns' | 'cache' | 'price'> {
  const facts = HOST_PROFILES[host]?.facts;
  const caching = facts?.promptCaching?.value;
  const splits = cacheSplit(
    turns.map((turn) => ({
      tokens: turn.tokens,
      rewrites: turn.after === 'search' && caching?.searchRewrites === true,
    })),
    caching,
  );
  const model =
    views.find((view) => view.model !== undefined)?.model ?? facts?.defaultModel?.value ?? facts?.assumedModel?.value;
  const total = splits ? cacheTotal(splits) : undefined;
  return {
    turns: splits ? turns.map((turn, index) => ({ ...turn, cache: splits[index]! })) : turns,
    ...(total ? { cache: total } : {}),
    price: sessionPrice(
      total ?? { read: 0, write: 0, input: 0 },
      caching,
      model,
      model ? (modelPrice(model) ?? { none: unpricedWhy(model) }) : undefined,
    ),
  };
}

/** On a host that defers: the tools the steps call, once each in the order first called, and their definitions' tokens. */
function searchLoad(
  host: string,
  steps: FixtureReport[],
  views: Map<string, HostDefinitions>,
): { names: string[]; tokens: number } | undefined {
  if (HOST_PROFILES[host]?.facts.deferredLoading?.value !== true) return undefined;
  const names: string[] = [];
  let tokens = 0;
  const seen = new Set<string>();
  for (const step of steps) {
    if (step.tool === undefined || seen.has(`${step.server}\0${step.tool}`)) continue;
    seen.add(`${step.server}\0${step.tool}`);
    const tool = views.get(step.server)?.perTool.find((entry) => entry.name === step.tool);
    if (!tool) continue;
    names.push(tool.hostName);
    tokens += tool.tokens;
  }
  return names.length > 0 ? { names, tokens } : undefined;
}

/** The turn whose running total first passes `limit` (1-based), or undefined when the total stays within it. */
export function turnCrossing(turns: readonly SessionTurn[], limit: number): number | undefined {
  let sum = 0;
  for (const [index, turn] of turns.entries()) {
    sum += turn.tokens;
    if (sum > limit) return index + 1;
  }
  return undefined;
}
