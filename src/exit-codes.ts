/**
 * The exit codes of a run, once: what each means in `--help` and in docs/cli.md's "Exit codes" table
 * (test/unit/exit-codes.test.ts holds both to it). Every place that ends a run names its code from here.
 */
export const EXIT_CODES = [
  { name: 'ok', code: 0, help: 'within budget', meaning: 'within budget (warnings may be printed)' },
  {
    name: 'overBudget',
    code: 1,
    help: 'over budget',
    meaning: 'over budget, or a check failed (ratchet, contract, expectation)',
  },
  {
    name: 'usage',
    code: 2,
    help: 'usage or config error',
    meaning: 'usage or configuration error (invalid `budget.json` names the file and JSON path)',
  },
  {
    name: 'server',
    code: 3,
    help: 'a server failed',
    meaning:
      'a server could not be started, crashed, timed out, broke the protocol or hit a bound (`SERVER_LIMIT_HIT`), or was not started because `sandbox.require` could not be met or, on a pull request, it needs a reach the base does not give it (other servers are still measured)',
  },
] as const;

type ExitRow = (typeof EXIT_CODES)[number];

/** The codes by name: `EXIT.server` is 3. */
export const EXIT = Object.fromEntries(EXIT_CODES.map((row) => [row.name, row.code])) as {
  [Row in ExitRow as Row['name']]: Row['code'];
};

export type ExitCode = ExitRow['code'];
