import type { BudgetConfig } from '../budget/config.js';
import { ceilingInForce, type CeilingSubject } from './ceilings.js';
import type { Finding } from './findings.js';
import { fmt, over } from '../text/format.js';
import type { ListReport, ServerReport } from '../measure/measurement.js';
import { METHOD_NOT_FOUND, SURFACE_LISTS } from '../measure/listed-surface.js';

/** What a listed item is called in findings and which ceiling subject it is. */
export function listedKind(method: ListReport['method']): 'prompt' | 'resource' {
  return method === 'prompts/list' ? 'prompt' : 'resource';
}

/**
 * Each prompt, resource and resource template a server lists, against its ceiling (its oversized entry is the
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
        message: `the server advertises ${field === 'prompts' ? 'prompts' : 'resources'} and ${list.method} could not be had: ${list.failed}; what it lists there is not measured, nor counted in its totals`,
        fix: unanswered ? `answer ${list.method} (an empty list is an answer)` : `make ${list.method} answer, or stop advertising the capability`,
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
        findings.push({
          code: kind === 'prompt' ? 'PROMPT_OVER_BUDGET' : 'RESOURCE_OVER_BUDGET',
          severity: 'error',
          subject: key,
          limit: limit.value,
          actual: item[unit],
          unit,
          path: limit.path,
          message: `${list.method} item is ${over(item[unit], limit.value)} ${unit}; hosts that load ${kind === 'prompt' ? 'prompts (slash commands)' : 'resources (mentions, attachments)'} pay it in their model's context`,
          fix: `shorten its description (or its arguments), or list it in oversized (${JSON.stringify(key)}: { "${unit}": ${item[unit]} }) at today's size in a reviewed pull request`,
        });
      }
    }
  }
  return findings;
}

/** Where a server's total comes from, list by list: `tools/list and instructions 269, prompts/list 60,601`. */
export function totalParts(servers: ServerReport[], unit: 'bytes' | 'tokens'): string {
  const lists = new Map<string, number>();
  let tools = 0;
  for (const server of servers) {
    tools += server.tools.reduce((sum, tool) => sum + tool[unit], 0) + (server.instructions?.[unit] ?? 0);
    for (const { field } of SURFACE_LISTS) {
      const list = server[field];
      if (list && list.failed === undefined) lists.set(list.method, (lists.get(list.method) ?? 0) + list[unit]);
    }
  }
  if (lists.size === 0) return '';
  return ` (tools/list and instructions ${fmt(tools)}, ${[...lists].map(([method, figure]) => `${method} ${fmt(figure)}`).join(', ')})`;
}
