// The code under review never sets its own rules. With --base, what each server may reach comes from the base
// branch's budget.json; a widening in the pull request is a BUDGET_RAISED line and is not applied in that run.
// Whatever the budget says, naming a hidden folder (HOME, RUNNER_TEMP, /tmp…) in cwd or args shows nothing again.
// Checked from outside: the secret files stay unread, a loopback listener is never reached, the variables never set.
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUILT_CLI,
  chownTree,
  cliJson,
  git,
  HOSTILE_SERVER,
  project,
  runCommand,
  specServer,
  tempDir,
} from '../helpers.js';

const SECRET = 'ghs_reach_secret_0123456789abcdef';
const IS_ROOT = process.getuid?.() === 0;
const HAS_BWRAP = (process.env.PATH ?? '')
  .split(path.delimiter)
  .some((dir) => dir && existsSync(path.join(dir, 'bwrap')));
const NOBODY = 65534;

type Finding = {
  code: string;
  severity: string;
  subject: string;
  message: string;
  path?: string;
  limit?: unknown;
  actual?: unknown;
};

/** A caller HOME with credentials, the runner's temporary folder and file commands: laid out like a GitHub runner. */
function runnerScene() {
  const home = tempDir('mcp-budget-caller-home-');
  chmodSync(home, 0o755);
  mkdirSync(path.join(home, '.ssh'), { mode: 0o755 });
  mkdirSync(path.join(home, '.config', 'gh'), { recursive: true, mode: 0o755 });
  const files = {
    npmrc: path.join(home, '.npmrc'),
    sshKey: path.join(home, '.ssh', 'id_rsa'),
    gh: path.join(home, '.config', 'gh', 'hosts.yml'),
  };
  for (const file of Object.values(files)) writeFileSync(file, `token=${SECRET}\n`, { mode: 0o644 });
  const runnerTemp = tempDir('mcp-budget-runner-temp-');
  chmodSync(runnerTemp, 0o777);
  mkdirSync(path.join(runnerTemp, '_runner_file_commands'), { mode: 0o777 });
  const githubEnv = path.join(runnerTemp, '_runner_file_commands', 'set_env_1');
  writeFileSync(githubEnv, '', { mode: 0o666 });
  const env = {
    HOME: home,
    PATH: process.env.PATH,
    RUNNER_TEMP: runnerTemp,
    GITHUB_ENV: githubEnv,
    GITHUB_TOKEN: SECRET,
    ACTIONS_ID_TOKEN_REQUEST_TOKEN: SECRET,
    NPM_TOKEN: SECRET,
  };
  return { home, runnerTemp, githubEnv, files, env };
}

/** A checkout as actions/checkout leaves it: `main` holds the base budget, `pr` (checked out) the head's. */
function repository(
  base: unknown,
  head: unknown,
  files: Record<string, unknown> = {},
  headFiles: Record<string, unknown> = {},
): string {
  const dir = project({
    ...(base === undefined ? { 'README.md': 'x\n' } : { 'budget.json': base }),
    'out/.gitkeep': '',
    ...files,
  });
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'base');
  git(dir, 'checkout', '-q', '-b', 'pr');
  for (const [name, content] of Object.entries({ 'budget.json': head, ...headFiles }))
    writeFileSync(path.join(dir, name), `${JSON.stringify(content, null, 2)}\n`);
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '--allow-empty', '-m', 'head');
  git(dir, 'config', '--local', 'http.https://github.com/.extraheader', `AUTHORIZATION: basic ${SECRET}`);
  chmodSync(path.join(dir, 'out'), 0o777);
  return dir;
}

const probe = (report: string, target: { files: string[]; port: number }, ...extra: string[]) => ({
  command: process.execPath,
  args: [HOSTILE_SERVER, 'probe', `out/${report}`, JSON.stringify({ ...target, secret: SECRET }), ...extra],
  sandbox: { writable: ['out'] },
});

function seen(dir: string, report: string) {
  return JSON.parse(readFileSync(path.join(dir, 'out', report), 'utf8'));
}

const users = [
  { who: 'as root', prefix: [] as string[] },
  {
    who: 'as an unprivileged user',
    prefix: ['setpriv', `--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', '--'],
  },
];

/** Runs the built CLI as that user with exactly the runner's environment; the checkout belongs to whoever runs. */
async function check(dir: string, prefix: string[], env: Record<string, string | undefined>, ...args: string[]) {
  if (prefix.length > 0) chownTree(dir, NOBODY);
  const [command, ...rest] = [...prefix, process.execPath, BUILT_CLI, 'check', '--json', ...args];
  const run = await runCommand(command!, rest, { cwd: dir, env });
  return { ...run, report: run.stdout ? JSON.parse(run.stdout) : undefined };
}

const toolNames = (server: { tools: Array<{ name: string }> }) => server.tools.map((tool) => tool.name).sort();
const raised = (report: { findings: Finding[] }) => report.findings.filter((f) => f.code === 'BUDGET_RAISED');

describe.skipIf(process.platform !== 'linux' || !HAS_BWRAP || !IS_ROOT)('policy comes from the base', () => {
  let listener: net.Server;
  let port: number;
  let reached = 0;
  beforeAll(async () => {
    listener = net.createServer((socket) => {
      reached++;
      socket.end();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as net.AddressInfo).port;
  });
  afterAll(() => listener.close());

  for (const { who, prefix } of users) {
    it(`${who}: network, passEnv, readable and a \${VAR} env asked for in the PR are each a raise, and none is applied`, async () => {
      const scene = runnerScene();
      const target = { files: Object.values(scene.files), port };
      const base = { servers: { s: probe('s.json', target) } };
      const wide = probe('s.json', target);
      const head = {
        servers: {
          s: {
            ...wide,
            env: { ID_TOKEN: '${ACTIONS_ID_TOKEN_REQUEST_TOKEN}' },
            sandbox: { ...wide.sandbox, network: 'host', passEnv: ['GITHUB_TOKEN'], readable: [scene.home] },
          },
        },
      };
      const dir = repository(base, head);
      const before = reached;
      const run = await check(dir, prefix, scene.env, '--base', 'main', '--raises', 'fail');
      expect(run.stderr).toBe('');
      expect(run.code).toBe(1);
      const lines = raised(run.report);
      expect(lines.map((f) => f.path).sort()).toEqual([
        'servers.s.env',
        'servers.s.sandbox.network',
        'servers.s.sandbox.passEnv',
        'servers.s.sandbox.readable',
      ]);
      for (const line of lines)
        expect(line).toMatchObject({ severity: 'error', message: expect.stringContaining('not applied in this run') });
      expect(lines.find((f) => f.path === 'servers.s.sandbox.network')!.message).toContain('"none" → "host"');
      // The server ran under the base's reach, and the report says so.
      expect(run.report.servers[0].policy).toMatchObject({ source: 'base', ref: 'main' });
      expect(run.report.servers[0].sandbox).toMatchObject({ network: 'none', envFromCaller: [] });
      const got = seen(dir, 's.json');
      expect(got.network).toBe('ECONNREFUSED');
      expect(reached).toBe(before);
      for (const file of Object.values(scene.files)) expect(got.files[file]).toBe('ENOENT');
      expect(got.env.GITHUB_TOKEN).toBeUndefined();
      expect(got.env.ID_TOKEN).toBeUndefined();
      expect(JSON.stringify(got)).not.toContain(SECRET);
      expect(run.stdout).not.toContain(SECRET);
    });
  }

  it('a server new in the PR gets the default reach: its url is not started on the host network, its network not given', async () => {
    const scene = runnerScene();
    const target = { files: [scene.files.npmrc], port };
    const base = { servers: { s: probe('s.json', target) } };
    const head = {
      servers: {
        s: probe('s.json', target),
        fresh: { ...probe('fresh.json', target), sandbox: { writable: ['out'], network: 'host' } },
        web: { ...probe('web.json', target), url: `http://127.0.0.1:${port}/mcp` },
      },
    };
    const dir = repository(base, head);
    const before = reached;
    const run = await check(dir, [], scene.env, '--base', 'main', '--raises', 'fail');
    // A server that was not started is a server failure: exit 3 outranks the raises' 1.
    expect(run.code).toBe(3);
    const byServer = Object.fromEntries(run.report.servers.map((s: { name: string }) => [s.name, s]));
    expect(byServer.fresh.policy).toMatchObject({ source: 'default' });
    expect(byServer.s.policy).toMatchObject({ source: 'base' });
    // Not even out/ is writable for it (the base did not give it that either): it says what it got in its tool names.
    expect(existsSync(path.join(dir, 'out', 'fresh.json'))).toBe(false);
    expect(toolNames(byServer.fresh)).toEqual(['network.ECONNREFUSED', 'ping', 'secret.absent']);
    // A started server reached by url would share the host network: not started at all.
    expect(existsSync(path.join(dir, 'out', 'web.json'))).toBe(false);
    expect(byServer.web.failure).toMatchObject({
      code: 'SERVER_START_FAILED',
      detail: expect.stringContaining('host network'),
    });
    expect(reached).toBe(before);
    const lines = raised(run.report).map((f) => `${f.subject} ${f.path}`);
    expect(lines).toEqual(expect.arrayContaining(['fresh servers.fresh.sandbox.network', 'web servers.web.url']));
  });

  it('a PR whose base has no budget.json runs every server under the default reach', async () => {
    const scene = runnerScene();
    const wide = probe('s.json', { files: [scene.files.npmrc], port });
    const head = {
      servers: { s: { ...wide, sandbox: { ...wide.sandbox, network: 'host', passEnv: ['GITHUB_TOKEN'] } } },
    };
    const dir = repository(undefined, head);
    const before = reached;
    const run = await check(dir, [], scene.env, '--base', 'main', '--raises', 'fail');
    expect(run.code).toBe(1);
    expect(run.report.servers[0].policy).toMatchObject({
      source: 'default',
      withheld: expect.arrayContaining(['sandbox.network "none" → "host"']),
    });
    // What the first budget.json asks beyond the default reach is listed too, one line each.
    expect(
      raised(run.report)
        .map((f) => f.path)
        .filter(Boolean)
        .sort(),
    ).toEqual(['servers.s.sandbox.network', 'servers.s.sandbox.passEnv', 'servers.s.sandbox.writable']);
    expect(existsSync(path.join(dir, 'out', 's.json'))).toBe(false);
    expect(toolNames(run.report.servers[0])).toEqual(['network.ECONNREFUSED', 'ping', 'secret.absent']);
    expect(reached).toBe(before);
  });

  it('without --base the checked-in budget.json is the policy, as before', async () => {
    const scene = runnerScene();
    const wide = probe('s.json', { files: [], port });
    const dir = repository(
      { servers: { s: { ...wide, sandbox: { ...wide.sandbox, network: 'host', passEnv: ['GITHUB_TOKEN'] } } } },
      { servers: { s: { ...wide, sandbox: { ...wide.sandbox, network: 'host', passEnv: ['GITHUB_TOKEN'] } } } },
    );
    const run = await check(dir, [], scene.env);
    expect(run.code).toBe(0);
    expect(run.report.servers[0].policy).toMatchObject({ source: 'budget' });
    const got = seen(dir, 's.json');
    expect(got.network).toBe('connected');
    expect(got.env.GITHUB_TOKEN).toBe(SECRET);
  });

  it('a server imported from .mcp.json with ${VAR} in the PR does not get the variable; the names are recorded', async () => {
    const scene = runnerScene();
    const server = probe('m.json', { files: [], port });
    const mcp = (env: Record<string, string>) => ({
      mcpServers: { m: { command: server.command, args: server.args, env } },
    });
    const budget = { mcpConfig: '.mcp.json', servers: {} };
    const dir = repository(
      budget,
      budget,
      { '.mcp.json': mcp({ MODE: 'test' }) },
      { '.mcp.json': mcp({ MODE: 'test', TOKEN: '${GITHUB_TOKEN}' }) },
    );
    // m writes nowhere (no writable out in an imported server): the env shows in the report instead.
    const run = await check(dir, [], scene.env, '--base', 'main', '--raises', 'fail');
    expect(run.code).toBe(1);
    expect(raised(run.report).map((f) => f.subject)).toEqual(['m']);
    expect(run.report.servers[0].sandbox.envFromCaller).toEqual([]);
    const local = await check(dir, [], scene.env);
    expect(local.report.servers[0].sandbox.envFromCaller).toEqual(['GITHUB_TOKEN']);
    // Measured without the value its config gives it: an error whatever --raises says, as for an unset \${VAR}.
    const allowed = await check(dir, [], scene.env, '--base', 'main', '--raises', 'allow');
    expect(
      allowed.report.findings
        .filter((f: Finding) => f.code === 'ENV_VARIABLE_UNSET')
        .map((f: Finding) => [f.subject, f.severity, f.message.includes('env.TOKEN')]),
    ).toEqual([['m', 'error', true]]);
    expect(allowed.code).toBe(1);
  });

  describe('an envFile the base did not have is withheld on a pull request (issue 46)', () => {
    const vscode = (envFile?: string) => {
      const server = probe('v.json', { files: [], port });
      return { servers: { v: { command: server.command, args: server.args, ...(envFile ? { envFile } : {}) } } };
    };
    const budget = { mcpConfig: '.vscode/mcp.json', servers: {} };
    const expectWithheld = (run: Awaited<ReturnType<typeof check>>, from: string, baseValue = false) => {
      // The server put its environment in its tool names: the canary is not among them.
      expect(toolNames(run.report.servers[0])).toEqual(['network.ECONNREFUSED', 'ping', 'secret.absent']);
      expect(run.stdout).not.toContain(SECRET);
      const lines = raised(run.report);
      expect(lines.map((f) => f.subject)).toEqual(['v']);
      expect(lines[0]!.message).toContain(`envFile of "v" ${from} → ".env.canary"`);
      expect(lines[0]!.message).toContain('CANARY');
      expect(run.report.servers[0].policy.withheld).toEqual([`envFile ${from} → ".env.canary"`]);
      const unset = run.report.findings.filter((f: Finding) => f.code === 'ENV_VARIABLE_UNSET');
      if (baseValue) {
        // The base's own value of the name stands (as a \${VAR} the base passed): measured as the base gives it.
        expect(unset).toEqual([]);
        expect(lines[0]!.severity).toBe('warning');
        return;
      }
      // Measured without a value its config gives it: never a green check in silence, whatever --raises says.
      expect(unset.map((f: Finding) => [f.subject, f.severity])).toEqual([['v', 'error']]);
      expect(unset[0].message).toContain('CANARY');
      expect(run.code).toBe(1);
    };

    it('a pull request that adds envFile to a tracked file holding a canary: the canary does not reach the server', async () => {
      const scene = runnerScene();
      const dir = repository(
        budget,
        budget,
        { '.vscode/mcp.json': vscode(), '.env.canary': `CANARY=${SECRET}\n` },
        { '.vscode/mcp.json': vscode('${workspaceFolder}/.env.canary') },
      );
      expectWithheld(await check(dir, [], scene.env, '--base', 'main', '--raises', 'allow'), 'none');
      // Without --base the checked-in config is the policy: the file is read (so the attack above was real).
      const local = await check(dir, [], scene.env);
      expect(toolNames(local.report.servers[0])).toContain('secret.present');
    });

    it("the base's envFile is read from the base commit, not from the head's work tree", async () => {
      const scene = runnerScene();
      const dir = repository(budget, budget, {
        '.vscode/mcp.json': vscode('.env.canary'),
        '.env.canary': 'CANARY=harmless\n',
      });
      writeFileSync(path.join(dir, '.env.canary'), `CANARY=${SECRET}\n`);
      git(dir, 'commit', '-q', '-am', 'the same path, new content');
      expectWithheld(
        await check(dir, [], scene.env, '--base', 'main', '--raises', 'allow'),
        '".env.canary" (other content)',
        true,
      );
    });

    it('an envFile the base already had, same path and content, is applied', async () => {
      const scene = runnerScene();
      const dir = repository(budget, budget, {
        '.vscode/mcp.json': vscode('.env.canary'),
        '.env.canary': `CANARY=${SECRET}\n`,
      });
      const run = await check(dir, [], scene.env, '--base', 'main', '--raises', 'fail');
      expect(raised(run.report)).toEqual([]);
      expect(toolNames(run.report.servers[0])).toContain('secret.present');
      expect(run.code).toBe(0);
    });
  });
});

describe.skipIf(process.platform !== 'linux' || !HAS_BWRAP || !IS_ROOT)(
  'nothing hidden is shown again by naming it',
  () => {
    for (const { who, prefix } of users) {
      it(`${who}: arguments naming ~/.ssh, ~/.config/gh and a folder in RUNNER_TEMP show none of them, with or without --base`, async () => {
        const scene = runnerScene();
        const inTemp = path.join(scene.runnerTemp, 'work-copy');
        mkdirSync(inTemp, { mode: 0o755 });
        writeFileSync(path.join(inTemp, 'creds.json'), SECRET, { mode: 0o644 });
        const files = [scene.files.sshKey, scene.files.gh, path.join(inTemp, 'creds.json')];
        const server = probe(
          's.json',
          { files, port: 1 },
          path.join(scene.home, '.ssh'),
          path.join(scene.home, '.config', 'gh'),
          inTemp,
        );
        const budget = { servers: { s: server } };
        const dir = repository(budget, budget);
        for (const args of [[], ['--base', 'main', '--raises', 'fail']]) {
          const run = await check(dir, prefix, scene.env, ...args);
          expect(run.stderr).toBe('');
          expect(run.code).toBe(0);
          const got = seen(dir, 's.json');
          for (const file of files) expect(got.files[file]).toBe('ENOENT');
        }
      });
    }

    describe('a path named in args outside the project and the toolchain is not shown (issue 46)', () => {
      // Outside HOME, RUNNER_TEMP and /tmp: a folder of /opt, a sibling project, another checkout's .git.
      const places: string[] = [];
      const place = (root: string, name: string) => {
        const dir = path.join(root, `mcp-budget-${name}-${process.pid}-${places.length}`);
        mkdirSync(dir, { recursive: true, mode: 0o755 });
        chmodSync(dir, 0o755);
        places.push(dir);
        return dir;
      };
      afterAll(() => {
        for (const dir of places) rmSync(dir, { recursive: true, force: true });
      });
      const canaries = () => {
        const opt = place('/opt', 'canary');
        const sibling = place('/srv', 'sibling');
        const checkout = place('/srv', 'other-checkout');
        mkdirSync(path.join(checkout, '.git'), { mode: 0o755 });
        const files = [path.join(opt, 'secret.txt'), path.join(sibling, '.env'), path.join(checkout, '.git', 'config')];
        for (const file of files) writeFileSync(file, `token=${SECRET}\n`, { mode: 0o644 });
        return { folders: [opt, sibling, checkout], files };
      };

      for (const { who, prefix } of users) {
        it(`${who}: a folder of /opt, a sibling project and another checkout named in args show nothing, with or without --base`, async () => {
          const scene = runnerScene();
          const { folders, files } = canaries();
          const budget = { servers: { s: probe('s.json', { files, port: 1 }, ...folders) } };
          const dir = repository(budget, budget);
          for (const args of [[], ['--base', 'main', '--raises', 'fail']]) {
            const run = await check(dir, prefix, scene.env, ...args);
            expect(run.stderr).toBe('');
            expect(run.code).toBe(0);
            const got = seen(dir, 's.json');
            for (const file of files) expect(got.files[file]).toBe('ENOENT');
          }
        });
      }

      it('a server installed outside the project fails to start with the way out: its folder in sandbox.readable', async () => {
        const scene = runnerScene();
        const tools = place('/srv', 'tools');
        writeFileSync(path.join(tools, 'server.mjs'), readFileSync(HOSTILE_SERVER), { mode: 0o644 });
        const server = {
          command: process.execPath,
          args: [path.join(tools, 'server.mjs'), 'probe', '/tmp/r.json', '{}'],
        };
        const dir = repository({ servers: { s: server } }, { servers: { s: server } });
        const run = await check(dir, [], scene.env);
        expect(run.code).toBe(3);
        expect(run.report.servers[0].failure).toMatchObject({
          code: 'SERVER_START_FAILED',
          fix: expect.stringContaining(`"sandbox": { "readable": [${JSON.stringify(tools)}] }`),
        });
        expect(run.report.servers[0].failure.fix).toContain('outside the project and its toolchain');
      });

      it("shown only by the base's sandbox.readable: one the pull request adds is named old → new and withheld", async () => {
        const scene = runnerScene();
        const { folders, files } = canaries();
        const server = probe('s.json', { files, port: 1 }, folders[1]!);
        const allowed = { servers: { s: { ...server, sandbox: { ...server.sandbox, readable: [folders[1]!] } } } };
        const added = repository({ servers: { s: server } }, allowed);
        const run = await check(added, [], scene.env, '--base', 'main', '--raises', 'fail');
        expect(run.code).toBe(1);
        expect(raised(run.report).map((f) => [f.path, f.message.includes(`[] → ["${folders[1]}"]`)])).toEqual([
          ['servers.s.sandbox.readable', true],
        ]);
        expect(seen(added, 's.json').files[files[1]!]).toBe('ENOENT');
        const given = repository(allowed, allowed);
        const trusted = await check(given, [], scene.env, '--base', 'main', '--raises', 'fail');
        expect(trusted.code).toBe(0);
        const got = seen(given, 's.json');
        expect(got.files[files[1]!]).toBe(`token=${SECRET}\n`);
        expect(got.files[files[0]!]).toBe('ENOENT');
      });
    });

    it('a cwd outside the repository is a config error naming its JSON path; nothing is started', async () => {
      const scene = runnerScene();
      const server = { ...probe('s.json', { files: [scene.files.npmrc], port: 1 }), cwd: scene.home };
      const dir = repository({ servers: { s: probe('s.json', { files: [], port: 1 }) } }, { servers: { s: server } });
      for (const args of [[], ['--base', 'main']]) {
        const run = await check(dir, [], scene.env, ...args);
        expect(run.code).toBe(2);
        expect(run.stderr).toContain('$.servers.s.cwd');
        expect(run.stderr).toContain('outside the repository');
        expect(existsSync(path.join(dir, 'out', 's.json'))).toBe(false);
      }
    });

    it('the project itself may live under HOME: its own files and its toolchain are still shown', async () => {
      const scene = runnerScene();
      const inHome = path.join(scene.home, 'work', 'repo');
      mkdirSync(path.join(inHome, 'out'), { recursive: true, mode: 0o777 });
      chmodSync(path.join(inHome, 'out'), 0o777);
      for (let dir = inHome; dir !== scene.home; dir = path.dirname(dir)) chmodSync(dir, 0o755);
      writeFileSync(path.join(inHome, 'data.txt'), 'project data\n', { mode: 0o644 });
      const server = probe('s.json', { files: [path.join(inHome, 'data.txt'), scene.files.npmrc], port: 1 });
      writeFileSync(path.join(inHome, 'budget.json'), JSON.stringify({ servers: { s: { ...server, cwd: '.' } } }));
      // As the runner's own (unprivileged) user. As root, bubblewrap makes the folders leading to the project 0700 for
      // nobody: the directory-permission fix to bwrapArguments (issue 23) covers that case.
      const run = await check(inHome, users[1]!.prefix, scene.env);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      const got = seen(inHome, 's.json');
      expect(got.files[path.join(inHome, 'data.txt')]).toBe('project data\n');
      expect(got.files[scene.files.npmrc]).toBe('ENOENT');
    });
  },
);

describe('a fixture edit is judged against the base', () => {
  it('--raises fail: arguments {"n":10} → {"n":1} exits 1 with that one line', async () => {
    const spec = {
      tools: [{ name: 'rows', description: 'Rows.', inputSchema: { type: 'object' } }],
      results: { rows: { content: [{ type: 'text', text: 'row '.repeat(50) }] } },
    };
    const budget = (n: number) => ({
      servers: { s: specServer('spec.json') },
      fixtures: [{ name: 'f', server: 's', tool: 'rows', arguments: { n }, maxTokens: 1000 }],
    });
    const dir = repository(budget(10), budget(1), { 'spec.json': spec });
    const { code, report } = await cliJson(dir, ['check', '--base', 'main', '--raises', 'fail']);
    expect(raised(report).map((f) => f.message)).toEqual([
      'fixtures["f"].arguments changed: {"n":10} → {"n":1} (the result measured is another one)',
    ]);
    expect(code).toBe(1);
  });
});
