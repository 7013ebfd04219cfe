import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { editJson, writeFileAtomic } from '../budget/budget-file.js';
import { loadBudget, parseBudget, type LoadedBudget } from '../budget/config.js';
import { UNITS } from '../judge/ceilings.js';
import { contractFindings } from '../judge/contract-findings.js';
import { initialBudget, keptFromExisting, tightenedTotals, withKeptKeys } from '../judge/init-budget.js';
import { judge, judgeContracts } from '../judge/judge.js';
import { judgeOversized, tightenedOversized, unmeasuredServers } from '../judge/ratchet.js';
import { RICHEST_CAPABILITIES } from '../measure/capability-probe.js';
import type { BudgetPath } from '../budget/budget-path.js';
import type { BudgetConfig } from '../budget/budget-config.js';
import type { Measurement } from '../measure/measure-all.js';
import { exitCodeFor } from '../judge/exit-code.js';
import { measureBudgetServers } from './budget-servers.js';
import { resolveBudgetServers } from '../servers/server-sources.js';
import type { BudgetChange, CommandResult, LeftOutServer, UnsetVariable } from '../judge/command-result.js';
import type { CommandContext } from './command-context.js';
import { revealHiddenTools } from './init-capabilities.js';
import { serversWithoutBudget, withPassEnv } from './server-specs.js';
import { userError } from '../user-error-words.js';

/**
 * `update`: lowers stale oversized entries and removes obsolete ones; never raises a number, never adds an entry.
 * What it writes comes from the ratchet's verdict on today's budget; the report judges the budget it wrote.
 */
export async function updateCommand(
  configFile: string,
  context: CommandContext & { dryRun?: boolean; headroom?: number },
): Promise<CommandResult> {
  const file = path.resolve(context.cwd, configFile);
  const loaded = await loadBudget(file, configFile);
  const servers = await resolveBudgetServers(loaded, context.callerEnv);
  const measurement = await measureBudgetServers(loaded, servers, context);
  // A server this run did not measure keeps its entries, and the totals are not lowered from the others alone.
  const unmeasured = unmeasuredServers(measurement);
  const leftOut = [...unmeasured, ...measurement.servers.filter((server) => !server.ok).map((server) => server.name)];
  const tightened = tightenedOversized(
    judgeOversized(loaded.config, measurement.servers, measurement.fixtures, unmeasured),
  );
  const changes: BudgetChange[] = [...tightened].map(([key, to]) => ({
    key,
    from: loaded.config.oversized![key]!,
    to,
  }));
  const totals = tightenedTotals(loaded.config, measurement, context.headroom);
  const said = leftOut.length > 0 ? { notMeasured: leftOut } : {};
  if (changes.length === 0 && totals.length === 0) {
    const { report } = judge(loaded.config, measurement, configFile);
    return { report, exitCode: exitCodeFor(report), budget: { file: configFile, text: loaded.text }, changes, ...said };
  }
  // The last entry gone takes "oversized" with it: an empty object left behind is noise in the reviewed file.
  const emptied = Object.keys(loaded.config.oversized ?? {}).every((key) =>
    changes.some((change) => change.key === key && change.to === undefined),
  );
  const oversizedEdits =
    emptied && changes.length > 0 ? [{ path: ['oversized'], value: undefined }] : budgetEdits(changes);
  const text = editJson(loaded.text, [
    ...oversizedEdits,
    ...totals.map((total) => ({ path: ['limits', total.limit], value: total.to })),
  ]);
  const config = parseBudget(configFile, text);
  if (!context.dryRun) await writeFileAtomic(file, text);
  const { report } = judge(config, measurement, configFile);
  return {
    report,
    exitCode: exitCodeFor(report),
    budget: { file: configFile, text },
    changes,
    totals,
    ...said,
    ...(context.dryRun ? {} : { wrote: configFile }),
  };
}

/** A file of nothing but whitespace (or a byte-order mark); anything unreadable is not empty. */
function isEmptyFile(file: string): boolean {
  try {
    return (
      readFileSync(file, 'utf8')
        .replace(/^\ufeff/, '')
        .trim() === ''
    );
  } catch {
    return false;
  }
}

type InitContext = CommandContext & { force?: boolean; dryRun?: boolean; headroom?: number; passEnv?: string[] };

/**
 * `init`: writes a first budget.json that today's servers pass, with today's oversized tools at today's size. A
 * server that cannot start is left out of the figures (and named, with why) rather than costing the others their
 * budget; `--force` over an existing budget recomputes the figures and keeps every key written by hand.
 */
export async function initCommand(
  configFile: string,
  serverSpecs: string[],
  context: InitContext,
): Promise<CommandResult> {
  const file = path.resolve(context.cwd, configFile);
  const start = await startingBudget(file, configFile, serverSpecs, context);
  const { config: base, measurement, revealed } = await measureEveryTool(file, start.declared, context);
  const leftOut = unstartedServers(measurement);
  const measured = measurement.servers.filter((server) => server.ok).map((server) => server.name);
  const blocking = blockingFindings(base, measurement, leftOut);
  if (blocking.length > 0 || measured.length === 0)
    return notWrittenResult(base, measurement, blocking, { measured, leftOut, exists: start.exists });
  const initial = initialBudget(base, measurement, context.headroom);
  const config = withKeptKeys(initial.config, base, start.kept);
  const text = `${JSON.stringify(config, null, 2)}\n`;
  parseBudget(configFile, text);
  // A dry run writes nothing, whatever else is asked (--force included).
  if (!context.dryRun) await writeFileAtomic(file, text);
  const { report } = judge(config, measurement, configFile);
  const folderNames = start.namedAfterFolder.map((server) => ({
    server,
    calls: measurement.servers.find((measuredServer) => measuredServer.name === server)?.serverInfo?.name,
  }));
  const example = (config.fixtures ?? []).length === 0 ? fixtureExample(measurement) : undefined;
  return {
    report,
    exitCode: exitCodeFor(report),
    budget: { file: configFile, text },
    relaxed: initial.relaxed,
    ...(leftOut.length > 0 ? { measured, leftOut } : {}),
    ...(folderNames.length > 0 ? { namedAfterFolder: folderNames } : {}),
    ...(example ? { fixtureExample: example } : {}),
    ...(start.kept.length > 0 ? { kept: start.kept } : {}),
    ...(revealed.length > 0 ? { revealed } : {}),
    ...(context.dryRun
      ? { proposed: text, ...(start.exists && !context.force ? { replaces: true } : {}) }
      : { wrote: configFile }),
  };
}

/** What init starts from: the servers named (or found), and under --force every key of the old file it keeps. */
async function startingBudget(file: string, configFile: string, serverSpecs: string[], context: InitContext) {
  // An empty file (a `touch budget.json`, whitespace) holds nothing to keep: init writes it as if it were absent.
  const exists = existsSync(file) && !isEmptyFile(file);
  if (exists && !context.force && !context.dryRun) {
    throw userError('BUDGET_EXISTS', { file: configFile });
  }
  const existing = exists ? (await loadBudget(file, configFile)).config : undefined;
  const ownServers = existing?.servers !== undefined || existing?.mcpConfig !== undefined;
  const namedAfterFolder: string[] = [];
  const fromSpecs =
    serverSpecs.length > 0 || !ownServers ? serversWithoutBudget(serverSpecs, context.cwd, namedAfterFolder) : {};
  const { base: startingFrom, kept } = existing ? keptFromExisting(existing, fromSpecs) : { base: fromSpecs, kept: [] };
  return { exists, kept, namedAfterFolder, declared: withPassEnv(startingFrom, context.passEnv ?? []) };
}

/** Every tool is seen: where the richest client is listed more tools, the budget declares its capabilities. */
async function measureEveryTool(file: string, declared: BudgetConfig, context: InitContext) {
  const loaded: LoadedBudget = { file, dir: path.dirname(file), text: '', config: declared };
  const servers = await resolveBudgetServers(loaded, context.callerEnv);
  const first = await measureBudgetServers(loaded, servers, { ...context, probeCapabilities: true });
  return revealHiddenTools(declared, first, () =>
    measureBudgetServers(loaded, servers, { ...context, capabilities: RICHEST_CAPABILITIES }),
  );
}

/**
 * A server that broke its contract gets no budget, nor does a run where no server started: the report says why. A
 * tool's unusable inputSchema leaves every figure whole: the budget is written, and the finding stands in it.
 */
function blockingFindings(base: BudgetConfig, measurement: Measurement, leftOut: LeftOutServer[]) {
  return contractFindings(base, measurement).filter(
    (finding) =>
      finding.severity === 'error' &&
      !leftOut.some((out) => out.server === finding.subject) &&
      !(finding.code === 'INVALID_INPUT_SCHEMA' && finding.args.kind === 'tool'),
  );
}

/** init wrote nothing: the contract's report, and what was measured, left out or needs a variable set. */
function notWrittenResult(
  base: BudgetConfig,
  measurement: Measurement,
  blocking: ReturnType<typeof blockingFindings>,
  said: { measured: string[]; leftOut: LeftOutServer[]; exists: boolean },
): CommandResult {
  const failed = judgeContracts(base, measurement);
  const unset: UnsetVariable[] = blocking.flatMap((finding) =>
    finding.code === 'ENV_VARIABLE_UNSET'
      ? [
          {
            server: finding.subject,
            variable: finding.args.variable,
            ...(finding.args.key !== undefined ? { key: finding.args.key } : {}),
            ...(finding.args.imported ? { imported: finding.args.imported } : {}),
          },
        ]
      : [],
  );
  return {
    report: failed,
    exitCode: exitCodeFor(failed),
    notWritten: {
      ...said,
      ...(typeof base.mcpConfig === 'string' ? { mcpConfig: base.mcpConfig } : {}),
      ...(unset.length > 0 ? { unset, otherErrors: blocking.length - unset.length } : {}),
    },
  };
}

/**
 * A tool to show a first fixture for: read-only first (calling it in CI changes nothing), then the fewest required
 * arguments, each named with its type so the example says what to fill in.
 */
function fixtureExample(
  measurement: Awaited<ReturnType<typeof measureBudgetServers>>,
): CommandResult['fixtureExample'] {
  const ranked = measurement.servers
    .filter((server) => server.ok)
    .flatMap((server) =>
      server.tools.map((tool) => {
        const inputs = Object.entries(tool.contract?.inputs ?? {}).filter(([, shape]) => shape.required);
        const annotations = tool.contract?.schemas?.annotations as { readOnlyHint?: unknown } | undefined;
        return {
          server: server.name,
          tool: tool.name,
          required: inputs.map(([name, shape]) =>
            shape.types?.length === 1 ? { name, type: shape.types[0]! } : { name },
          ),
          readOnly: annotations?.readOnlyHint === true,
        };
      }),
    )
    .sort((a, b) => Number(b.readOnly) - Number(a.readOnly) || a.required.length - b.required.length);
  const first = ranked[0];
  return first && { server: first.server, tool: first.tool, required: first.required };
}

/** The servers that did not start or answer, with the first line of why. */
function unstartedServers(measurement: Awaited<ReturnType<typeof measureBudgetServers>>): LeftOutServer[] {
  return measurement.servers.flatMap((server) =>
    server.ok || !server.failure
      ? []
      : [{ server: server.name, code: server.failure.code, why: server.failure.detail }],
  );
}

/** Number by number, so a one-line entry stays on one line and nothing else in the file moves. */
export function budgetEdits(changes: BudgetChange[]): Array<{ path: BudgetPath; value: unknown }> {
  const edits: Array<{ path: BudgetPath; value: unknown }> = [];
  for (const { key, from, to } of changes) {
    if (to === undefined) {
      edits.push({ path: ['oversized', key], value: undefined });
      continue;
    }
    for (const unit of UNITS) {
      if (from[unit] !== to[unit]) edits.push({ path: ['oversized', key, unit], value: to[unit] });
    }
  }
  return edits;
}
