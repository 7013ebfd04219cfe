import { describe, expect, it } from 'vitest';
import { getPointer } from '../../src/measure/json-pointer.js';

describe('json-pointer: RFC 6901 into a parsed result', () => {
  const document = { items: [{ id: 7 }], 'a/b': { 'c~d': 1 }, '': 'root key', next: null };
  it('walks objects and arrays, unescaping ~1 and ~0', () => {
    expect(getPointer(document, '/items/0/id')).toBe(7);
    expect(getPointer(document, '/a~1b/c~0d')).toBe(1);
    expect(getPointer(document, '/next')).toBeNull();
  });
  it('the whole document, the empty key, a bare key; a missing step is undefined, never a throw', () => {
    expect(getPointer(document, '')).toBe(document);
    expect(getPointer(document, '/')).toBe('root key');
    expect(getPointer(document, 'items')).toBe(document.items);
    expect(getPointer(document, '/items/5/id')).toBeUndefined();
    expect(getPointer(document, '/next/more')).toBeUndefined();
    expect(getPointer('text', '/x')).toBeUndefined();
  });
});
