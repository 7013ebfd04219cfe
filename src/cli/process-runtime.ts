import { killAllGroupsSync } from '../servers/process-group.js';
import { removeServerHomesSync } from '../servers/server-environment.js';
import { UsageError } from '../errors.js';
import { removeBaseWorktreesSync } from '../commands/base/base-measurement.js';

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
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ] as const) {
    process.once(signal, () => {
      cleanup();
      process.exit(code);
    });
  }
  // `mcp-budget measure | head` closes stdout early; that is not an error worth a stack trace.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

/** A flag's or an Action input's value, checked the same way wherever it comes from (`name` as the user wrote it). */
export function wholeNumber(name: string, text: string | undefined, minimum: number): number | undefined {
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < minimum)
    throw new UsageError(`${name} must be a whole number of at least ${minimum}`);
  return value;
}

export function oneOf<T extends string>(name: string, text: string, allowed: readonly T[]): T {
  if (!allowed.includes(text as T)) throw new UsageError(`${name} must be one of ${allowed.join(', ')}`);
  return text as T;
}
