// explore --write appends fixtures to budget.json: every byte before them stays as the reviewer left it.
import { describe, expect, it } from 'vitest';
import { appendJson } from '../../src/budget/budget-file.js';

describe('appendJson', () => {
  it('appends after the last entry with its indentation, the entries before it untouched', () => {
    const text = '{\n  "fixtures": [\n    { "name": "a", "server": "s", "tool": "t" }\n  ],\n  "x": 1\n}\n';
    expect(appendJson(text, ['fixtures'], [{ name: 'b', arguments: { limit: 5 } }])).toBe(
      '{\n  "fixtures": [\n    { "name": "a", "server": "s", "tool": "t" },\n    {\n      "name": "b",\n      "arguments": {\n        "limit": 5\n      }\n    }\n  ],\n  "x": 1\n}\n',
    );
  });

  it('fills an empty array', () => {
    expect(appendJson('{\n  "fixtures": []\n}\n', ['fixtures'], [{ name: 'b' }])).toBe(
      '{\n  "fixtures": [\n    {\n      "name": "b"\n    }\n  ]\n}\n',
    );
  });
});

describe('appendJson with no array yet', () => {
  it('adds the key after the last one, every byte before it untouched (editJson reformatted the object before it)', () => {
    const text = '{\n  "servers": { "a": { "command": "x" } },\n  "limits": { "resultTokens": 5000 }\n}\n';
    expect(appendJson(text, ['fixtures'], [{ name: 'b' }])).toBe(
      '{\n  "servers": { "a": { "command": "x" } },\n  "limits": { "resultTokens": 5000 },\n  "fixtures": [\n    {\n      "name": "b"\n    }\n  ]\n}\n',
    );
  });
});
