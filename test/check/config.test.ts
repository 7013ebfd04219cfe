import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBudget } from '../../src/budget/config.js';
import { ConfigError } from '../../src/errors.js';
import { cli, project, ROOT, specServer } from '../helpers.js';

const DESIGN_EXAMPLE = {
  $schema: './node_modules/mcp-budget/budget.schema.json',
  tokenizer: 'o200k_base',
  servers: { prs: { command: 'node', args: ['examples/prs/server.mjs'], env: { PRS_FILE: 'examples/prs/prs.json' } } },
  limits: {
    toolBytes: 4000,
    toolTokens: 1000,
    totalBytes: 160000,
    totalTokens: 40000,
    descriptionChars: 2048,
    nameChars: 64,
    toolCount: 100,
    resultTokens: 20000,
  },
  oversized: { 'prs/search_code': { bytes: 9791, tokens: 2210 }, 'fixture:pr-with-4000-line-body': { tokens: 24000 } },
  fixtures: [
    {
      name: 'all-prs',
      server: 'prs',
      tool: 'list_pull_requests',
      arguments: { state: 'all' },
      maxTokens: 4000,
      paginate: { cursorArgument: 'cursor', nextCursor: '/next_cursor', items: '/items', key: 'number' },
    },
    {
      name: 'pr-with-4000-line-body',
      server: 'prs',
      tool: 'get_pull_request',
      arguments: { number: 1412, body_max_chars: 100000 },
    },
    {
      name: 'foreign-cursor',
      server: 'prs',
      tool: 'list_pull_requests',
      arguments: { state: 'open', cursor: { fromFixture: 'all-prs', page: 1 } },
      expect: { isError: true, textIncludes: 'different query' },
    },
  ],
};

function problems(text: string): string[] {
  try {
    parseBudget('budget.json', text);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('budget.json validation', () => {
  it('accepts the DESIGN.md example as written', () => {
    expect(problems(JSON.stringify(DESIGN_EXAMPLE))).toEqual([]);
  });

  it('names the JSON path and what was expected', () => {
    expect(problems(JSON.stringify({ limits: { toolBytes: 'big' } }))).toEqual(['$.limits.toolBytes: must be integer']);
    expect(problems(JSON.stringify({ limits: { toolbytes: 1 } }))).toEqual([
      '$.limits: unknown key "toolbytes" (did you mean "toolBytes"?)',
    ]);
    expect(problems(JSON.stringify({ tokenizer: 'p50k' }))).toEqual([
      '$.tokenizer: must be one of "o200k_base", "cl100k_base"',
    ]);
    expect(problems(JSON.stringify({ oversized: { 'prs/x': { bytes: -1 } } }))).toEqual([
      '$.oversized["prs/x"].bytes: must be >= 0',
    ]);
    // A fixture calls a tool, asks for a prompt or reads a resource: naming none (or two) says so, once.
    expect(problems(JSON.stringify({ fixtures: [{ name: 'a', server: 's' }] }))).toEqual([
      '$.fixtures[0]: give exactly one of "tool", "prompt", "resource" (what the fixture calls)',
    ]);
    expect(
      problems(
        JSON.stringify({
          fixtures: [
            { name: 'a', server: 's', resource: 'file:///a', paginate: { cursorArgument: 'c', nextCursor: '/n' } },
          ],
        }),
      ),
    ).toEqual(['$.fixtures[0].paginate: only a tool fixture has "paginate" (this one reads a resource)']);
    expect(
      problems(JSON.stringify({ fixtures: [{ name: 'a', server: 's', prompt: 'p', arguments: { n: 1 } }] })),
    ).toEqual(["$.fixtures[0].arguments.n: a prompt's arguments are strings (prompts/get)"]);
    expect(
      problems(
        JSON.stringify({
          fixtures: [
            { name: 'a', server: 's', tool: 't' },
            { name: 'a', server: 's', tool: 't' },
          ],
        }),
      ),
    ).toEqual(['$.fixtures[1].name: "a" is used by two fixtures']);
    // A session's steps are fixtures of this budget, and two sessions do not share a name.
    expect(
      problems(
        JSON.stringify({
          hosts: ['codex'],
          fixtures: [{ name: 'a', server: 's', tool: 't' }],
          sessions: [
            { name: 'x', steps: ['a', 'b'] },
            { name: 'x', steps: ['a'] },
          ],
        }),
      ),
    ).toEqual([
      '$.sessions[0].steps[1]: "b" is not a fixture of this budget',
      '$.sessions[1].name: "x" is used by two sessions',
    ]);
    // Priced on the hosts of "hosts": without one, sessionTokens would check nothing in silence.
    expect(
      problems(
        JSON.stringify({ fixtures: [{ name: 'a', server: 's', tool: 't' }], sessions: [{ name: 'x', steps: ['a'] }] }),
      ),
    ).toEqual(['$.sessions: a session is priced on the hosts of "hosts" (claude-code, codex, …): name at least one']);
    expect(problems('{\n  "limits": {,}\n}')[0]).toMatch(/^line 2, column 14: invalid JSON/);
    // In words, one line per place: a trailing comma, and a file cut short (the parser says that spot three times).
    expect(problems('{\n  "limits": {\n    "toolBytes": 4000,\n  }\n}\n')).toEqual([
      'line 4, column 3: invalid JSON: a property name in double quotes was expected (a trailing comma before "}"?) (PropertyNameExpected)',
    ]);
    expect(problems('{"limits": {"toolBytes": 4')).toEqual([
      'line 1, column 27: invalid JSON: a "}" was expected (an object left open, or a file cut short?) (CloseBraceExpected)',
    ]);
    expect(new ConfigError('budget.json', ['a', 'b']).message).toBe('budget.json:\n  - a\n  - b');
  });

  it('ships a schema file that the package exposes for $schema completion', () => {
    const schema = JSON.parse(readFileSync(path.join(ROOT, 'budget.schema.json'), 'utf8'));
    expect(schema.additionalProperties).toBe(false);
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    expect(pkg.files).toContain('budget.schema.json');
  });

  it('an invalid budget.json exits 2 naming the file and path, and is left untouched by update', async () => {
    const text = JSON.stringify({ servers: { s: specServer('spec.json') }, limits: { toolBytes: -5 } });
    const dir = project({ 'budget.json': text });
    const check = await cli(dir, ['check']);
    expect(check.code).toBe(2);
    expect(check.stderr).toBe('mcp-budget: budget.json: $.limits.toolBytes: must be >= 0\n');
    const update = await cli(dir, ['update']);
    expect(update.code).toBe(2);
    expect(readFileSync(path.join(dir, 'budget.json'), 'utf8')).toBe(text);
  });

  it('a missing budget.json says how to create one', async () => {
    const { code, stderr } = await cli(project({}), ['check']);
    expect(code).toBe(2);
    expect(stderr).toContain('not found. Create one with `npx mcp-budget init');
  });

  it('a budget with no servers at all is a usage error, not a silent pass', async () => {
    const { code, stderr } = await cli(project({ 'budget.json': { limits: { toolBytes: 100 } } }), ['check']);
    expect(code).toBe(2);
    expect(stderr).toContain('budget.json declares no servers');
  });

  it('usage errors exit 2', async () => {
    expect((await cli(project({}), ['frobnicate'])).code).toBe(2);
    expect((await cli(project({}), ['--reporter', 'xml'])).code).toBe(2);
    expect((await cli(project({}), ['--nope'])).code).toBe(2);
    expect((await cli(project({}), ['update', '--ci'])).code).toBe(2);
  });
});

describe('a server that cannot start', () => {
  it('exits 3 and names the server and the cause', async () => {
    const dir = project({ 'budget.json': { servers: { ghost: { command: 'definitely-not-a-command-xyz' } } } });
    const { code, stdout } = await cli(dir, ['check']);
    expect(code).toBe(3);
    expect(stdout).toContain('SERVER_START_FAILED  ghost');
    expect(stdout).toContain('command not found: definitely-not-a-command-xyz');
  });
});

describe('the generated budget.json validator', () => {
  it('is what scripts/generate-validator.mjs makes from the committed schema', async () => {
    // @ts-expect-error: a plain .mjs build script without types
    const { validatorSource } = await import('../../scripts/generate-validator.mjs');
    expect(readFileSync(path.join(ROOT, 'src', 'budget', 'generated', 'budget-validator.js'), 'utf8')).toBe(
      validatorSource(),
    );
  });
});

describe('--server specs', () => {
  it('name commands, urls and quoted arguments', async () => {
    const { serversFromSpecs } = await import('../../src/commands/server-specs.js');
    expect(
      serversFromSpecs(
        [
          'node dist/index.js',
          'files=npx -y @modelcontextprotocol/server-filesystem "my dir"',
          'https://mcp.example.com/mcp',
          'node dist/index.js',
          'node ../weather/build/server.js',
        ],
        '/home/dev/notes-mcp',
      ),
    ).toEqual({
      'notes-mcp': { command: 'node', args: ['dist/index.js'] },
      files: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem', 'my dir'] },
      'mcp.example.com': { url: 'https://mcp.example.com/mcp' },
      'notes-mcp-2': { command: 'node', args: ['dist/index.js'] },
      weather: { command: 'node', args: ['../weather/build/server.js'] },
    });
  });
});
