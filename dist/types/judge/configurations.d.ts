import type { ServerReport } from '../measure/measurement.js';
/** Past this many combinations of variants, only the largest combinations are judged (the others fit if they do). */
export declare const MAX_CONFIGURATIONS = 64;
/** One way a user can run the project: every server once, each server with variants as itself or one of them. */
export interface Configuration {
    /** What it chose of each server with variants (`github` itself, or `github@read-only`); empty without variants. */
    variants: string[];
    servers: ServerReport[];
}
/** The server a measured one is a way of running: `github@read-only` and `github` itself are both `github`. */
export declare const alternativeOf: (server: ServerReport) => string;
/**
 * The configurations to judge totals in. A server's variants and the server itself are alternatives, never loaded
 * together, so their definitions are never summed: each combination is a configuration of its own.
 */
export declare function configurations(servers: ServerReport[]): Configuration[];
/** How many ways the servers can be run together: the product of each server's number of alternatives. */
export declare function combinationCount(servers: ServerReport[]): number;
/** The subject a configuration's total is reported under: `total`, or `total (github@read-only)`. */
export declare function configurationSubject(configuration: Configuration): string;
export declare function sumOf(servers: ServerReport[]): {
    tools: number;
    bytes: number;
    tokens: number;
};
/** The way of running the servers that costs the most tokens: what a report's totals and the Δ of totals show. */
export declare function largestConfiguration(servers: ServerReport[]): {
    tools: number;
    bytes: number;
    tokens: number;
};
