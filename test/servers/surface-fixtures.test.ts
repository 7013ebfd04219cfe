import path from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cli, cliJson, project, ROOT, SPEC_SERVER, specServer } from '../helpers.js';
import { independentTokens, rawRequests } from '../independent-client.js';

// Prompt fixtures (prompts/get with arguments) and resource fixtures (resources/read): what a host puts in the
// context when a user picks a prompt or attaches a resource, measured like a tool result on a real server over stdio
// and recounted by the tests' own client (hand-written JSON-RPC, js-tiktoken).
const EVERYTHING = path.join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js');
const everything = { command: process.execPath, args: [EVERYTHING, 'stdio'] };
const DOC = 'demo://resource/static/document/architecture.md';
const DYNAMIC = 'demo://resource/dynamic/text/3';

/** The text a model reads from an answer: prompt messages' text and embedded resource text, or a read's text contents. */
function independentText(line: string): string[] {
  const { result } = JSON.parse(line) as {
    result: {
      messages?: Array<{ content: { type: string; text?: string; resource?: { text?: string } } }>;
      contents?: Array<{ text?: string }>;
    };
  };
  if (result.messages)
    return result.messages.flatMap(({ content }) =>
      content.type === 'text' && typeof content.text === 'string'
        ? [content.text]
        : typeof content.resource?.text === 'string'
          ? [content.resource.text]
          : [],
    );
  return (result.contents ?? []).flatMap((content) => (typeof content.text === 'string' ? [content.text] : []));
}
const tokensOf = (line: string) => independentText(line).reduce((sum, text) => sum + independentTokens(text), 0);

const FIXTURES = [
  {
    name: 'weather',
    server: 'everything',
    prompt: 'args-prompt',
    arguments: { city: 'Paris', state: 'Île-de-France' },
  },
  {
    name: 'embedded',
    server: 'everything',
    prompt: 'resource-prompt',
    arguments: { resourceType: 'Text', resourceId: '2' },
  },
  { name: 'architecture', server: 'everything', resource: DOC },
  { name: 'dynamic', server: 'everything', resource: DYNAMIC },
];

describe('prompt and resource fixtures on server-everything from npm', () => {
  it("each is measured like a tool result: raw wire bytes and tokens equal to an independent client's count", async () => {
    const dir = project({ 'budget.json': { servers: { everything }, fixtures: FIXTURES } });
    const { code, report } = await cliJson(dir, ['check']);
    const lines = await rawRequests(process.execPath, [EVERYTHING, 'stdio'], dir, [
      { method: 'prompts/get', params: { name: 'args-prompt', arguments: FIXTURES[0]!.arguments } },
      { method: 'prompts/get', params: { name: 'resource-prompt', arguments: FIXTURES[1]!.arguments } },
      { method: 'resources/read', params: { uri: DOC } },
      { method: 'resources/read', params: { uri: DYNAMIC } },
    ]);
    expect(report.findings.filter((f: { severity: string }) => f.severity === 'error')).toEqual([]);
    expect(code).toBe(0);
    expect(
      report.fixtures.map((f: { name: string; prompt?: string; resource?: string; tool?: string }) => [
        f.name,
        f.prompt ?? f.resource,
        f.tool,
      ]),
    ).toEqual([
      ['weather', 'args-prompt', undefined],
      ['embedded', 'resource-prompt', undefined],
      ['architecture', DOC, undefined],
      ['dynamic', DYNAMIC, undefined],
    ]);
    report.fixtures.forEach(
      (fixture: { wireBytes: number; tokens: number; textTokens: number; pages: unknown[] }, i: number) => {
        expect(fixture.wireBytes).toBe(Buffer.byteLength(lines[i]!));
        expect(fixture.tokens).toBe(tokensOf(lines[i]!));
        expect(fixture.textTokens).toBe(fixture.tokens);
        expect(fixture.pages).toHaveLength(1);
      },
    );
    // Not nothing: the weather question, the embedded resource's text and the whole architecture document.
    expect(independentText(lines[0]!)).toEqual(["What's weather in Paris, Île-de-France?"]);
    expect(independentText(lines[1]!).length).toBe(2);
    // server-everything 2026.8.31 (pinned): docs/architecture.md.
    expect([report.fixtures[2].wireBytes, report.fixtures[2].tokens]).toEqual([Buffer.byteLength(lines[2]!), 342]);
  });

  it('ceilings and the ratchet hold them like results: RESULT_OVER_BUDGET, then an oversized fixture: entry that grew', async () => {
    const dir = project({
      'budget.json': { servers: { everything }, limits: { resultTokens: 100 }, fixtures: FIXTURES.slice(2, 3) },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(1);
    const over = report.findings.find((f: { code: string }) => f.code === 'RESULT_OVER_BUDGET');
    expect(over).toMatchObject({
      subject: 'fixture:architecture',
      unit: 'tokens',
      limit: 100,
      actual: report.fixtures[0].tokens,
    });
    expect(over.path).toBe('limits.resultTokens');

    const held = project({
      'budget.json': {
        servers: { everything },
        limits: { resultTokens: 100 },
        oversized: { 'fixture:architecture': { tokens: report.fixtures[0].tokens - 50 } },
        fixtures: FIXTURES.slice(2, 3),
      },
    });
    const again = await cliJson(held, ['check']);
    expect(again.code).toBe(1);
    expect(again.report.findings.find((f: { code: string }) => f.code === 'OVERSIZED_GREW')).toMatchObject({
      subject: 'fixture:architecture',
      actual: report.fixtures[0].tokens,
    });

    // An entry above today's figure is stale; update lowers it to today's, and the next check passes.
    const loose = project({
      'budget.json': {
        servers: { everything },
        limits: { resultTokens: 100 },
        oversized: { 'fixture:architecture': { tokens: report.fixtures[0].tokens + 500 } },
        fixtures: FIXTURES.slice(2, 3),
      },
    });
    const stale = await cliJson(loose, ['check']);
    expect(stale.report.findings.find((f: { code: string }) => f.code === 'OVERSIZED_STALE')).toMatchObject({
      subject: 'fixture:architecture',
    });
    const update = await cli(loose, ['update']);
    expect(update.code, update.stdout + update.stderr).toBe(0);
    const budget = JSON.parse(readFileSync(path.join(loose, 'budget.json'), 'utf8'));
    expect(budget.oversized['fixture:architecture']).toEqual({ tokens: report.fixtures[0].tokens });
    expect((await cli(loose, ['check'])).code).toBe(0);
  });

  it("a prompt or resource the server does not have is a finding at the fixture's JSON path, never a zero", async () => {
    const dir = project({
      'budget.json': {
        servers: { everything },
        fixtures: [
          { name: 'no-prompt', server: 'everything', prompt: 'no-such-prompt' },
          { name: 'no-resource', server: 'everything', resource: 'demo://resource/static/document/missing.md' },
          { name: 'no-city', server: 'everything', prompt: 'args-prompt', arguments: {} },
        ],
      },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(1);
    const bySubject = (subject: string) => report.findings.filter((f: { subject: string }) => f.subject === subject);
    expect(bySubject('fixture:no-prompt')).toMatchObject([
      { code: 'PROMPT_NOT_FOUND', severity: 'error', path: 'fixtures[0].prompt' },
    ]);
    expect(bySubject('fixture:no-prompt')[0].message).toContain('no-such-prompt');
    expect(bySubject('fixture:no-prompt')[0].message).toContain('args-prompt');
    expect(bySubject('fixture:no-resource')).toMatchObject([
      { code: 'RESOURCE_NOT_FOUND', severity: 'error', path: 'fixtures[1].resource' },
    ]);
    expect(bySubject('fixture:no-resource')[0].message).toContain('missing.md');
    expect(bySubject('fixture:no-city')).toMatchObject([
      { code: 'ARGUMENTS_INVALID', severity: 'error', path: 'fixtures[2].arguments' },
    ]);
    expect(bySubject('fixture:no-city')[0].message).toContain('city');
    for (const name of ['no-prompt', 'no-resource', 'no-city'])
      expect(report.fixtures.find((f: { name: string }) => f.name === name).skipped).toBeTruthy();
  });

  it('init writes no prompt or resource fixture of its own', async () => {
    const written = project({ '.mcp.json': { mcpServers: { everything } } });
    const { code } = await cli(written, ['init']);
    expect(code).toBe(0);
    expect(JSON.parse(readFileSync(path.join(written, 'budget.json'), 'utf8')).fixtures).toBeUndefined();
  });
});

describe('a prompt or resource fixture in budget.json', () => {
  it('names exactly one of tool, prompt, resource: two or none is a config error with the JSON path', async () => {
    const both = project({
      'spec.json': { name: 's', tools: [] },
      'budget.json': {
        servers: { s: specServer('spec.json') },
        fixtures: [{ name: 'x', server: 's', tool: 't', prompt: 'p' }],
      },
    });
    const run = await cli(both, ['check']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('$.fixtures[0]');
    expect(run.stderr).toMatch(/exactly one of "tool", "prompt", "resource"/);
    const none = project({
      'spec.json': { name: 's', tools: [] },
      'budget.json': { servers: { s: specServer('spec.json') }, fixtures: [{ name: 'x', server: 's' }] },
    });
    const second = await cli(none, ['check']);
    expect(second.code).toBe(2);
    expect(second.stderr).toMatch(/\$\.fixtures\[0\]: give exactly one of "tool", "prompt", "resource"/);
  });

  it("on the SDK spec server: a prompt's arguments reach prompts/get and the answer is counted", async () => {
    const spec = {
      name: 's',
      tools: [],
      prompts: [{ name: 'review', arguments: [{ name: 'topic', required: true }] }],
    };
    const dir = project({
      'spec.json': spec,
      'budget.json': {
        servers: { s: specServer('spec.json') },
        fixtures: [{ name: 'review', server: 's', prompt: 'review', arguments: { topic: 'caching' } }],
      },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(0);
    const [line] = await rawRequests(process.execPath, [SPEC_SERVER, 'spec.json'], dir, [
      { method: 'prompts/get', params: { name: 'review', arguments: { topic: 'caching' } } },
    ]);
    expect(independentText(line!)).toEqual(['review: {"topic":"caching"}']);
    expect(report.fixtures[0]).toMatchObject({
      name: 'review',
      prompt: 'review',
      wireBytes: Buffer.byteLength(line!),
      tokens: tokensOf(line!),
    });
  });
});
