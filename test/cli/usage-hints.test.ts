// Usage errors and hints that point the right way: one line, the nearest option or key, nothing written by a dry run.
import { describe, expect, it } from 'vitest';
import { cli, project, SPEC_SERVER, specServer } from '../helpers.js';

describe('hints that point the right way', () => {
  const spec = { tools: [{ name: 'a', description: 'A.', inputSchema: { type: 'object' } }] };

  it('init --dry-run writes nothing, not even with --ci --force over a real budget', async () => {
    const { existsSync, readFileSync } = await import('node:fs');
    const dir = project({ 'spec.json': spec });
    const server = `node ${JSON.stringify(SPEC_SERVER)} spec.json`.replace('node', JSON.stringify(process.execPath));
    const dry = await cli(dir, ['init', '--server', server, '--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('Would write budget.json (--dry-run wrote nothing)');
    expect(existsSync(`${dir}/budget.json`)).toBe(false);
    const real = project({
      'spec.json': spec,
      'budget.json': { servers: { s: specServer('spec.json') }, limits: { toolBytes: 123 } },
    });
    const before = readFileSync(`${real}/budget.json`, 'utf8');
    const forced = await cli(real, ['init', '--server', server, '--ci', '--dry-run', '--force']);
    expect(forced.code).toBe(0);
    expect(readFileSync(`${real}/budget.json`, 'utf8')).toBe(before);
    // Without --force, a dry run over an existing budget says that init itself would refuse.
    const over = await cli(real, ['init', '--server', server, '--dry-run']);
    expect(over.code).toBe(0);
    expect(over.stdout).toContain(
      'budget.json already exists, and init refuses to overwrite it without --force; init --force would write (--dry-run wrote nothing):',
    );
    expect(forced.stdout).toContain('Would write budget.json (--dry-run wrote nothing)');
    expect(readFileSync(`${real}/budget.json`, 'utf8')).toBe(before);
  });

  it('an unknown option is named, with the option it is closest to, in one line', async () => {
    const dir = project({});
    const typo = await cli(dir, ['check', '--confg', 'b.json']);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toBe(
      'mcp-budget: unknown option --confg (did you mean --config?)\nRun `mcp-budget --help` for commands and options.\n',
    );
    const far = await cli(dir, ['--frobnicate']);
    expect(far.stderr.split('\n')[0]).toBe('mcp-budget: unknown option --frobnicate');
  });

  it('explain with no subject says what it takes; a usage error is one line, not the whole help', async () => {
    const dir = project({});
    const run = await cli(dir, ['explain']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'mcp-budget: explain takes one subject: `mcp-budget explain <server>/<tool>`, `mcp-budget explain fixture:<name>` or `mcp-budget explain session:<name>`\nRun `mcp-budget --help` for commands and options.\n',
    );
  });

  it('measure --config naming a missing file is an error, not a silent measure of .mcp.json', async () => {
    const dir = project({ '.mcp.json': { mcpServers: { s: specServer('spec.json') } }, 'spec.json': spec });
    const run = await cli(dir, ['measure', '--config', 'does/not/exist.json']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('does/not/exist.json: not found (named with --config)');
  });

  it('a typo inside a server entry suggests the key, not the top-level keys', async () => {
    const dir = project({ 'budget.json': { servers: { s: { comand: 'node' } } } });
    const run = await cli(dir, ['check']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('mcp-budget: budget.json: $.servers.s: unknown key "comand" (did you mean "command"?)\n');
  });
});
