import { HOST_PROFILES } from '../budget/host-profiles.js';
import { deferralSide, type DeferralSide } from '../measure/hosts/host-deferral.js';
import type { ServerReport } from '../measure/measurement.js';
import { configurations } from './configurations.js';

/** One host's session in one way of running the servers: the side of its deferral threshold, and what it costs. */
export type HostSession = DeferralSide & {
  /** The variants chosen (`github@read-only`), when the servers have variants. */
  configuration?: string;
};

/**
 * Each host's session in each way of running the servers (variants are alternatives): up front or deferred, how far
 * from its threshold, the session start on that side. Undefined when no server has a host's view.
 */
export function hostSessions(servers: ServerReport[]): HostSession[] | undefined {
  const hosts = [...new Set(servers.flatMap((server) => server.hosts?.map((view) => view.host) ?? []))];
  if (hosts.length === 0) return undefined;
  const runs = configurations(servers);
  return hosts.flatMap((host) => {
    const profile = HOST_PROFILES[host];
    if (!profile) return [];
    return runs.map((run) => {
      const views = run.servers.flatMap((server) => server.hosts?.filter((view) => view.host === host) ?? []);
      const side = deferralSide(profile, views);
      return run.variants.length > 0 ? { ...side, configuration: run.variants.join(', ') } : side;
    });
  });
}
