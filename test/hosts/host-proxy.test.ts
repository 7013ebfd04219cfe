// `mcp-budget hosts proxy <server>`: the command a host's MCP config names, so the server it starts runs sandboxed.
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { BUILT_CLI, project } from '../helpers.js';

describe('hosts proxy', () => {
  it('starts the server in the sandbox with stdio passed through, and never hands it the model API key the host holds', async () => {
    const dir = project({
      'budget.json': {
        servers: {
          s: {
            command: process.execPath,
            args: [
              '-e',
              'process.stdin.once("data", (d) => process.stdout.write(JSON.stringify({ got: String(d).trim(), env: process.env })))',
            ],
            sandbox: { passEnv: ['ANTHROPIC_API_KEY', 'OPENAI_API_KEY', 'KEEP_ME'] },
          },
        },
      },
    });
    const child = spawn(process.execPath, [BUILT_CLI, 'hosts', 'proxy', 's'], {
      cwd: dir,
      env: { ...process.env, ANTHROPIC_API_KEY: 'sk-ant-secret', OPENAI_API_KEY: 'sk-secret', KEEP_ME: 'kept' },
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stdin.end('{"jsonrpc":"2.0","id":1,"method":"ping"}\n');
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    const echoed = JSON.parse(stdout) as { got?: string; env?: Record<string, string> };
    expect(echoed.got).toBe('{"jsonrpc":"2.0","id":1,"method":"ping"}');
    expect(echoed.env?.KEEP_ME).toBe('kept');
    expect(Object.keys(echoed.env ?? {}).filter((name) => /API_KEY/.test(name))).toEqual([]);
    expect(JSON.stringify(echoed)).not.toContain('secret');
  });
});
