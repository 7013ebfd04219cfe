/**
 * Which tools the worst-case search may call: those a server marks read-only (`annotations.readOnlyHint: true`, and
 * not `destructiveHint: true`), and those budget.json's `explore.allow` names (`server/tool`: a reviewed choice, the
 * only way a destructive or unmarked tool is ever called). Every other tool is skipped, with why.
 */
export type ToolChoice = { call: 'read-only' | 'allowed' } | { skipped: string };

export function exploreChoice(
  server: string,
  tool: { name: string; annotations?: unknown },
  allow: readonly string[],
): ToolChoice {
  if (allow.includes(`${server}/${tool.name}`)) return { call: 'allowed' };
  const annotations = (typeof tool.annotations === 'object' && tool.annotations !== null ? tool.annotations : {}) as {
    readOnlyHint?: unknown;
    destructiveHint?: unknown;
  };
  if (annotations.destructiveHint === true)
    return { skipped: 'marked destructive (destructiveHint: true); name it in explore.allow to search it' };
  if (annotations.readOnlyHint !== true)
    return { skipped: 'not marked read-only (readOnlyHint is not true); name it in explore.allow to search it' };
  return { call: 'read-only' };
}
