import type { MeasuredRun } from '../../measure/measurement.js';
import type { FieldShape, ToolContract } from '../../measure/tool-contract.js';
import { annotationChanges } from './annotation-changes.js';
import { schemaDiff } from './schema-diff.js';
import type { ChangeClass, SchemaChange } from './schema-place.js';

export type Bump = 'major' | 'minor' | 'patch' | 'none';
const ORDER: Bump[] = ['none', 'patch', 'minor', 'major'];
export const largerBump = (a: Bump, b: Bump): Bump => (ORDER.indexOf(a) >= ORDER.indexOf(b) ? a : b);

/** One change to what callers of a tool rely on, its class, and the version bump it needs by semver. */
export interface ContractChange {
  subject: string;
  change: string;
  class: ChangeClass;
  bump: Bump;
  /** The parameter or output field (`query[kind="vector"].limit`), and old → new where there are values. */
  detail?: string;
  /** Where in the tool definition (`inputSchema.properties.limit.maximum`), with local $refs expanded. */
  path?: string;
  /** The old and new value at that path, as JSON text; absent where there was none or it is over 1,000 characters. */
  from?: string;
  to?: string;
}

interface Contracted {
  contract?: ToolContract;
  digest?: string;
  /** The definition without its name: the same body under another name is a rename. */
  bodyDigest?: string;
}

/**
 * Every tool's contract against the base's, at every depth of its schemas (schema-diff.ts) and in its hints
 * (annotation-changes.ts): breaking changes need a major release, compatible ones a minor, cosmetic ones a patch.
 * Tools the base reported without a contract (a report from an older mcp-budget) are listed as unknown, not as safe.
 */
export function contractChanges(
  base: MeasuredRun,
  head: MeasuredRun,
  unmeasured: string[] = [],
): { changes: ContractChange[]; unknown: string[] } {
  const before = toolsOf(base);
  const after = toolsOf(head);
  // A server that did not answer on one side says nothing about its tools there: neither removed nor added.
  const silent = new Set([
    ...[...base.servers, ...head.servers].filter((server) => !server.ok).map((server) => server.name),
    ...unmeasured,
  ]);
  const serverOf = (subject: string) => subject.slice(0, subject.indexOf('/'));
  const changes: ContractChange[] = [];
  const unknown: string[] = [];
  // The same body under a new name in the same server is one change: callers still break, by the name.
  const added = new Map<string, string>();
  for (const [subject, now] of after)
    if (!before.has(subject) && now.bodyDigest) added.set(`${serverOf(subject)}|${now.bodyDigest}`, subject);
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
      changes.push({
        subject,
        change: 'tool renamed',
        class: 'breaking',
        bump: 'major',
        detail: `${subject} → ${renamed}`,
      });
      continue;
    }
    if (!now) {
      changes.push({ subject, change: 'tool removed', class: 'breaking', bump: 'major' });
      continue;
    }
    if (!was.contract || !now.contract) {
      unknown.push(subject);
      continue;
    }
    const found = toolChanges(was.contract, now.contract);
    // With the schemas compared as they mean, only the other members are left to tell; without them, the digest.
    const rest = was.contract.schemas?.rest !== undefined && now.contract.schemas?.rest !== undefined;
    if (rest && was.contract.schemas!.rest !== now.contract.schemas!.rest)
      found.push({ change: 'description or metadata edited', class: 'cosmetic', bump: 'patch' });
    if (!rest && found.length === 0 && was.digest !== now.digest)
      found.push({ change: 'description or schema edited', class: 'cosmetic', bump: 'patch' });
    changes.push(...found.map((change) => ({ subject, ...change })));
  }
  for (const subject of after.keys()) {
    if (before.has(subject) || renamedTo.has(subject)) continue;
    if (silent.has(serverOf(subject))) unknown.push(subject);
    else changes.push({ subject, change: 'tool added', class: 'compatible', bump: 'minor' });
  }
  changes.sort((a, b) => ORDER.indexOf(b.bump) - ORDER.indexOf(a.bump) || a.subject.localeCompare(b.subject));
  return { changes, unknown };
}

type Found = Omit<ContractChange, 'subject'>;
const BUMP: Record<ChangeClass, Bump> = { breaking: 'major', compatible: 'minor', cosmetic: 'patch' };

/** Both tools' schemas at every depth and their hints; against a report that kept only the top level, the top level. */
function toolChanges(was: ToolContract, now: ToolContract): Found[] {
  const [a, b] = was.schemas && now.schemas ? [was.schemas, now.schemas] : [topLevel(was), topLevel(now)];
  const found: SchemaChange[] = schemaDiff(a.input ?? OBJECT, b.input ?? OBJECT, 'input', 'inputSchema');
  if (a.output === undefined && b.output !== undefined)
    found.push({ change: 'outputSchema added', class: 'compatible', path: 'outputSchema' });
  if (a.output !== undefined && b.output === undefined)
    found.push({ change: 'outputSchema removed', class: 'breaking', path: 'outputSchema' });
  if (a.output !== undefined && b.output !== undefined)
    found.push(...schemaDiff(a.output, b.output, 'output', 'outputSchema'));
  found.push(...annotationChanges(a.annotations, b.annotations));
  return found.map((change) => ({ ...change, bump: BUMP[change.class] }));
}

const OBJECT = { type: 'object' };

/** The schemas a top-level summary stands for: each parameter's types and values, and which are required. */
function topLevel(contract: ToolContract): NonNullable<ToolContract['schemas']> {
  const schema = (fields: Record<string, FieldShape>) => ({
    type: 'object',
    properties: Object.fromEntries(
      Object.entries(fields).map(([name, field]) => [
        name,
        { ...(field.types ? { type: field.types } : {}), ...(field.values ? { enum: field.values.map(parsed) } : {}) },
      ]),
    ),
    required: Object.entries(fields)
      .filter(([, field]) => field.required)
      .map(([name]) => name),
  });
  return { input: schema(contract.inputs), ...(contract.outputs ? { output: schema(contract.outputs) } : {}) };
}

/** A value kept as JSON text; text a forged report made unreadable stays the text. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toolsOf(report: MeasuredRun): Map<string, Contracted> {
  const tools = new Map<string, Contracted>();
  for (const server of report.servers) {
    if (!server.ok) continue;
    for (const tool of server.tools)
      tools.set(`${server.name}/${tool.name}`, {
        ...(tool.contract ? { contract: tool.contract } : {}),
        ...(tool.digest ? { digest: tool.digest } : {}),
        ...(tool.bodyDigest ? { bodyDigest: tool.bodyDigest } : {}),
      });
  }
  return tools;
}
