/**
 * Which of a schema's top-level definitions (`$defs`, or draft-07's `definitions`) anything outside them refers to,
 * directly or through another definition. Undefined when that cannot be told from the schema alone: a `$ref` to
 * another document, a `$dynamicRef`, or an `$id`/`$anchor` a reference could name instead of a path.
 */
export interface SchemaDefs {
  key: '$defs' | 'definitions';
  names: string[];
  unused: string[];
}

export function schemaDefs(schema: unknown): SchemaDefs | undefined {
  if (!isObject(schema)) return undefined;
  const key = isObject(schema.$defs) ? '$defs' : isObject(schema.definitions) ? 'definitions' : undefined;
  if (!key) return undefined;
  const defs = schema[key] as Record<string, unknown>;
  const names = Object.keys(defs);
  if (names.length === 0) return undefined;
  let unsure = false;
  const refsIn = (node: unknown, found: Set<string>, root: boolean) => {
    if (Array.isArray(node)) return node.forEach((item) => refsIn(item, found, false));
    if (!isObject(node)) return;
    for (const [name, value] of Object.entries(node)) {
      if (root && name === key) continue;
      if (
        name === '$dynamicRef' ||
        name === '$recursiveRef' ||
        ((name === '$id' || name === '$anchor' || name === '$dynamicAnchor') && !root)
      )
        unsure = true;
      if (name === '$ref' && typeof value === 'string') {
        const target = definitionOf(value, key);
        if (target === null) unsure = true;
        else if (target !== undefined) found.add(target);
      }
      refsIn(value, found, false);
    }
  };
  const used = new Set<string>();
  refsIn(schema, used, true);
  // Definitions referred to by used definitions are used too.
  const queue = [...used];
  while (queue.length > 0) {
    const more = new Set<string>();
    refsIn(defs[queue.pop()!], more, false);
    for (const name of more) if (!used.has(name)) used.add(name), queue.push(name);
  }
  if (unsure) return undefined;
  return { key, names, unused: names.filter((name) => !used.has(name)) };
}

/**
 * The definition a `$ref` names (`#/$defs/parent/properties/x` → `parent`), undefined for another local pointer
 * (`#/properties/q`), null for a reference this schema alone cannot resolve.
 */
function definitionOf(ref: string, key: string): string | null | undefined {
  if (!ref.startsWith('#')) return null;
  if (ref === '#' || !ref.startsWith(`#/${key}/`)) return ref.startsWith('#/') || ref === '#' ? undefined : null;
  const segment = ref.slice(key.length + 3).split('/')[0]!;
  try {
    return decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
  } catch {
    return null;
  }
}

/** The schema without the definitions nothing refers to (the key itself gone when none is left). */
export function withoutUnusedDefs(schema: Record<string, unknown>, defs: SchemaDefs): Record<string, unknown> {
  const kept = Object.fromEntries(
    Object.entries(schema[defs.key] as Record<string, unknown>).filter(([name]) => !defs.unused.includes(name)),
  );
  const { [defs.key]: _all, ...rest } = schema;
  return Object.keys(kept).length > 0 ? { ...rest, [defs.key]: kept } : rest;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
