import type { MeasuredRun } from '../measure/measurement.js';
import type { FieldShape, ToolContract } from '../measure/tool-contract.js';

export type Bump = 'major' | 'minor' | 'patch' | 'none';
const ORDER: Bump[] = ['none', 'patch', 'minor', 'major'];
export const largerBump = (a: Bump, b: Bump): Bump => (ORDER.indexOf(a) >= ORDER.indexOf(b) ? a : b);

/** One change to what callers of a tool rely on, and the version bump it needs by semver. */
export interface ContractChange {
  subject: string;
  change: string;
  bump: Bump;
  /** The parameter or output field, or the enum values, it concerns. */
  detail?: string;
}

interface Contracted {
  contract?: ToolContract;
  digest?: string;
  /** The definition without its name: the same body under another name is a rename. */
  bodyDigest?: string;
}

/**
 * Every tool's contract against the base's: removals, newly required parameters, narrowed types and enums and removed
 * output fields break callers (major); new tools and optional parameters add (minor); other edits are a patch.
 * Tools the base reported without a contract (a report from an older mcp-budget) are listed as unknown, not as safe.
 */
export function contractChanges(base: MeasuredRun, head: MeasuredRun, unmeasured: string[] = []): { changes: ContractChange[]; unknown: string[] } {
  const before = toolsOf(base);
  const after = toolsOf(head);
  // A server that did not answer on one side says nothing about its tools there: neither removed nor added.
  const silent = new Set([...[...base.servers, ...head.servers].filter((server) => !server.ok).map((server) => server.name), ...unmeasured]);
  const serverOf = (subject: string) => subject.slice(0, subject.indexOf('/'));
  const changes: ContractChange[] = [];
  const unknown: string[] = [];
  // The same body under a new name in the same server is one change: callers still break, by the name.
  const added = new Map<string, string>();
  for (const [subject, now] of after) if (!before.has(subject) && now.bodyDigest) added.set(`${serverOf(subject)}|${now.bodyDigest}`, subject);
  const renamedTo = new Set<string>();
  for (const [subject, was] of before) {
    const now = after.get(subject);
    if (silent.has(serverOf(subject))) {
      unknown.push(subject);
      continue;
    }
    const renamed = !now && was.bodyDigest ? added.get(`${serverOf(subject)}|${was.bodyDigest}`) : undefined;
    if (renamed && !renamedTo.has(renamed)) {
      renamedTo.add(renamed);
      changes.push({ subject, change: 'tool renamed', bump: 'major', detail: `${subject} → ${renamed}` });
      continue;
    }
    if (!now) {
      changes.push({ subject, change: 'tool removed', bump: 'major' });
      continue;
    }
    if (!was.contract || !now.contract) {
      unknown.push(subject);
      continue;
    }
    const found = [...compareInputs(was.contract.inputs, now.contract.inputs), ...compareOutputs(was.contract.outputs, now.contract.outputs)];
    if (found.length === 0 && was.digest !== now.digest) found.push({ change: 'description or schema edited', bump: 'patch' });
    changes.push(...found.map((change) => ({ subject, ...change })));
  }
  for (const subject of after.keys()) {
    if (before.has(subject) || renamedTo.has(subject)) continue;
    if (silent.has(serverOf(subject))) unknown.push(subject);
    else changes.push({ subject, change: 'tool added', bump: 'minor' });
  }
  changes.sort((a, b) => ORDER.indexOf(b.bump) - ORDER.indexOf(a.bump) || a.subject.localeCompare(b.subject));
  return { changes, unknown };
}

type Found = Omit<ContractChange, 'subject'>;

function compareInputs(was: Record<string, FieldShape>, now: Record<string, FieldShape>): Found[] {
  const found: Found[] = [];
  for (const [name, before] of Object.entries(was)) {
    const after = Object.hasOwn(now, name) ? now[name] : undefined;
    if (!after) {
      found.push({ change: 'parameter removed', bump: 'major', detail: name });
      continue;
    }
    if (!before.required && after.required) found.push({ change: 'parameter now required', bump: 'major', detail: name });
    if (before.required && !after.required) found.push({ change: 'parameter now optional', bump: 'minor', detail: name });
    // A caller may send whatever the base accepted: the head must accept all of it.
    const types = compareSets(before.types, after.types, covers);
    if (types === 'narrower') found.push({ change: 'parameter type narrowed', bump: 'major', detail: `${name}: ${list(before.types)} → ${list(after.types)}` });
    if (types === 'wider') found.push({ change: 'parameter type widened', bump: 'minor', detail: `${name}: ${list(before.types)} → ${list(after.types)}` });
    const values = compareSets(before.values, after.values, holds);
    if (values === 'narrower') found.push({ change: 'enum value removed', bump: 'major', detail: `${name}: ${removed(before.values, after.values)}` });
    if (values === 'wider') found.push({ change: 'enum value added', bump: 'minor', detail: `${name}: ${removed(after.values, before.values)}` });
  }
  for (const [name, after] of Object.entries(now)) {
    if (Object.hasOwn(was, name)) continue;
    found.push(after.required ? { change: 'required parameter added', bump: 'major', detail: name } : { change: 'optional parameter added', bump: 'minor', detail: name });
  }
  return found;
}

function compareOutputs(was: Record<string, FieldShape> | undefined, now: Record<string, FieldShape> | undefined): Found[] {
  if (!was) return now ? [{ change: 'outputSchema added', bump: 'minor' }] : [];
  if (!now) return [{ change: 'outputSchema removed', bump: 'major' }];
  const found: Found[] = [];
  for (const [name, before] of Object.entries(was)) {
    const after = Object.hasOwn(now, name) ? now[name] : undefined;
    if (!after) found.push({ change: 'output field removed', bump: 'major', detail: name });
    else if (before.required && !after.required) found.push({ change: 'output field now optional', bump: 'major', detail: name });
    // A caller handles what the base returned: a new type or value in the output is new to it.
    else if (compareSets(after.types, before.types, covers) === 'narrower' || compareSets(after.values, before.values, holds) === 'narrower') {
      found.push({ change: 'output field type changed', bump: 'major', detail: `${name}: ${list(before.types ?? before.values)} → ${list(after.types ?? after.values)}` });
    }
  }
  for (const name of Object.keys(now)) if (!Object.hasOwn(was, name)) found.push({ change: 'output field added', bump: 'minor', detail: name });
  return found;
}

/**
 * Whether `after` accepts less than `before` (a value of before's not covered), more, or the same. An absent set
 * means "anything": going from anything to a set narrows, from a set to anything widens.
 */
function compareSets(before: string[] | undefined, after: string[] | undefined, has: (set: ReadonlySet<string>, value: string) => boolean): 'same' | 'narrower' | 'wider' {
  if (!before && !after) return 'same';
  if (!after) return 'wider';
  if (!before) return 'narrower';
  // Sets: a server's enum can hold 100,000 values, and comparing them pairwise would hang the check.
  const [was, now] = [new Set(before), new Set(after)];
  if (before.some((value) => !has(now, value))) return 'narrower';
  return after.some((value) => !has(was, value)) ? 'wider' : 'same';
}

/** JSON Schema's integer is a number: a parameter that was an integer is still accepted as a number. */
const covers = (set: ReadonlySet<string>, type: string) => set.has(type) || (type === 'integer' && set.has('number'));
const holds = (set: ReadonlySet<string>, value: string) => set.has(value);
const list = (values: string[] | undefined) => (values ? values.join('|') : 'any');
const removed = (from: string[] | undefined, kept: string[] | undefined) => {
  const keep = new Set(kept);
  return (from ?? []).filter((value) => !keep.has(value)).join(', ');
};

function toolsOf(report: MeasuredRun): Map<string, Contracted> {
  const tools = new Map<string, Contracted>();
  for (const server of report.servers) {
    if (!server.ok) continue;
    for (const tool of server.tools) tools.set(`${server.name}/${tool.name}`, { ...(tool.contract ? { contract: tool.contract } : {}), ...(tool.digest ? { digest: tool.digest } : {}), ...(tool.bodyDigest ? { bodyDigest: tool.bodyDigest } : {}) });
  }
  return tools;
}
