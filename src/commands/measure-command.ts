import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadBudget, type LoadedBudget } from '../budget/config.js';
import { measureBudgetServers } from './budget-servers.js';
import { resolveBudgetServers } from '../servers/server-sources.js';
import type { CommandContext } from './command-context.js';
import type { CommandResult } from '../judge/command-result.js';
import { serversWithoutBudget } from './server-specs.js';
import { mark } from '../shell/trace.js';
import { judgeAndRender } from '../report/judge-and-render-later.js';
import { userError } from '../user-error-words.js';

/** The cost table, budget or not: servers from budget.json if there is one, else from --server or .mcp.json files. */
export async function measureCommand(
  configFile: string,
  serverSpecs: string[],
  context: CommandContext & { configGiven?: boolean },
): Promise<CommandResult> {
  const loaded = await budgetOrServers(configFile, serverSpecs, context);
  const servers = await resolveBudgetServers(loaded, context.callerEnv);
  mark('config loaded');
  const measurement = await measureBudgetServers(loaded, servers, context);
  mark('measured');
  const { judge, judgeContracts, exitCodeFor } = await judgeAndRender();
  // With a budget, measure judges exactly as check does (limits, ratchet); without one there is nothing to judge.
  const report = loaded.text
    ? judge(loaded.config, measurement, configFile).report
    : judgeContracts(loaded.config, measurement);
  mark('judged');
  return {
    report,
    exitCode: exitCodeFor(report),
    ...(loaded.text ? { budget: { file: configFile, text: loaded.text } } : {}),
  };
}

async function budgetOrServers(
  configFile: string,
  serverSpecs: string[],
  context: CommandContext & { configGiven?: boolean },
): Promise<LoadedBudget> {
  const file = path.resolve(context.cwd, configFile);
  // A budget named with --config must exist: falling back to .mcp.json would measure something else in silence.
  if (context.configGiven && serverSpecs.length === 0 && !existsSync(file))
    throw userError('CONFIG_NOT_FOUND', { file: configFile });
  if (serverSpecs.length > 0 || !existsSync(file))
    return { file, dir: context.cwd, text: '', config: serversWithoutBudget(serverSpecs, context.cwd) };
  return loadBudget(file, configFile);
}
