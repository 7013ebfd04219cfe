import type { BudgetConfig } from '../budget/budget-config.js';
import { ceilingInForce, type CeilingSubject } from './ceilings.js';
import type { Finding } from './findings.js';
import type { TotalParts } from './finding-words.js';
import type { ServerReport } from '../measure/measurement.js';
import { listedKind, METHOD_NOT_FOUND, SURFACE_LISTS } from '../measure/listed-surface.js';
export { listedKind };

/** Each kind of listed item's over-budget code. */
const OVER_BUDGET = {
  prompt: 'PROMPT_OVER_BUDGET',
  resource: 'RESOURCE_OVER_BUDGET',
  skill: 'SKILL_OVER_BUDGET',
} as const;

/**
 * Each prompt, resource, skill and resource template a server lists, against its ceiling (its oversized entry is the
 * ratchet's business), and each list it advertises and could not give: a figure not had, never a zero.
 */
export function checkListed(config: BudgetConfig, server: ServerReport): Finding[] {
  const findings: Finding[] = [];
  for (const { field } of SURFACE_LISTS) {
    const list = server[field];
    if (!list) continue;
    if (list.failed !== undefined) {
      // A template list the server never implemented is common (resources only): what a host then sees is no templates.
      const unanswered = field === 'resourceTemplates' && list.failedCode === METHOD_NOT_FOUND;
      findings.push({
        code: 'LISTING_FAILED',
        severity: unanswered ? 'warning' : 'error',
        subject: server.name,
        args: {
          advertised: field === 'prompts' ? 'prompts' : field === 'skills' ? 'the Skills extension' : 'resources',
          method: list.method,
          failed: list.failed,
          unanswered,
        },
      });
      continue;
    }
    const kind = listedKind(list.method);
    for (const item of list.items) {
      const subject: CeilingSubject = { kind, server: server.name, name: item.name };
      const key = `${kind}:${server.name}/${item.name}`;
      for (const unit of ['bytes', 'tokens'] as const) {
        const limit = ceilingInForce(config, subject, unit);
        if (!limit || limit.source === 'oversized' || item[unit] <= limit.value) continue;
        const facts = {
          severity: 'error',
          subject: key,
          limit: limit.value,
          actual: item[unit],
          unit,
          path: limit.path,
          args: { method: list.method },
        } as const;
        findings.push({ code: OVER_BUDGET[kind], ...facts });
      }
    }
  }
  return findings;
}

/** Where a server's total comes from, list by list (tools/list and instructions, then each other list); undefined with no lists. */
export function totalParts(servers: ServerReport[], unit: 'bytes' | 'tokens'): TotalParts | undefined {
  const lists = new Map<string, number>();
  let tools = 0;
  for (const server of servers) {
    tools += server.tools.reduce((sum, tool) => sum + tool[unit], 0) + (server.instructions?.[unit] ?? 0);
    for (const { field } of SURFACE_LISTS) {
      const list = server[field];
      if (list && list.failed === undefined) lists.set(list.method, (lists.get(list.method) ?? 0) + list[unit]);
    }
  }
  return lists.size === 0 ? undefined : { tools, lists: [...lists] };
}
