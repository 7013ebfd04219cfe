import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, cliJson, FIXTURES, project, SPEC_SERVER, specServer } from '../helpers.js';
import { independentTokens, rawLists } from '../independent-client.js';

// The Skills extension (io.modelcontextprotocol/skills, SEP-2640): a server that declares it in its capabilities'
// `extensions` answers skills/list with paged Skill entries (uri, frontmatter, resources). A host builds its skill
// registry from those entries, so they are measured like prompts/list: a real server over stdio, recounted by the
// tests' own client (hand-written JSON-RPC, js-tiktoken).
const skills = Array.from({ length: 12 }, (_, i) => ({
  uri: `skill://team/skill-${i}/SKILL.md`,
  frontmatter: {
    name: `skill-${i}`,
    description: `Skill ${i}: ${'Follow the team conventions for this workflow, step by step. '.repeat(4 + i)}`,
    license: 'Apache-2.0',
  },
  resources: [
    { uri: `skill://team/skill-${i}/SKILL.md`, digest: `sha256:${String(i).padStart(64, '0')}`, size: 2000 + i },
  ],
}));
const SPEC = { name: 'skilled', tools: [{ name: 'a', inputSchema: { type: 'object' } }], skills, listPageSize: 5 };
const LIST = [{ method: 'skills/list', key: 'skills' }];

describe('the Skills extension: skills/list measured like prompts/list', () => {
  it("every page walked, each entry's bytes and tokens equal to an independent count, in the totals, named in TOTAL_OVER_BUDGET", async () => {
    const dir = project({
      'spec.json': SPEC,
      'budget.json': { servers: { skilled: specServer('spec.json') }, limits: { totalBytes: 1000 } },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(1);
    const server = report.servers[0];
    const raw = await rawLists(process.execPath, [SPEC_SERVER, 'spec.json'], dir, LIST);
    const items = raw.items['skills/list']!;
    expect(items.length).toBe(12);
    const list = server.skills;
    expect(list.method).toBe('skills/list');
    expect(list.pages).toBe(3);
    expect(list.pages).toBe(raw.lines['skills/list']!.length);
    expect(list.wireBytes).toBe(raw.lines['skills/list']!.reduce((sum, line) => sum + Buffer.byteLength(line), 0));
    expect(list.items.map((item: { name: string }) => item.name)).toEqual(items.map((item) => item.uri));
    items.forEach((item, i) => {
      const json = JSON.stringify(item);
      expect(list.items[i].bytes).toBe(Buffer.byteLength(json));
      expect(list.items[i].tokens).toBe(independentTokens(json));
    });
    const bytes = items.reduce((sum, item) => sum + Buffer.byteLength(JSON.stringify(item)), 0);
    const tokens = items.reduce((sum, item) => sum + independentTokens(JSON.stringify(item)), 0);
    expect({ bytes: list.bytes, tokens: list.tokens }).toEqual({ bytes, tokens });
    const tools = server.tools.reduce((sum: number, tool: { bytes: number }) => sum + tool.bytes, 0);
    // The spec server declares resources (the extension requires it): an empty resources/list and templates list.
    expect(server.resources.items.length).toBe(0);
    expect(server.totals.bytes).toBe(tools + bytes);
    const total = report.findings.find(
      (f: { code: string; subject: string }) => f.code === 'TOTAL_OVER_BUDGET' && f.subject === 'total',
    );
    expect(total.actual).toBe(tools + bytes);
    expect(total.message).toContain(`skills/list ${bytes.toLocaleString('en-US')}`);

    const text = await cli(dir, ['check']);
    expect(text.stdout).toContain('(skills/list: 12 item(s), 3 page(s))');
  });

  it('an entry over skillBytes is SKILL_OVER_BUDGET skill:<server>/<uri>; an oversized entry holds it like a prompt', async () => {
    const dir = project({
      'spec.json': SPEC,
      'budget.json': { servers: { skilled: specServer('spec.json') }, limits: { skillBytes: 700 } },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(1);
    const over = report.servers[0].skills.items
      .filter((item: { bytes: number }) => item.bytes > 700)
      .map((item: { name: string }) => `SKILL_OVER_BUDGET skill:skilled/${item.name}`);
    expect(over.length).toBeGreaterThan(0);
    expect(over.length).toBeLessThan(12);
    const codes = report.findings.map((f: { code: string; subject: string }) => `${f.code} ${f.subject}`);
    expect(codes.filter((c: string) => c.startsWith('SKILL_OVER_BUDGET')).sort()).toEqual(over.sort());
    const last = report.servers[0].skills.items[11];
    const held = {
      servers: { skilled: specServer('spec.json') },
      limits: { skillBytes: 700 },
      oversized: Object.fromEntries(
        report.servers[0].skills.items
          .filter((item: { bytes: number }) => item.bytes > 700)
          .map((item: { name: string; bytes: number }) => [`skill:skilled/${item.name}`, { bytes: item.bytes }]),
      ),
    };
    held.oversized[`skill:skilled/${last.name}`] = { bytes: last.bytes - 10 };
    held.oversized['skill:skilled/skill://team/gone/SKILL.md'] = { bytes: 5000 };
    const again = await cliJson(project({ 'spec.json': SPEC, 'budget.json': held }), ['check']);
    const ratchet = again.report.findings.map((f: { code: string; subject: string }) => `${f.code} ${f.subject}`);
    expect(ratchet).toContain(`OVERSIZED_GREW skill:skilled/${last.name}`);
    expect(ratchet).toContain('OVERSIZED_OBSOLETE skill:skilled/skill://team/gone/SKILL.md');
    expect(ratchet.filter((c: string) => c.startsWith('SKILL_OVER_BUDGET'))).toEqual([]);
  });

  it('explain skill:<server>/<uri> breaks one entry down as skills/list sent it', async () => {
    const dir = project({ 'spec.json': SPEC, 'budget.json': { servers: { skilled: specServer('spec.json') } } });
    const raw = await rawLists(process.execPath, [SPEC_SERVER, 'spec.json'], dir, LIST);
    const entry = JSON.stringify(raw.items['skills/list']![7]);
    const { code, report } = await cliJson(dir, ['explain', 'skill:skilled/skill://team/skill-7/SKILL.md']);
    expect(code).toBe(0);
    expect({ bytes: report.bytes, tokens: report.tokens }).toEqual({
      bytes: Buffer.byteLength(entry),
      tokens: independentTokens(entry),
    });
    expect((await cli(dir, ['explain', 'skill:skilled/skill://team/nope/SKILL.md'])).code).toBe(2);
  });

  it('skills/list answering an error is LISTING_FAILED, never a zero', async () => {
    const spec = { ...SPEC, skillsError: { code: -32603, message: 'skills store offline' } };
    const dir = project({ 'spec.json': spec, 'budget.json': { servers: { skilled: specServer('spec.json') } } });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(1);
    const failed = report.findings.find((f: { code: string }) => f.code === 'LISTING_FAILED');
    expect(failed.subject).toBe('skilled');
    expect(failed.message).toContain('skills/list');
    expect(report.servers[0].skills.failed).toContain('skills store offline');
    const text = await cli(dir, ['check']);
    expect(text.stdout).toContain('(skills/list: not measured)');
  });

  it('a server that does not declare the extension is never sent skills/list', async () => {
    // It would answer (the handler is there); only the declaration is missing.
    const dir = project({
      'spec.json': { ...SPEC, skillsUnadvertised: true },
      'budget.json': { servers: { skilled: specServer('spec.json') }, limits: { totalBytes: 1000 } },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(0);
    expect(report.servers[0].skills).toBeUndefined();
    expect(report.findings.filter((f: { code: string }) => f.code === 'LISTING_FAILED')).toEqual([]);
  });
});

// The extension is written against revision 2026-07-28: a modern-era server (hand-written, no SDK) declares it in
// server/discover's capabilities, and ListSkillsResult is a CacheableResult (ttlMs and cacheScope REQUIRED).
const MODERN_RAW = path.join(FIXTURES, 'servers', 'modern-raw.mjs');

describe('skills/list in the 2026-07-28 era', () => {
  const modern = (spec: Record<string, unknown>) =>
    project({
      'spec.json': spec,
      'budget.json': {
        servers: { m: { command: process.execPath, args: [MODERN_RAW, 'spec.json'] } },
        sandbox: { network: 'host' },
      },
    });
  const GOOD = { ttlMs: 60000, cacheScope: 'private' };
  const base = {
    tools: [{ name: 'echo', inputSchema: { type: 'object' } }],
    resources: [{ uri: 'file:///a.md', name: 'a' }],
    skills: skills.slice(0, 4),
    listPageSize: 2,
  };

  it('declared in server/discover: walked and measured; pages without ttlMs and cacheScope are CACHE_HINTS_MISSING, a scope that changes between pages CACHE_SCOPE_VARIES', async () => {
    const hinted = {
      'server/discover': [GOOD],
      'tools/list': [GOOD],
      'resources/list': [GOOD],
      'resources/templates/list': [GOOD],
    };
    const dir = modern({
      ...base,
      cacheHints: GOOD,
      pageHints: { ...hinted, 'skills/list': [GOOD, { ttlMs: 60000, cacheScope: 'public' }] },
    });
    const { report } = await cliJson(dir, ['check']);
    const server = report.servers[0];
    expect(server.era).toBe('modern');
    expect(server.skills.pages).toBe(2);
    expect(server.skills.items.map((item: { name: string }) => item.name)).toEqual(
      skills.slice(0, 4).map((skill) => skill.uri),
    );
    const cache = report.findings.filter((f: { code: string }) => f.code.startsWith('CACHE_'));
    expect(cache.map((f: { code: string }) => f.code)).toEqual(['CACHE_SCOPE_VARIES']);
    expect(cache[0].message).toContain('skills/list');

    const bare = await cliJson(modern({ ...base, cacheHints: GOOD, pageHints: { 'skills/list': [{}, {}] } }), [
      'check',
    ]);
    const missing = bare.report.findings.filter((f: { code: string }) => f.code === 'CACHE_HINTS_MISSING');
    expect(missing.map((f: { message: string }) => f.message.split(' ')[3])).toEqual(['skills/list']);
  });
});

// The SDK's own Skills extension (@modelcontextprotocol/server/ext/skills, 2.4.0) builds the entries from SKILL.md
// files: the counterpart a server author ships, not a spec of ours.
const SKILLS_SDK = path.join(FIXTURES, 'servers', 'skills-sdk.mjs');
const SKILL_FILES = {
  pageSize: 2,
  files: {
    'git-workflow/SKILL.md':
      "---\nname: git-workflow\ndescription: Follow this team's Git conventions for branching and commits.\n---\n# Git workflow\nBranch from main, one topic per branch.\n",
    'pdf-processing/SKILL.md':
      '---\nname: pdf-processing\ndescription: Extract, fill, and assemble PDF documents.\nlicense: Apache-2.0\n---\n# PDF processing\nSee references/FORMS.md.\n',
    'pdf-processing/references/FORMS.md': '# Forms\nFill each field in order.\n',
    'refunds/SKILL.md':
      '---\nname: refunds\ndescription: Process customer refund requests per company policy.\n---\n# Refunds\nCheck the order first.\n',
  },
};

describe("a server built with the SDK's Skills extension", () => {
  it("measure --json: every skills/list page and entry equal to the tests' own count, in the server's totals", async () => {
    const dir = project({ 'skills.json': SKILL_FILES });
    const { code, report } = await cliJson(dir, [
      'measure',
      '--server',
      `sk=${process.execPath} ${SKILLS_SDK} skills.json`,
    ]);
    expect(code).toBe(0);
    const server = report.servers[0];
    const raw = await rawLists(process.execPath, [SKILLS_SDK, 'skills.json'], dir, [
      ...LIST,
      { method: 'resources/list', key: 'resources' },
      { method: 'resources/templates/list', key: 'resourceTemplates' },
    ]);
    const items = raw.items['skills/list']!;
    expect(server.skills.items.map((item: { name: string }) => item.name)).toEqual(items.map((item) => item.uri));
    items.forEach((item, i) => {
      const json = JSON.stringify(item);
      expect(server.skills.items[i].bytes).toBe(Buffer.byteLength(json));
      expect(server.skills.items[i].tokens).toBe(independentTokens(json));
    });
    expect(server.skills.pages).toBe(raw.lines['skills/list']!.length);
    expect(server.skills.wireBytes).toBe(
      raw.lines['skills/list']!.reduce((sum, line) => sum + Buffer.byteLength(line), 0),
    );
    // The figures of this catalog on @modelcontextprotocol/server 2.4.0 (it also lists each SKILL.md in resources/list).
    expect([server.skills.items.length, server.skills.pages, server.skills.bytes, server.skills.tokens]).toEqual([
      3, 2, 1_041, 350,
    ]);
    const listed = ['resources', 'resourceTemplates', 'skills'].reduce((sum, field) => sum + server[field].bytes, 0);
    expect(server.totals.bytes).toBe(
      server.tools.reduce((sum: number, tool: { bytes: number }) => sum + tool.bytes, 0) + listed,
    );
  });
});
