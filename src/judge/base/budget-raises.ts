import type { BudgetConfig, Limits, SandboxConfig, ServerConfig } from '../../budget/budget-config.js';
import type { BudgetPath } from '../../budget/budget-path.js';
import type { Finding } from '../findings.js';
import type { Raise } from '../finding-words.js';
import { DEFAULT_MIN_DELTA } from '../ratchet.js';
import { limitInForce } from '../limits.js';
import { reachWidenings } from '../../servers/reach-policy.js';
import { BUDGET_KEY_CLASSES } from './budget-key-classes.js';
import { capabilityEdits, commandLineEdits, fixtureEdits } from './edit-raises.js';
import { envEdits, eraEdit, timeoutRaises } from './run-edit-raises.js';

export type RaisePolicy = 'allow' | 'fail';

/** One change to budget.json that lets more through, or lets a server reach more, than the base's did. */
interface Loosening {
  subject: string;
  path: BudgetPath;
  from?: number;
  to?: number;
  line: Raise;
}

export interface LooseningContext {
  /** Every server as resolved (mcpConfig imports, then budget.json's own), at the base and at the head. */
  servers?: { base: Map<string, ServerConfig> | undefined; head: Map<string, ServerConfig> | undefined };
  symlink?: { base: string | undefined; head: string | undefined };
}

const LIMIT_NAMES: ReadonlyArray<keyof Limits> = [
  'toolBytes',
  'toolTokens',
  'totalBytes',
  'totalTokens',
  'promptBytes',
  'promptTokens',
  'resourceBytes',
  'resourceTokens',
  'skillBytes',
  'skillTokens',
  'descriptionChars',
  'nameChars',
  'toolCount',
  'resultTokens',
  'resultBytes',
  'sessionTokens',
];

/**
 * Every change to budget.json, against the base branch's, that lets more through or widens what a server may
 * reach, each with its own line (old → new). Limits are compared as they apply to each server (its own `limits`
 * over the top-level ones), not key by key, so moving a limit into a server block is seen for what it does.
 * Tightening is not listed. Judged against the committed base file, never by measuring the base branch again.
 */
export function budgetRaises(
  base: BudgetConfig,
  head: BudgetConfig,
  policy: RaisePolicy,
  context: LooseningContext = {},
): Finding[] {
  const loosenings = [
    ...limitLoosenings(base, head),
    ...oversizedLoosenings(base, head),
    ...fixtureLoosenings(base, head),
    ...sessionLoosenings(base, head),
    ...measurementChanges(base, head),
    ...serverLoosenings(base, head, context),
    ...symlinkChange(context.symlink),
  ];
  return asFindings(loosenings, policy);
}

/**
 * A base with no budget.json yet gives every server the default reach: what the new file asks beyond it is listed
 * the same way, one line each, so the first pull request shows what it would let its servers reach.
 */
export function reachBeyondDefault(
  head: BudgetConfig,
  servers: Map<string, ServerConfig>,
  policy: RaisePolicy,
): Finding[] {
  const at = (server: string): BudgetPath => (own(head.servers, server) ? ['servers', server] : ['mcpConfig']);
  return asFindings(
    [...servers].flatMap(
      ([server, config]) => serverReachLoosenings(server, undefined, config, at(server), undefined, head.sandbox).lines,
    ),
    policy,
  );
}

function asFindings(loosenings: Loosening[], policy: RaisePolicy): Finding[] {
  const severity = policy === 'fail' ? 'error' : 'warning';
  return loosenings.map((loosening) => ({
    code: 'BUDGET_RAISED',
    severity,
    subject: loosening.subject,
    ...(loosening.from === undefined ? {} : { limit: loosening.from }),
    ...(loosening.to === undefined ? {} : { actual: loosening.to }),
    path: loosening.path,
    args: { kind: 'line', line: loosening.line, policy },
  }));
}

const looser = (before: number | undefined, after: number | undefined) =>
  before !== undefined && (after === undefined || after > before);
const raised = (setting: string, from: number | undefined, to: number | undefined, server?: string): Raise => ({
  kind: 'raised',
  setting,
  ...(server === undefined ? {} : { server }),
  ...(from === undefined ? {} : { from }),
  ...(to === undefined ? {} : { to }),
});
const changed = (
  setting: string,
  from: string,
  to: string,
  why: Extract<Raise, { kind: 'changed' }>['why'],
): Raise => ({ kind: 'changed', setting, from, to, why });
const own = <T>(record: Record<string, T> | undefined, key: string): T | undefined =>
  record && Object.hasOwn(record, key) ? record[key] : undefined;

/**
 * Limits as they hold (limits.ts): a prompt limit left unset is the tool limit, so `promptBytes` set above
 * `toolBytes` is a raise, and a change to `toolBytes` alone is its own line, not one per item limit it holds.
 */
function limitLoosenings(base: BudgetConfig, head: BudgetConfig): Loosening[] {
  const out: Loosening[] = [];
  for (const name of LIMIT_NAMES) {
    if (base.limits?.[name] === undefined && head.limits?.[name] === undefined) continue;
    const before = limitInForce(base, undefined, name)?.value;
    const after = limitInForce(head, undefined, name)?.value;
    if (looser(before, after))
      out.push({
        subject: 'limits',
        path: head.limits?.[name] === undefined ? ['limits'] : ['limits', name],
        from: before,
        to: after,
        line: raised(`limits.${name}`, before, after),
      });
  }
  // What applies to each server: a server block that overrides (or stops overriding) a limit changes it for that server.
  const servers = new Set([...Object.keys(base.servers ?? {}), ...Object.keys(head.servers ?? {})]);
  for (const server of servers) {
    const headServer = own(head.servers, server);
    if (!headServer) continue; // a server that left budget.json is listed by serverLoosenings
    const baseServer = own(base.servers, server);
    for (const name of LIMIT_NAMES) {
      const baseOwn = baseServer?.limits?.[name];
      const headOwn = headServer.limits?.[name];
      if (baseOwn === undefined && headOwn === undefined) continue; // the top-level comparison covers it
      const before = limitInForce(base, server, name)?.value;
      const after = limitInForce(head, server, name)?.value;
      if (!looser(before, after)) continue;
      const path: BudgetPath = headOwn !== undefined ? ['servers', server, 'limits', name] : ['servers', server];
      out.push({ subject: server, path, from: before, to: after, line: raised(name, before, after, server) });
    }
  }
  return out;
}

function oversizedLoosenings(base: BudgetConfig, head: BudgetConfig): Loosening[] {
  const out: Loosening[] = [];
  for (const [key, entry] of Object.entries(head.oversized ?? {})) {
    const before = own(base.oversized, key);
    for (const unit of ['bytes', 'tokens', 'chars'] as const) {
      const after = entry[unit];
      if (after === undefined) continue;
      if (before?.[unit] === undefined) {
        out.push({
          subject: key,
          path: ['oversized', key, unit],
          to: after,
          line: { kind: 'new-oversized', key, unit, to: after },
        });
      } else if (after > before[unit]!) {
        out.push({
          subject: key,
          path: ['oversized', key, unit],
          from: before[unit],
          to: after,
          line: raised(`oversized["${key}"].${unit}`, before[unit], after),
        });
      }
    }
  }
  return out;
}

function fixtureLoosenings(base: BudgetConfig, head: BudgetConfig): Loosening[] {
  const out: Loosening[] = [];
  const headFixtures = new Map((head.fixtures ?? []).map((fixture, index) => [fixture.name, { fixture, index }]));
  for (const before of base.fixtures ?? []) {
    const found = headFixtures.get(before.name);
    if (!found) {
      out.push({
        subject: `fixture:${before.name}`,
        path: ['fixtures'],
        line: { kind: 'fixture-gone', name: before.name },
      });
      continue;
    }
    const { fixture: after, index } = found;
    for (const ceiling of ['maxTokens', 'maxBytes'] as const) {
      if (looser(before[ceiling], after[ceiling])) {
        out.push({
          subject: `fixture:${after.name}`,
          path: after[ceiling] === undefined ? ['fixtures', index] : ['fixtures', index, ceiling],
          from: before[ceiling],
          to: after[ceiling],
          line: raised(`fixtures["${after.name}"].${ceiling}`, before[ceiling], after[ceiling]),
        });
      }
    }
    out.push(...fixtureEdits(before, after, index));
    // A normalize rule rewrites the result before it is counted: a new or changed one can erase what is measured.
    if (JSON.stringify(before.normalize ?? []) !== JSON.stringify(after.normalize ?? [])) {
      out.push({
        subject: `fixture:${after.name}`,
        path: ['fixtures', index, 'normalize'],
        line: changed(
          `fixtures["${after.name}"].normalize`,
          JSON.stringify(before.normalize ?? []),
          JSON.stringify(after.normalize ?? []),
          'normalize',
        ),
      });
    }
  }
  return out;
}

/** A session gone (or renamed: one gone), or its steps changed: another conversation is priced, or none. */
function sessionLoosenings(base: BudgetConfig, head: BudgetConfig): Loosening[] {
  const out: Loosening[] = [];
  const headSessions = head.sessions ?? [];
  for (const before of base.sessions ?? []) {
    const index = headSessions.findIndex((session) => session.name === before.name);
    const subject = `session:${before.name}`;
    if (index === -1) {
      out.push({ subject, path: ['sessions'], line: { kind: 'session-gone', name: before.name } });
      continue;
    }
    const [from, to] = [JSON.stringify(before.steps), JSON.stringify(headSessions[index]!.steps)];
    if (from !== to)
      out.push({
        subject,
        path: ['sessions', index, 'steps'],
        line: changed(`sessions["${before.name}"].steps`, from, to, 'sessionSteps'),
      });
  }
  return out;
}

/**
 * Settings that change how figures are counted or judged: each can make the same server pass more easily.
 * One phase per part of budget.json, in the order the lines are said: how figures are counted, the ratchet, the
 * growth gates, the hosts, what else is checked, the imported server lists.
 */
function measurementChanges(base: BudgetConfig, head: BudgetConfig): Loosening[] {
  return [
    ...countingChanges(base, head),
    ...ratchetChanges(base, head),
    ...growthChanges(base, head),
    ...hostChanges(base, head),
    ...checkChanges(base, head),
    ...importChanges(base, head),
  ];
}

/** How a figure is counted: the tokenizer, the name hosts give a tool, the protocol era, the time bounds. */
function countingChanges(base: BudgetConfig, head: BudgetConfig): Loosening[] {
  const out: Loosening[] = [];
  const setting = (key: 'tokenizer' | 'hostToolName' | 'era', fallback: string) => {
    const before = base[key] ?? fallback;
    const after = head[key] ?? fallback;
    if (before !== after)
      out.push({ subject: key, path: [key], line: changed(key, JSON.stringify(before), JSON.stringify(after), key) });
  };
  setting('tokenizer', 'o200k_base');
  setting('hostToolName', 'mcp__{server}__{tool}');
  setting('era', 'newest');
  out.push(...timeoutRaises(base, head));
  return out;
}

/** The ratchet: a larger minDelta lets more growth stand, a stale entry that only warns is never lowered. */
function ratchetChanges(base: BudgetConfig, head: BudgetConfig): Loosening[] {
  const out: Loosening[] = [];
  for (const unit of ['bytes', 'tokens', 'chars'] as const) {
    const before = base.ratchet?.minDelta?.[unit] ?? DEFAULT_MIN_DELTA[unit];
    const after = head.ratchet?.minDelta?.[unit] ?? DEFAULT_MIN_DELTA[unit];
    if (after > before)
      out.push({
        subject: 'ratchet',
        path: ['ratchet', 'minDelta', unit],
        from: before,
        to: after,
        line: { kind: 'raised', setting: `ratchet.minDelta.${unit}`, from: before, to: after, minDelta: true },
      });
  }
  if ((base.ratchet?.stale ?? 'error') === 'error' && head.ratchet?.stale === 'warning') {
    out.push({
      subject: 'ratchet',
      path: ['ratchet', 'stale'],
      line: changed('ratchet.stale', '"error"', '"warning"', 'stale'),
    });
  }
  return out;
}

/** The growth gates against the base: a looser gate, or an unmeasured base that only warns. */
function growthChanges(base: BudgetConfig, head: BudgetConfig): Loosening[] {
  const out: Loosening[] = [];
  for (const key of ['toolPercent', 'toolBytes', 'toolTokens', 'totalPercent', 'totalBytes', 'totalTokens'] as const) {
    const before = base.growth?.[key];
    const after = head.growth?.[key];
    if (looser(before, after))
      out.push({
        subject: 'growth',
        path: after === undefined ? ['growth'] : ['growth', key],
        from: before,
        to: after,
        line: raised(`growth.${key}`, before, after),
      });
  }
  if ((base.growth?.unmeasuredBase ?? 'error') === 'error' && head.growth?.unmeasuredBase === 'warning') {
    out.push({
      subject: 'growth',
      path: ['growth', 'unmeasuredBase'],
      line: changed('growth.unmeasuredBase', '"error"', '"warning"', 'unmeasuredBase'),
    });
  }
  return out;
}

/** The hosts judged: one no longer named, or a host's limit loosened. */
function hostChanges(base: BudgetConfig, head: BudgetConfig): Loosening[] {
  const out: Loosening[] = [];
  const droppedHosts = (base.hosts ?? []).filter((host) => !(head.hosts ?? []).includes(host));
  if (droppedHosts.length > 0)
    out.push({ subject: 'hosts', path: ['hosts'], line: { kind: 'hosts-dropped', hosts: droppedHosts } });
  // A host's model decides what it sends at session start (Codex defers only with a model it knows).
  for (const host of (head.hosts ?? []).filter((name) => (base.hosts ?? []).includes(name))) {
    const [before, after] = [own(base.hostModels, host), own(head.hostModels, host)];
    if (before !== after)
      out.push({
        subject: 'hosts',
        path: ['hosts'],
        line: changed(`hosts: ${host}'s model`, before ?? 'the assumed one', after ?? 'the assumed one', 'hostModel'),
      });
  }
  for (const [host, limits] of Object.entries(base.hostLimits ?? {})) {
    for (const [key, before] of Object.entries(limits)) {
      // A neutral key (startupWaitMs: warnings only) moves no verdict: no line, which raises: fail would make an error.
      if (BUDGET_KEY_CLASSES[`hostLimits.*.${key}`] === 'neutral') continue;
      const after = own(head.hostLimits, host)?.[key as keyof typeof limits];
      // Fewer tools reserved for the host's own leaves more room: reservedTools loosens downward.
      const loosened =
        key === 'reservedTools'
          ? before !== undefined && (after === undefined || after < before)
          : looser(before, after);
      if (loosened)
        out.push({
          subject: host,
          path: after === undefined ? ['hostLimits', host] : ['hostLimits', host, key],
          from: before,
          to: after,
          line: raised(`hostLimits["${host}"].${key}`, before, after),
        });
    }
  }
  return out;
}

/** What else is checked: breaking changes, and the stability checks (capabilities, restart, tools/list). */
function checkChanges(base: BudgetConfig, head: BudgetConfig): Loosening[] {
  const out: Loosening[] = [];
  // error > warning > off: a breaking change that no longer fails, or is no longer looked for.
  const strictness = { error: 2, warning: 1, off: 0 } as const;
  if (strictness[head.breakingChanges ?? 'warning'] < strictness[base.breakingChanges ?? 'warning']) {
    out.push({
      subject: 'breakingChanges',
      path: ['breakingChanges'],
      line: changed(
        'breakingChanges',
        JSON.stringify(base.breakingChanges ?? 'warning'),
        JSON.stringify(head.breakingChanges ?? 'warning'),
        head.breakingChanges === 'off' ? 'breakingOff' : 'breakingNotFailing',
      ),
    });
  }
  if (base.stability?.capabilities !== false && head.stability?.capabilities === false) {
    out.push({
      subject: 'stability',
      path: ['stability', 'capabilities'],
      line: changed('stability.capabilities', 'true', 'false', 'capabilitiesUncounted'),
    });
  }
  if (base.stability?.restart === true && head.stability?.restart !== true) {
    out.push({
      subject: 'stability',
      path: head.stability?.restart === undefined ? ['stability'] : ['stability', 'restart'],
      line: changed('stability.restart', 'true', String(head.stability?.restart ?? 'unset'), 'restartUnchecked'),
    });
  }
  if (base.stability?.toolsList === 'error' && head.stability?.toolsList !== 'error') {
    out.push({
      subject: 'stability',
      path: head.stability?.toolsList === undefined ? ['stability'] : ['stability', 'toolsList'],
      line: changed('stability.toolsList', '"error"', '"warning"', 'toolsList'),
    });
  }
  return out;
}

/** The mcpConfig files servers are imported from: another list can leave a server out. */
function importChanges(base: BudgetConfig, head: BudgetConfig): Loosening[] {
  const beforeImports = JSON.stringify([base.mcpConfig ?? []].flat());
  const afterImports = JSON.stringify([head.mcpConfig ?? []].flat());
  if (beforeImports === afterImports) return [];
  return [
    {
      subject: 'mcpConfig',
      path: ['mcpConfig'],
      line: changed('mcpConfig', beforeImports, afterImports, 'mcpConfig'),
    },
  ];
}

/**
 * Servers that stopped being measured, tools hidden from measurement, and servers given more to reach. Servers
 * imported from mcpConfig files count like budget.json's own: a codex `disabled_tools` hides a tool just the same.
 */
function serverLoosenings(base: BudgetConfig, head: BudgetConfig, context: LooseningContext): Loosening[] {
  const out: Loosening[] = [];
  const declared = (config: BudgetConfig) => new Map(Object.entries(config.servers ?? {}));
  const baseServers = context.servers?.base ?? declared(base);
  const headServers = context.servers?.head ?? declared(head);
  const where = (server: string): BudgetPath => (own(head.servers, server) ? ['servers', server] : ['mcpConfig']);
  out.push(...sandboxWidenings('sandbox', ['sandbox'], base.sandbox, head.sandbox));
  for (const server of baseServers.keys()) {
    if (!headServers.has(server))
      out.push({
        subject: server,
        path: own(base.servers, server) ? ['servers'] : ['mcpConfig'],
        line: { kind: 'server-gone', server },
      });
  }
  for (const [server, after] of headServers) {
    const before = baseServers.get(server);
    out.push(...toolFilterLoosenings(server, before ?? {}, after, where(server)));
    const reach = serverReachLoosenings(server, before, after, where(server), base.sandbox, head.sandbox);
    out.push(...reach.lines);
    if (before)
      out.push(
        ...commandLineEdits(server, before, after, where(server), reach.fields),
        ...envEdits(server, before, after, where(server)),
        ...eraEdit(server, { base, head }, before, after, where(server)),
      );
  }
  out.push(...capabilityEdits(base, head, { base: baseServers, head: headServers }, where));
  return out;
}

const SANDBOX_KEYS = new Set(['network', 'require', 'passEnv', 'readable', 'writable']);

/**
 * What the server may reach beyond the base (a new server: beyond the default, tightest reach): the same rule the
 * run's policy is made from (reach-policy.ts), so each line here is one thing that was not applied.
 */
function serverReachLoosenings(
  server: string,
  before: ServerConfig | undefined,
  after: ServerConfig,
  at: BudgetPath,
  baseSandbox: SandboxConfig | undefined,
  headSandbox: SandboxConfig | undefined,
): { lines: Loosening[]; fields: Set<string> } {
  const trusted = before ? { server: before, sandbox: { ...baseSandbox, ...before.sandbox } } : undefined;
  const widenings = reachWidenings(trusted, { server: after, sandbox: { ...headSandbox, ...after.sandbox } });
  const ownKey = (config: ServerConfig | undefined, key: string) =>
    !!config?.sandbox && Object.hasOwn(config.sandbox, key);
  const policy = before ? 'base' : 'default';
  const lines = widenings
    // A budget-wide sandbox change that this server only inherits is the budget-wide line's.
    .filter((w) => !(before && SANDBOX_KEYS.has(w.key) && !ownKey(before, w.key) && !ownKey(after, w.key)))
    .map((w) => ({
      subject: server,
      path: at.length > 1 ? [...at, ...w.at] : at,
      line: { kind: 'reach', server, widening: w, policy } as const,
    }));
  return { lines, fields: new Set(widenings.map((w) => w.at[0]!)) };
}

function symlinkChange(symlink: LooseningContext['symlink']): Loosening[] {
  if (!symlink?.head || symlink.head === symlink.base) return [];
  return [
    {
      subject: 'budget.json',
      path: [],
      line: { kind: 'symlink', head: symlink.head, ...(symlink.base ? { base: symlink.base } : {}) },
    },
  ];
}

function toolFilterLoosenings(server: string, before: ServerConfig, after: ServerConfig, at: BudgetPath): Loosening[] {
  const out: Loosening[] = [];
  const hidden = (after.disabledTools ?? []).filter((tool) => !(before.disabledTools ?? []).includes(tool));
  if (hidden.length > 0)
    out.push({
      subject: server,
      path: at.length > 1 ? [...at, 'disabledTools'] : at,
      line: { kind: 'disabled-tools', server, tools: hidden },
    });
  if (
    after.enabledTools &&
    (!before.enabledTools || before.enabledTools.some((tool) => !after.enabledTools!.includes(tool)))
  ) {
    out.push({
      subject: server,
      path: at.length > 1 ? [...at, 'enabledTools'] : at,
      line: {
        kind: 'enabled-tools',
        server,
        tools: after.enabledTools,
        ...(before.enabledTools ? { was: before.enabledTools } : {}),
      },
    });
  }
  return out;
}

/** The budget-wide sandbox: one line per widening, however many servers inherit it. */
function sandboxWidenings(
  subject: string,
  path: BudgetPath,
  before: SandboxConfig | undefined,
  after: SandboxConfig | undefined,
): Loosening[] {
  const out: Loosening[] = [];
  if ((before?.network ?? 'none') !== 'host' && after?.network === 'host')
    out.push({
      subject,
      path: [...path, 'network'],
      line: { kind: 'sandbox', key: 'network', from: `"${before?.network ?? 'none'}"`, to: '"host"' },
    });
  if (before?.require === true && after?.require !== true)
    out.push({
      subject,
      path: after?.require === undefined ? [...path] : [...path, 'require'],
      line: { kind: 'sandbox', key: 'require', from: 'true', to: String(after?.require ?? 'unset') },
    });
  for (const key of ['passEnv', 'writable', 'readable'] as const) {
    const added = (after?.[key] ?? []).filter((item) => !(before?.[key] ?? []).includes(item));
    const list = (items: string[] | undefined) => `[${(items ?? []).map((a) => JSON.stringify(a)).join(', ')}]`;
    if (added.length > 0)
      out.push({
        subject,
        path: [...path, key],
        line: { kind: 'sandbox', key, from: list(before?.[key]), to: list(after?.[key]), added },
      });
  }
  return out;
}

/** Δ vs base for the summary: what the base budget recorded per subject (oversized entries track sizes). */
export function baseFigures(base: BudgetConfig): Map<string, number> {
  const figures = new Map<string, number>();
  for (const [key, entry] of Object.entries(base.oversized ?? {})) {
    for (const unit of ['bytes', 'tokens'] as const)
      if (entry[unit] !== undefined) figures.set(`${key}|${unit}`, entry[unit]!);
  }
  return figures;
}
