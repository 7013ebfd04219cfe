import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  charCount,
  measureText,
  measureTool,
  memberBytes,
  OTHER_MEMBERS,
} from '../../src/measure/measure-definitions.js';
import { bytesOf, jsonTokens, o200k, tokensOf } from './tokenizer.js';

const search = {
  name: 'search',
  description: 'Searches issues by words — “quoted” and 日本語.',
  inputSchema: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] },
  annotations: { readOnlyHint: true },
};

describe('measure-definitions: one tool definition as it crossed the wire', () => {
  it("bytes and real tokens of the whole JSON, description in UTF-16 units, the host's name", () => {
    const measured = measureTool(search, 'github', o200k, 'mcp__{server}__{tool}');
    expect({
      bytes: measured.bytes,
      tokens: measured.tokens,
      descriptionChars: measured.descriptionChars,
      hostName: measured.hostName,
    }).toEqual({
      bytes: bytesOf(search),
      tokens: jsonTokens(search),
      descriptionChars: search.description.length,
      hostName: 'mcp__github__search',
    });
    expect(measured.contract?.inputs).toEqual({ q: { required: true, types: ['string'] } });
  });

  it('the digest changes with any byte; the body digest ignores the name (a rename keeps it)', () => {
    const a = measureTool(search, 's', o200k, '{tool}');
    const renamed = measureTool({ ...search, name: 'find' }, 's', o200k, '{tool}');
    const edited = measureTool({ ...search, description: `${search.description}.` }, 's', o200k, '{tool}');
    expect(a.digest).toMatch(/^[0-9a-f]{16}$/);
    expect(renamed.digest).not.toBe(a.digest);
    expect(renamed.bodyDigest).toBe(a.bodyDigest);
    expect(edited.bodyDigest).not.toBe(a.bodyDigest);
  });

  it("members' bytes add up to the tool's less one", () => {
    const fields = memberBytes(search);
    expect(Object.keys(fields)).toEqual(['name', 'description', 'inputSchema', 'annotations']);
    expect(Object.values(fields).reduce((sum, n) => sum + n, 0)).toBe(bytesOf(search) - 1);
  });

  it('past 24 named members, and for odd names, the rest are summed under one', () => {
    const wide = Object.fromEntries([
      ['name', 't'],
      ...Array.from({ length: 30 }, (_, i) => [`m${i}`, i]),
      ['x'.repeat(65), 1],
    ]) as { name: string };
    const fields = memberBytes(wide);
    expect(Object.keys(fields)).toHaveLength(25);
    expect(Object.values(fields).reduce((sum, n) => sum + n, 0)).toBe(bytesOf(wide) - 1);
    expect(fields[OTHER_MEMBERS]).toBeGreaterThan(0);
  });

  it('text: characters, UTF-8 bytes and tokens', () => {
    const text = 'Use search first. 🔍';
    expect(measureText(text, o200k)).toEqual({
      chars: 20,
      bytes: 22,
      tokens: tokensOf(text),
      digest: createHash('sha256').update(text).digest('hex').slice(0, 16),
    });
    expect(charCount('🔍')).toBe(2);
  });
});
