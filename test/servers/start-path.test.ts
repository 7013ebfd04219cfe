// Everything a run does before it spawns its first server delays that server. Milliseconds are never asserted here
// (the machine is shared); what is asserted is what runs before the spawn: no node:crypto (it loads while servers
// boot), no git asking whether the count cache is tracked (it asks once the server is booting).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_CLI, git, project, runCommand, specServer, tempDir } from '../helpers.js';

/** A preload that writes, at exit, what happened before the first child_process.spawn (the server's launch). */
const RECORDER = `import cp from 'node:child_process';
import { writeFileSync } from 'node:fs';
import module from 'node:module';
const events = [];
let atSpawn;
const { spawn, execFileSync } = cp;
cp.spawn = function (command, ...rest) {
  events.push('spawn ' + String(command).split('/').pop());
  atSpawn ??= { events: [...events], builtins: process.moduleLoadList.filter((entry) => entry.startsWith('NativeModule ')) };
  return spawn.call(this, command, ...rest);
};
cp.execFileSync = function (command, ...rest) {
  events.push('execFileSync ' + String(command).split('/').pop());
  return execFileSync.call(this, command, ...rest);
};
module.syncBuiltinESMExports();
process.on('exit', () => writeFileSync(process.env.START_PATH_RECORD, JSON.stringify({ atSpawn, events })));
`;

describe('the way to the first server', () => {
  it('loads no node:crypto and runs no git before the server is spawned; the count cache is outside the work tree', async () => {
    const dir = project({
      'spec.json': { tools: [{ name: 'a', description: 'A tool.', inputSchema: { type: 'object' } }] },
      'budget.json': { servers: { s: specServer('spec.json') } },
    });
    // A checkout with its own node_modules: the count cache no longer lies there (a setup writes it), nor asks git.
    mkdirSync(path.join(dir, 'node_modules'));
    git(dir, 'init', '-q');
    const scratch = tempDir();
    const recorder = path.join(scratch, 'recorder.mjs');
    writeFileSync(recorder, RECORDER);
    const record = path.join(scratch, 'record.json');
    const cache = tempDir('mcp-budget-cache-');
    const run = await runCommand(process.execPath, ['--import', recorder, BUILT_CLI, 'check'], {
      cwd: dir,
      env: { ...process.env, START_PATH_RECORD: record, XDG_CACHE_HOME: cache },
    });
    expect(run.code, run.stderr).toBe(0);
    const { atSpawn, events } = JSON.parse(readFileSync(record, 'utf8')) as {
      atSpawn: { events: string[]; builtins: string[] };
      events: string[];
    };
    expect(atSpawn.builtins).not.toContain('NativeModule crypto');
    expect(atSpawn.events.filter((event) => event.endsWith(' git'))).toEqual([]);
    expect(existsSync(path.join(dir, 'node_modules', '.cache'))).toBe(false);
    expect(readdirSync(path.join(cache, 'mcp-budget'))).toContain('token-counts.o200k_base.json');
    // Nor is git asked about it afterwards: a cache outside the work tree needs no judging.
    expect(events.filter((event) => event.endsWith(' git'))).toEqual([]);
  });
});
