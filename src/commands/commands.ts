import { existsSync } from 'node:fs';
import path from 'node:path';
import { editJson, lineFinder as budgetLineFinder, writeFileAtomic } from '../budget/budget-file.js';
import { loadBudget, parseBudget, type BudgetConfig, type LoadedBudget, type OversizedEntry, type ServerConfig } from '../budget/config.js';
import { UsageError } from '../errors.js';
import type { BudgetPath, Finding } from '../report/findings.js';
import type { ReadText } from '../servers/mcp-config.js';
import { UNITS } from '../judge/ceilings.js';
import { withMeasuredFixes } from './measured-fixes.js';
import { headCommit, withBaseFigures } from './base-verdict.js';
import { revealHiddenTools, type RevealedTools } from './init-capabilities.js';
import { RICHEST_CAPABILITIES } from '../measure/capability-probe.js';
import type { UnmeasuredPolicy } from '../judge/base-provenance.js';
import { initialBudget, tightenedTotals, type InitialBudget } from '../judge/init-budget.js';
import { KNOWN_MCP_CONFIGS } from '../servers/mcp-config.js';
import { tightenedOversized } from '../judge/ratchet.js';
import { exitCodeFor, type Report } from '../report/report.js';
import { buildReport, judge, judgeContracts, sortFindings } from '../judge/judge.js';
import { measureAll, type Measurement, type RunOptions } from '../measure/measure-all.js';
import { resolveServers } from '../servers/server-sources.js';
import { splitCommandLine } from '../servers/command-line.js';
import { probeConfinement } from '../servers/sandbox.js';
import { baseFigures, budgetRaises, reachBeyondDefault, type RaisePolicy } from '../judge/budget-raises.js';
import { readBaseBudget, type BaseBudget } from '../budget/git-base.js';
import { budgetDigest, inShard, type Shard } from './shard.js';
import { policed, type TrustedReach } from '../servers/reach-policy.js';
import { assertServerPlaces } from '../servers/project-area.js';

export interface CommandContext extends RunOptions {
  cwd: string;
  /** Git ref whose budget.json (at the merge base) raises are judged against. */
  base?: string;
  raises?: RaisePolicy;
  /** Overrides budget.json's ratchet.stale (the Action's fail-on-stale). */
  stale?: 'error' | 'warning';
  /** Measure only this part of the servers; the verdict comes from `merge`. */
  shard?: Shard;
  /** Base figures from a saved report instead of measuring the merge base; a setup command for that measuring. */
  baseReport?: string;
  baseSetup?: string;
  /** Growth past the budget's gates was accepted in review (the Action: a pull request label). */
  acceptGrowth?: boolean;
  /** Overrides growth.unmeasuredBase: what an unmeasured base server does to the verdict. */
  unmeasuredBase?: UnmeasuredPolicy;
  /** explain: show what this host sends (hosts/*.json), not the raw wire. */
  host?: string;
}

export interface CommandResult {
  report: Report;
  exitCode: number;
  /** Path and text of the budget file the result refers to, for line numbers in reporters. */
  budget?: { file: string; text: string };
  /** Sizes the base branch's budget recorded per `subject|unit`, for Δ columns. */
  baseFigures?: Map<string, number>;
  /** What update or init wrote. */
  changes?: BudgetChange[];
  relaxed?: InitialBudget['relaxed'];
  /** init: servers that list more tools to the richest client, whose capabilities budget.json now declares. */
  revealed?: RevealedTools[];
  /** Totals update lowered toward today's figure plus the headroom. */
  totals?: ReturnType<typeof tightenedTotals>;
  wrote?: string;
  /** What init --dry-run would have written. */
  proposed?: string;
}

export interface BudgetChange {
  key: string;
  from: OversizedEntry;
  to: OversizedEntry | undefined;
}

async function measureBudget(loaded: LoadedBudget, context: CommandContext, trusted?: TrustedReach): Promise<Measurement> {
  void probeConfinement();
  const resolved = await resolveServers(loaded.config, loaded.dir, context.callerEnv, path.basename(loaded.file));
  const { unresolved } = resolved;
  assertServerPlaces(resolved.servers, loaded, context.callerEnv);
  const servers = policed(resolved.servers, loaded.config, trusted);
  if (servers.length === 0 && unresolved.length === 0) {
    throw new UsageError(`${path.basename(loaded.file)} declares no servers: add "servers", or "mcpConfig" naming a file with them`);
  }
  const shard = context.shard;
  const measured = shard ? servers.filter((server) => inShard(server.name, shard)) : servers;
  const measurement = await measureAll(loaded.config, measured, loaded.dir, context, servers);
  measurement.skippedServers = shard ? unresolved.filter((skipped) => inShard(skipped.server, shard)) : unresolved;
  return measurement;
}

export async function checkCommand(configFile: string, given: CommandContext): Promise<CommandResult> {
  // A pull request's checkout holds what its own scripts wrote: counts on disk are not read (cache-trust.ts).
  const context: CommandContext = given.base ? { ...given, cacheFromDisk: false } : given;
  const loaded = await loadBudget(path.resolve(context.cwd, configFile), configFile);
  if (context.stale) loaded.config.ratchet = { ...loaded.config.ratchet, stale: context.stale };
  const base = context.base ? await readBaseBudget(context.cwd, configFile, context.base) : undefined;
  const againstBase = base ? await judgeAgainstBase(configFile, loaded, base, context) : undefined;
  // A pull request's verdict lists once more as the richest client: a tool it adds for such clients is seen.
  const measurement = await measureBudget(loaded, context.base || context.baseReport ? { probeCapabilities: true, ...context } : context, againstBase?.trusted);
  if (context.shard) {
    // A shard only measures: limits on totals, duplicates and the ratchet need every server, so merge judges.
    const report = { ...judgeContracts(loaded.config, measurement, configFile), shard: { ...context.shard, budgetSha256: budgetDigest(loaded.text) } };
    return { report, exitCode: exitCodeFor(report), budget: { file: configFile, text: loaded.text } };
  }
  const judged = verdict(configFile, loaded, measurement, againstBase);
  const commit = await headCommit(context.cwd);
  if (commit) judged.report.commit = commit;
  // Every tool's figures against the base: measured at the merge base (or read from its saved report), or a finding.
  const result = !base && !context.baseReport ? judged : await withBaseFigures(judged, configFile, loaded, base, measurement, context);
  return result.exitCode === 1 ? { ...result, report: await withMeasuredFixes(loaded, result.report, measurement) } : result;
}

/** What this change does to the budget against the merge base: every loosening, and the base's figures for Δ. */
export interface BaseJudgment {
  findings: Finding[];
  figures?: Map<string, number>;
  /** What servers may reach in this run: the base's budget, not the one under review. */
  trusted: TrustedReach;
}

export async function judgeAgainstBase(configFile: string, loaded: LoadedBudget, base: BaseBudget, context: CommandContext): Promise<BaseJudgment> {
  const baseConfig = base.text === undefined ? undefined : tryParse(configFile, base.text);
  if (!baseConfig) {
    const head = await resolveServers(loaded.config, loaded.dir, context.callerEnv, path.basename(configFile)).catch(() => undefined);
    const beyond = head ? reachBeyondDefault(loaded.config, new Map(head.servers.map((server) => [server.name, server.config])), context.raises ?? 'allow') : [];
    return {
      trusted: { ref: base.ref, servers: undefined, sandbox: undefined },
      findings: [...beyond, {
        code: 'BUDGET_RAISED',
        severity: context.raises === 'fail' ? 'error' : 'notice',
        subject: configFile,
        message: base.text === undefined ? `${configFile} is new in this change (not at ${base.ref}): every limit in it is new` : `${configFile} at ${base.ref} is not valid, so raises cannot be judged`,
      }],
    };
  }
  const name = path.basename(configFile);
  const resolved = async (config: BudgetConfig, readText?: ReadText) => {
    try {
      const { servers } = await resolveServers(config, loaded.dir, context.callerEnv, name, readText);
      return new Map(servers.map((server) => [server.name, server.config]));
    } catch {
      return undefined; // an unreadable import at the base: budget.json's own servers are still compared
    }
  };
  const [baseServers, headServers] = await Promise.all([resolved(baseConfig, base.readText), resolved(loaded.config)]);
  const findings = budgetRaises(baseConfig, loaded.config, context.raises ?? 'allow', {
    ...(baseServers && headServers ? { servers: { base: baseServers, head: headServers } } : {}),
    symlink: base.symlink,
  });
  // An import that cannot be read at the base leaves budget.json's own servers as the trusted ones.
  const trusted = { ref: base.ref, servers: baseServers ?? new Map(Object.entries(baseConfig.servers ?? {})), sandbox: baseConfig.sandbox };
  return { findings, figures: baseFigures(baseConfig), trusted };
}

/** Judges a measurement against the budget, and against the base branch's budget when there is one. */
export function verdict(configFile: string, loaded: LoadedBudget, measurement: Measurement, againstBase: BaseJudgment | undefined): CommandResult {
  const budget = { file: configFile, text: loaded.text };
  const { report } = judge(loaded.config, measurement, configFile);
  if (!againstBase) return { report, exitCode: exitCodeFor(report), budget };
  const withRaises = buildReport(measurement, sortFindings([...report.findings, ...againstBase.findings]), configFile);
  return { report: withRaises, exitCode: exitCodeFor(withRaises), budget, ...(againstBase.figures ? { baseFigures: againstBase.figures } : {}) };
}

function tryParse(file: string, text: string): BudgetConfig | undefined {
  try {
    return parseBudget(file, text);
  } catch {
    return undefined;
  }
}

/** The cost table, budget or not: servers from budget.json if there is one, else from --server or .mcp.json files. */
export async function measureCommand(configFile: string, serverSpecs: string[], context: CommandContext & { configGiven?: boolean }): Promise<CommandResult> {
  const file = path.resolve(context.cwd, configFile);
  let loaded: LoadedBudget;
  // A budget named with --config must exist: falling back to .mcp.json would measure something else in silence.
  if (context.configGiven && serverSpecs.length === 0 && !existsSync(file)) throw new UsageError(`${configFile}: not found (named with --config)`);
  if (serverSpecs.length > 0 || !existsSync(file)) {
    const config = serversWithoutBudget(serverSpecs, context.cwd);
    loaded = { file, dir: context.cwd, text: '', config };
  } else {
    loaded = await loadBudget(file, configFile);
  }
  const measurement = await measureBudget(loaded, context);
  // With a budget, measure judges exactly as check does (limits, ratchet); without one there is nothing to judge.
  const report = loaded.text ? judge(loaded.config, measurement, configFile).report : judgeContracts(loaded.config, measurement);
  return { report, exitCode: exitCodeFor(report), ...(loaded.text ? { budget: { file: configFile, text: loaded.text } } : {}) };
}

/** Lowers stale oversized entries and removes obsolete ones; never raises a number, never adds an entry. */
export async function updateCommand(configFile: string, context: CommandContext & { dryRun?: boolean; headroom?: number }): Promise<CommandResult> {
  const file = path.resolve(context.cwd, configFile);
  const loaded = await loadBudget(file, configFile);
  const measurement = await measureBudget(loaded, context);
  const { verdicts } = judge(loaded.config, measurement, configFile);
  const tightened = tightenedOversized(verdicts);
  const changes: BudgetChange[] = [...tightened].map(([key, to]) => ({ key, from: loaded.config.oversized![key]!, to }));
  const totals = tightenedTotals(loaded.config, measurement, context.headroom);
  let text = loaded.text;
  if (changes.length > 0 || totals.length > 0) {
    text = editJson(loaded.text, [...budgetEdits(changes), ...totals.map((total) => ({ path: ['limits', total.limit], value: total.to }))]);
    const config = parseBudget(configFile, text);
    if (!context.dryRun) await writeFileAtomic(file, text);
    const after = judge(config, measurement, configFile).report;
    return { report: after, exitCode: exitCodeFor(after), budget: { file: configFile, text }, changes, totals, ...(context.dryRun ? {} : { wrote: configFile }) };
  }
  const { report } = judge(loaded.config, measurement, configFile);
  return { report, exitCode: exitCodeFor(report), budget: { file: configFile, text }, changes };
}

/** Writes a first budget.json that today's servers pass, with today's oversized tools at today's size. */
export async function initCommand(configFile: string, serverSpecs: string[], context: CommandContext & { force?: boolean; dryRun?: boolean; headroom?: number; passEnv?: string[] }): Promise<CommandResult> {
  const file = path.resolve(context.cwd, configFile);
  if (existsSync(file) && !context.force && !context.dryRun) {
    throw new UsageError(`${configFile} already exists; run \`npx mcp-budget check\`, or \`init --force\` to start over`);
  }
  const declared = withPassEnv(serversWithoutBudget(serverSpecs, context.cwd), context.passEnv ?? []);
  const loaded: LoadedBudget = { file, dir: path.dirname(file), text: '', config: declared };
  // Every tool is seen: where the richest client is listed more tools, the budget declares its capabilities.
  const revealing = await revealHiddenTools(declared, await measureBudget(loaded, { ...context, probeCapabilities: true }), () => measureBudget(loaded, { ...context, capabilities: RICHEST_CAPABILITIES }));
  const { config: base, measurement, revealed } = revealing;
  const failed = judgeContracts(base, measurement);
  if (exitCodeFor(failed) !== 0) return { report: failed, exitCode: exitCodeFor(failed) };
  const { config, relaxed } = initialBudget(base, measurement, context.headroom);
  const text = JSON.stringify(config, null, 2) + '\n';
  parseBudget(configFile, text);
  // A dry run writes nothing, whatever else is asked (--force included).
  if (!context.dryRun) await writeFileAtomic(file, text);
  const { report } = judge(config, measurement, configFile);
  return { report, exitCode: exitCodeFor(report), budget: { file: configFile, text }, relaxed, ...(revealed.length > 0 ? { revealed } : {}), ...(context.dryRun ? { proposed: text } : { wrote: configFile }) };
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

/**
 * `--env NAME`: a variable the servers need to start (an API key). The sandbox passes a server nothing of the
 * caller's environment unless named, so the budget names it; its value stays in the environment (a CI secret).
 */
function withPassEnv(config: BudgetConfig, names: string[]): BudgetConfig {
  for (const name of names) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new UsageError(`--env takes the name of an environment variable, got ${JSON.stringify(name)}`);
  }
  return names.length > 0 ? { ...config, sandbox: { passEnv: [...new Set(names)] } } : config;
}

function serversWithoutBudget(serverSpecs: string[], cwd: string): BudgetConfig {
  if (serverSpecs.length > 0) return { servers: serversFromSpecs(serverSpecs, cwd) };
  const found = KNOWN_MCP_CONFIGS.filter((candidate) => existsSync(path.join(cwd, candidate)));
  if (found.length === 0) {
    throw new UsageError(
      `no servers to measure: pass --server "<command that starts your server>" (repeatable), or check in one of ${KNOWN_MCP_CONFIGS.join(', ')}`,
    );
  }
  return { mcpConfig: found.length === 1 ? found[0]! : found };
}

/** `--server "node dist/index.js"`, `--server "files=npx server-filesystem ."` or `--server https://host/mcp`. */
export function serversFromSpecs(specs: string[], cwd?: string): Record<string, ServerConfig> {
  const servers: Record<string, ServerConfig> = {};
  for (const spec of specs) {
    const named = /^([A-Za-z0-9_.-]+)=(.+)$/s.exec(spec);
    const body = named ? named[2]! : spec;
    if (/^https?:\/\//.test(body)) {
      const url = new URL(body);
      servers[named ? named[1]! : url.hostname.replace(/[^A-Za-z0-9_.-]/g, '-')] = { url: body };
      continue;
    }
    const [command, ...args] = splitCommandLine(body);
    if (!command) throw new UsageError(`--server needs a command, got ${JSON.stringify(spec)}`);
    const base = named ? named[1]! : nameFromCommand(command, args, cwd);
    let name = base;
    for (let n = 2; servers[name]; n++) name = `${base}-${n}`;
    servers[name] = args.length > 0 ? { command, args } : { command };
  }
  return servers;
}

/** `node ../my-server/dist/index.js` is "my-server": build and entry-file names say nothing about the server. */
function nameFromCommand(command: string, args: string[], cwd?: string): string {
  const subject = args.find((arg) => !arg.startsWith('-') && arg !== 'run' && arg !== 'exec') ?? command;
  const segments = subject.replace(/@[\d^~.]+.*$/, '').split(/[\\/]/).filter((segment) => segment && segment !== '.' && segment !== '..');
  const generic = /^(index|server|main|cli|dist|build|lib|src|out|bin|app)$/;
  const stems = segments.map((segment) => segment.replace(/\.(m?[jt]s|c[jt]s|py)$/, ''));
  // `node dist/index.js` run in the project: the project's folder is the server's name.
  const name = [...stems].reverse().find((stem) => !generic.test(stem)) ?? (cwd ? path.basename(cwd) : undefined) ?? stems.at(-1) ?? 'server';
  return name.replace(/[^A-Za-z0-9_.-]/g, '-') || 'server';
}

export function lineFinder(budget: CommandResult['budget']): ((path: BudgetPath) => number | undefined) | undefined {
  return budget?.text ? budgetLineFinder(budget.text) : undefined;
}
