import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { isToolFixture, parseBudget } from '../budget/config.js';
import type { BudgetConfig, Fixture, Paginate, ToolFixture } from '../budget/budget-config.js';
import { runtimeResultCeiling, type Ceiling } from '../judge/ceilings.js';
import type { TokenizerName } from '../budget/tokenizers.js';
import { userError } from '../user-error-words.js';

/** The ceilings one result is held to; a unit without one is not held. */
export interface ResultCeilings {
  tokens?: Ceiling;
  bytes?: Ceiling;
}

/** What budget.json says about one server's results at run time. */
export interface GuardPolicy {
  server: string;
  tokenizer: TokenizerName;
  /** The ceilings for one call of `tool` with these arguments (see runtimeResultCeiling). */
  ceilings(tool: string, args: unknown): ResultCeilings;
  /** The paginated shape a fixture declares for `tool`, so a cut keeps records whole and says how to page. */
  paginate(tool: string): Paginate | undefined;
}

/**
 * Reads budget.json once, when the server is guarded, so a wrong path or a broken file stops the server at start-up
 * with the file and the JSON path, the way `check` would, instead of at its first call.
 */
export function loadGuardPolicy(budget: string | URL, server: string): GuardPolicy {
  const { file, from } = budgetFile(budget);
  const label = budget instanceof URL ? budget.href : budget;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const where = from
      ? ` (${file}: a relative path is read from the server's own package, ${from}; pass an absolute path or new URL('./budget.json', import.meta.url) for another place)`
      : '';
    throw userError('GUARD_BUDGET_UNREADABLE', { file: label, reason: (error as Error).message, where });
  }
  return guardPolicy(label, parseBudget(label, text), server);
}

/**
 * Where budget.json is: a URL or an absolute path as given; a relative path from the server's own package (the folder
 * of the nearest package.json above the entry script), never the working directory, which is the host's choice (a
 * host starts servers from the user's project). Without an entry script (a REPL), the working directory.
 */
function budgetFile(
  budget: string | URL,
  entry: string | undefined = process.argv[1],
): { file: string; from?: string } {
  if (budget instanceof URL || budget.startsWith('file:')) return { file: fileURLToPath(budget) };
  if (path.isAbsolute(budget)) return { file: budget };
  const root = entry === undefined ? process.cwd() : packageRoot(entry);
  return { file: path.resolve(root, budget), from: root };
}

function packageRoot(entry: string): string {
  let real: string;
  try {
    real = realpathSync(entry);
  } catch {
    real = path.resolve(entry);
  }
  const start = path.dirname(real);
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return start;
  }
}

export function guardPolicy(file: string, config: BudgetConfig, server: string): GuardPolicy {
  const known =
    Object.hasOwn(config.servers ?? {}, server) || (config.fixtures ?? []).some((fixture) => fixture.server === server);
  // Servers imported through mcpConfig are named in another file; without one, a name budget.json never mentions is a typo.
  if (!known && config.mcpConfig === undefined) {
    throw userError('GUARD_NO_SERVER', { file, server, names: Object.keys(config.servers ?? {}) });
  }
  const fixtures = (config.fixtures ?? [])
    .map((fixture, index) => ({ fixture, index }))
    .filter(
      (entry): entry is { fixture: ToolFixture; index: number } =>
        entry.fixture.server === server && isToolFixture(entry.fixture),
    );
  const paginated = new Map<string, Paginate>();
  for (const { fixture } of fixtures)
    if (fixture.paginate && !paginated.has(fixture.tool)) paginated.set(fixture.tool, fixture.paginate);
  return {
    server,
    tokenizer: config.tokenizer ?? 'o200k_base',
    ceilings(tool, args) {
      const own = fixtures.find(({ fixture }) => fixture.tool === tool && sameCall(fixture, args));
      const tokens = runtimeResultCeiling(config, server, 'tokens', own);
      const bytes = runtimeResultCeiling(config, server, 'bytes', own);
      return { ...(tokens ? { tokens } : {}), ...(bytes ? { bytes } : {}) };
    },
    paginate: (tool) => paginated.get(tool),
  };
}

/** A call is a fixture's call when its arguments are the fixture's; a walk's later pages differ only in the cursor. */
function sameCall(fixture: Fixture, args: unknown): boolean {
  const given = (typeof args === 'object' && args !== null ? args : {}) as Record<string, unknown>;
  const cursor = fixture.paginate?.cursorArgument;
  const strip = (record: Record<string, unknown>) =>
    cursor === undefined ? record : Object.fromEntries(Object.entries(record).filter(([key]) => key !== cursor));
  return isDeepStrictEqual(strip(fixture.arguments ?? {}), strip(given));
}
