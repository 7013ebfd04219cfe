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
    const about = { host: profile.name, severity: 'warning' as const, subject: server.name };
    const path = ['hostLimits', host, 'startupWaitMs'];
    // Each kind names every way of running the host it holds for, and the first one's setting.
    const figures = (matched: Array<[Mode, StartupWaitMode]>) => {
      const setting = matched[0]![1].setting;
      return {
        title: profile.title,
        source: fact,
        starts: startup.starts,
        medianMs: startup.medianMs,
        slowestMs: startup.slowestMs,
        modes: matched.map(([name]) => name),
        ...(setting ? { setting } : {}),
      };
    };
    const past = modes.filter(([, mode]) => mode.waits === true && startup.slowestMs > (mode.timeoutMs ?? Infinity));
    if (past.length > 0) {
      const own =
        config.hostLimits?.[host]?.startupWaitMs === undefined ? {} : { own: `hostLimits.${host}.startupWaitMs` };
      const args = { ...figures(past), waitMs: past[0]![1].timeoutMs!, ...own };
      findings.push({ code: 'STARTUP_PAST_HOST_WAIT', ...about, path, args });
    }
    const unwaited = modes.filter(([, mode]) => mode.waits === false && startup.slowestMs > NO_WAIT_THRESHOLD_MS);
    if (unwaited.length > 0) {
      const args = { ...figures(unwaited), thresholdMs: NO_WAIT_THRESHOLD_MS };
      findings.push({ code: 'STARTUP_HOST_NO_WAIT', ...about, path, args });
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
