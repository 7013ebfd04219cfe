// `suggest` with hosts: the kinds that depend on what each host does (drops keywords, reads one copy of a result,
// cuts a page). Each proposal is made on a real server, then the change is made in a copy of that server, both are
// measured with `check`, and the printed saving (total and per host) must be the difference.
import { describe, expect, it } from 'vitest';
import { cli, cliJson, project, specServer } from '../helpers.js';

type Spec = { tools: Array<Record<string, unknown>>; results?: Record<string, unknown> };
type Figures = { bytes: number; tokens: number };
type Proposal = {
  subject: string;
  kind: string;
  lossless: boolean;
  change: string;
  loses?: string;
  saves: Figures;
  hosts?: Array<{ host: string } & Figures>;
};

function budget(spec: Spec, hosts: string[], fixtures: unknown[] = [], extra: Record<string, unknown> = {}) {
  return project({
    'spec.json': spec,
    'budget.json': { servers: { s: specServer('spec.json') }, hosts, fixtures, ...extra },
  });
}

/** What check measures of a subject: its figures, and what each host's model receives of it. */
async function measured(
  spec: Spec,
  subject: string,
  hosts: string[],
  fixtures: unknown[] = [],
): Promise<{ total: Figures; hosts: Record<string, Figures> }> {
  const { report } = await cliJson(budget(spec, hosts, fixtures), ['check']);
  if (subject.startsWith('fixture:')) {
    const fixture = report.fixtures.find((f: { name: string }) => `fixture:${f.name}` === subject);
    const perHost = Object.fromEntries(
      fixture.hosts.map((h: { host: string } & Figures) => [h.host, { bytes: h.bytes, tokens: h.tokens }]),
    );
    return { total: { bytes: fixture.pages[0].wireBytes, tokens: fixture.pages[0].tokens }, hosts: perHost };
  }
  const name = subject.slice(subject.indexOf('/') + 1);
  const tool = report.servers[0].tools.find((t: { name: string }) => t.name === name);
  const perHost = Object.fromEntries(
    report.servers[0].hosts.map((h: { host: string; perTool: Array<{ name: string } & Figures> }) => {
      const entry = h.perTool.find((t) => t.name === name)!;
      return [h.host, { bytes: entry.bytes, tokens: entry.tokens }];
    }),
  );
  return { total: { bytes: tool.bytes, tokens: tool.tokens }, hosts: perHost };
}

async function suggested(spec: Spec, hosts: string[], fixtures: unknown[] = []): Promise<Proposal[]> {
  const run = await cli(budget(spec, hosts, fixtures), ['suggest', '--json']);
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout).proposals;
}

/** The proposal's saving, total and per host, is what making the change in the server saves. */
async function expectMeasured(
  proposal: Proposal | undefined,
  before: Spec,
  after: Spec,
  hosts: string[],
  fixtures: unknown[] = [],
  afterFixtures = fixtures,
) {
  expect(proposal).toBeDefined();
  const [was, now] = [
    await measured(before, proposal!.subject, hosts, fixtures),
    await measured(after, proposal!.subject, hosts, afterFixtures),
  ];
  expect(proposal!.saves).toEqual({
    bytes: was.total.bytes - now.total.bytes,
    tokens: was.total.tokens - now.total.tokens,
  });
  expect(proposal!.hosts).toEqual(
    hosts.map((host) => ({
      host,
      bytes: was.hosts[host]!.bytes - now.hosts[host]!.bytes,
      tokens: was.hosts[host]!.tokens - now.hosts[host]!.tokens,
    })),
  );
  return proposal!;
}

describe('keywords-hosts-drop: defaults and constraints a host never passes to its model', () => {
  const schema = (keywords: boolean) => ({
    type: 'object',
    properties: {
      q: {
        type: 'string',
        description: 'Search text.',
        ...(keywords ? { minLength: 1, maxLength: 256, default: 'is:open sort:updated-desc' } : {}),
      },
      limit: {
        type: 'integer',
        description: 'Results per page.',
        ...(keywords ? { minimum: 1, maximum: 100, default: 30 } : {}),
      },
      // A property named "default" is a parameter, not the keyword: it stays.
      default: { type: 'boolean', description: 'Use the saved search.' },
    },
  });
  const before = { tools: [{ name: 'find', description: 'Find issues.', inputSchema: schema(true) }] };
  const after = { tools: [{ name: 'find', description: 'Find issues.', inputSchema: schema(false) }] };

  it('a choice where one host drops them and another shows them: Codex saves nothing, Claude Code loses them', async () => {
    const hosts = ['codex', 'claude-code'];
    const proposal = (await suggested(before, hosts)).find((p) => p.kind === 'keywords-hosts-drop');
    await expectMeasured(proposal, before, after, hosts);
    expect(proposal).toMatchObject({
      subject: 's/find',
      lossless: false,
      loses: 'the defaults and constraints Claude Code still show their model',
    });
    expect(proposal!.change).toContain(
      'drop "minLength", "maxLength", "default" ×2, "minimum", "maximum" from the input schema: Codex CLI never passes them',
    );
    expect(proposal!.hosts![0]).toEqual({ host: 'codex', bytes: 0, tokens: 0 });
    expect(proposal!.hosts![1]!.tokens).toBeGreaterThan(0);
  });

  it('lossless for the model when every host in `hosts` drops them', async () => {
    const hosts = ['codex'];
    const proposal = (await suggested(before, hosts)).find((p) => p.kind === 'keywords-hosts-drop');
    expect((await expectMeasured(proposal, before, after, hosts)).lossless).toBe(true);
    expect(proposal!.saves.bytes).toBeGreaterThan(80);
  });
});

describe('structured-and-text-copies: a text block that repeats structuredContent', () => {
  const records = Array.from({ length: 8 }, (_, i) => ({
    id: i + 1,
    title: `Crash when saving file ${i + 1}`,
    state: i % 2 ? 'open' : 'closed',
    comments: i * 3,
  }));
  const listTool = { name: 'list', description: 'List.', inputSchema: { type: 'object' } };
  const fixtures = [{ name: 'list', server: 's', tool: 'list' }];
  const text = { type: 'text', text: JSON.stringify({ items: records }) };
  const before = { tools: [listTool], results: { list: { content: [text], structuredContent: { items: records } } } };

  it('hosts that read only structuredContent: dropping the text copy is lossless, and saves nothing any of them reads', async () => {
    const hosts = ['claude-code', 'codex'];
    const proposals = (await suggested(before, hosts, fixtures)).filter((p) => p.kind === 'structured-and-text-copies');
    // No host here reads the text alone: dropping structuredContent would save none of them anything.
    expect(proposals).toHaveLength(1);
    const after = { tools: [listTool], results: { list: { content: [], structuredContent: { items: records } } } };
    const proposal = await expectMeasured(proposals[0], before, after, hosts, fixtures);
    expect(proposal).toMatchObject({
      lossless: true,
      hosts: [
        { host: 'claude-code', bytes: 0, tokens: 0 },
        { host: 'codex', bytes: 0, tokens: 0 },
      ],
    });
    expect(proposal.change).toContain('Claude Code, Codex CLI read only structuredContent');
  });

  it('hosts that differ: dropping the text is a choice (Cursor reads only text), dropping structuredContent is not', async () => {
    const hosts = ['claude-code', 'copilot-jetbrains', 'cursor'];
    const proposals = (await suggested(before, hosts, fixtures)).filter((p) => p.kind === 'structured-and-text-copies');
    const dropText = proposals.find((p) => p.change.startsWith('drop the text block'));
    const dropStructured = proposals.find((p) => p.change.startsWith('drop structuredContent'));
    await expectMeasured(
      dropText,
      before,
      { tools: [listTool], results: { list: { content: [], structuredContent: { items: records } } } },
      hosts,
      fixtures,
    );
    expect(dropText).toMatchObject({
      lossless: false,
      loses: 'the whole result for Cursor, which reads only the text',
    });
    await expectMeasured(
      dropStructured,
      before,
      { tools: [listTool], results: { list: { content: [text] } } },
      hosts,
      fixtures,
    );
    expect(dropStructured!.lossless).toBe(true);
    // Copilot in JetBrains reads both copies: either change halves what its model gets.
    expect(dropStructured!.hosts!.find((h) => h.host === 'copilot-jetbrains')!.tokens).toBeGreaterThan(50);
  });

  it('a tool with an outputSchema keeps structuredContent: only the text copy is proposed', async () => {
    const typed = { ...listTool, outputSchema: { type: 'object' } };
    const spec = { ...before, tools: [typed] };
    const proposals = (await suggested(spec, ['cursor', 'claude-code'], fixtures)).filter(
      (p) => p.kind === 'structured-and-text-copies',
    );
    expect(proposals.map((p) => p.change.slice(0, 19))).toEqual(['drop the text block']);
  });
});

describe('page-size-for-host-cut: the largest page each host passes whole, cursor intact', () => {
  const records = Array.from({ length: 260 }, (_, i) => ({
    id: i + 1,
    title: `Crash when saving a file with a long name, report ${i + 1}`,
    state: i % 3 ? 'open' : 'closed',
    assignee: `dev-${i % 7}`,
    labels: ['bug', 'needs-triage'],
  }));
  const listTool = {
    name: 'list',
    description: 'List.',
    inputSchema: { type: 'object', properties: { cursor: { type: 'string' } } },
  };
  const paginate = { cursorArgument: 'cursor', nextCursor: '/next_cursor', items: '/items' };
  const fixtures = [{ name: 'list', server: 's', tool: 'list', paginate }];
  const paged = (pageSize: number) => ({ tools: [listTool], results: { list: { $pages: { records, pageSize } } } });
  const cursor = (offset: number) => Buffer.from(JSON.stringify({ offset })).toString('base64url');

  // Copilot CLI sends structuredContent once when it is the text's JSON (recorded from 1.0.102), so a page spills on
  // its own size: 200 records (about 26,000 chars) are over its 20,480.
  it('Copilot CLI saves a 200-record page to a file (over 20,480 chars, recorded from 1.0.102) and loses the cursor; the proposed size fits, one more does not', async () => {
    const hosts = ['copilot-cli', 'codex'];
    const proposals = (await suggested(paged(200), hosts, fixtures)).filter((p) => p.kind === 'page-size-for-host-cut');
    // Codex reads structuredContent and passes 40,000 bytes: only Copilot CLI needs a smaller page.
    expect(proposals).toHaveLength(1);
    const size = Number(/at most (\d+) records/.exec(proposals[0]!.change)![1]);
    expect(proposals[0]!.change).toContain('(page 1 has 200): GitHub Copilot CLI then passes the page whole');
    expect(proposals[0]!.lossless).toBe(false);
    // The change made: page 1 with its first `size` records and its own cursor.
    const payload = { items: records.slice(0, size), total: records.length, has_more: true, next_cursor: cursor(200) };
    const after = {
      tools: [listTool],
      results: { list: { content: [{ type: 'text', text: JSON.stringify(payload) }], structuredContent: payload } },
    };
    await expectMeasured(proposals[0], paged(200), after, hosts, fixtures, [
      { name: 'list', server: 's', tool: 'list' },
    ]);
    // The server paging at that size: Copilot CLI gets every page whole, cursor and all; one record more and it spills.
    const view = async (pageSize: number) =>
      (await cliJson(budget(paged(pageSize), hosts, fixtures), ['check'])).report.fixtures[0].hosts.find(
        (h: { host: string }) => h.host === 'copilot-cli',
      );
    expect(await view(size)).toMatchObject({ outcome: 'whole', lost: [] });
    expect((await view(size + 1)).outcome).toBe('spilled');
  });
});

describe("result proposals of every kind say what each host's model receives less", () => {
  it('compact-json-text: Cursor reads the indented text and saves; Claude Code reads structuredContent and saves nothing', async () => {
    const records = Array.from({ length: 12 }, (_, i) => ({
      id: i + 1,
      title: `Issue ${i + 1}`,
      labels: ['bug', `p${i % 3}`],
    }));
    const listTool = { name: 'list', description: 'List.', inputSchema: { type: 'object' } };
    const fixtures = [{ name: 'list', server: 's', tool: 'list' }];
    const hosts = ['cursor', 'claude-code'];
    const result = (text: string) => ({
      tools: [listTool],
      results: { list: { content: [{ type: 'text', text }], structuredContent: { items: records } } },
    });
    const [before, after] = [
      result(JSON.stringify({ items: records }, null, 2)),
      result(JSON.stringify({ items: records })),
    ];
    const proposal = await expectMeasured(
      (await suggested(before, hosts, fixtures)).find((p) => p.kind === 'compact-json-text'),
      before,
      after,
      hosts,
      fixtures,
    );
    expect(proposal.hosts![0]!.tokens).toBeGreaterThan(0);
    expect(proposal.hosts![1]).toEqual({ host: 'claude-code', bytes: 0, tokens: 0 });
  });
});

describe('check: a cut that loses the cursor is a failing finding whose fix names the page size', () => {
  it('TRUNCATED_BY_HOST (Claude Code spills the page and its cursor): the fix line and the summary name the measured page size', async () => {
    const records = Array.from({ length: 800 }, (_, i) => ({
      id: i + 1,
      title: `Crash when saving a file with a long name, report number ${i + 1} of the tracker`,
      state: ['open', 'closed', 'draft'][i % 3],
      assignee: `dev-${i % 7}`,
    }));
    const listTool = {
      name: 'list',
      description: 'List.',
      inputSchema: { type: 'object', properties: { cursor: { type: 'string' } } },
    };
    const fixtures = [
      {
        name: 'list',
        server: 's',
        tool: 'list',
        paginate: { cursorArgument: 'cursor', nextCursor: '/next_cursor', items: '/items' },
      },
    ];
    const dir = budget(
      { tools: [listTool], results: { list: { $pages: { records, pageSize: 400 } } } },
      ['claude-code'],
      fixtures,
      { limits: { resultTokens: 100000, resultBytes: 1000000 } },
    );
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(1);
    expect(
      report.findings.filter((f: { severity: string }) => f.severity === 'error').map((f: { code: string }) => f.code),
    ).toEqual(['TRUNCATED_BY_HOST']);
    const proposal = (
      await suggested(
        { tools: [listTool], results: { list: { $pages: { records, pageSize: 400 } } } },
        ['claude-code'],
        fixtures,
      )
    ).find((p) => p.kind === 'page-size-for-host-cut')!;
    expect(proposal.change).toMatch(
      /^return at most \d+ records a page \(page 1 has 400\): Claude Code then passes the page whole/,
    );
    expect(report.fixes).toEqual([{ subject: 'fixture:list', proposal }]);
    const finding = report.findings.find((f: { code: string }) => f.code === 'TRUNCATED_BY_HOST');
    expect(finding.fix).toContain(
      `measured: ${proposal.change} saves ${proposal.saves.tokens.toLocaleString('en-US')} tokens`,
    );
    const markdown = (await cli(dir, ['check', '--reporter', 'markdown'])).stdout;
    expect(markdown).toMatch(
      /### Measured fixes\n\n\| failing \| change \| saves \|\n\|---\|---\|---:\|\n\| fixture\\:list \| return at most \d+ records a page .* \(a choice\) \| [\d,]+ tok · [\d,]+ B \|/,
    );
  });
});

describe('hostile result text stays inert in every proposal output', () => {
  it('a record field named to move the terminal, start a workflow command, load an image and mention people', async () => {
    const hostile = 'k\u001b[2J\u001b]0;owned\u0007\n::error::owned ![x](https://evil.example/x.png) @everyone |';
    const records = Array.from({ length: 5 }, (_, i) => ({
      id: i,
      [hostile]: 'same value every time, long enough to matter',
    }));
    const listTool = { name: 'list', description: 'List.', inputSchema: { type: 'object' } };
    const fixtures = [{ name: 'list', server: 's', tool: 'list' }];
    const payload = { items: records };
    const dir = budget(
      {
        tools: [listTool],
        results: { list: { content: [{ type: 'text', text: JSON.stringify(payload) }], structuredContent: payload } },
      },
      ['cursor', 'codex'],
      fixtures,
      { limits: { resultTokens: 20 } },
    );
    const text = (await cli(dir, ['suggest'])).stdout;
    expect(text).toContain('the value never varies');
    expect(text).not.toContain('\u001b');
    expect(text).not.toMatch(/^\s*::error::/m);
    const markdown = (await cli(dir, ['check', '--reporter', 'markdown'])).stdout;
    expect(markdown).toContain('### Measured fixes');
    // The hostile name reached the summary (the best fix drops it), inert.
    expect(markdown).toMatch(/\| fixture\\:list \| drop ".*everyone.*" from each of the 5 records/);
    expect(markdown).not.toContain('![x](');
    expect(markdown).not.toMatch(/(^|[^\\])@everyone/);
    expect(markdown).not.toContain('\u001b');
    expect(markdown).not.toMatch(/^\s*::error::/m);
  });
});
