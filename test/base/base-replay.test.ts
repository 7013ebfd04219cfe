// A replay in the end-to-end suite's spirit: a real public server (a copy of @modelcontextprotocol/server-memory), a
// real base commit, a real diff (one reworded parameter description, +7 bytes where it appears), one expected table.
// Its dependencies are not committed, so the merge base's worktree cannot start it: without the base commit's saved
// report the run says BASE_UNMEASURED; with it, every tool's Δ is exact to the byte, by field and per host.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, cliJson, git, ROOT, tempDir } from '../helpers.js';

const MEMORY = path.join(ROOT, 'node_modules', '@modelcontextprotocol', 'server-memory');

function memoryProject(): string {
  // Inside this repository's ignored .tmp/, like cli/packed-tarball.test.ts: the SDK and zod come from node_modules links.
  const dir = tempDir('replay-', path.join(ROOT, '.tmp'));
  execFileSync('chmod', ['755', dir]);
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'replay', private: true, type: 'module' }));
  cpSync(MEMORY, path.join(dir, 'memory-server'), { recursive: true, dereference: true });
  mkdirSync(path.join(dir, 'node_modules', '@modelcontextprotocol'), { recursive: true });
  symlinkSync(
    path.join(ROOT, 'node_modules', '@modelcontextprotocol', 'sdk'),
    path.join(dir, 'node_modules', '@modelcontextprotocol', 'sdk'),
  );
  symlinkSync(path.join(ROOT, 'node_modules', 'zod'), path.join(dir, 'node_modules', 'zod'));
  writeFileSync(path.join(dir, '.gitignore'), 'node_modules/\nreports/\n');
  writeFileSync(
    path.join(dir, 'budget.json'),
    JSON.stringify(
      {
        servers: {
          memory: {
            command: 'node',
            args: ['memory-server/dist/index.js'],
            env: { MEMORY_FILE_PATH: '/tmp/replay-memory.jsonl' },
          },
        },
        hosts: ['claude-code'],
        growth: { toolBytes: 100 },
      },
      null,
      2,
    ),
  );
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'server-memory as published');
  return dir;
}

describe('replay: a reworded parameter description in server-memory', () => {
  it('unmeasured without the base report; with it, one exact table: +7 B per occurrence, by field, and what the host sends', async () => {
    const dir = memoryProject();
    const base = git(dir, 'rev-parse', 'HEAD').trim();
    // The base commit's own run keeps its report (as the Action's reports-dir does on the default branch).
    // Outside the work tree, where a restored cache is: a pull request cannot commit its own base there.
    const reports = tempDir('replay-reports-');
    const saved = await cli(dir, ['check', '--output', path.join(reports, `${base}.json`)]);
    expect(saved.code).toBe(0);

    git(dir, 'checkout', '-q', '-b', 'pr');
    const file = path.join(dir, 'memory-server', 'dist', 'index.js');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        'describe("The name of the entity")',
        'describe("The unique name of the entity")',
      ),
    );
    git(dir, 'commit', '-q', '-am', 'reword the entity name parameter');

    // The merge base's worktree has no node_modules: the server cannot start there, and the run says so.
    const measured = await cliJson(dir, ['check', '--base', 'main']);
    expect(
      measured.report.findings.map((f: { code: string; subject: string; severity: string }) => [
        f.code,
        f.subject,
        f.severity,
      ]),
    ).toEqual([['BASE_UNMEASURED', 'memory', 'error']]);
    expect(measured.report.changes.subjects).toEqual([]);
    expect(measured.code).toBe(1);

    const { code, report } = await cliJson(dir, ['check', '--base', 'main', '--base-report', reports]);
    expect(code).toBe(0);
    expect(report.base).toMatchObject({ commit: base, source: 'report' });
    const rows = report.changes.subjects
      .filter((c: { kind: string }) => c.kind !== 'unchanged')
      .map(
        (c: {
          subject: string;
          kind: string;
          deltaBytes: number;
          fields: Array<{ field: string; delta: number }>;
          hosts?: Array<{ host: string; deltaBytes: number }>;
          sentByNoHost?: boolean;
        }) => [
          c.subject,
          c.kind,
          c.deltaBytes,
          c.fields.map((f) => `${f.field} ${f.delta}`).join(', '),
          c.sentByNoHost ? 'no host sends it' : c.hosts?.map((h) => `${h.host} ${h.deltaBytes}`).join(', '),
        ],
      );
    // The reworded "name" appears in create_entities' input and output schemas, and in three tools' output schemas.
    expect(rows).toEqual([
      ['memory/create_entities', 'grew', 14, 'inputSchema 7, outputSchema 7', 'claude-code 7'],
      ['memory/open_nodes', 'grew', 7, 'outputSchema 7', 'no host sends it'],
      ['memory/read_graph', 'grew', 7, 'outputSchema 7', 'no host sends it'],
      ['memory/search_nodes', 'grew', 7, 'outputSchema 7', 'no host sends it'],
    ]);
    expect(report.changes.total.deltaBytes).toBe(35);
    const text = (await cli(dir, ['check', '--base', 'main', '--base-report', reports])).stdout;
    expect(text).toContain(`Changes against ${base.slice(0, 7)} (from that commit's saved report)`);
    expect(text).toMatch(
      /memory\/read_graph\s+grew\s+[\d,]+ B · [\d,]+ tok\s+[\d,]+ B · [\d,]+ tok\s+\+7 B \(\+\d+%\) · \+\d+ tok\s+outputSchema \+7 B\s+no host sends it/,
    );
  }, 240_000);
});
