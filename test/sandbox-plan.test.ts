import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { planSandbox } from '../src/servers/sandbox/sandbox-plan.js';
import { tempDir } from './helpers.js';

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
