// The fix a failing server gets fits what happened, seen with real processes in the real sandbox.
import { describe, expect, it } from 'vitest';
import { cliJson, project } from '../helpers.js';

describe('fix hints that fit the cause', () => {
  it('a server that looks a host up at start, in a sandbox without network, is told it needs the network', async () => {
    const server =
      "import { lookup } from 'node:dns/promises';\nawait lookup('api.notion.com').catch((error) => { console.error(`Error: ${error.message}`); process.exit(1); });\n";
    const dir = project({
      'server.mjs': server,
      'budget.json': { servers: { s: { command: process.execPath, args: ['server.mjs'] } } },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(3);
    expect(report.findings[0].code).toBe('SERVER_START_FAILED');
    expect(report.findings[0].message).toMatch(/getaddrinfo (EAI_AGAIN|ENOTFOUND) api\.notion\.com/);
    expect(report.findings[0].fix).toMatch(
      /^it needs the network \(getaddrinfo (EAI_AGAIN|ENOTFOUND) api\.notion\.com\)/,
    );
    expect(report.findings[0].fix).toContain('"sandbox": { "network": "host" }');
  });

  it('npx -y pkg@latest with pkg installed does not say to install it', async () => {
    const dir = project({
      'node_modules/@example/weather-mcp/package.json': {
        name: '@example/weather-mcp',
        version: '1.4.0',
        bin: { 'weather-mcp': 'index.js' },
      },
      '.mcp.json': { mcpServers: { weather: { command: 'npx', args: ['-y', '@example/weather-mcp@latest'] } } },
      'budget.json': { mcpConfig: '.mcp.json' },
    });
    const { report } = await cliJson(dir, ['check']);
    expect(report.findings[0].code).toBe('SERVER_START_FAILED');
    expect(report.findings[0].fix).not.toContain('npm install');
    expect(report.findings[0].fix).toContain(
      '@example/weather-mcp 1.4.0 is installed, but npx looks "@example/weather-mcp@latest" up in the registry',
    );
    expect(report.findings[0].fix).toContain('npx --no-install @example/weather-mcp');
  });
});

describe("a .mcp.json that runs the project's own published package", () => {
  it("proposes the repository's own entry point instead of installing the package into itself", async () => {
    const dir = project({
      'package.json': { name: '@acme/notes-mcp', version: '1.0.0', bin: { 'notes-mcp': 'dist/index.js' } },
      'dist/index.js': '#!/usr/bin/env node\n',
      '.mcp.json': { mcpServers: { notes: { command: 'npx', args: ['-y', '@acme/notes-mcp'] } } },
      'budget.json': { mcpConfig: '.mcp.json' },
    });
    const { report } = await cliJson(dir, ['check']);
    expect(report.findings[0].code).toBe('SERVER_START_FAILED');
    expect(report.findings[0].fix).not.toContain('npm install');
    expect(report.findings[0].fix).toContain(
      '@acme/notes-mcp is this project\'s own package: measure it from the repository, "servers": { "notes": { "command": "node", "args": ["dist/index.js"] } } in budget.json',
    );
  });
});
