import { lstatSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { SERVER_BOUNDS } from './bounds.js';
import { isInside } from '../../budget/resolved-paths.js';
import { createdParents, untraversableAncestors } from './traversable-parents.js';
import { UNPRIVILEGED_UID } from './private-uid.js';
import { SYSTEM_FOLDERS, type SandboxPlan } from './sandbox-plan.js';

const asRoot = () => process.getuid?.() === 0;

/** bubblewrap's arguments up to the command. Mount order matters: each later mount lies on top of the earlier. */
export function bwrapArguments(
  plan: SandboxPlan,
  tools: { bwrap: string; setpriv?: string; seccompFd?: number },
): string[] {
  const args = ['--unshare-pid', '--unshare-ipc', '--unshare-uts', '--unshare-cgroup-try'];
  // A setup in a work tree root owns runs as root, and bubblewrap run by root keeps every capability: all dropped
  // (measured: none in the sandbox, and umount refused), so root there is an owner of files and nothing more.
  const rootWithoutCapabilities = plan.uid === 0 && (!!tools.setpriv || asRoot());
  if (rootWithoutCapabilities) args.push('--cap-drop', 'ALL');
  // As root (or through sudo), a user namespace would map root's files to the server; setpriv drops to nobody instead.
  if (!tools.setpriv && !asRoot()) args.push('--unshare-user');
  if (plan.network === 'none') args.push('--unshare-net');
  // No user namespace of its own inside (userns-filter.ts): the filter is read from this descriptor.
  if (tools.seccompFd !== undefined) args.push('--seccomp', String(tools.seccompFd));
  // An allowlist: the system's read-only runtime folders, then only what the plan shows. Nothing else of the host
  // is there, so no unix socket, runner folder or another user's file outside them can be reached.
  args.push('--die-with-parent', ...systemMounts(), '--proc', '/proc', '--dev', '/dev');
  // Each tmpfs bounded (bounds.ts): a server that can write one would otherwise fill the runner's memory.
  const sized = ['--size', String(SERVER_BOUNDS.tmpfsBytes)];
  args.push('--perms', '1777', ...sized, '--tmpfs', '/dev/shm');
  // A server that runs as nobody must be able to pass every folder on the way to what it is shown.
  const shown = [...plan.exposed, ...(plan.editable ?? []), ...plan.readable, ...plan.writable];
  // The root is empty but for the system folders: every folder on the way to what is shown is made (0755) there.
  const emptyRoots = [...plan.hidden, '/'];
  const inSystem = (target: string) => SYSTEM_FOLDERS.some((dir) => isInside(target, dir));
  const replaced = tools.setpriv
    ? untraversableAncestors([...plan.hidden, ...shown].filter(inSystem), emptyRoots, shown)
    : [];
  for (const dir of replaced) args.push('--perms', '0755', ...sized, '--tmpfs', dir);
  const emptied = [...replaced, ...emptyRoots];
  for (const dir of plan.hidden) args.push(...createdParents(dir, emptied), ...sized, '--tmpfs', dir);
  for (const dir of plan.exposed) args.push(...createdParents(dir, emptied), '--ro-bind', dir, dir);
  for (const dir of plan.editable ?? []) args.push(...createdParents(dir, emptied), '--bind', dir, dir);
  // Only what is there can be hidden again: a runner folder outside everything shown is not there at all.
  const there = (target: string) => inSystem(target) || shown.some((dir) => isInside(target, dir));
  for (const dir of plan.concealedDirs.filter(there)) args.push('--tmpfs', dir);
  for (const file of plan.concealedFiles.filter(there)) args.push('--ro-bind', '/dev/null', file);
  for (const dir of plan.readable) args.push(...createdParents(dir, emptied), '--ro-bind', dir, dir);
  for (const dir of plan.writable) args.push(...createdParents(dir, emptied), '--bind', dir, dir);
  if (plan.home)
    args.push(
      ...createdParents(plan.home, emptied),
      '--perms',
      '0777',
      ...sized,
      '--tmpfs',
      plan.home,
      '--perms',
      '0777',
      '--dir',
      path.join(plan.home, 'tmp'),
    );
  args.push('--chdir', plan.cwd, '--');
  if (tools.setpriv && !rootWithoutCapabilities) {
    const id = String(plan.uid ?? UNPRIVILEGED_UID);
    args.push(tools.setpriv, `--reuid=${id}`, `--regid=${id}`, '--clear-groups', '--inh-caps=-all', '--');
  }
  return args;
}

function systemMounts(): string[] {
  const args: string[] = [];
  for (const dir of SYSTEM_FOLDERS) {
    try {
      const stat = lstatSync(dir);
      // Merged /usr: /bin is a link to usr/bin, and stays one.
      if (stat.isSymbolicLink()) args.push('--symlink', readlinkSync(dir), dir);
      else if (stat.isDirectory()) args.push('--ro-bind', dir, dir);
    } catch {
      // not on this system
    }
  }
  return args;
}
