import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isInside, realOrResolved, reallyInside } from '../../src/budget/resolved-paths.js';

// Paths under a root that does not exist: realpath fails there, so each is taken as resolved, links aside.
const nowhere = '/nonexistent-mcp-budget-root';

describe('where a path lies', () => {
  it('isInside: the folder itself or under it, by path alone', () => {
    expect(isInside(`${nowhere}/a/b`, `${nowhere}/a`)).toBe(true);
    expect(isInside(`${nowhere}/a`, `${nowhere}/a`)).toBe(true);
    expect(isInside(`${nowhere}/ab`, `${nowhere}/a`)).toBe(false);
    expect(isInside(`${nowhere}/a/../b`, `${nowhere}/a`)).toBe(false);
  });

  it('reallyInside: the same answer once links are followed, and a path that is not there taken as resolved', () => {
    expect(realOrResolved(`${nowhere}/a/./b/`)).toBe(`${nowhere}/a/b`);
    expect(reallyInside(`${nowhere}/a/b/c`, `${nowhere}/a/b`)).toBe(true);
    expect(reallyInside(`${nowhere}/a/c`, `${nowhere}/a/b`)).toBe(false);
  });

  it('isInside is written once: every module of src/ that asks takes this one', () => {
    const src = path.join(import.meta.dirname, '../../src');
    const writers = (fs.readdirSync(src, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.ts'))
      .filter((file) => /function isInside\(/.test(fs.readFileSync(path.join(src, file), 'utf8')))
      .map((file) => file.split(path.sep).join('/'));
    expect(writers).toEqual(['budget/resolved-paths.ts']);
  });
});
