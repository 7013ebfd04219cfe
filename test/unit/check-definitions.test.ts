import { describe, expect, it } from 'vitest';
import type { BudgetConfig } from '../../src/budget/budget-config.js';
import { checkDefinitions } from '../../src/judge/check-definitions.js';
import { codes, failedServer, figures, server, tool } from './measured.js';
import { said } from './said.js';

describe('check-definitions: each tool, each server and every way to run them against limits', () => {
  it('a tool over toolBytes and toolTokens, its description and its host name over theirs', () => {
    const config: BudgetConfig = { limits: { toolBytes: 1000, toolTokens: 300, descriptionChars: 500, nameChars: 20 } };
    const big = tool('search', {
      bytes: 1200,
      tokens: 310,
      descriptionChars: 501,
      hostName: 'mcp__github__search_all',
    });
    expect(figures(checkDefinitions(config, [server('github', [big, tool('ok')])]))).toEqual([
      {
        code: 'TOOL_OVER_BUDGET',
        subject: 'github/search',
        severity: 'error',
        limit: 1000,
        actual: 1200,
        unit: 'bytes',
        path: ['limits', 'toolBytes'],
      },
      {
        code: 'TOOL_OVER_BUDGET',
        subject: 'github/search',
        severity: 'error',
        limit: 300,
        actual: 310,
        unit: 'tokens',
        path: ['limits', 'toolTokens'],
      },
      {
        code: 'DESCRIPTION_TOO_LONG',
        subject: 'github/search',
        severity: 'error',
        limit: 500,
        actual: 501,
        unit: 'chars',
        path: ['limits', 'descriptionChars'],
      },
      {
        code: 'NAME_TOO_LONG',
        subject: 'github/search',
        severity: 'error',
        limit: 20,
        actual: 23,
        unit: 'chars',
        path: ['limits', 'nameChars'],
      },
    ]);
  });

  it('at the limit is within it; a unit an oversized entry holds is left to the ratchet', () => {
    const config: BudgetConfig = {
      limits: { toolBytes: 1000, descriptionChars: 40 },
      oversized: { 's/big': { bytes: 5000 } },
    };
    expect(
      checkDefinitions(config, [
        server('s', [tool('edge', { bytes: 1000 }), tool('big', { bytes: 4000, descriptionChars: 41 })]),
      ]).map((f) => `${f.code} ${f.subject} ${f.unit}`),
    ).toEqual(['DESCRIPTION_TOO_LONG s/big chars']);
  });

  it('instructions over descriptionChars; a failed server is not judged', () => {
    const config: BudgetConfig = { limits: { descriptionChars: 100, toolBytes: 1 } };
    const findings = checkDefinitions(config, [
      server('s', [], { instructions: { chars: 101, bytes: 101, tokens: 20 } }),
      failedServer('down'),
    ]);
    expect(figures(findings)).toEqual([
      {
        code: 'INSTRUCTIONS_TOO_LONG',
        subject: 's',
        severity: 'error',
        limit: 100,
        actual: 101,
        unit: 'chars',
        path: ['limits', 'descriptionChars'],
      },
    ]);
  });

  it("totals: a server's own block judges that server, the top level judges all of them", () => {
    const config: BudgetConfig = {
      servers: { a: { command: 'a', limits: { totalBytes: 150 } }, b: { command: 'b' } },
      limits: { totalBytes: 350, totalTokens: 1000, toolCount: 2 },
    };
    const findings = checkDefinitions(config, [
      server('a', [tool('x'), tool('y')]),
      server('b', [tool('z', { bytes: 200 })]),
    ]);
    expect(figures(findings)).toEqual([
      {
        code: 'TOTAL_OVER_BUDGET',
        subject: 'a',
        severity: 'error',
        limit: 150,
        actual: 200,
        unit: 'bytes',
        path: ['servers', 'a', 'limits', 'totalBytes'],
      },
      {
        code: 'TOTAL_OVER_BUDGET',
        subject: 'total',
        severity: 'error',
        limit: 350,
        actual: 400,
        unit: 'bytes',
        path: ['limits', 'totalBytes'],
      },
      {
        code: 'TOO_MANY_TOOLS',
        subject: 'total',
        severity: 'error',
        limit: 2,
        actual: 3,
        unit: 'tools',
        path: ['limits', 'toolCount'],
      },
    ]);
  });

  it('a tool name two servers list, and one a server lists twice', () => {
    const findings = checkDefinitions({}, [
      server('a', [tool('search'), tool('dup'), tool('dup')]),
      server('b', [tool('search')]),
    ]);
    expect(codes(findings)).toEqual(['DUPLICATE_TOOL_NAME search', 'DUPLICATE_TOOL_NAME a/dup']);
  });

  it('two servers that share 19 tool names are one finding naming them all, not 19', () => {
    const names = Array.from({ length: 19 }, (_, i) => `t${String(i).padStart(2, '0')}`);
    const findings = said(
      checkDefinitions({}, [
        server(
          'notes',
          names.map((n) => tool(n)),
        ),
        server(
          'notes-dev',
          names.map((n) => tool(n)),
        ),
      ]),
    );
    expect(findings.map((f) => [f.code, f.severity, f.subject])).toEqual([
      ['DUPLICATE_TOOL_NAME', 'error', 't00 and 18 more'],
    ]);
    expect(findings[0]!.message).toContain('servers "notes" and "notes-dev" both define 19 tools of the same names:');
    expect(findings[0]!.message).toContain('"t00", "t01"');
  });

  it('when every host in hosts prefixes tool names with the server name, a clash across servers is a warning that says so', () => {
    const servers = [server('a', [tool('search'), tool('dup'), tool('dup')]), server('b', [tool('search')])];
    const prefixed = said(checkDefinitions({ hosts: ['claude-code', 'codex', 'cursor'] }, servers));
    expect(prefixed.map((f) => [f.code, f.severity, f.subject])).toEqual([
      ['DUPLICATE_TOOL_NAME', 'warning', 'search'],
      ['DUPLICATE_TOOL_NAME', 'error', 'a/dup'],
    ]);
    expect(prefixed[0]!.message).toContain(
      'every host in hosts (claude-code, codex, cursor) prefixes tool names with the server name, so no clash reaches the model',
    );
    // One host that sends tool names as they are keeps it an error.
    const bare = checkDefinitions({ hosts: ['claude-code', 'claude-desktop'] }, servers);
    expect(bare.map((f) => f.severity)).toEqual(['error', 'error']);
    expect(checkDefinitions({}, servers).map((f) => f.severity)).toEqual(['error', 'error']);
  });

  it('variants are alternatives: totals per configuration, and never a clash between two variants of one server', () => {
    const config: BudgetConfig = {
      servers: { gh: { command: 'gh', variants: { ro: {}, rw: {} } }, n: { command: 'n' } },
      limits: { totalBytes: 250 },
    };
    const ro = server('gh@ro', [tool('read')], { variant: { of: 'gh', name: 'ro' } });
    const rw = server('gh@rw', [tool('read'), tool('write')], { variant: { of: 'gh', name: 'rw' } });
    const findings = checkDefinitions(config, [ro, rw, server('n', [tool('note')])]);
    expect(figures(findings)).toEqual([
      {
        code: 'TOTAL_OVER_BUDGET',
        subject: 'total (gh@rw)',
        severity: 'error',
        limit: 250,
        actual: 300,
        unit: 'bytes',
        path: ['limits', 'totalBytes'],
      },
    ]);
  });

  it('past 64 configurations every pair that can run together is still checked for clashes', () => {
    const servers = Array.from({ length: 7 }, (_, i) =>
      ['a', 'b'].map((v) =>
        server(`s${i}@${v}`, [tool(i === 6 && v === 'b' ? 'shared' : `t${i}${v}`)], {
          variant: { of: `s${i}`, name: v },
        }),
      ),
    ).flat();
    servers.push(server('plain', [tool('shared')]));
    expect(codes(checkDefinitions({}, servers))).toEqual(['DUPLICATE_TOOL_NAME shared']);
  });
});
