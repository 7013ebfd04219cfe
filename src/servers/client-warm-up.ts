import type * as Sdk from '@modelcontextprotocol/client';
import { ANY_RESULT } from './any-result.js';

let warmed: Promise<void> | undefined;

/**
 * The SDK compiles each of its validators the first time a message needs it: ~6 ms on the real handshake and more
 * on the first tools/list answer, both on the path to a verdict. One handshake and one listing with an in-memory
 * peer, run once per process while the first server boots, compiles them off that path. The peer is a separate
 * client on its own transport: nothing of it reaches a measurement.
 */
export function warmUpClient(sdk: typeof Sdk): Promise<void> {
  warmed ??= handshakeInMemory(sdk).catch(() => undefined);
  return warmed;
}

export async function handshakeInMemory({ Client, InMemoryTransport }: typeof Sdk): Promise<void> {
  const [clientSide, peer] = InMemoryTransport.createLinkedPair();
  peer.onmessage = (message) => {
    if (!('id' in message) || !('method' in message)) return;
    const params = message.params as { protocolVersion?: string } | undefined;
    // Every request is answered, so no request of the warm-up is left waiting on a timer.
    const answer =
      message.method === 'initialize'
        ? {
            result: {
              protocolVersion: params?.protocolVersion,
              capabilities: { tools: {} },
              serverInfo: { name: 'warm-up', version: '0' },
            },
          }
        : message.method === 'tools/list'
          ? {
              result: {
                tools: [{ name: 'warm_up', description: 'warm-up', inputSchema: { type: 'object', properties: {} } }],
              },
            }
          : { error: { code: -32601, message: 'Method not found' } };
    void peer.send({ jsonrpc: '2.0', id: message.id, ...answer } as Sdk.JSONRPCMessage);
  };
  await peer.start();
  const client = new Client({ name: 'mcp-budget-warm-up', version: '0' });
  try {
    await client.connect(clientSide);
    await client.request({ method: 'tools/list', params: {} } as never, ANY_RESULT);
  } finally {
    await client.close();
  }
}
