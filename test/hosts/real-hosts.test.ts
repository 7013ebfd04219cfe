// The real host programs from the npm registry, run offline against the test servers and a loopback stand-in for
// their model API: mcp-budget's per-host figures must equal what each host really sent its model.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_PROFILES, type HostProfile } from '../../src/budget/host-profiles.js';
import { HOST_PROGRAMS } from '../../src/commands/hosts/host-programs.js';
import { disposeRecording, recordHost, type HostRecording } from '../../src/commands/hosts/host-recording.js';
import { deferredListing, hostInstructions, hostToolPayload } from '../../src/measure/hosts/host-payload.js';
import { hostView } from '../../src/measure/hosts/host-results.js';
import {
  recordedEntries,
  recordedResults,
  summarizeRun,
  withoutMachineParts,
  type HostRecordingFile,
} from '../../src/commands/hosts/recorded-payloads.js';
import { BUILT_CLI, cliJson, project, ROOT, runNode, SPEC_SERVER } from '../helpers.js';
import { installDir, installPackage } from '../../src/commands/hosts/host-install.js';
import {
  HOSTS_CACHE,
  hostRegistryUnreachable,
  RECORDED_CALLS,
  RECORDED_SERVER,
  recordedPage,
  recordedSpec,
} from '../host-recording-fixtures.js';

const CACHE = HOSTS_CACHE;
const RECORDINGS = path.join(ROOT, 'hosts', 'recordings');
const tokenizer = { count: (text: string) => encode(text).length };

/** The runs: each host as it starts by default, and Claude Code with tool search off (definitions up front). */
const RUNS = [
  { id: 'claude-code', host: 'claude-code' },
  { id: 'claude-code (ENABLE_TOOL_SEARCH=false)', host: 'claude-code', deferral: false },
  { id: 'codex', host: 'codex' },
  { id: 'gemini-cli', host: 'gemini-cli' },
  { id: 'copilot-cli', host: 'copilot-cli' },
  { id: 'opencode', host: 'opencode' },
  { id: 'qwen-code', host: 'qwen-code' },
] as const;

const unreachable = hostRegistryUnreachable(Object.values(HOST_PROGRAMS), CACHE);
if (unreachable) console.warn(`real hosts skipped: ${unreachable}`);

describe.skipIf(unreachable !== undefined)('real hosts, recorded offline', () => {
  const spec = recordedSpec();
  const recordings = new Map<string, HostRecording>();

  beforeAll(async () => {
    // The server is the project's own file (see the hosts record test below): a host hands its MCP servers an
    // environment of its own, so a server left in a checkout under /tmp is not shown to the sandbox.
    const dir = project({
      'spec.json': spec,
      'budget.json': {
        servers: { [RECORDED_SERVER]: { command: process.execPath, args: ['server.mjs', 'spec.json'] } },
      },
    });
    copyFileSync(SPEC_SERVER, path.join(dir, 'server.mjs'));
    for (const run of RUNS) {
      const recording = await recordHost(HOST_PROGRAMS[run.host]!, {
        configFile: path.join(dir, 'budget.json'),
        servers: [RECORDED_SERVER],
        calls: RECORDED_CALLS,
        cacheDir: CACHE,
        cli: BUILT_CLI,
        ...('deferral' in run ? { deferral: run.deferral } : {}),
        countTokens: tokenizer.count,
      });
      expect({ run: run.id, code: recording.run.code, timedOut: recording.run.timedOut }).toEqual({
        run: run.id,
        code: 0,
        timedOut: false,
      });
      recordings.set(run.id, recording);
    }
    // MCP_BUDGET_WRITE_RECORDINGS=1 commits what was recorded (a maintainer's re-recording, reviewed as a diff).
    if (process.env.MCP_BUDGET_WRITE_RECORDINGS === '1') {
      for (const host of new Set(RUNS.map((run) => run.host))) {
        const program = HOST_PROGRAMS[host]!;
        const file: HostRecordingFile = {
          host,
          pkg: program.pkg,
          version: program.version,
          recorded: new Date().toISOString().slice(0, 10),
          runs: {},
        };
        for (const run of RUNS.filter((candidate) => candidate.host === host))
          file.runs[run.id] = summarizeRun(host, recordings.get(run.id)!.requests, RECORDED_SERVER);
        mkdirSync(RECORDINGS, { recursive: true });
        writeFileSync(path.join(RECORDINGS, `${host}@${program.version}.json`), `${JSON.stringify(file, null, 1)}\n`);
      }
    }
  }, 900_000);

  for (const run of RUNS) {
    it(`${run.id}: the same as the committed recording for this host version`, () => {
      const program = HOST_PROGRAMS[run.host]!;
      const committed = JSON.parse(
        readFileSync(path.join(RECORDINGS, `${run.host}@${program.version}.json`), 'utf8'),
      ) as HostRecordingFile;
      expect(summarizeRun(run.host, recordings.get(run.id)!.requests, RECORDED_SERVER)).toEqual(committed.runs[run.id]);
    });
  }

  const profileFor = (run: (typeof RUNS)[number]): HostProfile => {
    const profile = HOST_PROFILES[run.host]!;
    if (!('deferral' in run)) return profile;
    const { deferredLoading: _, ...facts } = profile.facts;
    return { ...profile, facts };
  };

  for (const run of RUNS) {
    it(`${run.id}: each tool definition is byte for byte what mcp-budget predicts`, () => {
      const recording = recordings.get(run.id)!;
      const entries = recordedEntries(run.host, recording.requests, RECORDED_SERVER);
      expect(entries.size).toBeGreaterThanOrEqual(RECORDED_CALLS.length);
      const profile = profileFor(run);
      for (const [name, sent] of entries) {
        const tool = spec.tools.find((candidate) => candidate.name === name)!;
        const predicted = hostToolPayload(profile, RECORDED_SERVER, tool).json;
        expect({ tool: name, json: predicted }).toEqual({ tool: name, json: sent });
      }
    });

    it(`${run.id}: what the model received of each result is what mcp-budget predicts, but for the machine's paths and times`, () => {
      const recording = recordings.get(run.id)!;
      const results = recordedResults(run.host, recording.requests);
      expect(results.length).toBe(RECORDED_CALLS.length);
      const profile = profileFor(run);
      RECORDED_CALLS.forEach((call, index) => {
        const page = recordedPage(call);
        const view = hostView(profile, page, tokenizer);
        expect({ tool: call.tool, text: withoutMachineParts(view.shown) }).toEqual({
          tool: call.tool,
          text: withoutMachineParts(results[index]!),
        });
      });
    });
  }

  for (const run of RUNS) {
    it(`${run.id}: session start holds the server's instructions as predicted (or none), and a deferring host's listing`, () => {
      const recording = recordings.get(run.id)!;
      const profile = profileFor(run);
      // Every request as sent, JSON escapes and all: the predicted text must be in one of them, JSON-escaped alike.
      const sent = recording.requests.map((request) => request.raw).join('\n');
      const escaped = (text: string) => JSON.stringify(text).slice(1, -1);
      const shown = hostInstructions(profile, RECORDED_SERVER, spec.instructions).text;
      if (shown === '')
        expect({ run: run.id, sent: sent.includes(escaped(spec.instructions.slice(0, 60))) }).toEqual({
          run: run.id,
          sent: false,
        });
      else expect({ run: run.id, sent: sent.includes(escaped(shown)) }).toEqual({ run: run.id, sent: true });
      if (profile.facts.deferredListing) {
        const listed = spec.tools.map((tool) => ({
          hostName: hostToolPayload(profile, RECORDED_SERVER, tool).name,
          description: tool.description,
        }));
        expect({
          run: run.id,
          listed: sent.includes(escaped(deferredListing(profile, RECORDED_SERVER, listed))),
        }).toEqual({
          run: run.id,
          listed: true,
        });
      }
    });
  }

  afterAll(() => {
    for (const recording of recordings.values()) disposeRecording(recording);
  });
});

describe.skipIf(unreachable !== undefined)('hosts record and the public sequential-thinking server', () => {
  it('mcp-budget hosts record claude-code: records the fixtures through the sandboxed proxy and prints what changed since the last recording', async () => {
    // The server is the project's own file, as a user's is: the host starts the proxy with a PATH of its own, so a
    // server left in this checkout (shown to sandboxes only through the suite's PATH, test/setup.ts) would be hidden
    // when the checkout lies under /tmp, as CI's clone does.
    const dir = project({
      'spec.json': {
        tools: [{ name: 'ping', description: 'Answers pong.', inputSchema: { type: 'object', properties: {} } }],
        results: { ping: { content: [{ type: 'text', text: 'pong' }] } },
      },
      'budget.json': {
        servers: { s: { command: process.execPath, args: ['server.mjs', 'spec.json'] } },
        fixtures: [{ name: 'ping', server: 's', tool: 'ping' }],
      },
    });
    copyFileSync(SPEC_SERVER, path.join(dir, 'server.mjs'));
    const env = { MCP_BUDGET_HOSTS_CACHE: CACHE };
    const first = await runNode(BUILT_CLI, ['hosts', 'record', 'claude-code'], { cwd: dir, env });
    expect({ code: first.code, stderr: first.stderr }).toEqual({ code: 0, stderr: '' });
    expect(first.stdout).toContain('s: 1 tools as sent (123 B), deferred behind tool search; 1 results');
    expect(first.stdout).toContain('no earlier recording to compare with');
    const recorded = JSON.parse(
      readFileSync(path.join(dir, 'mcp-budget-recordings', 'claude-code@2.1.328.json'), 'utf8'),
    ) as HostRecordingFile;
    expect(recorded.runs.s!.results).toEqual(['pong']);
    // The server grows a longer description: the re-recording says so.
    writeFileSync(
      path.join(dir, 'spec.json'),
      JSON.stringify({
        tools: [
          { name: 'ping', description: 'Answers pong, always.', inputSchema: { type: 'object', properties: {} } },
        ],
        results: { ping: { content: [{ type: 'text', text: 'pong' }] } },
      }),
    );
    const second = await runNode(BUILT_CLI, ['hosts', 'record', 'claude-code'], { cwd: dir, env });
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('tool ping: 123 B → 131 B as sent');
  }, 300_000);

  it("the public sequential-thinking server (a 2,781-character description) passes Claude Code's profile", async () => {
    const bin = await installPackage(
      CACHE,
      '@modelcontextprotocol/server-sequential-thinking',
      '2026.8.31',
      'mcp-server-sequential-thinking',
    );
    const dir = project({
      // The hosts cache lies below HOME, which the sandbox hides: the budget shows the installed package, read-only.
      'budget.json': {
        servers: {
          thinking: {
            command: process.execPath,
            args: [bin],
            sandbox: { readable: [installDir(CACHE, '@modelcontextprotocol/server-sequential-thinking', '2026.8.31')] },
          },
        },
        hosts: ['claude-code'],
      },
    });
    const { code, report } = await cliJson(dir, ['check']);
    const tool = report.servers[0].tools.find((t: { name: string }) => t.name === 'sequentialthinking');
    expect(tool.descriptionChars).toBe(2781);
    expect(report.findings.filter((f: { code: string }) => f.code.startsWith('HOST_'))).toEqual([]);
    expect(report.servers[0].hosts[0].perTool[0].descriptionCut).toBe(false);
    expect(code).toBe(0);
  }, 300_000);
});
