// `suggest`: every proposal's saving is what the server saves once the change is made. Each kind is proposed on a
// real server, then the change is made by hand in a copy of that server, and both are measured with `check`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, cliJson, project, specServer } from '../helpers.js';

type Spec = { instructions?: string; tools: Array<Record<string, unknown>>; results?: Record<string, unknown> };

async function figures(spec: Spec, subject: string, fixtures: unknown[] = []) {
  const dir = project({ 'spec.json': spec, 'budget.json': { servers: { s: specServer('spec.json') }, fixtures } });
  const { report } = await cliJson(dir, ['check']);
  if (subject.startsWith('fixture:')) {
    const page = report.fixtures.find((f: { name: string }) => `fixture:${f.name}` === subject).pages[0];
    return { bytes: page.wireBytes, tokens: page.tokens };
  }
  if (subject === 's') return { bytes: report.servers[0].totals.bytes, tokens: report.servers[0].totals.tokens };
  const tool = report.servers[0].tools.find((t: { name: string }) => `s/${t.name}` === subject);
  return { bytes: tool.bytes, tokens: tool.tokens };
}

async function proposalsFor(spec: Spec, fixtures: unknown[] = []) {
  const dir = project({ 'spec.json': spec, 'budget.json': { servers: { s: specServer('spec.json') }, fixtures } });
  const run = await cli(dir, ['suggest', '--json']);
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout).proposals as Array<{
    subject: string;
    kind: string;
    lossless: boolean;
    saves: { bytes: number; tokens: number };
  }>;
}

/** The proposal of `kind` for `subject`, and the saving measured by making the change in the server. */
async function expectMeasuredSaving(
  kind: string,
  subject: string,
  before: Spec,
  after: Spec,
  fixtures: unknown[] = [],
) {
  const proposal = (await proposalsFor(before, fixtures)).find((p) => p.kind === kind && p.subject === subject);
  expect(proposal, `${kind} on ${subject}`).toBeDefined();
  const [was, now] = [await figures(before, subject, fixtures), await figures(after, subject, fixtures)];
  expect(proposal!.saves).toEqual({ bytes: was.bytes - now.bytes, tokens: was.tokens - now.tokens });
  expect(proposal!.saves.bytes).toBeGreaterThan(0);
  return proposal!;
}

const q = { type: 'string', description: 'Search text.' };

describe('suggest: each saving equals the change made in the server and measured again', () => {
  it('schema-dialect: "$schema" dropped from the input schema (lossless)', async () => {
    const before = {
      tools: [
        {
          name: 'find',
          description: 'Find.',
          inputSchema: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { q } },
        },
      ],
    };
    const after = {
      tools: [{ name: 'find', description: 'Find.', inputSchema: { type: 'object', properties: { q } } }],
    };
    expect((await expectMeasuredSaving('schema-dialect', 's/find', before, after)).lossless).toBe(true);
  });

  it('fields-the-model-never-sees: icons dropped', async () => {
    const icons = [{ src: `data:image/png;base64,${'A'.repeat(300)}`, mimeType: 'image/png' }];
    const before = { tools: [{ name: 'find', description: 'Find.', inputSchema: { type: 'object' }, icons }] };
    const after = { tools: [{ name: 'find', description: 'Find.', inputSchema: { type: 'object' } }] };
    await expectMeasuredSaving('fields-the-model-never-sees', 's/find', before, after);
  });

  it('repeated-in-parameters: a sentence the tool description says is removed from the parameter', async () => {
    const sentence = 'The query uses GitHub search syntax, with qualifiers like repo: and is:open.';
    const before = {
      tools: [
        {
          name: 'find',
          description: `Searches issues. ${sentence}`,
          inputSchema: { type: 'object', properties: { q: { type: 'string', description: `${sentence} Required.` } } },
        },
      ],
    };
    const after = {
      tools: [
        {
          name: 'find',
          description: `Searches issues. ${sentence}`,
          inputSchema: { type: 'object', properties: { q: { type: 'string', description: 'Required.' } } },
        },
      ],
    };
    await expectMeasuredSaving('repeated-in-parameters', 's/find', before, after);
  });

  it('repeated-subschema: a sub-schema used twice goes to $defs once (a choice)', async () => {
    const repo = {
      type: 'object',
      properties: {
        owner: { type: 'string', description: 'Account that owns it.' },
        name: { type: 'string', description: 'Repository name.' },
      },
      required: ['owner', 'name'],
    };
    const before = {
      tools: [
        {
          name: 'compare',
          description: 'Compare.',
          inputSchema: { type: 'object', properties: { base: repo, head: repo } },
        },
      ],
    };
    const after = {
      tools: [
        {
          name: 'compare',
          description: 'Compare.',
          inputSchema: {
            type: 'object',
            properties: { base: { $ref: '#/$defs/base' }, head: { $ref: '#/$defs/base' } },
            $defs: { base: repo },
          },
        },
      ],
    };
    expect((await expectMeasuredSaving('repeated-subschema', 's/compare', before, after)).lossless).toBe(false);
  });

  it('shared-usage-notes: a sentence in three descriptions moves to the instructions, net of their growth', async () => {
    const note = 'All dates are ISO 8601 strings in UTC, and every list is sorted newest first.';
    const tool = (name: string) => ({ name, description: `${name} things. ${note}`, inputSchema: { type: 'object' } });
    const before = { instructions: 'A tracker.', tools: ['list', 'get', 'find'].map(tool) };
    const after = {
      instructions: `A tracker.\n${note}`,
      tools: ['list', 'get', 'find'].map((name) => ({ ...tool(name), description: `${name} things.` })),
    };
    await expectMeasuredSaving('shared-usage-notes', 's', before, after);
  });

  const records = Array.from({ length: 6 }, (_, i) => ({
    id: i + 1,
    kind: 'issue',
    repository: 'acme/tracker',
    title: `Bug number ${i + 1}`,
  }));
  const fixtures = [{ name: 'list', server: 's', tool: 'list' }];
  const listTool = { name: 'list', description: 'List.', inputSchema: { type: 'object' } };

  it('compact-json-text: an indented JSON text sent compact (lossless)', async () => {
    const before = {
      tools: [listTool],
      results: { list: { content: [{ type: 'text', text: JSON.stringify({ items: records }, null, 2) }] } },
    };
    const after = {
      tools: [listTool],
      results: { list: { content: [{ type: 'text', text: JSON.stringify({ items: records }) }] } },
    };
    await expectMeasuredSaving('compact-json-text', 'fixture:list', before, after, fixtures);
  });

  it('unwrap-string-result: the object itself as structuredContent, not a string in {"result": …}', async () => {
    const text = JSON.stringify({ items: records });
    const before = {
      tools: [listTool],
      results: { list: { content: [{ type: 'text', text }], structuredContent: { result: text } } },
    };
    const after = {
      tools: [listTool],
      results: { list: { content: [{ type: 'text', text }], structuredContent: { items: records } } },
    };
    await expectMeasuredSaving('unwrap-string-result', 'fixture:list', before, after, fixtures);
  });

  it('constant-fields: fields equal in every record dropped from both copies (a choice)', async () => {
    const slim = records.map(({ id, title }) => ({ id, title }));
    const before = {
      tools: [listTool],
      results: {
        list: {
          content: [{ type: 'text', text: JSON.stringify({ items: records }) }],
          structuredContent: { items: records },
        },
      },
    };
    const after = {
      tools: [listTool],
      results: {
        list: {
          content: [{ type: 'text', text: JSON.stringify({ items: slim }) }],
          structuredContent: { items: slim },
        },
      },
    };
    expect((await expectMeasuredSaving('constant-fields', 'fixture:list', before, after, fixtures)).lossless).toBe(
      false,
    );
  });
});

describe('suggest as a command', () => {
  it('ranks by tokens saved, renders server text safely, and names a subject it does not know', async () => {
    const hostile = 'Ignore this \u001b[2J\u001b]0;owned\u0007 tool. Ignore this \u001b[2J\u001b]0;owned\u0007 tool.';
    const spec = {
      tools: [
        {
          name: 'x',
          description: `X. ${hostile}`,
          inputSchema: {
            $schema: 'http://json-schema.org/draft-07/schema#',
            type: 'object',
            properties: { a: { type: 'string', description: hostile } },
          },
        },
      ],
    };
    const dir = project({ 'spec.json': spec, 'budget.json': { servers: { s: specServer('spec.json') } } });
    const text = await cli(dir, ['suggest']);
    expect(text.code).toBe(0);
    expect(text.stdout).not.toContain('\u001b');
    expect(text.stdout).toMatch(/^\s+−\d+ tok\s+−\d+ B\s+lossless\s+s\/x$/m);
    const json = JSON.parse((await cli(dir, ['suggest', 's/x', '--json'])).stdout);
    const tokens = json.proposals.map((p: { saves: { tokens: number } }) => p.saves.tokens);
    expect(tokens).toEqual([...tokens].sort((a, b) => b - a));
    const unknown = await cli(dir, ['suggest', 's/nope']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('server "s" lists no tool "nope"');
    // explain names the tools the server does list: as quoted data, its controls shown, never a new line or a command.
    const named = project({
      'spec.json': {
        tools: [{ name: 'a\n::error::pwned \u001b[2J', description: 'A.', inputSchema: { type: 'object' } }],
      },
      'budget.json': { servers: { s: specServer('spec.json') } },
    });
    const listed = await cli(named, ['explain', 's/nope']);
    expect(listed.code).toBe(2);
    expect(listed.stderr.split('\n')[0]).toMatch(
      /^mcp-budget: server "s" lists no tool "nope"; it lists "a\\n::error::pwned .*\[2J"$/,
    );
    expect(listed.stderr).not.toContain('\u001b');
    expect(listed.stderr).not.toMatch(/^::/m);
  });
});

describe('check: a failing size finding names its best measured change', () => {
  it('TOOL_OVER_BUDGET: the fix line and the summary name the change that saves the most, with the saving made real', async () => {
    const icons = [{ src: `data:image/png;base64,${'A'.repeat(600)}`, mimeType: 'image/png' }];
    const before = {
      tools: [
        {
          name: 'find',
          description: 'Find.',
          inputSchema: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { q } },
          icons,
        },
      ],
    };
    const after = {
      tools: [
        {
          name: 'find',
          description: 'Find.',
          inputSchema: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { q } },
        },
      ],
    };
    const dir = project({
      'spec.json': before,
      'budget.json': { servers: { s: specServer('spec.json') }, limits: { toolBytes: 300 } },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(1);
    const [was, now] = [await figures(before, 's/find'), await figures(after, 's/find')];
    const saves = { bytes: was.bytes - now.bytes, tokens: was.tokens - now.tokens };
    expect(report.fixes).toEqual([
      { subject: 's/find', proposal: expect.objectContaining({ kind: 'fields-the-model-never-sees', saves }) },
    ]);
    const finding = report.findings.find((f: { code: string }) => f.code === 'TOOL_OVER_BUDGET');
    expect(finding.fix).toContain(
      `measured: drop "icons": no host sends it to the model, but it counts in every listing saves ${saves.tokens.toLocaleString('en-US')} tokens, ${saves.bytes.toLocaleString('en-US')} bytes (npx mcp-budget suggest s/find)`,
    );
    const markdown = (await cli(dir, ['check', '--reporter', 'markdown'])).stdout;
    expect(markdown).toContain('### Measured fixes');
    expect(markdown).toMatch(/\| s\/find \| drop "icons".* \| [\d,]+ tok · [\d,]+ B \|/);
  });

  it('RESULT_OVER_BUDGET: an indented result is told to send compact JSON, by exactly what that saves', async () => {
    const records = Array.from({ length: 40 }, (_, i) => ({ id: i, title: `Issue ${i}`, labels: ['bug', 'p1'] }));
    const listTool = { name: 'list', description: 'List.', inputSchema: { type: 'object' } };
    const fixtures = [{ name: 'list', server: 's', tool: 'list' }];
    const before = {
      tools: [listTool],
      results: { list: { content: [{ type: 'text', text: JSON.stringify({ items: records }, null, 2) }] } },
    };
    const after = {
      tools: [listTool],
      results: { list: { content: [{ type: 'text', text: JSON.stringify({ items: records }) }] } },
    };
    const dir = project({
      'spec.json': before,
      'budget.json': { servers: { s: specServer('spec.json') }, limits: { resultTokens: 200 }, fixtures },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(1);
    const [was, now] = [
      await figures(before, 'fixture:list', fixtures),
      await figures(after, 'fixture:list', fixtures),
    ];
    expect(report.fixes).toEqual([
      {
        subject: 'fixture:list',
        proposal: expect.objectContaining({
          kind: 'compact-json-text',
          saves: { bytes: was.bytes - now.bytes, tokens: was.tokens - now.tokens },
        }),
      },
    ]);
  });

  it('a passing check has no fixes', async () => {
    const dir = project({
      'spec.json': { tools: [{ name: 'find', description: 'Find.', inputSchema: { type: 'object' }, icons: [] }] },
      'budget.json': { servers: { s: specServer('spec.json') } },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(0);
    expect(report.fixes).toBeUndefined();
  });
});

describe('suggest without hosts: the description cut asks every shipped profile', () => {
  it("a description past OpenAI API's 1,024 and Claude Code's 16,384: one cut each, naming the host that cuts there, measured", async () => {
    const description = `Searches the index. ${'Detail that goes on and on. '.repeat(600)}`;
    const before = { tools: [{ name: 'find', description, inputSchema: { type: 'object' } }] };
    const cuts = (await proposalsFor(before)).filter((p) => p.kind === 'description-past-cut') as Array<{
      subject: string;
      kind: string;
      lossless: boolean;
      change: string;
      loses?: string;
      saves: { bytes: number; tokens: number };
      hosts?: unknown;
    }>;
    expect(
      cuts.map((p) => /^shorten the description to [\d,]+ chars: [^,]+ cuts it there/.exec(p.change)?.[0]).sort(),
    ).toEqual([
      'shorten the description to 1,024 chars: OpenAI API cuts it there',
      'shorten the description to 16,384 chars: Claude Code cuts it there',
    ]);
    expect(cuts).toHaveLength(2);
    for (const [cut, proposal] of [
      [1024, cuts.find((p) => p.change.includes(' 1,024 chars'))!],
      [16384, cuts.find((p) => p.change.includes(' 16,384 chars'))!],
    ] as const) {
      // Every other shipped host shows its model more: a choice, and no per-host figures (no host declared).
      expect(proposal).toMatchObject({ subject: 's/find', lossless: false });
      expect(proposal.hosts).toBeUndefined();
      expect(proposal.loses).toContain('codex');
      expect(proposal.loses).toContain('(no `hosts` in budget.json: every shipped host profile asked)');
      const after = {
        tools: [{ name: 'find', description: description.slice(0, cut), inputSchema: { type: 'object' } }],
      };
      const [was, now] = [await figures(before, 's/find'), await figures(after, 's/find')];
      expect(proposal.saves).toEqual({ bytes: was.bytes - now.bytes, tokens: was.tokens - now.tokens });
    }
    expect(cuts.find((p) => p.change.includes(' 16,384 chars'))!.loses).not.toContain('openai-api');
  });
});

describe("suggest with hosts: what each host's model receives less, measured on that host's own payload", () => {
  async function hostFigures(spec: Spec, tool: string) {
    const dir = project({
      'spec.json': spec,
      'budget.json': { servers: { s: specServer('spec.json') }, hosts: ['claude-code', 'codex'] },
    });
    const { report } = await cliJson(dir, ['check']);
    return Object.fromEntries(
      report.servers[0].hosts.map(
        (h: { host: string; perTool: Array<{ name: string; tokens: number; bytes: number }> }) => [
          h.host,
          h.perTool.find((t) => t.name === tool),
        ],
      ),
    );
  }

  it('description-past-cut: Claude Code reads 16,384 chars (loaded through tool search, its default); the rest saved for it, a choice where Codex still shows it', async () => {
    const description = `Searches the index. ${'Detail that goes on and on. '.repeat(600)}`;
    const before = { tools: [{ name: 'find', description, inputSchema: { type: 'object' } }] };
    const after = {
      tools: [{ name: 'find', description: description.slice(0, 16384), inputSchema: { type: 'object' } }],
    };
    const dir = project({
      'spec.json': before,
      'budget.json': { servers: { s: specServer('spec.json') }, hosts: ['claude-code', 'codex'] },
    });
    const proposals = JSON.parse((await cli(dir, ['suggest', '--json'])).stdout).proposals;
    const cut = proposals.find((p: { kind: string }) => p.kind === 'description-past-cut');
    expect(cut).toMatchObject({
      subject: 's/find',
      lossless: false,
      loses: 'what codex still show their model past 16,384 chars',
    });
    const [was, now] = [await figures(before, 's/find'), await figures(after, 's/find')];
    expect(cut.saves).toEqual({ bytes: was.bytes - now.bytes, tokens: was.tokens - now.tokens });
    const [hostWas, hostNow] = [await hostFigures(before, 'find'), await hostFigures(after, 'find')];
    // Codex's model reads every char it stops receiving.
    expect(cut.hosts).toEqual([
      {
        host: 'claude-code',
        bytes: hostWas['claude-code'].bytes - hostNow['claude-code'].bytes,
        tokens: hostWas['claude-code'].tokens - hostNow['claude-code'].tokens,
      },
      {
        host: 'codex',
        bytes: hostWas.codex.bytes - hostNow.codex.bytes,
        tokens: hostWas.codex.tokens - hostNow.codex.tokens,
      },
    ]);
    // Claude Code never sent the rest: all it stops receiving is its own cut marker (recorded: "… [truncated]").
    expect(cut.hosts[0]).toMatchObject({ bytes: Buffer.byteLength('… [truncated]') });
    expect(cut.hosts[1].tokens).toBeGreaterThan(0);
  });

  it('fields the model never sees save bytes on the wire and nothing for any host', async () => {
    const spec = {
      tools: [
        { name: 'find', description: 'Find.', inputSchema: { type: 'object' }, _meta: { build: 'x'.repeat(200) } },
      ],
    };
    const dir = project({
      'spec.json': spec,
      'budget.json': { servers: { s: specServer('spec.json') }, hosts: ['claude-code', 'codex'] },
    });
    const proposal = JSON.parse((await cli(dir, ['suggest', '--json'])).stdout).proposals.find(
      (p: { kind: string }) => p.kind === 'fields-the-model-never-sees',
    );
    expect(proposal.saves.bytes).toBeGreaterThan(200);
    expect(proposal.hosts).toEqual([
      { host: 'claude-code', bytes: 0, tokens: 0 },
      { host: 'codex', bytes: 0, tokens: 0 },
    ]);
  });
});

describe('after the change, update lowers the budget and says so', () => {
  it('the proposal applied: update lowers the oversized entry by exactly the saving suggest printed', async () => {
    const icons = [{ src: `data:image/png;base64,${'A'.repeat(600)}`, mimeType: 'image/png' }];
    const before = {
      tools: [{ name: 'find', description: 'Find.', inputSchema: { type: 'object', properties: { q } }, icons }],
    };
    const after = {
      tools: [{ name: 'find', description: 'Find.', inputSchema: { type: 'object', properties: { q } } }],
    };
    const was = await figures(before, 's/find');
    const dir = project({
      'spec.json': before,
      'budget.json': {
        servers: { s: specServer('spec.json') },
        limits: { toolBytes: 50, toolTokens: 10 },
        oversized: { 's/find': { bytes: was.bytes, tokens: was.tokens } },
      },
    });
    expect((await cli(dir, ['check'])).code).toBe(0);
    const suggestion = await cli(dir, ['suggest']);
    expect(suggestion.stdout).toContain('After a change, `npx mcp-budget update` lowers the budget to the new size.');
    const proposal = JSON.parse((await cli(dir, ['suggest', '--json'])).stdout).proposals.find(
      (p: { kind: string }) => p.kind === 'fields-the-model-never-sees',
    );
    writeFileSync(path.join(dir, 'spec.json'), JSON.stringify(after));
    const update = await cli(dir, ['update']);
    expect(update.code).toBe(0);
    const now = { bytes: was.bytes - proposal.saves.bytes, tokens: was.tokens - proposal.saves.tokens };
    expect(update.stdout).toContain(
      `lowered oversized["s/find"]: bytes ${was.bytes.toLocaleString('en-US')} → ${now.bytes.toLocaleString('en-US')}, tokens ${was.tokens.toLocaleString('en-US')} → ${now.tokens.toLocaleString('en-US')}`,
    );
    expect(JSON.parse(readFileSync(path.join(dir, 'budget.json'), 'utf8')).oversized['s/find']).toEqual(now);
  });
});
