/**
 * Arguments generated from an inputSchema with a seeded generator: values anywhere in each property's range (not
 * only at its bounds), mined values among them, each run the same for the same seed. Written here rather than with
 * fast-check: a JSON Schema is not one of its arbitraries (the translation is this file either way), its shrinking is
 * for failing predicates where this search shrinks toward a size (shrink.ts), and bundling it would add ~200 KB to
 * dist/ for a loop of random choices.
 */
import type { MinedValues } from './mined-values.js';
import {
  arrayLength,
  longString,
  numericRange,
  propertiesOf,
  resolved,
  stringLength,
  type Schema,
  type SearchBounds,
} from './schema-values.js';

/** mulberry32: small, fast, and the same sequence for the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class ArgumentGenerator {
  constructor(
    private readonly root: Schema,
    private readonly bounds: SearchBounds,
    private readonly mined: MinedValues,
    private readonly random: () => number,
  ) {}

  private pick<T>(values: readonly T[]): T {
    return values[Math.floor(this.random() * values.length)]!;
  }

  /** A value for one property; `name` lets a string take a mined value. */
  value(schema: Schema, name: string, depth = 0): unknown {
    if (depth > 6) return undefined;
    if (schema.const !== undefined) return schema.const;
    if (Array.isArray(schema.enum) && schema.enum.length > 0) return this.pick(schema.enum);
    const options = [
      ...(Array.isArray(schema.anyOf) ? schema.anyOf : []),
      ...(Array.isArray(schema.oneOf) ? schema.oneOf : []),
    ];
    if (options.length > 0 && schema.type === undefined)
      return this.value(resolved(this.pick(options), this.root), name, depth + 1);
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
    if (type === 'boolean') return this.random() < 0.5;
    if (type === 'integer' || type === 'number') {
      const mined = this.mined.candidatesFor(name, schema, 20);
      if (mined.length > 0 && this.random() < 0.3) return this.pick(mined);
      const { low, high } = numericRange(schema)!;
      // Log-uniform over the range: small and large values alike, for ranges of any width.
      const top = high ?? Math.max(low, 0) + 10_000;
      const span = top - low;
      const value = low + Math.expm1(this.random() * Math.log1p(span));
      return type === 'integer' ? Math.min(top, Math.round(value)) : Math.min(top, value);
    }
    if (type === 'string') {
      const mined = this.mined.candidatesFor(name, schema, 50);
      if (mined.length > 0 && this.random() < 0.6) return this.pick(mined);
      const max = stringLength(schema, this.bounds);
      const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
      const length = Math.round(min + Math.expm1(this.random() * Math.log1p(Math.max(0, max - min))));
      return longString(length, Math.floor(this.random() * 100));
    }
    if (type === 'array' && depth < 4) {
      const items = resolved(schema.items, this.root);
      const max = arrayLength(schema, this.bounds);
      const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const length = min + Math.floor(this.random() * (max - min + 1));
      return Array.from({ length }, () => this.value(items, name, depth + 1));
    }
    if ((type === 'object' || type === undefined) && depth < 4 && typeof schema.properties === 'object')
      return this.object(schema, depth + 1);
    return undefined;
  }

  /** Every required property, and each optional one half the time. */
  object(schema: Schema, depth = 0): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const property of propertiesOf({ ...schema, $defs: this.root.$defs, definitions: this.root.definitions })) {
      if (!property.required && this.random() < 0.5) continue;
      const value = this.value(property.schema, property.name, depth);
      if (value !== undefined) out[property.name] = value;
    }
    return out;
  }

  /** The worst arguments so far with one or two properties drawn afresh: a walk from the best point. */
  mutate(args: Record<string, unknown>): Record<string, unknown> {
    const properties = propertiesOf(this.root);
    if (properties.length === 0) return { ...args };
    const out = { ...args };
    const changes = 1 + Math.floor(this.random() * 2);
    for (let i = 0; i < changes; i++) {
      const property = this.pick(properties);
      if (!property.required && this.random() < 0.15) delete out[property.name];
      else {
        const value = this.value(property.schema, property.name);
        if (value !== undefined) out[property.name] = value;
      }
    }
    return out;
  }
}
