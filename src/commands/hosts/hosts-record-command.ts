import { userError } from '../../user-error-words.js';
import { EXIT } from '../../exit-codes.js';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isToolFixture, loadBudget } from '../../budget/config.js';
import { HOST_PROGRAMS } from './host-programs.js';
import { disposeRecording, recordHost } from './host-recording.js';
import { recordingChanges, summarizeRun, type HostRecordingFile } from './recorded-payloads.js';

export interface RecordCommandOptions {
  configFile: string;
  cwd: string;
  hosts: string[];
  /** The mcp-budget CLI the proxy command runs (this process's own). */
  cli: string;
  /** Where recordings are kept and compared (`<host>@<version>.json`). */
  outDir: string;
  cacheDir: string;
}

/**
 * `mcp-budget hosts record [host…]`: runs each pinned host program once against budget.json's servers (each through
 * the sandboxed proxy), its model stood in on loopback and scripted to call every fixture's tool with the fixture's
 * arguments. Writes what each host sent per server and says, line by line, what changed against the last recording.
 */
export async function recordHostsCommand(
  options: RecordCommandOptions,
  write: (text: string) => void,
): Promise<number> {
  const file = path.resolve(options.cwd, options.configFile);
  const loaded = await loadBudget(file, options.configFile);
  const fixtures = loaded.config.fixtures ?? [];
  const servers = [...new Set(fixtures.map((fixture) => fixture.server))].filter(
    (name) => loaded.config.servers?.[name] && !loaded.config.servers[name]!.url,
  );
  if (servers.length === 0) throw userError('HOSTS_NO_STDIO_FIXTURE', { file: options.configFile, command: 'record' });
  const unknown = options.hosts.filter((host) => !HOST_PROGRAMS[host]);
  if (unknown.length > 0)
    throw userError('HOSTS_NOT_RECORDABLE', {
      file: options.configFile,
      command: 'record',
      unknown,
      recordable: Object.keys(HOST_PROGRAMS),
    });
  const calls = fixtures
    .filter(isToolFixture)
    .filter((fixture) => servers.includes(fixture.server))
    .map((fixture) => ({ server: fixture.server, tool: fixture.tool, arguments: fixture.arguments ?? {} }));
  mkdirSync(options.outDir, { recursive: true });
  let failed = 0;
  for (const host of options.hosts) {
    const program = HOST_PROGRAMS[host]!;
    write(`${host} (${program.pkg} ${program.version}):\n`);
    const recording = await recordHost(program, {
      configFile: file,
      servers,
      calls,
      cacheDir: options.cacheDir,
      cli: options.cli,
    });
    try {
      if (recording.run.code !== 0) {
        failed++;
        write(
          `  the host exited with ${recording.run.code ?? 'a signal'}${recording.run.timedOut ? ' (timed out)' : ''}; nothing recorded\n`,
        );
        continue;
      }
      const target = path.join(options.outDir, `${host}@${program.version}.json`);
      const previous = existsSync(target) ? (JSON.parse(readFileSync(target, 'utf8')) as HostRecordingFile) : undefined;
      const next: HostRecordingFile = {
        host,
        pkg: program.pkg,
        version: program.version,
        recorded: new Date().toISOString().slice(0, 10),
        runs: {},
      };
      for (const server of servers) {
        const run = summarizeRun(host, recording.requests, server);
        next.runs[server] = run;
        const sent = Object.values(run.entries).reduce((sum, entry) => sum + Buffer.byteLength(entry), 0);
        write(
          `  ${server}: ${Object.keys(run.entries).length} tools as sent (${sent.toLocaleString('en-US')} B), ${run.upFront ? 'up front' : 'deferred behind tool search'}; ${run.results.length} results\n`,
        );
        const changes = previous
          ? recordingChanges(previous.runs[server], run)
          : ['no earlier recording to compare with'];
        for (const line of changes.length > 0 ? changes : ['unchanged since the last recording'])
          write(`    ${line}\n`);
      }
      writeFileSync(target, `${JSON.stringify(next, null, 1)}\n`);
      write(`  written to ${path.relative(options.cwd, target)}\n`);
    } finally {
      disposeRecording(recording);
    }
  }
  return failed > 0 ? EXIT.server : EXIT.ok;
}
