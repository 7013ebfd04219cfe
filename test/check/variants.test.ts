// Configuration variants: one server run in several configurations (toolsets, read-only), each measured, limited
// and ratcheted on its own; variants are alternatives, so their definitions are never summed.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, cliJson, git, project, sizedTool, SPEC_SERVER } from '../helpers.js';

const full = {
  tools: [sizedTool('read', 400), sizedTool('write', 600), sizedTool('delete', 500)],
  results: { read: { content: [{ type: 'text', text: 'ok' }] } },
};
const readOnly = { tools: [sizedTool('read', 400)], results: { read: { content: [{ type: 'text', text: 'ok' }] } } };

function variantsProject(budget: Record<string, unknown>, server: Record<string, unknown> = {}) {
  return project({
    'full.json': full,
    'read-only.json': readOnly,
    'budget.json': {
      servers: {
        files: {
          command: process.execPath,
          args: [SPEC_SERVER, 'full.json'],
          variants: { 'read-only': { args: [SPEC_SERVER, 'read-only.json'] } },
          ...server,
        },
      },
      ...budget,
    },
  });
}

const subjects = (report: { findings: Array<{ code: string; subject: string }> }) =>
  report.findings.map((f) => [f.code, f.subject]);

describe('variants', () => {
  it('the plain configuration is measured alongside its variants, and an oversized entry of the server keeps applying', async () => {
    const dir = project({
      'full.json': full,
      'read-only.json': readOnly,
      'budget.json': {
        limits: { toolBytes: 450 },
        oversized: { 'files/write': { bytes: 600 } },
        servers: {
          files: {
            command: process.execPath,
            args: [SPEC_SERVER, 'full.json'],
            variants: { 'read-only': { args: [SPEC_SERVER, 'read-only.json'] } },
          },
        },
      },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(
      report.servers.map((s: { name: string; totals: { tools: number; bytes: number } }) => [
        s.name,
        s.totals.tools,
        s.totals.bytes,
      ]),
    ).toEqual([
      ['files', 3, 1500],
      ['files@read-only', 1, 400],
    ]);
    // files/write (600 B) is held to its entry; files/delete (500 B) is over the limit; nothing is obsolete.
    expect(code).toBe(1);
    expect(report.findings.map((f: { code: string; subject: string }) => [f.code, f.subject])).toEqual([
      ['TOOL_OVER_BUDGET', 'files/delete'],
    ]);
    // The plain configuration and the variant are alternatives: 1,500 B at most, never 1,900.
    expect(report.totals).toMatchObject({ tools: 3, bytes: 1500 });
    // Against a base where the server had no variants yet: its tools are the same rows, the entry holds, nothing obsolete.
    const budgetFile = path.join(dir, 'budget.json');
    const withVariants = readFileSync(budgetFile, 'utf8');
    const budget = JSON.parse(withVariants);
    delete budget.servers.files.variants;
    writeFileSync(budgetFile, JSON.stringify(budget));
    git(dir, 'init', '-q', '-b', 'main');
    git(dir, 'add', '.');
    git(dir, 'commit', '-q', '-m', 'base: no variants');
    git(dir, 'checkout', '-q', '-b', 'pr');
    writeFileSync(budgetFile, withVariants);
    git(dir, 'commit', '-q', '-am', 'add a read-only variant');
    const against = await cliJson(dir, ['check', '--base', 'main']);
    expect(against.report.findings.map((f: { code: string; subject: string }) => [f.code, f.subject])).toEqual([
      ['TOOL_OVER_BUDGET', 'files/delete'],
    ]);
    expect(against.report.changes.subjects.map((c: { subject: string; kind: string }) => [c.subject, c.kind])).toEqual([
      ['files@read-only/read', 'new'],
      ['files/delete', 'unchanged'],
      ['files/read', 'unchanged'],
      ['files/write', 'unchanged'],
    ]);
  });

  it("the server's oversized entry holds the same tool in a variant (unless the variant has its own); grown past it, the variant fails on it", async () => {
    const twin = (oversized: Record<string, unknown>, spec = full) =>
      project({
        'full.json': full,
        'twin.json': spec,
        'budget.json': {
          limits: { toolBytes: 550 },
          oversized,
          servers: {
            files: {
              command: process.execPath,
              args: [SPEC_SERVER, 'full.json'],
              variants: { all: { args: [SPEC_SERVER, 'twin.json'] } },
            },
          },
        },
      });
    const held = await cliJson(twin({ 'files/write': { bytes: 600 } }), ['check']);
    expect(subjects(held.report)).toEqual([]);
    expect(held.code).toBe(0);
    expect(
      held.report.servers.map((s: { name: string; tools: Array<{ name: string; ceiling: unknown }> }) => [
        s.name,
        s.tools.find((t) => t.name === 'write')!.ceiling,
      ]),
    ).toEqual([
      ['files', { bytes: 600 }],
      ['files@all', { bytes: 600 }],
    ]);
    const grown = { ...full, tools: [sizedTool('read', 400), sizedTool('write', 700), sizedTool('delete', 500)] };
    const past = await cliJson(twin({ 'files/write': { bytes: 600 } }, grown), ['check']);
    expect(
      past.report.findings.map((f: { code: string; subject: string; path: string; actual: number }) => [
        f.code,
        f.subject,
        f.path,
        f.actual,
      ]),
    ).toEqual([['OVERSIZED_GREW', 'files@all/write', 'oversized["files/write"].bytes', 700]]);
    // The variant's own entry is the one that holds it.
    const own = await cliJson(twin({ 'files/write': { bytes: 600 }, 'files@all/write': { bytes: 700 } }, grown), [
      'check',
    ]);
    expect(subjects(own.report)).toEqual([]);
  });

  it('each variant is measured as <server>@<variant> beside the server, named by hosts after the server; totals are the largest configuration', async () => {
    const dir = variantsProject({ limits: { totalBytes: 1000 } });
    const { code, report } = await cliJson(dir, ['check']);
    expect(
      report.servers.map((s: { name: string; variant: unknown; totals: unknown }) => [s.name, s.variant, s.totals]),
    ).toEqual([
      ['files', undefined, { tools: 3, bytes: 1500, tokens: expect.any(Number) }],
      ['files@read-only', { of: 'files', name: 'read-only' }, { tools: 1, bytes: 400, tokens: expect.any(Number) }],
    ]);
    expect(report.servers[1].tools[0].hostName).toBe('mcp__files__read');
    // Never 1,900: nobody runs the server and its variant at once.
    expect(report.totals).toMatchObject({ servers: 2, tools: 3, bytes: 1500 });
    expect(code).toBe(1);
    expect(report.findings).toEqual([
      expect.objectContaining({
        code: 'TOTAL_OVER_BUDGET',
        subject: 'total (files)',
        limit: 1000,
        actual: 1500,
        path: 'limits.totalBytes',
      }),
    ]);
  });

  it('the same tool in two variants is no duplicate; another server with it is, once', async () => {
    const dir = variantsProject({});
    expect(subjects((await cliJson(dir, ['check'])).report)).toEqual([]);
    const budgetFile = path.join(dir, 'budget.json');
    const budget = JSON.parse(readFileSync(budgetFile, 'utf8'));
    budget.servers.other = { command: process.execPath, args: [SPEC_SERVER, 'read-only.json'] };
    writeFileSync(budgetFile, JSON.stringify(budget));
    expect(subjects((await cliJson(dir, ['check'])).report)).toEqual([['DUPLICATE_TOOL_NAME', 'read']]);
  });

  it("a server's limits hold each variant, at the server's path; oversized entries name the variant", async () => {
    const dir = variantsProject(
      { oversized: { 'files/write': { bytes: 600 }, 'files@read-only/read': { bytes: 400 } } },
      { limits: { toolBytes: 350 } },
    );
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(1);
    expect(
      report.findings.map((f: { code: string; subject: string; path: string }) => [f.code, f.subject, f.path]),
    ).toEqual([
      ['TOOL_OVER_BUDGET', 'files/read', 'servers.files.limits.toolBytes'],
      ['TOOL_OVER_BUDGET', 'files/delete', 'servers.files.limits.toolBytes'],
    ]);
  });

  it('a fixture names the variant it runs in, or the server to run in its plain configuration', async () => {
    const dir = variantsProject({
      fixtures: [
        { name: 'ro-read', server: 'files@read-only', tool: 'read' },
        { name: 'plain', server: 'files', tool: 'read' },
      ],
    });
    const { report } = await cliJson(dir, ['check']);
    expect(
      report.fixtures
        .map((f: { name: string; server: string; isError: boolean }) => [f.name, f.server, f.isError])
        .sort(),
    ).toEqual([
      ['plain', 'files', false],
      ['ro-read', 'files@read-only', false],
    ]);
    expect(report.findings).toEqual([]);
  });

  it('variants must be named like servers, and carry only args and env: a config error with the JSON path', async () => {
    const badName = await cli(variantsProject({}, { variants: { 'bad name': {} } }), ['check']);
    expect(badName.code).toBe(2);
    expect(badName.stderr).toContain('servers.files.variants');
    const badKey = await cli(variantsProject({}, { variants: { ro: { cwd: '/' } } }), ['check']);
    expect(badKey.code).toBe(2);
    expect(badKey.stderr).toMatch(/servers\.files\.variants\.ro.*cwd/);
  });

  it("against the base, each variant's tools are their own rows in the change table", async () => {
    const dir = variantsProject({});
    git(dir, 'init', '-q', '-b', 'main');
    git(dir, 'add', '.');
    git(dir, 'commit', '-q', '-m', 'base');
    git(dir, 'checkout', '-q', '-b', 'pr');
    writeFileSync(
      path.join(dir, 'full.json'),
      JSON.stringify({ ...full, tools: [sizedTool('read', 400), sizedTool('write', 900), sizedTool('delete', 500)] }),
    );
    git(dir, 'commit', '-q', '-am', 'grow write');
    const { code, report } = await cliJson(dir, ['check', '--base', 'main']);
    expect(code).toBe(0);
    expect(
      report.changes.subjects
        .filter((c: { kind: string }) => c.kind !== 'unchanged')
        .map((c: { subject: string; kind: string; deltaBytes: number }) => [c.subject, c.kind, c.deltaBytes]),
    ).toEqual([['files/write', 'grew', 300]]);
    // The total is the largest configuration on each side: 1,500 → 1,800 B, never both variants summed.
    expect(report.changes.total).toMatchObject({ before: { bytes: 1500 }, after: { bytes: 1800 }, deltaBytes: 300 });
  });

  it("per host, each configuration is held to its tool cap: the full variant is over VS Code's, the read-only one fits", async () => {
    const many = { tools: Array.from({ length: 130 }, (_, i) => sizedTool(`t${i}`, 80)) };
    const dir = project({
      'many.json': many,
      'read-only.json': readOnly,
      'budget.json': {
        hosts: ['vscode-copilot'],
        servers: {
          files: {
            command: process.execPath,
            args: [SPEC_SERVER, 'many.json'],
            variants: { 'read-only': { args: [SPEC_SERVER, 'read-only.json'] } },
          },
        },
      },
    });
    const { report } = await cliJson(dir, ['check']);
    const caps = report.findings.filter((f: { code: string }) => f.code === 'HOST_TOO_MANY_TOOLS');
    expect(caps.map((f: { subject: string; actual: number }) => [f.subject, f.actual])).toEqual([
      ['total (files)', 130],
    ]);
  });
});
