/** Samples kept per tool for the percentiles: a uniform sample of every call (reservoir), so memory stays bounded. */
const RESERVOIR = 1024;

export interface Distribution {
  p50: number;
  p95: number;
  max: number;
}

/** One tool's results in production, as `mcp-budget drift` reads them. */
export interface ToolFigures {
  count: number;
  /** Results over their ceiling: cut in enforce mode, only counted in observe mode. */
  over: number;
  tokens: Distribution;
  bytes: Distribution;
  /** The argument shape of the largest call (names and types, never values), for the fixture drift proposes. */
  largestArguments: ArgumentShape;
}

export type ArgumentShape = string | { [key: string]: ArgumentShape } | ArgumentShape[];

/** The figures file: `mcp-budget drift <file>` compares it with the fixtures' measured sizes. */
export interface SizeFigures {
  schemaVersion: 1;
  /** The process that recorded them: each run adds its own lines to the file, and drift keeps each run's last. */
  run?: string;
  server: string;
  tokenizer: string;
  mode: 'enforce' | 'observe';
  since: string;
  updated: string;
  tools: Record<string, ToolFigures>;
}

interface Samples {
  count: number;
  over: number;
  tokens: number[];
  bytes: number[];
  maxTokens: number;
  maxBytes: number;
  largestArguments: ArgumentShape;
}

/** Per-tool size figures of every result the guard sees. */
export class SizeRecorder {
  private readonly tools = new Map<string, Samples>();
  private readonly since = new Date().toISOString();

  constructor(private readonly header: Pick<SizeFigures, 'server' | 'tokenizer' | 'mode'>) {}

  record(tool: string, args: unknown, tokens: number, bytes: number, over: boolean): void {
    let samples = this.tools.get(tool);
    if (!samples) {
      samples = { count: 0, over: 0, tokens: [], bytes: [], maxTokens: 0, maxBytes: 0, largestArguments: {} };
      this.tools.set(tool, samples);
    }
    samples.count += 1;
    if (over) samples.over += 1;
    if (samples.count === 1 || tokens > samples.maxTokens) samples.largestArguments = argumentShape(args);
    samples.maxTokens = Math.max(samples.maxTokens, tokens);
    samples.maxBytes = Math.max(samples.maxBytes, bytes);
    const slot = samples.count <= RESERVOIR ? samples.count - 1 : Math.floor(Math.random() * samples.count);
    if (slot < RESERVOIR) {
      samples.tokens[slot] = tokens;
      samples.bytes[slot] = bytes;
    }
  }

  snapshot(): SizeFigures {
    const tools: Record<string, ToolFigures> = {};
    for (const [name, s] of [...this.tools].sort(([a], [b]) => a.localeCompare(b))) {
      tools[name] = {
        count: s.count,
        over: s.over,
        tokens: distribution(s.tokens, s.maxTokens),
        bytes: distribution(s.bytes, s.maxBytes),
        largestArguments: s.largestArguments,
      };
    }
    return { schemaVersion: 1, ...this.header, since: this.since, updated: new Date().toISOString(), tools };
  }
}

/** Nearest-rank percentiles of the sample; the max is exact over every call. */
function distribution(sample: number[], max: number): Distribution {
  const sorted = [...sample].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  return { p50: rank(50), p95: rank(95), max };
}

/**
 * Names and JSON types only: argument values are user data and never leave the server in the figures. Only the top
 * level's names are kept (they are the tool's own parameters); a nested object's keys may be data, so it is "object".
 */
function argumentShape(value: unknown, depth = 0): ArgumentShape {
  if (value === null) return 'null';
  if (Array.isArray(value)) return depth >= 1 || value.length === 0 ? 'array' : [argumentShape(value[0], depth + 1)];
  if (typeof value === 'object') {
    if (depth >= 1) return 'object';
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, argumentShape((value as Record<string, unknown>)[key], depth + 1)]),
    );
  }
  return typeof value;
}
