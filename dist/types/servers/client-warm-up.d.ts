import type * as Sdk from '@modelcontextprotocol/client';
/**
 * The SDK compiles each of its validators the first time a message needs it: ~6 ms on the real handshake and more
 * on the first tools/list answer, both on the path to a verdict. One handshake and one listing with an in-memory
 * peer, run once per process while the first server boots, compiles them off that path. The peer is a separate
 * client on its own transport: nothing of it reaches a measurement.
 */
export declare function warmUpClient(sdk: typeof Sdk): Promise<void>;
export declare function handshakeInMemory({ Client, InMemoryTransport }: typeof Sdk): Promise<void>;
