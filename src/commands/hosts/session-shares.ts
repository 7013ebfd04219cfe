import { HOST_MODULES } from '../../hosts/registry.js';
import type { RecordedTurn } from '../../hosts/host-module.js';
import type { RecordedRequest } from './model-stand-in.js';

export type { RecordedTurn };

/** The hosts whose recorded requests are read turn by turn: those whose module reads a request's share of a server. */
export const TURN_HOSTS = Object.values(HOST_MODULES)
  .filter((host) => host.recorded?.turn)
  .map((host) => host.profile.name);

/**
 * Each request of a recorded session that carries the conversation, and the server's share of it (session-turns.ts
 * models the same from a run's figures): the host's module reads one request (`recorded.turn`; a request that is no
 * turn, such as a routing request offering no tools, is left out).
 */
export function recordedTurns(host: string, requests: RecordedRequest[], server: string): RecordedTurn[] {
  const reading = HOST_MODULES[host]?.recorded;
  const turn = reading?.turn;
  if (!reading || !turn)
    throw new Error(`a session's turns are not read from ${host}'s requests (only ${TURN_HOSTS.join(', ')})`);
  return requests
    .filter((request) => reading.requestPath.test(request.path) && typeof request.body === 'object' && request.body)
    .flatMap((request) => turn(request.body as Record<string, unknown>, server) ?? []);
}
