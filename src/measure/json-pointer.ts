/** RFC 6901: "/items/0/number" into a parsed JSON value; undefined when any step is missing. */
export function getPointer(document: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return pointer === '' ? document : (document as Record<string, unknown> | undefined)?.[''];
  if (!pointer.startsWith('/')) return (document as Record<string, unknown> | undefined)?.[pointer];
  let node = document;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object') return undefined;
    node = Array.isArray(node) ? node[Number(key)] : (node as Record<string, unknown>)[key];
  }
  return node;
}
