// CLI papercuts a new user met, each with the real CLI on real servers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, project, specServer } from './helpers.js';

const spec = {
  tools: [{ name: 'a', description: 'A.', inputSchema: { type: 'object' } }],
  results: { a: { content: [{ type: 'text', text: 'done' }] } },
};

describe('CLI papercuts', () => {
  it('--base outside a git repository says so, not fetch-depth', async () => {
    const dir = project({ 'spec.json': spec, 'budget.json': { servers: { s: specServer('spec.json') } } });
    const run = await cli(dir, ['check', '--base', 'main'], { GIT_CEILING_DIRECTORIES: path.dirname(dir) });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--base main: this folder is not in a git repository');
    expect(run.stderr).not.toContain('fetch-depth');
  });

  it('"Measured N server(s)" counts the servers measured, and says how many failed', async () => {
    const dir = project({ 'spec.json': spec, 'dead.mjs': 'process.exit(1);\n' });
    const run = await cli(dir, [
      'measure',
      '--server',
      `ok=${process.execPath} ${specServer('spec.json').args.join(' ')}`,
      '--server',
      `dead=${process.execPath} dead.mjs`,
    ]);
    expect(run.stdout.trimEnd().split('\n').at(-1)).toBe(
      'Measured 1 of 2 server(s) (1 failed): 1 tools · 63 bytes · 16 tokens (o200k_base) · ✖ 1 error(s)',
    );
  });

  it('a shard says its verdict is partial, not "within budget"', async () => {
    const dir = project({
      'spec.json': spec,
      'budget.json': { servers: { s: specServer('spec.json'), t: specServer('spec.json') } },
    });
    const run = await cli(dir, ['check', '--shard', '1/2', '--output', 'shard-1.json']);
    expect(run.code).toBe(0);
    const last = run.stdout.trimEnd().split('\n').at(-1)!;
    expect(last).not.toContain('within budget');
    expect(last).toMatch(
      /^shard 1\/2: no errors in this shard \(1 server\(s\)\); the verdict is `mcp-budget merge` of every shard's report: 1 tools · 63 bytes · 16 tokens \(o200k_base\)$/,
    );
  });

  it('update that removes the last oversized entry removes "oversized", not leaving it empty', async () => {
    const dir = project({
      'spec.json': spec,
      'budget.json': {
        servers: { s: specServer('spec.json') },
        limits: { toolBytes: 4000 },
        oversized: { 's/a': { bytes: 5000 } },
      },
    });
    const run = await cli(dir, ['update']);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const text = readFileSync(path.join(dir, 'budget.json'), 'utf8');
    expect(text).not.toContain('oversized');
    expect(JSON.parse(text)).toEqual({ servers: { s: specServer('spec.json') }, limits: { toolBytes: 4000 } });
  });

  it('a result over the message cap shows that its tokens were not counted, and why, not 0', async () => {
    const big = { ...spec, results: { a: { content: [{ type: 'text', text: 'x'.repeat(3000) }] } } };
    const dir = project({
      'spec.json': big,
      'budget.json': { servers: { s: specServer('spec.json') }, fixtures: [{ name: 'huge', server: 's', tool: 'a' }] },
    });
    const run = await cli(dir, ['check', '--max-message-bytes', '1024']);
    const row = run.stdout.split('\n').find((line) => line.trimStart().startsWith('huge'))!;
    expect(row).toContain('not counted');
    expect(row).not.toMatch(/\s0\s/);
    expect(run.stdout).toContain('huge: tokens not counted: a message of 3,');
    expect(run.stdout).toContain(
      'bytes, over the message cap (--max-message-bytes, 64 MiB by default), is measured in bytes only',
    );
  });
});

describe('explain, for a name that is not <server>/<tool>', () => {
  it('explain get_issue lists the tools it could mean, with their servers', async () => {
    const tools = {
      tools: [
        { name: 'get_issue', description: 'A.', inputSchema: { type: 'object' } },
        { name: 'get_issues', description: 'B.', inputSchema: { type: 'object' } },
        { name: 'list_pulls', description: 'C.', inputSchema: { type: 'object' } },
      ],
    };
    const dir = project({ 'spec.json': tools, 'budget.json': { servers: { github: specServer('spec.json') } } });
    const run = await cli(dir, ['explain', 'get_issue']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      'explain takes <server>/<tool>, prompt:<server>/<name>, resource:<server>/<uri> or fixture:<name>; "get_issue" could be: github/get_issue, github/get_issues',
    );
    expect(run.stderr).not.toContain('list_pulls');
  });
});

describe('explain, for a tool name that matches no tool exactly', () => {
  const tools = {
    tools: ['github_get_issue', 'get_issues', 'issue_read', 'list_pulls', 'get_pull'].map((name) => ({
      name,
      description: 'A.',
      inputSchema: { type: 'object' },
    })),
  };

  it('explain get_issue lists the closest names: containing it, a typo away, sharing a word', async () => {
    const dir = project({ 'spec.json': tools, 'budget.json': { servers: { github: specServer('spec.json') } } });
    const run = await cli(dir, ['explain', 'get_issue']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      '"get_issue" could be: github/get_issues, github/github_get_issue, github/issue_read\n',
    );
  });

  it('explain github/get_isue names the closest tools first, not the first 20 it lists', async () => {
    const dir = project({ 'spec.json': tools, 'budget.json': { servers: { github: specServer('spec.json') } } });
    const run = await cli(dir, ['explain', 'github/get_isue']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('server "github" lists no tool "get_isue"; the closest: "get_issues"\n');
  });
});

describe('hints that name a command', () => {
  it('name --config when the run was given one', async () => {
    const dir = project({
      'ci/spec.json': spec,
      'ci/mcp-budget.json': { servers: { s: specServer('spec.json') }, limits: { toolBytes: 10 } },
    });
    const { report } = await (await import('./helpers.js')).cliJson(dir, ['check', '--config', 'ci/mcp-budget.json']);
    const over = report.findings.find((finding: { code: string }) => finding.code === 'TOOL_OVER_BUDGET');
    expect(
      report.findings.map((finding: { code: string; message: string }) => `${finding.code} ${finding.message}`),
    ).toEqual(['TOOL_OVER_BUDGET tool definition is 63 > 10 (+53) bytes']);
    expect(over.fix).toContain('`npx mcp-budget explain s/a --config ci/mcp-budget.json`');
  });
});

describe('hints that name a command, for every finding', () => {
  it('--config in each of several fixes, and in the commands explain and the summary print', async () => {
    const tool = (name: string) => ({
      name,
      description: `Does ${name}.`,
      inputSchema: { type: 'object', $defs: { unused: { type: 'string', description: 'x'.repeat(60) } } },
    });
    const dir = project({
      'ci/spec.json': { tools: [tool('a'), tool('b'), tool('c')] },
      'ci/mcp-budget.json': { servers: { s: specServer('spec.json') }, limits: { toolBytes: 10 } },
    });
    const { report } = await (await import('./helpers.js')).cliJson(dir, ['check', '--config', 'ci/mcp-budget.json']);
    const fixes = report.findings
      .filter((finding: { code: string }) => finding.code === 'TOOL_OVER_BUDGET')
      .map((finding: { fix: string }) => finding.fix);
    expect(fixes).toHaveLength(3);
    for (const [i, name] of ['a', 'b', 'c'].entries())
      expect(fixes[i]).toContain(`\`npx mcp-budget explain s/${name} --config ci/mcp-budget.json\``);
    const explained = await cli(dir, ['explain', 's/a', '--config', 'ci/mcp-budget.json']);
    expect(explained.stdout).toContain(
      '(npx mcp-budget suggest s/a --config ci/mcp-budget.json proposes dropping them)',
    );
    const suggested = await cli(dir, ['suggest', '--config', 'ci/mcp-budget.json']);
    expect(suggested.stdout).toContain(
      'After a change, `npx mcp-budget update --config ci/mcp-budget.json` lowers the budget to the new size.',
    );
    const summary = await cli(dir, ['check', '--config', 'ci/mcp-budget.json', '--reporter', 'markdown']);
    expect(summary.stdout).toContain(
      '_`npx mcp-budget suggest <subject> --config ci/mcp-budget.json` lists every measured change; after one, `npx mcp-budget update --config ci/mcp-budget.json` lowers the budget._',
    );
  });
});

describe('--base-setup', () => {
  it('logs while it runs, line by line, and a failed setup reads as text, not \\x0a', async () => {
    const { execFileSync } = await import('node:child_process');
    const dir = project({ 'spec.json': spec, 'budget.json': { servers: { s: specServer('spec.json') } } });
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t.invalid', ...args], {
        cwd: dir,
        stdio: 'ignore',
      });
    git('init', '-q', '-b', 'main');
    git('add', '-A');
    git('commit', '-q', '-m', 'base');
    git('checkout', '-q', '-b', 'change');
    const run = await cli(dir, [
      'check',
      '--base',
      'main',
      '--base-setup',
      'echo installing one >&2; echo installing two >&2; exit 1',
    ]);
    expect(run.stderr).toContain("mcp-budget: running --base-setup in the merge base's worktree");
    expect(run.stderr).toContain('  base-setup: installing one\n  base-setup: installing two\n');
    expect(run.stdout).toContain('--base-setup exited with 1: installing one | installing two');
    expect(run.stdout).not.toContain('\\x0a');
  });
});
