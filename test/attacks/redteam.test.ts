// Red-team pass on the reporters, comment mode, contracts, variants and suggest: each case is what a hostile server,
// a hostile pull request or a confused user can send, and what must hold.
import { symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageVersions } from '../../src/budget/package-version.js';
import { readReportFile } from '../../src/commands/report-file.js';
import { checkDefinitions } from '../../src/judge/check-definitions.js';
import { contractChanges } from '../../src/judge/contracts/contract-changes.js';
import { releaseBump, semverFindings } from '../../src/judge/contracts/semver.js';
import { reportedFinding } from '../../src/judge/finding-render.js';
import { sharedNoteProposals } from '../../src/measure/proposals/repetition-proposals.js';
import { figuresOf } from '../../src/measure/proposals/proposals.js';
import { toolContract } from '../../src/measure/tool-contract.js';
import { loadTokenizer } from '../../src/measure/tokens.js';
import type { Report } from '../../src/judge/report.js';
import type { ServerReport } from '../../src/measure/measurement.js';
import { renderMarkdown } from '../../src/report/reporters/markdown.js';
import { renderSuggestions } from '../../src/report/reporters/suggestions.js';
import { renderText } from '../../src/report/reporters/text.js';
import { resolveServers } from '../../src/servers/server-sources.js';
import { git, tempDir } from '../helpers.js';

type Wire = Record<string, unknown> & { name: string };

const serverOf = (name: string, tools: Wire[], extra: Partial<ServerReport> = {}): ServerReport => ({
  name,
  ok: true,
  transport: 'stdio',
  clientCapabilities: {},
  instructions: null,
  listPages: 1,
  durationMs: 0,
  totals: { tools: tools.length, bytes: 0, tokens: 0 },
  tools: tools.map((tool) => ({
    name: tool.name,
    digest: JSON.stringify(tool),
    bytes: 0,
    tokens: 0,
    descriptionChars: 0,
    hostName: tool.name,
    contract: toolContract(tool),
  })),
  ...extra,
});

const reportOf = (servers: ServerReport[], extra: Partial<Report> = {}): Report => ({
  schemaVersion: 1,
  ok: true,
  tokenizer: 'o200k_base',
  fixtures: [],
  findings: [],
  totals: { servers: servers.length, tools: 0, bytes: 0, tokens: 0 },
  servers,
  ...extra,
});

describe('contracts: hostile schemas', () => {
  it('parameters named __proto__ and constructor are parameters, compared like any other', () => {
    const before = {
      name: 't',
      inputSchema: {
        type: 'object',
        properties: JSON.parse('{"__proto__":{"type":"string"},"constructor":{"type":"string"}}'),
        required: 'constructor',
      },
    };
    const after = {
      name: 't',
      inputSchema: {
        type: 'object',
        properties: JSON.parse('{"__proto__":{"type":"number"}}'),
        required: ['__proto__'],
      },
    };
    expect(Object.keys(toolContract(before).inputs)).toEqual(['__proto__', 'constructor']);
    const { changes } = contractChanges(reportOf([serverOf('s', [before])]), reportOf([serverOf('s', [after])]));
    expect(changes.map((c) => [c.change, c.detail])).toEqual([
      ['parameter type changed', '__proto__: string → number'],
      ['parameter removed', 'constructor'],
      ['parameter now required', '__proto__'],
    ]);
  });

  it('an enum of 100,000 values on both sides is compared in linear time, not 10^10 steps', () => {
    const values = Array.from({ length: 100_000 }, (_, i) => `v${i}`);
    const tool = (enumValues: string[]) => ({
      name: 't',
      inputSchema: { type: 'object', properties: { mode: { type: 'string', enum: enumValues } } },
    });
    const { changes } = contractChanges(
      reportOf([serverOf('s', [tool(values)])]),
      reportOf([serverOf('s', [tool([...values.slice(1), 'new'])])]),
    );
    // The removal and the addition beside it, each with its class; the values themselves are too long to repeat.
    expect(changes.map((c) => [c.change, c.class, c.detail, c.from, c.to])).toEqual([
      ['enum value removed', 'breaking', 'mode: "v0"', undefined, undefined],
      ['enum value added', 'compatible', 'mode: "new"', undefined, undefined],
    ]);
  }, 20_000);

  it('a parameter name with a pipe, newline, mention and image stays one cell of the contract table', () => {
    const name = 'x|y\n## @octocat ![i](https://e.invalid/p.png)';
    const before = serverOf('s', [{ name: 't', inputSchema: { type: 'object', properties: {} } }]);
    const after = serverOf('s', [
      { name: 't', inputSchema: { type: 'object', properties: { [name]: { type: 'string' } }, required: [name] } },
    ]);
    const { changes } = contractChanges(reportOf([before]), reportOf([after]));
    const report = reportOf([after], { contracts: { suggestedBump: 'major', versions: {}, changes } });
    const row = renderMarkdown(report, { command: 'check', color: false })
      .split('\n')
      .find((line) => line.startsWith('| s/t'))!;
    expect(row.split(/(?<!\\)\|/)).toHaveLength(7);
    expect(row).not.toMatch(/(?<!\\)!\[|@octocat|\n/);
    expect(renderText(report, { command: 'check', color: false })).toContain('x|y\\x0a## @octocat');
  });

  it('a prerelease and build metadata are the version they precede for the release bump', () => {
    expect(releaseBump('1.4.2', '2.0.0-rc.1+build.5')).toBe('major');
    expect(releaseBump('1.4.2+build.1', '1.4.3')).toBe('patch');
  });

  it('a version that goes down (2.0.0 → 1.9.0) is not a major release that covers a breaking change', () => {
    const findings = semverFindings(
      [{ subject: 's/t', change: 'tool removed', class: 'breaking', bump: 'major' }],
      { manifest: 'package.json', base: '2.0.0', head: '1.9.0' },
      'warning',
    );
    expect(findings.map((f) => reportedFinding(f)).map((f) => [f.code, f.severity, f.message])).toContainEqual([
      'SEMVER_BUMP_TOO_SMALL',
      'error',
      "version 2.0.0 → 1.9.0 is lower than the base, but the tools' changes need a major one",
    ]);
  });
});

describe('package.json: a pull request controls the checkout', () => {
  it('a package.json that is a symlink to a device or a file outside the repository is not read', async () => {
    const outside = tempDir('mcp-budget-outside-');
    writeFileSync(path.join(outside, 'package.json'), JSON.stringify({ version: '9.9.9' }));
    for (const target of ['/dev/zero', path.join(outside, 'package.json')]) {
      const repo = tempDir('mcp-budget-repo-');
      git(repo, 'init', '-q');
      symlinkSync(target, path.join(repo, 'package.json'));
      // /dev/zero never ends: reading it would hang the check until memory runs out.
      expect(await packageVersions(repo, undefined)).toEqual({});
    }
  }, 20_000);

  it('a package.json of 20 MB is not parsed', async () => {
    const repo = tempDir('mcp-budget-repo-');
    git(repo, 'init', '-q');
    writeFileSync(path.join(repo, 'package.json'), `{"version":"1.0.0","x":"${'a'.repeat(20 * 1024 * 1024)}"}`);
    expect(await packageVersions(repo, undefined)).toEqual({});
  });
});

describe('mode: comment, a forged report', () => {
  it('a report nested 50,000 levels deep is refused as a report, not a stack overflow', async () => {
    const dir = tempDir('mcp-budget-forged-');
    const deep = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;
    const text = JSON.stringify(reportOf([serverOf('s', [])])).replace(
      '"clientCapabilities":{}',
      `"clientCapabilities":{},"serverInfo":${deep}`,
    );
    writeFileSync(path.join(dir, 'report.json'), text);
    await expect(readReportFile('report.json', dir, 'input from-report')).rejects.toThrow(
      /input from-report: report\.json is not an mcp-budget report.*nested/,
    );
  });

  it('a fixture with 300,000 pages renders (no spread past the argument limit)', () => {
    const pages = Array.from({ length: 300_000 }, (_, i) => ({
      wireBytes: i,
      textTokens: 0,
      structuredTokens: 0,
      tokens: i,
    }));
    const fixture = {
      name: 'f',
      server: 's',
      tool: 't',
      isError: false,
      wireBytes: 0,
      textTokens: 0,
      structuredTokens: 0,
      tokens: 0,
      content: {},
      pages,
    };
    const report = reportOf([], {
      fixtures: [fixture] as unknown as Report['fixtures'],
      findings: [
        { code: 'BUDGET_RAISED', severity: 'warning', subject: 'fixture:f', message: 'raised', limit: 1, actual: 2 },
      ],
    });
    expect(renderMarkdown(report, { command: 'check', color: false })).toContain('299,999 B · 299,999 tok');
  });
});

describe('summary size: a server that adds 40,000 tools', () => {
  it("the change and contract tables stay under GitHub's 1 MiB summary cap, the rest counted", () => {
    const subjects = Array.from({ length: 40_000 }, (_, i) => `s/a_rather_long_tool_name_number_${i}`);
    const report = reportOf([], {
      changes: {
        ref: 'main',
        subjects: subjects.map((subject) => ({
          subject,
          kind: 'new',
          after: { bytes: 100, tokens: 20 },
          deltaBytes: 100,
          deltaTokens: 20,
        })),
        servers: [],
        total: {
          before: { bytes: 0, tokens: 0 },
          after: { bytes: 4e6, tokens: 8e5 },
          deltaBytes: 4e6,
          deltaTokens: 8e5,
        },
      } as unknown as Report['changes'],
      contracts: {
        suggestedBump: 'minor',
        versions: {},
        changes: subjects.map((subject) => ({
          subject,
          change: 'tool added',
          class: 'compatible' as const,
          bump: 'minor',
        })),
      },
    });
    const markdown = renderMarkdown(report, { command: 'check', color: false });
    expect(Buffer.byteLength(markdown)).toBeLessThan(1024 * 1024);
    expect(markdown).toMatch(/_\d[\d,]* more contract change\(s\) not listed/);
    expect(markdown).toMatch(/_\d[\d,]* more change\(s\) not listed/);
  });
});

describe('variants', () => {
  it('a variant whose name is another server\'s (an imported "a@b" and "a" with variant "b") is a config error', async () => {
    const dir = tempDir('mcp-budget-variants-');
    writeFileSync(
      path.join(dir, '.mcp.json'),
      JSON.stringify({ mcpServers: { 'a@b': { command: 'node', args: ['x.js'] } } }),
    );
    const config = { mcpConfig: '.mcp.json', servers: { a: { command: 'node', args: ['y.js'], variants: { b: {} } } } };
    await expect(resolveServers(config, dir, {})).rejects.toThrow(/"a@b".*both/);
  });

  it('past 64 combinations, each total limit is judged on the configuration largest in its own unit', () => {
    // Eight servers of two variants (256 combinations): the variant with most tokens has fewest bytes and tools.
    const servers = Array.from({ length: 8 }, (_, i) =>
      ['tokens', 'wide'].map((variant) =>
        serverOf(`s${i}@${variant}`, [], {
          variant: { of: `s${i}`, name: variant },
          totals:
            variant === 'tokens' ? { tools: 1, bytes: 100, tokens: 1000 } : { tools: 5, bytes: 1000, tokens: 100 },
        }),
      ),
    ).flat();
    const config = {
      servers: Object.fromEntries(
        Array.from({ length: 8 }, (_, i) => [`s${i}`, { command: 'x', variants: { tokens: {}, wide: {} } }]),
      ),
      limits: { totalBytes: 5000, toolCount: 20 },
    };
    const codes = checkDefinitions(config, servers).map((f) => [f.code, f.unit, f.actual]);
    expect(codes).toEqual(
      expect.arrayContaining([
        ['TOTAL_OVER_BUDGET', 'bytes', 8000],
        ['TOO_MANY_TOOLS', 'tools', 40],
      ]),
    );
  });

  it('past 64 combinations, a tool name clash between variants of two servers is still found', () => {
    const servers = Array.from({ length: 7 }, (_, i) =>
      ['big', 'small'].map((variant) =>
        serverOf(`s${i}@${variant}`, variant === 'small' && i < 2 ? [{ name: 'clash' }] : [], {
          variant: { of: `s${i}`, name: variant },
          totals: { tools: 1, bytes: 1, tokens: variant === 'big' ? 100 : 1 },
        }),
      ),
    ).flat();
    expect(checkDefinitions({}, servers).map((f) => [f.code, f.subject])).toContainEqual([
      'DUPLICATE_TOOL_NAME',
      'clash',
    ]);
  });
});

describe('suggest', () => {
  it('a proposal that costs tokens is never shown as a saving of them', () => {
    const text = renderSuggestions({
      scope: 'all',
      failures: [],
      skipped: [],
      proposals: [
        { subject: 's/t', kind: 'compact-json-text', lossless: true, change: 'c', saves: { bytes: 40, tokens: -3 } },
      ],
    });
    expect(text).not.toContain('−-');
    expect(text).toContain('+3 tok');
  });

  it("a shared note's saving is exactly what moving it saves: the line breaks around it stay", async () => {
    const tokenizer = await loadTokenizer('o200k_base');
    const note = 'Every call is rate limited to ten requests per minute per user.';
    const tools = [0, 1, 2].map((i) => ({
      name: `t${i}`,
      description: `Tool ${i} reads.\n\n${note}\n\nIt writes.`,
      inputSchema: { type: 'object' },
    }));
    const changed = tools.map((tool, i) => ({ ...tool, description: `Tool ${i} reads.\n\nIt writes.` }));
    const sum = (list: typeof tools) =>
      list.reduce(
        (total, tool) => ({
          bytes: total.bytes + figuresOf(tool, tokenizer).bytes,
          tokens: total.tokens + figuresOf(tool, tokenizer).tokens,
        }),
        { bytes: 0, tokens: 0 },
      );
    const [before, after] = [sum(tools), sum(changed)];
    const [proposal] = sharedNoteProposals('s', tools, undefined, tokenizer);
    expect(proposal!.saves).toEqual({
      bytes: before.bytes - after.bytes - Buffer.byteLength(note),
      tokens: before.tokens - after.tokens - tokenizer.count(note),
    });
  });

  it('a server repeating 100 sentences in 100 tools gets its shared notes in seconds, not minutes', async () => {
    const tokenizer = await loadTokenizer('o200k_base');
    const sentences = Array.from(
      { length: 100 },
      (_, i) => `Shared usage note number ${i} that every tool repeats word for word.`,
    );
    const tools = Array.from({ length: 100 }, (_, i) => ({
      name: `t${i}`,
      description: sentences.join(' '),
      inputSchema: { type: 'object' },
    }));
    // Took 143 s when every candidate was measured on every tool, the unchanged ones counted again each time.
    expect(sharedNoteProposals('s', tools, undefined, tokenizer).length).toBeGreaterThan(0);
  }, 30_000);
});
