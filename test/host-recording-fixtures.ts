// The recorded fixture set: one spec-server project whose tools and results probe each host's rules (name, shape,
// description cut, deferral, result cut, spill, channel). Every host records this same set, per pinned version.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { hostInstallDir, type HostProgram } from '../src/commands/hosts/host-programs.js';

/** Deterministic prose-like text of exactly `chars` characters (words of 2-9 letters), so tokenizers see words. */
export function prose(chars: number, seed = 1): string {
  const syllables = ['ka', 'lo', 'mi', 'ren', 'sa', 'tor', 'vu', 'ne', 'di', 'por', 'qua', 'le'];
  let state = seed;
  const out: string[] = [];
  let length = 0;
  while (length < chars) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const word = Array.from(
      { length: 1 + (state % 3) },
      (_, i) => syllables[(state >> (4 + i * 4)) % syllables.length],
    ).join('');
    out.push(word);
    length += word.length + 1;
  }
  return out.join(' ').slice(0, chars).padEnd(chars, 'a');
}

export const RECORDED_SERVER = 'rec';

/**
 * Tools: a small one, a 3,000- and a 5,000-character description; results: 120,000 characters (over Claude Code's
 * 25,000 tokens), 45,000 bytes (under Codex's 48,000), an error, 60,000 characters (over Claude Code's 50,000).
 */
export function recordedSpec() {
  return {
    name: 'recorded-set',
    version: '1.0.0',
    instructions: `Recorded-set instructions. ${prose(2974, 7)}`,
    tools: [
      {
        name: 'small',
        description: 'Returns a short greeting for a name.',
        inputSchema: {
          type: 'object',
          properties: { name: { type: 'string', description: 'Who to greet' } },
          required: ['name'],
        },
      },
      {
        name: 'described_3000',
        description: prose(3000, 2),
        inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
      },
      { name: 'described_5000', description: prose(5000, 3), inputSchema: { type: 'object', properties: {} } },
      {
        name: 'big_result',
        description: 'Returns a 120,000-character text.',
        inputSchema: { type: 'object', properties: {} },
      },
      {
        name: 'file_45k',
        description: 'Returns a 45,000-byte file.',
        inputSchema: { type: 'object', properties: { path: { type: 'string' } } },
      },
      { name: 'fails', description: 'Always fails.', inputSchema: { type: 'object', properties: {} } },
      {
        name: 'spill_60k',
        description: 'Returns a 60,000-character text.',
        inputSchema: { type: 'object', properties: {} },
      },
    ],
    results: {
      small: { content: [{ type: 'text', text: 'Hello, Ada.' }] },
      big_result: { content: [{ type: 'text', text: prose(120_000, 4) }] },
      file_45k: { content: [{ type: 'text', text: prose(45_000, 5) }] },
      fails: { content: [{ type: 'text', text: 'the thing failed: no such record' }], isError: true },
      spill_60k: { content: [{ type: 'text', text: prose(60_000, 6) }] },
    },
  };
}

/** The calls the scripted model makes, in order, with the fixtures' arguments. */
export const RECORDED_CALLS = [
  { server: RECORDED_SERVER, tool: 'small', arguments: { name: 'Ada' } },
  { server: RECORDED_SERVER, tool: 'big_result', arguments: {} },
  { server: RECORDED_SERVER, tool: 'file_45k', arguments: { path: 'a.txt' } },
  { server: RECORDED_SERVER, tool: 'fails', arguments: {} },
  { server: RECORDED_SERVER, tool: 'spill_60k', arguments: {} },
];

/**
 * Why real-host tests must be skipped, or undefined: installs are cached by version in `cache`, so only a host not yet
 * installed needs the npm registry.
 */
export function hostRegistryUnreachable(programs: readonly HostProgram[], cache: string): string | undefined {
  const missing = programs.filter((program) => !existsSync(path.join(hostInstallDir(cache, program), '.installed')));
  if (missing.length === 0) return undefined;
  try {
    execFileSync('npm', ['view', `${missing[0]!.pkg}@${missing[0]!.version}`, 'version'], {
      timeout: 60_000,
      stdio: 'pipe',
    });
    return undefined;
  } catch (error) {
    return `the npm registry is unreachable (npm view ${missing[0]!.pkg}: ${(error as Error).message.split('\n')[0]})`;
  }
}
