import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { cli, cliJson, project, specServer } from '../helpers.js';

type Finding = {
  code: string;
  subject: string;
  limit?: number;
  actual?: number;
  unit?: string;
  path?: string;
  severity: string;
};

const big = {
  name: 'search_code',
  description: 'x'.repeat(3000),
  inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
};
const small = { name: 'ping', description: 'Ping.', inputSchema: { type: 'object' } };
const bigBytes = Buffer.byteLength(JSON.stringify(big));
const smallBytes = Buffer.byteLength(JSON.stringify(small));

function codes(findings: Finding[]): string[] {
  return findings.map((f) => f.code).sort();
}

describe('check: limits', () => {
  it('passes a budget the servers fit, exit 0', async () => {
    const dir = project({
      'spec.json': { tools: [small] },
      'budget.json': {
        servers: { s: specServer('spec.json') },
        limits: { toolBytes: 4000, toolTokens: 1000, toolCount: 10 },
      },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(0);
    expect(report.ok).toBe(true);
    expect(report.findings).toEqual([]);
  });

  it('reports each over-limit subject with limit, actual and the path to edit, exit 1', async () => {
    const dir = project({
      'spec.json': { tools: [big, small], instructions: 'i'.repeat(2100) },
      'budget.json': {
        servers: { s: specServer('spec.json') },
        limits: {
          toolBytes: 2000,
          toolTokens: 300,
          descriptionChars: 2048,
          totalBytes: 3000,
          toolCount: 1,
          nameChars: 16,
        },
      },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(1);
    const findings: Finding[] = report.findings;
    expect(codes(findings)).toEqual([
      'DESCRIPTION_TOO_LONG',
      'INSTRUCTIONS_TOO_LONG',
      'NAME_TOO_LONG',
      'TOOL_OVER_BUDGET',
      'TOOL_OVER_BUDGET',
      'TOO_MANY_TOOLS',
      'TOTAL_OVER_BUDGET',
    ]);
    const bytes = findings.find((f) => f.code === 'TOOL_OVER_BUDGET' && f.unit === 'bytes')!;
    expect(bytes).toMatchObject({
      subject: 's/search_code',
      limit: 2000,
      actual: bigBytes,
      path: 'limits.toolBytes',
      severity: 'error',
    });
    const tokens = findings.find((f) => f.code === 'TOOL_OVER_BUDGET' && f.unit === 'tokens')!;
    expect(tokens).toMatchObject({ limit: 300, actual: countTokens(JSON.stringify(big)) });
    expect(findings.find((f) => f.code === 'NAME_TOO_LONG')).toMatchObject({
      subject: 's/search_code',
      actual: 'mcp__s__search_code'.length,
      limit: 16,
    });
    expect(findings.find((f) => f.code === 'TOTAL_OVER_BUDGET')).toMatchObject({
      subject: 'total',
      actual: bigBytes + smallBytes + 2100,
      limit: 3000,
    });
    expect(findings.find((f) => f.code === 'TOO_MANY_TOOLS')).toMatchObject({
      actual: 2,
      limit: 1,
      path: 'limits.toolCount',
    });
    expect(findings.find((f) => f.code === 'INSTRUCTIONS_TOO_LONG')).toMatchObject({ subject: 's', actual: 2100 });
  });

  it("a server's own limits override the top-level ones, and say where they are written", async () => {
    const dir = project({
      'spec.json': { tools: [big] },
      'budget.json': {
        servers: { s: { ...specServer('spec.json'), limits: { toolBytes: 100 } } },
        limits: { toolBytes: 100_000 },
      },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(1);
    expect(report.findings).toHaveLength(1);
    expect(report.findings[0]).toMatchObject({
      code: 'TOOL_OVER_BUDGET',
      limit: 100,
      path: 'servers.s.limits.toolBytes',
    });
  });

  it('flags duplicate tool names across servers and schemas ajv cannot compile', async () => {
    const broken = { name: 'broken', inputSchema: { type: 'object', properties: { q: { type: 'strng' } } } };
    const dir = project({
      'a.json': { tools: [small, broken] },
      'b.json': { tools: [small] },
      'budget.json': { servers: { a: specServer('a.json'), b: specServer('b.json') } },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(1);
    expect(codes(report.findings)).toEqual(['DUPLICATE_TOOL_NAME', 'INVALID_INPUT_SCHEMA']);
    expect(report.findings.find((f: Finding) => f.code === 'INVALID_INPUT_SCHEMA').subject).toBe('a/broken');
    expect(report.findings.find((f: Finding) => f.code === 'DUPLICATE_TOOL_NAME').subject).toBe('ping');
  });

  it('tools that reuse one $id in their schemas are not invalid', async () => {
    const schema = {
      $id: 'urn:acme:args',
      type: 'object',
      properties: { q: { $ref: '#/$defs/q' } },
      $defs: { q: { $id: 'urn:acme:q', type: 'string' } },
    };
    const dir = project({
      'spec.json': {
        tools: [
          { name: 'a', inputSchema: schema },
          { name: 'b', inputSchema: schema },
        ],
        results: { a: { content: [{ type: 'text', text: 'ok' }] } },
      },
      'budget.json': {
        servers: { s: specServer('spec.json') },
        fixtures: [{ name: 'a', server: 's', tool: 'a', arguments: { q: 'x' } }],
      },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(report.findings).toEqual([]);
    expect(code).toBe(0);
  });

  it('text output names limit, actual, the excess, the budget.json line and the fix', async () => {
    const dir = project({
      'spec.json': { tools: [big] },
      'budget.json': { servers: { s: specServer('spec.json') }, limits: { toolBytes: 2000 } },
    });
    const { code, stdout } = await cli(dir, ['check']);
    expect(code).toBe(1);
    expect(stdout).toContain('error   TOOL_OVER_BUDGET  s/search_code');
    expect(stdout).toContain(
      `tool definition is ${bigBytes.toLocaleString('en-US')} > 2,000 (+${(bigBytes - 2000).toLocaleString('en-US')}) bytes`,
    );
    expect(stdout).toMatch(/edit: budget\.json:\d+ limits\.toolBytes/);
    expect(stdout).toContain('fix:');
    expect(stdout).toContain('✖ 1 error(s)');
    expect(stdout).not.toContain('::error');
    const inActions = await cli(dir, ['check'], { GITHUB_ACTIONS: 'true' });
    expect(inActions.stdout).toMatch(/^::error file=budget\.json,line=\d+,title=TOOL_OVER_BUDGET s\/search_code::/m);
  });
});
