// An imported server (.mcp.json) whose `${KEY}` is unset where mcp-budget runs could not be started: the check must
// not pass green over the others, and init must not write totals that leave it out (the CI run that has the key
// would then fail on the missing server's share: TOTAL_OVER_BUDGET).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_CLI, cli, cliJson, project, runNode, SPEC_SERVER, sizedTool } from './helpers.js';

const keyed = { name: 'keyed', tools: [sizedTool('lookup', 300)] };
const plain = { name: 'plain', tools: [sizedTool('small', 200)] };
const MCP = {
  mcpServers: {
    keyed: { command: process.execPath, args: [SPEC_SERVER, 'keyed.json'], env: { API_KEY: '${API_KEY}' } },
    plain: { command: process.execPath, args: [SPEC_SERVER, 'plain.json'] },
  },
};
const files = { 'keyed.json': keyed, 'plain.json': plain, '.mcp.json': MCP };

describe('an imported server whose ${VAR} is unset', () => {
  it('check: ENV_VARIABLE_UNSET (an error) naming the server and the variable, exit 1, no green check', async () => {
    const dir = project({ ...files, 'budget.json': { mcpConfig: '.mcp.json' } });
    const { code, report } = await cliJson(dir, ['check']);
    const unset = report.findings.filter((f: { code: string }) => f.code === 'ENV_VARIABLE_UNSET');
    expect(unset).toHaveLength(1);
    expect(unset[0]).toMatchObject({ subject: 'keyed', severity: 'error' });
    expect(unset[0].message).toContain('${API_KEY}');
    expect(unset[0].message).toContain('.mcp.json');
    expect(unset[0].fix).toContain('API_KEY');
    expect(report.findings.filter((f: { code: string }) => f.code === 'SERVER_START_FAILED')).toEqual([]);
    expect(report.skippedServers).toEqual([
      expect.objectContaining({ server: 'keyed', origin: '.mcp.json', variable: 'API_KEY' }),
    ]);
    expect(code).toBe(1);
    // The built CLI, as a user runs it: the text report says so, and does not end on a check mark.
    const run = await runNode(BUILT_CLI, ['check'], { cwd: dir, env: { API_KEY: undefined } });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('ENV_VARIABLE_UNSET');
    expect(run.stdout).toContain('API_KEY');
    expect(run.stdout).not.toContain('✔');
  });

  it('with the key set: both servers measured, no finding, exit 0', async () => {
    const dir = project({ ...files, 'budget.json': { mcpConfig: '.mcp.json' } });
    const { code, report } = await cliJson(dir, ['check'], { API_KEY: 'secret' });
    expect(report.servers.map((s: { name: string }) => s.name)).toEqual(['keyed', 'plain']);
    expect(report.findings).toEqual([]);
    expect(code).toBe(0);
  });

  it('init without the key writes nothing and names the server and the variable; with it, totals hold both servers', async () => {
    const dir = project(files);
    const without = await cli(dir, ['init']);
    expect(without.code).toBe(1);
    expect(without.stdout + without.stderr).toContain('keyed');
    expect(without.stdout + without.stderr).toContain('API_KEY');
    expect(existsSync(path.join(dir, 'budget.json'))).toBe(false);

    const withKey = await cli(dir, ['init'], { API_KEY: 'secret' });
    expect(withKey.code, withKey.stdout + withKey.stderr).toBe(0);
    const budget = JSON.parse(readFileSync(path.join(dir, 'budget.json'), 'utf8'));
    expect(budget.mcpConfig).toBe('.mcp.json');
    // The CI run with the key is judged against totals that hold both servers.
    const { code, report } = await cliJson(dir, ['check'], { API_KEY: 'secret' });
    expect(report.servers.map((s: { name: string }) => s.name)).toEqual(['keyed', 'plain']);
    expect(report.totals.bytes).toBeLessThanOrEqual(budget.limits.totalBytes);
    expect(code).toBe(0);
  });
});
