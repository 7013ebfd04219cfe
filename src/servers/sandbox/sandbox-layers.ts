/**
 * The layers a server can be confined by. Each one closes a way a hostile server reaches the job that runs it;
 * a missing layer is reported with what it leaves open.
 */
export const SANDBOX_LAYERS = ['pid', 'mount', 'user', 'network'] as const;
export type SandboxLayer = (typeof SANDBOX_LAYERS)[number];

const WHAT_A_MISSING_LAYER_LEAVES_OPEN: Record<SandboxLayer, string> = {
  pid: "servers can see this job's processes and read their environment (/proc/<pid>/environ holds GITHUB_TOKEN and every other secret), and can outlive it",
  mount:
    "servers can read and write this job's files (the token actions/checkout keeps in .git/config, ~/.npmrc, the runner's GITHUB_ENV)",
  user: "servers run as this job's own user with its privileges",
  network: "servers can reach the network and services on this machine's loopback",
};

/** "no pid, mount, user layer (bubblewrap: not installed): servers can …; servers can …". */
export function describeMissing(missing: SandboxLayer[], reason: string | undefined): string {
  const consequences = missing.map((layer) => WHAT_A_MISSING_LAYER_LEAVES_OPEN[layer]).join('; ');
  return `no ${missing.join(', ')} isolation${reason ? ` (${reason})` : ''}: ${consequences}`;
}
