// What budget.json's reader says about a file that is not yet a budget: empty, or a limit written as a string.
import { describe, expect, it } from 'vitest';
import { parseBudget } from '../../src/budget/config.js';

const problem = (text: string): string => {
  try {
    parseBudget('budget.json', text);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('parsed');
};

describe('budget.json read: the words fit the mistake', () => {
  it('an empty file (0 bytes, or only whitespace) is said to be empty, with how to start one; no trailing-comma hint', () => {
    for (const text of ['', '   \n\t\n', '\ufeff']) {
      const said = problem(text);
      expect(said, JSON.stringify(text)).toContain('budget.json: the file is empty');
      expect(said, JSON.stringify(text)).toContain('npx mcp-budget init');
      expect(said, JSON.stringify(text)).not.toContain('trailing comma');
    }
  });
});

describe('a limit written as a string', () => {
  it('"4000" is told to be written without quotes', () => {
    const said = problem('{ "servers": { "s": { "command": "x" } }, "limits": { "toolBytes": "4000" } }');
    expect(said).toContain('$.limits.toolBytes: must be integer');
    expect(said).toContain('write the number without quotes: 4000');
    // A string that is no number gets no such advice.
    expect(problem('{ "limits": { "toolBytes": "lots" } }')).not.toContain('without quotes');
  });
});
