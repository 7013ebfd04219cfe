import type { Ajv, ValidateFunction } from 'ajv';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import ajvPackage from 'ajv/package.json' with { type: 'json' };
import schemaCompileOptions from './schema-compile-options.json' with { type: 'json' };
import { interruptible } from '../servers/interruptible.js';
import { MeasuringTimedOut } from '../servers/interruptible.js';
import type { WireTool } from '../servers/list-tools.js';
import type { CountCache } from './count-cache.js';
import { nextTurn, SLICE_MS } from '../shell/turns.js';

const DRAFT_07_AND_OLDER = /json-schema\.org\/draft-0[4-7]\/schema/;
/** How a schema may name 2020-12, MCP's default dialect, and still be checked by the meta-schema compiled at build time. */
const DEFAULT_META_IDS = new Set([
  undefined,
  'https://json-schema.org/draft/2020-12/schema',
  'https://json-schema.org/draft/2020-12/schema#',
]);

type MetaValidate = typeof import('./generated/meta-schema-2020.js').validate;
let draft07: Ajv | undefined;
let draft2020: Ajv2020 | undefined;
let draft2020Unchecked: Ajv2020 | undefined;
let draft07Lenient: Ajv | undefined;
let draft2020Lenient: Ajv2020 | undefined;
let modules: { Ajv: typeof Ajv; Ajv2020: typeof Ajv2020; metaValidate: MetaValidate } | undefined;

/**
 * Loads ajv (~50 ms) off the start-up path: callers await this once a server is starting, then compile
 * synchronously.
 */
export async function loadSchemaCompiler(): Promise<void> {
  if (modules) return;
  const [draft07Module, draft2020Module, meta] = await Promise.all([
    import('ajv'),
    import('ajv/dist/2020.js'),
    import('./generated/meta-schema-2020.js'),
  ]);
  // ajv is CommonJS: a bundler's dynamic import may put its exports under `default`.
  const commonJs = <T>(module: T) => ((module as { default?: T }).default ?? module) as T;
  modules = {
    Ajv: draft07Module.Ajv ?? commonJs(draft07Module).Ajv,
    Ajv2020: draft2020Module.Ajv2020 ?? commonJs(draft2020Module).Ajv2020,
    metaValidate: meta.validate,
  };
}

/** Loads ajv and readies the compiler most schemas need, while servers boot: the first compile then only compiles. */
export async function prepareSchemaCompiler(): Promise<void> {
  await loadSchemaCompiler();
  // One compile of a typical tool schema readies ajv's code generator itself (~10 ms the first time); compiled
  // schemas are remembered, so a second call compiles nothing.
  compileSchema(WARM_UP_SCHEMA);
}

const WARM_UP_SCHEMA = {
  type: 'object',
  properties: {
    path: { type: 'string', description: 'a path' },
    depth: { type: 'integer', minimum: 0, default: 1 },
    mode: { type: 'string', enum: ['a', 'b'] },
    tags: { type: 'array', items: { type: 'string' } },
    options: { type: 'object', properties: { dryRun: { type: 'boolean' } }, additionalProperties: false },
    value: { anyOf: [{ type: 'number' }, { type: 'null' }] },
  },
  required: ['path'],
  additionalProperties: false,
};

/**
 * A compiled schema. `lenient` says the schema broke a rule of its dialect that only a strict reader enforces (its
 * meta-schema's uniqueness rules, a pattern valid in ECMA-262 but not with the `u` flag): it was compiled without
 * them, and checks values as a lenient reader would.
 */
export type CompiledSchema =
  | { ok: true; validate: ValidateFunction; lenient?: LenientReading }
  | { ok: false; error: string };

/** What a strict reading of a schema refused, and under which dialect. */
export interface LenientReading {
  error: string;
  dialect: string;
}

/** A strict reading's refusal that a lenient one forgives: the meta-schema unchecked, patterns without the `u` flag. */
const LENIENT_OPTIONS = { validateSchema: false, unicodeRegExp: false } as const;

// Servers often reuse one $id across tools: addUsedSchema off keeps one tool's schema from colliding with another's.
export const AJV_OPTIONS = schemaCompileOptions;

/** Everything whether a schema compiles depends on, besides the schema: the key of a remembered "it compiles". */
export const SCHEMA_COMPILER_VERSION = `ajv@${ajvPackage.version} ${JSON.stringify(AJV_OPTIONS)} draft-07-and-older:${DRAFT_07_AND_OLDER.source}`;

/** A tool's schema is compiled once, though its definition check and its fixtures both use it. */
const compiled = new WeakMap<object, CompiledSchema>();

/**
 * Compiles a JSON Schema from a server (inputSchema, outputSchema). MCP's default dialect is 2020-12; schemas
 * that name draft-07 or older get that dialect. Unknown keywords and formats are tolerated, as hosts do;
 * a schema that cannot be compiled at all is reported. A server's schema can take ajv long to compile (100,000
 * properties took ~14 s): past `deadline` this throws MeasuringTimedOut.
 */
export function compileSchema(schema: unknown, deadline?: number): CompiledSchema {
  return compileSchemas([schema], deadline)[0]!;
}

/**
 * compileSchema for many schemas under one watchdog (each interruptible call starts a thread: ~0.1–0.2 ms), in order;
 * past `until` (performance.now()) it stops after the schema under way and returns those compiled so far.
 */
function compileSchemas(schemas: unknown[], deadline?: number, until = Number.POSITIVE_INFINITY): CompiledSchema[] {
  if (!modules) throw new Error('compileSchema before loadSchemaCompiler()');
  try {
    return compileAllWithin(deadline, schemas, modules, until);
  } catch (error) {
    // An interrupted compile skips ajv's own clean-up: later compiles get fresh instances.
    if (error instanceof MeasuringTimedOut)
      draft07 = draft2020 = draft2020Unchecked = draft07Lenient = draft2020Lenient = undefined;
    throw error;
  }
}

/**
 * compileSchemas in slices of SLICE_MS with a turn of the event loop between them: a server's schemas take ajv tens of
 * milliseconds on a cold cache (notion's 24, ~110 ms), and the next server's start must not wait for them.
 */
async function compileYielding(schemas: unknown[], deadline: number): Promise<CompiledSchema[]> {
  if (schemas.length === 0) return [];
  const compiled = compileSchemas(schemas, deadline, performance.now() + SLICE_MS);
  while (compiled.length < schemas.length) {
    await nextTurn();
    compiled.push(...compileSchemas(schemas.slice(compiled.length), deadline, performance.now() + SLICE_MS));
  }
  return compiled;
}

/** Why a host could not use each tool's inputSchema, if it cannot, or what only a lenient reader forgives in it. */
export async function inputSchemaProblems(
  tools: WireTool[],
  known: Pick<CountCache, 'lookup' | 'store'> | undefined,
  deadline: number,
): Promise<Array<{ error?: string; lenient?: LenientReading } | undefined>> {
  // Each schema hashed once: the key a compiled schema is remembered under comes with the lookup.
  const remembered = tools.map((tool) => known?.lookup(JSON.stringify(tool.inputSchema) ?? ''));
  const pending = tools.flatMap((_, i) => (remembered[i]?.count === undefined ? [i] : []));
  if (pending.length > 0) await loadSchemaCompiler();
  const compiled = await compileYielding(
    pending.map((i) => tools[i]!.inputSchema),
    deadline,
  );
  const problems = tools.map((tool): { error?: string; lenient?: LenientReading } | undefined =>
    (tool.inputSchema as { type?: unknown } | undefined)?.type !== 'object'
      ? { error: 'its type must be "object"' }
      : undefined,
  );
  pending.forEach((i, n) => {
    const result = compiled[n]!;
    if (!result.ok) problems[i] = { error: result.error };
    else if (result.lenient) problems[i] = { ...problems[i], lenient: result.lenient };
    else if (remembered[i]) known?.store(remembered[i]!.key, 1);
  });
  return problems;
}

const compileAllWithin = interruptible(
  (schemas: unknown[], loaded: NonNullable<typeof modules>, until: number): CompiledSchema[] => {
    const results: CompiledSchema[] = [];
    for (const schema of schemas) {
      results.push(compileOne(schema, loaded));
      if (performance.now() > until) break;
    }
    return results;
  },
);

function compileOne(schema: unknown, loaded: NonNullable<typeof modules>): CompiledSchema {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema))
    return { ok: false, error: 'is not a JSON object' };
  const known = compiled.get(schema);
  if (known) return known;
  const result = compileFresh(schema, loaded);
  compiled.set(schema, result);
  return result;
}

function compileFresh(
  schema: object,
  { Ajv: Draft07, Ajv2020: Draft2020, metaValidate }: NonNullable<typeof modules>,
): CompiledSchema {
  const declared = (schema as { $schema?: unknown }).$schema;
  if (typeof declared === 'string' && DRAFT_07_AND_OLDER.test(declared)) {
    const strict = compileWith((draft07 ??= new Draft07(AJV_OPTIONS)), schema);
    if (strict.ok) return strict;
    const dialect = declared.match(/draft-0[4-7]/)![0];
    return readLeniently(
      strict,
      dialect,
      (draft07Lenient ??= new Draft07({ ...AJV_OPTIONS, ...LENIENT_OPTIONS })),
      schema,
    );
  }
  // ajv's own check against the meta-schema, compiled at build time; a schema that passes it compiles exactly as it
  // would with the check. One that fails takes ajv's own path, so its error is exactly ajv's (a broken $id, say,
  // is reported before the meta-schema is).
  if (DEFAULT_META_IDS.has(declared as string | undefined) && metaValidate(schema)) {
    const strict = compileWith(
      (draft2020Unchecked ??= new Draft2020({ ...AJV_OPTIONS, validateSchema: false })),
      schema,
    );
    if (strict.ok) return strict;
    return readLeniently(
      strict,
      '2020-12',
      (draft2020Lenient ??= new Draft2020({ ...AJV_OPTIONS, ...LENIENT_OPTIONS })),
      schema,
    );
  }
  const strict = compileWith((draft2020 ??= new Draft2020(AJV_OPTIONS)), schema);
  if (strict.ok) return strict;
  return readLeniently(
    strict,
    '2020-12',
    (draft2020Lenient ??= new Draft2020({ ...AJV_OPTIONS, ...LENIENT_OPTIONS })),
    schema,
  );
}

/**
 * Hosts that validate arguments compile a server's schema with ajv and, where that fails, keep the tool and check
 * nothing (Gemini CLI, Qwen Code): a schema refused only for a strictness rule still checks values when read without
 * it, and the refusal is reported beside it. One that even the lenient reading cannot compile stays refused.
 */
function readLeniently(
  strict: { ok: false; error: string },
  dialect: string,
  lenient: Ajv | Ajv2020,
  schema: object,
): CompiledSchema {
  const read = compileWith(lenient, schema);
  return read.ok ? { ...read, lenient: { error: strict.error, dialect } } : strict;
}

function compileWith(ajv: Ajv | Ajv2020, schema: object): CompiledSchema {
  try {
    return { ok: true, validate: ajv.compile(schema) };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

/** What checking one value against a compiled schema found. */
export type ValueCheck = { valid: true } | { valid: false; errors: string } | { unusable: string };

/** A server's `pattern` runs in the validator: past the deadline, MeasuringTimedOut, never a blocked run. */
const validateWithin = interruptible((validate: ValidateFunction, value: unknown) => validate(value));

/**
 * Checks one value with a compiled schema, within `deadline`. A $ref that leads back to the value it is checking
 * never ends: ajv's validator recurses until the stack overflows. Such a schema can check nothing, for any client;
 * that is the answer, and the run goes on.
 */
export function checkValue(validate: ValidateFunction, value: unknown, deadline: number | undefined): ValueCheck {
  try {
    return validateWithin(deadline, validate, value)
      ? { valid: true }
      : { valid: false, errors: describeValidationErrors(validate) };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return {
      unusable: `checking a value with it never ends (${error.message}): a $ref leads back to the value it is checking`,
    };
  }
}

function describeValidationErrors(validate: ValidateFunction, max = 3): string {
  const errors = validate.errors ?? [];
  const shown = errors.slice(0, max).map((e) => `${e.instancePath || '(root)'} ${e.message ?? e.keyword}`);
  return shown.join('; ') + (errors.length > max ? `; and ${errors.length - max} more` : '');
}
