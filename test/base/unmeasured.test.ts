import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, cliJson, project, SPEC_SERVER, sizedTool } from '../helpers.js';

// A server this run could not measure (its variable unset in CI) is still configured: its oversized entries are
// unknown this run, never obsolete, and update neither deletes them nor lowers the totals from the others alone.
const big = { name: 'keyed', tools: [sizedTool('big_a', 6000), sizedTool('big_b', 5000)] };
const small = { name: 'plain', tools: [sizedTool('small', 300)] };
const MCP = {
  mcpServers: {
    keyed: { command: process.execPath, args: [SPEC_SERVER, 'big.json'], env: { TOKEN: '${API_KEY}' } },
    plain: { command: process.execPath, args: [SPEC_SERVER, 'small.json'] },
  },
};

describe('a server that was not measured keeps its entries', () => {
  it('init with the key, then check and update without it: no OVERSIZED_OBSOLETE, entries and totals kept, the left-out server named', async () => {
    const dir = project({ 'big.json': big, 'small.json': small, '.mcp.json': MCP });
    const init = await cli(dir, ['init'], { API_KEY: 'secret' });
    expect(init.code).toBe(0);
    const written = readFileSync(path.join(dir, 'budget.json'), 'utf8');
    const budget = JSON.parse(written);
    expect(Object.keys(budget.oversized)).toEqual(['keyed/big_a', 'keyed/big_b']);

    const { report } = await cliJson(dir, ['check']);
    expect(report.skippedServers.map((s: { server: string }) => s.server)).toEqual(['keyed']);
    expect(report.findings.filter((f: { code: string }) => f.code.startsWith('OVERSIZED_'))).toEqual([]);

    const update = await cli(dir, ['update']);
    expect(readFileSync(path.join(dir, 'budget.json'), 'utf8')).toBe(written);
    expect(update.stdout).toContain('left out, not measured this run: keyed');
  });
});
