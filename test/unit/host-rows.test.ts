import { describe, expect, it } from 'vitest';
import { hostRows } from '../../src/report/reporters/host-rows.js';
import { fixture, hostResult, hostView, page, report, server } from './measured.js';

const perTool = (name: string, tokens: number) => ({
  name,
  hostName: `s_${name}`,
  bytes: tokens * 4,
  tokens,
  descriptionCut: false,
});

describe("host-rows: each host's row of the hosts table, as its model receives it", () => {
  it("each row says whether its tokens are exact for the host's model: o200k counts are Codex's and the OpenAI API's, an estimate for Claude, Gemini and hosts of several vendors", () => {
    const tools = [perTool('a', 10)];
    const hosts = ['codex', 'openai-api', 'claude-code', 'gemini-cli', 'cursor'];
    const rows = hostRows(report([server('s', [], { hosts: hosts.map((host) => hostView(host, tools)) })]));
    expect(rows.map(({ host, exact }) => ({ host, exact }))).toEqual([
      { host: 'codex', exact: true },
      { host: 'openai-api', exact: true },
      { host: 'claude-code', exact: false },
      { host: 'gemini-cli', exact: false },
      { host: 'cursor', exact: false },
    ]);
  });

  it('Cursor sends only the first 80 tools of all servers: the row counts those 80, and says how many were listed', () => {
    const tools = Array.from({ length: 95 }, (_, i) => perTool(`t${i}`, i < 80 ? 10 : 1000));
    const rows = hostRows(report([server('s', [], { hosts: [hostView('cursor', tools), hostView('codex', tools)] })]));
    expect(
      rows.map(({ host, tools: t, listed, bytes, tokens }) => ({ host, tools: t, listed, bytes, tokens })),
    ).toEqual([
      { host: 'cursor', tools: 80, listed: 95, bytes: 80 * 40, tokens: 800 },
      { host: 'codex', tools: 95, listed: 95, bytes: 80 * 40 + 15 * 4000, tokens: 800 + 15_000 },
    ]);
  });

  it('variants are alternatives: one row per way of running the servers, never their sum', () => {
    const full = server('github', [], { hosts: [hostView('codex', [perTool('a', 100), perTool('b', 200)])] });
    const readOnly = server('github@read-only', [], {
      variant: { of: 'github', name: 'read-only' } as never,
      hosts: [hostView('codex', [perTool('a', 100)])],
    });
    const rows = hostRows(report([full, readOnly]));
    expect(rows.map(({ host, configuration, tools, tokens }) => ({ host, configuration, tools, tokens }))).toEqual([
      { host: 'codex', configuration: 'github', tools: 2, tokens: 300 },
      { host: 'codex', configuration: 'github@read-only', tools: 1, tokens: 100 },
    ]);
  });

  it("a paged fixture shows every page as the model receives it, and the walk's sum", () => {
    const pages = [
      { tokens: 1200, bytes: 4800, outcome: 'whole' as const },
      { tokens: 1100, bytes: 4400, outcome: 'whole' as const },
      { tokens: 300, bytes: 1200, outcome: 'whole' as const },
    ];
    const f = fixture('list', 's', [page(5000, 1200), page(4500, 1100), page(1300, 300)], {
      hosts: [hostResult('codex', 1200, { pages })],
    });
    const [row] = hostRows(report([server('s', [], { hosts: [hostView('codex', [perTool('list', 10)])] })], [f]));
    expect(row!.results).toEqual(['list 1,200 + 1,100 + 300 = 2,600 over 3 pages']);
  });
});
