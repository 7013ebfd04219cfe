// What of prompts and resources each host loads at session start, recorded from the real host programs (npm,
// offline, a loopback stand-in for the model API): no listing at all, and Claude Code's three resource tools once
// any server advertises resources. mcp-budget's session-start figure counts exactly that.
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_PROFILES } from '../../src/budget/host-profiles.js';
import { HOST_PROGRAMS } from '../../src/commands/hosts/host-programs.js';
import { disposeRecording, recordHost, type HostRecording } from '../../src/commands/hosts/host-recording.js';
import { BUILT_CLI, cliJson, project, SPEC_SERVER, specServer } from '../helpers.js';
import { HOSTS_CACHE, hostRegistryUnreachable } from '../host-recording-fixtures.js';

const CACHE = HOSTS_CACHE;
const tool = {
  name: 'small',
  description: 'Returns a short greeting for a name.',
  inputSchema: { type: 'object', properties: { name: { type: 'string' } } },
};
const BARE = {
  name: 'surf',
  version: '1.0.0',
  tools: [tool],
  results: { small: { content: [{ type: 'text', text: 'Hello, Ada.' }] } },
};
const URI = 'file:///giraffe/GIRAFFEURI.md';
const SURFACE = {
  ...BARE,
  prompts: [
    {
      name: 'zebraprompt',
      description: 'ZEBRAPROMPTDESC walk through',
      arguments: [{ name: 'topic', description: 'ZEBRAARGDESC' }],
    },
  ],
  resources: [{ uri: URI, name: 'GIRAFFENAME', description: 'GIRAFFEDESC docs', mimeType: 'text/markdown' }],
  resourceTemplates: [{ uriTemplate: 'file:///okapi/{OKAPIVAR}.md', name: 'OKAPINAME', description: 'OKAPIDESC' }],
  resourceContents: { [URI]: { contents: [{ uri: URI, text: 'GIRAFFETEXT' }] } },
};
const MARKERS = [
  'zebraprompt',
  'ZEBRAPROMPTDESC',
  'ZEBRAARGDESC',
  'GIRAFFEURI',
  'GIRAFFENAME',
  'GIRAFFEDESC',
  'GIRAFFETEXT',
  'OKAPINAME',
  'OKAPIDESC',
  'OKAPIVAR',
];
const RESOURCE_TOOLS = ['ListMcpResourcesTool', 'ReadMcpResourceDirTool', 'ReadMcpResourceTool'];
const HOSTS = ['claude-code', 'codex', 'gemini-cli'] as const;
const count = (text: string) => encode(text).length;

const skipped = hostRegistryUnreachable(
  HOSTS.map((host) => HOST_PROGRAMS[host]!),
  CACHE,
);
if (skipped) console.warn(`host surface at start skipped: ${skipped}`);

describe.skipIf(skipped !== undefined)('prompts and resources at session start, as the real hosts send them', () => {
  const recordings = new Map<string, HostRecording>();
  beforeAll(async () => {
    for (const [kind, spec] of [
      ['bare', BARE],
      ['surface', SURFACE],
    ] as const) {
      const dir = project({
        'spec.json': spec,
        'budget.json': { servers: { surf: { command: process.execPath, args: ['server.mjs', 'spec.json'] } } },
      });
      copyFileSync(SPEC_SERVER, path.join(dir, 'server.mjs'));
      for (const run of [
        ...HOSTS.map((host) => ({ host, deferral: undefined })),
        { host: 'claude-code' as const, deferral: false },
      ]) {
        const recording = await recordHost(HOST_PROGRAMS[run.host]!, {
          configFile: path.join(dir, 'budget.json'),
          servers: ['surf'],
          calls: [{ server: 'surf', tool: 'small', arguments: { name: 'Ada' } }],
          cacheDir: CACHE,
          cli: BUILT_CLI,
          ...(run.deferral === undefined ? {} : { deferral: run.deferral }),
          countTokens: count,
        });
        expect(recording.run.code).toBe(0);
        recordings.set(`${kind} ${run.host}${run.deferral === false ? ' up-front' : ''}`, recording);
      }
    }
  }, 900_000);
  afterAll(() => recordings.forEach(disposeRecording));
  const firstRequest = (id: string) =>
    recordings
      .get(id)!
      .requests.find((request) => request.method === 'POST' && !request.path.includes('count_tokens'))!;

  it("no host sends a prompt's or a resource's name, description, URI or text in any request", () => {
    for (const host of HOSTS) {
      const sent = recordings
        .get(`surface ${host}`)!
        .requests.map((request) => request.raw)
        .join('\n');
      expect({ host, seen: MARKERS.filter((marker) => sent.includes(marker)) }).toEqual({ host, seen: [] });
    }
  });

  it('Claude Code adds its three resource tools for a server with resources, exactly as its profile holds them; Codex and Gemini CLI add nothing', () => {
    const toolsOf = (id: string) => (firstRequest(id).body as { tools?: Array<{ name: string }> }).tools ?? [];
    const upFront = toolsOf('surface claude-code up-front').filter((t) => RESOURCE_TOOLS.includes(t.name));
    expect(upFront).toEqual(HOST_PROFILES['claude-code']!.facts.resourceTools!.value);
    expect(toolsOf('bare claude-code up-front').filter((t) => RESOURCE_TOOLS.includes(t.name))).toEqual([]);
    // Deferred (the default): their names join the ToolSearch list, only with resources.
    for (const name of RESOURCE_TOOLS) {
      expect(firstRequest('surface claude-code').raw).toContain(`\\n${name}\\n`);
      expect(firstRequest('bare claude-code').raw).not.toContain(name);
    }
    // Codex sends its resource tools with or without resources; Gemini CLI's requests do not change at all.
    const names = (id: string) =>
      JSON.stringify(firstRequest(id).body)
        .match(/"name":"[^"]+"/g)
        ?.sort() ?? [];
    expect(names('surface codex')).toEqual(names('bare codex'));
    expect(firstRequest('surface gemini-cli').raw.length).toBe(firstRequest('bare gemini-cli').raw.length);
  });
});

describe('the session-start figure per host', () => {
  it("counts Claude Code's resource tools once per session, and no host counts prompts or resources", async () => {
    const one = project({
      'spec.json': SURFACE,
      'bare.json': BARE,
      'budget.json': {
        servers: { a: specServer('spec.json'), b: specServer('bare.json') },
        hosts: ['claude-code', 'codex', 'gemini-cli'],
      },
    });
    const { report } = await cliJson(one, ['check']);
    const view = (server: string, host: string) =>
      report.servers
        .find((s: { name: string }) => s.name === server)
        .hosts.find((h: { host: string }) => h.host === host);
    // A server's own figure is the same with or without prompts and resources: no host loads them at start.
    for (const host of HOSTS) expect(view('a', host).sessionStartTokens).toBe(view('b', host).sessionStartTokens);
    // Deferred by default: the three names, as Claude Code lists them.
    expect(view('a', 'claude-code').resourceToolsTokens).toBe(count(RESOURCE_TOOLS.join('\n')));
    expect(view('b', 'claude-code').resourceToolsTokens).toBeUndefined();
    expect(view('a', 'codex').resourceToolsTokens).toBeUndefined();

    // Over the host's session-start limit because of them, and two servers with resources add them once.
    const sum = view('a', 'claude-code').sessionStartTokens + view('b', 'claude-code').sessionStartTokens;
    const limited = project({
      'spec.json': SURFACE,
      'bare.json': BARE,
      'budget.json': {
        servers: { a: specServer('spec.json'), b: specServer('bare.json'), c: specServer('spec.json') },
        hosts: ['claude-code'],
        hostLimits: { 'claude-code': { sessionStartTokens: 1 } },
      },
    });
    const run = await cliJson(limited, ['check']);
    const over = run.report.findings.find(
      (f: { code: string; path?: string }) =>
        f.code === 'HOST_OVER_BUDGET' && f.path === 'hostLimits["claude-code"].sessionStartTokens',
    );
    expect(over.actual).toBe(sum + view('a', 'claude-code').sessionStartTokens + count(RESOURCE_TOOLS.join('\n')));
    expect(over.message).toContain('resource tools');
  });
});
