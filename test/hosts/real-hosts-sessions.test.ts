// A session's turns held to the real host programs: Claude Code (tool search on, as users run it) and Gemini CLI
// (definitions up front), run offline against the loopback model stand-in, which calls the session's tools in order
// (Claude Code loading them first with one search naming them). Each request's share of the server, read from what
// the host really sent, must equal mcp-budget's turn for it (`measure --json`'s sessions), but for the machine's paths.
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_PROFILES } from '../../src/budget/host-profiles.js';
import { HOST_PROGRAMS } from '../../src/commands/hosts/host-programs.js';
import { disposeRecording, recordHost, type HostRecording } from '../../src/commands/hosts/host-recording.js';
import { withoutMachineParts } from '../../src/commands/hosts/recorded-payloads.js';
import { recordedTurns, type RecordedTurn } from '../../src/commands/hosts/session-shares.js';
import type { RecordedRequest } from '../../src/commands/hosts/model-stand-in.js';
import { HOST_MODULES } from '../../src/hosts/registry.js';
import { hostView, type ResultPage } from '../../src/measure/hosts/host-results.js';
import { measureResult } from '../../src/measure/measure-result.js';
import type { SessionReport } from '../../src/measure/sessions/session-turns.js';
import { BUILT_CLI, project, runNode, SPEC_SERVER } from '../helpers.js';
import { HOSTS_CACHE, hostRegistryUnreachable, prose } from '../host-recording-fixtures.js';

// The suite's shared hosts cache (not a folder of this checkout, which the CLI refuses and would install anew).
const CACHE = HOSTS_CACHE;
const SERVER = 'rec';
const count = (text: string) => encode(text).length;
const HOSTS = ['claude-code', 'gemini-cli'] as const;

/**
 * No instructions: the recorded requests are read for the server's tools and results only (session start with
 * instructions is held by real-hosts.test.ts). `spill_60k` is past Claude Code's 50,000-character spill and Gemini
 * CLI's 40,000-character cut; `unused` is listed and never called (Claude Code announces it, never loads it).
 */
const spec = {
  name: 'sessions',
  version: '1.0.0',
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
      name: 'spill_60k',
      description: 'Returns a 60,000-character text.',
      inputSchema: { type: 'object', properties: {} },
    },
    {
      name: 'notes',
      description: 'Returns the notes of a day.',
      inputSchema: { type: 'object', properties: { day: { type: 'string', format: 'date' } }, required: ['day'] },
    },
    { name: 'unused', description: 'Never called.', inputSchema: { type: 'object', properties: {} } },
  ],
  results: {
    small: { content: [{ type: 'text', text: 'Hello, Ada.' }] },
    spill_60k: { content: [{ type: 'text', text: prose(60_000, 6) }] },
    notes: { content: [{ type: 'text', text: prose(3_000, 8) }] },
  },
};
const FIXTURES = [
  { name: 'greet', server: SERVER, tool: 'small', arguments: { name: 'Ada' } },
  { name: 'big', server: SERVER, tool: 'spill_60k', arguments: {} },
  { name: 'day', server: SERVER, tool: 'notes', arguments: { day: '2026-12-06' } },
];
const SESSIONS = [
  { name: 'two-calls', steps: ['greet', 'big'] },
  { name: 'three-calls', steps: ['greet', 'big', 'day'] },
];

/** The page a host view reads of a fixture's answer, measured as run-fixtures measures it. */
function pageOf(fixture: (typeof FIXTURES)[number]): ResultPage {
  const result = (spec.results as Record<string, Record<string, unknown>>)[fixture.tool]!;
  const message = { jsonrpc: '2.0', id: 1, result };
  const measured = measureResult(
    { bytes: Buffer.byteLength(JSON.stringify(message)), message },
    { name: 'o200k_base', count },
  );
  return {
    texts: measured.texts,
    structured: measured.structured,
    blocks: measured.blocks,
    blockTypes: measured.blockTypes,
    links: measured.links,
    call: { name: fixture.tool, args: fixture.arguments, server: fixture.server },
  };
}

type Json = Record<string, unknown>;
const asArray = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);

/** A message's blocks as the API reads them: a string is one text block; the cache_control markers are left out. */
function blocksOf(message: Json): Json[] {
  const content =
    typeof message.content === 'string' ? [{ type: 'text', text: message.content }] : asArray(message.content);
  return content.map(({ cache_control: _, ...block }) => block);
}

/**
 * A recorded Messages request cut after its last cache_control breakpoint in `messages` (the prefix Anthropic caches;
 * tools and system come before every message), or its tools and system alone when no message block carries one.
 */
function cachedPrefix(body: Json): Json {
  const messages = asArray(body.messages);
  const at = messages.flatMap((message, m) =>
    (typeof message.content === 'string' ? [] : asArray(message.content)).flatMap((block, b) =>
      block.cache_control ? [[m, b] as const] : [],
    ),
  );
  const last = at.at(-1);
  if (!last) return { ...body, messages: [] };
  const [m, b] = last;
  return {
    ...body,
    messages: [...messages.slice(0, m), { ...messages[m]!, content: asArray(messages[m]!.content).slice(0, b + 1) }],
  };
}

/** What an API caching by prefix compares: tools (but deferred ones, outside the prefix), system, then each block. */
function prefixKey(body: Json): string[] {
  const tools = asArray(body.tools).filter((tool) => tool.defer_loading !== true);
  return [
    JSON.stringify(tools),
    JSON.stringify(body.system ?? body.systemInstruction ?? null),
    ...asArray(body.messages ?? body.contents).flatMap((message) =>
      (message.parts ? asArray(message.parts) : blocksOf(message)).map((block) =>
        JSON.stringify([message.role, block]),
      ),
    ),
  ];
}

/** The requests of a recording that are turns, in order, with the host's reading of each (as recordedTurns reads them). */
function turnRequests(host: string, requests: RecordedRequest[]): Json[] {
  const reading = HOST_MODULES[host]!.recorded!;
  return requests
    .filter((request) => reading.requestPath.test(request.path) && typeof request.body === 'object' && request.body)
    .map((request) => request.body as Json)
    .filter((body) => reading.turn!(body, SERVER) !== undefined);
}

const unreachable = hostRegistryUnreachable(
  HOSTS.map((host) => HOST_PROGRAMS[host]!),
  CACHE,
);
if (unreachable) console.warn(`real-host sessions skipped: ${unreachable}`);

describe.skipIf(unreachable !== undefined)('sessions held to the real hosts, turn by turn', () => {
  const recordings = new Map<string, HostRecording>();
  let predicted: SessionReport[] = [];

  beforeAll(async () => {
    const dir = project({
      'spec.json': spec,
      'budget.json': {
        servers: { [SERVER]: { command: process.execPath, args: ['server.mjs', 'spec.json'] } },
        hosts: [...HOSTS],
        fixtures: FIXTURES,
        sessions: SESSIONS,
      },
    });
    copyFileSync(SPEC_SERVER, path.join(dir, 'server.mjs'));
    const measured = await runNode(BUILT_CLI, ['measure', '--json'], { cwd: dir });
    expect({ code: measured.code, stderr: measured.stderr }).toEqual({ code: 0, stderr: '' });
    predicted = JSON.parse(measured.stdout).sessions;
    for (const session of SESSIONS) {
      for (const host of HOSTS) {
        const recording = await recordHost(HOST_PROGRAMS[host]!, {
          configFile: path.join(dir, 'budget.json'),
          servers: [SERVER],
          calls: session.steps.map((step) => FIXTURES.find((fixture) => fixture.name === step)!),
          cacheDir: CACHE,
          cli: BUILT_CLI,
          countTokens: count,
          script: { searchCallsOnly: true },
        });
        expect({ host, code: recording.run.code, timedOut: recording.run.timedOut }).toEqual({
          host,
          code: 0,
          timedOut: false,
        });
        recordings.set(`${session.name} ${host}`, recording);
      }
    }
  }, 900_000);

  afterAll(() => {
    for (const recording of recordings.values()) disposeRecording(recording);
  });

  for (const session of SESSIONS) {
    for (const host of HOSTS) {
      it(`${session.name} on ${host}: each request's share of the server is mcp-budget's turn, token for token`, () => {
        const turns = recordedTurns(host, recordings.get(`${session.name} ${host}`)!.requests, SERVER);
        const steps = session.steps.map((step) => FIXTURES.find((fixture) => fixture.name === step)!);
        // Each result as the model read it is what mcp-budget predicts but for the machine's saved-file paths; it is
        // counted with mcp-budget's stand-in path in their place, as the prediction is.
        const shown = steps.map((step) => hostView(HOST_PROFILES[host]!, pageOf(step), { count }).shown);
        const resultTokens = (text: string, index: number) => {
          expect({ step: index + 1, text: withoutMachineParts(text) }).toEqual({
            step: index + 1,
            text: withoutMachineParts(shown[index]!),
          });
          return count(shown[index]!);
        };
        const recorded = turns.map(
          (turn) =>
            turn.definitions.reduce((sum, text) => sum + count(text), 0) +
            turn.results.reduce((sum, text, index) => sum + resultTokens(text, index), 0),
        );
        const ours = predicted
          .find((candidate) => candidate.name === session.name)!
          .hosts.find((candidate) => candidate.host === host)!;
        const deferred = host === 'claude-code';
        expect(turns.length).toBe(1 + (deferred ? 1 : 0) + session.steps.length);
        expect(recorded).toEqual(ours.turns.map((turn) => turn.tokens));
        if (deferred)
          expect(ours.loadedBySearch).toEqual(
            [...new Set(steps.map((step) => step.tool))].map((tool) => `mcp__${SERVER}__${tool}`),
          );
        console.log(`${session.name} on ${host}: ${recorded.map((t) => t.toLocaleString('en-US')).join(' → ')}`);
      });

      it(`${session.name} on ${host}: each request's cache read, write and input, as the recorded requests' breakpoints and prefixes imply, is mcp-budget's split`, () => {
        const requests = recordings.get(`${session.name} ${host}`)!.requests;
        const bodies = turnRequests(host, requests);
        const steps = session.steps.map((step) => FIXTURES.find((fixture) => fixture.name === step)!);
        const shown = steps.map((step) => hostView(HOST_PROFILES[host]!, pageOf(step), { count }).shown);
        // A share's tokens, each result counted as the prediction counts it (the machine's saved-file paths aside).
        const tokensOf = (turn: RecordedTurn | undefined) =>
          (turn?.definitions ?? []).reduce((sum, text) => sum + count(text), 0) +
          (turn?.results ?? []).reduce((sum, _, index) => sum + count(shown[index]!), 0);
        const read = HOST_MODULES[host]!.recorded!.turn!;
        const breakpoints = host === 'claude-code';
        const implied = bodies.map((body, i) => {
          const whole = tokensOf(read(body, SERVER));
          // What this request caches: up to its last breakpoint (Anthropic), or all of it (caching by prefix).
          const cached = breakpoints ? tokensOf(read(cachedPrefix(body), SERVER)) : whole;
          const previous = bodies[i - 1];
          const before = previous ? (breakpoints ? cachedPrefix(previous) : previous) : undefined;
          // What the previous request cached is read when this one repeats it exactly, from the tools on.
          const repeats = before !== undefined && prefixKey(before).every((key, k) => prefixKey(body)[k] === key);
          const cachedBefore = before && repeats ? tokensOf(read(before, SERVER)) : 0;
          return breakpoints
            ? { read: cachedBefore, write: cached - cachedBefore, input: whole - cached }
            : { read: cachedBefore, write: 0, input: whole - cachedBefore };
        });
        const ours = predicted
          .find((candidate) => candidate.name === session.name)!
          .hosts.find((candidate) => candidate.host === host)!;
        expect(implied).toEqual(ours.turns.map((turn) => turn.cache));
        // The model each request names is the one the session is priced at.
        const models = new Set(
          requests
            .filter((request) => bodies.includes(request.body as Json))
            .map((request) => String((request.body as Json).model ?? /models\/([^:]+):/.exec(request.path)?.[1])),
        );
        expect([...models]).toEqual([ours.price!.model]);
        console.log(
          `${session.name} on ${host}: ${implied.map((c) => `r${c.read}/w${c.write}/i${c.input}`).join(' → ')}; ${JSON.stringify(ours.price)}`,
        );
      });
    }
  }
});
