// check, merge and update share one order: load both budgets → resolve each side's servers once → measure → judge
// once → one report. These tests watch the order from outside: how often the head's servers are resolved (each
// resolution reads a variable of the caller's environment that only the head's .mcp.json names), and whether
// judging writes anything into what it is given.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BudgetConfig } from '../../src/budget/budget-config.js';
import { checkCommand } from '../../src/commands/check-command.js';
import { mergeCommand } from '../../src/commands/merge-command.js';
import type { BaseEvidence } from '../../src/judge/base/against-base.js';
import { judge, verdictOf } from '../../src/judge/judge.js';
import { reportedFinding } from '../../src/judge/finding-render.js';
import type { Measurement } from '../../src/measure/measure-all.js';
import { renderJson } from '../../src/report/reporters/json.js';
import type { Report } from '../../src/judge/report.js';
import { git, project, SPEC_SERVER } from '../helpers.js';

function tool(name: string, bytes: number) {
  const empty = { name, description: '', inputSchema: { type: 'object' } };
  return { ...empty, description: 'x'.repeat(bytes - Buffer.byteLength(JSON.stringify(empty))) };
}

/** The caller's environment, counting each read of the named variables (set nowhere: `${NAME:-default}` falls back). */
function countingEnv(...names: string[]) {
  const reads = Object.fromEntries(names.map((name) => [name, 0]));
  const env = new Proxy({ ...process.env } as Record<string, string | undefined>, {
    get(target, key, receiver) {
      if (typeof key === 'string' && key in reads) reads[key]! += 1;
      return Reflect.get(target, key, receiver);
    },
  });
  return { env, reads };
}

/** main: the server from .mcp.json lists A (300 B) and B; the pull request grows A to 528 B and names HEAD_PROBE. */
function repository(): string {
  const mcp = (probe: string) => ({
    mcpServers: { s: { command: process.execPath, args: [SPEC_SERVER, `\${${probe}:-spec.json}`] } },
  });
  const dir = project({
    'spec.json': { tools: [tool('A', 300), tool('B', 500)] },
    '.mcp.json': mcp('BASE_PROBE'),
    'budget.json': { mcpConfig: '.mcp.json', limits: { toolBytes: 4000 }, growth: { toolPercent: 25 } },
  });
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'base');
  git(dir, 'checkout', '-q', '-b', 'pr');
  writeFileSync(path.join(dir, 'spec.json'), JSON.stringify({ tools: [tool('A', 528), tool('B', 500)] }));
  writeFileSync(path.join(dir, '.mcp.json'), JSON.stringify(mcp('HEAD_PROBE')));
  git(dir, 'commit', '-q', '-am', 'grow A');
  return dir;
}

const codes = (report: Report) =>
  report.findings.map((finding) => `${finding.severity} ${finding.code} ${finding.subject}`);

describe('one check order', () => {
  it("check --base resolves the head's servers once, and judges raises and growth in one verdict", async () => {
    const dir = repository();
    const { env, reads } = countingEnv('HEAD_PROBE', 'BASE_PROBE');
    const result = await checkCommand('budget.json', { cwd: dir, callerEnv: env, concurrency: 2, base: 'main' });
    // The head once (measured, and what its change lets servers reach). The base once from git for raises, and once
    // in its worktree, where it is measured.
    expect(reads).toEqual({ HEAD_PROBE: 1, BASE_PROBE: 2 });
    expect(result.report.base?.source).toBe('measured');
    expect(result.report.changes?.subjects.find((change) => change.subject === 's/A')).toMatchObject({
      kind: 'grew',
      deltaBytes: 228,
    });
    expect(codes(result.report)).toContain('error GROWTH_OVER_BUDGET s/A');
    expect(result.exitCode).toBe(1);
    // The report's tools carry the ceiling they were held to.
    expect(result.report.servers[0]!.tools.map((t) => t.ceiling)).toEqual([{ bytes: 4000 }, { bytes: 4000 }]);
  });

  it("merge --base resolves the head's servers once: for the shards' order and for raises", async () => {
    const dir = repository();
    const shard = await checkCommand('budget.json', {
      cwd: dir,
      callerEnv: process.env,
      concurrency: 2,
      base: 'main',
      shard: { index: 1, count: 1 },
    });
    expect(shard.report.shard).toMatchObject({ index: 1, count: 1 });
    writeFileSync(path.join(dir, 'shard-1.json'), renderJson(shard.report));
    const { env, reads } = countingEnv('HEAD_PROBE', 'BASE_PROBE');
    const merged = await mergeCommand('budget.json', ['shard-1.json'], {
      cwd: dir,
      callerEnv: env,
      concurrency: 2,
      base: 'main',
    });
    expect(reads).toEqual({ HEAD_PROBE: 1, BASE_PROBE: 1 });
    expect(merged.report.servers.map((server) => server.tools.map((t) => [t.name, t.bytes]))).toEqual([
      [
        ['A', 528],
        ['B', 500],
      ],
    ]);
    expect(merged.baseFigures).toBeInstanceOf(Map);
  });

  it('judging writes nothing into the budget, the measurement or the base it is given', async () => {
    const dir = repository();
    const { report } = await checkCommand('budget.json', { cwd: dir, callerEnv: process.env, concurrency: 2 });
    const withoutCeilings = report.servers.map((server) => ({
      ...server,
      tools: server.tools.map(({ ceiling: _ceiling, ...rest }) => rest),
    }));
    const measurement: Measurement = {
      tokenizer: report.tokenizer,
      servers: withoutCeilings,
      fixtures: report.fixtures,
      configured: ['s'],
      skippedServers: [],
    };
    const config: BudgetConfig = {
      mcpConfig: '.mcp.json',
      limits: { toolBytes: 400 },
      oversized: { 's/B': { bytes: 600 } },
      growth: { toolPercent: 25 },
    };
    // The base: A was 300 bytes there, toolBytes was 1,000 and B had no oversized entry (this change adds one: a raise).
    const baseReport: Report = structuredClone({ ...report, servers: withoutCeilings });
    baseReport.servers[0]!.tools[0]!.bytes = 300;
    const evidence: BaseEvidence = {
      budget: {
        ref: 'main',
        config: { mcpConfig: '.mcp.json', limits: { toolBytes: 1000 } },
        symlink: { base: undefined, head: undefined },
      },
      headServers: new Map([['s', { command: 'node' }]]),
      figures: { ref: 'main', source: 'report', report: baseReport },
      versions: {},
      raises: 'allow',
      acceptGrowth: false,
      setupGiven: false,
    };
    const before = structuredClone({ config, measurement, evidence });
    deepFreeze(config);
    deepFreeze(measurement);
    deepFreeze(evidence);
    const verdict = verdictOf(config, measurement, 'budget.json', evidence);
    expect({ config, measurement, evidence }).toEqual(before);
    expect(verdict.findings.map((f) => `${f.severity} ${f.code} ${f.subject}`)).toEqual([
      'error TOOL_OVER_BUDGET s/A',
      'error OVERSIZED_STALE s/B',
      'error GROWTH_OVER_BUDGET s/A',
      'warning BUDGET_RAISED s/B',
    ]);
    expect(verdict.servers[0]!.tools.map((t) => t.ceiling)).toEqual([{ bytes: 400 }, { bytes: 600 }]);
    expect(measurement.servers[0]!.tools.every((t) => t.ceiling === undefined)).toBe(true);
    // The same inputs, the same verdict: judging twice gives one answer.
    // (The report carries the verdict's findings with their words: the words module renders them.)
    expect(judge(config, measurement, 'budget.json', evidence).report.findings).toEqual(
      verdict.findings.map((f) => reportedFinding(f, 'budget.json')),
    );
  });
});

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const member of value instanceof Map ? [...value.keys(), ...value.values()] : Object.values(value))
      deepFreeze(member);
  }
  return value;
}
