import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { planSandbox, SYSTEM_FOLDERS } from '../../src/servers/sandbox/sandbox-plan.js';
import { tempDir } from '../helpers.js';

/** A runner's layout: HOME holds the workspace and the runner's temporary files, as on GitHub-hosted runners. */
function runnerLayout() {
  const home = tempDir('mcp-budget-plan-home-');
  const project = path.join(home, 'work', 'repo', 'repo');
  const fileCommands = path.join(home, 'work', '_temp', '_runner_file_commands');
  mkdirSync(path.join(project, '.git'), { recursive: true });
  mkdirSync(fileCommands, { recursive: true });
  const githubEnv = path.join(fileCommands, 'set_env_1');
  writeFileSync(githubEnv, '');
  const serverHome = tempDir('mcp-budget-home-0-');
  return { home, project, fileCommands, githubEnv, serverHome };
}

describe('the sandbox plan', () => {
  it('hides the caller HOME, shows the project inside it again, and conceals .git and the runner files', () => {
    const { home, project, fileCommands, githubEnv, serverHome } = runnerLayout();
    const plan = planSandbox({
      network: 'none',
      projectDir: project,
      cwd: project,
      home: serverHome,
      command: process.execPath,
      args: [],
      readable: [],
      writable: [],
      callerEnv: { HOME: home, GITHUB_ENV: githubEnv, RUNNER_TEMP: path.join(home, 'work', '_temp'), PATH: '/usr/bin' },
    });
    expect(plan.hidden).toEqual(expect.arrayContaining(['/tmp', home, path.join(home, 'work', '_temp')]));
    expect(plan.exposed).toContain(project);
    expect(plan.concealedDirs).toEqual([path.join(project, '.git'), fileCommands]);
    // The server's HOME is its own bounded tmpfs (bounds.ts), writable, not a folder of the caller's disk.
    expect(plan.writable).toEqual([]);
    expect(plan.home).toBe(serverHome);
    expect(plan.network).toBe('none');
  });

  it('conceals only the file when the runner file sits in the project; declared paths are shown and writable', () => {
    const { home, project, serverHome } = runnerLayout();
    const summary = path.join(project, 'summary.md');
    writeFileSync(summary, '');
    mkdirSync(path.join(project, 'data'));
    const plan = planSandbox({
      network: 'host',
      projectDir: project,
      cwd: project,
      home: serverHome,
      command: process.execPath,
      args: [],
      readable: [path.join(project, '.git')],
      writable: [path.join(project, 'data'), path.join(project, 'missing')],
      callerEnv: { HOME: home, GITHUB_STEP_SUMMARY: summary },
    });
    expect(plan.concealedFiles).toEqual([summary]);
    expect(plan.concealedDirs).toEqual([path.join(project, '.git')]);
    expect(plan.readable).toEqual([path.join(project, '.git')]);
    expect(plan.writable).toEqual([path.join(project, 'data')]);
    expect(plan.home).toBe(serverHome);
  });
});

describe("a setup's plan (runSetup): the work tree writable, what is hidden in it still hidden", () => {
  it('binds the work tree writable before .git and the runner files are concealed, and drops root to no capability', async () => {
    const { bwrapArguments } = await import('../../src/servers/sandbox/bwrap-arguments.js');
    const layout = runnerLayout();
    const plan = planSandbox({
      network: 'host',
      projectDir: layout.project,
      cwd: layout.project,
      home: layout.serverHome,
      command: '/bin/sh',
      args: [],
      readable: [],
      writable: [layout.serverHome],
      callerEnv: { HOME: layout.home, PATH: '/usr/bin:/bin', GITHUB_ENV: layout.githubEnv },
      uid: 0,
    });
    plan.editable = [layout.project];
    const args = bwrapArguments(plan, { bwrap: 'bwrap', setpriv: 'setpriv' });
    const at = (...pair: string[]) => args.findIndex((_arg, i) => pair.every((part, k) => args[i + k] === part));
    const editable = at('--bind', layout.project, layout.project);
    expect(editable).toBeGreaterThan(-1);
    expect(at('--tmpfs', path.join(layout.project, '.git'))).toBeGreaterThan(editable);
    // The runner's files lie outside the work tree: not shown at all (its HOME is an empty folder).
    expect(args.some((arg) => arg.startsWith(layout.fileCommands))).toBe(false);
    expect(at('--tmpfs', layout.home)).toBeGreaterThan(-1);
    expect(args).not.toContain('--unshare-net');
    // uid 0: no setpriv to root, every capability dropped before bubblewrap runs the command.
    expect(args.slice(0, at('--die-with-parent'))).toEqual(expect.arrayContaining(['--cap-drop', 'ALL']));
    expect(args).not.toContain('setpriv');
    // Any other owner is dropped to by setpriv, as servers are.
    plan.uid = 1234;
    expect(bwrapArguments(plan, { bwrap: 'bwrap', setpriv: 'setpriv' })).toEqual(
      expect.arrayContaining(['setpriv', '--reuid=1234']),
    );
  });
});

describe('what a path in args shows (issue 46): the project and the toolchain, nothing else', () => {
  it("a folder named in args outside the project is not shown; /opt is no system folder, a toolchain's own dir under it is", () => {
    const { home, project, serverHome } = runnerLayout();
    // A toolchain installed under /opt, as GitHub's runners keep node (/opt/hostedtoolcache/node/<v>/x64/bin).
    const toolchain = path.join('/opt', `mcp-budget-plan-toolchain-${process.pid}`, 'x64');
    mkdirSync(path.join(toolchain, 'bin'), { recursive: true });
    onTestFinished(() => rmSync(path.dirname(toolchain), { recursive: true, force: true }));
    const plan = planSandbox({
      network: 'none',
      projectDir: project,
      cwd: project,
      home: serverHome,
      command: process.execPath,
      args: ['/srv', '/opt', path.dirname(process.execPath), 'server.js'],
      readable: [],
      writable: [],
      callerEnv: { HOME: home, PATH: `${toolchain}/bin:/usr/bin` },
    });
    expect(SYSTEM_FOLDERS).not.toContain('/opt');
    expect(plan.exposed).not.toContain('/srv');
    expect(plan.exposed).not.toContain('/opt');
    expect(plan.exposed).toContain(toolchain);
    expect(plan.exposed).toContain(project);
  });
});
