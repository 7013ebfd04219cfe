// Stale server HOMEs are told apart by a per-run lock, not a pid: two runs sharing TMPDIR from different pid
// namespaces (containers sharing /tmp) must not delete each other's live HOME. The lows of the trust review too:
// a `www.` name never becomes a link in markdown.
import { chmodSync, chownSync, existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownText } from '../../src/text/untrusted.js';
import { BUILT_CLI, project, runCommand, runNode, specServer, tempDir } from '../helpers.js';

describe('server HOMEs of another run', () => {
  it('a HOME whose run still holds its lock stays, whatever its pid says; once the lock is gone, the next run reclaims it', async () => {
    const tmp = tempDir('mcp-budget-tmp-');
    chmodSync(tmp, 0o1777);
    // Another run, in a pid namespace of its own: its pid means nothing here, its socket answers.
    const tag = '999999998-0123456789ab';
    const home = path.join(tmp, `mcp-budget-home-${tag}-AbCdEf`);
    mkdirSync(home);
    const lock = net.createServer((socket) => socket.end());
    await new Promise<void>((resolve) => lock.listen(path.join(tmp, `mcp-budget-run-${tag}.sock`), resolve));
    const dir = project({ 'spec.json': { tools: [] }, 'budget.json': { servers: { s: specServer('spec.json') } } });
    expect((await runNode(BUILT_CLI, ['check'], { cwd: dir, env: { TMPDIR: tmp } })).code).toBe(0);
    expect(existsSync(home)).toBe(true);
    await new Promise<void>((resolve) => lock.close(() => resolve()));
    expect((await runNode(BUILT_CLI, ['check'], { cwd: dir, env: { TMPDIR: tmp } })).code).toBe(0);
    expect(existsSync(home)).toBe(false);
  });
});

describe.skipIf(process.getuid?.() !== 0)('runs of two users sharing /tmp', () => {
  it("an unprivileged run leaves root's live HOME alone even when it may not open root's lock", async () => {
    const tmp = tempDir('mcp-budget-tmp-');
    chmodSync(tmp, 0o1777);
    const tag = '999999997-0123456789ab';
    const home = path.join(tmp, `mcp-budget-home-${tag}-AbCdEf`);
    mkdirSync(home);
    // Root's server HOMEs belong to nobody (its servers run as nobody), so nobody could remove this one.
    chownSync(home, 65534, 65534);
    const file = path.join(tmp, `mcp-budget-run-${tag}.sock`);
    const lock = net.createServer((socket) => socket.end());
    await new Promise<void>((resolve) => lock.listen(file, resolve));
    chmodSync(file, 0o700);
    const dir = project({ 'spec.json': { tools: [] }, 'budget.json': { servers: { s: specServer('spec.json') } } });
    const run = await runCommand(
      'setpriv',
      ['--reuid=65534', '--regid=65534', '--clear-groups', '--', process.execPath, BUILT_CLI, 'check'],
      { cwd: dir, env: { PATH: process.env.PATH, TMPDIR: tmp, HOME: dir } },
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(existsSync(home)).toBe(true);
    lock.close();
  });
});

describe('markdown', () => {
  it('a tool named www.evil.example/p.png is text, not a link', () => {
    for (const name of ['www.evil.example/p.png', 'see WWW.evil.example', '(www.x.io)']) {
      expect(markdownText(name)).not.toMatch(/www\./i);
    }
    expect(markdownText('www.evil.example/p.png')).toBe('www&#8203;.evil.example/p.png');
  });
});
