// Where tests live: each scenario test in the folder of its subject (test/sandbox, test/base, test/hosts...), never
// loose in test/ where a new one had seven plausible homes; every test path a doc or a comment names exists; and the
// helpers the scenario tests share are written once (the raw JSON-RPC client, the /proc scan).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TEST = path.join(ROOT, 'test');

/** Files under a folder of the repository, as repository paths. */
function filesUnder(folder: string, keep: (file: string) => boolean): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter(keep);
}

/** The test code shared or run by the suites: not the servers and data in test/fixtures, not this file. */
function testCode(): Array<[string, string]> {
  return filesUnder('test', (file) => file.endsWith('.ts') && !file.startsWith('test/fixtures/'))
    .filter((file) => file !== 'test/unit/test-layout.test.ts')
    .map((file) => [file, readFileSync(path.join(ROOT, file), 'utf8')]);
}

describe('test files by subject', () => {
  it('no scenario test sits loose in test/: each lives in a subject folder', () => {
    const loose = readdirSync(TEST).filter((name) => name.endsWith('.test.ts'));
    expect(loose).toEqual([]);
  });

  it('every subject folder holds tests, and no folder is named for where its tests came from', () => {
    const folders = readdirSync(TEST, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !['fixtures', 'unit'].includes(entry.name))
      .map((entry) => entry.name);
    expect(folders.length).toBeGreaterThan(0);
    for (const folder of folders)
      expect(
        readdirSync(path.join(TEST, folder)).some((name) => name.endsWith('.test.ts')),
        folder,
      ).toBe(true);
    const scenarioFiles = folders.flatMap((folder) => readdirSync(path.join(TEST, folder)));
    expect(
      scenarioFiles.filter((name) => /papercuts|newcomer|first-hour|wherever|summary-once|^noise/.test(name)),
    ).toEqual([]);
  });

  it('every test path the docs, the comments and the CI script name exists', () => {
    const named = [
      ...['README.md', 'CONTRIBUTING.md', '.ci/run', 'package.json', 'vitest.config.ts', 'action.yml'],
      ...filesUnder('docs', (file) => file.endsWith('.md')),
      ...filesUnder('src', (file) => file.endsWith('.ts')),
      ...filesUnder('scripts', (file) => /\.m?[jt]s$/.test(file)),
      ...filesUnder('hosts', (file) => file.endsWith('.json')),
      ...testCode().map(([file]) => file),
    ].filter((file) => existsSync(path.join(ROOT, file)));
    const missing: string[] = [];
    for (const file of named) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      for (const [test] of text.matchAll(/\btest\/[\w./-]*?\.(?:test\.)?ts\b/g))
        if (!existsSync(path.join(ROOT, test))) missing.push(`${file}: ${test}`);
    }
    expect(missing).toEqual([]);
  });
});

describe('test helpers written once', () => {
  it('one raw JSON-RPC client (scripts/raw-session.mjs): no test writes its own requests to a server', () => {
    const clients = testCode()
      // A request written to a server's stdin; messages handed to a transport in process (the guard's) are no client.
      .filter(([, text]) => /\{ jsonrpc: '2\.0', id\b[^}]*\bmethod\b/.test(text) && /\.stdin!?\.write\(/.test(text))
      .map(([file]) => file);
    expect(clients).toEqual([]);
  });

  it('one scan of /proc (test/processes.ts)', () => {
    const scans = testCode()
      .filter(([, text]) => text.includes("readdirSync('/proc')"))
      .map(([file]) => file);
    expect(scans).toEqual(['test/processes.ts']);
  });
});
