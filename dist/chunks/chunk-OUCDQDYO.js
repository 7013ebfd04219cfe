import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/errors.ts
var UsageError = class extends Error {
  name = "UsageError";
  exitCode = 2;
};
var ConfigError = class extends UsageError {
  constructor(file, problems) {
    super(problems.length === 1 ? `${file}: ${problems[0]}` : `${file}:
  - ${problems.join("\n  - ")}`);
    this.file = file;
    this.problems = problems;
  }
  file;
  problems;
  name = "ConfigError";
};
function isUsageError(error) {
  return error instanceof UsageError;
}
var SetupFailed = class extends UsageError {
  name = "SetupFailed";
  exitCode = 3;
};

export {
  UsageError,
  ConfigError,
  isUsageError,
  SetupFailed
};
