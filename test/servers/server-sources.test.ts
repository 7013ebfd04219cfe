import { symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importMcpConfig } from '../../src/servers/mcp-config.js';
import { cli, cliJson, git, project, SPEC_SERVER, tempDir } from '../helpers.js';

const env = { HOME: '/home/dev', API_TOKEN: 'tok-123', REGION: 'eu', EMPTY: '' };

describe('server config files projects already check in', () => {
  it('Claude Code .mcp.json: ${VAR} and ${VAR:-default} in command, args, env, url and headers', async () => {
    const dir = project({
      '.mcp.json': {
        mcpServers: {
          files: {
            command: 'node',
            args: ['server.js', '--region=${REGION}', '--zone=${ZONE:-a}'],
            env: { TOKEN: '${API_TOKEN}', MODE: '${EMPTY:-prod}' },
          },
          remote: {
            type: 'http',
            url: 'https://${REGION}.example.com/mcp',
            headers: { Authorization: 'Bearer ${API_TOKEN}' },
          },
          needsVar: { command: 'node', args: ['${MISSING_VAR}'] },
          helper: { type: 'http', url: 'https://x', headersHelper: 'get-token.sh' },
          old: { type: 'sse', url: 'https://x/sse' },
        },
      },
    });
    const imported = await importMcpConfig(path.join(dir, '.mcp.json'), dir, env);
    expect(imported.format).toBe('claude');
    expect(imported.servers).toEqual([
      {
        name: 'files',
        config: {
          expanded: true,
          command: 'node',
          args: ['server.js', '--region=eu', '--zone=a'],
          env: { TOKEN: 'tok-123', MODE: 'prod' },
          callerVariables: { args: ['REGION'], 'env.TOKEN': ['API_TOKEN'] },
        },
      },
      {
        name: 'remote',
        config: {
          expanded: true,
          type: 'http',
          url: 'https://eu.example.com/mcp',
          headers: { Authorization: 'Bearer tok-123' },
          callerVariables: { url: ['REGION'], 'headers.Authorization': ['API_TOKEN'] },
        },
      },
    ]);
    expect(imported.unresolved.map((u) => u.server)).toEqual(['needsVar', 'helper', 'old']);
    expect(imported.unresolved[0]!.reason).toContain('${MISSING_VAR} is not set');
  });

  it('VS Code .vscode/mcp.json with comments: ${env:NAME}, ${workspaceFolder}, envFile inside the repo; ${input:…} is never prompted', async () => {
    const dir = project({
      '.vscode/mcp.json': `{
  // Servers for this workspace
  "inputs": [{ "type": "promptString", "id": "key", "description": "API key", "password": true }],
  "servers": {
    "local": {
      "type": "stdio",
      "command": "node",
      "args": ["\${workspaceFolder}/server.js"], /* block comment */
      "env": { "TOKEN": "\${env:API_TOKEN}", "HOME_DIR": "\${userHome}" },
      "envFile": "\${workspaceFolder}/.env.mcp",
    },
    "prompted": { "type": "http", "url": "https://x/mcp", "headers": { "Authorization": "\${input:key}" } },
    "outside": { "command": "node", "envFile": "/etc/secrets.env" }
  }
}`,
      '.env.mcp': '# comment\nexport DEBUG=1\nQUOTED="a b"\n',
    });
    const imported = await importMcpConfig(path.join(dir, '.vscode', 'mcp.json'), dir, env);
    expect(imported.format).toBe('vscode');
    expect(imported.servers).toEqual([
      {
        name: 'local',
        config: {
          expanded: true,
          type: 'stdio',
          command: 'node',
          args: [`${dir}/server.js`],
          env: { DEBUG: '1', QUOTED: 'a b', TOKEN: 'tok-123', HOME_DIR: '/home/dev' },
          callerVariables: { 'env.TOKEN': ['API_TOKEN'] },
          // What a pull request's envFile is held to: the base's by path and content (reach-policy.ts).
          envFile: { file: '.env.mcp', digest: expect.stringMatching(/^[0-9a-f]{64}$/), names: ['DEBUG', 'QUOTED'] },
        },
      },
    ]);
    expect(imported.unresolved).toEqual([
      {
        server: 'prompted',
        reason: expect.stringContaining('${input:key} would prompt for input; mcp-budget never prompts'),
      },
      { server: 'outside', reason: expect.stringContaining('is outside the repository') },
    ]);
  });

  it('Cursor .cursor/mcp.json: mcpServers with ${env:NAME} and ${workspaceFolder}', async () => {
    const dir = project({
      '.cursor/mcp.json': {
        mcpServers: {
          c: { command: 'npx', args: ['-y', 'pkg', '${workspaceFolder}'], env: { K: '${env:API_TOKEN}' } },
        },
      },
    });
    const imported = await importMcpConfig(path.join(dir, '.cursor', 'mcp.json'), dir, env);
    expect(imported.format).toBe('cursor');
    expect(imported.servers).toEqual([
      {
        name: 'c',
        config: {
          expanded: true,
          command: 'npx',
          args: ['-y', 'pkg', dir],
          env: { K: 'tok-123' },
          callerVariables: { 'env.K': ['API_TOKEN'] },
        },
      },
    ]);
  });

  it('Codex .codex/config.toml: [mcp_servers.*] with env_vars, enabled_tools/disabled_tools, bearer token; no expansion', async () => {
    const dir = project({
      '.codex/config.toml': `# Codex configuration
model = "o4"

[mcp_servers.docs]
command = "node"
args = ["docs.js", "\${NOT_EXPANDED}"]
env = { LOG = "quiet" }
env_vars = ["API_TOKEN"]
enabled_tools = ["search", "read"]

[mcp_servers.remote]
url = "https://example.com/mcp"
bearer_token_env_var = "API_TOKEN"
disabled_tools = ["delete"]

[mcp_servers.off]
command = "node"
enabled = false
`,
    });
    const imported = await importMcpConfig(path.join(dir, '.codex', 'config.toml'), dir, env);
    expect(imported.format).toBe('codex');
    expect(imported.servers).toEqual([
      {
        name: 'docs',
        config: {
          expanded: true,
          command: 'node',
          args: ['docs.js', '${NOT_EXPANDED}'],
          env: { LOG: 'quiet' },
          sandbox: { passEnv: ['API_TOKEN'] },
          enabledTools: ['search', 'read'],
        },
      },
      {
        name: 'remote',
        config: {
          expanded: true,
          url: 'https://example.com/mcp',
          headers: { Authorization: 'Bearer tok-123' },
          callerVariables: { 'headers.Authorization': ['API_TOKEN'] },
          disabledTools: ['delete'],
        },
      },
    ]);
  });

  it('a repository with only .mcp.json and a three-line budget.json is checked with no server listed twice; budget.json servers override by name; Codex tool filters apply', async () => {
    const spec = {
      tools: [
        { name: 'search', inputSchema: { type: 'object' } },
        { name: 'delete', inputSchema: { type: 'object' } },
      ],
    };
    const renamed = (suffix: string) => ({ tools: spec.tools.map((t) => ({ ...t, name: `${t.name}_${suffix}` })) });
    const dir = project({
      'spec.json': spec,
      'two.json': renamed('two'),
      'filtered.json': renamed('f'),
      '.mcp.json': {
        mcpServers: {
          one: { command: process.execPath, args: [SPEC_SERVER, 'spec.json'] },
          two: { command: 'does-not-exist' },
        },
      },
      '.codex/config.toml': `[mcp_servers.filtered]\ncommand = ${JSON.stringify(process.execPath)}\nargs = [${JSON.stringify(SPEC_SERVER)}, "filtered.json"]\ndisabled_tools = ["delete_f"]\n`,
      'budget.json': `{
  "mcpConfig": [".mcp.json", ".codex/config.toml"],
  "servers": { "two": { "command": ${JSON.stringify(process.execPath)}, "args": [${JSON.stringify(SPEC_SERVER)}, "two.json"] } },
  "limits": { "toolBytes": 4000 }
}
`,
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(0);
    expect(report.servers.map((s: { name: string }) => s.name)).toEqual(['one', 'two', 'filtered']);
    expect(report.servers[1].tools.map((t: { name: string }) => t.name)).toEqual(['search_two', 'delete_two']);
    expect(report.servers[2].tools.map((t: { name: string }) => t.name)).toEqual(['search_f']);
    // Only .mcp.json and a three-line budget.json:
    const minimal = project({
      'spec.json': spec,
      '.mcp.json': { mcpServers: { one: { command: process.execPath, args: [SPEC_SERVER, 'spec.json'] } } },
      'budget.json': '{\n  "mcpConfig": ".mcp.json",\n  "limits": { "toolBytes": 4000 }\n}\n',
    });
    const minimalRun = await cliJson(minimal, ['check']);
    expect(minimalRun.code).toBe(0);
    expect(minimalRun.report.servers.map((s: { name: string }) => s.name)).toEqual(['one']);
  });

  it('init picks up .mcp.json and writes mcpConfig instead of copying the servers', async () => {
    const dir = project({
      'spec.json': { tools: [{ name: 'a', inputSchema: { type: 'object' } }] },
      '.mcp.json': { mcpServers: { one: { command: process.execPath, args: [SPEC_SERVER, 'spec.json'] } } },
    });
    const init = await cli(dir, ['init']);
    expect(init.code).toBe(0);
    const budget = JSON.parse(
      await import('node:fs').then((fs) => fs.readFileSync(path.join(dir, 'budget.json'), 'utf8')),
    );
    expect(budget.mcpConfig).toBe('.mcp.json');
    expect(budget.servers).toBeUndefined();
    expect((await cli(dir, ['check'])).code).toBe(0);
  });
});

describe('an imported envFile is read only as the repository holds it (issue 46)', () => {
  /** A checkout whose .vscode/mcp.json names `envFile`; `extra` are more files, committed unless `untracked`. */
  function checkout(envFile: string, extra: (dir: string) => void) {
    const dir = project({
      '.vscode/mcp.json': { servers: { s: { command: 'node', args: ['s.js'], envFile } } },
      '.env.mcp': 'DEBUG=1\n',
    });
    git(dir, 'init', '-q', '-b', 'main');
    git(dir, 'config', 'http.https://github.com/.extraheader', 'AUTHORIZATION: basic TOKEN-CANARY');
    extra(dir);
    git(dir, 'add', '.');
    git(dir, 'commit', '-q', '-m', 'c');
    return dir;
  }
  const reasonFor = async (dir: string) => {
    const imported = await importMcpConfig(path.join(dir, '.vscode', 'mcp.json'), dir, {});
    expect(JSON.stringify(imported.servers)).not.toContain('TOKEN-CANARY');
    return imported.unresolved.map((u) => u.reason).join('\n');
  };

  it('a committed envFile is read', async () => {
    const dir = checkout('${workspaceFolder}/.env.mcp', () => undefined);
    const imported = await importMcpConfig(path.join(dir, '.vscode', 'mcp.json'), dir, {});
    expect(imported.servers[0]!.config.env).toEqual({ DEBUG: '1' });
  });

  it('.git/config (the checkout token) is refused', async () => {
    const dir = checkout('${workspaceFolder}/.git/config', () => undefined);
    expect(await reasonFor(dir)).toContain('inside .git');
  });

  it('a committed symbolic link to a file outside the repository is refused', async () => {
    const outside = tempDir('mcp-budget-credentials-');
    writeFileSync(path.join(outside, 'credentials.toml'), 'TOKEN=TOKEN-CANARY\n');
    const dir = checkout('.env.link', (d) =>
      symlinkSync(path.join(outside, 'credentials.toml'), path.join(d, '.env.link')),
    );
    expect(await reasonFor(dir)).toContain('outside the repository');
  });

  it('a committed symbolic link into .git is refused', async () => {
    const dir = checkout('.env.link', (d) => symlinkSync('.git/config', path.join(d, '.env.link')));
    expect(await reasonFor(dir)).toContain('inside .git');
  });

  it('a file the repository does not track (written by an earlier step) is refused', async () => {
    const dir = checkout('.env.local', () => undefined);
    writeFileSync(path.join(dir, '.env.local'), 'TOKEN=TOKEN-CANARY\n');
    expect(await reasonFor(dir)).toContain('does not track');
  });
});
