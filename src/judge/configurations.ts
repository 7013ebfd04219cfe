import type { ServerReport } from '../measure/measurement.js';

/** Past this many combinations of variants, only the largest combinations are judged (the others fit if they do). */
export const MAX_CONFIGURATIONS = 64;

/** One way a user can run the project: every server once, each server with variants as itself or one of them. */
export interface Configuration {
  /** What it chose of each server with variants (`github` itself, or `github@read-only`); empty without variants. */
  variants: string[];
  servers: ServerReport[];
}

/** The server a measured one is a way of running: `github@read-only` and `github` itself are both `github`. */
export const alternativeOf = (server: ServerReport) => server.variant?.of ?? server.name;

/**
 * The configurations to judge totals in. A server's variants and the server itself are alternatives, never loaded
 * together, so their definitions are never summed: each combination is a configuration of its own.
 */
export function configurations(servers: ServerReport[]): Configuration[] {
  const groups = alternatives(servers);
  const alone = servers.filter((server) => !groups.has(alternativeOf(server)));
  if (groups.size === 0) return [{ variants: [], servers }];
  const choices =
    combinationCount(servers) <= MAX_CONFIGURATIONS ? product([...groups.values()]) : largestIn([...groups.values()]);
  return choices.map((chosen) => ({ variants: chosen.map((server) => server.name), servers: [...alone, ...chosen] }));
}

/** How many ways the servers can be run together: the product of each server's number of alternatives. */
export function combinationCount(servers: ServerReport[]): number {
  return [...alternatives(servers).values()].reduce((product, group) => product * group.length, 1);
}

/** Each server that has variants, with every way of running it (itself, when measured, and each variant). */
function alternatives(servers: ServerReport[]): Map<string, ServerReport[]> {
  const varied = new Set(servers.filter((server) => server.variant).map(alternativeOf));
  const groups = new Map<string, ServerReport[]>();
  for (const server of servers)
    if (varied.has(alternativeOf(server)))
      groups.set(alternativeOf(server), [...(groups.get(alternativeOf(server)) ?? []), server]);
  return groups;
}

/**
 * Past the limit, the combination largest in each unit a total limit counts (tokens, bytes, tools): the variant with
 * most tokens can have the fewest bytes or tools, and each limit must be judged where it is most likely exceeded.
 */
function largestIn(groups: ServerReport[][]): ServerReport[][] {
  const byUnit = (['tokens', 'bytes', 'tools'] as const).map((unit) =>
    groups.map((group) => group.reduce((a, b) => (b.totals[unit] > a.totals[unit] ? b : a))),
  );
  const seen = new Set<string>();
  return byUnit.filter((chosen) => {
    const key = chosen.map((server) => server.name).join('\n');
    return !seen.has(key) && seen.add(key);
  });
}

/** The subject a configuration's total is reported under: `total`, or `total (github@read-only)`. */
export function configurationSubject(configuration: Configuration): string {
  return configuration.variants.length === 0 ? 'total' : `total (${configuration.variants.join(', ')})`;
}

export function sumOf(servers: ServerReport[]): { tools: number; bytes: number; tokens: number } {
  return {
    tools: servers.reduce((sum, s) => sum + s.totals.tools, 0),
    bytes: servers.reduce((sum, s) => sum + s.totals.bytes, 0),
    tokens: servers.reduce((sum, s) => sum + s.totals.tokens, 0),
  };
}

function product<T>(groups: T[][]): T[][] {
  return groups.reduce<T[][]>(
    (combinations, group) => combinations.flatMap((combination) => group.map((item) => [...combination, item])),
    [[]],
  );
}

/** The way of running the servers that costs the most tokens: what a report's totals and the Δ of totals show. */
export function largestConfiguration(servers: ServerReport[]): { tools: number; bytes: number; tokens: number } {
  return configurations(servers)
    .map((configuration) => sumOf(configuration.servers))
    .reduce((a, b) => (b.tokens > a.tokens ? b : a), { tools: 0, bytes: 0, tokens: 0 });
}
