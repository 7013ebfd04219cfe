/**
 * The exit codes of a run, once: what each means in `--help` and in docs/cli.md's "Exit codes" table
 * (test/unit/exit-codes.test.ts holds both to it). Every place that ends a run names its code from here.
 */
export declare const EXIT_CODES: readonly [{
    readonly name: 'ok';
    readonly code: 0;
    readonly help: 'within budget';
    readonly meaning: 'within budget (warnings may be printed)';
}, {
    readonly name: 'overBudget';
    readonly code: 1;
    readonly help: 'over budget';
    readonly meaning: 'over budget, or a check failed (ratchet, contract, expectation)';
}, {
    readonly name: 'usage';
    readonly code: 2;
    readonly help: 'usage or config error';
    readonly meaning: 'usage or configuration error (invalid `budget.json` names the file and JSON path)';
}, {
    readonly name: 'server';
    readonly code: 3;
    readonly help: 'a server failed';
    readonly meaning: 'a server could not be started, crashed, timed out, broke the protocol or hit a bound (`SERVER_LIMIT_HIT`), or was not started because `sandbox.require` could not be met or, on a pull request, it needs a reach the base does not give it (other servers are still measured)';
}];
type ExitRow = (typeof EXIT_CODES)[number];
/** The codes by name: `EXIT.server` is 3. */
export declare const EXIT: { [Row in ExitRow as Row['name']]: Row['code']; };
export type ExitCode = ExitRow['code'];
export {};
