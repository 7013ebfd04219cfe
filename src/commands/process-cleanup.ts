import { EXIT } from '../exit-codes.js';
import { killAllGroupsSync } from '../servers/process-group.js';
import { removeServerHomesSync } from '../servers/server-environment.js';
import { constants } from 'node:os';
import { removeBaseWorktreesSync } from './base/base-worktree.js';

/**
 * What every entry point (the CLI, the Action) does to its own process: no server process or temporary HOME
 * outlives mcp-budget, however it ends (normal exit, Ctrl-C, a cancelled job's SIGTERM, a closed pipe).
 */
export function installProcessCleanup(): void {
  const cleanup = () => {
    killAllGroupsSync();
    removeServerHomesSync();
    removeBaseWorktreesSync();
  };
  process.on('exit', cleanup);
  // Ended by a signal, the exit code is what a shell reports for it: 128 + the signal's number (130, 143, 129).
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      cleanup();
      process.exit(128 + constants.signals[signal]);
    });
  }
  // `mcp-budget measure | head` closes stdout early; that is not an error worth a stack trace.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? EXIT.ok);
    throw error;
  });
}
