import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliJson, project, ROOT, SPEC_SERVER, specServer } from '../helpers.js';
import { independentTokens, rawRequests, rawToolsList } from '../independent-client.js';
import { modernExchange } from '../independent-modern-client.js';

const MODERN_SERVER = path.join(ROOT, '.tmp', 'test-servers', 'modern-server.mjs');

// A server that lists one small tool at start and adds a heavy one after its first call: a host in that conversation
// loads the heavy one too. Hiding it until after start must not pass a budget.
const small = {
  name: 'small',
  description: 'Greets.',
  inputSchema: { type: 'object', properties: { name: { type: 'string' } } },
};
const late = {
  name: 'late',
  description: `Appears after the first call. ${'Searches every record, then ranks them. '.repeat(120)}`,
  inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
};
const spec = (notifyChange: boolean) => ({
  name: 'grows',
  tools: [small],
  results: { small: { content: [{ type: 'text', text: 'Hello.' }] } },
  toolsAfterCalls: [late],
  notifyChange,
});

/** The tests' own client: call the tool once, then list, as a host does after list_changed. */
async function listedAfterACall(dir: string): Promise<Array<Record<string, unknown>>> {
  const [, listed] = await rawRequests(process.execPath, [SPEC_SERVER, 'spec.json'], dir, [
    { method: 'tools/call', params: { name: 'small', arguments: { name: 'Ada' } } },
    { method: 'tools/list', params: {} },
  ]);
  return (JSON.parse(listed!) as { result: { tools: Array<Record<string, unknown>> } }).result.tools;
}

describe('tools listed only after a mid-session change are measured', () => {
  for (const notifyChange of [true, false]) {
    it(`a tool added after the first call counts toward toolBytes and totalBytes (${notifyChange ? 'with' : 'without'} notifications/tools/list_changed)`, async () => {
      const dir = project({
        'spec.json': spec(notifyChange),
        'budget.json': {
          servers: { s: specServer('spec.json') },
          limits: { toolBytes: 1000, totalBytes: 2000 },
          fixtures: [{ name: 'greet', server: 's', tool: 'small', arguments: { name: 'Ada' } }],
        },
      });
      const { code, report } = await cliJson(dir, ['check']);
      const raw = (await listedAfterACall(dir)).find((tool) => tool.name === 'late')!;
      const json = JSON.stringify(raw);
      const server = report.servers[0];
      const measured = server.tools.find((tool: { name: string }) => tool.name === 'late');
      expect(measured).toMatchObject({
        bytes: Buffer.byteLength(json),
        tokens: independentTokens(json),
        listedAfter: 'calls',
      });
      expect(server.tools.find((tool: { name: string }) => tool.name === 'small').listedAfter).toBeUndefined();
      const smallJson = JSON.stringify(small);
      expect(server.totals).toEqual({
        tools: 2,
        bytes: Buffer.byteLength(smallJson) + Buffer.byteLength(json),
        tokens: independentTokens(smallJson) + independentTokens(json),
      });

      expect(code).toBe(1);
      const codes = report.findings.map(
        (f: { code: string; subject: string; severity: string }) => `${f.code} ${f.severity} ${f.subject}`,
      );
      expect(codes).toContain('TOOL_OVER_BUDGET error s/late');
      expect(codes).toContain('TOTAL_OVER_BUDGET error total');
      expect(codes).toContain('TOOLS_CHANGED_MID_SESSION warning s/late');
      const changed = report.findings.find((f: { code: string }) => f.code === 'TOOLS_CHANGED_MID_SESSION');
      expect(changed.message).toContain('listed only after the calls, "late" is measured and held to the limits');
    });
  }

  it('without a fixture nothing is called, and the first listing is what is measured', async () => {
    const dir = project({ 'spec.json': spec(true), 'budget.json': { servers: { s: specServer('spec.json') } } });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(0);
    expect(report.servers[0].tools.map((tool: { name: string }) => tool.name)).toEqual(['small']);
  });
});

describe('tools listed only in the other protocol era are measured', () => {
  it('a dual-era server whose initialize face lists a heavy tool that server/discover hides: measured, over toolBytes and totalBytes', async () => {
    const hints = {
      'tools/list': { ttlMs: 60000, cacheScope: 'private' },
      'server/discover': { ttlMs: 60000, cacheScope: 'private' },
    };
    const legacyOnly = { ...late, name: 'legacy_only' };
    const spec = {
      name: 'dual',
      tools: [small],
      results: { small: { content: [{ type: 'text', text: 'Hello.' }] } },
      cacheHints: hints,
      byEra: { legacy: { tools: [small, legacyOnly] } },
    };
    const dir = project({
      'spec.json': spec,
      'budget.json': {
        servers: { s: { command: process.execPath, args: [MODERN_SERVER, 'spec.json'] } },
        limits: { toolBytes: 1000, totalBytes: 2000 },
      },
    });
    const { code, report } = await cliJson(dir, ['check']);
    const server = report.servers[0];
    expect(server.era).toBe('modern');
    // The tests' own clients: the modern face by server/discover, the legacy one by initialize.
    const modern = await modernExchange(process.execPath, [MODERN_SERVER, 'spec.json'], dir);
    expect(modern.tools.map((tool) => tool.name)).toEqual(['small']);
    const legacy = await rawToolsList(process.execPath, [MODERN_SERVER, 'spec.json'], dir);
    const json = JSON.stringify(legacy.find((tool) => tool.name === 'legacy_only'));
    expect(server.tools.find((tool: { name: string }) => tool.name === 'legacy_only')).toMatchObject({
      bytes: Buffer.byteLength(json),
      tokens: independentTokens(json),
      onlyInEra: 'legacy',
    });
    const smallJson = JSON.stringify(modern.tools[0]);
    expect(server.totals).toEqual({
      tools: 2,
      bytes: Buffer.byteLength(smallJson) + Buffer.byteLength(json),
      tokens: independentTokens(smallJson) + independentTokens(json),
    });
    expect(code).toBe(1);
    const codes = report.findings.map(
      (f: { code: string; subject: string; severity: string }) => `${f.code} ${f.severity} ${f.subject}`,
    );
    expect(codes).toContain('TOOL_OVER_BUDGET error s/legacy_only');
    expect(codes).toContain('TOTAL_OVER_BUDGET error total');
    expect(codes.some((c: string) => c.startsWith('ERA_PARITY warning'))).toBe(true);
  });
});
