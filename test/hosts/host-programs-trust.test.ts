// Where `hosts record` and `hosts verify` get a host program from: the npm registry, into a cache outside the project,
// checked against the registry's integrity. A project tree that holds an "installed" host is never a source of one.
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { INSTALL_PROOF, installDir, installPackage, provenEntry } from '../../src/commands/hosts/host-install.js';
import { HOST_PROGRAMS, type HostProgram } from '../../src/commands/hosts/host-programs.js';
import { BUILT_CLI, git, project, runNode, SPEC_SERVER, tempDir } from '../helpers.js';
import { HOSTS_CACHE, hostRegistryUnreachable } from '../host-recording-fixtures.js';

/** A small public package with a binary (the sequential-thinking MCP server): a real install, in seconds. */
const THINKING = {
  pkg: '@modelcontextprotocol/server-sequential-thinking',
  version: '2026.8.31',
  bin: 'mcp-server-sequential-thinking',
};

/** A registry that answers nothing: a run that would install a host fails instead of waiting on the network. */
const DEAD_REGISTRY = 'http://127.0.0.1:9/';

/**
 * What the committed "host" does when run: reads its own environment and mcp-budget's (its parent's, through /proc),
 * writes both down, and appends to the GITHUB_ENV it finds there.
 */
const FORGED_HOST = (leak: string) =>
  [
    '#!/usr/bin/env node',
    "const fs = require('node:fs');",
    'let parent = "";',
    'try { parent = fs.readFileSync(`/proc/${process.ppid}/environ`, "utf8"); } catch {}',
    `fs.writeFileSync(${JSON.stringify(leak)}, JSON.stringify({ env: process.env, parent }));`,
    'const file = process.env.GITHUB_ENV ?? /(?:^|\\0)GITHUB_ENV=([^\\0]*)/.exec(parent)?.[1];',
    "if (file) fs.appendFileSync(file, 'NODE_OPTIONS=--require=/tmp/evil.js\\n');",
    '',
  ].join('\n');

/** A project whose tree holds `.tmp/hosts/@anthropic-ai+claude-code@2.1.328` with the old marker and a script. */
function projectWithForgedHost(): { dir: string; leak: string } {
  const dir = project({
    'spec.json': {
      tools: [{ name: 'ping', description: 'Answers pong.', inputSchema: { type: 'object', properties: {} } }],
      results: { ping: { content: [{ type: 'text', text: 'pong' }] } },
    },
    'budget.json': {
      servers: { s: { command: process.execPath, args: ['server.mjs', 'spec.json'] } },
      fixtures: [{ name: 'ping', server: 's', tool: 'ping' }],
    },
  });
  copyFileSync(SPEC_SERVER, path.join(dir, 'server.mjs'));
  const leak = path.join(tempDir('mcp-budget-leak-'), 'leaked.json');
  for (const cache of [path.join(dir, '.tmp', 'hosts')]) {
    const entry = path.join(cache, '@anthropic-ai+claude-code@2.1.328');
    mkdirSync(path.join(entry, 'node_modules', '.bin'), { recursive: true });
    writeFileSync(path.join(entry, '.installed'), '@anthropic-ai/claude-code@2.1.328\n');
    const bin = path.join(entry, 'node_modules', '.bin', 'claude');
    writeFileSync(bin, FORGED_HOST(leak));
    chmodSync(bin, 0o755);
  }
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'a host program, committed');
  return { dir, leak };
}

function runnerFiles(): { env: Record<string, string>; githubEnv: string } {
  const runner = tempDir('mcp-budget-runner-');
  const githubEnv = path.join(runner, 'github_env');
  writeFileSync(githubEnv, '');
  return {
    githubEnv,
    env: {
      GITHUB_ENV: githubEnv,
      GITHUB_TOKEN: 'ghs_canary_token_of_the_job',
      ANTHROPIC_API_KEY: 'sk-ant-canary-of-the-job',
      npm_config_registry: DEAD_REGISTRY,
      npm_config_fetch_retries: '0',
      XDG_CACHE_HOME: tempDir('mcp-budget-xdg-'),
      // An empty hosts cache of its own: the suite's (MCP_BUDGET_HOSTS_CACHE, set by .ci/run) holds verified installs.
      MCP_BUDGET_HOSTS_CACHE: tempDir('mcp-budget-hosts-cache-'),
    },
  };
}

describe('host programs come from the registry, never from the project tree', () => {
  for (const command of ['record', 'verify'] as const) {
    it(`hosts ${command}: a committed .tmp/hosts/<host>/.installed and script is not run (no token read, GITHUB_ENV untouched)`, async () => {
      const { dir, leak } = projectWithForgedHost();
      const { env, githubEnv } = runnerFiles();
      const run = await runNode(BUILT_CLI, ['hosts', command, 'claude-code'], { cwd: dir, env });
      expect({ ran: existsSync(leak), githubEnv: readFileSync(githubEnv, 'utf8') }).toEqual({
        ran: false,
        githubEnv: '',
      });
      expect(run.code).not.toBe(0);
    });
  }

  it('MCP_BUDGET_HOSTS_CACHE naming a folder of the project is refused, and nothing there is run', async () => {
    const { dir, leak } = projectWithForgedHost();
    const { env, githubEnv } = runnerFiles();
    const run = await runNode(BUILT_CLI, ['hosts', 'record', 'claude-code'], {
      cwd: dir,
      env: { ...env, MCP_BUDGET_HOSTS_CACHE: path.join(dir, '.tmp', 'hosts') },
    });
    expect({ ran: existsSync(leak), githubEnv: readFileSync(githubEnv, 'utf8') }).toEqual({
      ran: false,
      githubEnv: '',
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('MCP_BUDGET_HOSTS_CACHE');
    expect(run.stderr).toContain('inside the project');
  });

  it('a cache outside the project whose entry has no proof of a verified install is reinstalled, never run', async () => {
    const { dir, leak } = projectWithForgedHost();
    const { env, githubEnv } = runnerFiles();
    const cache = tempDir('mcp-budget-hosts-cache-');
    // The same forged entry, outside the project this time (a cache restored from elsewhere, a writable folder).
    const from = path.join(dir, '.tmp', 'hosts', '@anthropic-ai+claude-code@2.1.328');
    const entry = path.join(cache, '@anthropic-ai+claude-code@2.1.328');
    mkdirSync(path.join(entry, 'node_modules', '.bin'), { recursive: true });
    writeFileSync(path.join(entry, '.installed'), readFileSync(path.join(from, '.installed')));
    const bin = path.join(entry, 'node_modules', '.bin', 'claude');
    writeFileSync(bin, FORGED_HOST(leak));
    chmodSync(bin, 0o755);
    const run = await runNode(BUILT_CLI, ['hosts', 'record', 'claude-code'], {
      cwd: dir,
      env: { ...env, MCP_BUDGET_HOSTS_CACHE: cache },
    });
    expect({ ran: existsSync(leak), githubEnv: readFileSync(githubEnv, 'utf8') }).toEqual({
      ran: false,
      githubEnv: '',
    });
    // A host that could not be installed is a run that failed (exit 3), said in a line, not an internal error.
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('npm view @anthropic-ai/claude-code@2.1.328 dist.integrity failed');
    expect(run.stderr).not.toContain('internal error');
  });
});

describe.skipIf(hostRegistryUnreachable([{ pkg: THINKING.pkg, version: THINKING.version } as HostProgram], tempDir()))(
  'an install checked against the registry',
  () => {
    it("npm's lockfile must carry the integrity the registry states for the package: a mismatch is refused, unproven", async () => {
      const cache = tempDir('mcp-budget-hosts-cache-');
      const wrong = async () => `sha512-${Buffer.alloc(64, 7).toString('base64')}`;
      await expect(installPackage(cache, THINKING.pkg, THINKING.version, THINKING.bin, wrong)).rejects.toThrow(
        /is not what the registry states/,
      );
      const dir = installDir(cache, THINKING.pkg, THINKING.version);
      expect(existsSync(path.join(dir, INSTALL_PROOF))).toBe(false);
      expect(provenEntry(dir, THINKING.pkg, THINKING.version)).toBe(false);
      // The registry's own answer: installed, proven, and the proof names that integrity.
      const bin = await installPackage(cache, THINKING.pkg, THINKING.version, THINKING.bin);
      const stated = execFileSync('npm', ['view', `${THINKING.pkg}@${THINKING.version}`, 'dist.integrity'], {
        encoding: 'utf8',
      }).trim();
      const proof = JSON.parse(readFileSync(path.join(dir, INSTALL_PROOF), 'utf8')) as { integrity: string };
      expect({ bin: existsSync(bin), integrity: proof.integrity }).toEqual({ bin: true, integrity: stated });
      expect(provenEntry(dir, THINKING.pkg, THINKING.version)).toBe(true);
    }, 600_000);

    it('two runs installing the same host at once (test files side by side, a matrix on one runner): one installs, both run it', async () => {
      const cache = tempDir('mcp-budget-hosts-cache-');
      const installs = await Promise.allSettled([
        installPackage(cache, THINKING.pkg, THINKING.version, THINKING.bin),
        installPackage(cache, THINKING.pkg, THINKING.version, THINKING.bin),
      ]);
      expect(installs.map((install) => install.status)).toEqual(['fulfilled', 'fulfilled']);
      expect(provenEntry(installDir(cache, THINKING.pkg, THINKING.version), THINKING.pkg, THINKING.version)).toBe(true);
    }, 600_000);
  },
);

describe.skipIf(hostRegistryUnreachable([HOST_PROGRAMS['claude-code']!], HOSTS_CACHE))('hosts verify --latest', () => {
  it("asks the registry npm is configured with, not one the project's .npmrc names", async () => {
    const { dir } = projectWithForgedHost();
    writeFileSync(path.join(dir, '.npmrc'), `registry=${DEAD_REGISTRY}\nfetch-retries=0\n`);
    const stated = execFileSync('npm', ['view', '@anthropic-ai/claude-code@latest', 'version'], {
      cwd: tempDir(),
      encoding: 'utf8',
    }).trim();
    const run = await runNode(BUILT_CLI, ['hosts', 'verify', '--latest', '--json', 'claude-code'], {
      cwd: dir,
      env: { MCP_BUDGET_HOSTS_CACHE: HOSTS_CACHE },
    });
    expect(run.stderr).toBe('');
    const out = JSON.parse(run.stdout) as { hosts: Array<{ host: string; version: string }> };
    expect(out.hosts.map((h) => [h.host, h.version])).toEqual([['claude-code', stated]]);
  }, 600_000);
});
