// mcp-budget runs wherever its users run it: as root (containers, self-hosted runners, dev containers) and as an
// unprivileged user, with the project in nested folders under a hidden directory, under a folder others may not
// enter, under /root, and at the --base worktree it makes itself. Each place measures its servers and the base.
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRIVATE_UID_RANGE } from '../../src/servers/sandbox/private-uid.js';
import {
  BUILT_CLI,
  CHECKOUT_REACHABLE_BY_OTHERS,
  chownTree,
  git,
  HOSTILE_SERVER,
  runCommand,
  sizedTool,
  SPEC_SERVER,
  tempDir,
} from '../helpers.js';

const IS_ROOT = process.getuid?.() === 0;
const HAS_BWRAP = (process.env.PATH ?? '')
  .split(path.delimiter)
  .some((dir) => dir && existsSync(path.join(dir, 'bwrap')));
const USER = 1234;
const SECRET = 'caller-home-secret-0600';
const PRIVATE = 'project-private-0600';

/** A caller HOME that only its owner may enter, with a file only its owner may read. */
function callerHome(uid: number): string {
  const home = tempDir('mcp-budget-caller-home-', '/home');
  writeFileSync(path.join(home, '.secret'), SECRET, { mode: 0o600 });
  mkdirSync(path.join(home, '.cache'));
  chownTree(home, uid);
  chmodSync(home, 0o700);
  return home;
}

/**
 * A git repository at `dir` (its parents made as given): main lists tool A (300 B) on server s, and a server that
 * reports who it runs as and what it could read; the pull request grows A to 3,000 B. The reader is in the base:
 * on a pull request a server new in the change gets the default reach, which writes nowhere (the trust boundary).
 */
function repository(dir: string, home: string, uid: number): void {
  mkdirSync(path.join(dir, 'out'), { recursive: true });
  chmodSync(dir, 0o755);
  chmodSync(path.join(dir, 'out'), 0o777);
  const s = { command: process.execPath, args: [SPEC_SERVER, 'spec.json'] };
  const reads = [
    path.join(home, '.secret'),
    path.join(dir, 'private.txt'),
    path.join(dir, 'spec.json'),
    path.join(path.dirname(dir), 'beside.txt'),
  ];
  const reader = {
    command: process.execPath,
    args: [HOSTILE_SERVER, 'reads', 'out/seen.json', JSON.stringify(reads)],
    sandbox: { writable: ['out'] },
  };
  writeFileSync(path.join(dir, 'spec.json'), JSON.stringify({ tools: [sizedTool('A', 300)] }));
  writeFileSync(path.join(dir, 'budget.json'), JSON.stringify({ servers: { s, reader } }));
  writeFileSync(path.join(dir, 'private.txt'), PRIVATE, { mode: 0o600 });
  writeFileSync(path.join(dir, '.gitignore'), 'out/\nprivate.txt\n');
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'base');
  git(dir, 'checkout', '-q', '-b', 'pr');
  writeFileSync(path.join(dir, 'spec.json'), JSON.stringify({ tools: [sizedTool('A', 3000)] }));
  writeFileSync(path.join(path.dirname(dir), 'beside.txt'), 'beside the project', { mode: 0o644 });
  git(dir, 'commit', '-q', '-am', 'grow A');
  if (uid !== 0) chownTree(dir, uid);
}

/** The places a project lies in; each returns the project folder, its parents made. */
const PLACES: Array<{ where: string; asRootOnly?: boolean; make: (home: string, uid: number) => string }> = [
  { where: 'nested two folders below /tmp', make: (_home, uid) => nested(open(tempDir('mcp-budget-where-')), uid) },
  { where: "nested two folders below the caller's HOME (0700)", make: (home, uid) => nested(home, uid) },
  // mktemp -d makes 0700: only its owner may enter it.
  {
    where: 'in a folder made by mktemp -d (0700)',
    make: (_home, uid) => ownedBy(path.join(tempDir('mcp-budget-where-'), 'p'), uid),
  },
  // Not hidden by the sandbox: such a folder is replaced by an empty one in which only the project is shown again.
  {
    where: 'in a 0700 folder outside every hidden one (/var/lib)',
    make: (_home, uid) => ownedBy(path.join(tempDir('mcp-budget-where-', '/var/lib'), 'code', 'p'), uid),
  },
  {
    where: 'under /root (0700)',
    asRootOnly: true,
    make: () => path.join(tempDir('mcp-budget-where-', '/root'), 'code', 'p'),
  },
];

function open(dir: string): string {
  chmodSync(dir, 0o755);
  return dir;
}

function nested(parent: string, uid: number): string {
  const dir = path.join(parent, 'a', 'b', 'p');
  mkdirSync(dir, { recursive: true });
  // Its folders are the user's; the project becomes theirs once git has made it (git refuses another's repository).
  for (const folder of [path.join(parent, 'a'), path.join(parent, 'a', 'b')]) chownSync(folder, uid, uid);
  return dir;
}

function ownedBy(dir: string, uid: number): string {
  mkdirSync(dir, { recursive: true });
  for (let folder = path.dirname(dir); folder.includes('mcp-budget-where-'); folder = path.dirname(folder))
    chownSync(folder, uid, uid);
  return dir;
}

const USERS = [
  { who: 'as root', uid: 0, prefix: [] as string[] },
  {
    who: 'as an unprivileged user',
    uid: USER,
    prefix: ['setpriv', `--reuid=${USER}`, `--regid=${USER}`, '--clear-groups', '--'],
  },
];

// Needs bubblewrap and root (to be root, and to become another user).
describe.skipIf(!HAS_BWRAP || !IS_ROOT || process.platform !== 'linux')('a project wherever it lies', () => {
  for (const { who, uid, prefix } of USERS) {
    for (const { where, asRootOnly, make } of PLACES) {
      // Another user must reach this checkout to run the CLI (a clone in a mktemp -d folder: not).
      it.skipIf((asRootOnly || !CHECKOUT_REACHABLE_BY_OTHERS) && uid !== 0)(
        `${who}, ${where}: its servers and the base are measured, in all four layers`,
        async () => {
          const home = callerHome(uid);
          const dir = make(home, uid);
          repository(dir, home, uid);
          const [command, ...args] = [...prefix, process.execPath, BUILT_CLI, 'check', '--base', 'main', '--json'];
          const run = await runCommand(command!, args, {
            cwd: dir,
            env: { HOME: home, XDG_CACHE_HOME: path.join(home, '.cache'), PATH: process.env.PATH },
            timeoutMs: 280_000,
          });
          expect(run.stderr).toBe('');
          const report = JSON.parse(run.stdout);
          // Only A grew (under every limit): no finding, and both servers ran under the base's reach.
          expect(
            report.findings.map((finding: { code: string; subject: string }) => `${finding.code} ${finding.subject}`),
          ).toEqual([]);
          expect(report.servers.map((server: { policy?: { source: string } }) => server.policy?.source)).toEqual([
            'base',
            'base',
          ]);
          expect(run.code).toBe(0);
          for (const server of report.servers) {
            expect(server).toMatchObject({
              ok: true,
              sandbox: { method: 'bwrap', layers: ['pid', 'mount', 'user', 'network'], missing: [] },
            });
          }
          expect(
            report.servers.map((server: { name: string; tools: unknown[] }) => [server.name, server.tools.length]),
          ).toEqual([
            ['s', 1],
            ['reader', 1],
          ]);
          // The base was measured in its own worktree ($TMPDIR/mcp-budget-base-*/tree, inside a 0700 folder).
          expect(report.base).toMatchObject({ ref: 'main', source: 'measured' });
          expect(report.base.error).toBeUndefined();
          expect(report.servers[0].tools[0].bytes).toBe(3000);
          expect(report.changes?.tools ?? report.changes).toBeDefined();
          expect(JSON.stringify(report)).toContain('"A"');

          const seen = JSON.parse(readFileSync(path.join(dir, 'out', 'seen.json'), 'utf8'));
          expect(seen.cwd).toBe(dir);
          expect(seen.read[path.join(dir, 'spec.json')]).toContain('"A"');
          // The caller's HOME is hidden; what it keeps to itself never reaches the server.
          expect(seen.read[path.join(home, '.secret')]).toMatch(/^(ENOENT|EACCES)$/);
          if (uid === 0) {
            // As root the server runs as a uid of its own: the project's own 0600 files stay the project's.
            expect(seen.uid).toBeGreaterThanOrEqual(PRIVATE_UID_RANGE.first);
            expect(seen.uid).toBeLessThan(PRIVATE_UID_RANGE.first + PRIVATE_UID_RANGE.size);
            expect(seen.read[path.join(dir, 'private.txt')]).toBe('EACCES');
            // The folders on the way are passable, not shown: nothing beside the project is there.
            expect(seen.read[path.join(path.dirname(dir), 'beside.txt')]).toBe('ENOENT');
          } else {
            expect(seen.uid).toBe(USER);
          }
          expect(run.stdout).not.toContain(SECRET);
          expect(run.stdout).not.toContain(PRIVATE);
        },
        300_000,
      );
    }
  }
});
