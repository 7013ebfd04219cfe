// The attack suite: servers and budget edits written to fool the gate. Every string a server sends is hostile;
// none of it may start a workflow command, break markdown, mention people, load images or move the terminal.
import { lstatSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cli,
  cliJson,
  git,
  HOSTILE_SERVER,
  project,
  ROOT,
  runNode,
  SPEC_HTTP_SERVER,
  SPEC_SERVER,
  specServer,
} from '../helpers.js';

const FORGED = {
  command: '::error file=budget.json,line=1::forged by a tool name',
  stop: '::stop-commands::pwned',
  heading: 'ok\n## ✅ mcp-budget: within budget\n',
  mention: 'ping @acme/security-team ![x](https://evil.example/x.png) <img src="https://evil.example/y.png"> | col',
  terminal: '\u001b]0;owned\u0007\u001b[2J\rclear\u202etxt.exe',
  legacy: 'legacy ##[error]forged by a description',
};

const spec = {
  name: 'srv\r::error::forged by serverInfo',
  version: '1.0.0\n::warning::forged version',
  instructions: '##[set-output name=ok;]true',
  tools: Object.entries(FORGED).map(([key, name]) => ({
    name,
    description: `${FORGED.legacy} ${key}\r::warning::cr ${FORGED.terminal}`,
    inputSchema: { type: 'object' },
  })),
  results: { [FORGED.command]: { content: [{ type: 'text', text: '::error::forged by a result\n##[error]x' }] } },
};

function forgerProject() {
  return project({
    'spec.json': spec,
    'budget.json': {
      servers: { forger: specServer('spec.json') },
      limits: { toolBytes: 10, descriptionChars: 5 },
      fixtures: [{ name: 'leak', server: 'forger', tool: FORGED.command, expect: { textIncludes: 'never there' } }],
    },
  });
}

/** Lines as the Actions runner splits them (CR, LF, CRLF). */
const runnerLines = (text: string) => text.split(/\r\n|\r|\n/);

/** Workflow commands the runner would act on: `::name ...::` at a line's start, or `##[name` anywhere. */
function workflowCommands(text: string): string[] {
  const found: string[] = [];
  for (const line of runnerLines(text)) {
    const v2 = /^\s*::([^\s:]+)[^:]*::/.exec(line);
    if (v2) found.push(v2[1]!);
    else if (line.includes('##[')) found.push(`##[${line.slice(line.indexOf('##[') + 3).split(/[\] ]/)[0]}`);
  }
  return found;
}

describe('forged output: server strings in every reporter', () => {
  for (const reporter of ['text', 'json', 'markdown', 'github', 'sarif']) {
    it(`${reporter}: no workflow command but mcp-budget's own annotations, no terminal control`, async () => {
      const dir = forgerProject();
      const run = await cli(dir, ['check', '--reporter', reporter], { GITHUB_ACTIONS: 'true' });
      expect(run.code).toBe(1);
      const commands = workflowCommands(run.stdout + run.stderr);
      // Only annotations mcp-budget wrote: one per finding (under 10 per level), each an error or a warning.
      expect(commands.every((command) => command === 'error' || command === 'warning' || command === 'notice')).toBe(
        true,
      );
      if (reporter === 'text' || reporter === 'github') expect(commands.length).toBeGreaterThan(0);
      else expect(commands).toEqual([]);
      expect(run.stdout).not.toMatch(/^\s*::stop-commands/m);
      expect(run.stdout).not.toContain('##[');
      expect(run.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/);
      if (reporter === 'json') {
        // The same data: escaping is only in the encoding.
        const report = JSON.parse(run.stdout);
        expect(report.servers[0].tools.map((t: { name: string }) => t.name)).toEqual(Object.values(FORGED));
        expect(report.servers[0].serverInfo.name).toBe(spec.name);
      }
    });
  }

  it('an annotation count matches the findings: a tool name cannot add one', async () => {
    const dir = forgerProject();
    const json = JSON.parse((await cli(dir, ['check', '--json'])).stdout);
    const run = await cli(dir, ['check', '--reporter', 'github']);
    const annotated =
      Math.min(json.findings.filter((f: { severity: string }) => f.severity === 'error').length, 10) +
      Math.min(json.findings.filter((f: { severity: string }) => f.severity === 'warning').length, 10);
    const dropped = json.findings.length - annotated > 0 ? 1 : 0;
    expect(workflowCommands(run.stdout)).toHaveLength(annotated + dropped);
  });

  it('markdown: no forged heading, no table break-out, no mention, no image, no HTML', async () => {
    const dir = forgerProject();
    const { stdout } = await cli(dir, ['check', '--reporter', 'markdown']);
    const lines = stdout.split('\n');
    // Only the headings the renderer writes: the verdict and its reasons; none from a server's strings.
    expect(lines.filter((line) => line.startsWith('#'))).toEqual([
      expect.stringMatching(/^## ❌ mcp-budget: \d+ error\(s\)$/),
      '### Why it failed',
    ]);
    expect(stdout).not.toMatch(/@acme/);
    expect(stdout).toContain('@&#8203;acme');
    expect(stdout).not.toMatch(/(^|[^\\])!\[/);
    expect(stdout).not.toMatch(/(^|[^\\])<img/);
    // Every table row has exactly its five cells.
    for (const row of lines.filter((line) => line.startsWith('| '))) expect(row.split(/(?<!\\)\|/).length).toBe(7);
  });

  it('text: terminal escapes from the server are shown, never sent', async () => {
    const dir = forgerProject();
    const { stdout } = await cli(dir, ['check']);
    expect(stdout).toContain('\\x1b]0;owned\\x07\\x1b[2J\\x0dclear\\u202etxt.exe');
    expect(stdout).not.toContain('\u001b');
  });

  it('stderr of a failing server cannot forge commands or move the terminal', async () => {
    const failing = {
      ...spec,
      stderr: 'fine\r::error::forged by stderr\n##[warning]legacy\n\u001b[31mred\n',
      exitCode: 1,
    };
    const dir = project({ 'spec.json': failing, 'budget.json': { servers: { forger: specServer('spec.json') } } });
    for (const reporter of ['text', 'markdown', 'json', 'github', 'sarif']) {
      const run = await cli(dir, ['check', '--reporter', reporter], { GITHUB_ACTIONS: 'true' });
      expect(run.code).toBe(3);
      expect(workflowCommands(run.stdout).every((command) => command === 'error' || command === 'warning')).toBe(true);
      expect(run.stdout).not.toContain('\u001b');
    }
  });

  it('the Action: summary and stdout hold no forged command, heading, mention or image', async () => {
    const dir = forgerProject();
    const summary = path.join(dir, 'summary.md');
    const output = path.join(dir, 'output.txt');
    writeFileSync(summary, '');
    writeFileSync(output, '');
    const run = await runNode(path.join(ROOT, 'dist', 'action.js'), [], {
      cwd: dir,
      env: {
        GITHUB_STEP_SUMMARY: summary,
        GITHUB_OUTPUT: output,
        RUNNER_TEMP: dir,
        GITHUB_WORKSPACE: dir,
        GITHUB_BASE_REF: '',
        GITHUB_ACTIONS: 'true',
      },
    });
    expect(run.code).toBe(1);
    const commands = workflowCommands(run.stdout);
    expect(commands.every((command) => command === 'error' || command === 'warning' || command === 'notice')).toBe(
      true,
    );
    const markdown = readFileSync(summary, 'utf8');
    expect(markdown.split('\n').filter((line) => line.startsWith('#'))).toEqual([
      expect.stringMatching(/^## ❌/),
      '### Why it failed',
    ]);
    expect(markdown).not.toMatch(/@acme/);
    expect(markdown).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
  });
});

const CODEX = `[mcp_servers.c]\ncommand = ${JSON.stringify(process.execPath)}\nargs = [${JSON.stringify(SPEC_SERVER)}, "spec-c.json"]\n`;

function baseBudget(): Record<string, unknown> {
  return {
    mcpConfig: '.codex/config.toml',
    servers: { s: specServer('spec.json') },
    limits: { toolBytes: 4000, descriptionChars: 2048 },
    fixtures: [{ name: 'f', server: 's', tool: 'a' }],
  };
}

/** A repository whose main branch holds the base budget; the working tree then gets the pull request's edit. */
function editedRepository(edit: (budget: Record<string, any>, dir: string) => void): string {
  const dir = project({
    'spec.json': {
      tools: [
        { name: 'a', description: 'A.', inputSchema: { type: 'object' } },
        { name: 'b', description: 'B.', inputSchema: { type: 'object' } },
      ],
      results: { a: { content: [{ type: 'text', text: 'secret-free answer' }] } },
    },
    'budget.json': baseBudget(),
    'spec-c.json': { tools: [{ name: 'ca', description: 'C.', inputSchema: { type: 'object' } }] },
    '.codex/config.toml': CODEX,
  });
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'base');
  git(dir, 'checkout', '-q', '-b', 'pr');
  const budget = baseBudget() as Record<string, any>;
  edit(budget, dir);
  if (!lstatSync(path.join(dir, 'budget.json')).isSymbolicLink())
    writeFileSync(path.join(dir, 'budget.json'), JSON.stringify(budget, null, 2));
  return dir;
}

describe.concurrent('budget edits that loosen the gate are each listed, and fail under --raises fail', () => {
  const cases: Array<[string, (budget: Record<string, any>, dir: string) => void, RegExp]> = [
    [
      'a looser per-server limits block',
      (b) => (b.servers.s.limits = { toolBytes: 9000 }),
      /toolBytes as it applies to server "s" raised 4,000 → 9,000/,
    ],
    [
      'a per-server limit that stops overriding a tighter one',
      (b) => {
        b.limits.toolBytes = 4000;
        b.servers.s.limits = {};
      },
      /^$/,
    ],
    [
      'disabledTools hiding a measured tool',
      (b) => (b.servers.s.disabledTools = ['a']),
      /disabledTools of "s" now hides "a"/,
    ],
    [
      'enabledTools narrowing what is measured',
      (b) => (b.servers.s.enabledTools = ['b']),
      /enabledTools of "s" now measures only \["b"\]/,
    ],
    [
      'codex disabled_tools in the imported file',
      (_b, dir) => writeFileSync(path.join(dir, '.codex/config.toml'), `${CODEX}disabled_tools = ["ca"]\n`),
      /disabledTools of "c" now hides "ca"/,
    ],
    [
      'a normalize rule that erases the result',
      (b) => (b.fixtures[0].normalize = [{ pattern: '.*', replacement: '' }]),
      /fixtures\["f"\]\.normalize changed/,
    ],
    [
      'switching the tokenizer',
      (b) => (b.tokenizer = 'cl100k_base'),
      /tokenizer changed: "o200k_base" → "cl100k_base"/,
    ],
    ['changing hostToolName', (b) => (b.hostToolName = '{tool}'), /hostToolName changed/],
    [
      'a looser ratchet tolerance',
      (b) => (b.ratchet = { minDelta: { bytes: 5000 } }),
      /ratchet\.minDelta\.bytes raised 64 → 5,000/,
    ],
    [
      'stale entries made warnings',
      (b) => (b.ratchet = { stale: 'warning' }),
      /ratchet\.stale changed: "error" → "warning"/,
    ],
    ['removing a fixture', (b) => (b.fixtures = []), /fixture "f" removed/],
    [
      'a server given the host network',
      (b) => (b.servers.s.sandbox = { network: 'host' }),
      /sandbox of "s": network "none" → "host"/,
    ],
    [
      'a server given a job variable',
      (b) => (b.sandbox = { passEnv: ['GITHUB_TOKEN'] }),
      /passEnv adds "GITHUB_TOKEN"/,
    ],
    [
      'a server given a secret through env',
      (b) => (b.servers.s.env = { TOKEN: '${GITHUB_TOKEN}' }),
      /env of "s" sets "TOKEN"/,
    ],
    ['a server given writable paths', (b) => (b.servers.s.sandbox = { writable: ['.'] }), /writable adds "\."/],
    [
      'a literal env value the server reads',
      (b) => (b.servers.s.env = { ROWS: '1' }),
      /env of "s" changed: ROWS unset → "1"/,
    ],
    [
      "a fixture's inputResponses",
      (b) => (b.fixtures[0].inputResponses = { confirm: { action: 'decline' } }),
      /fixtures\["f"\]\.inputResponses changed: unset → \{"confirm":\{"action":"decline"\}\}/,
    ],
    ["a server's era", (b) => (b.servers.s.era = 'legacy'), /era of "s" changed: "newest" → "legacy"/],
    ['a longer totalMs', (b) => (b.timeouts = { totalMs: 3_000_000 }), /timeouts\.totalMs raised 120,000 → 3,000,000/],
    [
      'budget.json replaced by a symlink',
      (b, dir) => {
        b.limits.toolBytes = 999_999;
        writeFileSync(path.join(dir, 'other.json'), JSON.stringify(b));
        rmSync(path.join(dir, 'budget.json'));
        symlinkSync('other.json', path.join(dir, 'budget.json'));
      },
      /symbolic link to "other\.json"/,
    ],
  ];
  // Raises are read from budget.json at the merge base (git); the base's figures come from one saved report, so a
  // case starts only the checkout's servers. Measuring the merge base itself is base-changes.test.ts's subject.
  let savedBase: string | undefined;
  const againstBase = async () => {
    if (savedBase) return ['--base', 'main', '--base-report', savedBase];
    const dir = editedRepository(() => undefined);
    const saved = path.join(dir, 'base-report.json');
    expect((await cli(dir, ['check', '--output', saved])).code).toBe(0);
    savedBase = saved;
    return ['--base', 'main', '--base-report', saved];
  };
  for (const [what, edit, expected] of cases) {
    it(what, async () => {
      const dir = editedRepository(edit);
      const { code, report } = await cliJson(dir, ['check', ...(await againstBase()), '--raises', 'fail']);
      const raised = report.findings.filter((f: { code: string }) => f.code === 'BUDGET_RAISED');
      if (expected.source === '^$') {
        // Tightening, or a change that leaves every effective limit as it was: nothing to list.
        expect(raised).toEqual([]);
        expect(code).toBe(0);
        return;
      }
      expect(raised.map((f: { message: string }) => f.message)).toEqual(
        expect.arrayContaining([expect.stringMatching(expected)]),
      );
      expect(raised.every((f: { severity: string }) => f.severity === 'error')).toBe(true);
      expect(code).toBe(1);
    });
  }

  it('an unchanged budget lists nothing', async () => {
    const dir = editedRepository(() => undefined);
    const { code, report } = await cliJson(dir, ['check', ...(await againstBase()), '--raises', 'fail']);
    expect(report.base).toMatchObject({ source: 'report' });
    expect(report.findings).toEqual([]);
    expect(code).toBe(0);
  });
});

describe('budget.json that JSON allows and a gate must not', () => {
  const broken = async (text: string) => {
    const dir = project({ 'spec.json': { tools: [] }, 'budget.json': text });
    return cli(dir, ['check']);
  };
  const servers = `"servers": { "s": ${JSON.stringify(specServer('spec.json'))} }`;

  it('__proto__ as an oversized key is refused: it would exempt tools unseen', async () => {
    const run = await broken(
      `{ ${servers}, "limits": { "toolBytes": 10 }, "oversized": { "__proto__": { "s/a": { "bytes": 99999 } } } }`,
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('$.oversized.__proto__');
    expect(run.stderr).toContain('the key "__proto__" is not allowed');
  });

  it('a key written twice names the line of the second', async () => {
    const run = await broken(`{\n ${servers},\n "limits": { "toolBytes": 10 },\n "limits": { "toolBytes": 99999 }\n}`);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('$.limits (line 4, column 2): "limits" is written twice');
  });

  it('1e309 is not a limit', async () => {
    const run = await broken(`{ ${servers}, "limits": { "toolBytes": 1e309 } }`);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('$.limits.toolBytes');
    expect(run.stderr).toContain('1e309 is too large to be a number');
  });

  it('a byte-order mark is read past', async () => {
    const run = await broken(`\ufeff{ ${servers} }`);
    expect(run.code).toBe(0);
  });

  it('deep nesting is a config error, not a stack trace', async () => {
    const run = await broken(
      `{ ${servers}, "fixtures": [{ "name": "x", "server": "s", "tool": "t", "arguments": { "a": ${'['.repeat(100_000)}${']'.repeat(100_000)} } }] }`,
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('nested deeper than 64 levels');
    expect(run.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
  });
});

describe('hangs and crashes a server can cause', () => {
  it('a long run of one letter is counted exactly (20 KB against gpt-tokenizer itself) and 200 KB in seconds', async () => {
    const { countTokens } = await import('gpt-tokenizer/encoding/o200k_base');
    for (const length of [20_000, 200_000]) {
      const tool = { name: 'long', description: 'a'.repeat(length), inputSchema: { type: 'object' } };
      const dir = project({
        'spec.json': { tools: [tool] },
        'budget.json': { servers: { s: specServer('spec.json') } },
      });
      const { code, report } = await cliJson(dir, ['check']);
      expect(code).toBe(0);
      // The reference merge is quadratic: at 200 KB it would take minutes, so it checks the 20 KB case.
      if (length === 20_000) expect(report.servers[0].tools[0].tokens).toBe(countTokens(JSON.stringify(tool)));
      else expect(report.servers[0].tools[0].tokens).toBeGreaterThan(25_000);
    }
  });

  it('text too long to count within totalMs ends in SERVER_TIMEOUT while listing, with no guessed count', async () => {
    // Counting 16 MB of one letter takes far longer than totalMs on any machine (4 MB took 9 s here); totalMs leaves a
    // loaded machine time to start the server. What is checked is which bound fired, in which phase, and that the
    // run ended (within the test's own timeout), never how many milliseconds it took.
    const dir = project({
      'spec.json': { tools: [{ name: 'huge', description: 'a'.repeat(16_000_000), inputSchema: { type: 'object' } }] },
      'budget.json': { servers: { s: specServer('spec.json') }, timeouts: { totalMs: WORK_TOTAL_MS } },
    });
    const report = await expectTotalMsTimeout(dir, /^list$/, ['--no-cache']);
    expect(report.servers[0]!.tools).toEqual([]);
  });

  it('a fixture result too long to count within totalMs ends in SERVER_TIMEOUT while calling, with no guessed count', async () => {
    // The result is counted yielding (a signal is acted on meanwhile); the server's bound holds for it as for the
    // synchronous count: 16 MB of one letter, as above.
    const dir = project({
      'spec.json': {
        tools: [{ name: 'dump', description: 'd', inputSchema: { type: 'object' } }],
        results: { dump: { $textBytes: 16_000_000 } },
      },
      'budget.json': {
        servers: { s: specServer('spec.json') },
        fixtures: [{ name: 'dump', server: 's', tool: 'dump' }],
        timeouts: { totalMs: WORK_TOTAL_MS },
      },
    });
    const report = await expectTotalMsTimeout(dir, /^call/, ['--no-cache']);
    expect(report.servers[0]!.tools).toEqual([]);
  });

  it('a tool definition nested 100,000 levels deep is a protocol error, not a stack trace', async () => {
    const dir = project({
      'budget.json': {
        servers: { deep: { command: process.execPath, args: [HOSTILE_SERVER, 'deep-definition', ''] } },
      },
    });
    const run = await runNode(path.join(ROOT, 'dist', 'cli.js'), ['check', '--json'], { cwd: dir });
    expect(run.code).toBe(3);
    expect(JSON.parse(run.stdout).findings[0]).toMatchObject({ code: 'PROTOCOL_ERROR', subject: 'deep' });
    expect(JSON.parse(run.stdout).findings[0].message).toContain('nested deeper than 256 levels');
    expect(run.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
  });
});

describe('a catastrophic normalize pattern', () => {
  it('ends in SERVER_TIMEOUT by totalMs while calling, instead of backtracking for minutes', async () => {
    const dir = project({
      'spec.json': {
        tools: [{ name: 't', inputSchema: { type: 'object' } }],
        results: { t: { content: [{ type: 'text', text: `${'a'.repeat(40)}!` }] } },
      },
      'budget.json': {
        servers: { s: specServer('spec.json') },
        timeouts: { totalMs: WORK_TOTAL_MS },
        fixtures: [{ name: 'f', server: 's', tool: 't', normalize: [{ pattern: '^(a+)+$' }] }],
      },
    });
    await expectTotalMsTimeout(dir, /^call (f|fixtures)$/);
  });
});

describe('$ref doubling in a schema', () => {
  // Each definition names the next twice: a host that inlined every $ref would make 2^26 copies. Codex's profile once
  // did (it ran five minutes and 2.5 GB past a 20 s totalMs, a host's view built outside every deadline); Codex
  // 0.169.0 as recorded keeps $ref and $defs as they are, and no shipped profile resolves $ref, so the view is the
  // schema's own size. Every host view is still built under the server's deadline (underDeadline).
  const definitions: Record<string, unknown> = {};
  for (let i = 0; i < 26; i++)
    definitions[`d${i}`] = {
      type: 'object',
      properties: { a: { $ref: `#/$defs/d${i + 1}` }, b: { $ref: `#/$defs/d${i + 1}` } },
    };
  definitions.d26 = { type: 'string' };
  const doubling = { type: 'object', properties: { root: { $ref: '#/$defs/d0' } }, $defs: definitions };

  it('with hosts: ["codex"], is measured as Codex sends it: the $refs kept, no copy made', async () => {
    const dir = project({
      'spec.json': { tools: [{ name: 't', description: 'T.', inputSchema: doubling }] },
      'budget.json': {
        servers: { s: specServer('spec.json') },
        hosts: ['codex'],
        timeouts: { totalMs: WORK_TOTAL_MS },
      },
    });
    const run = await runNode(path.join(ROOT, 'dist', 'cli.js'), ['check', '--json'], { cwd: dir, timeoutMs: 60_000 });
    expect(run.signal).toBeNull();
    expect(run.code, run.stderr).toBe(0);
    const server = JSON.parse(run.stdout).servers[0];
    const wire = server.tools[0].bytes;
    const codex = server.hosts.find((host: { host: string }) => host.host === 'codex');
    // Codex drops the description's and schema's extras and adds its own wrapper: the same order of size, not 2^26.
    expect(codex.perTool[0].bytes).toBeLessThan(wire * 2);
  });
});

describe("a catastrophic pattern in a server's schema", () => {
  // The server writes both the schema and the value checked against it: `^(a+)+$` on 44 letters and a "!" backtracked
  // for over two minutes on the main thread, which also kept the process from answering SIGTERM.
  const catastrophic = { type: 'object', properties: { x: { type: 'string', pattern: '^(a+)+$' } } };
  const value = { x: `${'a'.repeat(44)}!` };

  for (const [where, tool, fixture] of [
    [
      'an outputSchema, checking the structuredContent',
      { name: 't', inputSchema: { type: 'object' }, outputSchema: catastrophic },
      { name: 'f', server: 's', tool: 't' },
    ],
    [
      "an inputSchema, checking the fixture's arguments",
      { name: 't', inputSchema: catastrophic },
      { name: 'f', server: 's', tool: 't', arguments: value },
    ],
  ] as const) {
    it(`in ${where}: SERVER_TIMEOUT by totalMs, never a hang`, async () => {
      const dir = project({
        'spec.json': {
          tools: [tool],
          results: { t: { content: [{ type: 'text', text: JSON.stringify(value) }], structuredContent: value } },
        },
        'budget.json': {
          servers: { s: specServer('spec.json') },
          timeouts: { totalMs: WORK_TOTAL_MS },
          fixtures: [fixture],
        },
      });
      await expectTotalMsTimeout(dir, /^call (f|fixtures)$/);
    });
  }
});

describe('a schema that takes ajv long to compile', () => {
  it('ends in SERVER_TIMEOUT by totalMs: compiling is interrupted like counting', async () => {
    // 100,000 properties (5 MB, well within the 64 MiB message bound): ajv took ~14 s to compile it, on the main thread.
    // 140,000 take ~30 s (compiling grows faster than the count), far past totalMs even on a faster machine.
    const properties = Object.fromEntries(
      Array.from({ length: 140_000 }, (_, i) => [`p${i}`, { type: 'string', minLength: 1 }]),
    );
    const dir = project({
      'spec.json': {
        tools: [{ name: 'wide', inputSchema: { type: 'object', properties, required: Object.keys(properties) } }],
      },
      'budget.json': { servers: { s: specServer('spec.json') }, timeouts: { totalMs: WORK_TOTAL_MS } },
    });
    await expectTotalMsTimeout(dir, /^list$/);
  });
});

/** Long enough for a loaded machine to start the server, far shorter than the work that never ends (or takes minutes). */
const WORK_TOTAL_MS = 8000;

/**
 * Runs the built CLI as a process (before these fixes a run blocked its thread for minutes, which would have been the
 * test's own) and expects server s to end in SERVER_TIMEOUT by totalMs in `phase`. Which bound
 * fired and where is checked, and that the run ended (the test's own timeout); never how many milliseconds it took.
 */
async function expectTotalMsTimeout(
  dir: string,
  phase: RegExp,
  args: string[] = [],
): Promise<{ servers: Array<{ tools: unknown[] }> }> {
  const run = await runNode(path.join(ROOT, 'dist', 'cli.js'), ['check', '--json', ...args], {
    cwd: dir,
    timeoutMs: 280_000,
  });
  expect(run.signal).toBeNull();
  expect(run.code).toBe(3);
  const report = JSON.parse(run.stdout);
  expect(report.findings[0]).toMatchObject({ code: 'SERVER_TIMEOUT', subject: 's' });
  // Whether the session's timer or the measuring that checks it fired first depends on the machine; both are totalMs.
  expect(report.servers[0].failure).toMatchObject({ code: 'SERVER_TIMEOUT', phase: expect.stringMatching(phase) });
  expect(report.servers[0].failure.detail).toMatch(
    new RegExp(`(did not finish within|exceeded) timeouts\\.totalMs \\(${WORK_TOTAL_MS} ms\\)`),
  );
  return report;
}

/** Runs `mcp-budget check` from the build as a process, with its peak RSS (VmHWM, read every 50 ms while it runs). */
async function checkWithPeakRss(
  dir: string,
  args: string[] = [],
): Promise<{ code: unknown; stdout: string; peakMib: number }> {
  const child = (await import('node:child_process')).spawn(
    process.execPath,
    [path.join(ROOT, 'dist', 'cli.js'), 'check', ...args],
    { cwd: dir, stdio: ['ignore', 'pipe', 'ignore'] },
  );
  let stdout = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  let peakKb = 0;
  const poll = setInterval(() => {
    try {
      peakKb = Math.max(
        peakKb,
        Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0),
      );
    } catch {
      // ended
    }
  }, 50);
  const code = await new Promise((resolve) => child.on('close', resolve));
  clearInterval(poll);
  return { code, stdout, peakMib: peakKb / 1024 };
}

describe('HTTP servers and their output', () => {
  const HTTP_SERVER = SPEC_HTTP_SERVER;
  const HOSTILE = HOSTILE_SERVER;
  const port = () => 42000 + Math.floor(Math.random() * 2000);

  it('an endless event on the GET stream cannot grow memory: mcp-budget opens no GET stream', async () => {
    const p = port();
    const dir = project({
      'spec.json': {
        tools: [{ name: 'a', inputSchema: { type: 'object' } }],
        getStream: 'endless',
        getLog: 'gets.log',
      },
      'budget.json': {
        servers: {
          h: {
            command: process.execPath,
            args: [HTTP_SERVER, 'spec.json', 'sse', String(p)],
            url: `http://127.0.0.1:${p}/mcp`,
            ready: 'listening on',
            sandbox: { writable: ['.'] },
          },
        },
      },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(0);
    expect(report.servers[0].tools).toHaveLength(1);
    expect(() => readFileSync(path.join(dir, 'gets.log'), 'utf8')).toThrow();
  });

  it('a 401 says so, with the status; a key in the url query is never printed', async () => {
    const p = port();
    const dir = project({
      'spec.json': { tools: [], requireHeader: { name: 'X-Key', value: 'right' } },
      'budget.json': {
        servers: {
          h: {
            command: process.execPath,
            args: [HTTP_SERVER, 'spec.json', 'json', String(p)],
            url: `http://127.0.0.1:${p}/mcp?api_key=\${API_KEY}`,
            ready: 'listening on',
          },
        },
      },
    });
    const run = await cli(dir, ['check', '--json'], { API_KEY: 'sk-live-123' });
    const report = JSON.parse(run.stdout);
    expect(run.code).toBe(3);
    expect(report.findings[0]).toMatchObject({ code: 'SERVER_START_FAILED' });
    expect(report.findings[0].message).toContain('answered HTTP 401');
    expect(run.stdout + run.stderr).not.toContain('sk-live-123');
  });

  /** A service on this machine's loopback that a pull request would like mcp-budget to ask for it. */
  async function internalService(
    status: number,
    type: string,
  ): Promise<{ url: string; hits: () => number; close: () => void }> {
    const http = await import('node:http');
    let hits = 0;
    const server = http.createServer((request, response) => {
      hits++;
      request.resume();
      response.writeHead(status, { 'content-type': type });
      response.end('internal admin panel: CANARY_INTERNAL_SERVICE_SECRET');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port: at } = server.address() as { port: number };
    return { url: `http://127.0.0.1:${at}/admin`, hits: () => hits, close: () => server.close() };
  }

  for (const [status, type] of [
    [500, 'text/html'],
    [403, 'text/plain'],
    [200, 'text/html'],
  ] as const) {
    it(`a failing remote server's answer (HTTP ${status}, ${type}) is named by its status, its body never quoted`, async () => {
      const service = await internalService(status, type);
      try {
        const dir = project({ 'budget.json': { servers: { panel: { url: service.url } } } });
        const run = await cli(dir, ['check', '--json']);
        expect(run.code).toBe(3);
        expect(service.hits()).toBeGreaterThan(0);
        expect(run.stdout + run.stderr).not.toContain('CANARY_INTERNAL_SERVICE_SECRET');
        if (status !== 200) expect(JSON.parse(run.stdout).findings[0].message).toContain(`HTTP ${status}`);
      } finally {
        service.close();
      }
    });
  }

  it('on a pull request, a new remote url is a raise and is never requested', async () => {
    const service = await internalService(500, 'text/html');
    try {
      const dir = editedRepository((budget) => (budget.servers.panel = { url: service.url }));
      const { code, report } = await cliJson(dir, ['check', '--base', 'main', '--raises', 'fail']);
      expect(service.hits()).toBe(0);
      expect(code).toBe(3);
      const raised = report.findings
        .filter((f: { code: string }) => f.code === 'BUDGET_RAISED')
        .map((f: { message: string }) => f.message);
      expect(raised).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            /url of "panel" none → "http:\/\/127\.0\.0\.1:\d+\/admin": mcp-budget sends its requests there/,
          ),
        ]),
      );
      expect(
        report.findings.find(
          (f: { subject: string; code: string }) => f.subject === 'panel' && f.code !== 'BUDGET_RAISED',
        ).message,
      ).toMatch(/not started: it would be reached at/);
    } finally {
      service.close();
    }
  });

  it('output without newlines while waiting for a ready line is not kept', async () => {
    const dir = project({
      'budget.json': {
        servers: {
          flood: {
            command: process.execPath,
            args: [HOSTILE, 'endless-line', ''],
            url: 'http://127.0.0.1:1/mcp',
            ready: 'never printed',
          },
        },
        timeouts: { startupMs: 3000 },
      },
    });
    const { code, peakMib } = await checkWithPeakRss(dir);
    expect(code).toBe(3);
    expect(peakMib).toBeLessThan(200);
  });

  for (const [status, type] of [
    ['500', 'text/html'],
    ['200', 'text/plain'],
  ]) {
    it(`a 1 GiB answer (HTTP ${status}, ${type}) is not kept: the server fails with its status, in bounded memory`, async () => {
      const p = port();
      const dir = project({
        'budget.json': {
          servers: {
            flood: {
              command: process.execPath,
              args: [HOSTILE, 'http-flood', '', String(p), status, type],
              url: `http://127.0.0.1:${p}/mcp`,
              ready: 'listening on',
            },
          },
          timeouts: { requestMs: 20_000 },
        },
      });
      const { code, stdout, peakMib } = await checkWithPeakRss(dir, ['--json']);
      // Before: a 500's body was read whole for its message (4.8 GB RSS for 3 GB), and a text/plain one crashed V8.
      expect(peakMib).toBeLessThan(400);
      expect(code).toBe(3);
      const finding = JSON.parse(stdout).findings[0];
      expect(finding).toMatchObject({ subject: 'flood' });
      if (status === '500') expect(finding.message).toContain('HTTP 500');
    }, 300_000);
  }

  it('a server that floods requests and never reads the answers is a protocol error, in bounded memory', async () => {
    const dir = project({
      'budget.json': { servers: { flood: { command: process.execPath, args: [HOSTILE, 'ping-flood', ''] } } },
    });
    const { code, stdout, peakMib } = await checkWithPeakRss(dir, ['--json']);
    // Before: every answer waited in memory for a reader that never came, 3.2 GB by the end of requestMs (30 s).
    expect(peakMib).toBeLessThan(400);
    expect(code).toBe(3);
    const finding = JSON.parse(stdout).findings[0];
    expect(finding).toMatchObject({ code: 'PROTOCOL_ERROR', subject: 'flood' });
    expect(finding.message).toContain('stopped reading');
  }, 300_000);

  it('over HTTP, a flood of requests to the client is a protocol error, not hours of answering them', async () => {
    const p = port();
    const dir = project({
      'budget.json': {
        servers: {
          flood: {
            command: process.execPath,
            args: [HOSTILE, 'http-ping-flood', '', String(p), '20000', 'requests'],
            url: `http://127.0.0.1:${p}/mcp`,
            ready: 'listening on',
          },
        },
      },
    });
    // Before: each answer was a POST, and the SDK's shared AbortSignal took one listener per POST in flight, so
    // answering was quadratic: 2,000 pings took 5 s, 8,000 took 25 s, 200,000 were still going after 12 minutes.
    const run = await runNode(path.join(ROOT, 'dist', 'cli.js'), ['check', '--json'], { cwd: dir, timeoutMs: 280_000 });
    expect(run.signal).toBeNull();
    expect(run.code).toBe(3);
    const finding = JSON.parse(run.stdout).findings[0];
    expect(finding).toMatchObject({ code: 'PROTOCOL_ERROR', subject: 'flood' });
    expect(finding.message).toContain('stopped reading');
  }, 300_000);

  it('50,000 notifications before the answer are all read, and the next POST outlives the keep-alive close', async () => {
    const p = port();
    // The server closes an idle connection after 1.5 s, well before the client is through the flood on any machine.
    // Bounds are generous: what is checked is that the run ends with the list, not how long it took (200,000 events
    // took 20-25 s of CPU on a loaded 2-core machine; their speed is measured by `npm run bench`).
    const dir = project({
      'budget.json': {
        servers: {
          chatty: {
            command: process.execPath,
            args: [HOSTILE, 'http-ping-flood', '', String(p), '50000', 'notifications', '1500'],
            url: `http://127.0.0.1:${p}/mcp`,
            ready: 'listening on',
          },
        },
        timeouts: { requestMs: 150_000, totalMs: 160_000 },
      },
    });
    // Before: handed to the SDK's parser all at once, its events were dequeued by shifting an array, ~19 s for 200,000.
    // Then the SDK's ~4 s on them outlasted the server's keep-alive: the second tools/list went out on the connection
    // as the server closed it, and failed ("fetch failed: other side closed").
    const run = await runNode(path.join(ROOT, 'dist', 'cli.js'), ['check', '--json'], { cwd: dir, timeoutMs: 280_000 });
    expect(run.signal).toBeNull();
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.servers[0].tools).toHaveLength(1);
    expect(report.servers[0].listingChanges).toBeUndefined();
  }, 300_000);

  it('a duplicate JSON-RPC response is a protocol error, even when no request waits for it', async () => {
    const dir = project({
      'budget.json': { servers: { dup: { command: process.execPath, args: [HOSTILE, 'duplicate-response', ''] } } },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(3);
    expect(report.findings[0]).toMatchObject({ code: 'PROTOCOL_ERROR', subject: 'dup' });
    expect(report.findings[0].message).toContain('unknown request id');
  });
});

describe('imported configs and update', () => {
  it('a variable whose value holds ${OTHER} is expanded once, as the host would', async () => {
    const HOSTILE = HOSTILE_SERVER;
    const dir = project({
      '.mcp.json': {
        mcpServers: {
          spy: { command: process.execPath, args: [HOSTILE, 'spy', 'out/seen.json', '1'], env: { A: '${X}' } },
        },
      },
      'budget.json': { mcpConfig: '.mcp.json', sandbox: { writable: ['out'] } },
    });
    (await import('node:fs')).mkdirSync(path.join(dir, 'out'), { mode: 0o777 });
    (await import('node:fs')).chmodSync(path.join(dir, 'out'), 0o777);
    const run = await cli(dir, ['check'], { X: '${SECRET}', SECRET: 'do-not-expand' });
    expect(run.code).toBe(0);
    expect(JSON.parse(readFileSync(path.join(dir, 'out', 'seen.json'), 'utf8')).env.A).toBe('${SECRET}');
  });

  it('update writes through a symlinked budget.json and refuses a read-only one', async () => {
    const { chmodSync, mkdirSync, readlinkSync, renameSync } = await import('node:fs');
    const spec = { tools: [{ name: 'a', description: 'x'.repeat(100), inputSchema: { type: 'object' } }] };
    const dir = project({
      'spec.json': spec,
      'budget.json': {
        servers: { s: specServer('spec.json') },
        limits: { toolBytes: 50 },
        oversized: { 's/a': { bytes: 5000 } },
      },
    });
    mkdirSync(path.join(dir, 'conf'));
    renameSync(path.join(dir, 'budget.json'), path.join(dir, 'conf', 'budget.json'));
    symlinkSync('conf/budget.json', path.join(dir, 'budget.json'));
    const updated = await cli(dir, ['update']);
    expect(updated.code).toBe(0);
    expect(readlinkSync(path.join(dir, 'budget.json'))).toBe('conf/budget.json');
    expect(JSON.parse(readFileSync(path.join(dir, 'conf', 'budget.json'), 'utf8')).oversized['s/a'].bytes).toBeLessThan(
      5000,
    );
    writeFileSync(
      path.join(dir, 'conf', 'budget.json'),
      JSON.stringify({
        servers: { s: specServer('spec.json') },
        limits: { toolBytes: 50 },
        oversized: { 's/a': { bytes: 5000 } },
      }),
    );
    chmodSync(path.join(dir, 'conf', 'budget.json'), 0o444);
    const refused = await cli(dir, ['update']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('is read-only');
    expect(JSON.parse(readFileSync(path.join(dir, 'conf', 'budget.json'), 'utf8')).oversized['s/a'].bytes).toBe(5000);
  });
});

// The surfaces added with prompts, resources, $defs proposals, SARIF fingerprints and projection code: each line
// that carries server text either starts with mcp-budget's own indentation or is one of its own annotations.
const LINE = '\n## FORGEDLINE @octocat ![i](https://e.invalid/i.png) <img src=x> | cell ```';
const surfaces = {
  tools: [
    {
      name: 't',
      description: 'T.',
      inputSchema: {
        type: 'object',
        properties: { q: { type: 'string' } },
        $defs: { [`d${LINE}`]: { type: 'object', properties: { a: { type: 'string' } } } },
      },
    },
  ],
  instructions: `::error::forged by instructions${LINE}`,
  prompts: [
    {
      name: `p${LINE}\n===\nq`,
      description: `::warning::pd${LINE}`,
      arguments: [{ name: `a${LINE}`, description: 'x' }],
    },
  ],
  resources: [{ uri: `file:///r${LINE}`, name: `r${LINE}`, description: `rd${LINE}` }],
  resourceTemplates: [{ uriTemplate: `x://{a}${LINE}`, name: `tn${LINE}` }],
};

describe('prompts, resources, templates, instructions and $defs names in every reporter', () => {
  const dir = () =>
    project({
      'spec.json': surfaces,
      'budget.json': {
        servers: { s: specServer('spec.json') },
        limits: { toolBytes: 10, descriptionChars: 5, promptBytes: 5, resourceBytes: 5 },
      },
    });

  it('text: a server line break never starts a line of output', async () => {
    const run = await cli(dir(), ['check'], { GITHUB_ACTIONS: 'true' });
    expect(run.code).toBe(1);
    const carrying = runnerLines(run.stdout).filter((line) => line.includes('FORGEDLINE'));
    expect(carrying.length).toBeGreaterThan(0);
    // On a line of its own, at most after mcp-budget's indentation and its `│`.
    expect(carrying.some((line) => /^\s+│ ## FORGEDLINE/.test(line))).toBe(true);
    for (const line of carrying) expect(line).not.toMatch(/^\s*## FORGEDLINE/);
  });

  it('sarif: message markdown has no heading, mention, image or HTML from a server; its text no control or link', async () => {
    const run = await cli(dir(), ['check', '--reporter', 'sarif']);
    const results = JSON.parse(run.stdout).runs[0].results as Array<{ message: { text: string; markdown: string } }>;
    // message.text is plain text (SARIF 2.1.0 §3.11.3): no control character, and no embedded link `[..](..)`.
    for (const { message } of results) {
      expect(message.text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
      expect(message.text).not.toMatch(/(?<!\\)\[[^\]]*(?<!\\)\]\(/);
    }
    const messages = results.map((result) => result.message.markdown);
    expect(messages.some((text) => text.includes('FORGEDLINE'))).toBe(true);
    for (const text of messages) {
      // Nor a setext heading: a line of only `=` makes the line above it one.
      expect(text).not.toMatch(/^\s*#|^\s*=+\s*$/m);
      expect(text).not.toMatch(/@octocat|(?<!\\)!\[|(?<!\\)<img|(?<!\\)```|(?<!\\)\|/);
    }
  });
});

describe('suggest: the printed projection code', () => {
  it('a field name holding a line break (LF or U+2028) stays inside the comment: pasting the code runs nothing else', async () => {
    const records = Array.from({ length: 30 }, (_, i) => ({
      number: i,
      title: `t${i}`,
      url: `https://api.example.invalid/pulls/${i}`,
      user: {
        login: `u${i % 3}`,
        id: 1000 + (i % 3),
        avatar_url: `https://avatars.example.invalid/u/${i % 3}`,
        type: 'User',
      },
      body: `${'long body text '.repeat(40)}${i}`,
    }));
    const text = JSON.stringify({ 'x\u2028globalThis.pwnedLs = 1//': { 'y\nglobalThis.pwnedLf = 1//': records } });
    const dir = project({
      'spec.json': {
        tools: [
          { name: 'list', description: 'Lists.', inputSchema: { type: 'object' } },
          {
            name: 'get_one',
            description: 'Gets one.',
            inputSchema: { type: 'object', properties: { number: { type: 'number' } }, required: ['number'] },
          },
        ],
        results: { list: { content: [{ type: 'text', text }] } },
      },
      'budget.json': { servers: { s: specServer('spec.json') }, fixtures: [{ name: 'f', server: 's', tool: 'list' }] },
    });
    const { proposals } = JSON.parse((await cli(dir, ['suggest', 'fixture:f', '--json'])).stdout) as {
      proposals: Array<{ code?: string }>;
    };
    const codes = proposals.flatMap((proposal) => (proposal.code ? [proposal.code] : []));
    expect(codes.length).toBeGreaterThan(0);
    const scope = globalThis as Record<string, unknown>;
    for (const code of codes) {
      const { shape } = new Function(`${code}\nreturn { shape, project };`)() as { shape: unknown };
      expect(shape).toBeDefined();
    }
    expect([scope.pwnedLs, scope.pwnedLf]).toEqual([undefined, undefined]);
    const printed = (await cli(dir, ['suggest', 'fixture:f'])).stdout;
    expect(
      runnerLines(printed)
        .filter((line) => line.includes('globalThis.pwned'))
        .every((line) => /^\s+\/\/ send project/.test(line)),
    ).toBe(true);
  });
});
