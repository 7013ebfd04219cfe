// A server reached by url is ready when a line of its output matches `ready`, however early it prints it. Its stderr
// is read from the first chunk (so a crash says why); a ready line printed before the run looked for it (the client
// SDK still loading, the environment hand-over still being removed) was read there and never matched: the run then
// waited out timeouts.startupMs and failed a server that had been ready all along.
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { project, SPEC_HTTP_SERVER } from '../helpers.js';
import { launch, waitUntilReady } from '../../src/servers/server-launch.js';
import { terminateGroup } from '../../src/servers/process-group.js';
import { StderrTail } from '../../src/servers/server-failure.js';
import { DEFAULT_TIMEOUTS } from '../../src/servers/server-session.js';
import type { SessionOptions } from '../../src/servers/session-options.js';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

describe('a ready line', () => {
  it('printed on stderr before the run looks for it still makes the server ready', async () => {
    const port = await freePort();
    const dir = project({
      'spec.json': { tools: [{ name: 'echo', description: 'Echo.', inputSchema: { type: 'object' } }] },
    });
    const server = {
      command: process.execPath,
      args: [SPEC_HTTP_SERVER, 'spec.json', 'json', String(port)],
      url: `http://127.0.0.1:${port}/mcp`,
      ready: 'listening on',
    };
    const options: SessionOptions = {
      name: 'early',
      server,
      sandbox: {},
      timeouts: { ...DEFAULT_TIMEOUTS, startupMs: 4000 },
      clientCapabilities: {},
      baseDir: dir,
      callerEnv: process.env,
      maxMessageBytes: 1 << 20,
      clientVersion: '0',
    };
    const stderr = new StderrTail();
    const launched = await launch(options, stderr);
    try {
      // The server prints "listening on …" meanwhile, as it would while a slow machine loads the SDK.
      for (let i = 0; i < 100 && !stderr.lines().includes('listening on'); i++) await sleep(50);
      expect(stderr.lines()).toContain('listening on');
      // Missed, it is SERVER_TIMEOUT: "printed no line matching ready" after startupMs.
      await expect(
        waitUntilReady('early', server, launched, stderr, options.timeouts.startupMs),
      ).resolves.toBeUndefined();
    } finally {
      await terminateGroup(launched.group);
      await launched.dispose();
    }
  });
});
