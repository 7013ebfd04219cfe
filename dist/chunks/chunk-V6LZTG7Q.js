import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/exit-codes.ts
var EXIT_CODES = [
  { name: "ok", code: 0, help: "within budget", meaning: "within budget (warnings may be printed)" },
  {
    name: "overBudget",
    code: 1,
    help: "over budget",
    meaning: "over budget, or a check failed (ratchet, contract, expectation)"
  },
  {
    name: "usage",
    code: 2,
    help: "usage or config error",
    meaning: "usage or configuration error (invalid `budget.json` names the file and JSON path)"
  },
  {
    name: "server",
    code: 3,
    help: "a server failed",
    meaning: "a server could not be started, crashed, timed out, broke the protocol or hit a bound (`SERVER_LIMIT_HIT`), or was not started because `sandbox.require` could not be met or, on a pull request, it needs a reach the base does not give it (other servers are still measured)"
  }
];
var EXIT = Object.fromEntries(EXIT_CODES.map((row) => [row.name, row.code]));

// src/errors.ts
var UsageError = class extends Error {
  name = "UsageError";
  exitCode = EXIT.usage;
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
  exitCode = EXIT.server;
};

export {
  EXIT_CODES,
  EXIT,
  UsageError,
  ConfigError,
  isUsageError,
  SetupFailed
};
