// A server that fails at start says why, every time.
import { describe, expect, it } from 'vitest';
import { cliJson, project } from '../helpers.js';

describe('a server that fails at start says why, every time', () => {
  it('prints "missing API_KEY" and exits: SERVER_START_FAILED with that line in 50 of 50 starts, never EPIPE', async () => {
    const dir = project({
      'server.mjs': "process.stderr.write('Error: missing API_KEY\\n'); process.exit(1);\n",
      'budget.json': { servers: { s: { command: process.execPath, args: ['server.mjs'] } } },
    });
    const runs = [];
    for (let batch = 0; batch < 10; batch++)
      runs.push(...(await Promise.all(Array.from({ length: 5 }, () => cliJson(dir, ['check'])))));
    for (const { code, report } of runs) {
      expect(code).toBe(3);
      expect(report.findings[0]).toMatchObject({ code: 'SERVER_START_FAILED', subject: 's' });
      expect(report.findings[0].message).toContain('exited with code 1 before answering initialize');
      expect(report.findings[0].message).toContain('Error: missing API_KEY');
      expect(report.findings[0].message).not.toContain('EPIPE');
    }
  });

  it('a failed import keeps the line that names the missing package, not only stack frames', async () => {
    const dir = project({
      'server.mjs': "import '@octokit/rest-not-installed';\n",
      'budget.json': { servers: { s: { command: process.execPath, args: ['server.mjs'] } } },
    });
    for (let i = 0; i < 10; i++) {
      const { code, report } = await cliJson(dir, ['check']);
      expect(code).toBe(3);
      expect(report.findings[0].code).toBe('SERVER_START_FAILED');
      expect(report.findings[0].message).toMatch(
        /ERR_MODULE_NOT_FOUND|Cannot find package '@octokit\/rest-not-installed'/,
      );
      expect(report.findings[0].message).not.toContain('EPIPE');
    }
  });
});
