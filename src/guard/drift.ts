import type { Fixture } from '../budget/budget-config.js';
import type { FixtureReport } from '../measure/measurement.js';
import type { ArgumentShape, SizeFigures, ToolFigures } from './size-figures.js';

/** One tool whose production results are larger than anything CI calls it with, and the fixture that would cover it. */
interface Drift {
  server: string;
  tool: string;
  reason: 'no-fixture' | 'larger-in-production';
  production: Pick<ToolFigures, 'count' | 'over' | 'tokens' | 'bytes'>;
  /** The largest result of the fixtures that call the tool, measured now; absent when none does. */
  ci?: { fixtures: string[]; tokens: number; bytes: number };
  /** A fixture to add: the shape of the largest production call, each value a placeholder to replace with a real one. */
  proposed: Pick<Fixture, 'name' | 'server' | 'tool'> & { arguments: ArgumentShape };
}

export interface DriftReport {
  schemaVersion: 1;
  ok: boolean;
  /** Server processes whose figures were read (each run's last line). */
  runs: number;
  /** Lines of a figures file that are not whole JSON (a process killed while writing one): passed over. */
  ignored?: Array<{ file: string; line: number }>;
  drift: Drift[];
  /** Tools whose fixtures could not be measured now (server failed, fixture skipped): compared with nothing. */
  unmeasured: Array<{ server: string; tool: string; why: string }>;
}

/**
 * Production figures (from mcp-budget/guard) against the fixtures' sizes measured now. A tool drifts when production
 * saw a larger result, in tokens or bytes, than every fixture that calls it, or when no fixture calls it at all.
 */
export function compareWithFixtures(
  figures: SizeFigures[],
  fixtures: FixtureReport[],
  failedServers: Set<string>,
  fixtureNames: Set<string>,
): Omit<DriftReport, 'runs'> {
  const drift: Drift[] = [];
  const unmeasured: DriftReport['unmeasured'] = [];
  for (const file of figures) {
    for (const [tool, production] of Object.entries(file.tools)) {
      if (failedServers.has(file.server)) {
        unmeasured.push({ server: file.server, tool, why: `server ${file.server} could not be measured` });
        continue;
      }
      const calls = fixtures.filter((fixture) => fixture.server === file.server && fixture.tool === tool);
      const measured = calls.filter(
        (fixture) =>
          fixture.skipped === undefined && fixture.pages.length > 0 && !fixture.pages.some((page) => page.tooLarge),
      );
      if (calls.length > 0 && measured.length === 0) {
        unmeasured.push({
          server: file.server,
          tool,
          why: calls.map((fixture) => `${fixture.name}: ${fixture.skipped ?? 'too large to count'}`).join('; '),
        });
        continue;
      }
      const ci =
        measured.length === 0
          ? undefined
          : {
              fixtures: measured.map((fixture) => fixture.name),
              tokens: Math.max(...measured.flatMap((fixture) => fixture.pages.map((page) => page.tokens))),
              bytes: Math.max(...measured.flatMap((fixture) => fixture.pages.map((page) => page.wireBytes))),
            };
      if (ci && production.tokens.max <= ci.tokens && production.bytes.max <= ci.bytes) continue;
      drift.push({
        server: file.server,
        tool,
        reason: ci ? 'larger-in-production' : 'no-fixture',
        production: {
          count: production.count,
          over: production.over,
          tokens: production.tokens,
          bytes: production.bytes,
        },
        ...(ci ? { ci } : {}),
        proposed: {
          name: freeName(`${tool}-production-max`, fixtureNames),
          server: file.server,
          tool,
          arguments: placeholders(production.largestArguments),
        },
      });
    }
  }
  return { schemaVersion: 1, ok: drift.length === 0 && unmeasured.length === 0, drift, unmeasured };
}

/**
 * Every run's figures as one per server: a run's lines are snapshots of it so far, so its last counts (a line without
 * `run`, of a guard before runs were told apart, is a run of its own); runs add up. Counts and `over` are sums and the
 * max is exact; p50 and p95 are the largest of the runs' (the runs' samples are not kept, so this is an upper bound);
 * the largest call's arguments are those of the run that saw the largest result.
 */
export function mergeRuns(records: SizeFigures[]): { figures: SizeFigures[]; runs: number } {
  const lastOfRun = new Map<string, SizeFigures>();
  records.forEach((record, index) => lastOfRun.set(record.run ?? `line ${index}`, record));
  const byServer = new Map<string, SizeFigures>();
  for (const run of lastOfRun.values()) {
    const merged = byServer.get(run.server);
    if (!merged) {
      const { run: _run, ...figures } = run;
      byServer.set(run.server, { ...figures, tools: { ...run.tools } });
      continue;
    }
    if (run.since < merged.since) merged.since = run.since;
    if (run.updated > merged.updated) merged.updated = run.updated;
    for (const [tool, figures] of Object.entries(run.tools)) {
      const earlier = merged.tools[tool];
      merged.tools[tool] = earlier ? addTool(earlier, figures) : figures;
    }
  }
  return { figures: [...byServer.values()], runs: lastOfRun.size };
}

function addTool(a: ToolFigures, b: ToolFigures): ToolFigures {
  const upper = (x: ToolFigures['tokens'], y: ToolFigures['tokens']) => ({
    p50: Math.max(x.p50, y.p50),
    p95: Math.max(x.p95, y.p95),
    max: Math.max(x.max, y.max),
  });
  return {
    count: a.count + b.count,
    over: a.over + b.over,
    tokens: upper(a.tokens, b.tokens),
    bytes: upper(a.bytes, b.bytes),
    largestArguments: b.tokens.max > a.tokens.max ? b.largestArguments : a.largestArguments,
  };
}

/** "number" becomes "<number>": a value the fixture needs and the figures never had. */
function placeholders(shape: ArgumentShape): ArgumentShape {
  if (typeof shape === 'string') return `<${shape}>`;
  if (Array.isArray(shape)) return shape.map(placeholders);
  return Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, placeholders(value)]));
}

/** A fixture name budget.json does not use yet (the schema's pattern: letters, digits and _ . : -). */
function freeName(wanted: string, taken: Set<string>): string {
  const base = wanted.replace(/[^A-Za-z0-9_.:-]/g, '_');
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}-${n}`;
  taken.add(name);
  return name;
}
