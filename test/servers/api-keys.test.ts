// Servers that need an API key to start: `init --env NAME` passes it from the environment, and a server that
// exits because a variable is missing is told apart, with the variable and the lines that pass it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { missingVariable } from '../../src/servers/missing-variable.js';
import { cli, cliJson, project, SPEC_SERVER } from '../helpers.js';

// The spec server's path is also an argument: the sandbox shows a server the files its command line names.
const NEEDS_KEY = `if (!process.env.WEATHER_API_KEY) { console.error('Error: WEATHER_API_KEY environment variable is required'); process.exit(1); }
await import(${JSON.stringify(pathToFileURL(SPEC_SERVER).href)});
`;
const START = `node server.mjs spec.json ${SPEC_SERVER}`;

function keyedProject(budget?: unknown) {
  return project({
    'server.mjs': NEEDS_KEY,
    'spec.json': { tools: [{ name: 'forecast', description: 'The forecast.', inputSchema: { type: 'object' } }] },
    ...(budget ? { 'budget.json': budget } : {}),
  });
}

describe('a server that needs an API key to start', () => {
  it('init --env WEATHER_API_KEY writes sandbox.passEnv, measures with the key, and check passes with it', async () => {
    const dir = keyedProject();
    const env = { WEATHER_API_KEY: 'sk-weather-123' };
    const init = await cliJson(dir, ['init', '--server', `weather=${START}`, '--env', 'WEATHER_API_KEY'], env);
    expect(init.code).toBe(0);
    const written = JSON.parse(readFileSync(path.join(dir, 'budget.json'), 'utf8'));
    expect(written.sandbox).toEqual({ passEnv: ['WEATHER_API_KEY'] });
    expect(readFileSync(path.join(dir, 'budget.json'), 'utf8')).not.toContain('sk-weather-123');
    const check = await cliJson(dir, ['check'], env);
    expect(check.code).toBe(0);
    expect(check.report.servers[0].tools).toHaveLength(1);
    expect(check.report.servers[0].sandbox.envFromCaller).toEqual(['WEATHER_API_KEY']);
  });

  it('without it passed: SERVER_START_FAILED naming the variable, and the fix shows passEnv and env with ${NAME}', async () => {
    const dir = keyedProject({
      servers: { weather: { command: 'node', args: ['server.mjs', 'spec.json', SPEC_SERVER] } },
    });
    const { code, report } = await cliJson(dir, ['check'], { WEATHER_API_KEY: 'sk-weather-123' });
    expect(code).toBe(3);
    expect(report.findings[0]).toMatchObject({ code: 'SERVER_START_FAILED', subject: 'weather' });
    expect(report.findings[0].message).toContain('its stderr says WEATHER_API_KEY is missing');
    expect(report.findings[0].fix).toContain('"sandbox": { "passEnv": ["WEATHER_API_KEY"] }');
    expect(report.findings[0].fix).toContain('"env": { "WEATHER_API_KEY": "${WEATHER_API_KEY}" }');
    expect(report.findings[0].fix).toContain('mcp-budget init --env WEATHER_API_KEY');
    expect(JSON.stringify(report)).not.toContain('sk-weather-123');
  });

  it('passed but not set where mcp-budget runs: the fix says to set it', async () => {
    const dir = keyedProject({
      servers: { weather: { command: 'node', args: ['server.mjs', 'spec.json', SPEC_SERVER] } },
      sandbox: { passEnv: ['WEATHER_API_KEY'] },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(3);
    expect(report.findings[0].fix).toContain('set WEATHER_API_KEY in the environment mcp-budget runs in');
  });

  it('--env takes a variable name', async () => {
    const dir = keyedProject();
    const run = await cli(dir, ['init', '--server', 'node server.mjs spec.json', '--env', 'not a name']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('mcp-budget: --env takes the name of an environment variable, got "not a name"\n');
  });
});

describe('the variable a server says is missing', () => {
  it.each([
    ['Error: missing API_KEY', 'API_KEY'],
    ['GITHUB_PERSONAL_ACCESS_TOKEN not set', 'GITHUB_PERSONAL_ACCESS_TOKEN'],
    ['Missing required environment variable: BRAVE_API_KEY', 'BRAVE_API_KEY'],
    ['Please set the OPENAI_API_KEY environment variable', 'OPENAI_API_KEY'],
    ['Error: NOTION_TOKEN must be set', 'NOTION_TOKEN'],
    ['FIRECRAWL_API_KEY is required', 'FIRECRAWL_API_KEY'],
  ])('%s → %s', (line, name) => {
    expect(missingVariable(`starting\n${line}\n    at main (server.js:1:1)`)).toBe(name);
  });

  it('is none for other failures', () => {
    expect(missingVariable("Error: Cannot find module '/app/dist/index.js'")).toBeUndefined();
    expect(missingVariable('config file /etc/hostile.json not found')).toBeUndefined();
  });
});
