import type { BudgetConfig } from '../budget/budget-config.js';
import { HOST_PROFILES } from '../budget/host-profiles.js';
import { ceilingInForce } from './ceilings.js';
import type { Finding } from './findings.js';
import { configuredServer, limitFor, type LimitName } from './limits.js';
import {
  alternativeOf,
  combinationCount,
  configurations,
  configurationSubject,
  MAX_CONFIGURATIONS,
  sumOf,
} from './configurations.js';
import type { ServerReport } from '../measure/measurement.js';
import { checkListed, totalParts } from './check-listed.js';

/**
 * Checks measured definitions against `limits`. Units covered by an `oversized` entry are the ratchet's business
 * (see ratchet.ts) and skipped here.
 * Its phases: each tool's own limits, each server's (instructions, listed items, its totals), then every way the
 * servers run together.
 */
export function checkDefinitions(config: BudgetConfig, servers: ServerReport[]): Finding[] {
  const findings: Finding[] = [];
  const measured = servers.filter((server) => server.ok);
  for (const server of measured) {
    for (const tool of server.tools) findings.push(...toolFindings(config, server, tool));
    findings.push(...serverFindings(config, server));
  }
  findings.push(...configurationFindings(config, measured));
  return findings;
}

/** One tool against its ceilings (bytes, tokens, description chars) and its host name against nameChars. */
function toolFindings(config: BudgetConfig, server: ServerReport, tool: ServerReport['tools'][number]): Finding[] {
  const findings: Finding[] = [];
  const subject = `${server.name}/${tool.name}`;
  const toolSubject = { kind: 'tool', server: server.name, tool: tool.name } as const;
  for (const unit of ['bytes', 'tokens'] as const) {
    const limit = ceilingInForce(config, toolSubject, unit);
    if (limit && limit.source !== 'oversized' && tool[unit] > limit.value) {
      findings.push({
        code: 'TOOL_OVER_BUDGET',
        severity: 'error',
        subject,
        limit: limit.value,
        actual: tool[unit],
        unit,
        path: limit.path,
        args: tool.face ? { face: tool.face } : {},
      });
    }
  }
  const description = ceilingInForce(config, toolSubject, 'chars');
  if (description && description.source !== 'oversized' && tool.descriptionChars > description.value) {
    findings.push({
      code: 'DESCRIPTION_TOO_LONG',
      severity: 'error',
      subject,
      limit: description.value,
      actual: tool.descriptionChars,
      unit: 'chars',
      path: description.path,
      args: {},
    });
  }
  const name = limitFor(config, server.name, 'nameChars');
  if (name && tool.hostName.length > name.value) {
    findings.push({
      code: 'NAME_TOO_LONG',
      severity: 'error',
      subject,
      limit: name.value,
      actual: tool.hostName.length,
      unit: 'chars',
      path: name.path,
      args: { hostName: tool.hostName },
    });
  }
  return findings;
}

/** One server's own checks: its instructions, its listed prompts, resources and skills, its own totals. */
function serverFindings(config: BudgetConfig, server: ServerReport): Finding[] {
  const findings: Finding[] = [];
  const instructions = limitFor(config, server.name, 'descriptionChars');
  if (instructions && server.instructions && server.instructions.chars > instructions.value) {
    findings.push({
      code: 'INSTRUCTIONS_TOO_LONG',
      severity: 'error',
      subject: server.name,
      limit: instructions.value,
      actual: server.instructions.chars,
      unit: 'chars',
      path: instructions.path,
      args: {},
    });
  }
  findings.push(...checkListed(config, server));
  if (config.servers?.[configuredServer(config, server.name)]?.limits)
    findings.push(...checkTotals(config, server.name, [server]));
  return findings;
}

/** Totals and clashing names in each way the servers can be run together (variants of one server never are). */
function configurationFindings(config: BudgetConfig, measured: ServerReport[]): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  const judged = configurations(measured).map((configuration) => [
    ...checkTotals(config, undefined, configuration.servers, configurationSubject(configuration)),
    ...duplicateNames(configuration.servers, prefixingHosts(config)),
  ]);
  // Past the limit not every configuration is judged; a clash is between two servers, so every pair that can run
  // together (not two variants of one server) is checked instead.
  if (combinationCount(measured) > MAX_CONFIGURATIONS)
    judged.push(...clashPairs(measured).map((pair) => duplicateNames(pair, prefixingHosts(config))));
  for (const found of judged) {
    for (const finding of found) {
      const key = `${finding.code}|${finding.subject}|${finding.unit ?? ''}`;
      if (!seen.has(key)) findings.push(finding);
      seen.add(key);
    }
  }
  return findings;
}

/** Aggregates: one server's (its own limits) or all servers' (top-level limits). */
function checkTotals(
  config: BudgetConfig,
  server: string | undefined,
  servers: ServerReport[],
  total = 'total',
): Finding[] {
  const findings: Finding[] = [];
  const scope = server ?? total;
  const own = (name: LimitName) => {
    const limit = limitFor(config, server, name);
    // For one server, only limits written in that server's own block are aggregates of it.
    return server !== undefined && limit?.path[0] !== 'servers' ? undefined : limit;
  };
  const sums = sumOf(servers);
  for (const [unit, limitName] of [
    ['bytes', 'totalBytes'],
    ['tokens', 'totalTokens'],
  ] as const) {
    const limit = own(limitName);
    if (limit && sums[unit] > limit.value) {
      findings.push({
        code: 'TOTAL_OVER_BUDGET',
        severity: 'error',
        subject: scope,
        limit: limit.value,
        actual: sums[unit],
        unit,
        path: limit.path,
        args: { server: server !== undefined, lists: listsIn(servers), parts: totalParts(servers, unit) },
      });
    }
  }
  const count = own('toolCount');
  if (count && sums.tools > count.value) {
    findings.push({
      code: 'TOO_MANY_TOOLS',
      severity: 'error',
      subject: scope,
      limit: count.value,
      actual: sums.tools,
      unit: 'tools',
      path: count.path,
      args: {},
    });
  }
  return findings;
}

/** Whether any server lists prompts, resources or resource templates besides its tools. */
function listsIn(servers: ServerReport[]): boolean {
  return servers.some(
    (server) =>
      server.prompts !== undefined || server.resources !== undefined || server.resourceTemplates !== undefined,
  );
}

function clashPairs(servers: ServerReport[]): ServerReport[][] {
  const pairs: ServerReport[][] = servers.map((server) => [server]);
  servers.forEach((a, i) =>
    servers.slice(i + 1).forEach((b) => (alternativeOf(a) === alternativeOf(b) ? undefined : pairs.push([a, b]))),
  );
  return pairs;
}

/**
 * The hosts of `hosts` when every one of them names a tool with its server's name as budget.json declares it
 * (`mcp__{server}__{tool}`): two servers' tools of one name then never reach a model under one name. Undefined when
 * `hosts` is unset or any host sends names as they are, or by the server's own announced name (`{serverInfo}`: two
 * entries of one server announce the same).
 */
function prefixingHosts(config: BudgetConfig): string[] | undefined {
  const hosts = config.hosts ?? [];
  if (hosts.length === 0) return undefined;
  return hosts.every((host) => HOST_PROFILES[host]?.facts.toolName?.value.includes('{server}')) ? hosts : undefined;
}

/**
 * Tool names listed twice: by one server (one finding per name), or by several servers (one finding per set of
 * servers, naming every name they share: two entries of one server share all its tools, and that is one clash).
 */
function duplicateNames(servers: ServerReport[], prefixedBy: string[] | undefined): Finding[] {
  const owners = new Map<string, string[]>();
  for (const server of servers) {
    for (const tool of server.tools) owners.set(tool.name, [...(owners.get(tool.name) ?? []), server.name]);
  }
  // In the order the names come, a set of servers where its first shared name does.
  const found: Array<Finding | { servers: string[]; names: string[] }> = [];
  const across = new Map<string, { servers: string[]; names: string[] }>();
  for (const [name, where] of owners) {
    if (where.length < 2) continue;
    if (new Set(where).size < where.length) {
      found.push({
        code: 'DUPLICATE_TOOL_NAME',
        severity: 'error',
        subject: `${where[0]}/${name}`,
        args: { within: true, name, servers: [where[0]!] },
      });
      continue;
    }
    const key = JSON.stringify(where);
    const set = across.get(key);
    if (set) set.names.push(name);
    else {
      const fresh = { servers: where, names: [name] };
      across.set(key, fresh);
      found.push(fresh);
    }
  }
  return found.map((entry) =>
    'code' in entry
      ? entry
      : {
          code: 'DUPLICATE_TOOL_NAME',
          severity: prefixedBy ? 'warning' : 'error',
          subject: entry.names.length === 1 ? entry.names[0]! : `${entry.names[0]} and ${entry.names.length - 1} more`,
          args: { within: false, names: entry.names, servers: entry.servers, ...(prefixedBy ? { prefixedBy } : {}) },
        },
  );
}
