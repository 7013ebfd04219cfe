import { canonical, isObject } from './schema-normal.js';
import type { SchemaChange } from './schema-place.js';

/**
 * The behaviour hints of a tool, read with the defaults the MCP specification gives an absent hint: not read-only,
 * destructive, not idempotent, open-world. Hosts auto-approve read-only tools and ask before destructive ones, and
 * agents plan on them: a hint that promises less (read-only off, destructive on, idempotent off) is breaking for
 * them; one that promises more is compatible; a changed title is cosmetic. `openWorldHint` promises nothing a caller
 * relies on: it says whether the tool reaches outside systems, so turning it on (or off) describes the tool, and is
 * compatible (minor) either way.
 */
const HINTS: Array<{ hint: string; absent: boolean; safe: boolean; describes?: true }> = [
  { hint: 'readOnlyHint', absent: false, safe: true },
  { hint: 'destructiveHint', absent: true, safe: false },
  { hint: 'idempotentHint', absent: false, safe: true },
  { hint: 'openWorldHint', absent: true, safe: false, describes: true },
];

export function annotationChanges(before: unknown, after: unknown): SchemaChange[] {
  const [a, b] = [isObject(before) ? before : {}, isObject(after) ? after : {}];
  const value = (annotations: Record<string, unknown>, hint: string, absent: boolean) =>
    typeof annotations[hint] === 'boolean' ? (annotations[hint] as boolean) : absent;
  // destructiveHint and idempotentHint mean something only for a tool that writes (readOnlyHint false).
  const writes = !value(a, 'readOnlyHint', false) && !value(b, 'readOnlyHint', false);
  const out: SchemaChange[] = [];
  for (const { hint, absent, safe, describes } of HINTS) {
    if ((hint === 'destructiveHint' || hint === 'idempotentHint') && !writes) continue;
    const [was, now] = [value(a, hint, absent), value(b, hint, absent)];
    if (was === now) continue;
    out.push({
      change: `${hint} turned ${now ? 'on' : 'off'}`,
      class: now === safe || describes ? 'compatible' : 'breaking',
      path: `annotations.${hint}`,
      detail: `${was} → ${now}`,
      from: String(was),
      to: String(now),
    });
  }
  if (canonical(a.title) !== canonical(b.title))
    out.push({ change: 'title edited', class: 'cosmetic', path: 'annotations.title' });
  return out;
}
