// The proof a hosts cache entry carries: written after a checked install, and void once anything below it changes.
import { appendFileSync, chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hostsCacheDir, provenEntry, writeInstallProof } from '../../src/commands/hosts/host-install.js';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function entry(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mcp-budget-proof-'));
  made.push(dir);
  mkdirSync(path.join(dir, 'node_modules', '.bin'), { recursive: true });
  writeFileSync(path.join(dir, 'node_modules', 'host.js'), 'console.log("host")\n');
  symlinkSync('../host.js', path.join(dir, 'node_modules', '.bin', 'host'));
  return dir;
}

describe('a hosts cache entry is run only with its proof', () => {
  it('no proof (the old `.installed` marker alone): not proven', () => {
    const dir = entry();
    writeFileSync(path.join(dir, '.installed'), 'pkg@1.0.0\n');
    expect(provenEntry(dir, 'pkg', '1.0.0')).toBe(false);
  });

  it('a proof for this package and version over what is there: proven; for another version: not', () => {
    const dir = entry();
    writeInstallProof(dir, 'pkg', '1.0.0', 'sha512-AAAA');
    expect(provenEntry(dir, 'pkg', '1.0.0')).toBe(true);
    expect(provenEntry(dir, 'pkg', '1.0.1')).toBe(false);
    expect(provenEntry(dir, 'other', '1.0.0')).toBe(false);
  });

  it('a file rewritten, a file added, a link retargeted or a mode changed after the proof: not proven', () => {
    const changes: Array<(dir: string) => void> = [
      (dir) => appendFileSync(path.join(dir, 'node_modules', 'host.js'), 'require("child_process")\n'),
      (dir) => writeFileSync(path.join(dir, 'node_modules', 'extra.js'), ''),
      (dir) => {
        rmSync(path.join(dir, 'node_modules', '.bin', 'host'));
        symlinkSync('/tmp/evil.js', path.join(dir, 'node_modules', '.bin', 'host'));
      },
      (dir) => chmodSync(path.join(dir, 'node_modules', 'host.js'), 0o777),
    ];
    for (const change of changes) {
      const dir = entry();
      writeInstallProof(dir, 'pkg', '1.0.0', 'sha512-AAAA');
      expect(provenEntry(dir, 'pkg', '1.0.0')).toBe(true);
      change(dir);
      expect(provenEntry(dir, 'pkg', '1.0.0')).toBe(false);
    }
  });

  it('a proof copied into another entry with other contents: not proven there', () => {
    const dir = entry();
    writeInstallProof(dir, 'pkg', '1.0.0', 'sha512-AAAA');
    const other = entry();
    writeFileSync(path.join(other, 'node_modules', 'host.js'), 'console.log("not the host")\n');
    writeFileSync(path.join(other, '.mcp-budget-verified.json'), JSON.stringify({ pkg: 'pkg', version: '1.0.0' }));
    expect(provenEntry(other, 'pkg', '1.0.0')).toBe(false);
  });
});

describe('where the hosts cache is', () => {
  const project = '/work/some-project';
  it('MCP_BUDGET_HOSTS_CACHE, else XDG_CACHE_HOME/mcp-budget/hosts, else ~/.cache/mcp-budget/hosts', () => {
    expect(hostsCacheDir({ MCP_BUDGET_HOSTS_CACHE: '/var/cache/hosts' }, project)).toBe('/var/cache/hosts');
    expect(hostsCacheDir({ XDG_CACHE_HOME: '/x/cache' }, project)).toBe('/x/cache/mcp-budget/hosts');
    expect(hostsCacheDir({ HOME: '/home/ada' }, project)).toBe('/home/ada/.cache/mcp-budget/hosts');
  });
  it('never a folder of the project, however named', () => {
    for (const env of [
      { MCP_BUDGET_HOSTS_CACHE: '.tmp/hosts' },
      { MCP_BUDGET_HOSTS_CACHE: `${project}/node_modules/.cache` },
      { XDG_CACHE_HOME: `${project}/.cache` },
      { HOME: project },
    ])
      expect(() => hostsCacheDir(env, project)).toThrow(/inside the project/);
  });
});
