// A raw JSON-RPC client over a server's stdio, the floor the benches measure mcp-budget against: each call resolves
// with the whole response line, nothing parsed but the id.

/** Initializes the spawned server's session; `call` makes one tools/call, `close` ends the server. */
export async function rawSession(child) {
  const waiting = new Map();
  let buffer = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    buffer += chunk;
    for (let newline = buffer.indexOf('\n'); newline !== -1; newline = buffer.indexOf('\n')) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 1);
      // The id sits at the end of the line the SDK writes: read there, so a large result is not parsed.
      const id = Number(/"id":(\d+)/.exec(line.slice(-64))?.[1] ?? JSON.parse(line).id);
      waiting.get(id)?.(line);
      waiting.delete(id);
    }
  });
  let id = 0;
  const request = (method, params) =>
    new Promise((resolve) => {
      waiting.set(++id, resolve);
      child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
    });
  await request('initialize', {
    protocolVersion: '2025-11-25',
    capabilities: {},
    clientInfo: { name: 'bench', version: '0' },
  });
  child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
  return { call: (tool, args) => request('tools/call', { name: tool, arguments: args }), close: () => child.kill() };
}
