/**
 * Which rules a server ran under. On a pull request the budget under review must not set its own confinement, so
 * its reach comes from the base branch's budget ("base"), or is the tightest there is ("default": a server new in
 * the change, or a base with no budget yet). Without a base, the checked-in budget is the policy ("budget").
 */
export interface ServerPolicy {
    source: 'budget' | 'base' | 'default';
    ref?: string;
    /** What the budget under review asked for beyond that policy: listed, not applied. */
    withheld?: string[];
    /** Why the server was not started at all (what it needs cannot be given without the reach it was refused). */
    refused?: string;
    /**
     * Variables its config gives it that were withheld (an `envFile` the base did not have): the server ran without
     * them, as with an unset `${VAR}` (ENV_VARIABLE_UNSET).
     */
    unset?: Array<{
        variable: string;
        field: string;
        origin: string;
    }>;
}
