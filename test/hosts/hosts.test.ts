// Host profiles: what each host's model receives of definitions and results, and what survives its cut.
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_CLI, cli, cliJson, git, project, ROOT, runNode, specServer } from '../helpers.js';
import { prose } from '../host-recording-fixtures.js';

describe("the hosts table shows what each host's model receives", () => {
  it("Cursor's row counts the first 80 tools it sends, not all 85 listed; each variant is a row of its own, never their sum", async () => {
    const tools = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        name: `t${i}`,
        description: `Tool ${i}.`,
        inputSchema: { type: 'object', properties: {} },
      }));
    const dir = project({
      'big.json': { tools: tools(85) },
      'small.json': { tools: tools(3) },
      'budget.json': {
        hosts: ['cursor', 'codex'],
        servers: {
          s: {
            ...specServer('big.json'),
            variants: { full: {}, lite: { args: [specServer('small.json').args[0], 'small.json'] } },
          },
        },
      },
    });
    const run = await cli(dir, ['measure']);
    const lines = run.stdout.split('\n');
    const row = (start: string) =>
      lines
        .find((line) => line.startsWith(start))
        ?.replace(/\s+/g, ' ')
        .trim();
    expect(row('  cursor (s@full)')).toMatch(/^cursor \(s@full\) 80 of 85 /);
    expect(row('  cursor (s@lite)')).toMatch(/^cursor \(s@lite\) 3 /);
    expect(row('  codex (s@full)')).toMatch(/^codex \(s@full\) 85 /);
    // The server as listed and each variant are alternatives: three rows, none the sum (85 + 85 + 3 before).
    expect(
      lines
        .filter((line) => line.startsWith('  cursor'))
        .map((line) => line.replace(/\s+/g, ' ').trim().split(' ').slice(0, 2).join(' ')),
    ).toEqual(['cursor (s)', 'cursor (s@full)', 'cursor (s@lite)']);
  }, 120_000);

  it("a paged fixture's host column shows every page as the model receives it, and the walk's sum", async () => {
    const records = Array.from({ length: 7 }, (_, i) => ({ number: i, body: `record ${i}` }));
    const dir = project({
      'spec.json': {
        tools: [
          {
            name: 'list',
            description: 'Lists.',
            inputSchema: { type: 'object', properties: { cursor: { type: 'string' } } },
          },
        ],
        results: { list: { $pages: { records, pageSize: 3 } } },
      },
      'budget.json': {
        servers: { s: specServer('spec.json') },
        hosts: ['codex'],
        fixtures: [
          {
            name: 'all',
            server: 's',
            tool: 'list',
            paginate: { cursorArgument: 'cursor', nextCursor: '/next_cursor' },
          },
        ],
      },
    });
    const { report } = await cliJson(dir, ['measure']);
    const pages = report.fixtures[0].hosts[0].pages as Array<{ tokens: number }>;
    expect(pages.length).toBe(3);
    const run = await cli(dir, ['measure']);
    const sum = pages.reduce((total, page) => total + page.tokens, 0);
    expect(run.stdout).toContain(`all ${pages.map((page) => page.tokens).join(' + ')} = ${sum} over 3 pages`);
  }, 120_000);
});

/** Each host's profile, in its folder: `src/hosts/<name>/profile.json`, relative to src/hosts/. */
const PROFILES = path.join(ROOT, 'src', 'hosts');
const profileFiles = (): string[] =>
  readdirSync(PROFILES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${entry.name}/profile.json`);

describe('host profiles are data with sources', () => {
  it('every fact of every profile names its source, the version or commit it was read at, and the date', () => {
    const files = profileFiles();
    expect(files.map((f) => f.split('/')[0]).sort()).toEqual([
      'anthropic-api',
      'claude-code',
      'claude-desktop',
      'codex',
      'copilot-cli',
      'copilot-jetbrains',
      'cursor',
      'gemini-cli',
      'openai-api',
      'opencode',
      'qwen-code',
      'vscode-copilot',
    ]);
    for (const file of files) {
      const profile = JSON.parse(readFileSync(path.join(PROFILES, file), 'utf8'));
      expect(profile.facts.definitionFormat).toBeDefined();
      for (const [name, fact] of Object.entries(
        profile.facts as Record<
          string,
          { value: unknown; source?: unknown; version?: unknown; checked?: unknown; primary?: unknown }
        >,
      )) {
        const pinned = {
          file,
          name,
          source: typeof fact.source === 'string' && fact.source.length > 10,
          version: typeof fact.version === 'string' && fact.version.length > 1,
          checked:
            typeof fact.checked === 'string' &&
            /^\d{4}-\d{2}-\d{2}$/.test(fact.checked) &&
            !Number.isNaN(Date.parse(fact.checked)),
          primary: fact.primary === undefined || typeof fact.primary === 'boolean',
        };
        expect(pinned).toEqual({ file, name, source: true, version: true, checked: true, primary: true });
      }
    }
  });

  it('the four hosts checked against their own source cite a repository path and a commit or version for their payload facts', () => {
    for (const host of ['codex', 'gemini-cli', 'claude-code']) {
      const profile = JSON.parse(readFileSync(path.join(PROFILES, host, 'profile.json'), 'utf8'));
      for (const name of ['toolName', 'resultCut']) {
        expect({
          host,
          name,
          primary: profile.facts[name].primary !== false,
          pinned: /@[0-9a-f]{12,}|\d+\.\d+\.\d+/.test(profile.facts[name].version),
        }).toEqual({ host, name, primary: true, pinned: true });
      }
    }
  });

  it('mcp-budget hosts lists every fact with its age and where it was read; --json gives the rows', async () => {
    const { cli } = await import('../helpers.js');
    const dir = project({});
    const text = await cli(dir, ['hosts', 'gemini-cli']);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/gemini-cli maxNameChars = 63 {2}\(\d+ days old, checked 2026-12-01\)/);
    expect(text.stdout).toContain('google-gemini/gemini-cli@5411f113cafae26161b4969b0237b8e1e024e2c2');
    const json = await cli(dir, ['hosts', '--json']);
    const rows = JSON.parse(json.stdout) as Array<{
      host: string;
      fact: string;
      ageDays: number;
      primary: boolean;
      version: string;
    }>;
    expect(rows.length).toBe(
      profileFiles().reduce(
        (n, f) => n + Object.keys(JSON.parse(readFileSync(path.join(PROFILES, f), 'utf8')).facts).length,
        0,
      ),
    );
    expect(rows.every((row) => row.ageDays >= 0 && row.version.length > 1)).toBe(true);
    expect(rows.find((row) => row.host === 'codex' && row.fact === 'nameOverflow')).toMatchObject({ primary: true });
    expect((await cli(dir, ['hosts', 'netscape'])).code).toBe(2);
  });
});

const tool = (name: string, description = 'Does a thing.') => ({
  name,
  description,
  inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
});

describe('findings named by host', () => {
  it('Claude Code (recorded 2.1.328) sends a 3,000-character description whole; past 16,384 through tool search it cuts', async () => {
    const dir = project({
      'spec.json': { tools: [tool('long', 'd'.repeat(3000)), tool('huge', 'd'.repeat(20_000))] },
      'budget.json': {
        servers: { s: specServer('spec.json') },
        hosts: ['claude-code'],
        limits: { toolTokens: 10_000, descriptionChars: 30_000 },
      },
    });
    const { report } = await cliJson(dir, ['check']);
    expect(report.findings.filter((f: { code: string }) => f.code === 'HOST_DESCRIPTION_CUT')).toEqual([
      expect.objectContaining({ subject: 's/huge', limit: 16_384, actual: 20_000, severity: 'warning' }),
    ]);
    expect(report.findings.find((f: { code: string }) => f.code === 'HOST_DESCRIPTION_CUT').message).toContain(
      'Claude Code cuts this description at 16,384 chars',
    );
  });

  it('130 tools: a vscode-copilot finding, none for gemini-cli', async () => {
    const tools = Array.from({ length: 130 }, (_, i) => tool(`t${i}`));
    const dir = project({
      'spec.json': { tools },
      'budget.json': { servers: { s: specServer('spec.json') }, hosts: ['vscode-copilot', 'gemini-cli'] },
    });
    const { report } = await cliJson(dir, ['check']);
    expect(report.findings.map((f: { code: string; message: string }) => [f.code, f.message.split(',')[0]])).toEqual([
      ['HOST_TOO_MANY_TOOLS', '130 tools'],
    ]);
    expect(report.findings[0].message).toContain('VS Code Copilot accepts at most 128');
  });

  it('server-memory read_graph: claude-code counts its structured copy, copilot-jetbrains both copies', async () => {
    const dir = project({
      'budget.json': {
        servers: {
          memory: {
            command: process.execPath,
            args: [path.join(ROOT, 'node_modules/@modelcontextprotocol/server-memory/dist/index.js')],
            env: { MEMORY_FILE_PATH: 'out/memory.jsonl' },
            sandbox: { writable: ['out'] },
          },
        },
        hosts: ['claude-code', 'copilot-jetbrains'],
        fixtures: [{ name: 'graph', server: 'memory', tool: 'read_graph' }],
      },
      'out/.keep': '',
    });
    (await import('node:fs')).chmodSync(path.join(dir, 'out'), 0o777);
    const run = await runNode(BUILT_CLI, ['check', '--json', '--output', 'out/report.json'], { cwd: dir });
    const report = JSON.parse(run.stdout);
    const fixture = report.fixtures[0];
    expect(fixture.structuredTokens).toBeGreaterThan(0);
    const byHost = Object.fromEntries(fixture.hosts.map((h: { host: string; tokens: number }) => [h.host, h.tokens]));
    expect(byHost['claude-code']).toBe(fixture.structuredTokens);
    expect(byHost['copilot-jetbrains']).toBeGreaterThan(fixture.structuredTokens);
    expect(byHost['copilot-jetbrains']).toBeGreaterThanOrEqual(fixture.textTokens + fixture.structuredTokens - 1);
  });
});

describe('what survives a host cut', () => {
  /** A first page over Codex's 10,000-token budget (40,000 bytes) whose cursor sits at the end of the text, or in its middle. */
  function pagedProject(layout: 'end' | 'middle') {
    const records = Array.from({ length: 320 }, (_, i) => ({ number: i, body: `record ${i} `.repeat(30) }));
    return project({
      'spec.json': { tools: [tool('list')], results: { list: { $pages: { records, pageSize: 160, layout } } } },
      'budget.json': {
        servers: { s: specServer('spec.json') },
        hosts: ['codex'],
        fixtures: [
          {
            name: 'all',
            server: 's',
            tool: 'list',
            paginate: { cursorArgument: 'cursor', nextCursor: '/next_cursor' },
          },
        ],
      },
    });
  }

  it("a 50 KB result with its cursor at the end survives codex's token-budget cut (head and tail kept)", async () => {
    const { code, report } = await cliJson(pagedProject('end'), ['check']);
    expect(report.fixtures[0].pages[0].wireBytes).toBeGreaterThan(40_000);
    const view = report.fixtures[0].hosts[0];
    expect(view).toMatchObject({ host: 'codex', outcome: 'cut', cut: true, lost: [] });
    expect(view.preCutBytes).toBeGreaterThan(40_000);
    // What the model reads: the wall-time item, then 48,000 bytes less its cost of head and tail plus the marker.
    expect(view.bytes).toBeGreaterThan(47_950);
    expect(view.bytes).toBeLessThan(48_100);
    expect(view.tokens).toBeLessThan(view.preCutTokens);
    expect(code).toBe(0);
  });

  it('the same with the cursor in the middle fails with TRUNCATED_BY_HOST', async () => {
    const { code, report } = await cliJson(pagedProject('middle'), ['check']);
    expect(code).toBe(1);
    expect(report.findings).toEqual([
      expect.objectContaining({ code: 'TRUNCATED_BY_HOST', subject: 'fixture:all', severity: 'error' }),
    ]);
    expect(report.findings[0].message).toContain("Codex CLI's cut of this result loses the cursor of page 1");
  });
});

describe("each host's definition figures equal an independent build of that host's payload", () => {
  const servers = {
    filesystem: 'node_modules/@modelcontextprotocol/server-filesystem/dist/index.js',
    memory: 'node_modules/@modelcontextprotocol/server-memory/dist/index.js',
    notion: 'node_modules/@notionhq/notion-mcp-server/bin/cli.mjs',
    playwright: 'node_modules/@playwright/mcp/cli.js',
  };
  for (const [name, script] of Object.entries(servers)) {
    it(`${name}: claude-code, codex, gemini-cli and vscode-copilot, tool by tool`, async () => {
      const dir = project({});
      const args = [path.join(ROOT, script), ...(name === 'filesystem' ? [dir] : [])];
      const hosts = ['claude-code', 'codex', 'gemini-cli', 'vscode-copilot'];
      const { writeFileSync } = await import('node:fs');
      writeFileSync(
        path.join(dir, 'budget.json'),
        JSON.stringify({ servers: { [name]: { command: process.execPath, args } }, hosts }),
      );
      const { report } = await cliJson(dir, ['check'], { MEMORY_FILE_PATH: path.join(dir, 'm.jsonl') });
      const { rawListing, independentTokens } = await import('../independent-client.js');
      const built = await import('../independent-hosts.js');
      const { tools, serverInfo } = await rawListing(process.execPath, args, dir);
      const label = String(serverInfo.title || serverInfo.name);
      const views = Object.fromEntries(report.servers[0].hosts.map((h: { host: string }) => [h.host, h]));
      const independent = {
        'claude-code': (t: (typeof tools)[number]) => built.claudeCodeEntry(name, t as never),
        codex: (t: (typeof tools)[number]) => built.codexEntry(name, t as never),
        'gemini-cli': (t: (typeof tools)[number]) => built.geminiEntry(name, t as never),
        'vscode-copilot': (t: (typeof tools)[number]) => built.vscodeEntry(label, t as never),
      };
      for (const host of hosts) {
        const ours = views[host].perTool.map((t: { tokens: number; bytes: number }) => [t.tokens, t.bytes]);
        const theirs = tools
          .map((t) => independent[host as keyof typeof independent](t))
          .map((json) => [independentTokens(json), Buffer.byteLength(json)]);
        expect({ host, figures: ours }).toEqual({ host, figures: theirs });
      }
      // Gemini CLI adds wait_for_previous to every tool: its figures sit above the raw schema's.
      expect(views['gemini-cli'].tokens).toBeGreaterThan(views['claude-code'].tokens);
    });
  }
});

describe('boundaries at every corrected threshold', () => {
  const textResult = (host: string, chars: number) =>
    project({
      'spec.json': { tools: [tool('dump')], results: { dump: { $textBytes: chars } } },
      'budget.json': {
        servers: { s: specServer('spec.json') },
        hosts: [host],
        fixtures: [{ name: 'dump', server: 's', tool: 'dump' }],
      },
    });

  it('Claude Code: 50,000 characters reach the model whole; 50,001 are saved to a file (HOST_RESULT_SPILLED)', async () => {
    const at = await cliJson(textResult('claude-code', 50_000), ['check']);
    expect(at.report.fixtures[0].hosts[0]).toMatchObject({ outcome: 'whole', preCutBytes: 50_000, bytes: 50_000 });
    expect(at.report.findings).toEqual([]);
    const over = await cliJson(textResult('claude-code', 50_001), ['check']);
    const view = over.report.fixtures[0].hosts[0];
    expect(view).toMatchObject({ outcome: 'spilled', preCutBytes: 50_001 });
    expect(view.bytes).toBeLessThan(2_400);
    expect(over.report.findings).toEqual([
      expect.objectContaining({
        code: 'HOST_RESULT_SPILLED',
        severity: 'warning',
        subject: 'fixture:dump',
        limit: 50_000,
      }),
    ]);
    expect(over.code).toBe(0);
  });

  it('Claude Code: a tool declaring _meta["anthropic/maxResultSizeChars"] keeps 60,000 characters inline', async () => {
    const dir = project({
      'spec.json': {
        tools: [{ ...tool('dump'), _meta: { 'anthropic/maxResultSizeChars': 100_000 } }],
        results: { dump: { $textBytes: 60_000 } },
      },
      'budget.json': {
        servers: { s: specServer('spec.json') },
        hosts: ['claude-code'],
        fixtures: [{ name: 'dump', server: 's', tool: 'dump' }],
      },
    });
    const { report } = await cliJson(dir, ['check']);
    expect(report.fixtures[0].hosts[0]).toMatchObject({ outcome: 'whole', bytes: 60_000 });
  });

  it('Codex (recorded 0.169.0): after its 33-byte wall-time item, a text item of 47,964 bytes is whole (10,000 tokens x 1.2 x 4 = 48,000); one byte more is cut', async () => {
    const prefix = 'Wall time: 0.0000 seconds\nOutput:\n';
    const at = await cliJson(textResult('codex', 47_964), ['check']);
    expect(at.report.fixtures[0].hosts[0]).toMatchObject({
      outcome: 'whole',
      preCutBytes: prefix.length + 47_964,
      bytes: prefix.length + 47_964,
    });
    const over = await cliJson(textResult('codex', 47_965), ['check']);
    const view = over.report.fixtures[0].hosts[0];
    expect(view).toMatchObject({ outcome: 'cut', preCutBytes: prefix.length + 47_965 });
    expect(view.bytes).toBe(prefix.length + 47_964 + Buffer.byteLength('…1 tokens truncated…'));
    // Done means: a 45,000-byte file read is whole for Codex.
    expect((await cliJson(textResult('codex', 45_000), ['check'])).report.fixtures[0].hosts[0]).toMatchObject({
      outcome: 'whole',
      cut: false,
    });
  });

  it('Codex: of three text items, the first fits its budget whole, the second is cut in its middle, the third omitted', async () => {
    const content = [
      { type: 'text', text: 'a'.repeat(30_000) },
      { type: 'text', text: 'b'.repeat(20_000) },
      { type: 'text', text: 'c'.repeat(100) },
    ];
    const dir = project({
      'spec.json': { tools: [tool('dump')], results: { dump: { content } } },
      'budget.json': {
        servers: { s: specServer('spec.json') },
        hosts: ['codex'],
        fixtures: [{ name: 'dump', server: 's', tool: 'dump' }],
      },
    });
    const { report } = await cliJson(dir, ['check']);
    const view = report.fixtures[0].hosts[0];
    const prefix = 'Wall time: 0.0000 seconds\nOutput:';
    expect(view).toMatchObject({ outcome: 'cut', preCutBytes: prefix.length + 1 + 50_102 });
    // prefix (9 tokens) + "\n" + 30,000 a (7,500 tokens) + "\n" + (the 4,491 tokens left: 8,982 b + marker + 8,982 b) + "\n" + "[omitted 1 text items ...]"
    expect(view.bytes).toBe(
      prefix.length +
        1 +
        30_000 +
        1 +
        17_964 +
        Buffer.byteLength('…509 tokens truncated…') +
        1 +
        '[omitted 1 text items ...]'.length,
    );
  });

  it('Gemini CLI: one wrapped text part of 40,000 characters is whole; 40,001 keeps 8,000 + 32,000', async () => {
    const wrapper = '<untrusted_context>\n\n</untrusted_context>'.length;
    const at = await cliJson(textResult('gemini-cli', 40_000 - wrapper), ['check']);
    expect(at.report.fixtures[0].hosts[0]).toMatchObject({ outcome: 'whole', preCutBytes: 40_000 });
    const over = await cliJson(textResult('gemini-cli', 40_001 - wrapper), ['check']);
    const view = over.report.fixtures[0].hosts[0];
    expect(view).toMatchObject({ outcome: 'cut', preCutBytes: 40_001 });
    expect(view.bytes).toBeGreaterThan(40_000);
    expect(view.bytes).toBeLessThan(40_300);
  });

  it('Gemini CLI names: 63 characters kept, 64 become first 30 + "..." + last 30; Codex: 64 bytes kept, 65 get a hash suffix', async () => {
    const names = ['g'.repeat(57), 'h'.repeat(58), 'c'.repeat(56), 'd'.repeat(57)];
    const dir = project({
      'spec.json': { tools: names.map((n) => tool(n)) },
      'budget.json': { servers: { s: specServer('spec.json') }, hosts: ['gemini-cli', 'codex'] },
    });
    const { report } = await cliJson(dir, ['check']);
    const views = Object.fromEntries(
      report.servers[0].hosts.map((h: { host: string; perTool: unknown[] }) => [h.host, h.perTool]),
    );
    const gemini = views['gemini-cli'] as Array<{ hostName: string; unshortened?: string }>;
    expect(gemini[0]).toEqual(expect.objectContaining({ hostName: `mcp_s_${'g'.repeat(57)}` }));
    expect(gemini[0]!.hostName).toHaveLength(63);
    expect(gemini[1]).toEqual(
      expect.objectContaining({
        hostName: `mcp_s_${'h'.repeat(24)}...${'h'.repeat(30)}`,
        unshortened: `mcp_s_${'h'.repeat(58)}`,
      }),
    );
    const codex = views.codex as Array<{ hostName: string; unshortened?: string }>;
    expect(codex[2]!.hostName).toBe(`mcp__s__${'c'.repeat(56)}`);
    expect(codex[3]!.hostName).toMatch(new RegExp(`^mcp__s__${'d'.repeat(43)}_[0-9a-f]{12}$`));
    expect(codex[3]!.hostName).toHaveLength(64);
    const shortened = report.findings
      .filter((f: { code: string }) => f.code === 'HOST_NAME_SHORTENED')
      .map(
        (f: { subject: string; severity: string; message: string }) =>
          `${f.subject} ${f.severity} ${f.message.split(' would')[0]}`,
      );
    // g×57 and h×58 are also over Codex's 64 bytes once "mcp__s__" is added; c×56 fits both.
    expect(shortened.sort()).toEqual([
      `s/${'d'.repeat(57)} warning Codex CLI`,
      `s/${'g'.repeat(57)} warning Codex CLI`,
      `s/${'h'.repeat(58)} warning Codex CLI`,
      `s/${'h'.repeat(58)} warning Gemini CLI`,
    ]);
    expect(report.findings.filter((f: { code: string }) => f.code === 'HOST_NAME_TOO_LONG')).toEqual([]);
  });
});

describe('per-host cost and limits', () => {
  it('session start (recorded): claude-code and codex (its bundled models) send names only behind tool search; gemini-cli the whole definitions; hostLimits holds it', async () => {
    const tools = Array.from({ length: 5 }, (_, i) => tool(`t${i}`, 'A long description. '.repeat(40)));
    const dir = project({
      'spec.json': { tools },
      'budget.json': {
        servers: { s: specServer('spec.json') },
        hosts: ['claude-code', 'codex', 'gemini-cli'],
        hostLimits: { 'gemini-cli': { sessionStartTokens: 100 } },
      },
    });
    const { code, report } = await cliJson(dir, ['check']);
    const views = Object.fromEntries(report.servers[0].hosts.map((h: { host: string }) => [h.host, h]));
    expect(views['claude-code'].sessionStartTokens).toBeLessThan(views['claude-code'].tokens);
    expect(views.codex.sessionStartTokens).toBeLessThan(views.codex.tokens);
    expect(views['gemini-cli'].sessionStartTokens).toBe(views['gemini-cli'].tokens);
    expect(code).toBe(1);
    expect(report.findings).toEqual([
      expect.objectContaining({
        code: 'HOST_OVER_BUDGET',
        subject: 'total',
        limit: 100,
        actual: views['gemini-cli'].tokens,
        path: 'hostLimits["gemini-cli"].sessionStartTokens',
      }),
    ]);
  });

  it('a hosts entry names the model: Codex with one its metadata does not know sends every definition up front; the text says the side', async () => {
    const tools = Array.from({ length: 5 }, (_, i) => tool(`t${i}`, 'A long description. '.repeat(40)));
    const dir = project({
      'spec.json': { tools },
      'budget.json': {
        servers: { s: specServer('spec.json') },
        hosts: [{ host: 'codex', model: 'my-local-model' }, 'copilot-cli'],
        hostLimits: { codex: { sessionStartTokens: 100 } },
      },
    });
    const { code, report } = await cliJson(dir, ['check']);
    const codex = report.servers[0].hosts.find((h: { host: string }) => h.host === 'codex');
    expect(codex).toMatchObject({ model: 'my-local-model', sessionStartTokens: codex.sessionStartUpFront });
    expect(codex.sessionStartDeferred).toBeLessThan(codex.sessionStartUpFront);
    expect(code).toBe(1);
    expect(report.findings).toEqual([
      expect.objectContaining({ code: 'HOST_OVER_BUDGET', actual: codex.sessionStartUpFront }),
    ]);
    const text = await cli(dir, ['check']);
    expect(text.stdout).toContain(
      `codex: up front with my-local-model (it defers only with the models its metadata knows); session start ${codex.sessionStartUpFront.toLocaleString('en-US')} tokens`,
    );
    expect(text.stdout).toMatch(
      /copilot-cli: up front: 5 tools, 25 under its threshold of 30; session start [\d,]+ tokens/,
    );
    // Named twice: a config error, not a silent pick.
    const twice = project({
      'spec.json': { tools },
      'budget.json': { servers: { s: specServer('spec.json') }, hosts: ['codex', { host: 'codex', model: 'gpt-5.5' }] },
    });
    expect((await cli(twice, ['check'])).code).toBe(2);
  });
});

describe('explain --host', () => {
  it('shows a tool as that host sends it, and where it cuts', async () => {
    const { cli } = await import('../helpers.js');
    const dir = project({
      'spec.json': { tools: [tool('long', 'd'.repeat(20_000))] },
      'budget.json': { servers: { s: specServer('spec.json') } },
    });
    const run = await cli(dir, ['explain', 's/long', '--host', 'claude-code']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      'Claude Code sends this as an Anthropic tools[] entry named "mcp__s__long"; it cuts the description at 16,384 chars',
    );
    expect(run.stdout).toContain('input_schema');
    const unknown = await cli(dir, ['explain', 's/long', '--host', 'netscape']);
    expect(unknown.code).toBe(2);
  });
});

describe('one rule for what a host model reads of a large result: check and explain agree, and the loss is where it is', () => {
  const big = () =>
    project({
      'spec.json': {
        tools: [tool('dump', 'Dumps.')],
        results: { dump: { content: [{ type: 'text', text: prose(120_000, 4) }] } },
      },
      'budget.json': {
        servers: { s: specServer('spec.json') },
        hosts: ['claude-code', 'gemini-cli'],
        fixtures: [{ name: 'dump', server: 's', tool: 'dump' }],
      },
    });

  it('Claude Code over 25,000 tokens: explain --host reads the result as check does (the saved-file note, recorded from 2.1.328)', async () => {
    const dir = big();
    const { report } = await cliJson(dir, ['check']);
    const claude = report.fixtures[0].hosts.find((h: { host: string }) => h.host === 'claude-code');
    expect(claude.outcome).toBe('spilled');
    expect(claude.preCutTokens).toBeGreaterThan(25_000);
    const explained = JSON.parse(
      (await cli(dir, ['explain', 'fixture:dump', '--host', 'claude-code', '--json'])).stdout,
    );
    expect({ tokens: explained.tokens, bytes: explained.bytes }).toEqual({
      tokens: claude.tokens,
      bytes: claude.bytes,
    });
    expect(explained.note).toContain('over its cap of 25,000 tokens');
  });

  it("Gemini CLI's HOST_RESULT_CUT says what it loses: the middle 80,041 chars from char 8,000, not 88,041 from char 0", async () => {
    const dir = big();
    const { report } = await cliJson(dir, ['check']);
    const cut = report.findings.find(
      (f: { code: string; message: string }) => f.code === 'HOST_RESULT_CUT' && f.message.startsWith('Gemini CLI'),
    );
    // Gemini CLI's text is the result wrapped as untrusted context: 120,041 chars, of which it shows 8,000 + 32,000.
    const wrapped = `<untrusted_context>\n${prose(120_000, 4)}\n</untrusted_context>`;
    expect(cut.message).toContain(
      `loses 80,041 chars from char 8,000, starting ${JSON.stringify(wrapped.slice(8_000, 8_160))}`,
    );
  });
});

describe('exact Claude counts (--anthropic-count), against a loopback stand-in of the documented endpoint', () => {
  it('counts the tools as a Claude model would, caches by content, and reports a failure instead of guessing', async () => {
    const { cli } = await import('../helpers.js');
    const requests: Array<{
      headers: http.IncomingHttpHeaders;
      body: { model: string; tools?: unknown[]; system?: string };
    }> = [];
    let failing = false;
    // The stand-in answers like POST /v1/messages/count_tokens: { input_tokens }, here a deterministic function of the body.
    const server = http.createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk) => (raw += chunk));
      request.on('end', () => {
        const body = JSON.parse(raw);
        requests.push({ headers: request.headers, body });
        if (failing)
          return void response
            .writeHead(529, { 'content-type': 'application/json' })
            .end('{"type":"error","error":{"type":"overloaded_error"}}');
        if (
          request.url !== '/v1/messages/count_tokens' ||
          request.headers['x-api-key'] !== 'sk-test' ||
          !request.headers['anthropic-version']
        )
          return void response.writeHead(400).end('{}');
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ input_tokens: 10 + Math.ceil(JSON.stringify(body.tools ?? []).length / 4) }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const tools = [tool('a'), tool('b', 'Bees.')];
      const dir = project({
        'spec.json': { tools },
        'budget.json': { servers: { s: specServer('spec.json') }, hosts: ['claude-code', 'codex'] },
      });
      const env = { ANTHROPIC_API_KEY: 'sk-test', ANTHROPIC_BASE_URL: baseUrl };
      const run = await cli(dir, ['check', '--json', '--anthropic-count', '--anthropic-model', 'claude-test-1'], env);
      const views = Object.fromEntries(
        JSON.parse(run.stdout).servers[0].hosts.map((h: { host: string }) => [h.host, h]),
      );
      const sent = tools.map((t) => ({
        name: `mcp__s__${t.name}`,
        description: t.description,
        input_schema: t.inputSchema,
        defer_loading: true,
      }));
      // With the tools minus without them (the stand-in counts an empty list as 1).
      expect(views['claude-code'].anthropicTokens).toBe(Math.ceil(JSON.stringify(sent).length / 4) - 1);
      expect(views.codex.anthropicTokens).toBeUndefined();
      expect(requests.every((r) => r.body.model === 'claude-test-1')).toBe(true);
      expect(requests).toHaveLength(2);
      // The same payload again: answered from the cache, nothing sent.
      await cli(dir, ['check', '--json', '--anthropic-count', '--anthropic-model', 'claude-test-1'], env);
      expect(requests).toHaveLength(2);
      failing = true;
      const other = await cli(dir, ['check', '--json', '--anthropic-count', '--anthropic-model', 'claude-test-2'], env);
      const failed = JSON.parse(other.stdout).servers[0].hosts.find((h: { host: string }) => h.host === 'claude-code');
      expect(failed.anthropicTokens).toBeUndefined();
      expect(failed.anthropicError).toContain('HTTP 529');
      // Said where the run is read too: a warning finding, in the JSON report and in the text.
      expect(JSON.parse(other.stdout).findings.map((f: { code: string }) => f.code)).toContain(
        'ANTHROPIC_COUNT_FAILED',
      );
      const text = await cli(dir, ['check', '--anthropic-count', '--anthropic-model', 'claude-test-3'], env);
      expect(text.code).toBe(0);
      expect(text.stdout).toContain('warning ANTHROPIC_COUNT_FAILED  s');
      expect(text.stdout).toContain("could not count Claude Code's payload of this server");
    } finally {
      server.close();
    }
  });
});

describe('schema keywords a host drops or rewrites', () => {
  it('a root anyOf is flagged for claude-code; $defs for nobody (Gemini CLI sends raw JSON Schema); a plain object for neither', async () => {
    const tools = [
      {
        name: 'withdefs',
        description: 'x',
        inputSchema: { type: 'object', properties: { a: { $ref: '#/$defs/A' } }, $defs: { A: { type: 'string' } } },
      },
      {
        name: 'rootany',
        description: 'x',
        inputSchema: {
          type: 'object',
          anyOf: [{ required: ['a'] }, { required: ['b'] }],
          properties: { a: { type: 'string' }, b: { type: 'string' } },
        },
      },
      tool('plain'),
    ];
    const dir = project({
      'spec.json': { tools },
      'budget.json': { servers: { s: specServer('spec.json') }, hosts: ['gemini-cli', 'claude-code'] },
    });
    const { report } = await cliJson(dir, ['check']);
    const stripped = report.findings
      .filter((f: { code: string }) => f.code === 'HOST_SCHEMA_STRIPPED')
      .map((f: { subject: string; message: string }) => `${f.subject} ${f.message.split(' drops')[0]}`);
    expect(stripped.sort()).toEqual(['s/rootany Claude Code']);
  });

  it('Codex drops keywords outside its subset (oneOf, default, format…), a property named "format" is no keyword', async () => {
    const tools = [
      {
        name: 'pick',
        description: 'x',
        inputSchema: {
          type: 'object',
          properties: {
            format: { type: 'string', enum: ['a', 'default'] },
            size: { oneOf: [{ type: 'integer' }, { type: 'string' }], default: 3 },
          },
        },
      },
      {
        name: 'plain',
        description: 'x',
        inputSchema: { type: 'object', properties: { format: { type: 'string' } }, required: ['format'] },
      },
    ];
    const dir = project({
      'spec.json': { tools },
      'budget.json': { servers: { s: specServer('spec.json') }, hosts: ['codex'] },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(0);
    expect(
      report.findings.map(
        (f: { code: string; severity: string; subject: string; message: string }) =>
          `${f.code} ${f.severity} ${f.subject} ${f.message.split(' in this')[0]}`,
      ),
      // Codex 0.169.0 keeps oneOf (recorded, src/hosts/codex/profile.json strippedSchemaKeywords); it drops default.
    ).toEqual(['HOST_SCHEMA_STRIPPED warning s/pick Codex CLI drops or rewrites "default"']);
  });

  it('Gemini CLI rewrites type [T, "null"] to T + nullable and adds wait_for_previous at the root only; Codex keeps its schema subset', async () => {
    const { cli } = await import('../helpers.js');
    const schema = {
      type: 'object',
      $schema: 'http://json-schema.org/draft-07/schema#',
      properties: {
        when: { type: ['string', 'null'], format: 'date' },
        nested: { type: 'object', properties: { x: { const: 1 } } },
      },
      required: ['when'],
    };
    const dir = project({
      'spec.json': { tools: [{ name: 'pick', description: 'Picks.', inputSchema: schema }] },
      'budget.json': { servers: { s: specServer('spec.json') } },
    });
    const gemini = JSON.parse((await cli(dir, ['explain', 's/pick', '--host', 'gemini-cli', '--json'])).stdout);
    const codex = JSON.parse((await cli(dir, ['explain', 's/pick', '--host', 'codex', '--json'])).stdout);
    const text = JSON.stringify([gemini, codex]);
    expect(text).toContain('parametersJsonSchema');
    expect(gemini.note).toContain('named "mcp_s_pick"');
    expect(codex.note).toContain('named "mcp__s__pick"');
    const { geminiCliParameters, codexParameters } = await import('../../src/measure/hosts/host-schemas.js');
    expect(geminiCliParameters(schema)).toEqual({
      type: 'object',
      $schema: 'http://json-schema.org/draft-07/schema#',
      properties: {
        when: { type: 'string', format: 'date', nullable: true },
        nested: { type: 'object', properties: { x: { const: 1 } } },
        wait_for_previous: expect.objectContaining({ type: 'boolean' }),
      },
      required: ['when'],
    });
    expect(JSON.stringify(codexParameters(schema))).toBe(
      '{"type":"object","properties":{"nested":{"type":"object","properties":{"x":{"type":"string","enum":[1]}}},"when":{"type":["string","null"]}},"required":["when"]}',
    );
  });
});

describe('what the model stops seeing, in the pull request (--base)', () => {
  it("a description that grows past Claude Code's 16,384 cut, and a result that grows past Codex's budget, each name the text lost", async () => {
    const { writeFileSync } = await import('node:fs');
    const spec = (description: string, textBytes: number) => ({
      tools: [tool('search', description)],
      results: { search: { $textBytes: textBytes } },
    });
    const dir = project({
      'spec.json': spec('Searches. '.repeat(1638), 30_000),
      'budget.json': {
        servers: { s: specServer('spec.json') },
        hosts: ['claude-code', 'codex'],
        fixtures: [{ name: 'q', server: 's', tool: 'search' }],
      },
    });
    git(dir, 'init', '-q', '-b', 'main');
    git(dir, 'add', '.');
    git(dir, 'commit', '-q', '-m', 'base');
    git(dir, 'checkout', '-q', '-b', 'pr');
    writeFileSync(
      path.join(dir, 'spec.json'),
      JSON.stringify(spec(`${'Searches. '.repeat(1638)}The limit parameter caps results at 50.`, 60_000)),
    );
    git(dir, 'commit', '-q', '-am', 'longer');
    const { report } = await cliJson(dir, ['check', '--base', 'main']);
    const crossed = report.findings.filter((f: { code: string }) => f.code === 'HOST_CUT_CROSSED');
    expect(crossed.map((f: { subject: string; severity: string }) => `${f.subject} ${f.severity}`).sort()).toEqual([
      'fixture:q warning',
      'fixture:q warning',
      's/search warning',
    ]);
    const description = crossed.find((f: { subject: string }) => f.subject === 's/search');
    expect(description.message).toContain("this change moves the description past Claude Code's 16,384-character cut");
    // 16,380 + 39 characters: the last 35 fall past the cut, from "limit parameter…" on.
    expect(description.message).toContain(
      'its model no longer reads 35 chars from char 16,384, starting "limit parameter caps results at 50."',
    );
    expect(description.actual).toBe(16_380 + 'The limit parameter caps results at 50.'.length);
    const result = crossed.find(
      (f: { subject: string; host: string }) => f.subject === 'fixture:q' && f.host === 'codex',
    );
    expect(result.message).toContain('this change makes Codex CLI cut this result');
    expect(result.message).toMatch(/no longer reads [\d,]+ chars from char 24,016, starting "x+"/);
    // The base saw neither cut: no finding for what was already lost there.
    expect(
      report.findings
        .filter((f: { code: string }) => f.code === 'HOST_DESCRIPTION_CUT')
        .map((f: { subject: string }) => f.subject),
    ).toEqual(['s/search']);
  });
});

describe("room for the host's own tools (reservedTools)", () => {
  it("hostLimits.reservedTools counts the host's built-in tools toward its cap; lowering it is a raise, raising it is not", async () => {
    const tools = Array.from({ length: 30 }, (_, i) => tool(`t${i}`));
    const dir = project({
      'spec.json': { tools },
      'budget.json': {
        servers: { s: specServer('spec.json') },
        hosts: ['vscode-copilot'],
        hostLimits: { 'vscode-copilot': { reservedTools: 100 } },
      },
    });
    const { report } = await cliJson(dir, ['check']);
    expect(report.findings).toEqual([
      expect.objectContaining({
        code: 'HOST_TOO_MANY_TOOLS',
        subject: 'total',
        limit: 28,
        actual: 30,
        severity: 'warning',
      }),
    ]);
    expect(report.findings[0].message).toContain(
      '30 tools and 100 of its own (reservedTools), and VS Code Copilot accepts at most 128',
    );
    const { budgetRaises } = await import('../../src/judge/base/budget-raises.js');
    const budget = (reservedTools?: number) => ({
      servers: { s: { command: 'node' } },
      hosts: ['vscode-copilot'],
      hostLimits: { 'vscode-copilot': reservedTools === undefined ? {} : { reservedTools } },
    });
    expect(budgetRaises(budget(100) as never, budget(120) as never, 'fail')).toEqual([]);
    expect(budgetRaises(budget(100) as never, budget(40) as never, 'fail')).toEqual([
      expect.objectContaining({ code: 'BUDGET_RAISED', path: ['hostLimits', 'vscode-copilot', 'reservedTools'] }),
    ]);
    expect(budgetRaises(budget(100) as never, budget() as never, 'fail')).toHaveLength(1);
  });
});
