// A new user's first hour, end to end: the packed tarball installed into a scratch project with a .mcp.json of
// two public servers, the README's commands as written, and the pre-push hook.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, tempDir } from '../helpers.js';

const MEMORY = path.join(ROOT, 'node_modules', '@modelcontextprotocol', 'server-memory');
const FILESYSTEM = path.join(ROOT, 'node_modules', '@modelcontextprotocol', 'server-filesystem', 'dist', 'index.js');
const ORIGINAL = 'Create multiple new entities in the knowledge graph';

function run(cwd: string, command: string, args: string[], input?: string) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    input,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@t',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@t',
    },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The project's own copy of server-memory, its create_entities description set to `length` characters. */
function setDescription(project: string, length: number) {
  const file = path.join(project, 'memory-server', 'dist', 'index.js');
  const text = readFileSync(file, 'utf8').replace(
    /description: "Create multiple new entities[^"]*"/,
    `description: "${ORIGINAL}${'.'.repeat(length - ORIGINAL.length)}"`,
  );
  writeFileSync(file, text);
}

describe('the first hour, from a packed tarball', () => {
  it('install, init from .mcp.json, growth fails, shrinking lets update lower the entry, the hook blocks a bad push', async () => {
    const packs = tempDir('mcp-budget-pack-');
    execFileSync('npm', ['pack', '--silent', '--pack-destination', packs], { cwd: ROOT, stdio: 'ignore' });
    const tarball = path.join(packs, readdirSync(packs).find((f) => f.endsWith('.tgz'))!);

    // Inside this repository's ignored .tmp/, as a package of a monorepo would be: the symlinks below point into
    // this repository's node_modules, which the sandbox shows because it is the project's outermost package.
    const project = tempDir('newcomer-', path.join(ROOT, '.tmp'));
    execFileSync('chmod', ['755', project]);
    writeFileSync(
      path.join(project, 'package.json'),
      JSON.stringify({ name: 'my-mcp-project', private: true, type: 'module' }),
    );
    // The README's install command, from the tarball (it has no dependencies: everything is bundled).
    expect(run(project, 'npm', ['install', '--save-dev', '--offline', '--no-audit', '--no-fund', tarball]).code).toBe(
      0,
    );
    // The project's own server: a copy of server-memory, whose SDK comes from the project's node_modules.
    cpSync(MEMORY, path.join(project, 'memory-server'), { recursive: true, dereference: true });
    mkdirSync(path.join(project, 'node_modules', '@modelcontextprotocol'), { recursive: true });
    symlinkSync(
      path.join(ROOT, 'node_modules', '@modelcontextprotocol', 'sdk'),
      path.join(project, 'node_modules', '@modelcontextprotocol', 'sdk'),
    );
    symlinkSync(path.join(ROOT, 'node_modules', 'zod'), path.join(project, 'node_modules', 'zod'));
    setDescription(project, 3000);
    writeFileSync(
      path.join(project, '.mcp.json'),
      JSON.stringify({
        mcpServers: {
          memory: {
            command: 'node',
            args: ['memory-server/dist/index.js'],
            env: { MEMORY_FILE_PATH: '/tmp/memory.jsonl' },
          },
          files: { command: 'node', args: [FILESYSTEM, '.'] },
        },
      }),
    );
    writeFileSync(path.join(project, '.gitignore'), 'node_modules/\n');

    const init = run(project, 'npx', ['mcp-budget', 'init']);
    expect(init.code).toBe(0);
    const budget = JSON.parse(readFileSync(path.join(project, 'budget.json'), 'utf8'));
    expect(budget.limits.descriptionChars).toBe(2048);
    expect(budget.oversized['memory/create_entities'].chars).toBe(3000);
    expect(run(project, 'npx', ['mcp-budget']).code).toBe(0);

    // The description grows: check fails, naming the tool and the entry to edit.
    setDescription(project, 3500);
    const grown = run(project, 'npx', ['mcp-budget', 'check', '--json']);
    expect(grown.code).toBe(1);
    const findings = JSON.parse(grown.stdout).findings;
    expect(findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code: 'OVERSIZED_GREW',
          subject: 'memory/create_entities',
          unit: 'chars',
          limit: 3000,
          actual: 3500,
        }),
      ]),
    );
    expect(new Set(findings.map((f: { code: string; subject: string }) => `${f.code} ${f.subject}`))).toEqual(
      new Set(['OVERSIZED_GREW memory/create_entities']),
    );

    // Committed over budget; the fix sits uncommitted in the working tree: the hook still blocks the push.
    run(project, 'git', ['init', '-q', '-b', 'main']);
    run(project, 'git', ['add', '.']);
    run(project, 'git', ['commit', '-q', '-m', 'grow a description']);
    const head = run(project, 'git', ['rev-parse', 'HEAD']).stdout.trim();
    setDescription(project, 2500);
    const hook = run(
      project,
      'sh',
      [path.join(ROOT, 'examples', 'hooks', 'pre-push')],
      `refs/heads/main ${head} refs/heads/main ${'0'.repeat(40)}\n`,
    );
    expect(hook.code).toBe(1);
    expect(hook.stderr).toContain('push blocked');
    expect(readFileSync(path.join(project, 'memory-server', 'dist', 'index.js'), 'utf8')).toContain(
      `${ORIGINAL}${'.'.repeat(2500 - ORIGINAL.length)}"`,
    );

    // The shrink is committed: check says the entry is stale, update lowers it to the new size, check passes.
    run(project, 'git', ['commit', '-q', '-am', 'shrink it']);
    expect(run(project, 'npx', ['mcp-budget']).code).toBe(1);
    expect(run(project, 'npx', ['mcp-budget', 'update']).code).toBe(0);
    expect(
      JSON.parse(readFileSync(path.join(project, 'budget.json'), 'utf8')).oversized['memory/create_entities'].chars,
    ).toBe(2500);
    expect(run(project, 'npx', ['mcp-budget']).code).toBe(0);
    // Pushed with the lowered budget committed, the hook lets it through.
    run(project, 'git', ['commit', '-q', '-am', 'lower the budget']);
    expect(run(project, 'sh', [path.join(ROOT, 'examples', 'hooks', 'pre-push')], '').code).toBe(0);
  }, 300_000);
});
