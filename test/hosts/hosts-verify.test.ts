// mcp-budget hosts verify on a held-out server (not the recorded fixture set): the six real host programs from the
// npm registry, run offline, and check's per-host figures held to what each host's model received.
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOST_PROGRAMS } from '../../src/commands/hosts/host-programs.js';
import { BUILT_CLI, project, runNode, SPEC_SERVER } from '../helpers.js';
import { HOSTS_CACHE, hostRegistryUnreachable, prose } from '../host-recording-fixtures.js';

const CACHE = HOSTS_CACHE;
const SERVER = 'desk';

/** The shapes of the recorded set, other names, texts, sizes and keywords. */
const spec = {
  name: 'held-out',
  version: '2.0.0',
  instructions: `Held-out desk instructions. ${prose(1500, 11)}`,
  tools: [
    {
      name: 'reserve',
      description: 'Reserves a desk for a person.',
      inputSchema: {
        additionalProperties: false,
        type: 'object',
        properties: {
          email: { type: 'string', format: 'email', description: 'Who reserves' },
          floor: { type: 'integer', minimum: 0, maximum: 12 },
          room: { type: 'string', pattern: '^R[0-9]{2}$' },
          days: { type: 'array', items: { type: 'string', enum: ['mon', 'tue', 'wed'] }, minItems: 1 },
        },
        required: ['email'],
      },
    },
    {
      name: 'find_desk',
      description: prose(2600, 12),
      inputSchema: {
        type: 'object',
        properties: {
          desk: { $ref: '#/$defs/Desk' },
          near: { type: 'array', items: { $ref: '#/$defs/Desk' } },
        },
        required: ['desk'],
        $defs: { Desk: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] } },
      },
    },
    {
      name: 'floor_plan',
      description: 'Returns the floor plan as text.',
      inputSchema: { type: 'object', properties: {} },
    },
    {
      name: 'log_40k',
      description: 'Returns a 40,000-character log.',
      inputSchema: { type: 'object', properties: {} },
    },
    {
      name: 'log_55k',
      description: 'Returns a 55,000-character log.',
      inputSchema: { type: 'object', properties: {} },
    },
    {
      name: 'occupancy',
      description: 'Occupancy as text and structure.',
      inputSchema: { type: 'object', properties: {} },
    },
    { name: 'attached', description: 'A text and an attached note.', inputSchema: { type: 'object', properties: {} } },
    { name: 'pointers', description: 'Texts around a resource link.', inputSchema: { type: 'object', properties: {} } },
    { name: 'three_texts', description: 'Three text blocks.', inputSchema: { type: 'object', properties: {} } },
    // A JSON list as the only text (Gemini CLI takes it as structuredContent and its SDK rejects the result), and a
    // text that is its structuredContent's JSON exactly (Copilot CLI sends it once): both shapes of the quickstart.
    { name: 'desk_list', description: 'Desks as a JSON list.', inputSchema: { type: 'object', properties: {} } },
    { name: 'mirrored', description: 'A desk as JSON, twice.', inputSchema: { type: 'object', properties: {} } },
    { name: 'refuses', description: 'Fails in one block.', inputSchema: { type: 'object', properties: {} } },
    { name: 'refuses_twice', description: 'Fails in two blocks.', inputSchema: { type: 'object', properties: {} } },
  ],
  results: {
    reserve: { content: [{ type: 'text', text: 'Desk R12 reserved.' }] },
    find_desk: { content: [{ type: 'text', text: 'Desk D4 is free.' }] },
    floor_plan: { content: [{ type: 'text', text: prose(110_000, 13) }] },
    log_40k: { content: [{ type: 'text', text: prose(40_000, 14) }] },
    log_55k: { content: [{ type: 'text', text: prose(55_000, 15) }] },
    occupancy: {
      content: [{ type: 'text', text: 'Floor 3 is 40% full.' }],
      structuredContent: { floor: 3, occupied: 12, free: 18 },
    },
    attached: {
      content: [
        { type: 'text', text: 'Attached:' },
        {
          type: 'resource',
          resource: { uri: 'file:///desk/rules.md', mimeType: 'text/markdown', text: '# Rules\nNo food.' },
        },
      ],
    },
    pointers: {
      content: [
        { type: 'text', text: 'See the map.' },
        {
          type: 'resource_link',
          uri: 'file:///desk/map.svg',
          name: 'map.svg',
          title: 'Floor map',
          mimeType: 'image/svg+xml',
        },
        { type: 'text', text: 'And the rules.' },
      ],
    },
    three_texts: {
      content: [
        { type: 'text', text: 'One.' },
        { type: 'text', text: 'Two.' },
        { type: 'text', text: 'Three.' },
      ],
    },
    desk_list: { content: [{ type: 'text', text: '[{"code":"D4","floor":3},{"code":"D7","floor":3}]' }] },
    mirrored: {
      content: [{ type: 'text', text: '{"code":"D4","floor":3,"free":true}' }],
      structuredContent: { code: 'D4', floor: 3, free: true },
    },
    refuses: { content: [{ type: 'text', text: 'no desk left on that floor' }], isError: true },
    refuses_twice: {
      content: [
        { type: 'text', text: 'desk taken' },
        { type: 'text', text: 'try floor 4' },
      ],
      isError: true,
    },
  },
};

const fixtures = [
  { name: 'reserve', server: SERVER, tool: 'reserve', arguments: { email: 'ada@example.com' } },
  { name: 'find', server: SERVER, tool: 'find_desk', arguments: { desk: { code: 'D4' } } },
  ...spec.tools.slice(2).map((tool) => ({ name: tool.name, server: SERVER, tool: tool.name })),
];

const unreachable = hostRegistryUnreachable(Object.values(HOST_PROGRAMS), CACHE);
if (unreachable) console.warn(`hosts verify skipped: ${unreachable}`);

describe.skipIf(unreachable !== undefined)('hosts verify and the six real hosts', () => {
  it('a held-out server: no difference at the pinned versions, every definition and result compared', async () => {
    // The server is the project's own file: a host starts the proxy with a PATH of its own (see real-hosts.test.ts).
    const dir = project({
      'spec.json': spec,
      'budget.json': {
        servers: { [SERVER]: { command: process.execPath, args: ['server.mjs', 'spec.json'] } },
        fixtures,
      },
    });
    copyFileSync(SPEC_SERVER, path.join(dir, 'server.mjs'));
    const run = await runNode(BUILT_CLI, ['hosts', 'verify', '--json'], {
      cwd: dir,
      env: { MCP_BUDGET_HOSTS_CACHE: CACHE },
    });
    const out = JSON.parse(run.stdout) as {
      hosts: Array<{
        host: string;
        version: string;
        definitions: number;
        results: number;
        sessionStarts: number;
        differences: unknown[];
      }>;
    };
    // Its session start too: the instructions as each host shows them (none for Copilot CLI), the deferral side.
    expect(
      out.hosts.map((h) => ({
        host: h.host,
        version: h.version,
        results: h.results,
        sessionStarts: h.sessionStarts,
        differences: h.differences,
      })),
    ).toEqual(
      Object.entries(HOST_PROGRAMS).map(([host, program]) => ({
        host,
        version: program.version,
        results: fixtures.length,
        sessionStarts: 1,
        differences: [],
      })),
    );
    for (const h of out.hosts) expect(h.definitions).toBe(spec.tools.length);
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
  }, 1_200_000);
});
