/**
 * GitHub's ubuntu-24.04 runners (and Ubuntu from 23.10) let AppArmor refuse unprivileged user namespaces, so
 * bubblewrap run as the job's user fails ("setting up uid map: Permission denied"). Those runners give the job
 * passwordless sudo: bubblewrap then runs as root, and the server is dropped to nobody inside it, as when
 * mcp-budget itself runs as root. Where bubblewrap is missing on a GitHub runner, sudo installs it. Only on a CI
 * runner (GITHUB_ACTIONS or CI set): on someone's own machine sudo is never used unasked.
 */

/** How a refused unprivileged user namespace shows in bubblewrap's stderr. */
const USERNS_REFUSED =
  /setting up uid map: Permission denied|No permissions to creat\w* new namespace|Operation not permitted/i;

export interface SudoRoute {
  sudo: string;
  bwrap: string;
  setpriv: string;
  /** Which way was taken, for the report. */
  route: string;
}

export interface ProbeTools {
  onPath: (name: string) => string | undefined;
  tryRun: (command: string, args: string[], timeoutMs?: number) => Promise<{ ok: boolean; detail: string }>;
  /** bubblewrap's arguments for a trial run as root, up to the command. */
  trialArguments: (tools: { bwrap: string; setpriv: string }) => string[];
}

/**
 * The sudo route, when bubblewrap could not be had as this user and sudo asks for no password; otherwise why not
 * (undefined when there was nothing to try).
 */
export async function sudoRoute(
  bwrap: string | undefined,
  bwrapDetail: string,
  env: Record<string, string | undefined>,
  tools: ProbeTools,
): Promise<SudoRoute | { detail: string } | undefined> {
  // Only on a CI runner: on someone's own machine, mcp-budget does not reach for sudo unasked.
  const onRunner = env.GITHUB_ACTIONS === 'true' || env.CI === 'true';
  if (!onRunner || (bwrap && !USERNS_REFUSED.test(bwrapDetail))) return undefined;
  const sudo = tools.onPath('sudo');
  if (!sudo) return { detail: 'sudo is not installed' };
  const allowed = await tools.tryRun(sudo, ['-n', 'true']);
  if (!allowed.ok) return { detail: `sudo asks for a password (${allowed.detail})` };
  let installed = false;
  if (!bwrap && env.GITHUB_ACTIONS === 'true') {
    const aptGet = (...args: string[]) =>
      tools.tryRun(sudo, ['-n', 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args], 300_000);
    let install = await aptGet('install', '-y', '-q', 'bubblewrap');
    // A runner image may come without package lists: fetched once, then the install is tried again.
    if (!install.ok && (await aptGet('update', '-q')).ok) install = await aptGet('install', '-y', '-q', 'bubblewrap');
    bwrap = tools.onPath('bwrap');
    if (!bwrap)
      return { detail: `installing it with sudo apt-get failed: ${install.detail.split('\n').slice(-2).join(' ')}` };
    installed = true;
  }
  if (!bwrap) return { detail: 'bubblewrap is not installed' };
  const setpriv = tools.onPath('setpriv');
  if (!setpriv) return { detail: 'setpriv (util-linux) is not installed, so servers would run as root' };
  const trial = await tools.tryRun(sudo, ['-n', bwrap, ...tools.trialArguments({ bwrap, setpriv }), 'true']);
  if (!trial.ok) return { detail: `bubblewrap through sudo: ${trial.detail}` };
  const why = installed
    ? 'bubblewrap was missing and was installed with sudo apt-get'
    : `unprivileged user namespaces are refused here (${firstLine(bwrapDetail)})`;
  return {
    sudo,
    bwrap,
    setpriv,
    route: `bubblewrap runs as root through passwordless sudo and servers as nobody: ${why}`,
  };
}

/**
 * sudo runs its command in a child and waits for it, so bubblewrap's --die-with-parent watches sudo, which outlives
 * a SIGKILLed mcp-budget (and a parent-death signal does not survive the exec of a setuid program). A small root
 * shell between them watches mcp-budget's pid instead: when it is gone, bubblewrap is killed and the sandbox dies with
 * it, and what the dead run would have removed at its exit goes too (the server's placeholder HOME, the private
 * folder its environment came in, the run's lock socket): no file is left behind in TMPDIR. Signals sudo relays
 * (mcp-budget's SIGTERM) end bubblewrap the same way. Its exit status is bubblewrap's.
 */
const WATCHDOG = [
  'p=$1; e=$2; f=$3; h=$4; k=$5; shift 5',
  // sudo closes every descriptor past stderr: the server's environment comes as a file only mcp-budget could read,
  // opened here on the descriptor its last launcher reads, and removed at once.
  'if [ -n "$e" ]; then exec 3<"$e" || exit 126; rm -f -- "$e"; fi',
  // The seccomp filter comes as printf escapes (NUL bytes and all): written by root, opened on fd 5, removed at once.
  'if [ -n "$f" ]; then t=$(mktemp) || exit 126; printf "$f" >"$t" && exec 5<"$t"; s=$?; rm -f -- "$t"; [ "$s" = 0 ] || exit 126; fi',
  // A background command's stdin would be /dev/null: the server's stdin is handed over on fd 4.
  'exec 4<&0',
  '"$@" <&4 4<&- & c=$!',
  'exec 3<&- 4<&- 5<&-',
  `trap 'kill -KILL "$c" 2>/dev/null' TERM INT HUP`,
  '( while kill -0 "$p" 2>/dev/null; do sleep 1; done; kill -KILL "$c" 2>/dev/null',
  // mcp-budget is gone, so nothing of its run is in use: its folders and socket are removed as its exit would have.
  '  [ -n "$h" ] && rm -rf -- "$h"; [ -n "$e" ] && rm -rf -- "${e%/*}"; [ -n "$k" ] && rm -f -- "$k"',
  ') </dev/null >/dev/null 2>&1 & w=$!',
  'while :; do wait "$c"; s=$?; kill -0 "$c" 2>/dev/null || break; done',
  // With mcp-budget gone, the watcher is left to finish removing what the run left; else it has nothing to do.
  'if kill -0 "$p" 2>/dev/null; then kill "$w" 2>/dev/null; else wait "$w"; fi',
  'exit "$s"',
].join('\n');

/**
 * The command that runs bubblewrap through sudo, with sudo's own clean environment: the server's is set inside, read
 * from `environmentFile` (removed once opened) when there is one. `leftovers` are what the watchdog removes when
 * mcp-budget dies without its own cleanup (SIGKILL): the server's HOME and the run's lock socket.
 */
export function throughSudo(
  sudo: string,
  bwrap: string,
  environmentFile = '',
  watched = process.pid,
  seccompFilter = '',
  leftovers: { home?: string; lock?: string } = {},
): { command: string; prefix: string[] } {
  return {
    command: sudo,
    prefix: [
      '-n',
      '/bin/sh',
      '-c',
      WATCHDOG,
      'mcp-budget-watchdog',
      String(watched),
      environmentFile,
      seccompFilter,
      leftovers.home ?? '',
      leftovers.lock ?? '',
      bwrap,
    ],
  };
}

/** The descriptor bubblewrap reads its seccomp filter from, through sudo (the watchdog's) or spawned directly. */
export const SECCOMP_FD = { sudo: 5, direct: 4 } as const;

function firstLine(text: string): string {
  return text.split('\n')[0]!.trim();
}
