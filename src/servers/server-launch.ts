import { closeSync, openSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../budget/budget-config.js';
import { delay, spawnGroup, type SpawnedGroup } from './process-group.js';
import { SECCOMP_FD, throughSudo } from './sandbox/sudo-route.js';
import { heldLockFile } from './run-lock.js';
import { printfEscaped, userNamespaceFilter } from './sandbox/userns-filter.js';
import { bwrapArguments } from './sandbox/bwrap-arguments.js';
import { probeConfinement, type Confinement } from './sandbox/confinement-probe.js';
import { privateUid } from './sandbox/private-uid.js';
import { linkedDependenciesOutOfView, wordsForSERVER_START_FAILED } from './sandbox/linked-dependencies.js';
import { planSandbox } from './sandbox/sandbox-plan.js';
import { describeMissing, SANDBOX_LAYERS, type SandboxLayer } from './sandbox/sandbox-layers.js';
import { installedPackage, ownEntryPoint, packageFetchedAtStart } from './package-runner.js';
import { buildServerEnvironment, privateFolder, resolveCommand, type ServerEnvironment } from './server-environment.js';
import { prlimitPrefix, SERVER_BOUNDS } from './sandbox/bounds.js';
import { interruptible } from './interruptible.js';
import { applyInside, LAUNCHER_ENV, type InsideEnvironment } from './sandbox/launcher-environment.js';
import { MeasuringTimedOut } from './interruptible.js';
import { ServerFailure, shownUrl, type StderrTail } from './server-failure.js';
import type { SandboxReport, SessionOptions } from './session-options.js';
import { mark } from '../shell/trace.js';
import { launching } from '../shell/turns.js';

export interface Launched {
  group: SpawnedGroup;
  sandbox: SandboxReport;
  /** A server reached by url with `ready`: its output, watched for that line from the first chunk on. */
  ready?: ReadyWatch;
  dispose(): Promise<void>;
}

/**
 * Starts a server's command in its own process group, confined by every sandbox layer this machine offers.
 * With `sandbox.require`, a server that would lack a layer is not started at all.
 * Its phases, each a reason not to start: the layers this machine offers, the command found and not fetched at
 * start, the environment handed inside, the sandbox's plan; then the spawn.
 */
export async function launch(options: SessionOptions, stderr: StderrTail): Promise<Launched> {
  // Other servers' counting waits at its next turn until this server is spawned (shell/turns.ts).
  const launched = launching();
  try {
    return await launchUnderWay(options, stderr);
  } finally {
    launched();
  }
}

async function launchUnderWay(options: SessionOptions, stderr: StderrTail): Promise<Launched> {
  const { name, server } = options;
  mark('spawn requested', name);
  refuseOutsidePolicy(options);
  const cwd = path.resolve(options.baseDir, server.cwd ?? '.');
  // A server mcp-budget reaches by url must share the host's network: a namespace would hide its port.
  const network = options.sandbox.network === 'host' || server.url ? 'host' : 'none';
  const layers = await sandboxLayers(options, network);
  const { confinement } = layers;
  const dropsToNobody = confinement.method === 'bwrap' && !!confinement.setpriv;
  const uid = dropsToNobody ? privateUid() : undefined;
  const environment = await buildServerEnvironment(
    server.env,
    server.expanded === true,
    options.sandbox,
    options.callerEnv,
    uid,
  );
  const resolved = await commandToStart(
    options,
    environment,
    cwd,
    network === 'none' && layers.offered.includes('network'),
  );
  const args = server.args ?? [];
  // The rlimits go on last, right before the server's own command: setpriv has dropped to nobody by then. The
  // server's environment comes after them: no launcher ever runs with it (launcher-environment.ts). The launcher
  // that applies the environment sets them too where it can (perl on x86_64 and arm64); else prlimit runs first.
  const inside = await environmentInside(name, environment);
  const bounds = inside?.bounded ? [] : prlimitPrefix(findPrlimit());
  const { plan, planned } = await sandboxPlan(options, { confinement, network, cwd, environment, resolved, args, uid });
  const handOver = inside?.payload ? await environmentHandOver(inside.payload) : undefined;
  const dispose = async () => {
    await handOver?.dispose();
    await environment.dispose();
  };
  const [first, ...rest] = [...bounds, ...(inside?.prefix ?? []), resolved];
  const command = confine(confinement, network, first!, [...rest, ...args], handOver?.file, () => planned ?? plan());
  const sandbox = sandboxReport(server, layers, network, !!inside?.bounded || bounds.length > 0, environment);
  mark('sandbox plan built', name);
  const viaSudo = confinement.method === 'bwrap' && !!confinement.sudo;
  const group = spawnGroup(command.command, command.args, {
    env: inside ? { ...LAUNCHER_ENV } : environment.env,
    cwd,
    ...(handOver && !viaSudo ? { fd3: handOver.fd } : {}),
    ...(command.seccomp ? { fd4Input: command.seccomp } : {}),
  });
  mark('spawned', name);
  // Read from the first chunk: a server that fails at once says why on stderr before anything else is awaited. Its
  // ready line is looked for from the same chunk: one printed while the SDK loads must not be read here and missed.
  const ready =
    server.url && server.ready !== undefined
      ? watchForReady(server.ready, group, Date.now() + options.timeouts.startupMs)
      : undefined;
  group.child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk));
  // The child holds the descriptor now: the file is gone before the server runs (through sudo, the watchdog removes it).
  if (!viaSudo) await handOver?.dispose();
  return { group, sandbox, ...(ready ? { ready } : {}), dispose };
}

/** The layers a server wants on this network, those this machine offers, and those it would lack. */
interface SandboxLayers {
  confinement: Confinement;
  wanted: SandboxLayer[];
  offered: readonly SandboxLayer[];
  missing: SandboxLayer[];
}

/** The sandbox this machine offers; with `sandbox.require`, a missing layer stops the server before anything runs. */
async function sandboxLayers(options: SessionOptions, network: 'none' | 'host'): Promise<SandboxLayers> {
  const confinement = await probeConfinement();
  const wanted = SANDBOX_LAYERS.filter((layer) => layer !== 'network' || network === 'none');
  const offered: readonly SandboxLayer[] = confinement.layers;
  const missing = wanted.filter((layer) => !offered.includes(layer));
  if (options.sandbox.require && missing.length > 0) {
    throw new ServerFailure(
      'SANDBOX_UNAVAILABLE',
      options.name,
      'start',
      `not started: sandbox.require is true and ${describeMissing(missing, confinement.reason)}`,
    );
  }
  return { confinement, wanted, offered, missing };
}

/**
 * The server's command as found on its PATH or in its folder; a command not found, or one that would download its
 * package at start into a sandbox without network (`noNetwork`), is not started (the environment is disposed).
 */
async function commandToStart(
  options: SessionOptions,
  environment: ServerEnvironment,
  cwd: string,
  noNetwork: boolean,
): Promise<string> {
  const { name, server } = options;
  const resolved = resolveCommand(server.command!, environment.env.PATH!, cwd);
  if (!resolved) {
    await environment.dispose();
    throw new ServerFailure(
      'SERVER_START_FAILED',
      name,
      'start',
      `command not found: ${server.command} (looked in PATH and ${cwd})`,
    );
  }
  const args = server.args ?? [];
  const fetched = noNetwork ? packageFetchedAtStart(resolved, args, options.baseDir) : undefined;
  if (fetched) {
    await environment.dispose();
    throw new ServerFailure(
      'SERVER_START_FAILED',
      name,
      'start',
      `\`${server.command} ${args.join(' ')}\` would download ${fetched} at start, and the sandbox has no network`,
      '',
      ownPackageFix(name, fetched, options.baseDir) ??
        installedFix(fetched, options.baseDir) ??
        `install it as a dev dependency (npm install --save-dev ${fetched}) so it runs from node_modules, or give this server the network in budget.json: "sandbox": { "network": "host" }`,
    );
  }
  return resolved;
}

/** How the server's environment is handed inside the sandbox; one that cannot be is no start (disposed first). */
async function environmentInside(name: string, environment: ServerEnvironment): Promise<InsideEnvironment | undefined> {
  try {
    return applyInside(environment.env, {
      data: SERVER_BOUNDS.memoryBytes,
      nproc: SERVER_BOUNDS.processes,
      fsize: SERVER_BOUNDS.fileBytes,
    });
  } catch (error) {
    await environment.dispose();
    throw new ServerFailure('SERVER_START_FAILED', name, 'start', `not started: ${(error as Error).message}`);
  }
}

/**
 * The bubblewrap plan (made now under bwrap, else only if confine asks for it); a linked dependency the plan
 * would leave out of the server's view is no start (the environment is disposed first).
 */
async function sandboxPlan(
  options: SessionOptions,
  start: {
    confinement: Confinement;
    network: 'none' | 'host';
    cwd: string;
    environment: ServerEnvironment;
    resolved: string;
    args: string[];
    uid: number | undefined;
  },
): Promise<{ plan: () => ReturnType<typeof planSandbox>; planned: ReturnType<typeof planSandbox> | undefined }> {
  const { network, cwd, environment, resolved, args, uid } = start;
  const declared = (paths: string[] | undefined) => (paths ?? []).map((p) => path.resolve(options.baseDir, p));
  const plan = () =>
    planSandbox({
      network,
      projectDir: options.baseDir,
      cwd,
      home: environment.home,
      command: resolved,
      args,
      readable: declared(options.sandbox.readable),
      writable: declared(options.sandbox.writable),
      callerEnv: options.callerEnv,
      ...(uid === undefined ? {} : { uid }),
    });
  const planned = start.confinement.method === 'bwrap' ? plan() : undefined;
  const linked =
    planned && linkedDependenciesOutOfView(planned, [cwd, resolved, ...args.map((arg) => path.resolve(cwd, arg))]);
  if (linked) {
    await environment.dispose();
    const words = wordsForSERVER_START_FAILED(linked);
    throw new ServerFailure('SERVER_START_FAILED', options.name, 'start', words.detail, '', words.fix);
  }
  return { plan, planned };
}

/** What the report says of the server's sandbox: its layers, what it lacks and why, its bounds, its environment. */
function sandboxReport(
  server: ServerConfig,
  { confinement, wanted, missing }: SandboxLayers,
  network: 'none' | 'host',
  bounded: boolean,
  environment: ServerEnvironment,
): SandboxReport {
  const layers = wanted.filter((layer) => !missing.includes(layer));
  return {
    network: network === 'host' ? 'host' : layers.includes('network') ? 'none' : 'unavailable',
    method: confinement.method,
    layers,
    missing,
    ...(missing.length > 0 ? { reason: describeMissing(missing, confinement.reason) } : {}),
    ...(confinement.method === 'bwrap' && confinement.route ? { route: confinement.route } : {}),
    ...(server.url ? { shared: 'started to be reached by url, so it shares the host network' } : {}),
    ...(bounded ? { bounds: { ...SERVER_BOUNDS, tmpfs: confinement.method === 'bwrap' } } : {}),
    envFromCaller: [...new Set([...environment.fromCaller, ...importedFromCaller(server)])].sort(),
    envUnresolved: environment.unresolved,
  };
}

/** The server's environment in a file of mcp-budget's own private folder, open for reading. */
export async function environmentHandOver(
  payload: Buffer,
): Promise<{ file: string; fd: number; dispose(): Promise<void> }> {
  const folder = await privateFolder();
  const file = path.join(folder.dir, 'environment');
  writeFileSync(file, payload, { mode: 0o600 });
  const fd = openSync(file, 'r');
  let open = true;
  return {
    file,
    fd,
    dispose: async () => {
      if (open) closeSync(fd);
      open = false;
      await folder.dispose();
    },
  };
}

/** A server the trusted side does not let run as configured is neither started nor sent a request (a remote url). */
export function refuseOutsidePolicy(options: SessionOptions): void {
  if (!options.policy?.refused) return;
  throw new ServerFailure(
    'SERVER_START_FAILED',
    options.name,
    'start',
    `not started: ${options.policy.refused}`,
    '',
    "get the change to its reach approved on the base branch first: this run uses the base's budget for what servers may reach",
  );
}

/** `npx -y` of the project's own package: the repository has it built (or buildable), the registry is not needed. */
function ownPackageFix(server: string, spec: string, projectDir: string): string | undefined {
  const entry = ownEntryPoint(spec, projectDir);
  if (!entry) return undefined;
  return `${entry.name} is this project's own package: measure it from the repository, "servers": { ${JSON.stringify(server)}: { "command": "node", "args": [${JSON.stringify(entry.file)}] } } in budget.json (it overrides the imported entry; build it first)`;
}

/** `npx -y pkg@latest` with pkg installed: npx still asks the registry for the tag, so installing it again is no fix. */
function installedFix(spec: string, projectDir: string): string | undefined {
  const installed = installedPackage(spec, projectDir);
  if (!installed) return undefined;
  return `${installed.name} ${installed.version} is installed, but npx looks "${spec}" up in the registry (a tag or a range): run the installed one with \`npx --no-install ${installed.name}\` (or pin ${installed.name}@${installed.version}), or give this server the network in budget.json: "sandbox": { "network": "host" }`;
}

let prlimit: string | null | undefined;

/** util-linux's prlimit, where there is one: without it the server runs without rlimits, and the report says so. */
function findPrlimit(): string | undefined {
  if (prlimit === undefined)
    prlimit = resolveCommand('prlimit', process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin', process.cwd()) ?? null;
  return prlimit ?? undefined;
}

/** An imported server's env was expanded on import: the names it took in were recorded there. */
function importedFromCaller(server: ServerConfig): string[] {
  return Object.entries(server.callerVariables ?? {})
    .filter(([field]) => field.startsWith('env.'))
    .flatMap(([, names]) => names);
}

export function confine(
  confinement: Confinement,
  network: 'none' | 'host',
  command: string,
  args: string[],
  environmentFile: string | undefined,
  plan: () => ReturnType<typeof planSandbox>,
): { command: string; args: string[]; seccomp?: Buffer } {
  const filter = confinement.method === 'bwrap' ? userNamespaceFilter() : undefined;
  if (confinement.method === 'bwrap' && confinement.sudo) {
    const escaped = filter ? printfEscaped(filter) : '';
    const planned = plan();
    const leftovers = { ...(planned.home ? { home: planned.home } : {}), lock: heldLockFile() };
    const { command: sudo, prefix } = throughSudo(
      confinement.sudo,
      confinement.bwrap,
      environmentFile,
      process.pid,
      escaped,
      leftovers,
    );
    const tools = { ...confinement, ...(filter ? { seccompFd: SECCOMP_FD.sudo } : {}) };
    return { command: sudo, args: [...prefix, ...bwrapArguments(planned, tools), command, ...args] };
  }
  if (confinement.method === 'bwrap') {
    const tools = { ...confinement, ...(filter ? { seccompFd: SECCOMP_FD.direct } : {}) };
    return {
      command: confinement.bwrap,
      args: [...bwrapArguments(plan(), tools), command, ...args],
      ...(filter ? { seccomp: filter } : {}),
    };
  }
  if (confinement.method === 'unshare' && network === 'none') {
    // A new namespace has loopback down; servers may use loopback among their own processes.
    const script = confinement.ip ? `${confinement.ip} link set lo up 2>/dev/null; exec "$0" "$@"` : 'exec "$0" "$@"';
    return { command: 'unshare', args: [...confinement.unshareArgs, '--', '/bin/sh', '-c', script, command, ...args] };
  }
  return { command, args };
}

/** Until a stdout/stderr line matches `ready` (watched since the spawn), or else the url answers at all; bounded by startupMs. */
export async function waitUntilReady(
  name: string,
  server: ServerConfig,
  launched: Launched,
  stderr: StderrTail,
  timeoutMs: number,
): Promise<void> {
  const { group, ready } = launched;
  const deadline = ready?.deadline ?? Date.now() + timeoutMs;
  // Output past the ready line is not read, only drained, so the server never blocks on a full pipe.
  group.child.stdout?.resume();
  try {
    await untilReady();
  } finally {
    ready?.stop();
  }

  async function untilReady(): Promise<void> {
    let exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
    void group.exit.then((info) => (exited = info));
    while (Date.now() < deadline) {
      if (exited) {
        const how = exited.signal ? `was killed by ${exited.signal}` : `exited with code ${exited.code}`;
        throw new ServerFailure('SERVER_START_FAILED', name, 'start', `${how} before it was ready`, stderr.lines());
      }
      if (ready?.state === 'timed out') break;
      if (ready ? ready.state === 'matched' : await answers(server.url!)) return;
      await delay(50);
    }
    const what =
      ready?.state === 'timed out'
        ? `matching its output against ready ${JSON.stringify(server.ready)} did not finish`
        : ready
          ? `printed no line matching ready ${JSON.stringify(server.ready)}`
          : `${shownUrl(server.url!)} did not answer`;
    throw new ServerFailure(
      'SERVER_TIMEOUT',
      name,
      'start',
      `${what} within timeouts.startupMs (${timeoutMs} ms)`,
      stderr.lines(),
    );
  }
}

/** A server's stdout and stderr, line by line against its `ready` pattern, from the first chunk until stopped. */
export interface ReadyWatch {
  readonly state: 'waiting' | 'matched' | 'timed out';
  /** When startupMs runs out, counted from the spawn (ms since the epoch). */
  readonly deadline: number;
  stop(): void;
}

function watchForReady(ready: string, group: SpawnedGroup, deadline: number): ReadyWatch {
  const pattern = new RegExp(ready);
  // The pattern is the budget's, the text the server's: `^(a+)+$` on a long line backtracks for minutes, so it
  // runs under the start-up deadline the way normalize rules run under totalMs (interruptible.ts).
  const test = interruptible((line: string) => pattern.test(line));
  let state: ReadyWatch['state'] = 'waiting';
  const stops: Array<() => void> = [];
  for (const stream of [group.child.stdout, group.child.stderr]) {
    let pending = '';
    const onData = (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      // A line that never ends is kept only up to its last 4 KiB: output without newlines must not grow memory.
      pending = lines.pop()!.slice(-MAX_READY_LINE);
      if (state !== 'waiting') return;
      try {
        if (lines.some((line) => test(deadline, line.slice(-MAX_READY_LINE))) || test(deadline, pending))
          state = 'matched';
      } catch (error) {
        if (!(error instanceof MeasuringTimedOut)) throw error;
        state = 'timed out';
      }
    };
    stream?.on('data', onData);
    stops.push(() => stream?.off('data', onData));
  }
  return {
    get state() {
      return state;
    },
    deadline,
    stop: () => stops.forEach((stop) => stop()),
  };
}

const MAX_READY_LINE = 4096;

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'GET', signal: AbortSignal.timeout(1000) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}
