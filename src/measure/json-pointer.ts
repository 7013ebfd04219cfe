/** RFC 6901: "/items/0/number" into a parsed JSON value; undefined when any step is missing. */
export function getPointer(document: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/')
    return pointer === '' ? document : (document as Record<string, unknown> | undefined)?.[''];
  if (!pointer.startsWith('/')) return (document as Record<string, unknown> | undefined)?.[pointer];
  let node = document;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object') return undefined;
    node = Array.isArray(node) ? node[Number(key)] : (node as Record<string, unknown>)[key];
  }
  return node;
}

/** A copy of `document` with the value at `pointer` replaced (a missing step leaves the document as it was). */
export function withPointer(document: unknown, pointer: string, value: unknown): unknown {
  if (pointer === '') return value;
  const keys = pointer.startsWith('/')
    ? pointer
        .slice(1)
        .split('/')
        .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
    : [pointer];
  const set = (node: unknown, i: number): unknown => {
    if (i === keys.length) return value;
    if (node === null || typeof node !== 'object') return node;
    if (Array.isArray(node)) return node.map((item, at) => (at === Number(keys[i]) ? set(item, i + 1) : item));
    const key = keys[i]!;
    return Object.hasOwn(node, key) ? { ...node, [key]: set((node as Record<string, unknown>)[key], i + 1) } : node;
  };
  return set(document, 0);
}
