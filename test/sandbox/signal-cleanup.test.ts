// However mcp-budget ends, what it made is gone: a SIGTERM (a cancelled job) while the base is measured leaves no
// base worktree on disk and no entry in `git worktree list`.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTokenizer } from '../../src/measure/tokens.js';
import { BUILT_CLI, git, HOSTILE_SERVER, project } from '../helpers.js';
import { allPids } from '../processes.js';

const worktrees = (dir: string) =>
  git(dir, 'worktree', 'list', '--porcelain')
    .split('\n')
    .filter((line) => line.startsWith('worktree '))
    .map((line) => line.slice(9));

/**
 * The repository's worktrees once the run has added the base's (`tries` looks, `everyMs` apart): a `git worktree add`
 * half done cannot be read by git itself yet ("failed to read .../commondir"), so such a look is tried again.
 */
async function worktreesOnceAdded(dir: string, tries: number, everyMs: number): Promise<string[]> {
  let seen: string[] = [];
  for (let i = 0; i < tries && seen.length < 2; i++) {
    await new Promise((r) => setTimeout(r, everyMs));
    try {
      seen = worktrees(dir);
    } catch {}
  }
  return seen;
}

describe('signals clean up', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`${signal} while the base is measured removes the base worktree and its git entry`, async () => {
      // The base's server never answers, so the run is inside the base worktree when the signal comes.
      const hang = { command: process.execPath, args: [HOSTILE_SERVER, 'hang-before-handshake', ''] };
      const dir = project({ 'budget.json': { servers: { s: hang }, timeouts: { startupMs: 60_000 } } });
      git(dir, 'init', '-q', '-b', 'main');
      git(dir, 'add', '.');
      git(dir, 'commit', '-q', '-m', 'base');
      git(dir, 'checkout', '-q', '-b', 'pr');
      const child = spawn(process.execPath, [BUILT_CLI, 'check', '--base', 'main'], { cwd: dir, stdio: 'ignore' });
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      const seen = await worktreesOnceAdded(dir, 1200, 50);
      expect(seen).toHaveLength(2);
      const tree = seen.find(
        (entry) => path.resolve(entry) !== path.resolve(dir) && !entry.endsWith(path.basename(dir)),
      )!;
      child.kill(signal);
      expect(await exited).toBe(signal === 'SIGTERM' ? 143 : 130);
      expect(worktrees(dir)).toHaveLength(1);
      expect(existsSync(tree)).toBe(false);
      expect(existsSync(path.dirname(tree))).toBe(false);
    });
  }
});

/** Words of `length` random letters: each a piece of its own that no cache has seen, the slowest text per byte to count. */
function randomWords(count: number, length: number): string {
  const bytes = randomBytes(count * length);
  const words: string[] = [];
  for (let w = 0; w < count; w++) {
    let word = '';
    for (let i = 0; i < length; i++) word += String.fromCharCode(97 + (bytes[w * length + i]! % 26));
    words.push(word);
  }
  return words.join(' ');
}

/** CPU time (user + system) a process has used, in ms, from /proc. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Hosts that each write the whole text in their own way (none cuts a description before it is counted). */
const HOSTS = ['codex', 'opencode', 'gemini-cli'];
const COPIES = 20;

describe.skipIf(process.platform !== 'linux')('a SIGTERM while a large text is counted', () => {
  it.each([
    ['a fixture result', 'tools/call', []],
    ['a tool definition', 'tools/list', []],
    // With hosts, each host's view is counted after the wire's (yielding) count. The result is the text twenty times,
    // in twenty blocks: the wire's count is of one copy (the blocks are alike), each host's view of all twenty joined.
    ['a host view of a fixture result', 'tools/call', HOSTS],
  ] as const)(
    'in %s ends the run well before the count could have finished (exit 143), and the base worktree is gone',
    async (_what, answered, hosts) => {
      // How long the real tokenizer takes on this kind of text here, per word; the result is sized from it so that
      // counting it takes many seconds on any machine (about 30 s of this machine's counting).
      const tokenizer = await loadTokenizer('o200k_base');
      // A host's view counts the same words again: words longer than gpt-tokenizer's cached pieces (256) cost as much
      // the second time.
      const length = hosts.length > 0 ? 2000 : 250;
      tokenizer.count(randomWords(200, length));
      const sample = randomWords(800, length);
      const started = performance.now();
      tokenizer.count(sample);
      const msPerWord = (performance.now() - started) / 800;
      const copies = hosts.length > 0 ? COPIES : 1;
      const words = Math.min(Math.ceil((hosts.length > 0 ? 12_000 / COPIES : 30_000) / msPerWord), 180_000);
      // What the count blocked on takes: the text (or, with hosts, one host's view of its copies).
      const countMs = words * msPerWord * copies;
      expect(countMs).toBeGreaterThan(10_000);

      // The server answers tools/call with the text, then (once its answer is handed to the pipe) writes a marker in
      // the one folder its sandbox lets it write.
      const server = `
import { readFileSync, writeFileSync } from 'node:fs';
const text = readFileSync(process.argv[2], 'utf8');
// A second session (the listing as the richest client) runs as another uid: the first answer marks, once.
const mark = () => { try { writeFileSync(process.argv[3], 'answered', { flag: 'wx' }); } catch {} };
let buffer = '';
process.stdin.on('data', (chunk) => {
  buffer += chunk;
  for (let i = buffer.indexOf('\\n'); i !== -1; i = buffer.indexOf('\\n')) {
    const message = JSON.parse(buffer.slice(0, i));
    buffer = buffer.slice(i + 1);
    const answer = (result, done) => process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: message.id, result }) + '\\n', done);
    if (message.method === 'initialize') answer({ protocolVersion: message.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: 'big', version: '1' } });
    else if (message.method === 'tools/list') answer({ tools: [{ name: 'dump', description: process.argv[4] === 'tools/list' ? text : 'Dumps everything', inputSchema: { type: 'object' } }] }, () => process.argv[4] === 'tools/list' && mark());
    else if (message.method === 'tools/call') answer({ content: Array.from({ length: Number(process.argv[5]) }, () => ({ type: 'text', text: process.argv[4] === 'tools/call' ? text : 'ok' })) }, () => process.argv[4] === 'tools/call' && mark());
    else if (message.id !== undefined) process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: message.id, error: { code: -32601, message: 'Method not found' } }) + '\\n');
  }
});
`;
      const dir = project({
        'server.mjs': server,
        'big.txt': randomWords(words, length),
        'marks/.keep': '',
      });
      const marker = path.join(dir, 'marks', 'answered');
      // Servers run as nobody when the tests run as root: the folder is theirs to write.
      chmodSync(path.dirname(marker), 0o777);
      const budget = {
        servers: {
          big: {
            command: process.execPath,
            args: [path.join(dir, 'server.mjs'), path.join(dir, 'big.txt'), marker, answered, String(copies)],
            sandbox: { writable: ['marks'] },
          },
        },
        fixtures: [{ name: 'dump', server: 'big', tool: 'dump' }],
        timeouts: { totalMs: 600_000, requestMs: 600_000 },
        ...(hosts.length > 0 ? { hosts } : {}),
      };
      writeFileSync(path.join(dir, 'budget.json'), `${JSON.stringify(budget, null, 2)}\n`);
      git(dir, 'init', '-q', '-b', 'main');
      git(dir, 'add', '.');
      git(dir, 'commit', '-q', '-m', 'base');
      git(dir, 'checkout', '-q', '-b', 'pr');
      const child = spawn(process.execPath, [BUILT_CLI, 'check', '--base', 'main', '--no-cache'], {
        cwd: dir,
        stdio: 'ignore',
      });
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      // The call (or the listing) answered; then counting under way: the CLI's CPU time has grown by half a second since.
      for (let i = 0; i < 6000 && !existsSync(marker); i++) await new Promise((r) => setTimeout(r, 20));
      expect(existsSync(marker)).toBe(true);
      const atAnswer = cpuMs(child.pid!);
      // A listing is read three times before its definitions are counted (again, and after the fixtures): past those.
      // With hosts, past the wire's count of one copy, well into the hosts' views (twenty copies each).
      const past = (answered === 'tools/list' ? 3000 : 500) + (hosts.length > 0 ? (4 * countMs) / COPIES : 0);
      for (let i = 0; i < 15_000 && cpuMs(child.pid!) < atAnswer + past; i++)
        await new Promise((r) => setTimeout(r, 20));
      const seen = worktrees(dir);
      expect(seen).toHaveLength(2);
      const tree = seen.find((entry) => path.resolve(entry) !== path.resolve(dir))!;
      const signalled = performance.now();
      child.kill('SIGTERM');
      expect(await exited).toBe(143);
      const tookMs = performance.now() - signalled;
      // Blocked in the count, the run would have ended only with it: the signal is acted on in a fraction of it.
      expect(
        tookMs,
        `${Math.round(tookMs)} ms after SIGTERM; the count takes about ${Math.round(countMs)} ms`,
      ).toBeLessThan(countMs / 5);
      expect(worktrees(dir)).toHaveLength(1);
      expect(existsSync(tree)).toBe(false);
    },
    400_000,
  );
});

describe.skipIf(process.platform !== 'linux')(
  'a SIGTERM while the failing figures are given their measured fixes',
  () => {
    it('ends the run well before the proposals could have been counted (exit 143), and the base worktree is gone', async () => {
      // Three fixtures of the head answer a large text each (a result is kept for proposals up to 4 MB, so three of
      // them): the run counts them (yielding), measures the base (whose answers are small), judges, and then measures
      // the proposals that would mend each figure, on each text again. Words longer than gpt-tokenizer's cached pieces
      // (256) cost as much the second time; each answer starts with its own number, so no two texts are alike.
      const length = 2000;
      const words = 1750;
      const server = `
import { appendFileSync, readFileSync } from 'node:fs';
const text = readFileSync(process.argv[2], 'utf8');
let calls = 0;
let buffer = '';
process.stdin.on('data', (chunk) => {
  buffer += chunk;
  for (let i = buffer.indexOf('\\n'); i !== -1; i = buffer.indexOf('\\n')) {
    const message = JSON.parse(buffer.slice(0, i));
    buffer = buffer.slice(i + 1);
    const answer = (result, done) => process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: message.id, result }) + '\\n', done);
    if (message.method === 'initialize') answer({ protocolVersion: message.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: 'big', version: '1' } });
    else if (message.method === 'tools/list') answer({ tools: [{ name: 'dump', description: 'Dumps everything', inputSchema: { type: 'object' } }] });
    else if (message.method === 'tools/call') answer({ content: [{ type: 'text', text: ++calls + ' ' + text }] }, () => appendFileSync(process.argv[3], 'answered\\n'));
    else if (message.id !== undefined) process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: message.id, error: { code: -32601, message: 'Method not found' } }) + '\\n');
  }
});
`;
      const dir = project({ 'server.mjs': server, 'big.txt': 'small', 'marks/.keep': '' });
      const marker = path.join(dir, 'marks', 'answered');
      chmodSync(path.dirname(marker), 0o777);
      const budget = {
        servers: {
          big: { command: process.execPath, args: ['server.mjs', 'big.txt', marker], sandbox: { writable: ['marks'] } },
        },
        fixtures: [1, 2, 3].map((n) => ({ name: `dump${n}`, server: 'big', tool: 'dump' })),
        limits: { resultTokens: 1000 },
        timeouts: { totalMs: 600_000, requestMs: 600_000 },
      };
      writeFileSync(path.join(dir, 'budget.json'), `${JSON.stringify(budget, null, 2)}\n`);
      git(dir, 'init', '-q', '-b', 'main');
      git(dir, 'add', '.');
      git(dir, 'commit', '-q', '-m', 'base');
      git(dir, 'checkout', '-q', '-b', 'pr');
      // The pull request's answers are large (3.5 MB each); the base's stay small.
      writeFileSync(path.join(dir, 'big.txt'), randomWords(words, length));
      git(dir, 'commit', '-q', '-am', 'large answers');
      const child = spawn(process.execPath, [BUILT_CLI, 'check', '--base', 'main', '--no-cache'], {
        cwd: dir,
        stdio: 'ignore',
      });
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      const answers = () => (existsSync(marker) ? readFileSync(marker, 'utf8').split('\n').length - 1 : 0);
      for (let i = 0; i < 6000 && answers() < 1; i++) await new Promise((r) => setTimeout(r, 20));
      expect(answers()).toBe(1);
      const atAnswer = cpuMs(child.pid!);
      // Then the base's server, started in the base worktree, answers (small) and ends: the proposals come next.
      const seen = await worktreesOnceAdded(dir, 15_000, 20);
      expect(seen).toHaveLength(2);
      const tree = seen.find((entry) => path.resolve(entry) !== path.resolve(dir))!;
      for (let i = 0; i < 6000 && serversIn(tree).length === 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(serversIn(tree).length).toBeGreaterThan(0);
      for (let i = 0; i < 6000 && serversIn(tree).length > 0; i++) await new Promise((r) => setTimeout(r, 10));
      const atBaseEnd = cpuMs(child.pid!);
      // What the head's three counts took of the CLI's CPU: the proposals count the three texts again.
      const countsMs = atBaseEnd - atAnswer;
      expect(countsMs).toBeGreaterThan(5_000);
      // Half a text into the proposals' counts.
      for (let i = 0; i < 15_000 && cpuMs(child.pid!) < atBaseEnd + countsMs / 6; i++)
        await new Promise((r) => setTimeout(r, 20));
      const signalled = performance.now();
      child.kill('SIGTERM');
      expect(await exited).toBe(143);
      const tookMs = performance.now() - signalled;
      expect(tookMs, `${Math.round(tookMs)} ms after SIGTERM; the head's counts took ${countsMs} ms`).toBeLessThan(
        countsMs / 5,
      );
      expect(worktrees(dir)).toHaveLength(1);
      expect(existsSync(tree)).toBe(false);
    }, 400_000);
  },
);

describe.skipIf(process.platform !== 'linux')('a SIGTERM while explain counts a large result', () => {
  it('ends explain well before the count could have finished (exit 143)', async () => {
    // The fixture answers 3.5 MB of words longer than gpt-tokenizer's cached pieces: explain counts it, then explains
    // it member by member. How long one count of it takes here, in CPU time, from this process's own count.
    const text = randomWords(1750, 2000);
    const tokenizer = await loadTokenizer('o200k_base');
    const before = process.cpuUsage();
    tokenizer.count(text);
    const used = process.cpuUsage(before);
    const countMs = (used.user + used.system) / 1000;
    expect(countMs).toBeGreaterThan(2_000);
    const server = `
import { appendFileSync, readFileSync } from 'node:fs';
const text = readFileSync(process.argv[2], 'utf8');
let buffer = '';
process.stdin.on('data', (chunk) => {
  buffer += chunk;
  for (let i = buffer.indexOf('\\n'); i !== -1; i = buffer.indexOf('\\n')) {
    const message = JSON.parse(buffer.slice(0, i));
    buffer = buffer.slice(i + 1);
    const answer = (result, done) => process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: message.id, result }) + '\\n', done);
    if (message.method === 'initialize') answer({ protocolVersion: message.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: 'big', version: '1' } });
    else if (message.method === 'tools/list') answer({ tools: [{ name: 'dump', description: 'Dumps everything', inputSchema: { type: 'object' } }] });
    else if (message.method === 'tools/call') answer({ content: [{ type: 'text', text }] }, () => appendFileSync(process.argv[3], 'answered\\n'));
    else if (message.id !== undefined) process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: message.id, error: { code: -32601, message: 'Method not found' } }) + '\\n');
  }
});
`;
    const dir = project({ 'server.mjs': server, 'big.txt': text, 'marks/.keep': '' });
    const marker = path.join(dir, 'marks', 'answered');
    chmodSync(path.dirname(marker), 0o777);
    writeFileSync(
      path.join(dir, 'budget.json'),
      `${JSON.stringify({
        servers: {
          big: { command: process.execPath, args: ['server.mjs', 'big.txt', marker], sandbox: { writable: ['marks'] } },
        },
        fixtures: [{ name: 'dump', server: 'big', tool: 'dump' }],
        timeouts: { totalMs: 600_000, requestMs: 600_000 },
      })}\n`,
    );
    const child = spawn(process.execPath, [BUILT_CLI, 'explain', 'fixture:dump', '--no-cache'], {
      cwd: dir,
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    for (let i = 0; i < 6000 && !existsSync(marker); i++) await new Promise((r) => setTimeout(r, 20));
    expect(existsSync(marker)).toBe(true);
    const atAnswer = cpuMs(child.pid!);
    // A fifth of a count in.
    for (let i = 0; i < 15_000 && cpuMs(child.pid!) < atAnswer + countMs / 5; i++)
      await new Promise((r) => setTimeout(r, 20));
    const signalled = performance.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(143);
    const tookMs = performance.now() - signalled;
    expect(tookMs, `${Math.round(tookMs)} ms after SIGTERM; one count takes ${Math.round(countMs)} ms`).toBeLessThan(
      countMs / 3,
    );
  }, 400_000);
});

/** The test servers (`server.mjs`) running with their working directory in `dir`. */
function serversIn(dir: string): number[] {
  return allPids().filter((pid) => {
    try {
      return (
        readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server.mjs') &&
        readlinkSync(`/proc/${pid}/cwd`).startsWith(dir)
      );
    } catch {
      return false;
    }
  });
}
