import type { ChangeTable } from '../judge/changes.js';
import { SERVER_FAILURE_CODES, type Finding } from './findings.js';
import type { SandboxReport } from '../servers/session-options.js';
import type { ServerPolicy } from '../servers/reach-policy.js';
import type { TokenizerName } from '../measure/tokens.js';
import type { ServerFailure } from '../servers/server-failure.js';

export interface ToolReport {
  name: string;
  /** sha256 (first 16 hex digits) of the definition as it crossed the wire. */
  digest?: string;
  bytes: number;
  tokens: number;
  descriptionChars: number;
  /** The name as a host shows it to the model (`mcp__server__tool` by default). */
  hostName: string;
  /** Ceilings in force for this tool (its oversized entry, else the limits), when a budget is checked. */
  ceiling?: { bytes?: number; tokens?: number; chars?: number };
  /** Why its inputSchema is unusable (cannot be compiled, or not an object schema). */
  inputSchemaError?: string;
}

/** What one host's model receives of a server's definitions (its own payload format, name and cuts). */
export interface HostDefinitions {
  host: string;
  tools: number;
  bytes: number;
  /** o200k count of the host payload: exact for OpenAI models, an estimate for others. */
  tokens: number;
  perTool: Array<{ name: string; hostName: string; bytes: number; tokens: number; descriptionCut: boolean; strippedKeywords?: string[] }>;
  instructionsCut: boolean;
  /**
   * What this server adds to every session's start: its definitions as sent plus its instructions (as cut), plus
   * the host's fixed tool-use overhead where it is documented; with deferred loading, names and instructions only.
   */
  sessionStartTokens: number;
  /** With --anthropic-count, for hosts that send Anthropic tools[]: the exact count of these tools for a Claude model. */
  anthropicTokens?: number;
  anthropicError?: string;
}

/** What one host's model receives of a fixture result (its result channel), and what its cut leaves. */
export interface HostResult {
  host: string;
  tokens: number;
  bytes: number;
  cut: boolean;
  /** What the cut took that the model needs to go on: the cursor to the next page. */
  lost: string[];
}

export interface TextMeasure {
  chars: number;
  bytes: number;
  tokens: number;
}

export interface ServerReport {
  name: string;
  ok: boolean;
  transport: 'stdio' | 'http';
  protocolVersion?: string;
  serverInfo?: { name: string; version: string; [key: string]: unknown };
  clientCapabilities: Record<string, unknown>;
  instructions: TextMeasure | null;
  tools: ToolReport[];
  /** tools: count; bytes and tokens: every tool definition plus the instructions. */
  totals: { tools: number; bytes: number; tokens: number };
  listPages: number;
  sandbox?: SandboxReport;
  /** Whose rules set what the server could reach: the checked-in budget, the base branch's, or the default. */
  policy?: ServerPolicy;
  /** With `hosts` in budget.json: each host's view of the definitions. */
  hosts?: HostDefinitions[];
  failure?: { code: ServerFailure['code']; phase: string; detail: string; stderr: string; fix?: string };
  /** Lines on stdout that are not JSON-RPC: how many, and the first few. */
  stdoutNoise?: { lines: number; first: string[] };
  /** Where tools/list stopped walking its own cursor before an end. */
  listStopped?: { page: number; reason: 'cursor-repeated' | 'max-pages'; cursor?: string };
  /** A later tools/list that differed from the first: the first tool and JSON path that differ. */
  listingChanges?: Array<{ when: 'session' | 'restart'; tool: string; path: string }>;
  durationMs: number;
}

/** What walking a tool's own cursor saw; the judge holds it to the pagination contract. */
export interface WalkReport {
  /** The walk ended here before the last page, and why. */
  stopped?: { page: number; reason: 'empty-page-with-cursor' | 'cursor-repeated' | 'max-pages'; cursor?: string };
  /** Pages whose hasMore flag said otherwise than the cursor did. */
  flagMismatches: Array<{ page: number; flag: unknown; cursor: boolean }>;
  /** An empty last page after a page that returned a cursor: the cursor promised records that did not exist. */
  emptyLastPage?: number;
  /** Records (by paginate.key) seen on more than one page: the first five, and how many. */
  repeatedRecords: string[];
  repeatedCount: number;
  distinctRecords: number;
  /** The last total the pages stated (paginate.total). */
  statedTotal?: number;
  /** The walk reached a page without a cursor. */
  completed: boolean;
}

/** What a result's form costs or breaks, measured once per page; the judge decides what it means. */
export interface ResultShape {
  /** The tool declares an outputSchema and the result has no structuredContent. */
  structuredMissing?: true;
  /** Why the outputSchema cannot be used: it does not compile, or checking a value with it never ends. */
  outputSchemaError?: string;
  /** How structuredContent breaks the outputSchema. */
  outputMismatch?: string;
  /** A text block is pretty-printed JSON: the tokens and characters its compact form saves. */
  prettyPrinted?: { tokens: number; chars: number };
  /** structuredContent holds a JSON document as a string: its tokens, and how many of them are escaping. */
  stringWrapped?: { key: string; tokens: number; escapingTokens: number };
  /** base64 payloads: their bytes and blocks by type. */
  binary?: { bytes: number; blocks: Record<string, number> };
}

export interface PageReport {
  wireBytes: number;
  textTokens: number;
  structuredTokens: number;
  tokens: number;
  items?: number;
  /** Over the message cap: measured in bytes only. */
  tooLarge?: boolean;
  shape?: ResultShape;
}

export interface FixtureReport {
  name: string;
  server: string;
  tool: string;
  isError: boolean;
  wireBytes: number;
  textTokens: number;
  structuredTokens: number;
  tokens: number;
  content: Record<string, number>;
  pages: PageReport[];
  runs?: number[];
  /** Why the fixture was not called: what stopped it, and in words. */
  skipped?: string;
  skippedBecause?: 'tool-not-listed' | 'cursor-not-available' | 'arguments-do-not-match' | 'input-schema-unusable';
  /** The first page's answer, as the fixture's expect judges it. */
  answer?: { rpcError?: number | null; preview: string; textIncludes?: boolean };
  walk?: WalkReport;
  /** With `hosts` in budget.json: each host's view of the result (the largest page), and what its cut lost. */
  hosts?: HostResult[];
  /** Per-page ceilings in force (oversized entry, else the tightest of the fixture's own and the limits). */
  ceiling?: { bytes?: number; tokens?: number };
}

export interface Report {
  schemaVersion: 1;
  ok: boolean;
  tokenizer: TokenizerName;
  config?: string;
  servers: ServerReport[];
  fixtures: FixtureReport[];
  totals: { servers: number; tools: number; bytes: number; tokens: number };
  findings: Finding[];
  /** Where the token counts came from: warm when all of them came from the cache (the tokenizer never loaded). */
  cache?: { file: string; warm: boolean; hits: number; misses: number };
  /** With --base or --base-report: where the base figures came from, or why there are none. */
  base?: { ref: string; source: 'measured' | 'report'; error?: string; cache?: { warm: boolean; hits: number; misses: number } };
  /** Every tool and fixture result against the base. */
  changes?: ChangeTable;
  /** Servers declared in an imported file that mcp-budget cannot start as written. */
  skippedServers?: SkippedServer[];
  /** Present on a shard's report: which part of the servers it measured, and against which budget file. */
  shard?: { index: number; count: number; budgetSha256: string };
}

export interface SkippedServer {
  server: string;
  reason: string;
  origin: string;
}

export const EXIT = { ok: 0, overBudget: 1, usage: 2, server: 3 } as const;

/** 3 when a server could not be measured, else 1 when any finding is an error, else 0. */
export function exitCodeFor(report: Pick<Report, 'findings'>): number {
  const errors = report.findings.filter((finding) => finding.severity === 'error');
  if (errors.some((finding) => SERVER_FAILURE_CODES.has(finding.code))) return EXIT.server;
  return errors.length > 0 ? EXIT.overBudget : EXIT.ok;
}
