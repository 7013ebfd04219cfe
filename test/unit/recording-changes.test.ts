// `hosts record` prints what changed since the last recording: the tool names in it are the host's copy of what a
// server sent, hostile like any server string.
import { describe, expect, it } from 'vitest';
import { recordingChanges } from '../../src/commands/hosts/recorded-payloads.js';

describe('recordingChanges: what hosts record prints', () => {
  it('a tool name with a line break, an escape sequence or a bidi override is one line, its controls shown', () => {
    const name = 'mcp__s__t\n::error::forged\u001b[2J\u202e';
    const lines = recordingChanges(
      { entries: { a: '{}' }, results: [], upFront: true },
      { entries: { a: '{}', [name]: '{"x":1}' }, results: [], upFront: true },
    );
    expect(lines).toEqual(['tool mcp__s__t\\x0a::error::forged\\x1b[2J\\u202e: now sent (7 B)']);
  });
});
