// What a server sees, listed from inside and held to the allowlist: the system's read-only runtime folders, the
// project, its toolchain and its own HOME/TMPDIR. No other unix socket, no runner folder, no other process.
import net from 'node:net';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_FOLDERS } from '../../src/servers/sandbox/sandbox-plan.js';
import { BUILT_CLI, HOSTILE_SERVER, project, runNode, tempDir } from '../helpers.js';

const HAS_BWRAP = (process.env.PATH ?? '')
  .split(path.delimiter)
  .some((dir) => dir && existsSync(path.join(dir, 'bwrap')));

describe.skipIf(!HAS_BWRAP || process.platform !== 'linux')('the sandbox shows only what it names', () => {
  // A socket outside every folder mcp-budget hid before (not in /tmp, /run, HOME): the root's view showed it.
  const outside = path.join('/srv', `mcp-budget-view-${process.pid}`);
  let server: net.Server;
  beforeAll(async () => {
    mkdirSync(outside, { recursive: true, mode: 0o777 });
    chmodSync(outside, 0o777);
    server = net.createServer((s) => s.end());
    await new Promise<void>((resolve) => server.listen(path.join(outside, 'service.sock'), resolve));
    chmodSync(path.join(outside, 'service.sock'), 0o777);
  });
  afterAll(() => {
    server.close();
    rmSync(outside, { recursive: true, force: true });
  });

  it("from inside: the root holds only the allowlist, no socket connects, only the sandbox's processes", async () => {
    const dir = project({
      'budget.json': {
        servers: {
          census: {
            command: process.execPath,
            args: [HOSTILE_SERVER, 'census', 'out/seen.json'],
            sandbox: { writable: ['out'] },
          },
        },
      },
    });
    mkdirSync(path.join(dir, 'out'));
    chmodSync(path.join(dir, 'out'), 0o777);
    const run = await runNode(BUILT_CLI, ['check', '--json'], {
      cwd: dir,
      env: { HOME: tempDir('mcp-budget-caller-home-') },
    });
    expect(run.code, run.stdout.slice(0, 3000)).toBe(0);
    expect(JSON.parse(run.stdout).servers[0].sandbox.layers).toEqual(['pid', 'mount', 'user', 'network']);
    const seen = JSON.parse(readFileSync(path.join(dir, 'out', 'seen.json'), 'utf8'));
    // The root: system folders, /proc, /dev, and the folders on the way to the project, its toolchain and HOME.
    const onTheWay = [dir, seen.home, process.execPath, path.dirname(BUILT_CLI), HOSTILE_SERVER].map(
      (file) => file.split('/')[1]!,
    );
    const allowed = new Set([
      ...SYSTEM_FOLDERS.map((folder) => folder.slice(1)),
      'proc',
      'dev',
      'tmp',
      'var',
      'run',
      'root',
      ...onTheWay,
    ]);
    expect(seen.root.filter((entry: string) => !allowed.has(entry))).toEqual([]);
    expect(seen.root).not.toContain('srv');
    expect(seen.connectable).toEqual([]);
    expect(seen.readable.some((folder: string) => folder.startsWith('/srv') || folder.startsWith('/home'))).toBe(false);
    // bubblewrap's init, the server and what it started: no process of the host.
    expect(seen.pids).toBeLessThan(10);
  });
});
