// A server whose tool list depends on an environment variable (GitHub's write tools appear only with a token): it
// is measured with the env its config names; a `${VAR}` reference that the environment lacks is a finding naming
// the variable, never a silently smaller list; `init --force` keeps the server's env and the fixtures.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, cliJson, FIXTURES, project } from '../helpers.js';

const ZOD_TOOLS = path.join(FIXTURES, 'servers', 'zod-tools.mjs');
// Read in the server's own process: what it lists is what its environment holds.
const TOOLS = `export const tools = (z) => [
  { name: 'read_issue', description: 'Read an issue.', inputSchema: { number: z.number() } },
  ...(process.env.GITHUB_TOKEN ? [
    { name: 'create_issue', description: 'Create an issue in a repository you can write to.', inputSchema: { title: z.string(), body: z.string() } },
    { name: 'close_issue', description: 'Close an issue.', inputSchema: { number: z.number() } },
  ] : []),
];
`;
const server = { command: process.execPath, args: [ZOD_TOOLS, 'tools.mjs'], env: { GITHUB_TOKEN: '${GITHUB_TOKEN}' } };
const fixtures = [{ name: 'one', server: 'github', tool: 'read_issue', arguments: { number: 1 } }];

describe('a tool list that depends on an env variable', () => {
  it('measured with the variable the config names: all 3 tools', async () => {
    const dir = project({ 'tools.mjs': TOOLS, 'budget.json': { servers: { github: server } } });
    const { report } = await cliJson(dir, ['check'], { GITHUB_TOKEN: 'ghp_test' });
    expect(report.servers[0].tools.map((t: { name: string }) => t.name).sort()).toEqual([
      'close_issue',
      'create_issue',
      'read_issue',
    ]);
    expect(report.findings.filter((f: { code: string }) => f.code === 'ENV_VARIABLE_UNSET')).toEqual([]);
  });

  it('a ${VAR} the environment lacks: a finding naming the variable and the entry, not a silently smaller list', async () => {
    const dir = project({ 'tools.mjs': TOOLS, 'budget.json': { servers: { github: server } } });
    const { code, report } = await cliJson(dir, ['check']);
    expect(report.servers[0].tools.map((t: { name: string }) => t.name)).toEqual(['read_issue']);
    const unset = report.findings.filter((f: { code: string }) => f.code === 'ENV_VARIABLE_UNSET');
    expect(unset).toHaveLength(1);
    expect(unset[0]).toMatchObject({ subject: 'github', severity: 'error', path: 'servers.github.env.GITHUB_TOKEN' });
    expect(unset[0].message).toContain('GITHUB_TOKEN');
    expect(unset[0].fix).toContain('GITHUB_TOKEN');
    expect(code).toBe(1);
    const text = await cli(dir, ['check']);
    expect(text.stdout).toContain('ENV_VARIABLE_UNSET');
  });

  it('${VAR:-} says the variable is optional: no finding', async () => {
    const dir = project({
      'tools.mjs': TOOLS,
      'budget.json': { servers: { github: { ...server, env: { GITHUB_TOKEN: '${GITHUB_TOKEN:-}' } } } },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(report.findings).toEqual([]);
    expect(code).toBe(0);
  });

  it("init --force measures with the env, and keeps the server's env and the fixtures", async () => {
    const dir = project({ 'tools.mjs': TOOLS, 'budget.json': { servers: { github: server }, fixtures } });
    const run = await cli(dir, ['init', '--force'], { GITHUB_TOKEN: 'ghp_test' });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const written = JSON.parse(readFileSync(path.join(dir, 'budget.json'), 'utf8'));
    expect(written.servers.github.env).toEqual({ GITHUB_TOKEN: '${GITHUB_TOKEN}' });
    expect(written.fixtures).toEqual(fixtures);
    expect(written.limits.toolCount).toBeGreaterThanOrEqual(3);
    const { code, report } = await cliJson(dir, ['check'], { GITHUB_TOKEN: 'ghp_test' });
    expect(report.servers[0].tools).toHaveLength(3);
    expect(code).toBe(0);
  });

  it('init --force without the variable writes nothing from a smaller list: it names the variable', async () => {
    const dir = project({ 'tools.mjs': TOOLS, 'budget.json': { servers: { github: server }, fixtures } });
    const before = readFileSync(path.join(dir, 'budget.json'), 'utf8');
    const run = await cli(dir, ['init', '--force']);
    expect(run.code).not.toBe(0);
    expect(run.stdout + run.stderr).toContain('GITHUB_TOKEN');
    expect(readFileSync(path.join(dir, 'budget.json'), 'utf8')).toBe(before);
  });
});
