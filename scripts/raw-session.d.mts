import type { ChildProcess } from 'node:child_process';

export interface RawConnection {
  /** One request; resolves with the answer line of its id exactly as the server wrote it. */
  request(method: string, params?: unknown): Promise<string>;
  notify(method: string): void;
  /** initialize at revision 2025-11-25, then notifications/initialized; resolves with the initialize answer line. */
  initialize(clientName?: string): Promise<string>;
  /** The server's exit code once it has exited and its output has been read. */
  exited: Promise<number | null>;
}

export declare function rawConnection(child: ChildProcess, idOf?: (line: string) => unknown): RawConnection;

export declare function rawSession(
  child: ChildProcess,
): Promise<{ call(tool: string, args: unknown): Promise<string>; close(): boolean }>;
