// A project whose node_modules is a link out of it (a git worktree that shares another checkout's): the link is the
// pull request's, so the sandbox never follows it on its own say (it could point at ~/.ssh). The server is not
// started, and the failure names the link, where it points and the fix; a reviewed sandbox.readable shows it.
import { chmodSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILT_CLI, project, rawServerSource, runNode, tempDir } from '../helpers.js';

const HAS_BWRAP = (process.env.PATH ?? '')
  .split(path.delimiter)
  .some((dir) => dir && existsSync(path.join(dir, 'bwrap')));

/** A raw JSON-RPC server whose one tool's description comes from a package in node_modules. */
const SERVER = rawServerSource({
  name: 'linked',
  tools: "[{ name: 'ping', description, inputSchema: { type: 'object' } }]",
  prelude: "import { description } from 'shared-words';",
});

/** The project, and node_modules elsewhere (as another worktree's), linked into it. */
function linkedProject(readable?: string) {
  const shared = tempDir('mcp-budget-shared-checkout-');
  chmodSync(shared, 0o755);
  const modules = path.join(shared, 'node_modules');
  mkdirSync(path.join(modules, 'shared-words'), { recursive: true });
  writeFileSync(
    path.join(modules, 'shared-words', 'package.json'),
    JSON.stringify({ name: 'shared-words', version: '1.0.0', type: 'module', main: 'index.js' }),
  );
  writeFileSync(path.join(modules, 'shared-words', 'index.js'), "export const description = 'Ping.';\n");
  const budget = {
    servers: {
      s: {
        command: process.execPath,
        args: ['server.mjs'],
        ...(readable ? { sandbox: { readable: [readable === 'target' ? modules : readable] } } : {}),
      },
    },
  };
  const dir = project({ 'server.mjs': SERVER, 'budget.json': budget });
  symlinkSync(modules, path.join(dir, 'node_modules'));
  return { dir, modules };
}

describe.skipIf(!HAS_BWRAP || process.platform !== 'linux')('a node_modules linked out of the project', () => {
  it('is not followed: the server is not started, and the failure names the link, its target and the fix', async () => {
    const { dir, modules } = linkedProject();
    // mcp-budget run directly (not by npm, whose PATH would name node_modules/.bin).
    const run = await runNode(BUILT_CLI, ['check', '--json'], {
      cwd: dir,
      env: { PATH: '/usr/local/bin:/usr/bin:/bin' },
    });
    expect(run.code).toBe(3);
    const failure = JSON.parse(run.stdout).servers[0].failure;
    expect(failure.code).toBe('SERVER_START_FAILED');
    expect(failure.phase).toBe('start');
    expect(failure.detail).toContain(path.join(dir, 'node_modules'));
    expect(failure.detail).toContain(modules);
    expect(failure.fix).toContain('npm ci');
    expect(failure.fix).toContain('sandbox');
    expect(failure.fix).toContain('readable');
  });

  it('not followed through PATH either (npm run puts node_modules/.bin on it): the same start failure', async () => {
    const { dir, modules } = linkedProject();
    mkdirSync(path.join(modules, '.bin'));
    const run = await runNode(BUILT_CLI, ['check', '--json'], {
      cwd: dir,
      env: { PATH: `${path.join(dir, 'node_modules', '.bin')}:/usr/local/bin:/usr/bin:/bin` },
    });
    const failure = JSON.parse(run.stdout).servers[0].failure;
    expect(failure?.code).toBe('SERVER_START_FAILED');
    expect(failure.detail).toContain(modules);
  });

  it('shown by a sandbox.readable entry naming its target, the server runs', async () => {
    const { dir } = linkedProject('target');
    const run = await runNode(BUILT_CLI, ['check', '--json'], {
      cwd: dir,
      env: { PATH: '/usr/local/bin:/usr/bin:/bin' },
    });
    const report = JSON.parse(run.stdout);
    expect(report.servers[0].failure).toBeUndefined();
    expect(report.servers[0].ok).toBe(true);
  });
});
