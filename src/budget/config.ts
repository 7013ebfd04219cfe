import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ErrorObject } from 'ajv';
import {
  parse as parseJsonc,
  parseTree,
  printParseErrorCode,
  type Node as JsonNode,
  type ParseError,
} from 'jsonc-parser';
import schema from '../../budget.schema.json' with { type: 'json' };
import { offsetPastDepth } from './json-depth.js';
import { loaderVariableRefusal } from './loader-variables.js';
import { timeoutCeilingProblems } from './timeout-ceilings.js';
import { formatPath } from './budget-path.js';
import { nearName } from '../text/near-name.js';
import { validate } from './generated/budget-validator.js';
import type { BudgetConfig, Fixture, SandboxConfig, ToolFixture } from './budget-config.js';
import { userError } from '../user-error-words.js';

/** jsonc-parser's error codes in words, with the usual cause. */
const JSON_ERROR_WORDS: Record<string, string> = {
  PropertyNameExpected: 'a property name in double quotes was expected (a trailing comma before "}"?)',
  ValueExpected: 'a value was expected (a trailing comma before "]" or "}", or a value left out?)',
  ColonExpected: 'a ":" was expected after the property name',
  CommaExpected: 'a "," was expected between two entries',
  CloseBraceExpected: 'a "}" was expected (an object left open, or a file cut short?)',
  CloseBracketExpected: 'a "]" was expected (a list left open, or a file cut short?)',
  EndOfFileExpected: 'the file should end after its one JSON object',
  InvalidCommentToken: 'comments are not allowed in budget.json',
  UnexpectedEndOfComment: 'comments are not allowed in budget.json',
  UnexpectedEndOfString: 'a string is not closed',
  InvalidSymbol: 'this is not JSON (single quotes, or a word without quotes?)',
  InvalidNumberFormat: 'this is not a JSON number',
  InvalidEscapeCharacter: 'a backslash escape JSON does not have',
  InvalidCharacter: 'a control character inside a string',
};

/** A fixture that calls a tool (not a prompt or a resource): the ones tool-level checks, the guard and hosts replay. */
export function isToolFixture(fixture: Fixture): fixture is ToolFixture {
  return typeof fixture.tool === 'string';
}

/** A budget.json as read: the parsed config plus what is needed to point at its lines and rewrite it. */
export interface LoadedBudget {
  file: string;
  dir: string;
  text: string;
  config: BudgetConfig;
}

/** `shown` is the name as the user gave it, used in every message. */
export async function loadBudget(file: string, shown = file): Promise<LoadedBudget> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw userError('BUDGET_NOT_FOUND', { file: shown });
    }
    throw userError('BUDGET_UNREADABLE', { file: shown, reason: (error as Error).message });
  }
  return { file, dir: path.dirname(path.resolve(file)), text, config: parseBudget(shown, text) };
}

/** Deeper than any budget needs (fixture arguments included); parsers and validators recurse per level. */
const MAX_BUDGET_DEPTH = 64;

export function parseBudget(file: string, original: string): BudgetConfig {
  // Editors on Windows write a byte-order mark; it is not part of the JSON.
  const text = original.charCodeAt(0) === 0xfeff ? original.slice(1) : original;
  // Nothing to parse is no JSON mistake (the parser would ask for a value, as after a trailing comma): say so.
  if (text.trim() === '') throw userError('BUDGET_EMPTY', { file });
  const tooDeep = offsetPastDepth(text, MAX_BUDGET_DEPTH);
  if (tooDeep !== undefined)
    throw userError('BUDGET_TOO_DEEP', { file, at: lineColumn(text, tooDeep), levels: MAX_BUDGET_DEPTH });
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  if (errors.length > 0 || !tree) {
    throw userError('BUDGET_NOT_JSON', {
      file,
      // One line per place: a parser that lost its footing reports the same spot several times.
      places: errors
        .filter((e, i) => errors.findIndex((other) => other.offset === e.offset) === i)
        .slice(0, 5)
        .map((e) => {
          const code = printParseErrorCode(e.error);
          return { at: lineColumn(text, e.offset), why: JSON_ERROR_WORDS[code] ?? 'not valid here', code };
        }),
    });
  }
  const structural = structuralProblems(tree, text);
  if (structural.length > 0) throw userError('BUDGET_INVALID', { file, problems: structural });
  const value = parseJsonc(text, [], { disallowComments: true, allowTrailingComma: false });
  if (!validate(value))
    throw userError('BUDGET_INVALID', { file, problems: describeSchemaErrors(validate.errors ?? [], value) });
  const config = withHostModels(value as BudgetConfig);
  const problems = crossCheck(config);
  if (problems.length > 0) throw userError('BUDGET_INVALID', { file, problems });
  return config;
}

/**
 * `hosts` as names, whatever the entry's form: `{ "host", "model" }` gives its name to `hosts` and its model to
 * `hostModels` (what a host sends can depend on its model: Codex's deferral).
 */
function withHostModels(config: BudgetConfig): BudgetConfig {
  const entries = (config.hosts ?? []) as Array<string | { host: string; model: string }>;
  if (entries.every((entry) => typeof entry === 'string')) return config;
  const hostModels: Record<string, string> = {};
  const hosts = entries.map((entry) => {
    if (typeof entry === 'string') return entry;
    hostModels[entry.host] = entry.model;
    return entry.host;
  });
  return { ...config, hosts, hostModels };
}

/**
 * What JSON allows and a reviewed budget must not have: a key written twice (the last one silently wins, and
 * annotations point at the other), `__proto__` (it becomes the object's prototype: invisible to every check, yet
 * every lookup finds what it holds), and numbers too large to be numbers (`1e309` is Infinity: no limit at all).
 */
function structuralProblems(tree: JsonNode, text: string): string[] {
  const problems: string[] = [];
  const stack: Array<{ node: JsonNode; path: Array<string | number> }> = [{ node: tree, path: [] }];
  while (stack.length > 0 && problems.length < 10) {
    const { node, path: at } = stack.pop()!;
    const where = (segments: Array<string | number>, offset: number) =>
      `${jsonPathOf(segments)} (${lineColumn(text, offset)})`;
    if (node.type === 'object') {
      const keys = new Set<string>();
      for (const property of node.children ?? []) {
        const [keyNode, valueNode] = property.children ?? [];
        const key = String(keyNode?.value);
        if (key === '__proto__')
          problems.push(`${where([...at, key], property.offset)}: the key "__proto__" is not allowed`);
        else if (keys.has(key))
          problems.push(`${where([...at, key], property.offset)}: "${key}" is written twice; keep one`);
        keys.add(key);
        if (valueNode) stack.push({ node: valueNode, path: [...at, key] });
      }
    } else if (node.type === 'array') {
      (node.children ?? []).forEach((child, index) => stack.push({ node: child, path: [...at, index] }));
    } else if (node.type === 'number' && !Number.isFinite(node.value)) {
      problems.push(
        `${where(at, node.offset)}: ${text.slice(node.offset, node.offset + node.length)} is too large to be a number`,
      );
    }
  }
  return problems;
}

function jsonPathOf(segments: Array<string | number>): string {
  const rendered = formatPath(segments);
  return rendered === '' ? '$' : rendered.startsWith('[') ? `$${rendered}` : `$.${rendered}`;
}

/** What the schema cannot say: references between fixtures, servers and each other. */
function crossCheck(config: BudgetConfig): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  (config.hosts ?? []).forEach((host, index) => {
    if (config.hosts!.indexOf(host) !== index) problems.push(`$.hosts[${index}]: "${host}" is named twice; keep one`);
  });
  (config.fixtures ?? []).forEach((fixture, index) => {
    if (seen.has(fixture.name)) problems.push(`$.fixtures[${index}].name: "${fixture.name}" is used by two fixtures`);
    seen.add(fixture.name);
    if (!isToolFixture(fixture)) {
      for (const key of ['paginate', 'inputResponses'] as const) {
        if (fixture[key] !== undefined)
          problems.push(
            `$.fixtures[${index}].${key}: only a tool fixture has "${key}" (this one reads a ${fixture.prompt !== undefined ? 'prompt' : 'resource'})`,
          );
      }
      if (fixture.resource !== undefined && fixture.arguments !== undefined)
        problems.push(
          `$.fixtures[${index}].arguments: a resource fixture has no arguments (the URI is the whole request)`,
        );
      for (const [name, value] of Object.entries(fixture.arguments ?? {})) {
        if (typeof value !== 'string')
          problems.push(`$.fixtures[${index}].arguments.${name}: a prompt's arguments are strings (prompts/get)`);
      }
    }
    for (const rule of fixture.normalize ?? []) {
      try {
        new RegExp(rule.pattern, rule.flags);
      } catch (error) {
        problems.push(`$.fixtures[${index}].normalize: ${(error as Error).message}`);
      }
    }
  });
  problems.push(...sessionProblems(config, seen));
  problems.push(...loaderVariableProblems(config));
  problems.push(...timeoutCeilingProblems(config.timeouts, '$.timeouts'));
  for (const [name, server] of Object.entries(config.servers ?? {}))
    problems.push(...timeoutCeilingProblems(server.timeouts, `${jsonPathOf(['servers', name])}.timeouts`));
  for (const [name, server] of Object.entries(config.servers ?? {})) {
    if (server.ready !== undefined) {
      try {
        new RegExp(server.ready);
      } catch (error) {
        problems.push(`$.servers.${name}.ready: ${(error as Error).message}`);
      }
    }
  }
  return problems;
}

/** Sessions need hosts to be priced on; a session's steps name fixtures of this budget; two sessions do not share a name. */
function sessionProblems(config: BudgetConfig, fixtures: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const names = new Set<string>();
  if ((config.sessions ?? []).length > 0 && (config.hosts ?? []).length === 0)
    problems.push('$.sessions: a session is priced on the hosts of "hosts" (claude-code, codex, …): name at least one');
  (config.sessions ?? []).forEach((session, index) => {
    session.steps.forEach((step, at) => {
      if (!fixtures.has(step))
        problems.push(`$.sessions[${index}].steps[${at}]: ${JSON.stringify(step)} is not a fixture of this budget`);
    });
    if (names.has(session.name))
      problems.push(`$.sessions[${index}].name: ${JSON.stringify(session.name)} is used by two sessions`);
    names.add(session.name);
  });
  return problems;
}

/** Loader and hook variables in a server's env, a variant's env or a passEnv list (loader-variables.ts). */
function loaderVariableProblems(config: BudgetConfig): string[] {
  const problems: string[] = [];
  const check = (at: Array<string | number>, name: string, value: string | undefined) => {
    const refusal = loaderVariableRefusal(name, value);
    if (refusal) problems.push(`${jsonPathOf(at)}: ${refusal}`);
  };
  const passed = (at: Array<string | number>, sandbox: SandboxConfig | undefined) =>
    (sandbox?.passEnv ?? []).forEach((name, i) => check([...at, 'sandbox', 'passEnv', i], name, undefined));
  passed([], config.sandbox);
  for (const [server, entry] of Object.entries(config.servers ?? {})) {
    for (const [name, value] of Object.entries(entry.env ?? {})) check(['servers', server, 'env', name], name, value);
    for (const [variant, { env }] of Object.entries(entry.variants ?? {})) {
      for (const [name, value] of Object.entries(env ?? {}))
        check(['servers', server, 'variants', variant, 'env', name], name, value);
    }
    passed(['servers', server], entry.sandbox);
  }
  return problems;
}

function describeSchemaErrors(errors: ErrorObject[], value: unknown): string[] {
  // anyOf/oneOf report every branch; the specific errors next to them say more.
  // A fixture names what it calls with exactly one key; its oneOf's branches are only `required`, and say it badly.
  const callOneOf = (e: ErrorObject) => e.schemaPath.startsWith('#/definitions/fixture/oneOf');
  const calls = errors
    .filter((e) => e.keyword === 'oneOf' && callOneOf(e))
    .map(
      (e) => `${jsonPath(e.instancePath)}: give exactly one of "tool", "prompt", "resource" (what the fixture calls)`,
    );
  errors = errors.filter((e) => !callOneOf(e));
  const specific = errors.filter((e) => e.keyword !== 'anyOf' && e.keyword !== 'oneOf');
  // A misspelt key also leaves the right one missing: the unknown key (with its suggestion) says it all.
  const misspelt = new Set(specific.filter((e) => e.keyword === 'additionalProperties').map((e) => e.instancePath));
  const chosen = (specific.length > 0 ? specific : errors).filter(
    (e) => !(e.keyword === 'required' && misspelt.has(e.instancePath)),
  );
  const lines = chosen.map((e) => {
    const at = jsonPath(e.instancePath);
    switch (e.keyword) {
      case 'additionalProperties': {
        const unknown = (e.params as { additionalProperty: string }).additionalProperty;
        const allowed = Object.keys(schemaForInstance(e.instancePath)?.properties ?? {});
        const near = nearName(unknown.toLowerCase(), allowed, (key) => key.toLowerCase());
        return `${at}: unknown key "${unknown}"${near ? ` (did you mean "${near}"?)` : allowed.length ? ` (expected one of: ${allowed.join(', ')})` : ''}`;
      }
      case 'enum':
        return `${at}: must be one of ${(e.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
      case 'required':
        return `${at}: missing "${(e.params as { missingProperty: string }).missingProperty}"`;
      case 'propertyNames':
        return `${at}: invalid key "${(e.params as { propertyName: string }).propertyName}"`;
      case 'type': {
        // "4000" for 4000: the number in quotes is a string to JSON.
        const wanted = (e.params as { type: string }).type;
        const given = valueAt(value, e.instancePath);
        const number = typeof given === 'string' && /^\s*-?\d+(\.\d+)?([eE][+-]?\d+)?\s*$/.test(given);
        return `${at}: ${e.message ?? e.keyword}${number && /integer|number/.test(wanted) ? ` (write the number without quotes: ${given.trim()})` : ''}`;
      }
      default:
        return `${at}: ${e.message ?? e.keyword}`;
    }
  });
  return [...new Set([...calls, ...lines])];
}

/** The value an ajv instance path ("/limits/toolBytes") points at in the parsed budget. */
function valueAt(value: unknown, pointer: string): unknown {
  let at = value;
  for (const segment of pointer.split('/').slice(1)) {
    const key = segment.replace(/~1/g, '/').replace(/~0/g, '~');
    if (at === null || typeof at !== 'object' || !Object.hasOwn(at, key)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** An ajv instance path ("/oversized/prs~1x/bytes") as `$.oversized["prs/x"].bytes`. */
function jsonPath(pointer: string): string {
  const segments = pointer
    .split('/')
    .slice(1)
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'));
  const rendered = formatPath(segments.map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment)));
  return rendered === '' ? '$' : rendered.startsWith('[') ? `$${rendered}` : `$.${rendered}`;
}

type SchemaNode = {
  $ref?: string;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: SchemaNode | boolean;
  items?: SchemaNode;
};

/** The part of budget.schema.json that describes the value at an instance path (`/servers/s`): its own keys. */
function schemaForInstance(instancePath: string): SchemaNode | undefined {
  const resolve = (node: SchemaNode | undefined): SchemaNode | undefined =>
    node?.$ref
      ? resolve(
          (schema as { definitions: Record<string, SchemaNode> }).definitions[node.$ref.replace('#/definitions/', '')],
        )
      : node;
  let node = resolve(schema as SchemaNode);
  for (const raw of instancePath.split('/').slice(1)) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    const next: SchemaNode | undefined =
      node?.properties?.[segment] ??
      (typeof node?.additionalProperties === 'object' ? node.additionalProperties : undefined) ??
      node?.items;
    node = resolve(next);
  }
  return node;
}

function lineColumn(text: string, offset: number): string {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return `line ${line}, column ${offset - lineStart + 1}`;
}
