import { EXIT } from './exit-codes.js';

/**
 * An error the user can fix by changing how mcp-budget is called or configured: exit code 2, no stack trace. Its
 * words are in `user-error-words.ts`, raised there by `code` (`userError(code, args)`); `showHelp` when the usage
 * text is the best answer (the CLI says where it is).
 */
export class UsageError extends Error {
  override name = 'UsageError';
  readonly exitCode: number = EXIT.usage;
  constructor(
    message: string,
    readonly code?: string,
    readonly showHelp = false,
  ) {
    super(message);
  }
}

/** budget.json (or an imported server config) is missing or invalid. */
export class ConfigError extends UsageError {
  override name = 'ConfigError';
  constructor(
    readonly file: string,
    readonly problems: string[],
    code?: string,
  ) {
    super(problems.length === 1 ? `${file}: ${problems[0]}` : `${file}:\n  - ${problems.join('\n  - ')}`, code);
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

/**
 * A host program (`hosts record`, `hosts verify`) could not be installed from the registry, was not what the registry
 * states, or cannot run here (no sandbox): nothing is recorded or compared, as when a server cannot start (exit 3).
 */
export class HostNotRun extends UsageError {
  override name = 'HostNotRun';
  override readonly exitCode = EXIT.server;
}
