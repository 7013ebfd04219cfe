// A raw JSON-RPC client over a server's stdio, sharing no code with mcp-budget or the SDK: the floor the benches
// measure mcp-budget against, and the tests' independent client (test/independent-client.ts, the guard's tests).
// Each request resolves with the whole response line exactly as the server wrote it.

/**
 * One connection to a spawned server (stdin and stdout piped). `request` writes one request and resolves with the
 * answer line of the same id; lines without an id (notifications, requests from the server) are passed over. `idOf`
 * reads a line's id: by default the line is parsed. Once the server has exited, pending and later requests reject
 * with what it wrote on stderr (when piped).
 */
export function rawConnection(child, idOf = (line) => JSON.parse(line).id) {
  const waiting = new Map();
  let buffer = '';
  let stderr = '';
  let ended = false;
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const exitError = () => new Error(`server exited: ${stderr}`);
  const exited = new Promise((resolve) =>
    child.on('close', (code) => {
      ended = true;
      for (const { reject } of waiting.values()) reject(exitError());
      waiting.clear();
      resolve(code);
    }),
  );
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    buffer += chunk;
    for (let newline = buffer.indexOf('\n'); newline !== -1; newline = buffer.indexOf('\n')) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 1);
      const id = idOf(line);
      if (id === undefined) continue;
      waiting.get(id)?.resolve(line);
      waiting.delete(id);
    }
  });
  let id = 0;
  const request = (method, params) =>
    new Promise((resolve, reject) => {
      if (ended) return reject(exitError());
      waiting.set(++id, { resolve, reject });
      child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
    });
  const notify = (method) => child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method })}\n`);
  return {
    request,
    notify,
    /** initialize at revision 2025-11-25, then notifications/initialized; resolves with the initialize answer line. */
    initialize: async (clientName = 'raw') => {
      const line = await request('initialize', {
        protocolVersion: '2025-11-25',
        capabilities: {},
        clientInfo: { name: clientName, version: '0' },
      });
      notify('notifications/initialized');
      return line;
    },
    /** Resolves with the server's exit code once it has exited and its output has been read. */
    exited,
  };
}

/** Initializes the spawned server's session; `call` makes one tools/call, `close` ends the server. */
export async function rawSession(child) {
  // The id sits at the end of the line the SDK writes: read there, so a large result is not parsed.
  const connection = rawConnection(child, (line) =>
    Number(/"id":(\d+)/.exec(line.slice(-64))?.[1] ?? JSON.parse(line).id),
  );
  await connection.initialize('bench');
  return {
    call: (tool, args) => connection.request('tools/call', { name: tool, arguments: args }),
    close: () => child.kill(),
  };
}
