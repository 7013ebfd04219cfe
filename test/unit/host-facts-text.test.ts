// `mcp-budget hosts` says where each fact was read; a fact with no version to name says so, never "read at not pinned".
import { describe, expect, it } from 'vitest';
import { hostFacts, renderHostFacts, type HostFactRow } from '../../src/commands/hosts/hosts-command.js';

const row = (version: string): HostFactRow => ({
  host: 'h',
  fact: 'maxTools',
  value: 100,
  source: 'https://example.com/docs',
  version,
  checked: '2026-11-30',
  ageDays: 6,
  primary: true,
});

describe('hosts: where a fact was read', () => {
  it('a pinned version is "read at"; "not pinned: …" and "n/a" are said as what they are', () => {
    const text = renderHostFacts([
      row('@anthropic-ai/claude-code 2.1.328'),
      row('not pinned: carried from the 2026-11-30 profile'),
      row('n/a'),
    ]);
    expect(text).toContain('    read at @anthropic-ai/claude-code 2.1.328\n');
    expect(text).toContain('    no version pinned (carried from the 2026-11-30 profile)\n');
    expect(text).toContain('    no version applies (n/a)\n');
    expect(text).not.toMatch(/read at (not pinned|n\/a)/);
  });

  it('no shipped profile prints "read at" before a missing value', () => {
    expect(renderHostFacts(hostFacts(new Date('2026-12-06T00:00:00Z')))).not.toMatch(/read at (not pinned|n\/a)/i);
  });
});
