import type { ServerReport } from '../measure/measurement.js';
/** Past this many combinations of variants, only the largest combinations are judged (the others fit if they do). */
export declare const MAX_CONFIGURATIONS = 64;
/** One way a user can run the project: every server once, each server with variants in one of them. */
export interface Configuration {
    /** The variant servers it chose (`github@read-only`); empty without variants. */
    variants: string[];
    servers: ServerReport[];
}
/**
 * The configurations to judge totals in. Variants of one server are alternatives, never loaded together, so their
 * definitions are never summed: each combination is a configuration of its own.
 */
export declare function configurations(servers: ServerReport[]): Configuration[];
/** How many ways the servers can be run together: the product of each server's number of variants. */
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
