import { type DeferralSide } from '../measure/hosts/host-deferral.js';
import type { ServerReport } from '../measure/measurement.js';
/** One host's session in one way of running the servers: the side of its deferral threshold, and what it costs. */
export type HostSession = DeferralSide & {
    /** The variants chosen (`github@read-only`), when the servers have variants. */
    configuration?: string;
};
/**
 * Each host's session in each way of running the servers (variants are alternatives): up front or deferred, how far
 * from its threshold, the session start on that side. Undefined when no server has a host's view.
 */
export declare function hostSessions(servers: ServerReport[]): HostSession[] | undefined;
