import { existsSync } from 'node:fs';
import path from 'node:path';
import { editJson, writeFileAtomic } from '../budget/budget-file.js';
import { loadBudget, parseBudget, type LoadedBudget } from '../budget/config.js';
import { UsageError } from '../errors.js';
import { UNITS } from '../judge/ceilings.js';
import { contractFindings } from '../judge/contract-findings.js';
import { initialBudget, tightenedTotals } from '../judge/init-budget.js';
import { judge, judgeContracts } from '../judge/judge.js';
import { judgeOversized, tightenedOversized, unmeasuredServers } from '../judge/ratchet.js';
import { RICHEST_CAPABILITIES } from '../measure/capability-probe.js';
import type { BudgetPath } from '../budget/budget-path.js';
import { exitCodeFor } from '../judge/exit-code.js';
import { measureBudgetServers, resolveBudgetServers } from './budget-servers.js';
import type { BudgetChange, CommandResult } from '../judge/command-result.js';
import type { CommandContext } from './command-context.js';
import { revealHiddenTools } from './init-capabilities.js';
import { serversWithoutBudget, withPassEnv } from './server-specs.js';

/**
 * `update`: lowers stale oversized entries and removes obsolete ones; never raises a number, never adds an entry.
 * What it writes comes from the ratchet's verdict on today's budget; the report judges the budget it wrote.
 */
export async function updateCommand(configFile: string, context: CommandContext & { dryRun?: boolean; headroom?: number }): Promise<CommandResult> {
  const file = path.resolve(context.cwd, configFile);
  const loaded = await loadBudget(file, configFile);
  const servers = await resolveBudgetServers(loaded, context.callerEnv);
  const measurement = await measureBudgetServers(loaded, servers, context);
  // A server this run did not measure keeps its entries, and the totals are not lowered from the others alone.
  const unmeasured = unmeasuredServers(measurement);
  const leftOut = [...unmeasured, ...measurement.servers.filter((server) => !server.ok).map((server) => server.name)];
  const tightened = tightenedOversized(judgeOversized(loaded.config, measurement.servers, measurement.fixtures, unmeasured));
  const changes: BudgetChange[] = [...tightened].map(([key, to]) => ({ key, from: loaded.config.oversized![key]!, to }));
  const totals = tightenedTotals(loaded.config, measurement, context.headroom);
  const said = leftOut.length > 0 ? { leftOut } : {};
  if (changes.length === 0 && totals.length === 0) {
    const { report } = judge(loaded.config, measurement, configFile);
    return { report, exitCode: exitCodeFor(report), budget: { file: configFile, text: loaded.text }, changes, ...said };
  }
  const text = editJson(loaded.text, [...budgetEdits(changes), ...totals.map((total) => ({ path: ['limits', total.limit], value: total.to }))]);
  const config = parseBudget(configFile, text);
  if (!context.dryRun) await writeFileAtomic(file, text);
  const { report } = judge(config, measurement, configFile);
  return { report, exitCode: exitCodeFor(report), budget: { file: configFile, text }, changes, totals, ...said, ...(context.dryRun ? {} : { wrote: configFile }) };
}

/** `init`: writes a first budget.json that today's servers pass, with today's oversized tools at today's size. */
export async function initCommand(configFile: string, serverSpecs: string[], context: CommandContext & { force?: boolean; dryRun?: boolean; headroom?: number; passEnv?: string[] }): Promise<CommandResult> {
  const file = path.resolve(context.cwd, configFile);
  const exists = existsSync(file);
  if (exists && !context.force && !context.dryRun) {
    throw new UsageError(`${configFile} already exists; run \`npx mcp-budget check\`, or \`init --force\` to start over`);
  }
  const declared = withPassEnv(serversWithoutBudget(serverSpecs, context.cwd), context.passEnv ?? []);
  const loaded: LoadedBudget = { file, dir: path.dirname(file), text: '', config: declared };
  const servers = await resolveBudgetServers(loaded, context.callerEnv);
  // Every tool is seen: where the richest client is listed more tools, the budget declares its capabilities.
  const first = await measureBudgetServers(loaded, servers, { ...context, probeCapabilities: true });
  const { config: base, measurement, revealed } = await revealHiddenTools(declared, first, () => measureBudgetServers(loaded, servers, { ...context, capabilities: RICHEST_CAPABILITIES }));
  // A server that failed or broke its contract gets no budget: its report says why.
  if (exitCodeFor({ findings: contractFindings(base, measurement) }) !== 0) {
    const failed = judgeContracts(base, measurement);
    return { report: failed, exitCode: exitCodeFor(failed) };
  }
  const { config, relaxed } = initialBudget(base, measurement, context.headroom);
  const text = JSON.stringify(config, null, 2) + '\n';
  parseBudget(configFile, text);
  // A dry run writes nothing, whatever else is asked (--force included).
  if (!context.dryRun) await writeFileAtomic(file, text);
  const { report } = judge(config, measurement, configFile);
  return { report, exitCode: exitCodeFor(report), budget: { file: configFile, text }, relaxed, ...(revealed.length > 0 ? { revealed } : {}), ...(context.dryRun ? { proposed: text, ...(exists && !context.force ? { replaces: true } : {}) } : { wrote: configFile }) };
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
