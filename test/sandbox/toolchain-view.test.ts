// A PATH entry inside the caller's HOME shows the toolchain, never HOME: with ~/bin or ~/.cargo/bin on PATH
// (GitHub's default PATH has ~/.cargo/bin), ~/.ssh and ~/.cargo/credentials.toml stay unreadable to a server.
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_CLI, HOSTILE_SERVER, project, runNode, tempDir } from '../helpers.js';

describe('the toolchain inside HOME, not HOME', () => {
  it("~/bin and ~/.cargo/bin on PATH: the tools run, HOME's secrets are not read", async () => {
    const home = tempDir('mcp-budget-caller-home-');
    chmodSync(home, 0o755);
    for (const dir of ['bin', '.cargo/bin', '.ssh', '.nvm/versions/node/v1/bin', '.nvm/versions/node/v1/lib'])
      mkdirSync(path.join(home, dir), { recursive: true, mode: 0o755 });
    writeFileSync(path.join(home, '.ssh', 'id_rsa'), 'CANARY_SSH_KEY', { mode: 0o644 });
    writeFileSync(path.join(home, '.cargo', 'credentials.toml'), 'CANARY_CARGO_TOKEN', { mode: 0o644 });
    writeFileSync(path.join(home, '.npmrc'), 'CANARY_NPM_TOKEN', { mode: 0o644 });
    writeFileSync(path.join(home, 'bin', 'tool'), 'a tool of ~/bin', { mode: 0o644 });
    writeFileSync(path.join(home, '.cargo', 'bin', 'tool'), 'a tool of ~/.cargo/bin', { mode: 0o644 });
    writeFileSync(path.join(home, '.nvm/versions/node/v1/lib', 'module'), 'a module beside a bin', { mode: 0o644 });
    const files = [
      '.ssh/id_rsa',
      '.cargo/credentials.toml',
      '.npmrc',
      'bin/tool',
      '.cargo/bin/tool',
      '.nvm/versions/node/v1/lib/module',
    ].map((file) => path.join(home, file));
    const dir = project({
      'budget.json': {
        servers: {
          reader: {
            command: process.execPath,
            args: [HOSTILE_SERVER, 'reads', 'out/seen.json', JSON.stringify(files)],
            sandbox: { writable: ['out'] },
          },
        },
      },
    });
    mkdirSync(path.join(dir, 'out'));
    chmodSync(path.join(dir, 'out'), 0o777);
    const PATH = [
      path.join(home, 'bin'),
      path.join(home, '.cargo', 'bin'),
      path.join(home, '.nvm/versions/node/v1/bin'),
      process.env.PATH,
    ].join(':');
    const run = await runNode(BUILT_CLI, ['check', '--json'], { cwd: dir, env: { HOME: home, PATH } });
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout).servers[0].sandbox.layers).toContain('mount');
    const read = JSON.parse(readFileSync(path.join(dir, 'out', 'seen.json'), 'utf8')).read as Record<string, string>;
    const at = (file: string) => read[path.join(home, file)];
    expect(at('.ssh/id_rsa')).toBe('ENOENT');
    expect(at('.cargo/credentials.toml')).toBe('ENOENT');
    expect(at('.npmrc')).toBe('ENOENT');
    expect(at('bin/tool')).toBe('a tool of ~/bin');
    expect(at('.cargo/bin/tool')).toBe('a tool of ~/.cargo/bin');
    expect(at('.nvm/versions/node/v1/lib/module')).toBe('a module beside a bin');
  });
});
