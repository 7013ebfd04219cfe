import { describe, expect, it } from 'vitest';
import { closestNames } from '../../src/text/closest-names.js';

describe('closestNames', () => {
  const names = ['github_get_issue', 'get_issues', 'issue_read', 'list_pulls', 'get_pull', 'getIssueComments'];
  it('containing it first, then a few edits away, then a shared word; case and separators not told apart', () => {
    expect(closestNames('get_issue', names)).toEqual([
      'get_issues',
      'github_get_issue',
      'getIssueComments',
      'issue_read',
    ]);
    expect(closestNames('get-pulls', names)).toEqual(['get_pull', 'list_pulls']);
    expect(closestNames('zzz', names)).toEqual([]);
    expect(closestNames('', names)).toEqual([]);
  });
});
