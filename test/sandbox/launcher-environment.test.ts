// A pull request that adds `"env": {"LD_PRELOAD": "./evil.so"}` must get no code run outside the sandbox: the
// launchers (bwrap, sudo, setpriv, prlimit, unshare, sh) start from a fixed clean environment, the server's own is
// applied only to the server, inside; and budget.json / an imported .mcp.json refuse loader and hook variables.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { LOADER_VARIABLES } from '../../src/budget/loader-variables.js';
import {
  BUILT_CLI,
  CHECKOUT_REACHABLE_BY_OTHERS,
  chownTree,
  cli,
  project,
  ROOT,
  runCommand,
  specServer,
  tempDir,
} from '../helpers.js';

const USER = 1234;
const HAS_GCC = (process.env.PATH ?? '').split(':').some((dir) => dir && existsSync(path.join(dir, 'gcc')));
const AS_USER = ['setpriv', `--reuid=${USER}`, `--regid=${USER}`, '--clear-groups', '--'];
const asRoot = process.getuid?.() === 0;
const NAMES = LOADER_VARIABLES.flatMap((v) => v.examples);
const PREFIXES = LOADER_VARIABLES.filter((v) => v.name.endsWith('*')).map((v) => v.name.slice(0, -1));
const NAME = fc.oneof(
  fc.constantFrom(...NAMES),
  fc.tuple(fc.constantFrom(...PREFIXES), fc.stringMatching(/^[A-Z_]{1,10}$/)).map(([prefix, rest]) => prefix + rest),
);
const HOST_PID_NS = readlinkSync('/proc/self/ns/pid');

/** A loader hook that, wherever it runs, writes its pid namespace, uid and program to a file in `markers`. */
function evilSo(dir: string, markers: string): string {
  const source = path.join(dir, 'evil.c');
  writeFileSync(
    source,
    `#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
unsigned int la_version(unsigned int version) { return version; }
__attribute__((constructor)) static void evil(void) {
  char ns[128] = "", exe[512] = "", line[800], file[700];
  ssize_t n = readlink("/proc/self/ns/pid", ns, sizeof ns - 1); if (n > 0) ns[n] = 0;
  n = readlink("/proc/self/exe", exe, sizeof exe - 1); if (n > 0) exe[n] = 0;
  snprintf(line, sizeof line, "%s %d %s\\n", ns, (int)getuid(), exe);
  snprintf(file, sizeof file, "%s/marker-%d", ${JSON.stringify(markers)}, (int)getpid());
  int fd = open(file, O_WRONLY | O_CREAT | O_TRUNC, 0666);
  if (fd >= 0) { if (write(fd, line, strlen(line)) < 0) {} close(fd); }
  dprintf(2, "EVIL-SO-RAN %s", line);
}
`,
  );
  const so = path.join(dir, 'evil.so');
  execFileSync('gcc', ['-shared', '-fPIC', '-o', so, source]);
  // The same library under the names the launchers link, for LD_LIBRARY_PATH and the like.
  const libs = path.join(dir, 'libs');
  mkdirSync(libs);
  for (const name of ['libcap.so.2', 'libselinux.so.1', 'libcap-ng.so.0'])
    writeFileSync(path.join(libs, name), readFileSync(so));
  // A script for shell hooks (ENV, BASH_ENV) and a module for Node's (--require, --import).
  writeFileSync(
    path.join(dir, 'evil.sh'),
    `echo "$(readlink /proc/self/ns/pid) $(id -u) sh" > ${JSON.stringify(markers)}/marker-sh-$$\n`,
  );
  writeFileSync(
    path.join(dir, 'evil.cjs'),
    `require('fs').writeFileSync(${JSON.stringify(markers)} + '/marker-node-' + process.pid, require('fs').readlinkSync('/proc/self/ns/pid') + ' ' + process.getuid() + ' node');\n`,
  );
  return so;
}

/** A value that makes `name` run the attacker's code, where one exists; else a path to the library. */
function attackValue(name: string, dir: string): string {
  if (name === 'LD_LIBRARY_PATH' || name === 'GCONV_PATH' || name === 'LOCPATH') return path.join(dir, 'libs');
  if (name === 'ENV' || name === 'BASH_ENV') return path.join(dir, 'evil.sh');
  if (name === 'NODE_OPTIONS') return `--require ${path.join(dir, 'evil.cjs')}`;
  return path.join(dir, 'evil.so');
}

/** An attack project: the library, a markers folder anyone may write, and markers read back. */
function attackProject(files: Record<string, unknown> = {}) {
  const dir = project({
    'spec.json': { tools: [{ name: 'a', description: 'x', inputSchema: { type: 'object' } }] },
    ...files,
  });
  const markers = path.join(tempDir('mcp-budget-markers-'), 'm');
  mkdirSync(markers);
  chmodSync(markers, 0o777);
  chmodSync(path.dirname(markers), 0o755);
  evilSo(dir, markers);
  return {
    dir,
    markers,
    /** What ran outside the sandbox: a marker written where the sandbox cannot write, or in the host's pid namespace. */
    outside: () => readdirSync(markers).map((file) => readFileSync(path.join(markers, file), 'utf8').trim()),
  };
}

describe.skipIf(!HAS_GCC || process.platform !== 'linux')('loader and hook variables never reach a launcher', () => {
  it('budget.json with "LD_PRELOAD": "./evil.so" is a config error naming the file and the JSON path; nothing runs', async () => {
    const attack = attackProject();
    writeFileSync(
      path.join(attack.dir, 'budget.json'),
      JSON.stringify({ servers: { s: { ...specServer('spec.json'), env: { LD_PRELOAD: './evil.so' } } } }),
    );
    const run = await cli(attack.dir, ['check']);
    expect(attack.outside()).toEqual([]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('budget.json');
    expect(run.stderr).toContain('$.servers.s.env.LD_PRELOAD');
  });

  it('an imported .mcp.json with a loader variable is a config error naming .mcp.json; nothing runs', async () => {
    const attack = attackProject();
    writeFileSync(
      path.join(attack.dir, '.mcp.json'),
      JSON.stringify({ mcpServers: { s: { ...specServer('spec.json'), env: { LD_AUDIT: './evil.so' } } } }),
    );
    writeFileSync(path.join(attack.dir, 'budget.json'), JSON.stringify({ mcpConfig: '.mcp.json' }));
    const run = await cli(attack.dir, ['check']);
    expect(attack.outside()).toEqual([]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('.mcp.json');
    expect(run.stderr).toContain('env.LD_AUDIT');
  });

  it.runIf(asRoot && CHECKOUT_REACHABLE_BY_OTHERS)(
    'as an unprivileged user, the same budget.json runs nothing of the pull request',
    async () => {
      const attack = attackProject();
      writeFileSync(
        path.join(attack.dir, 'budget.json'),
        JSON.stringify({
          servers: {
            s: { ...specServer('spec.json'), env: { LD_PRELOAD: './evil.so', NODE_OPTIONS: '--require ./evil.cjs' } },
          },
        }),
      );
      chownTree(attack.dir, USER);
      const run = await runCommand(AS_USER[0]!, [...AS_USER.slice(1), process.execPath, BUILT_CLI, 'check'], {
        cwd: attack.dir,
        env: { PATH: process.env.PATH, HOME: attack.dir },
      });
      expect(attack.outside()).toEqual([]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('$.servers.s.env.LD_PRELOAD');
    },
  );
});

/**
 * Below the config check: every loader and hook variable handed to the launch itself (as a caller's passEnv would,
 * or a config check that missed one) runs only inside the sandbox. The launch runs in a small bundle so that it can be
 * started as root and as an unprivileged user alike.
 */
describe.skipIf(!HAS_GCC || process.platform !== 'linux')(
  "the launch applies a server's environment only inside the sandbox (property)",
  () => {
    let bundle: string | undefined;
    async function launcher(): Promise<string> {
      if (bundle) return bundle;
      const dir = tempDir('mcp-budget-launch-');
      chmodSync(dir, 0o755);
      const entry = path.join(dir, 'entry.ts');
      writeFileSync(
        entry,
        `import { launch } from ${JSON.stringify(path.join(ROOT, 'src/servers/server-launch.ts'))};
import { terminateGroup } from ${JSON.stringify(path.join(ROOT, 'src/servers/process-group.ts'))};
const [baseDir, name, value] = process.argv.slice(2);
let stderr = '';
const tail = { push: (chunk: Buffer) => { stderr += chunk.toString(); }, lines: () => stderr };
const server = { command: process.execPath, args: ['-e', 'setTimeout(() => {}, 300)'], env: { [name!]: value! } };
const launched = await launch({ name: 's', server, sandbox: {}, timeouts: { startupMs: 60000, requestMs: 60000, totalMs: 60000 }, clientCapabilities: {}, baseDir: baseDir!, callerEnv: { PATH: process.env.PATH }, maxMessageBytes: 1 << 20, clientVersion: '0' } as never, tail as never);
await launched.group.exit;
await launched.group.closed;
await terminateGroup(launched.group);
await launched.dispose();
process.stdout.write(JSON.stringify({ method: launched.sandbox.method, layers: launched.sandbox.layers, stderr }));
`,
      );
      bundle = path.join(dir, 'launch.mjs');
      await build({
        entryPoints: [entry],
        bundle: true,
        platform: 'node',
        format: 'esm',
        outfile: bundle,
        logLevel: 'silent',
        banner: {
          js: "import { createRequire as makeRequire } from 'node:module'; const require = makeRequire(import.meta.url);",
        },
      });
      chmodSync(bundle, 0o644);
      return bundle;
    }

    const users = asRoot && CHECKOUT_REACHABLE_BY_OTHERS ? ['root', 'unprivileged'] : ['this user'];
    it('every loader/hook name, as root and unprivileged: no marker outside, none in the host pid namespace', async () => {
      const script = await launcher();
      const attack = attackProject();
      chmodSync(path.dirname(script), 0o755);
      const tried: string[] = [];
      const every = users.flatMap((user) => NAMES.map((name) => [name, user] as [string, string]));
      await fc.assert(
        fc.asyncProperty(NAME, fc.constantFrom(...users), async (name, user) => {
          const value = attackValue(name, attack.dir);
          const prefix = user === 'unprivileged' ? AS_USER : [];
          const run = await runCommand(
            prefix[0] ?? process.execPath,
            [...prefix.slice(1), ...(prefix.length ? [process.execPath] : []), script, attack.dir, name, value],
            { cwd: attack.dir, env: { PATH: process.env.PATH, HOME: attack.dir }, timeoutMs: 60_000 },
          );
          expect(run.code, run.stderr).toBe(0);
          tried.push(`${name}/${user}`);
          const outside = attack.outside();
          expect(
            outside.filter((line) => line.startsWith(HOST_PID_NS)),
            `${name} as ${user}`,
          ).toEqual([]);
          expect(outside, `${name} as ${user}`).toEqual([]);
          // Not vacuous: the preloaded library did run, in the server, inside the sandbox's own pid namespace.
          if (name === 'LD_PRELOAD') {
            const ran = JSON.parse(run.stdout).stderr as string;
            expect(ran).toMatch(/EVIL-SO-RAN pid:\[\d+\]/);
            expect(ran).not.toContain(`EVIL-SO-RAN ${HOST_PID_NS}`);
          }
        }),
        // Every named one as every user first, then names made up under each prefix (LD_*, MALLOC_*, BASH_FUNC_*).
        { numRuns: every.length + 8, examples: every },
      );
      expect(new Set(tried).size).toBeGreaterThanOrEqual(NAMES.length * users.length);
    });
  },
);
