import { describe, expect, it } from 'vitest';
import { formatPath, parsePath } from '../../src/budget/budget-path.js';

describe('budget paths read back from a report', () => {
  it('parsePath reads what formatPath writes', () => {
    const paths = [
      ['limits', 'toolBytes'],
      ['oversized', 'prs/search_code', 'bytes'],
      ['fixtures', 2, 'maxTokens'],
      ['servers', 'a b', 'env'],
      ['hostLimits', 'claude-code', 'toolTokens'],
      ['oversized', 'x"]["y', 'bytes'],
      ['growth'],
    ];
    for (const path of paths) expect(parsePath(formatPath(path))).toEqual(path);
  });

  it('anything else is no path', () => {
    for (const text of ['limits..toolBytes', 'limits toolBytes', 'a[b]', '["unterminated', 'a.1b'])
      expect(parsePath(text), text).toBeUndefined();
  });
});
