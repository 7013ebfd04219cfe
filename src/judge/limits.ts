import type { BudgetConfig, Limits } from '../budget/budget-config.js';
import type { BudgetPath } from '../budget/budget-path.js';

export type LimitName = keyof Limits;

/** A limit in force for a subject, and where it is written, so a finding can point at the line to edit. */
export interface LimitInForce {
  value: number;
  path: BudgetPath;
}

/** The server in budget.json a measured name stands for: `github@read-only` is a variant of `github`. */
export function configuredServer(config: BudgetConfig, server: string): string {
  if (config.servers && Object.hasOwn(config.servers, server)) return server;
  const at = server.lastIndexOf('@');
  return at > 0 && config.servers?.[server.slice(0, at)]?.variants ? server.slice(0, at) : server;
}

/**
 * A listed item's own limits (prompts, resources and skills are listed to the host like tools): unset, the tool
 * limits hold it.
 */
const FALLS_BACK_TO: Readonly<Partial<Record<LimitName, LimitName>>> = {
  promptBytes: 'toolBytes',
  promptTokens: 'toolTokens',
  resourceBytes: 'toolBytes',
  resourceTokens: 'toolTokens',
  skillBytes: 'toolBytes',
  skillTokens: 'toolTokens',
};

/** The limit that holds a subject: its own, or for a listed item the tool limit when its own is unset. */
export function limitInForce(
  config: BudgetConfig,
  server: string | undefined,
  name: LimitName,
): LimitInForce | undefined {
  const fallback = FALLS_BACK_TO[name];
  return limitFor(config, server, name) ?? (fallback === undefined ? undefined : limitFor(config, server, fallback));
}

/** A server's own `limits` (a variant's: its server's) override the top-level ones, limit by limit. */
export function limitFor(config: BudgetConfig, server: string | undefined, name: LimitName): LimitInForce | undefined {
  const configured = server === undefined ? undefined : configuredServer(config, server);
  const own = configured === undefined ? undefined : config.servers?.[configured]?.limits?.[name];
  if (own !== undefined) return { value: own, path: ['servers', configured!, 'limits', name] };
  const top = config.limits?.[name];
  return top === undefined ? undefined : { value: top, path: ['limits', name] };
}
