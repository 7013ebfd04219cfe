// `npx -y name@version`, `npx -y name@latest` and `npx -y @scope/name@tag`, the forms many server READMEs show, are
// recognised like the plain `npx -y name`: at once, with both ways out, unless node_modules holds what is asked for.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageFetchedAtStart } from '../../src/servers/package-runner.js';
import { cliJson, project } from '../helpers.js';

function withInstalled(name: string, version: string): string {
  const dir = project({});
  mkdirSync(path.join(dir, 'node_modules', name), { recursive: true });
  writeFileSync(path.join(dir, 'node_modules', name, 'package.json'), JSON.stringify({ name, version }));
  return dir;
}

describe('which npx commands would download at start', () => {
  const empty = () => project({});
  for (const spec of [
    'weather-mcp',
    'weather-mcp@1.2.3',
    'weather-mcp@latest',
    '@acme/weather-mcp',
    '@acme/weather-mcp@next',
    '@acme/weather-mcp@^2.0.0',
  ]) {
    it(`npx -y ${spec}, not installed: ${spec}`, () => {
      expect(packageFetchedAtStart('/usr/bin/npx', ['-y', spec], empty())).toBe(spec);
      expect(packageFetchedAtStart('npx', ['--yes', spec, '--stdio'], empty())).toBe(spec);
    });
  }

  it('installed at the version asked for (or with none asked for): runs from node_modules', () => {
    const dir = withInstalled('@acme/weather-mcp', '1.2.3');
    expect(packageFetchedAtStart('npx', ['-y', '@acme/weather-mcp'], dir)).toBeUndefined();
    expect(packageFetchedAtStart('npx', ['-y', '@acme/weather-mcp@1.2.3'], path.join(dir, 'sub'))).toBeUndefined();
  });

  it('installed, but a tag, a range or another version is asked for: npx asks the registry', () => {
    const dir = withInstalled('weather-mcp', '1.2.3');
    expect(packageFetchedAtStart('npx', ['-y', 'weather-mcp@latest'], dir)).toBe('weather-mcp@latest');
    expect(packageFetchedAtStart('npx', ['-y', 'weather-mcp@1.2.4'], dir)).toBe('weather-mcp@1.2.4');
    expect(packageFetchedAtStart('npx', ['-y', 'weather-mcp@^1.0.0'], dir)).toBe('weather-mcp@^1.0.0');
  });

  it('--package and -- name the package; --no-install and other commands never download', () => {
    expect(packageFetchedAtStart('npx', ['-y', '--package=@acme/weather-mcp@2.0.0', 'weather'], empty())).toBe(
      '@acme/weather-mcp@2.0.0',
    );
    expect(packageFetchedAtStart('npx', ['-y', '-p', 'weather-mcp@latest', 'weather'], empty())).toBe(
      'weather-mcp@latest',
    );
    expect(packageFetchedAtStart('npx', ['-y', '--', 'weather-mcp@latest'], empty())).toBe('weather-mcp@latest');
    expect(packageFetchedAtStart('npx', ['--no-install', 'weather-mcp@latest'], empty())).toBeUndefined();
    expect(packageFetchedAtStart('/usr/bin/node', ['weather-mcp@latest'], empty())).toBeUndefined();
  });
});

describe('npx -y name@latest of an installed package, in a sandbox without network', () => {
  it('says at once that the download cannot happen, with both ways out', async () => {
    const dir = withInstalled('weather-mcp', '1.2.3');
    writeFileSync(
      path.join(dir, '.mcp.json'),
      JSON.stringify({ mcpServers: { weather: { command: 'npx', args: ['-y', 'weather-mcp@latest'] } } }),
    );
    writeFileSync(path.join(dir, 'budget.json'), JSON.stringify({ mcpConfig: '.mcp.json' }));
    // At once: waiting for npx would end in SERVER_TIMEOUT after startupMs, not SERVER_START_FAILED.
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(3);
    expect(report.findings[0]).toMatchObject({ code: 'SERVER_START_FAILED', subject: 'weather' });
    expect(report.findings[0].message).toContain(
      'would download weather-mcp@latest at start, and the sandbox has no network',
    );
    // It is installed: the way out is to run the installed one, not to install it again (issue 40).
    expect(report.findings[0].fix).not.toContain('npm install');
    expect(report.findings[0].fix).toContain('`npx --no-install weather-mcp` (or pin weather-mcp@1.2.3)');
    expect(report.findings[0].fix).toContain('"sandbox": { "network": "host" }');
  });
});

describe('npx -y in a sandbox without network', () => {
  it('says at once that the download cannot happen, with both ways out', async () => {
    const dir = project({
      '.mcp.json': { mcpServers: { weather: { command: 'npx', args: ['-y', '@example/weather-mcp@1.2.3'] } } },
      'budget.json': { mcpConfig: '.mcp.json' },
    });
    // At once: waiting for the download would end in SERVER_TIMEOUT after startupMs, not SERVER_START_FAILED.
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(3);
    expect(report.findings[0]).toMatchObject({ code: 'SERVER_START_FAILED', subject: 'weather' });
    expect(report.findings[0].message).toContain(
      'would download @example/weather-mcp@1.2.3 at start, and the sandbox has no network',
    );
    expect(report.findings[0].fix).toContain('npm install --save-dev @example/weather-mcp@1.2.3');
    expect(report.findings[0].fix).toContain('"network": "host"');
  });
});
