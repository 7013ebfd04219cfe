// The recorded fixture set: one spec-server project whose tools and results probe each host's rules (name, shape,
// description cut, deferral, result cut, spill, channel). Every host records this same set, per pinned version.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { provenEntry } from '../src/commands/hosts/host-install.js';
import { hostInstallDir, type HostProgram } from '../src/commands/hosts/host-programs.js';
import type { ResultPage } from '../src/measure/hosts/host-results.js';
import { measureResult } from '../src/measure/measure-result.js';

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
 * Then the shapes hosts write differently: schema keywords and root keys after `required` (typed_args), `$ref` and
 * `$defs` (ref_args), structuredContent beside a text, an embedded resource, a resource_link between two texts, two
 * text blocks, and an error of two text blocks.
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
      {
        // Root keys before and after type/properties/required, and the keywords hosts move or drop.
        name: 'typed_args',
        description: 'Books a slot.',
        inputSchema: {
          $schema: 'http://json-schema.org/draft-07/schema#',
          additionalProperties: false,
          type: 'object',
          properties: {
            when: { type: 'string', format: 'date-time', description: 'Start time' },
            count: { type: 'integer', minimum: 1 },
            code: { type: 'string', pattern: '^[A-Z]{3}$' },
            tags: { type: 'array', items: { type: 'string' }, minItems: 1 },
          },
          required: ['when'],
        },
      },
      {
        name: 'ref_args',
        description: 'Finds an item.',
        inputSchema: {
          type: 'object',
          properties: {
            item: { $ref: '#/$defs/Item' },
            more: { type: 'array', items: { $ref: '#/$defs/Item' }, minItems: 1 },
          },
          required: ['item'],
          $defs: { Item: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } },
        },
      },
      {
        name: 'structured',
        description: 'Returns the weather as text and as structuredContent.',
        inputSchema: { type: 'object', properties: {} },
        outputSchema: {
          type: 'object',
          properties: { city: { type: 'string' }, temperature: { type: 'number' }, conditions: { type: 'string' } },
          required: ['city', 'temperature', 'conditions'],
        },
      },
      {
        name: 'embedded',
        description: 'Returns a text and an embedded resource.',
        inputSchema: { type: 'object', properties: {} },
      },
      {
        name: 'linked',
        description: 'Returns two texts with a resource link between them.',
        inputSchema: { type: 'object', properties: {} },
      },
      {
        name: 'two_texts',
        description: 'Returns two text blocks.',
        inputSchema: { type: 'object', properties: {} },
      },
      {
        name: 'fails_twice',
        description: 'Fails with two text blocks.',
        inputSchema: { type: 'object', properties: {} },
      },
    ],
    results: {
      small: { content: [{ type: 'text', text: 'Hello, Ada.' }] },
      big_result: { content: [{ type: 'text', text: prose(120_000, 4) }] },
      file_45k: { content: [{ type: 'text', text: prose(45_000, 5) }] },
      fails: { content: [{ type: 'text', text: 'the thing failed: no such record' }], isError: true },
      spill_60k: { content: [{ type: 'text', text: prose(60_000, 6) }] },
      typed_args: { content: [{ type: 'text', text: 'Booked.' }] },
      ref_args: { content: [{ type: 'text', text: 'Found.' }] },
      structured: {
        content: [{ type: 'text', text: 'Sunny, 21 degrees in Lisbon.' }],
        structuredContent: { city: 'Lisbon', temperature: 21, conditions: 'sunny' },
      },
      embedded: {
        content: [
          { type: 'text', text: 'The note:' },
          {
            type: 'resource',
            resource: { uri: 'file:///notes/today.txt', mimeType: 'text/plain', text: 'Buy milk.\nCall Ada.' },
          },
        ],
      },
      linked: {
        content: [
          { type: 'text', text: 'Two files matched.' },
          {
            type: 'resource_link',
            uri: 'file:///notes/a.txt',
            name: 'a.txt',
            description: 'The first note',
            mimeType: 'text/plain',
          },
          { type: 'text', text: 'End of list.' },
        ],
      },
      two_texts: {
        content: [
          { type: 'text', text: 'First block.' },
          { type: 'text', text: 'Second block.' },
        ],
      },
      fails_twice: {
        content: [
          { type: 'text', text: 'first failure' },
          { type: 'text', text: 'second failure' },
        ],
        isError: true,
      },
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
  { server: RECORDED_SERVER, tool: 'typed_args', arguments: { when: '2026-12-06T10:00:00Z' } },
  { server: RECORDED_SERVER, tool: 'ref_args', arguments: { item: { id: 'a' } } },
  { server: RECORDED_SERVER, tool: 'structured', arguments: {} },
  { server: RECORDED_SERVER, tool: 'embedded', arguments: {} },
  { server: RECORDED_SERVER, tool: 'linked', arguments: {} },
  { server: RECORDED_SERVER, tool: 'two_texts', arguments: {} },
  { server: RECORDED_SERVER, tool: 'fails_twice', arguments: {} },
];

/**
 * The page a host view reads of one recorded call: the fixture's answer measured as mcp-budget measures a result
 * (texts, structuredContent, blocks, resource_link lines), with the call that got it.
 */
export function recordedPage(call: (typeof RECORDED_CALLS)[number]): ResultPage {
  const result = (recordedSpec().results as Record<string, Record<string, unknown>>)[call.tool]!;
  const message = { jsonrpc: '2.0', id: 1, result };
  const measured = measureResult({ bytes: Buffer.byteLength(JSON.stringify(message)), message }, COUNTER);
  return {
    texts: measured.texts,
    structured: measured.structured,
    blocks: measured.blocks,
    blockTypes: measured.blockTypes,
    links: measured.links,
    // As run-fixtures hands each page to the host views: the call (tool, arguments, server) beside it.
    call: { name: call.tool, args: call.arguments, server: call.server },
    ...(measured.isError ? { isError: true } : {}),
  };
}

const COUNTER = { name: 'o200k_base' as const, count: (text: string) => text.length };

/**
 * Why real-host tests must be skipped, or undefined: installs are cached by version in `cache`, so only a host not yet
 * installed needs the npm registry.
 */
/**
 * Where the suite's host programs are installed: MCP_BUDGET_HOSTS_CACHE, else the CLI's default below the real HOME
 * (test/setup.ts gives each file an XDG_CACHE_HOME of its own, which would install every host again per file).
 * Never in this checkout: the CLI refuses a hosts cache inside the project.
 */
export const HOSTS_CACHE =
  process.env.MCP_BUDGET_HOSTS_CACHE ?? path.join(os.homedir(), '.cache', 'mcp-budget', 'hosts');

export function hostRegistryUnreachable(programs: readonly HostProgram[], cache: string): string | undefined {
  const missing = programs.filter(
    (program) => !provenEntry(hostInstallDir(cache, program), program.pkg, program.version),
  );
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
