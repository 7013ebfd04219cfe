// Revision 2026-07-28 (stateless, server/discover): servers that speak only it, both eras, or only the 2025 one,
// each measured in the right era, held to what the revision asks, and recounted by an independent client.
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { Ajv } from 'ajv';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BUILT_CLI,
  cliJson,
  FIXTURES,
  project,
  rawServerSource,
  ROOT,
  runNode,
  SPEC_SERVER,
  sizedTool,
  specServer,
  tempDir,
} from '../helpers.js';
import { independentTokens } from '../independent-client.js';
import { modernExchange } from '../independent-modern-client.js';

const MODERN_SERVER = path.join(ROOT, '.tmp', 'test-servers', 'modern-server.mjs');
const MODERN_RAW = path.join(FIXTURES, 'servers', 'modern-raw.mjs');
const MODERN_HTTP_SERVER = path.join(ROOT, '.tmp', 'test-servers', 'modern-http-server.mjs');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const TOOLS = [
  {
    name: 'echo',
    description: 'Echo text back to the caller',
    inputSchema: { type: 'object', properties: { text: { type: 'string', description: 'what to echo' } } },
  },
  {
    name: 'search',
    title: 'Search',
    description: 'Search the notes; returns matching lines',
    inputSchema: {
      type: 'object',
      properties: { query: { type: 'string' }, limit: { type: 'integer' } },
      required: ['query'],
    },
  },
];
const RESULTS = { echo: { content: [{ type: 'text', text: 'hello from the modern era' }] } };
const FIXTURE = { name: 'echo-once', server: 's', tool: 'echo', arguments: { text: 'hi' } };

const validReport = new Ajv({ strict: false }).compile(
  JSON.parse(readFileSync(path.join(ROOT, 'report.schema.json'), 'utf8')),
);
function expectValidReport(report: unknown): void {
  validReport(report);
  expect(validReport.errors ?? []).toEqual([]);
}

type Finding = { code: string; severity: string; subject: string; message: string };
const codes = (findings: Finding[]) => findings.map((f) => f.code).sort();

function budget(server: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return { servers: { s: server }, sandbox: { network: 'host' }, fixtures: [FIXTURE], ...extra };
}

describe('revision 2026-07-28', () => {
  it('a server that speaks only 2026-07-28 (server SDK, serveStdio) is measured exactly, in the modern era', async () => {
    const spec = {
      name: 'modern-only',
      eras: ['modern'],
      instructions: 'Search before you echo.',
      cacheHints: {
        'tools/list': { ttlMs: 600000, cacheScope: 'public' },
        'server/discover': { ttlMs: 600000, cacheScope: 'public' },
      },
      tools: TOOLS,
      results: RESULTS,
    };
    const dir = project({
      'spec.json': spec,
      'budget.json': budget({ command: process.execPath, args: [MODERN_SERVER, 'spec.json'] }),
    });
    const { report } = await cliJson(dir, ['check']);
    const server = report.servers[0];
    // Before: SERVER_START_FAILED "exited with code 0 before answering initialize".
    expect(server.failure).toBeUndefined();
    expectValidReport(report);
    expect(server).toMatchObject({
      ok: true,
      era: 'modern',
      protocolVersion: '2026-07-28',
      supportedVersions: ['2026-07-28'],
      serverInfo: { name: 'modern-only' },
    });
    expect(report.findings).toEqual([]);
    // No legacy face to compare: initialize is refused.
    expect(server.parity.failed).toContain('Unsupported protocol version');

    const independent = await modernExchange(process.execPath, [MODERN_SERVER, 'spec.json'], dir, [
      { name: 'echo', arguments: { text: 'hi' } },
    ]);
    expect(server.tools.map((t: { name: string }) => t.name)).toEqual(independent.tools.map((t) => t.name));
    independent.tools.forEach((tool, i) => {
      const json = JSON.stringify(tool);
      expect(server.tools[i].bytes).toBe(Buffer.byteLength(json));
      expect(server.tools[i].tokens).toBe(independentTokens(json));
    });
    const instructions = independent.discover.instructions as string;
    expect(server.instructions).toEqual({
      chars: instructions.length,
      bytes: Buffer.byteLength(instructions),
      tokens: independentTokens(instructions),
      digest: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect(server.totals.bytes).toBe(
      independent.tools.reduce((sum, tool) => sum + Buffer.byteLength(JSON.stringify(tool)), 0) +
        Buffer.byteLength(instructions),
    );
    // The result as the wire carried it, its modern envelope (resultType, _meta serverInfo) included.
    const fixture = report.fixtures[0];
    expect(fixture.wireBytes).toBe(Buffer.byteLength(independent.callLines[0]!));
    expect(fixture.textTokens).toBe(independentTokens('hello from the modern era'));
    const { result } = JSON.parse(independent.callLines[0]!);
    expect(result.resultType).toBe('complete');
    // What the host pays and the model never reads: the JSON-RPC frame, resultType and _meta, counted apart.
    const { resultType: _t, _meta: _m, ...payload } = result;
    expect(fixture.pages[0].envelopeBytes).toBe(
      Buffer.byteLength(independent.callLines[0]!) - Buffer.byteLength(JSON.stringify(payload)),
    );
    expect(fixture.pages[0].envelopeBytes).toBeGreaterThan(100);
    // Every request carries the _meta envelope (version, client info, capabilities): ~180 bytes.
    expect(server.revision.requestEnvelopeBytes).toBeGreaterThan(150);
    expect(server.revision.requestEnvelopeBytes).toBeLessThan(260);
  });

  it('era "legacy" on a 2026-07-28-only server fails as a 2025 client would, and names the handshake', async () => {
    const spec = { eras: ['modern'], tools: TOOLS };
    const dir = project({
      'spec.json': spec,
      'budget.json': {
        servers: { s: { command: process.execPath, args: [MODERN_SERVER, 'spec.json'], era: 'legacy' } },
        sandbox: { network: 'host' },
      },
    });
    const { report } = await cliJson(dir, ['measure']);
    expect(report.servers[0].ok).toBe(false);
    expect(report.findings.map((f: Finding) => f.code)).toContain('SERVER_START_FAILED');
  });

  it('a hand-written 2026-07-28 server without resultType and cache hints gets the revision findings, and is still measured exactly', async () => {
    const spec = {
      instructions: 'Raw.',
      tools: TOOLS,
      results: RESULTS,
      omitResultType: ['tools/call'],
      onInitialize: 'exit',
    };
    const dir = project({
      'spec.json': spec,
      'budget.json': budget({ command: process.execPath, args: [MODERN_RAW, 'spec.json'] }),
    });
    const { report } = await cliJson(dir, ['check']);
    const server = report.servers[0];
    expect(server).toMatchObject({ ok: true, era: 'modern', protocolVersion: '2026-07-28' });
    expect(server.revision.resultTypeMissing).toEqual(['tools/call']);
    expect(codes(report.findings)).toEqual(['CACHE_HINTS_MISSING', 'CACHE_HINTS_MISSING', 'RESULT_TYPE_MISSING']);
    const missing = report.findings
      .filter((f: Finding) => f.code === 'CACHE_HINTS_MISSING')
      .map((f: Finding) => f.message);
    expect(missing.some((m: string) => m.includes('server/discover'))).toBe(true);
    expect(
      missing.some(
        (m: string) => m.includes('tools/list') && m.includes('/server/utilities/caching#cacheable-results'),
      ),
    ).toBe(true);
    expect(report.findings.find((f: Finding) => f.code === 'RESULT_TYPE_MISSING').message).toContain('tools/call');

    const independent = await modernExchange(process.execPath, [MODERN_RAW, 'spec.json'], dir, [
      { name: 'echo', arguments: { text: 'hi' } },
    ]);
    independent.tools.forEach((tool, i) => expect(server.tools[i].bytes).toBe(Buffer.byteLength(JSON.stringify(tool))));
    expect(report.fixtures[0].wireBytes).toBe(Buffer.byteLength(independent.callLines[0]!));
  });

  it('ttlMs 0 on tools/list is a warning; "public" without credentials is fine', async () => {
    const spec = { tools: TOOLS, results: RESULTS, cacheHints: { ttlMs: 0, cacheScope: 'public' } };
    const dir = project({
      'spec.json': spec,
      'budget.json': budget({ command: process.execPath, args: [MODERN_RAW, 'spec.json'] }),
    });
    const { report } = await cliJson(dir, ['check']);
    expect(report.findings.map((f: Finding) => `${f.code} ${f.severity}`)).toEqual(['CACHE_TTL_ZERO warning']);
    expect(report.servers[0].revision.cacheHints[0]).toEqual({
      method: 'server/discover',
      ttlMs: 0,
      cacheScope: 'public',
    });
  });

  it('a dual-era server is measured in the newest era, and its two faces are compared', async () => {
    const spec = {
      name: 'dual',
      instructions: 'Modern instructions.',
      tools: TOOLS,
      results: RESULTS,
      cacheHints: {
        'tools/list': { ttlMs: 60000, cacheScope: 'public' },
        'server/discover': { ttlMs: 60000, cacheScope: 'public' },
      },
      byEra: { legacy: { instructions: 'Legacy instructions that say much more than the modern ones.' } },
    };
    const dir = project({
      'spec.json': spec,
      'budget.json': budget({ command: process.execPath, args: [MODERN_SERVER, 'spec.json'] }),
    });
    const { report } = await cliJson(dir, ['check']);
    const server = report.servers[0];
    expect(server).toMatchObject({ ok: true, era: 'modern', protocolVersion: '2026-07-28' });
    // The SDK's dual-era entry lists only 2026-07-28: the legacy face is found by asking for it.
    expect(server.supportedVersions).toEqual(['2026-07-28']);
    expect(server.instructions.chars).toBe('Modern instructions.'.length);
    expect(server.parity).toMatchObject({
      era: 'legacy',
      protocolVersion: '2025-11-25',
      instructions: { modernChars: 20, legacyChars: 60 },
    });
    expect(server.parity.tools).toBeUndefined();
    expect(report.findings.map((f: Finding) => `${f.code} ${f.severity}`)).toEqual(['ERA_PARITY warning']);
    expect(report.findings[0].message).toContain(
      'basic/versioning#backward-compatibility-with-initialization-based-versions',
    );
    expectValidReport(report);
  });

  it('a dual-era server whose tools differ by era gets the parity finding with the JSON path; era "legacy" measures the other face', async () => {
    const legacyTools = [TOOLS[0], { ...TOOLS[1], description: 'Search the notes (legacy wording)' }];
    const spec = {
      tools: TOOLS,
      results: RESULTS,
      cacheHints: {
        'tools/list': { ttlMs: 60000, cacheScope: 'private' },
        'server/discover': { ttlMs: 60000, cacheScope: 'private' },
      },
      byEra: { legacy: { tools: legacyTools } },
    };
    const dir = project({
      'spec.json': spec,
      'budget.json': budget({ command: process.execPath, args: [MODERN_SERVER, 'spec.json'] }),
    });
    const modern = (await cliJson(dir, ['check'])).report;
    expect(modern.servers[0].parity.tools).toEqual({ tool: 'search', path: '/description' });
    expect(codes(modern.findings)).toEqual(['ERA_PARITY']);

    const legacyDir = project({
      'spec.json': spec,
      'budget.json': budget({ command: process.execPath, args: [MODERN_SERVER, 'spec.json'] }, { era: 'legacy' }),
    });
    const legacy = (await cliJson(legacyDir, ['check'])).report;
    expect(legacy.servers[0]).toMatchObject({ ok: true, era: 'legacy', protocolVersion: '2025-11-25' });
    expect(legacy.servers[0].parity).toBeUndefined();
    expect(legacy.servers[0].revision).toBeUndefined();
    expect(legacy.servers[0].tools[1].bytes).toBe(Buffer.byteLength(JSON.stringify(legacyTools[1])));
  });

  it("each host's view of a dual-era server's definitions is of its larger face: the same as a server listing only that face", async () => {
    const small = sizedTool('search', 82);
    const large = sizedTool('search', 15_000);
    const hosts = ['claude-code', 'codex', 'opencode'];
    const dual = project({
      'spec.json': { tools: [small], results: RESULTS, byEra: { legacy: { tools: [large] } } },
      'budget.json': {
        servers: { s: { command: process.execPath, args: [MODERN_SERVER, 'spec.json'] } },
        sandbox: { network: 'host' },
        hosts,
      },
    });
    const plain = project({
      'spec.json': { tools: [large], results: RESULTS },
      'budget.json': { servers: { s: specServer('spec.json') }, sandbox: { network: 'host' }, hosts },
    });
    const views = async (dir: string) => {
      const report = (await cliJson(dir, ['measure'])).report;
      return report.servers[0].hosts.map((view: { host: string; perTool: Array<Record<string, unknown>> }) => ({
        host: view.host,
        perTool: view.perTool.map(({ name, bytes, tokens }) => ({ name, bytes, tokens })),
      }));
    };
    const larger = await views(plain);
    expect(larger.map((view: { perTool: Array<{ bytes: number }> }) => view.perTool[0]!.bytes > 10_000)).toEqual([
      true,
      true,
      true,
    ]);
    // Before: each host's view was of the 82 B face the session met.
    expect(await views(dual)).toEqual(larger);
  });

  it('a dual-era server is judged on its larger face: an 82 B tool to server/discover, ~15 KB to initialize, fails toolBytes; a plain server starts once', async () => {
    const small = sizedTool('search', 82);
    const large = sizedTool('search', 15_000);
    const spec = {
      tools: [small],
      results: RESULTS,
      cacheHints: {
        'tools/list': { ttlMs: 60000, cacheScope: 'private' },
        'server/discover': { ttlMs: 60000, cacheScope: 'private' },
      },
      byEra: { legacy: { tools: [large] } },
    };
    const dir = project({
      'spec.json': spec,
      'budget.json': {
        servers: { s: { command: process.execPath, args: [MODERN_SERVER, 'spec.json'] } },
        sandbox: { network: 'host' },
        limits: { toolBytes: 4000 },
      },
    });
    const trace = path.join(tempDir(), 'trace.jsonl');
    const run = await runNode(BUILT_CLI, ['check', '--json'], { cwd: dir, env: { MCP_BUDGET_TRACE: trace } });
    const report = JSON.parse(run.stdout);
    const server = report.servers[0];
    expect(server.era).toBe('modern');
    // Before: the modern face alone was judged (82 B), exit 0 with ERA_PARITY only.
    expect(Buffer.byteLength(JSON.stringify(small))).toBe(82);
    expect(run.code).toBe(1);
    expect(server.tools).toEqual([expect.objectContaining({ name: 'search', bytes: 15_000, face: 'legacy' })]);
    expect(server.totals.bytes).toBe(15_000);
    const over = report.findings.filter((f: Finding) => f.code === 'TOOL_OVER_BUDGET');
    expect(over.map((f: Finding & { actual: number; unit: string }) => [f.subject, f.unit, f.actual])).toEqual([
      ['s/search', 'bytes', 15_000],
    ]);
    expect(over[0].message).toContain('initialize');
    expectValidReport(report);
    const spawns = (file: string) =>
      readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .filter((line) => JSON.parse(line).phase === 'spawn requested').length;
    // The dual-era server showed a second face: one more start, for initialize.
    expect(spawns(trace)).toBe(2);

    // A 2025 server (every shipped one today) shows one face: it is started once.
    const plain = project({
      'spec.json': { tools: [small], results: RESULTS },
      'budget.json': { servers: { s: specServer('spec.json') }, sandbox: { network: 'host' } },
    });
    const plainTrace = path.join(tempDir(), 'trace.jsonl');
    const plainRun = await runNode(BUILT_CLI, ['check', '--json'], {
      cwd: plain,
      env: { MCP_BUDGET_TRACE: plainTrace },
    });
    expect(plainRun.code).toBe(0);
    expect(spawns(plainTrace)).toBe(1);
  });

  it('a 2025-only server answers server/discover with an error and is measured in the legacy era', async () => {
    const dir = project({
      'spec.json': { tools: TOOLS, results: RESULTS },
      'budget.json': budget(specServer('spec.json')),
    });
    const { report } = await cliJson(dir, ['check']);
    expect(report.servers[0]).toMatchObject({ ok: true, era: 'legacy', protocolVersion: '2025-11-25' });
    expect(report.servers[0].legacyBecause).toContain('-32601');
    expect(report.findings).toEqual([]);
  });

  it('a 2025 server silent to server/discover is taken as legacy after the probe timeout, and measured', async () => {
    // Answers initialize and tools/list only: the probe gets no answer at all.
    const silent = rawServerSource({ name: 'silent', tools: JSON.stringify([TOOLS[0]]), others: 'silence' });
    const dir = project({
      'silent.mjs': silent,
      'budget.json': {
        servers: { s: { command: process.execPath, args: ['silent.mjs'] } },
        timeouts: { startupMs: 4000 },
        sandbox: { network: 'host' },
      },
    });
    const { report } = await cliJson(dir, ['check']);
    expect(report.servers[0]).toMatchObject({
      ok: true,
      era: 'legacy',
      protocolVersion: '2025-11-25',
      legacyBecause: 'no answer to server/discover',
    });
    expect(report.servers[0].tools[0].bytes).toBe(Buffer.byteLength(JSON.stringify(TOOLS[0])));
  });

  it('era "modern" refuses a 2025-only server with a clear failure', async () => {
    const dir = project({
      'spec.json': { tools: TOOLS },
      'budget.json': {
        servers: { s: { command: process.execPath, args: [SPEC_SERVER, 'spec.json'] } },
        era: 'modern',
        sandbox: { network: 'host' },
      },
    });
    const { report } = await cliJson(dir, ['measure']);
    const finding = report.findings.find((f: Finding) => f.code === 'SERVER_START_FAILED');
    expect(finding.message).toContain('does not speak 2026-07-28');
  });
});

describe('input_required rounds (multi round-trip requests)', () => {
  const ELICIT = (message: string) => ({
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } },
  });
  const spec = {
    eras: ['modern'],
    cacheHints: {
      'tools/list': { ttlMs: 60000, cacheScope: 'private' },
      'server/discover': { ttlMs: 60000, cacheScope: 'private' },
    },
    tools: [{ name: 'deploy', description: 'Deploy after two confirmations', inputSchema: { type: 'object' } }],
    results: {
      deploy: {
        $inputRequired: { requests: { confirm: ELICIT('Deploy to production?'), region: ELICIT('Which region?') } },
      },
    },
  };
  const answers = {
    confirm: { action: 'accept', content: { ok: true } },
    region: { action: 'accept', content: { ok: false } },
  };

  it("each round is driven by the fixture's inputResponses and measured; the final answer is the result", async () => {
    const fixture = { name: 'deploy', server: 's', tool: 'deploy', inputResponses: answers };
    const dir = project({
      'spec.json': spec,
      'budget.json': {
        servers: { s: { command: process.execPath, args: [MODERN_SERVER, 'spec.json'] } },
        clientCapabilities: { elicitation: { form: {} } },
        sandbox: { network: 'host' },
        fixtures: [fixture],
      },
    });
    const { report } = await cliJson(dir, ['check']);
    expect(report.findings).toEqual([]);
    expectValidReport(report);
    const result = report.fixtures[0];
    expect(result.inputRounds.map((round: { asked: string[] }) => round.asked)).toEqual([['confirm'], ['region']]);
    expect(result.inputRounds.every((round: { wireBytes: number }) => round.wireBytes > 150)).toBe(true);
    expect(result.textTokens).toBe(independentTokens(`done with ${JSON.stringify(answers)}`));
  });

  it('a request the fixture cannot answer stops the call with INPUT_REQUIRED_UNANSWERED', async () => {
    const fixture = { name: 'deploy', server: 's', tool: 'deploy', inputResponses: { confirm: answers.confirm } };
    const dir = project({
      'spec.json': spec,
      'budget.json': {
        servers: { s: { command: process.execPath, args: [MODERN_SERVER, 'spec.json'] } },
        clientCapabilities: { elicitation: { form: {} } },
        sandbox: { network: 'host' },
        fixtures: [fixture],
      },
    });
    const { report } = await cliJson(dir, ['check']);
    expect(report.fixtures[0].inputUnanswered).toEqual(['region']);
    expect(report.findings.map((f: Finding) => `${f.code} ${f.subject}`)).toEqual([
      'INPUT_REQUIRED_UNANSWERED fixture:deploy',
    ]);
    expect(report.findings[0].message).toContain('"region"');
  });
});

describe('revision 2026-07-28 over Streamable HTTP', () => {
  it('a modern-only endpoint (createMcpHandler) is measured in the modern era; the same bytes as over stdio', async () => {
    const port = await freePort();
    const spec = {
      eras: ['modern'],
      instructions: 'Search before you echo.',
      cacheHints: {
        'tools/list': { ttlMs: 600000, cacheScope: 'public' },
        'server/discover': { ttlMs: 600000, cacheScope: 'public' },
      },
      tools: TOOLS,
      results: RESULTS,
    };
    const http = {
      command: process.execPath,
      args: [MODERN_HTTP_SERVER, 'spec.json', String(port)],
      url: `http://127.0.0.1:${port}/mcp`,
      ready: 'listening on',
      headers: { Authorization: 'Bearer not-a-secret' },
    };
    const dir = project({ 'spec.json': spec, 'budget.json': budget(http) });
    const { report } = await cliJson(dir, ['check']);
    const server = report.servers[0];
    expect(server).toMatchObject({ ok: true, transport: 'http', era: 'modern', protocolVersion: '2026-07-28' });
    expect(server.parity.failed).toContain('HTTP 400');
    // It took credentials and says its tools/list may be shared across them.
    expect(report.findings.map((f: Finding) => `${f.code} ${f.severity} ${f.message.split(' ')[0]}`)).toEqual([
      'CACHE_SCOPE_PUBLIC_WITH_CREDENTIALS warning server/discover',
      'CACHE_SCOPE_PUBLIC_WITH_CREDENTIALS warning tools/list',
    ]);

    const stdioDir = project({
      'spec.json': spec,
      'budget.json': budget({ command: process.execPath, args: [MODERN_SERVER, 'spec.json'] }),
    });
    const stdio = (await cliJson(stdioDir, ['check'])).report;
    expect(server.tools).toEqual(stdio.servers[0].tools);
    expect(server.totals).toEqual(stdio.servers[0].totals);
    expect(report.fixtures[0].tokens).toBe(stdio.fixtures[0].tokens);
  });
});

describe('mid-conversation changes', () => {
  for (const notifyChange of [false, true]) {
    it(`a tools/list that grew after the fixtures ran is a finding (${notifyChange ? 'with' : 'without'} list_changed)`, async () => {
      const spec = {
        tools: TOOLS,
        results: RESULTS,
        toolsAfterCalls: [
          { name: 'late', description: 'appears after the first call', inputSchema: { type: 'object' } },
        ],
        notifyChange,
      };
      const dir = project({ 'spec.json': spec, 'budget.json': budget(specServer('spec.json')) });
      const { report } = await cliJson(dir, ['check']);
      expect(report.servers[0].listingChanges).toEqual([
        { when: 'after-calls', tool: 'late', path: '[2] (the listings have 2 and 3 tools)', notified: notifyChange },
      ]);
      expect(report.findings.map((f: Finding) => `${f.code} ${f.severity} ${f.subject}`)).toEqual([
        'TOOLS_CHANGED_MID_SESSION warning s/late',
      ]);
      expect(report.findings[0].message).toContain(
        notifyChange ? 'announced with notifications/tools/list_changed' : 'with no notifications/tools/list_changed',
      );
    });
  }

  it('in the 2026-07-28 era the finding cites the rule that lists must not vary as a side effect of requests', async () => {
    const spec = {
      eras: ['modern'],
      cacheHints: {
        'tools/list': { ttlMs: 60000, cacheScope: 'private' },
        'server/discover': { ttlMs: 60000, cacheScope: 'private' },
      },
      tools: TOOLS,
      results: RESULTS,
      toolsAfterCalls: [{ name: 'late', inputSchema: { type: 'object' } }],
    };
    const dir = project({
      'spec.json': spec,
      'budget.json': budget(
        { command: process.execPath, args: [MODERN_SERVER, 'spec.json'] },
        { stability: { toolsList: 'error' } },
      ),
    });
    const { report } = await cliJson(dir, ['check']);
    expect(report.servers[0].era).toBe('modern');
    expect(report.findings.map((f: Finding) => `${f.code} ${f.severity} ${f.subject}`)).toEqual([
      'TOOLS_CHANGED_MID_SESSION error s/late',
    ]);
    expect(report.findings[0].message).toContain('/specification/2026-07-28/server/tools#listing-tools');
  });
});
