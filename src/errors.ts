import { EXIT } from './exit-codes.js';

/** An error the user can fix by changing how mcp-budget is called or configured: exit code 2, no stack trace. */
export class UsageError extends Error {
  override name = 'UsageError';
  readonly exitCode: number = EXIT.usage;
}

/** budget.json (or an imported server config) is missing or invalid. */
export class ConfigError extends UsageError {
  override name = 'ConfigError';
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(problems.length === 1 ? `${file}: ${problems[0]}` : `${file}:\n  - ${problems.join('\n  - ')}`);
  }
}

export function isUsageError(error: unknown): error is UsageError {
  return error instanceof UsageError;
}

/** The project's own setup (`--setup`) failed: nothing can be measured, as when a server cannot start (exit 3). */
export class SetupFailed extends UsageError {
  override name = 'SetupFailed';
  override readonly exitCode = EXIT.server;
}
