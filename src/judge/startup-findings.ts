import type { BudgetConfig } from '../budget/budget-config.js';
import { HOST_PROFILES, type StartupWaitMode } from '../budget/host-profiles.js';
import type { ServerReport } from '../measure/measurement.js';
import type { Finding } from './findings.js';

/**
 * Past this, a server misses the first turn of a host that does not wait for MCP servers (Qwen Code 0.24.4's
 * interactive session sets each server's tools as it settles). When such a host's first request leaves is stated
 * nowhere; 5,000 ms is the shortest start-up wait Qwen Code itself gives any server (REMOTE_DEFAULT_TIMEOUT_MS = 5e3
 * in its mcp-discovery-timeout.ts, which it says "mirrors Claude Code's" CLAUDE_AI_MCP_TIMEOUT_MS): a server past it is
 * slow by the host's own measure. One below it may still miss the first turn (the finding's page says so).
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
