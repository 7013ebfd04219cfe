import type { BudgetConfig } from '../budget/budget-config.js';
import { HOST_PROFILES, type StartupWaitMode } from '../budget/host-profiles.js';
import type { ServerReport } from '../measure/measurement.js';
import type { Finding } from './findings.js';

/**
 * Past this, a server misses the first turn of a host that does not wait for MCP servers (Claude Code 2.1.328 by
 * default, Qwen Code 0.24.4's interactive session). Such a host's first request leaves as soon as it is ready, a
 * time no profile states; 5,000 ms is the longest such a host is read to wait when told to: Claude Code 2.1.328's
 * blocking start-up gives the servers `MCP_CONNECT_TIMEOUT_MS`, 5000 when unset (its binary: `function j$e(){let
 * n=s.MCP_CONNECT_TIMEOUT_MS;return n&&n>0?…:5000}`), and Qwen Code's remote discovery timeout of 5 s "mirrors
 * Claude Code's" (0.24.4, `mcp-discovery-timeout.ts`). A server past it misses the first turn however the host is
 * set; one below it may still miss it (the finding's page says so).
 */
export const NO_WAIT_THRESHOLD_MS = 5000;

type Mode = 'non-interactive' | 'interactive';

/**
 * Issue 52, the first turn: each server's slowest start against each host's start-up behaviour (its profile's
 * `startupWait`, or `hostLimits.<host>.startupWaitMs` where users set the host's wait). At most a warning: the
 * figures are this machine's timing, and no verdict depends on them.
 */
export function startupFindings(config: BudgetConfig, host: string, servers: ServerReport[]): Finding[] {
  const profile = HOST_PROFILES[host]!;
  const fact = profile.facts.startupWait;
  const modes = hostModes(config, host);
  const findings: Finding[] = [];
  for (const server of servers) {
    const startup = server.startup;
    if (!startup) continue;
    const figures = { starts: startup.starts, medianMs: startup.medianMs, slowestMs: startup.slowestMs };
    const past = modes.filter(([, mode]) => mode.waits === true && startup.slowestMs > (mode.timeoutMs ?? Infinity));
    if (past.length > 0) {
      const [, mode] = past[0]!;
      findings.push({
        code: 'STARTUP_PAST_HOST_WAIT',
        host: profile.name,
        severity: 'warning',
        subject: server.name,
        path: ['hostLimits', host, 'startupWaitMs'],
        args: {
          title: profile.title,
          source: fact,
          ...figures,
          modes: past.map(([name]) => name),
          waitMs: mode.timeoutMs!,
          ...(mode.setting ? { setting: mode.setting } : {}),
          ...(config.hostLimits?.[host]?.startupWaitMs === undefined
            ? {}
            : { own: `hostLimits.${host}.startupWaitMs` }),
        },
      });
    }
    const unwaited = modes.filter(([, mode]) => mode.waits === false && startup.slowestMs > NO_WAIT_THRESHOLD_MS);
    if (unwaited.length > 0) {
      const [, mode] = unwaited[0]!;
      findings.push({
        code: 'STARTUP_HOST_NO_WAIT',
        host: profile.name,
        severity: 'warning',
        subject: server.name,
        path: ['hostLimits', host, 'startupWaitMs'],
        args: {
          title: profile.title,
          source: fact,
          ...figures,
          modes: unwaited.map(([name]) => name),
          thresholdMs: NO_WAIT_THRESHOLD_MS,
          ...(mode.setting ? { setting: mode.setting } : {}),
        },
      });
    }
  }
  return findings;
}

/** The host's ways of running, each with its wait: users' own (hostLimits) for both, else the profile's. */
function hostModes(config: BudgetConfig, host: string): Array<[Mode, StartupWaitMode]> {
  const wait = HOST_PROFILES[host]!.facts.startupWait?.value;
  const own = config.hostLimits?.[host]?.startupWaitMs;
  if (own !== undefined) {
    // Users set the host's wait themselves (its own setting): that wait, whichever way they run it.
    const setting = wait?.headless.setting ?? wait?.interactive?.setting;
    const mode: StartupWaitMode = { waits: true, timeoutMs: own, ...(setting ? { setting } : {}) };
    return [
      ['non-interactive', mode],
      ['interactive', mode],
    ];
  }
  if (!wait) return [];
  return [
    ['non-interactive', wait.headless],
    ...(wait.interactive ? [['interactive', wait.interactive] as [Mode, StartupWaitMode]] : []),
  ];
}
