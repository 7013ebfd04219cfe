import type { WireTool } from '../servers/list-tools.js';

/**
 * Hosts cache the prompt prefix, and tool definitions come first in it: a tools/list that differs between two
 * listings (order, a timestamp, a random id, map order) costs the whole cache on every session. Returns where
 * two listings first differ, or undefined when they are byte-identical.
 */
export function firstListingDifference(
  first: WireTool[],
  second: WireTool[],
): { tool: string; path: string } | undefined {
  const count = Math.max(first.length, second.length);
  for (let i = 0; i < count; i++) {
    const a = first[i];
    const b = second[i];
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    if (!a || !b)
      return { tool: (a ?? b)!.name, path: `[${i}] (the listings have ${first.length} and ${second.length} tools)` };
    if (a.name !== b.name)
      return { tool: a.name, path: `[${i}] (order: "${a.name}" then "${b.name}" in the same place)` };
    return { tool: a.name, path: differingPath(a, b, '') ?? '(key order)' };
  }
  return undefined;
}

function differingPath(a: unknown, b: unknown, at: string): string | undefined {
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  ) {
    return JSON.stringify(a) === JSON.stringify(b) ? undefined : at || '/';
  }
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  for (const key of new Set([...keysA, ...keysB])) {
    const inner = differingPath(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`,
    );
    if (inner) return inner;
  }
  return keysA.join() === keysB.join() ? undefined : `${at || '/'} (key order)`;
}
