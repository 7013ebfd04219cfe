import { chown, mkdir } from 'node:fs/promises';
import { statSync } from 'node:fs';
import path from 'node:path';
import { showControls } from '../text/untrusted.js';
import { spawnGroup, terminateGroup, within } from './process-group.js';
import { probeConfinement } from './sandbox/confinement-probe.js';
import { applyInside, LAUNCHER_ENV } from './sandbox/launcher-environment.js';
import { planSandbox } from './sandbox/sandbox-plan.js';
import { confine, environmentHandOver } from './server-launch.js';
import { privateFolder } from './server-environment.js';

/**
 * What a setup (`npm ci && npm run build`) may take of the caller's environment: where its tools are, how to reach
 * the registry (proxies and certificate files), the locale. Never a token: a private registry's credentials are
 * for the base's budget to pass, not for the pull request's install scripts.
 */
const PASSED = [
  'PATH',
  'LANG',
  'LC_ALL',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
  'NODE_EXTRA_CA_CERTS',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  'npm_config_registry',
];

const SETUP_TIMEOUT_MS = 15 * 60_000;

export interface SetupOutcome {
  code: number;
  /** The last lines of its output, on one line (a finding's reason, a banner). */
  tail: string;
  /** How it was confined, or why it was not. */
  sandbox: string;
}

/**
 * Runs a project's setup in its work tree, inside the sandbox: the network is there (a registry is needed) and the
 * work tree is writable, but the repository's .git, the caller's HOME, the runner's temporary files and file commands
 * are not, and its HOME (with the package cache) is a fresh folder of its own, so one side's install cannot poison
 * the other's. It runs as the work tree's owner (root's capabilities dropped): installing writes the owner's files.
 * Its output goes to `log` line by line, controls shown, as it comes.
 */
export async function runSetup(options: SetupOptions): Promise<SetupOutcome> {
  options.log?.(`mcp-budget: running --${options.label} in ${options.where}: ${options.command}`);
  const outcome = await setUpIn(options);
  options.log?.(`mcp-budget: --${options.label} exited with ${outcome.code} (${outcome.sandbox})`);
  return outcome;
}

export interface SetupOptions {
  command: string;
  /** Where the command runs: the folder of budget.json. */
  cwd: string;
  /** The work tree it may write: the checkout's (or the base worktree's) top folder. */
  workTree: string;
  /** The work tree as the log names it ("the merge base's worktree (1a2b3c)"). */
  where: string;
  callerEnv: Record<string, string | undefined>;
  /** The option it came from, naming its lines in the log: `setup`, `base-setup`. */
  label: string;
  /** Folders besides its HOME it may write (a package cache of its own); the rest of the machine is read-only or hidden. */
  writable?: string[];
  log?: (line: string) => void;
  timeoutMs?: number;
}

async function setUpIn(options: SetupOptions): Promise<SetupOutcome> {
  const confinement = await probeConfinement();
  const home = await privateFolder();
  try {
    const owner = statSync(options.workTree);
    const tmp = path.join(home.dir, 'tmp');
    await mkdir(tmp);
    if (process.getuid?.() === 0 && owner.uid !== 0) {
      await chown(home.dir, owner.uid, owner.gid);
      await chown(tmp, owner.uid, owner.gid);
    }
    const env: Record<string, string> = {
      ...Object.fromEntries(
        PASSED.flatMap((name) => (options.callerEnv[name] ? [[name, options.callerEnv[name]!]] : [])),
      ),
      HOME: home.dir,
      TMPDIR: tmp,
      CI: 'true',
    };
    env.PATH ??= LAUNCHER_ENV.PATH!;
    if (confinement.method !== 'bwrap') {
      options.log?.(`  ${options.label}: not in a sandbox (${confinement.reason}); run with a clean environment only`);
      return await run(
        options,
        { command: '/bin/sh', args: ['-c', options.command], env },
        `none: ${confinement.reason}`,
      );
    }
    const plan = planSandbox({
      network: 'host',
      projectDir: options.workTree,
      cwd: options.cwd,
      home: home.dir,
      command: '/bin/sh',
      args: [],
      readable: [],
      writable: [home.dir, ...(options.writable ?? [])],
      callerEnv: options.callerEnv,
      uid: owner.uid,
    });
    plan.editable = [options.workTree];
    const inside = applyInside(env);
    const handOver = inside?.payload ? await environmentHandOver(inside.payload) : undefined;
    try {
      const [first, ...rest] = [...(inside?.prefix ?? []), '/bin/sh'];
      const command = confine(
        confinement,
        'host',
        first!,
        [...rest, '-c', options.command],
        handOver?.file,
        () => plan,
      );
      const via = confinement.sudo ? 'bubblewrap through sudo' : 'bubblewrap';
      const fd3 = handOver && !confinement.sudo ? handOver.fd : undefined;
      return await run(
        options,
        { ...command, env: inside ? { ...LAUNCHER_ENV } : env, ...(fd3 === undefined ? {} : { fd3 }) },
        `${via}, as uid ${owner.uid}, network on, .git and HOME hidden`,
      );
    } finally {
      await handOver?.dispose();
    }
  } finally {
    await home.dispose();
  }
}

/** Spawns the setup in its own process group; its output goes to the log as it comes, bounded by timeoutMs. */
async function run(
  options: SetupOptions,
  spawned: { command: string; args: string[]; env: Record<string, string>; fd3?: number; seccomp?: Buffer },
  sandbox: string,
): Promise<SetupOutcome> {
  const { command, args, env, fd3, seccomp } = spawned;
  const group = spawnGroup(command, args, {
    env,
    cwd: options.cwd,
    ...(fd3 === undefined ? {} : { fd3 }),
    ...(seccomp ? { fd4Input: seccomp } : {}),
  });
  group.child.stdin?.end();
  let tail = '';
  for (const stream of [group.child.stdout, group.child.stderr]) {
    let partial = '';
    stream?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      tail = (tail + text).slice(-2000);
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) options.log?.(`  ${options.label}: ${showControls(line)}`);
    });
    stream?.on('end', () => partial && options.log?.(`  ${options.label}: ${showControls(partial)}`));
  }
  const timer = setTimeout(() => void terminateGroup(group), options.timeoutMs ?? SETUP_TIMEOUT_MS);
  const exit = await group.exit;
  clearTimeout(timer);
  // Its last output is read before the group goes: a background process still holding the pipe gets 2 s.
  await within(group.closed, 2000);
  await terminateGroup(group);
  return { code: exit.code ?? 1, tail: oneLine(tail), sandbox };
}

/** The last lines, on one line: the reason is shown where a newline would be escaped. */
function oneLine(text: string): string {
  return text
    .trim()
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(-5)
    .join(' | ');
}
