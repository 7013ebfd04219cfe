// Issue 52, the first turn: each host with a real program says, from its own code, whether its first model request
// waits for MCP servers to list their tools, how long and what changes it; "unknown" where the code does not say.
import { describe, expect, it } from 'vitest';
import { HOST_PROFILES, HOST_PROGRAMS } from '../../src/hosts/registry.js';

const programs = Object.keys(HOST_PROGRAMS).sort();

describe('hosts: the first turn against a server still starting', () => {
  it('every host with a program has a startupWait fact, pinned to its source and version', () => {
    expect(programs).toEqual(['claude-code', 'codex', 'copilot-cli', 'gemini-cli', 'opencode', 'qwen-code']);
    for (const host of programs) {
      const fact = HOST_PROFILES[host]!.facts.startupWait;
      expect(fact, host).toBeDefined();
      expect(fact!.source.length, host).toBeGreaterThan(20);
      expect(fact!.version, host).toMatch(/\d+\.\d+|@[0-9a-f]{40}/);
      expect(fact!.checked, host).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect([true, false, 'unknown'], host).toContain(fact!.value.headless.waits);
    }
  });

  it('a host that waits names its default wait and the setting that changes it', () => {
    const waits = programs.flatMap((host) => {
      const { headless, interactive } = HOST_PROFILES[host]!.facts.startupWait!.value;
      return [headless, interactive].filter((mode) => mode?.waits === true).map((mode) => ({ host, ...mode }));
    });
    // Copilot CLI was recorded waiting (20 s late in, 60 s late out) but its code does not say how long: no number.
    for (const mode of waits.filter((m) => m.host !== 'copilot-cli')) {
      expect(mode.timeoutMs, mode.host).toBeGreaterThan(0);
      expect(mode.setting, mode.host).toBeTruthy();
    }
    const headless = Object.fromEntries(
      programs.map((host) => [host, HOST_PROFILES[host]!.facts.startupWait!.value.headless.timeoutMs]),
    );
    expect(headless).toEqual({
      'claude-code': 30_000,
      codex: 1_000,
      'copilot-cli': undefined,
      'gemini-cli': 600_000,
      opencode: 30_000,
      'qwen-code': 30_000,
    });
  });

  it('what was neither recorded nor read is "unknown" or left out, never a guess', () => {
    expect(HOST_PROFILES['claude-code']!.facts.startupWait!.value.interactive?.waits).toBe('unknown');
    expect(HOST_PROFILES['copilot-cli']!.facts.startupWait!.value.headless).toEqual({ waits: true });
    expect(HOST_PROFILES['qwen-code']!.facts.startupWait!.value.interactive?.waits).toBe(false);
  });

  it('the waits recorded with the real programs say so (test/hosts/real-hosts-first-turn.test.ts)', () => {
    for (const host of programs) {
      expect(HOST_PROFILES[host]!.facts.startupWait!.basis, host).toBe('recorded');
      expect(HOST_PROFILES[host]!.facts.startupWait!.source, host).toContain('real-hosts-first-turn.test.ts');
    }
  });
});
