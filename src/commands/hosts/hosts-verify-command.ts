import { userError } from '../../user-error-words.js';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { HOST_PROFILES } from '../../budget/host-profiles.js';
import { isToolFixture, loadBudget, type LoadedBudget } from '../../budget/config.js';
import { HostNotRun } from '../../errors.js';
import { EXIT } from '../../exit-codes.js';
import { measureResult } from '../../measure/measure-result.js';
import { loadTokenizer } from '../../measure/tokens.js';
import { jsonSafe, showControls } from '../../text/untrusted.js';
import { measureBudgetServers } from '../budget-servers.js';
import { resolveBudgetServers } from '../../servers/server-sources.js';
import { HOST_PROGRAMS, runProcess, type HostProgram } from './host-programs.js';
import { disposeRecording, recordHost } from './host-recording.js';
import {
  describeDifference,
  predictedStart,
  predictedTexts,
  runDifferences,
  sessionStartDifferences,
  type HostDifference,
  type PredictedRun,
  type PredictedStart,
} from './host-verify.js';
import { deferralSide } from '../../measure/hosts/host-deferral.js';
import { recordedEntries, recordedResults, summarizeRun } from './recorded-payloads.js';

export interface VerifyCommandOptions {
  configFile: string;
  cwd: string;
  hosts: string[];
  /** The mcp-budget CLI the proxy command runs (this process's own). */
  cli: string;
  cacheDir: string;
  callerEnv: Record<string, string | undefined>;
  /** Run each host's newest release on the npm registry instead of its pinned version. */
  latest: boolean;
  json: boolean;
  /** The newest version of a package (default: npm's own client asks the registry). */
  latestVersion?: (pkg: string) => Promise<string>;
}

/** One host's verification: the version run, how much was compared, and every figure of check's it did not match. */
export interface HostVerification {
  host: string;
  pkg: string;
  version: string;
  pinned: string;
  definitions: number;
  results: number;
  /** Servers whose session start (instructions, deferral side, listing) was compared. */
  sessionStarts?: number;
  differences: HostDifference[];
  /** The host did not finish (nothing compared): its exit code, and whether it timed out. */
  failed?: { code: number | null; timedOut: boolean };
}

/** A version as npm prints it, and nothing else: the registry's answer is data. */
const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/**
 * npm's own client asks the registry for a package's `latest` dist-tag, from `cwd` (the hosts cache): never from the
 * project, whose `.npmrc` would choose the registry asked.
 */
export async function npmLatestVersion(pkg: string, cwd: string): Promise<string> {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = await runProcess(npm, ['view', `${pkg}@latest`, 'version', '--json'], {
    cwd,
    env: process.env as Record<string, string>,
    timeoutMs: 60_000,
  });
  let version: unknown;
  try {
    version = JSON.parse(result.stdout);
  } catch {
    version = undefined;
  }
  if (result.code !== 0 || typeof version !== 'string' || !VERSION.test(version))
    throw new HostNotRun(
      `npm view ${pkg}@latest version failed (exit ${result.code}): ${showControls(result.stderr.slice(-500))}`,
    );
  return version;
}

/**
 * `mcp-budget hosts verify [host…] [--latest]`: measures budget.json as `check` does with each host's view, runs each
 * host program once on the same servers and fixtures (offline, its model stood in on loopback, the servers through
 * the sandboxed proxy, as `hosts record`), and compares, definition by definition and result by result, check's
 * figures with what the host's model received.
 */
export async function verifyHosts(options: VerifyCommandOptions): Promise<HostVerification[]> {
  const file = path.resolve(options.cwd, options.configFile);
  const loaded = await loadBudget(file, options.configFile);
  const toolFixtures = verifiableFixtures(options, loaded);
  const checked = await checkFigures(options, loaded, toolFixtures);
  const verifications: HostVerification[] = [];
  for (const host of options.hosts) verifications.push(await verifyHost(host, file, options, checked));
  return verifications;
}

/** The fixtures a host can be made to call: tools of stdio servers of budget.json (hosts start their servers). */
function verifiableFixtures(options: VerifyCommandOptions, loaded: LoadedBudget) {
  const unknown = options.hosts.filter((host) => !HOST_PROGRAMS[host]);
  if (unknown.length > 0)
    throw userError('HOSTS_NOT_RECORDABLE', {
      file: options.configFile,
      command: 'verify',
      unknown,
      recordable: Object.keys(HOST_PROGRAMS),
    });
  const stdio = (name: string) => loaded.config.servers?.[name] !== undefined && !loaded.config.servers[name]!.url;
  const toolFixtures = (loaded.config.fixtures ?? []).filter(isToolFixture).filter((fixture) => stdio(fixture.server));
  if (toolFixtures.length === 0)
    throw userError('HOSTS_NO_STDIO_FIXTURE', { file: options.configFile, command: 'verify' });
  return toolFixtures;
}

type CheckFigures = Awaited<ReturnType<typeof checkFigures>>;

/** check's figures, with every verified host's view (whatever budget.json's own hosts are), and the calls to replay. */
async function checkFigures(
  options: VerifyCommandOptions,
  loaded: LoadedBudget,
  toolFixtures: ReturnType<typeof verifiableFixtures>,
) {
  loaded.config.hosts = [...new Set(options.hosts.map((host) => HOST_PROGRAMS[host]!.profile))];
  const resolved = await resolveBudgetServers(loaded, options.callerEnv);
  const measurement = await measureBudgetServers(loaded, resolved, { cwd: options.cwd, callerEnv: options.callerEnv });
  const failedServers = measurement.servers.filter((server) => !server.ok).map((server) => server.name);
  if (failedServers.length > 0) throw new ServersFailed(failedServers);
  const tokenizer = await loadTokenizer(measurement.tokenizer);
  // Only the fixtures check called: a skipped one has no figure to compare.
  const called = measurement.fixtures.filter(
    (report) => report.tool !== undefined && !report.skipped && toolFixtures.some((f) => f.name === report.name),
  );
  const calls = called.map((report) => {
    const fixture = toolFixtures.find((f) => f.name === report.name)!;
    return { server: fixture.server, tool: fixture.tool, arguments: fixture.arguments ?? {} };
  });
  return { measurement, tokenizer, called, calls, servers: [...new Set(called.map((report) => report.server))] };
}

/** One host, run once on every server, its requests compared with check's figures server by server. */
async function verifyHost(
  host: string,
  file: string,
  options: VerifyCommandOptions,
  checked: CheckFigures,
): Promise<HostVerification> {
  const pinned = HOST_PROGRAMS[host]!;
  const newest = options.latestVersion ?? ((pkg: string) => npmLatestVersion(pkg, cacheFolder(options.cacheDir)));
  const version = options.latest ? await newest(pinned.pkg) : pinned.version;
  const program: HostProgram = { ...pinned, version };
  const verification: HostVerification = {
    host,
    pkg: program.pkg,
    version,
    pinned: pinned.version,
    definitions: 0,
    results: 0,
    sessionStarts: 0,
    differences: [],
  };
  const recording = await recordHost(program, {
    configFile: file,
    servers: checked.servers,
    calls: checked.calls,
    cacheDir: options.cacheDir,
    cli: options.cli,
    countTokens: (text) => checked.tokenizer.count(text),
  });
  try {
    if (recording.run.code !== 0) {
      verification.failed = { code: recording.run.code, timedOut: recording.run.timedOut };
      return verification;
    }
    const received = recordedResults(host, recording.requests);
    // Every request as the host sent it, JSON escapes and all: where its session start is looked for.
    const sent = recording.requests.map((request) => request.raw).join('\n');
    for (const server of checked.servers) {
      const predicted = predictedRun(program, server, checked);
      const run = summarizeRun(host, recording.requests, server);
      const entries = recordedEntries(host, recording.requests, server);
      // Compared: the definitions the host sent (a deferring one sends those its model asked for).
      verification.definitions += predicted.run.definitions.filter((d) => entries.has(d.tool)).length;
      verification.results += predicted.run.results.length;
      verification.differences.push(
        ...runDifferences(server, predicted.run, {
          entries,
          results: predicted.indices.map((index) => received[index]).filter((text) => text !== undefined),
          upFront: run.upFront,
        }),
      );
      verification.sessionStarts = (verification.sessionStarts ?? 0) + 1;
      verification.differences.push(
        ...sessionStartDifferences(server, startOf(program, server, checked), { sent, upFront: run.upFront }),
      );
    }
  } finally {
    disposeRecording(recording);
  }
  return verification;
}

/** check's figures for one host and server, with the texts behind them where the measurement kept them. */
function predictedRun(
  program: HostProgram,
  server: string,
  { measurement, tokenizer, called, calls }: CheckFigures,
): { run: PredictedRun; indices: number[] } {
  const profile = HOST_PROFILES[program.profile]!;
  const report = measurement.servers.find((candidate) => candidate.name === server)!;
  const view = report.hosts?.find((candidate) => candidate.host === program.profile);
  const wire = measurement.wire?.get(server);
  const indices = called.flatMap((fixture, index) => (fixture.server === server ? [index] : []));
  const pages = indices.flatMap((index) => {
    const fixture = called[index]!;
    const answer = wire?.results.get(fixture.name);
    if (!answer) return [];
    const tool = wire?.tools.find((candidate) => candidate.name === fixture.tool);
    return [
      {
        fixture: fixture.name,
        page: {
          ...measureResult(answer, tokenizer),
          call: { name: calls[index]!.tool, args: calls[index]!.arguments, server },
        },
        ...(tool?._meta ? { toolMeta: tool._meta as Record<string, unknown> } : {}),
      },
    ];
  });
  const texts = predictedTexts(profile, server, wire?.tools ?? [], pages, tokenizer, report.serverInfo);
  const run: PredictedRun = {
    definitions: (view?.perTool ?? []).map((tool) => ({
      tool: tool.name,
      bytes: tool.bytes,
      ...optionalText(texts.definitions.find((d) => d.tool === tool.name)?.text),
    })),
    results: indices.map((index) => {
      const fixture = called[index]!;
      const seen = fixture.hosts?.find((candidate) => candidate.host === program.profile);
      const first = seen?.pages?.[0] ?? seen;
      return {
        fixture: fixture.name,
        tool: fixture.tool!,
        bytes: first?.bytes ?? 0,
        outcome: first?.outcome ?? 'whole',
        ...optionalText(texts.results.find((r) => r.fixture === fixture.name)?.text),
      };
    }),
  };
  return { run, indices };
}

/** The hosts cache, made if need be: npm runs there, outside the project. */
function cacheFolder(dir: string): string {
  mkdirSync(dir, { recursive: true });
  return dir;
}

const optionalText = (text: string | undefined) => (text === undefined ? {} : { text });

/**
 * check's session start for one host and server: its instructions as the host shows them, and the side of the host's
 * deferral threshold the session of every verified server lands on (the host runs them together).
 */
function startOf(program: HostProgram, server: string, { measurement }: CheckFigures): PredictedStart {
  const profile = HOST_PROFILES[program.profile]!;
  const report = measurement.servers.find((candidate) => candidate.name === server)!;
  const wire = measurement.wire?.get(server);
  const views = measurement.servers.flatMap((s) => s.hosts?.filter((view) => view.host === program.profile) ?? []);
  const { deferred } = deferralSide(profile, views);
  return predictedStart(profile, server, wire?.tools ?? [], wire?.instructions, deferred, report.serverInfo);
}

/** check could not measure a server: there are no figures to hold the hosts to. */
export class ServersFailed extends Error {
  constructor(readonly servers: string[]) {
    super(`check could not measure ${servers.map((name) => showControls(name)).join(', ')}: nothing to verify`);
  }
}

/** The verifications as text, one block per host; every server and host string with its controls shown. */
export function renderVerifications(verifications: HostVerification[]): string {
  return verifications
    .map((v) => {
      const version = `${v.pkg} ${v.version}${v.version === v.pinned ? '' : `, pinned ${v.pinned}`}`;
      if (v.failed)
        return `${v.host} (${version}): the host exited with ${v.failed.code ?? 'a signal'}${v.failed.timedOut ? ' (timed out)' : ''}; nothing compared\n`;
      if (nothingCompared(v))
        return `${v.host} (${version}): nothing compared (no definition it sent, no fixture check called); no difference can be claimed\n`;
      const head = `${v.host} (${version}): ${v.definitions} definitions, ${v.results} results${v.sessionStarts ? `, ${v.sessionStarts} session start${v.sessionStarts === 1 ? '' : 's'}` : ''} compared; ${
        v.differences.length === 0
          ? 'no difference'
          : `${v.differences.length} difference${v.differences.length === 1 ? '' : 's'}`
      }\n`;
      return head + v.differences.map((d) => `  ${describeDifference(d, (text) => showControls(text))}\n`).join('');
    })
    .join('');
}

/** A run with no figure held to the host's: no difference found is not no difference. */
const nothingCompared = (v: HostVerification) => v.definitions + v.results === 0 && v.differences.length === 0;

/** The exit code: 3 when a host did not finish or nothing was compared, 1 when a figure differs, else 0. */
export function verifyExitCode(verifications: HostVerification[]): number {
  if (verifications.some((v) => v.failed || nothingCompared(v))) return EXIT.server;
  return verifications.some((v) => v.differences.length > 0) ? EXIT.overBudget : EXIT.ok;
}

export async function verifyHostsCommand(
  options: VerifyCommandOptions,
  write: (text: string) => void,
): Promise<number> {
  let verifications: HostVerification[];
  try {
    verifications = await verifyHosts(options);
  } catch (error) {
    if (!(error instanceof ServersFailed)) throw error;
    write(options.json ? `${JSON.stringify({ hosts: [], error: error.message }, null, 2)}\n` : `${error.message}\n`);
    return EXIT.server;
  }
  write(
    options.json
      ? `${jsonSafe(JSON.stringify({ hosts: verifications }, null, 2))}\n`
      : renderVerifications(verifications),
  );
  return verifyExitCode(verifications);
}
