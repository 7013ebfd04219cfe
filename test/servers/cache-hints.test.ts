import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { cliJson, FIXTURES, project, ROOT } from '../helpers.js';

// Revision 2026-07-28 makes every list and resources/read cacheable: ttlMs and cacheScope on each answer, and one
// cacheScope for the pages of one listing. A hand-written server (no SDK) breaks exactly the rule each test is about.
const MODERN_RAW = path.join(FIXTURES, 'servers', 'modern-raw.mjs');
const TOOLS = [{ name: 'echo', description: 'Echo text back', inputSchema: { type: 'object' } }];
const GOOD = { ttlMs: 60000, cacheScope: 'private' };
const prompts = [{ name: 'review', description: 'Review the change' }];
const resources = [
  { uri: 'file:///a.md', name: 'a' },
  { uri: 'file:///b.md', name: 'b' },
  { uri: 'file:///c.md', name: 'c' },
];
const validReport = new Ajv({ strict: false }).compile(
  JSON.parse(readFileSync(path.join(ROOT, 'report.schema.json'), 'utf8')),
);
type Finding = { code: string; severity: string; subject: string; message: string };

async function check(spec: Record<string, unknown>) {
  const dir = project({
    'spec.json': spec,
    'budget.json': {
      servers: { s: { command: process.execPath, args: [MODERN_RAW, 'spec.json'] } },
      sandbox: { network: 'host' },
    },
  });
  const { report } = await cliJson(dir, ['check']);
  validReport(report);
  expect(validReport.errors ?? []).toEqual([]);
  return report as {
    findings: Finding[];
    servers: Array<{ prompts?: { items: unknown[] }; resources?: { pages: number } }>;
  };
}

describe('cache hints on every list (revision 2026-07-28)', () => {
  it('prompts/list and resources/list without ttlMs and cacheScope are CACHE_HINTS_MISSING, each named', async () => {
    const report = await check({ tools: TOOLS, prompts, resources, cacheHints: {} });
    const missing = report.findings.filter((f) => f.code === 'CACHE_HINTS_MISSING').map((f) => f.message.split(' ')[3]);
    expect(missing).toEqual([
      'server/discover',
      'tools/list',
      'prompts/list',
      'resources/list',
      'resources/templates/list',
    ]);
    expect(report.servers[0]!.prompts!.items.length).toBe(1);
  });

  it('pages of one resources/list with different cacheScopes are CACHE_SCOPE_VARIES; the same scope on every page is not', async () => {
    const hinted = {
      'server/discover': [GOOD],
      'tools/list': [GOOD],
      'prompts/list': [GOOD],
      'resources/templates/list': [GOOD],
    };
    const varies = await check({
      tools: TOOLS,
      resources,
      listPageSize: 2,
      cacheHints: GOOD,
      pageHints: { ...hinted, 'resources/list': [{ ttlMs: 60000, cacheScope: 'public' }, GOOD] },
    });
    expect(varies.servers[0]!.resources!.pages).toBe(2);
    const found = varies.findings.filter((f) => f.code.startsWith('CACHE_'));
    expect(found.map((f) => `${f.code} ${f.severity}`)).toEqual(['CACHE_SCOPE_VARIES error']);
    expect(found[0]!.message).toContain('resources/list');
    expect(found[0]!.message).toContain('page 1 "public", page 2 "private"');

    const same = await check({ tools: TOOLS, resources, listPageSize: 2, cacheHints: GOOD });
    expect(same.findings.filter((f) => f.code.startsWith('CACHE_'))).toEqual([]);
  });
});
