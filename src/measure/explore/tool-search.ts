/**
 * The worst-case search for one tool (`mcp-budget explore`): the arguments its inputSchema allows that make its
 * result largest, each tried by a real call. In phases, each under a deadline the command sets: boundary values
 * (coordinate search from the plain call: one property at a time over its bounds, kept when the result grows, pass
 * after pass), values mined from the server's results, generated arguments, then the worst case shrunk to its
 * smallest arguments and its growth with a numeric argument measured. Facts only: the command judges and renders.
 */
import { ArgumentGenerator, seededRandom } from './generated-arguments.js';
import type { MinedValues } from './mined-values.js';
import {
  boundaryValues,
  largestGuess,
  numericRange,
  plainValue,
  propertiesOf,
  type Property,
  type Schema,
  type SearchBounds,
} from './schema-values.js';

/** What the search reads of a measured result (measure-result.ts's MeasuredResult has all of it). */
export interface Measured {
  tokens: number;
  wireBytes: number;
  isError: boolean;
  texts: string[];
  structured: unknown;
}

/** The figures of one answer, all a search compares. */
type Size = Pick<Measured, 'tokens' | 'wireBytes' | 'isError'>;

export type Phase = 'boundary' | 'mined' | 'generated' | 'shrink';
export const PHASES: readonly Phase[] = ['boundary', 'mined', 'generated', 'shrink'];
/** done: ran to its end; cut: the time budget ended it; not reached: no time was left for it. */
export type PhaseState = 'done' | 'cut' | 'not reached';

/** A result that grows with a numeric argument: bytes per unit between its lowest value and the worst case's. */
export interface Growth {
  property: string;
  bytesPerUnit: number;
  from: number;
  to: number;
  /** Wire bytes at `to` (the worst case). */
  bytes: number;
  maximum?: number;
}

/** Generated calls in a row that find nothing larger before the phase ends on its own. */
const PATIENCE = 40;
const MAX_GENERATED = 400;
/** Mined values tried per property. */
const MINED_PER_PROPERTY = 100;

export interface ToolSearchOptions<R extends Measured> {
  inputSchema: unknown;
  /** One real call: the command's, as check makes it; `deadline` is when the phase that makes it ends. */
  call: (args: Record<string, unknown>, deadline: number) => Promise<R>;
  /** Whether the tool's inputSchema accepts the arguments; those it does not are never sent. */
  accepts: (args: Record<string, unknown>) => boolean;
  /** Values from every result of the server, this tool's included; each result is added here. */
  mined: MinedValues;
  bounds: SearchBounds;
  seed?: number;
  now?: () => number;
}

/**
 * Wire bytes that say nothing of the result: the JSON-RPC id grows a digit now and then (9 → 10), so the same answer
 * to a later call is a byte longer. Within this, two results with the same tokens are as large.
 */
const WIRE_NOISE = 16;

/**
 * Whether `a` is a larger result than `b`. An answer beats an error (an error sized by the caller's own input, echoed
 * back, is not the tool's worst case, and a search that climbs from it never reaches the tool's data). Between two
 * answers, the relative growth in tokens and in wire bytes, summed: tokens first would let two more digits of text
 * outweigh four more resource links (blocks the text count leaves out), bytes first would miss a denser text.
 */
export function larger(a: Size, b: Size | undefined): boolean {
  if (!b) return true;
  if (a.isError !== b.isError) return !a.isError;
  const tokens = (a.tokens - b.tokens) / Math.max(b.tokens, 1);
  const bytes =
    Math.abs(a.wireBytes - b.wireBytes) <= WIRE_NOISE ? 0 : (a.wireBytes - b.wireBytes) / Math.max(b.wireBytes, 1);
  return tokens + bytes > 0;
}

export class ToolSearch<R extends Measured> {
  calls = 0;
  /** Arguments the inputSchema refused: never sent. */
  refused = 0;
  worst: { arguments: Record<string, unknown>; result: R } | undefined;
  readonly phases: Record<Phase, PhaseState> = {
    boundary: 'not reached',
    mined: 'not reached',
    generated: 'not reached',
    shrink: 'not reached',
  };
  growth: Growth | undefined;
  /**
   * Each argument set tried, by its JSON: the figures of its answer only (null: refused). A search of a tool whose
   * answers are megabytes keeps one of them, the worst case's, not hundreds.
   */
  private readonly tried = new Map<string, Size | null>();
  private readonly root: Schema;
  private readonly properties: Property[];
  private readonly now: () => number;
  private readonly generator: ArgumentGenerator;

  constructor(private readonly options: ToolSearchOptions<R>) {
    this.root =
      typeof options.inputSchema === 'object' && options.inputSchema !== null ? (options.inputSchema as Schema) : {};
    this.properties = propertiesOf(this.root);
    this.now = options.now ?? Date.now;
    this.generator = new ArgumentGenerator(this.root, options.bounds, options.mined, seededRandom(options.seed ?? 1));
  }

  /** The arguments measured so far, by their JSON. */
  get measured(): number {
    return this.tried.size;
  }

  /**
   * Calls with `args` unless already called or refused by the schema; keeps the worst. undefined: not called
   * (refused, or the deadline passed). A server's failure (timeout, crash) is thrown to the command.
   */
  private async attempt(args: Record<string, unknown>, deadline: number): Promise<Size | undefined> {
    return (await this.measure(args, deadline))?.size;
  }

  /** As attempt; `result` is the whole answer when this call made it (not when its figures were remembered). */
  private async measure(
    args: Record<string, unknown>,
    deadline: number,
  ): Promise<{ size: Size; result?: R } | undefined> {
    const key = JSON.stringify(args);
    if (this.tried.has(key)) {
      const size = this.tried.get(key);
      return size ? { size } : undefined;
    }
    if (!this.options.accepts(args)) {
      this.refused++;
      this.tried.set(key, null);
      return undefined;
    }
    if (this.now() >= deadline) return undefined;
    this.calls++;
    const result = await this.options.call(args, deadline);
    const size = { tokens: result.tokens, wireBytes: result.wireBytes, isError: result.isError };
    this.tried.set(key, size);
    // What an answer reveals, and the arguments that got one (a folder that lists is a place to look in).
    if (!result.isError) this.options.mined.addResult(result, args);
    if (larger(result, this.worst?.result)) this.worst = { arguments: args, result };
    return { size, result };
  }

  /** Where the next change starts: the worst answer so far; while there is only an error, the plain call's arguments. */
  private start(): Record<string, unknown> {
    if (this.worst && !this.worst.result.isError) return { ...this.worst.arguments };
    const args: Record<string, unknown> = {};
    for (const property of this.properties)
      if (property.required) args[property.name] = plainValue(property.schema, this.root);
    return args;
  }

  /** One property at a time over its candidates, from the worst case so far; passes until one finds nothing larger. */
  private async coordinate(
    candidates: (property: Property) => unknown[],
    deadline: number,
    passes: number,
  ): Promise<PhaseState> {
    if (this.now() >= deadline) return 'cut';
    for (let pass = 0; pass < passes; pass++) {
      const before = this.worst?.result;
      for (const property of this.properties) {
        const values: Array<unknown> = [...candidates(property)];
        for (const value of values) {
          if (this.now() >= deadline) return 'cut';
          const args = this.start();
          if (value === undefined) delete args[property.name];
          else args[property.name] = value;
          await this.attempt(args, deadline);
        }
      }
      if (this.worst?.result === before) break;
    }
    return 'done';
  }

  /** The plain call, every property at its largest guess together, then each property over its bounds. */
  async boundary(deadline: number): Promise<void> {
    await this.seed(deadline);
    this.phases.boundary = await this.coordinate(
      (property) => [
        ...(property.required ? [] : [undefined]),
        ...boundaryValues(property.schema, this.root, this.options.bounds),
      ],
      deadline,
      3,
    );
  }

  /**
   * Three calls: the plain one (required properties only), every default, every property at its largest guess. All
   * a tool that is not searched is called for: what its answers reveal, for the others' mined values.
   */
  async seed(deadline: number): Promise<void> {
    const plain = this.start();
    await this.attempt(plain, deadline);
    const defaults = { ...plain };
    for (const property of this.properties)
      if (property.schema.default !== undefined) defaults[property.name] = property.schema.default;
    await this.attempt(defaults, deadline);
    const largest = { ...plain };
    for (const property of this.properties) {
      const value = largestGuess(property.schema, this.root, this.options.bounds);
      if (value !== undefined) largest[property.name] = value;
    }
    await this.attempt(largest, deadline);
  }

  /** Each property over the values the server's results revealed (a list of them, for an array of strings). */
  async mined(deadline: number): Promise<void> {
    const { mined, bounds } = this.options;
    this.phases.mined = await this.coordinate(
      (property) => {
        const { schema } = property;
        const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
        if (type === 'array' && typeof schema.items === 'object' && schema.items !== null) {
          const items = mined.candidatesFor(property.name, schema.items as Schema, MINED_PER_PROPERTY);
          const most = typeof schema.maxItems === 'number' ? schema.maxItems : bounds.maxArrayItems;
          return items.length === 0 ? [] : [items.slice(0, most), ...items.slice(0, 5).map((item) => [item])];
        }
        return mined.candidatesFor(property.name, schema, MINED_PER_PROPERTY);
      },
      deadline,
      2,
    );
  }

  /** Arguments drawn from the schema, fresh or from the worst case, until PATIENCE calls in a row find nothing larger. */
  async generated(deadline: number): Promise<void> {
    let quiet = 0;
    for (let drawn = 0; drawn < MAX_GENERATED * 4 && quiet < PATIENCE && this.calls < MAX_GENERATED * 2; drawn++) {
      if (this.now() >= deadline) {
        this.phases.generated = 'cut';
        return;
      }
      const args =
        this.worst && drawn % 2 === 1
          ? this.generator.mutate(this.worst.arguments)
          : { ...this.start(), ...this.generator.object(this.root) };
      const before = this.worst?.result;
      const result = await this.attempt(args, deadline);
      if (result !== undefined) quiet = this.worst?.result === before ? quiet + 1 : 0;
      else quiet++;
    }
    this.phases.generated = 'done';
  }

  /**
   * The worst case's smallest arguments that give a result as large: optional properties left out, numbers, strings
   * and arrays cut by halves while the result stays as large. Then its growth with a numeric argument.
   */
  async shrink(deadline: number): Promise<void> {
    if (!this.worst) {
      this.phases.shrink = 'done';
      return;
    }
    const asLarge = (size: Size | undefined) => size !== undefined && !larger(this.worst!.result, size);
    const keep = async (args: Record<string, unknown>) => {
      const measured = await this.measure(args, deadline);
      if (!asLarge(measured?.size)) return false;
      // Remembered figures only: called again for the answer itself (what each host makes of it).
      let result = measured!.result;
      if (!result) {
        if (this.now() >= deadline) return false;
        this.calls++;
        result = await this.options.call(args, deadline);
        if (!asLarge(result)) return false;
      }
      // As large, with smaller arguments: the worst case is now this one.
      this.worst = { arguments: args, result };
      return true;
    };
    for (const property of this.properties) {
      if (this.now() >= deadline) return void (this.phases.shrink = 'cut');
      if (property.required || !(property.name in this.worst.arguments)) continue;
      const args = { ...this.worst.arguments };
      delete args[property.name];
      await keep(args);
    }
    for (const property of this.properties) {
      const value = this.worst.arguments[property.name];
      const range = numericRange(property.schema);
      const size = (v: unknown) =>
        typeof v === 'number' ? v : typeof v === 'string' ? v.length : Array.isArray(v) ? v.length : undefined;
      const current = size(value);
      if (current === undefined || (range === undefined && typeof value === 'number')) continue;
      if (
        typeof value === 'string' &&
        this.options.mined.candidatesFor(property.name, property.schema, 2000).includes(value)
      )
        continue;
      const low = range ? range.low : 0;
      const at = (n: number): unknown =>
        typeof value === 'number'
          ? n
          : typeof value === 'string'
            ? value.slice(0, n)
            : (value as unknown[]).slice(0, n);
      // The smallest n in [low, current] whose result is as large, by halves: a dozen calls at most.
      let lo = low;
      let hi = current;
      while (hi - lo > 1) {
        if (this.now() >= deadline) return void (this.phases.shrink = 'cut');
        // Whole numbers: a `number` property shrinks to a count as readable as an integer's.
        const mid = Math.floor((lo + hi) / 2);
        if (mid <= lo || mid >= hi) break;
        if (await keep({ ...this.worst.arguments, [property.name]: at(mid) })) hi = mid;
        else lo = mid;
      }
      if (lo === low && hi > low && (await keep({ ...this.worst.arguments, [property.name]: at(low) }))) hi = low;
    }
    await this.measureGrowth(deadline);
    this.phases.shrink = this.now() >= deadline ? 'cut' : 'done';
  }

  /** The numeric argument the worst case grows most with: bytes per unit from its lowest value to the worst case's. */
  private async measureGrowth(deadline: number): Promise<void> {
    if (!this.worst) return;
    let best: Growth | undefined;
    for (const property of this.properties) {
      const value = this.worst.arguments[property.name];
      const range = numericRange(property.schema);
      if (typeof value !== 'number' || !range || value <= range.low) continue;
      const low = await this.attempt({ ...this.worst.arguments, [property.name]: range.low }, deadline);
      if (!low) continue;
      const bytes = this.worst.result.wireBytes;
      const perUnit = (bytes - low.wireBytes) / (value - range.low);
      // Growth worth a sentence: at least a byte per unit and half again the size at the low end.
      if (perUnit < 1 || bytes < low.wireBytes * 1.5) continue;
      if (!best || perUnit * (value - range.low) > best.bytesPerUnit * (best.to - best.from))
        best = {
          property: property.name,
          bytesPerUnit: Math.round(perUnit),
          from: range.low,
          to: value,
          bytes,
          ...(range.high === undefined ? {} : { maximum: range.high }),
        };
    }
    this.growth = best;
  }
}
