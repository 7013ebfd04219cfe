// The floor of npm run bench: the plainest MCP client there is. No SDK, no sandbox, no validation library: it
// spawns each server and does the protocol work a host does at session start, as JSON lines on the server's stdin:
// initialize, notifications/initialized, then every listing the server's capabilities advertise (tools/list,
// prompts/list, resources/list, resources/templates/list), every page of each (nextCursor followed), all at once.
// With --probe first (the work mcp-budget does): `server/discover` before anything; a server that answers it for
// 2026-07-28 is listed in that era (each request with its _meta envelope, no initialize), then started once more and
// listed through initialize, the face every host that speaks only 2025 sees; any other answer, initialize as above.
// It exits once every server has answered every listing. Anything else (an error answer, no tools from a server
// that advertises tools, a server that ends first) exits 1: a floor that failed must never look fast.
//   node scripts/raw-floor.mjs <command> [arg ...]            one server
//   node scripts/raw-floor.mjs --all '[["node","a.js"],...]'  several, all started at once (the parallel floor)
//   node scripts/raw-floor.mjs --probe ...                      either, each server probed for its era first
// RAW_FLOOR_SERVER_CPU=<clock ticks per second, getconf CLK_TCK>: before ending each server, print the CPU it has
// used (from /proc) on stderr.
// Use it by hand with /usr/bin/time, or alternated against `mcp-budget measure` of the same command.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const argv = process.argv.slice(2);
const probe = argv[0] === '--probe';
if (probe) argv.shift();
const commands = argv[0] === '--all' ? JSON.parse(argv[1]) : [argv];
if (commands.length === 0 || commands.some((command) => !Array.isArray(command) || command.length === 0)) {
  process.stderr.write('usage: raw-floor.mjs <command> [arg ...] | --all \'[["command","arg"],...]\'\n');
  process.exit(2);
}
const ticksPerSecond = Number(process.env.RAW_FLOOR_SERVER_CPU);
let left = commands.length;
const fail = (why) => {
  process.stderr.write(`raw-floor: ${why}\n`);
  process.exit(1);
};

/** The listings a server's capabilities advertise, each with the field its page's items are in. */
const listingsOf = (capabilities = {}) => [
  ...(capabilities.tools ? [['tools/list', 'tools']] : []),
  ...(capabilities.prompts ? [['prompts/list', 'prompts']] : []),
  ...(capabilities.resources
    ? [
        ['resources/list', 'resources'],
        ['resources/templates/list', 'resourceTemplates'],
      ]
    : []),
];

const MODERN = '2026-07-28';
const clientInfo = { name: 'raw-floor', version: '0' };
const modernMeta = {
  'io.modelcontextprotocol/protocolVersion': MODERN,
  'io.modelcontextprotocol/clientInfo': clientInfo,
  'io.modelcontextprotocol/clientCapabilities': {},
};

/** One session with one server: `era` 'probe' asks server/discover first, 'legacy' goes straight to initialize. */
function session([command, ...args], era, whenListed) {
  const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'ignore'] });
  let done = false;
  let buffer = '';
  let nextId = 2;
  let open = 0;
  let modern = false;
  /** Request id -> the listing it asked a page of. */
  const pending = new Map();
  const send = (message) => child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
  const list = ([method, field], cursor) => {
    const id = nextId++;
    pending.set(id, [method, field]);
    open++;
    const params = { ...(cursor === undefined ? {} : { cursor }), ...(modern ? { _meta: modernMeta } : {}) };
    send({ id, method, params });
  };
  const listAll = (capabilities) => {
    const listings = listingsOf(capabilities);
    if (!listings.some(([method]) => method === 'tools/list')) fail(`${command}: no tools advertised`);
    for (const listing of listings) list(listing);
  };
  const initialize = () =>
    send({ id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo } });
  const finish = () => {
    if (process.env.RAW_FLOOR_SERVER_CPU) {
      const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      process.stderr.write(`\nSERVER-CPU ${((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond}\n`);
    }
    done = true;
    child.kill();
    whenListed(modern);
  };
  child.on('error', (error) => fail(`${command}: ${error.message}`));
  child.on(
    'exit',
    (code, signal) => done || fail(`${command} ended (${signal ?? code}) before it answered every listing`),
  );
  child.stdout.on('data', (chunk) => {
    buffer += chunk;
    for (let end; (end = buffer.indexOf('\n')) !== -1; ) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 1);
      if (!line.trim()) continue;
      const message = JSON.parse(line);
      if (message.id === 0) {
        // The probe's answer: a 2026-07-28 server is listed in that era; any other answer means initialize.
        modern = message.result?.supportedVersions?.includes(MODERN) === true;
        if (modern) listAll(message.result.capabilities);
        else initialize();
        continue;
      }
      if (message.error) fail(`${command}: ${JSON.stringify(message.error)}`);
      if (message.id === 1) {
        send({ method: 'notifications/initialized' });
        listAll(message.result?.capabilities);
      } else if (pending.has(message.id)) {
        const [method, field] = pending.get(message.id);
        pending.delete(message.id);
        open--;
        if (!Array.isArray(message.result?.[field])) fail(`${command}: ${method} answered no ${field} array`);
        if (method === 'tools/list' && message.result.tools.length === 0)
          fail(`${command}: tools/list answered no tools`);
        if (typeof message.result.nextCursor === 'string') list([method, field], message.result.nextCursor);
        else if (open === 0) finish();
      }
    }
  });
  if (era === 'probe') send({ id: 0, method: 'server/discover', params: { _meta: modernMeta } });
  else initialize();
}

const ended = () => {
  if (--left === 0) process.exit(0);
};
for (const command of commands)
  session(command, probe ? 'probe' : 'legacy', (modern) => (modern ? session(command, 'legacy', ended) : ended()));
