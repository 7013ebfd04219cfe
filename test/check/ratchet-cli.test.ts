import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, cliJson, project, SPEC_SERVER, specServer } from '../helpers.js';

const tool = (descriptionLength: number) => ({
  name: 'search_code',
  description: 'd'.repeat(descriptionLength),
  inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
});
const small = { name: 'ping', description: 'Ping.', inputSchema: { type: 'object' } };
const bytesOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

function setTools(dir: string, tools: unknown[]) {
  writeFileSync(path.join(dir, 'spec.json'), JSON.stringify({ tools }));
}
const budget = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'budget.json'), 'utf8'));
const numbers = (value: unknown): number[] =>
  typeof value === 'number' ? [value] : typeof value === 'object' && value ? Object.values(value).flatMap(numbers) : [];

describe('ratchet', () => {
  it("init writes a budget that passes at once, listing today's oversized tool at its size", async () => {
    const dir = project({ 'spec.json': { tools: [tool(5000), small] } });
    const init = await cli(dir, ['init', '--server', `s=node ${SPEC_SERVER} spec.json`]);
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('Wrote budget.json.');
    const written = budget(dir);
    expect(written.$schema).toBe('./node_modules/mcp-budget/budget.schema.json');
    // No general limit is raised for one tool: the long description is listed as an oversized entry by itself.
    expect(written.limits).toMatchObject({ toolBytes: 4000, toolTokens: 1000, descriptionChars: 2048, nameChars: 64 });
    expect(written.oversized).toEqual({
      's/search_code': { bytes: bytesOf(tool(5000)), tokens: expect.any(Number), chars: 5000 },
    });
    const check = await cliJson(dir, ['check']);
    expect(check.code).toBe(0);
    expect(check.report.findings).toEqual([]);
    // Totals sit 10% above today's: the next tool has to make room.
    expect(written.limits.totalBytes).toBe(Math.ceil(check.report.totals.bytes * 1.1));
    expect(written.limits.totalTokens).toBe(Math.ceil(check.report.totals.tokens * 1.1));
    const again = await cli(dir, ['init', '--server', 'x']);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('already exists');
  });

  it('growth past an oversized entry is OVERSIZED_GREW; update never raises it', async () => {
    const dir = project({
      'spec.json': { tools: [tool(5500)] },
      'budget.json': {
        servers: { s: specServer('spec.json') },
        limits: { toolBytes: 4000 },
        oversized: { 's/search_code': { bytes: bytesOf(tool(5000)) } },
      },
    });
    const before = readFileSync(path.join(dir, 'budget.json'), 'utf8');
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(1);
    expect(report.findings).toEqual([
      expect.objectContaining({
        code: 'OVERSIZED_GREW',
        subject: 's/search_code',
        limit: bytesOf(tool(5000)),
        actual: bytesOf(tool(5500)),
        path: 'oversized["s/search_code"].bytes',
      }),
    ]);
    const update = await cli(dir, ['update']);
    expect(update.code).toBe(1);
    expect(update.stdout).toContain('is up to date');
    expect(readFileSync(path.join(dir, 'budget.json'), 'utf8')).toBe(before);
  });

  it('shrinkage beyond the tolerance is OVERSIZED_STALE until update lowers the entry to the exact new size', async () => {
    const dir = project({
      'spec.json': { tools: [tool(4500)] },
      'budget.json': {
        servers: { s: specServer('spec.json') },
        limits: { toolBytes: 4000 },
        oversized: { 's/search_code': { bytes: bytesOf(tool(5000)) } },
      },
    });
    const stale = await cliJson(dir, ['check']);
    expect(stale.code).toBe(1);
    expect(stale.report.findings).toEqual([
      expect.objectContaining({
        code: 'OVERSIZED_STALE',
        severity: 'error',
        limit: bytesOf(tool(5000)),
        actual: bytesOf(tool(4500)),
      }),
    ]);
    const text = await cli(dir, ['check']);
    expect(text.stdout).toContain('run `npx mcp-budget update` and commit budget.json');
    const numbersBefore = numbers(budget(dir));
    const dry = await cli(dir, ['update', '--dry-run']);
    expect(dry.stdout).toContain('Would update budget.json:');
    expect(budget(dir).oversized['s/search_code'].bytes).toBe(bytesOf(tool(5000)));
    const update = await cli(dir, ['update']);
    expect(update.code).toBe(0);
    expect(update.stdout).toContain(
      `lowered oversized["s/search_code"]: bytes ${bytesOf(tool(5000)).toLocaleString('en-US')} → ${bytesOf(tool(4500)).toLocaleString('en-US')}`,
    );
    expect(budget(dir).oversized['s/search_code'].bytes).toBe(bytesOf(tool(4500)));
    const numbersAfter = numbers(budget(dir));
    numbersAfter.forEach((n, i) => expect(n).toBeLessThanOrEqual(numbersBefore[i]!));
    expect((await cliJson(dir, ['check'])).code).toBe(0);
  });

  it('a shrink inside ratchet.minDelta is not stale; ratchet.stale "warning" passes with a warning', async () => {
    const dir = project({
      'spec.json': { tools: [tool(4990)] },
      'budget.json': {
        servers: { s: specServer('spec.json') },
        limits: { toolBytes: 4000 },
        oversized: { 's/search_code': { bytes: bytesOf(tool(5000)) } },
      },
    });
    expect((await cliJson(dir, ['check'])).report.findings).toEqual([]);
    setTools(dir, [tool(4000)]);
    writeFileSync(path.join(dir, 'budget.json'), JSON.stringify({ ...budget(dir), ratchet: { stale: 'warning' } }));
    const warned = await cliJson(dir, ['check']);
    expect(warned.code).toBe(0);
    expect(warned.report.findings).toEqual([expect.objectContaining({ code: 'OVERSIZED_STALE', severity: 'warning' })]);
  });

  it('an entry whose tool fits the general limit again, or is gone, is removed by update', async () => {
    const dir = project({
      'spec.json': { tools: [tool(100), small] },
      'budget.json': {
        servers: { s: specServer('spec.json') },
        limits: { toolBytes: 4000 },
        oversized: { 's/search_code': { bytes: 5063 }, 's/deleted_tool': { bytes: 9000 } },
      },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(1);
    expect(report.findings.map((f: { code: string; subject: string }) => `${f.code} ${f.subject}`).sort()).toEqual([
      'OVERSIZED_OBSOLETE s/deleted_tool',
      'OVERSIZED_STALE s/search_code',
    ]);
    const update = await cli(dir, ['update']);
    expect(update.code).toBe(0);
    expect(update.stdout).toContain('removed oversized["s/deleted_tool"]');
    expect(budget(dir).oversized).toBeUndefined(); // the last entry gone takes "oversized" with it
  });

  it('update lowers a total with room past the headroom, to today plus the headroom; never raises one', async () => {
    const dir = project({
      'spec.json': { tools: [small] },
      'budget.json': { servers: { s: specServer('spec.json') }, limits: { totalBytes: 100000, totalTokens: 1 } },
    });
    const today = (await cliJson(dir, ['measure'])).report.totals;
    const updated = await cli(dir, ['update', '--headroom', '20']);
    expect(updated.stdout).toContain(
      `lowered limits.totalBytes: 100,000 → ${Math.ceil(today.bytes * 1.2).toLocaleString('en-US')}`,
    );
    const written = budget(dir);
    expect(written.limits).toEqual({ totalBytes: Math.ceil(today.bytes * 1.2), totalTokens: 1 });
  });

  it('update edits numbers in place: key order, formatting and every other byte stay', async () => {
    const oldBytes = bytesOf(tool(5000));
    const text = `{
  "limits": { "toolBytes": 4000 },
  "oversized": {
    "s/search_code": { "tokens": 99999, "bytes": ${oldBytes} }
  },
  "servers": { "s": { "command": ${JSON.stringify(process.execPath)}, "args": [${JSON.stringify(SPEC_SERVER)}, "spec.json"] } }
}
`;
    const dir = project({ 'spec.json': { tools: [tool(4500)] }, 'budget.json': text });
    const update = await cli(dir, ['update']);
    expect(update.code).toBe(0);
    const after = readFileSync(path.join(dir, 'budget.json'), 'utf8');
    const newTokens = (await cliJson(dir, ['measure'])).report.servers[0].tools[0].tokens;
    expect(after).toBe(
      text.replace(`"tokens": 99999, "bytes": ${oldBytes}`, `"tokens": ${newTokens}, "bytes": ${bytesOf(tool(4500))}`),
    );
  });
});
