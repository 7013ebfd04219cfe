// The floor of npm run bench: the plainest MCP client there is. No SDK, no sandbox, no validation library: it
// spawns each server, writes initialize, notifications/initialized and tools/list as JSON lines on its stdin, reads
// JSON lines from its stdout, and exits once every server has listed at least one tool. Anything else (an error
// answer, an empty list, a server that ends first) exits 1: a floor that failed must never look fast.
//   node scripts/raw-floor.mjs <command> [arg ...]            one server
//   node scripts/raw-floor.mjs --all '[["node","a.js"],...]'  several, all started at once (the parallel floor)
// RAW_FLOOR_SERVER_CPU=<clock ticks per second, getconf CLK_TCK>: before ending each server, print the CPU it has
// used (from /proc) on stderr.
// Use it by hand with /usr/bin/time, or alternated against `mcp-budget measure` of the same command.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const commands = process.argv[2] === '--all' ? JSON.parse(process.argv[3]) : [process.argv.slice(2)];
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

for (const [command, ...args] of commands) {
  const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'ignore'] });
  let done = false;
  let buffer = '';
  const send = (message) => child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
  child.on('error', (error) => fail(`${command}: ${error.message}`));
  child.on('exit', (code, signal) => done || fail(`${command} ended (${signal ?? code}) before it listed its tools`));
  child.stdout.on('data', (chunk) => {
    buffer += chunk;
    for (let end; (end = buffer.indexOf('\n')) !== -1; ) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 1);
      if (!line.trim()) continue;
      const message = JSON.parse(line);
      if (message.error) fail(`${command}: ${JSON.stringify(message.error)}`);
      if (message.id === 1) {
        send({ method: 'notifications/initialized' });
        send({ id: 2, method: 'tools/list', params: {} });
      } else if (message.id === 2) {
        if (!(message.result?.tools?.length > 0)) fail(`${command}: tools/list answered no tools`);
        if (process.env.RAW_FLOOR_SERVER_CPU) {
          const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
          const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
          process.stderr.write(`\nSERVER-CPU ${((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond}\n`);
        }
        done = true;
        child.kill();
        if (--left === 0) process.exit(0);
      }
    }
  });
  send({
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw-floor', version: '0' } },
  });
}
