import type { BudgetConfig, SandboxConfig, ServerConfig } from '../budget/budget-config.js';
import type { ResolvedServer } from './server-sources.js';
import type { ServerPolicy } from './server-policy.js';
import { shownUrl } from './server-failure.js';

/** One thing a server may reach at the head that it could not at the base: old → new, and what it lets through. */
export interface ReachWidening {
  key:
    | 'network'
    | 'require'
    | 'passEnv'
    | 'readable'
    | 'writable'
    | 'env'
    | 'headers'
    | 'remote'
    | 'started'
    | 'startedWith'
    | 'envFile';
  /** The path below the server's entry: ['sandbox', 'network'], ['env'], ['url']. */
  at: string[];
  from: string;
  to: string;
  /** Names the widening adds (variables, paths, header names); empty for network, require and url. */
  items: string[];
}

/** A server as one side declares it, with the budget-wide sandbox under its own. */
export interface ReachSide {
  server: ServerConfig;
  sandbox: SandboxConfig;
}

const LISTS = ['passEnv', 'writable', 'readable'] as const;

const quoted = (items: readonly string[]) => items.map((item) => JSON.stringify(item)).join(', ');

/** `${NAME}` references to the caller's environment: recorded on import for configs expanded there, else read. */
export function callerReferences(server: ServerConfig, field: string, text: string | undefined): string[] {
  if (server.expanded) return server.callerVariables?.[field] ?? [];
  return [...(text ?? '').matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-[^}]*)?\}/g)].map((match) => match[1]!);
}

/**
 * Every way `after` reaches further than `before` (undefined: the default, tightest reach). The one rule both the
 * BUDGET_RAISED lines and the policy a server runs under are made from. In the order they are listed: the sandbox,
 * the values handed in (env, headers), where it is reached (url), its env file, its command line.
 */
export function reachWidenings(before: ReachSide | undefined, after: ReachSide): ReachWidening[] {
  const was: Partial<ReachSide> = before ?? {};
  return [
    ...sandboxWidenings(was, after),
    ...valueWidenings(was, after),
    ...urlWidenings(was, after),
    ...envFileWidenings(was, after),
    ...commandLineWidenings(was, after),
  ];
}

/** The sandbox's network to the host's, its requirement dropped, and paths or variables added to its lists. */
function sandboxWidenings(was: Partial<ReachSide>, after: ReachSide): ReachWidening[] {
  const out: ReachWidening[] = [];
  const network = (side: Partial<ReachSide>) => side.sandbox?.network ?? 'none';
  if (network(was) !== 'host' && network(after) === 'host')
    out.push({ key: 'network', at: ['sandbox', 'network'], from: `"${network(was)}"`, to: '"host"', items: [] });
  if (was.sandbox?.require === true && after.sandbox.require !== true)
    out.push({
      key: 'require',
      at: after.sandbox.require === undefined ? ['sandbox'] : ['sandbox', 'require'],
      from: 'true',
      to: String(after.sandbox.require ?? 'unset'),
      items: [],
    });
  for (const key of LISTS) {
    const old = was.sandbox?.[key] ?? [];
    const added = (after.sandbox[key] ?? []).filter((item) => !old.includes(item));
    if (added.length > 0)
      out.push({
        key,
        at: ['sandbox', key],
        from: `[${quoted(old)}]`,
        to: `[${quoted(after.sandbox[key] ?? [])}]`,
        items: added,
      });
  }
  return out;
}

/** env and headers entries that hand the server a value of the caller's the base did not. */
function valueWidenings(was: Partial<ReachSide>, after: ReachSide): ReachWidening[] {
  const out: ReachWidening[] = [];
  for (const key of ['env', 'headers'] as const) {
    const changed = Object.entries(after.server[key] ?? {})
      .filter(([name, value]) => !sameValue(was.server, after.server, key, name, value))
      .map(([name]) => name);
    // Named by the variables they take in, never by value: an imported config's values are expanded already.
    const refs = (server: ServerConfig | undefined, name: string) => {
      const value = server?.[key] && Object.hasOwn(server[key]!, name) ? server[key]![name] : undefined;
      if (value === undefined) return 'unset';
      const names = callerReferences(server!, `${key}.${name}`, value);
      return names.length > 0 ? names.map((n) => `\${${n}}`).join(' ') : 'a value of its own';
    };
    if (changed.length > 0)
      out.push({
        key,
        at: [key],
        from: changed.map((name) => refs(was.server, name)).join(', '),
        to: changed.map((name) => refs(after.server, name)).join(', '),
        items: changed,
      });
  }
  return out;
}

/** A server now started and reached over the host network, or a remote url mcp-budget itself sends requests to. */
function urlWidenings(was: Partial<ReachSide>, after: ReachSide): ReachWidening[] {
  const started = (side: Partial<ReachSide>) => !!(side.server?.command && side.server.url);
  if (started(after) && !started(was))
    return [
      {
        key: 'started',
        at: ['url'],
        from: was.server?.url ? 'reached where it runs' : 'stdio in a network namespace',
        to: `started, then reached at ${after.server.url} over the host network`,
        items: [],
      },
    ];
  if (after.server.command || !after.server.url || was.server?.url === after.server.url) return [];
  // mcp-budget itself sends requests to a remote url (and its headers, with the job's variables): a new one could
  // be a service on the runner's loopback or network that the change wants to reach through mcp-budget.
  const headers = carriesCallerValues(after.server, 'headers') ? ['headers'] : [];
  return [
    {
      key: 'remote',
      at: ['url'],
      from: was.server?.url ? JSON.stringify(shownUrl(was.server.url)) : 'none',
      to: JSON.stringify(shownUrl(after.server.url)),
      items: headers,
    },
  ];
}

/** The values of a file the base's config did not name (or named with other content) are the change's to choose. */
function envFileWidenings(was: Partial<ReachSide>, after: ReachSide): ReachWidening[] {
  const file = after.server.envFile;
  const had = was.server?.envFile;
  if (!file || (had?.file === file.file && had.digest === file.digest)) return [];
  return [
    {
      key: 'envFile',
      at: ['envFile'],
      from: had ? `"${had.file}"${had.file === file.file ? ' (other content)' : ''}` : 'none',
      to: `"${file.file}"`,
      items: file.names,
    },
  ];
}

/** An imported config expands the caller's variables into the command line too: `"args": ["${GITHUB_TOKEN}"]`. */
function commandLineWidenings(was: Partial<ReachSide>, after: ReachSide): ReachWidening[] {
  return (['command', 'args', 'cwd', 'url'] as const).flatMap((field): ReachWidening[] => {
    const names = after.server.expanded ? (after.server.callerVariables?.[field] ?? []) : [];
    if (names.length === 0 || JSON.stringify(was.server?.[field]) === JSON.stringify(after.server[field])) return [];
    return [
      {
        key: 'startedWith',
        at: [field],
        from: was.server?.[field] === undefined ? 'none' : 'other values',
        to: names.map((name) => `\${${name}}`).join(', '),
        items: names,
      },
    ];
  });
}

/**
 * An env or headers entry widens reach when it hands the server a value of the caller's (`${GITHUB_TOKEN}`) that the
 * base did not: a literal value is the project's own code talking, which the change controls anyway.
 */
function sameValue(
  before: ServerConfig | undefined,
  after: ServerConfig,
  key: 'env' | 'headers',
  name: string,
  value: string,
): boolean {
  const old = before?.[key] && Object.hasOwn(before[key]!, name) ? before[key]![name] : undefined;
  return old === value || callerReferences(after, `${key}.${name}`, value).length === 0;
}

function carriesCallerValues(server: ServerConfig, key: 'env' | 'headers'): boolean {
  return Object.entries(server[key] ?? {}).some(
    ([name, value]) => callerReferences(server, `${key}.${name}`, value).length > 0,
  );
}

/**
 * The server as it may run under `before`'s reach: each widening taken back (lists cut to what the base allowed,
 * env and headers values the base did not set dropped or restored), and a server that can only be measured with
 * the reach it was refused is not started.
 */
function withinReach(
  before: ReachSide | undefined,
  after: ReachSide,
): {
  server: ServerConfig;
  withheld: ReachWidening[];
  refused?: string;
  unset?: Array<{ variable: string; field: string }>;
} {
  const withheld = reachWidenings(before, after);
  if (withheld.length === 0) return { server: { ...after.server, sandbox: explicit(after.sandbox) }, withheld };
  const allowed = before?.sandbox ?? {};
  const sandbox: SandboxConfig = {
    ...after.sandbox,
    network: after.sandbox.network === 'host' && allowed.network === 'host' ? 'host' : 'none',
    require: after.sandbox.require === true || allowed.require === true,
  };
  for (const key of LISTS)
    sandbox[key] = (after.sandbox[key] ?? []).filter((item) => (allowed[key] ?? []).includes(item));
  const server: ServerConfig = { ...after.server, sandbox: explicit(sandbox) };
  const callerVariables = { ...after.server.callerVariables };
  // What the server runs without: a value the base did not give it (a variable of its env, a header, a name passEnv
  // passes, an envFile's) is not there at all, and the run says so as for an unset ${VAR}.
  const unset: Array<{ variable: string; field: string }> = (after.sandbox.passEnv ?? [])
    .filter((name) => !(sandbox.passEnv ?? []).includes(name))
    .map((name) => ({ variable: name, field: 'sandbox.passEnv' }));
  for (const widening of withheld) {
    if (widening.key !== 'env' && widening.key !== 'headers') continue;
    const values = { ...after.server[widening.key] };
    for (const name of widening.items) {
      const old = before?.server[widening.key]?.[name];
      if (old !== undefined && Object.hasOwn(before!.server[widening.key]!, name)) {
        values[name] = old;
        const recorded = before!.server.callerVariables?.[`${widening.key}.${name}`];
        if (recorded) callerVariables[`${widening.key}.${name}`] = recorded;
        else delete callerVariables[`${widening.key}.${name}`];
      } else {
        delete values[name];
        delete callerVariables[`${widening.key}.${name}`];
        unset.push({ variable: name, field: `${widening.key}.${name}` });
      }
    }
    server[widening.key] = values;
  }
  if (after.server.expanded) server.callerVariables = callerVariables;
  unset.push(...withholdEnvFile(before, server, withheld).map((variable) => ({ variable, field: 'envFile' })));
  const remote = withheld.find((w) => w.key === 'remote');
  if (remote)
    server.headers = Object.fromEntries(
      Object.entries(server.headers ?? {}).filter(
        ([name, value]) => callerReferences(server, `headers.${name}`, value).length === 0,
      ),
    );
  const started = withheld.find((w) => w.key === 'started');
  const passed = withheld.find((w) => w.key === 'startedWith');
  const refused = started
    ? `it would be started and reached over the host network (${started.to}), which the base's budget does not give it`
    : remote
      ? `it would be reached at ${shownUrl(after.server.url!)}, which the base's budget does not name: mcp-budget sends requests only where the trusted side points`
      : passed
        ? `its ${passed.at[0]} takes in ${passed.to} of the job's environment, which the base's config does not`
        : undefined;
  return { server, withheld, ...(refused ? { refused } : {}), ...(unset.length > 0 ? { unset } : {}) };
}

/**
 * An envFile the base did not have: its values are taken back (the base's own value of a name, where it had one),
 * like a `${VAR}` the base did not pass. The names left with no value are returned: the server is measured without
 * them, which the run says as ENV_VARIABLE_UNSET (env-findings.ts), never a green check in silence; so are the
 * `${VAR}`s of its env the base did not pass.
 */
function withholdEnvFile(before: ReachSide | undefined, server: ServerConfig, withheld: ReachWidening[]): string[] {
  const widening = withheld.find((w) => w.key === 'envFile');
  if (!widening) return [];
  const env = { ...server.env };
  const unset: string[] = [];
  for (const name of widening.items) {
    const old = before?.server.env && Object.hasOwn(before.server.env, name) ? before.server.env[name] : undefined;
    if (old !== undefined) env[name] = old;
    else {
      delete env[name];
      unset.push(name);
    }
  }
  server.env = env;
  if (before?.server.envFile) server.envFile = before.server.envFile;
  else delete server.envFile;
  return unset;
}

/** Every key set, so the budget-wide sandbox under review cannot fill one in again when the options are merged. */
function explicit(sandbox: SandboxConfig): SandboxConfig {
  return {
    ...sandbox,
    network: sandbox.network ?? 'none',
    require: sandbox.require ?? false,
    passEnv: sandbox.passEnv ?? [],
    writable: sandbox.writable ?? [],
    readable: sandbox.readable ?? [],
  };
}

/** "sandbox.network "none" → "host"", the way a report lists what was not applied. */
function describeWidening(widening: ReachWidening): string {
  return `${widening.at.join('.')} ${widening.from} → ${widening.to}`;
}

/** The trusted side: the base's servers (undefined when the base has no budget.json) and its budget-wide sandbox. */
export interface TrustedReach {
  ref: string;
  servers: Map<string, ServerConfig> | undefined;
  sandbox: SandboxConfig | undefined;
}

/** The servers as they run on a pull request: each under the base's reach, or the default one. */
export function underPolicy(
  servers: ResolvedServer[],
  headSandbox: SandboxConfig | undefined,
  trusted: TrustedReach,
): ResolvedServer[] {
  return servers.map((resolved) => {
    const baseServer = trusted.servers?.get(resolved.name);
    const before = baseServer
      ? { server: baseServer, sandbox: { ...trusted.sandbox, ...baseServer.sandbox } }
      : undefined;
    const { server, withheld, refused, unset } = withinReach(before, {
      server: resolved.config,
      sandbox: { ...headSandbox, ...resolved.config.sandbox },
    });
    const policy: ServerPolicy = {
      source: before ? 'base' : 'default',
      ref: trusted.ref,
      ...(withheld.length > 0 ? { withheld: withheld.map(describeWidening) } : {}),
      ...(refused ? { refused } : {}),
      ...(unset ? { unset: unset.map((value) => ({ ...value, origin: resolved.origin })) } : {}),
    };
    return { ...resolved, config: server, policy };
  });
}

/** Each server with the policy it runs under: the trusted side's when there is one, else the checked-in budget. */
export function policed(
  servers: ResolvedServer[],
  config: BudgetConfig,
  trusted: TrustedReach | undefined,
): ResolvedServer[] {
  if (trusted) return underPolicy(servers, config.sandbox, trusted);
  return servers.map((server) => ({ ...server, policy: { source: 'budget' } }));
}
