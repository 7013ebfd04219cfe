// Servers' schemas are compiled against a meta-schema validator generated at build time: the verdict and every
// error must be exactly what ajv gives when it checks the meta-schema itself. In memory, no servers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { AJV_OPTIONS, compileSchema, loadSchemaCompiler } from '../../src/measure/schema-compiler.js';
import { ROOT } from '../helpers.js';

/** ajv, checking each schema against its meta-schema as it compiles: what compileSchema did before. */
const reference = { draft07: new Ajv(AJV_OPTIONS), draft2020: new Ajv2020(AJV_OPTIONS) };
/** ajv without the rules only a strict reader enforces: the meta-schema unchecked, patterns without the `u` flag. */
const LENIENT = { ...AJV_OPTIONS, validateSchema: false, unicodeRegExp: false };
const lenientReference = { draft07: new Ajv(LENIENT), draft2020: new Ajv2020(LENIENT) };
function referenceCompile(schema: Record<string, unknown>, readers: typeof reference = reference) {
  const declared = schema.$schema;
  const ajv =
    typeof declared === 'string' && /json-schema\.org\/draft-0[4-7]\/schema/.test(declared)
      ? readers.draft07
      : readers.draft2020;
  try {
    return { ok: true as const, validate: ajv.compile(schema) };
  } catch (error) {
    return { ok: false as const, error: (error as Error).message };
  }
}

const keyword = fc.constantFrom('a', 'b', '$x', 'with space');
/** Mostly what servers send, sometimes what ajv refuses. */
const mostly = <T, U>(valid: fc.Arbitrary<T>, invalid: fc.Arbitrary<U>) =>
  fc.oneof({ arbitrary: valid, weight: 6 }, { arbitrary: invalid, weight: 1 });
const schemaArbitrary = fc.letrec<{ schema: Record<string, unknown>; sub: unknown }>((tie) => {
  const keywords: Record<string, fc.Arbitrary<unknown>> = {
    $schema: fc.constantFrom(
      'https://json-schema.org/draft/2020-12/schema',
      'https://json-schema.org/draft/2020-12/schema#',
      'http://json-schema.org/draft-07/schema#',
      'https://json-schema.org/draft/2019-09/schema',
      7,
    ),
    $id: fc.constantFrom('a', '#frag', 'http://example.com/s', 'http://example.com/s#frag', 'urn:x', 3),
    $anchor: fc.constantFrom('ok', '1bad', 'a b', 4),
    $ref: fc.constantFrom('#', '#/$defs/a', '#/$defs/missing', 'http://example.com/other', '#ok', 5),
    $defs: fc.dictionary(keyword, tie('sub'), { maxKeys: 2 }),
    type: mostly(
      fc.constantFrom('object', 'string', 'integer', 'null', ['string', 'null']),
      fc.constantFrom('any', 'Object', ['string', 'string'], [], 3),
    ),
    properties: mostly(fc.dictionary(keyword, tie('sub'), { maxKeys: 3 }), fc.constantFrom(1, [])),
    required: mostly(fc.uniqueArray(keyword, { maxLength: 3 }), fc.constantFrom('a', [1], ['a', 'a'])),
    items: tie('sub'),
    prefixItems: mostly(fc.array(tie('sub'), { maxLength: 2 }), fc.constantFrom({}, 2)),
    additionalProperties: tie('sub'),
    anyOf: mostly(fc.array(tie('sub'), { minLength: 1, maxLength: 2 }), fc.constantFrom({}, 1, [])),
    enum: mostly(fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }), fc.constantFrom('x', 1)),
    const: fc.jsonValue({ maxDepth: 1 }),
    minimum: mostly(fc.integer(), fc.constantFrom('1', null)),
    maxLength: mostly(fc.nat(), fc.constantFrom(-1, 1.5, '2')),
    pattern: fc.constantFrom('^a+$', '\\d', '(', '\\p{L}', '[z-a]', 3),
    format: fc.constantFrom('email', 'uri', 'no-such-format', 1),
    description: mostly(fc.string({ maxLength: 10 }), fc.constant(1)),
    default: fc.jsonValue({ maxDepth: 1 }),
    'x-unknown': fc.jsonValue({ maxDepth: 1 }),
  };
  return {
    sub: fc.oneof(
      { maxDepth: 2, depthIdentifier: 'schema' },
      mostly(fc.boolean(), fc.constantFrom(1, 'string', null, [])),
      tie('schema'),
    ),
    schema: fc
      .uniqueArray(fc.constantFrom(...Object.keys(keywords)), { maxLength: 4 })
      .chain((names) => fc.record(Object.fromEntries(names.map((name) => [name, keywords[name]!])))) as fc.Arbitrary<
      Record<string, unknown>
    >,
  };
});

/** A validator's verdict and errors; or what it threw (a $ref back to the value it checks overflows the stack). */
function answer(validate: (value: unknown) => boolean, value: unknown): unknown {
  try {
    return { valid: validate(value), errors: (validate as { errors?: unknown }).errors ?? null };
  } catch (error) {
    return { threw: (error as Error).name };
  }
}

describe("compiling servers' schemas", () => {
  beforeAll(() => loadSchemaCompiler());

  it('the generated meta-schema validator is what scripts/generate-validator.mjs makes from ajv', async () => {
    // @ts-expect-error: a plain .mjs build script without types
    const { metaSchemaValidatorSource } = await import('../../scripts/generate-validator.mjs');
    expect(readFileSync(path.join(ROOT, 'src', 'measure', 'generated', 'meta-schema-2020.js'), 'utf8')).toBe(
      metaSchemaValidatorSource(AJV_OPTIONS),
    );
  });

  it("gives exactly ajv's verdict and error, read strictly or else leniently, and validators that answer as ajv's do", () => {
    let failed = 0;
    let lenient = 0;
    fc.assert(
      fc.property(
        schemaArbitrary.schema,
        fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
        (schema, values) => {
          const strict = referenceCompile(schema);
          const actual = compileSchema(schema);
          // Refused strictly: the lenient reading decides, and the strict error is kept either way.
          const expected = strict.ok ? strict : referenceCompile(schema, lenientReference);
          expect(actual.ok ? { ok: true } : actual).toEqual(expected.ok ? { ok: true } : strict);
          if (!strict.ok && actual.ok) {
            lenient += 1;
            expect(actual.lenient?.error).toBe(strict.error);
          }
          if (strict.ok && actual.ok) expect(actual.lenient).toBeUndefined();
          if (!actual.ok) failed += 1;
          if (actual.ok && expected.ok) {
            for (const value of values)
              expect(answer(actual.validate, value)).toEqual(answer(expected.validate, value));
          }
        },
      ),
      { numRuns: 1000 },
    );
    // Every kind was exercised: schemas that compile, that compile only leniently, and that ajv refuses either way.
    expect(failed).toBeGreaterThan(100);
    expect(lenient).toBeGreaterThan(10);
    expect(failed + lenient).toBeLessThan(900);
  });

  it('reads leniently only what a strict reader alone refuses', () => {
    const leniently: Record<string, unknown>[] = [
      { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { a: { enum: ['x', 'x'] } } },
      { type: 'object', properties: { a: { type: 'string', pattern: '^a\\_b$' } } },
      { type: 'object', properties: { a: { type: 'string', pattern: '\\-' } } },
    ];
    for (const schema of leniently) {
      const actual = compileSchema(schema);
      expect(actual.ok && actual.lenient?.error).toBe((referenceCompile(schema) as { error: string }).error);
    }
    const refused: Record<string, unknown>[] = [
      { type: 'object', properties: { a: { type: 'string', pattern: '(' } } },
      { type: 'object', properties: { a: { type: 'strng' } } },
      { type: 'object', properties: { a: { $ref: '#/$defs/missing' } } },
      { type: 'object', required: 'a' },
    ];
    for (const schema of refused) expect(compileSchema(schema).ok).toBe(false);
  });

  it('names the first problem ajv names, where a schema has more than one', () => {
    // An $id whose fragment is not empty is refused before the meta-schema is looked at; the type is wrong too.
    const cases: Record<string, unknown>[] = [
      { $id: 'http://example.com/s#frag', type: 'objectx' },
      { type: 'objectx', properties: { a: { type: 1 } } },
      { $schema: 7, type: 'object' },
      { $schema: 'https://json-schema.org/draft/2019-09/schema', type: 'object' },
      { type: 'object', properties: { a: { $ref: '#/$defs/missing' } } },
      { type: 'object', properties: { a: { type: 'string', pattern: '(' } } },
    ];
    for (const schema of cases) {
      const actual = compileSchema(schema);
      const expected = (referenceCompile(schema) as { error: string }).error;
      // Whether refused or read leniently, the error named is the strict reading's first.
      expect(actual.ok ? actual.lenient?.error : actual.error).toBe(expected);
    }
  });
});
