// An imported server (.mcp.json) whose `${KEY}` is unset where mcp-budget runs could not be started: the check must
// not pass green over the others, and init must not write totals that leave it out (the CI run that has the key
// would then fail on the missing server's share: TOTAL_OVER_BUDGET).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_CLI, cli, cliJson, project, runNode, SPEC_SERVER, sizedTool } from '../helpers.js';

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

// VS Code and Cursor write `${env:NAME}`. Both editors expand an unset one to "" (VS Code's variable resolver: "do
// the same as a normal shell does"), so the server starts there without its key; measured so in CI it would list
// fewer tools, or fail, and the check would pass green over it. The rule is .mcp.json's: ENV_VARIABLE_UNSET.
describe('init refusing for an unset variable', () => {
  it('says only that: the server, the variable and where it is named, and how to pass it; not the generic budget.json advice', async () => {
    const dir = project(files);
    const run = await cli(dir, ['init']);
    expect(run.code).toBe(1);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe(
      'Wrote nothing: keyed needs API_KEY (env.API_KEY in .mcp.json names ${API_KEY}), which is not set here: a budget measured without it would be too small for a run that has it.',
    );
    expect(lines[1]).toContain('API_KEY=… npx mcp-budget init');
    expect(run.stdout).not.toContain('does not exist yet');
    expect(run.stdout).not.toContain('"sandbox"');
    expect(existsSync(path.join(dir, 'budget.json'))).toBe(false);
  });

  it('with the only server unset: no empty list of measured servers, one line per variable', async () => {
    const dir = project({
      'keyed.json': keyed,
      '.vscode/mcp.json': {
        servers: {
          keyed: {
            command: process.execPath,
            args: [SPEC_SERVER, 'keyed.json', '--token=${env:API_TOKEN}'],
            env: { API_KEY: '${env:API_KEY}' },
          },
        },
      },
    });
    const run = await cli(dir, ['init']);
    expect(run.code).toBe(1);
    expect(run.stdout).not.toContain('()');
    expect(run.stdout).not.toContain('does not exist yet');
    // The import stops at the first unset variable it meets, and says which.
    expect(run.stdout.split('\n')[0]).toMatch(/^Wrote nothing: keyed needs (API_KEY|API_TOKEN) \(/);
  });
});

describe.each([
  ['.vscode/mcp.json', 'servers'],
  ['.cursor/mcp.json', 'mcpServers'],
])('a server in %s whose ${env:NAME} is unset', (config, key) => {
  const editorFiles = {
    'keyed.json': keyed,
    'plain.json': plain,
    [config]: {
      [key]: {
        keyed: {
          command: process.execPath,
          args: [SPEC_SERVER, 'keyed.json', '--token=${env:API_TOKEN}'],
          env: { API_KEY: '${env:API_KEY}' },
        },
        plain: { command: process.execPath, args: [SPEC_SERVER, 'plain.json'] },
      },
    },
  };

  it('check: ENV_VARIABLE_UNSET (an error) naming the server, the field and ${env:NAME}, exit 1', async () => {
    const dir = project({ ...editorFiles, 'budget.json': { mcpConfig: config } });
    const { code, report } = await cliJson(dir, ['check'], { API_TOKEN: 't' });
    const unset = report.findings.filter((f: { code: string }) => f.code === 'ENV_VARIABLE_UNSET');
    expect(unset).toHaveLength(1);
    expect(unset[0]).toMatchObject({ subject: 'keyed', severity: 'error' });
    expect(unset[0].message).toContain('env.API_KEY');
    expect(unset[0].message).toContain('${env:API_KEY}');
    expect(unset[0].message).toContain(config);
    // No `${VAR:-}` in these files: the fix offers what the editors do have.
    expect(unset[0].fix).toContain('API_KEY');
    expect(unset[0].fix).not.toContain(':-');
    expect(report.skippedServers).toEqual([
      expect.objectContaining({ server: 'keyed', origin: config, variable: 'API_KEY', field: 'env.API_KEY' }),
    ]);
    expect(code).toBe(1);
  });

  it('an unset ${env:NAME} in args is found too; with every variable set, both servers measured, exit 0', async () => {
    const dir = project({ ...editorFiles, 'budget.json': { mcpConfig: config } });
    const noToken = await cliJson(dir, ['check'], { API_KEY: 'secret' });
    expect(noToken.report.skippedServers).toEqual([
      expect.objectContaining({ server: 'keyed', variable: 'API_TOKEN', field: 'args' }),
    ]);
    expect(noToken.code).toBe(1);

    const { code, report } = await cliJson(dir, ['check'], { API_KEY: 'secret', API_TOKEN: 't' });
    expect(report.servers.map((s: { name: string }) => s.name)).toEqual(['keyed', 'plain']);
    expect(report.findings).toEqual([]);
    expect(code).toBe(0);
    // Set and empty is a value the editors pass on too: the server runs, nothing is unset.
    const empty = await cliJson(dir, ['check'], { API_KEY: '', API_TOKEN: '' });
    expect(empty.report.findings).toEqual([]);
    expect(empty.code).toBe(0);
  });
});
