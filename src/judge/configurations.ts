import type { ServerReport } from '../report/report.js';

/** Past this many combinations of variants, only the largest combination is judged (the others fit if it does). */
export const MAX_CONFIGURATIONS = 64;

/** One way a user can run the project: every server once, each server with variants in one of them. */
export interface Configuration {
  /** The variant servers it chose (`github@read-only`); empty without variants. */
  variants: string[];
  servers: ServerReport[];
}

/**
 * The configurations to judge totals in. Variants of one server are alternatives, never loaded together, so their
 * definitions are never summed: each combination is a configuration of its own.
 */
export function configurations(servers: ServerReport[]): Configuration[] {
  const plain = servers.filter((server) => !server.variant);
  const groups = new Map<string, ServerReport[]>();
  for (const server of servers) if (server.variant) groups.set(server.variant.of, [...(groups.get(server.variant.of) ?? []), server]);
  if (groups.size === 0) return [{ variants: [], servers }];
  const count = [...groups.values()].reduce((product, group) => product * group.length, 1);
  const choices = count <= MAX_CONFIGURATIONS ? product([...groups.values()]) : [[...groups.values()].map((group) => group.reduce((a, b) => (b.totals.tokens > a.totals.tokens ? b : a)))];
  return choices.map((chosen) => ({ variants: chosen.map((server) => server.name), servers: [...plain, ...chosen] }));
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
  return groups.reduce<T[][]>((combinations, group) => combinations.flatMap((combination) => group.map((item) => [...combination, item])), [[]]);
}
