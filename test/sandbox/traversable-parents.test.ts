// bubblewrap's arguments make every folder on the way to a shown path passable by the server (nobody, as root):
// created parents first with mode 0755, and a real folder others may not enter replaced by an empty one.
import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bwrapArguments } from '../../src/servers/sandbox/bwrap-arguments.js';
import type { SandboxPlan } from '../../src/servers/sandbox/sandbox-plan.js';
import {
  behindPrivateFolder,
  createdParents,
  untraversableAncestors,
} from '../../src/servers/sandbox/traversable-parents.js';
import { tempDir } from '../helpers.js';

const plan = (over: Partial<SandboxPlan>): SandboxPlan => ({
  network: 'none',
  hidden: [],
  exposed: [],
  concealedDirs: [],
  concealedFiles: [],
  readable: [],
  writable: [],
  cwd: '/',
  ...over,
});

describe('folders on the way to a shown path', () => {
  it('are created with mode 0755 below the emptied directory, before the mount, outermost first', () => {
    expect(createdParents('/tmp/a/b/p', ['/tmp'])).toEqual([
      '--perms',
      '0755',
      '--dir',
      '/tmp/a',
      '--perms',
      '0755',
      '--dir',
      '/tmp/a/b',
    ]);
    expect(createdParents('/tmp/p', ['/tmp'])).toEqual([]);
    expect(createdParents('/srv/p', ['/tmp'])).toEqual([]);
    // The innermost emptied directory is where creating starts.
    expect(createdParents('/root/x/y/p', ['/', '/root/x'])).toEqual(['--perms', '0755', '--dir', '/root/x/y']);
    const args = bwrapArguments(plan({ hidden: ['/tmp'], exposed: ['/tmp/a/b/p'] }), { bwrap: 'bwrap' });
    const mount = args.indexOf('/tmp/a/b/p');
    // Every tmpfs is sized (bounds.ts): the hidden /tmp's size comes before it.
    expect(args.slice(args.lastIndexOf('--tmpfs', mount), mount + 2)).toEqual([
      '--tmpfs',
      '/tmp',
      '--perms',
      '0755',
      '--dir',
      '/tmp/a',
      '--perms',
      '0755',
      '--dir',
      '/tmp/a/b',
      '--ro-bind',
      '/tmp/a/b/p',
      '/tmp/a/b/p',
    ]);
  });

  it('a real 0700 folder outside every hidden one is not mounted: the folders on the way to the project are made afresh', () => {
    const root = tempDir('mcp-budget-private-', '/var/tmp');
    const project = path.join(root, 'code', 'p');
    mkdirSync(project, { recursive: true });
    chmodSync(root, 0o700);
    expect(behindPrivateFolder(project)).toBe(true);
    expect(untraversableAncestors([project], [], [project])).toEqual([root]);
    // Inside a hidden directory it is made afresh anyway; a mount point keeps its own mode.
    expect(untraversableAncestors([project], [path.dirname(root)], [project])).toEqual([]);
    // Outside the system folders nothing of the host is mounted: the folders on the way are made afresh (0755), so
    // the private folder is passable and shows nothing but the project.
    const asNobody = bwrapArguments(plan({ exposed: [project] }), { bwrap: 'bwrap', setpriv: 'setpriv' });
    const made = asNobody.indexOf(root);
    expect(asNobody.slice(made - 3, asNobody.indexOf(project) + 2)).toEqual([
      '--perms',
      '0755',
      '--dir',
      root,
      '--perms',
      '0755',
      '--dir',
      path.join(root, 'code'),
      '--ro-bind',
      project,
      project,
    ]);
    expect(asNobody.some((arg, i) => arg === '--ro-bind' && asNobody[i + 1] === '/')).toBe(false);
    // Not dropping to nobody: nothing is replaced (the one tmpfs is the sized /dev/shm).
    expect(
      bwrapArguments(plan({ exposed: [project] }), { bwrap: 'bwrap' }).filter(
        (_arg, i, all) => all[i - 1] === '--tmpfs',
      ),
    ).toEqual(['/dev/shm']);
    chmodSync(root, 0o755);
    expect(behindPrivateFolder(project)).toBe(false);
  });
});
