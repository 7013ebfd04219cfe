// In-memory measurements for the unit layer: what a run of real servers would have recorded, written as data, so
// each judge/ and measure/ module is tested on its own in milliseconds. Every builder fills the fields a report
// always has and takes the rest as overrides; a test names only what it is about.
import type { Finding, FindingFacts } from '../../src/judge/findings.js';
import type {
  FixtureReport,
  HostDefinitions,
  HostResult,
  PageReport,
  ServerReport,
  ToolReport,
} from '../../src/measure/measurement.js';
import type { Report } from '../../src/judge/report.js';
import type { Measurement } from '../../src/measure/measure-all.js';

export function tool(name: string, figures: Partial<ToolReport> = {}): ToolReport {
  return { name, bytes: 100, tokens: 25, descriptionChars: 40, hostName: name, ...figures };
}

/** A server that answered, with `totals` summed from its tools unless given. */
export function server(name: string, tools: ToolReport[] = [], overrides: Partial<ServerReport> = {}): ServerReport {
  const totals = {
    tools: tools.length,
    bytes: tools.reduce((sum, t) => sum + t.bytes, 0),
    tokens: tools.reduce((sum, t) => sum + t.tokens, 0),
  };
  return {
    name,
    ok: true,
    transport: 'stdio',
    clientCapabilities: {},
    instructions: null,
    tools,
    totals,
    listPages: 1,
    durationMs: 1,
    ...overrides,
  };
}

/** A server that could not be measured: no tools, and the failure it reported. */
export function failedServer(name: string, failure: Partial<NonNullable<ServerReport['failure']>> = {}): ServerReport {
  return server(name, [], {
    ok: false,
    failure: { code: 'SERVER_START_FAILED', phase: 'start', detail: 'exited with code 1', stderr: '', ...failure },
  });
}

export function page(wireBytes: number, tokens: number, overrides: Partial<PageReport> = {}): PageReport {
  return { wireBytes, tokens, textTokens: tokens, structuredTokens: 0, ...overrides };
}

/** A fixture result of one or more pages; `wireBytes` and `tokens` are the first page's, as a report has them. */
export function fixture(
  name: string,
  serverName: string,
  pages: PageReport[] = [page(200, 50)],
  overrides: Partial<FixtureReport> = {},
): FixtureReport {
  const first = pages[0];
  return {
    name,
    server: serverName,
    tool: 'read',
    isError: false,
    content: {},
    pages,
    wireBytes: first?.wireBytes ?? 0,
    tokens: first?.tokens ?? 0,
    textTokens: first?.textTokens ?? 0,
    structuredTokens: first?.structuredTokens ?? 0,
    ...overrides,
  };
}

export function measurement(
  servers: ServerReport[],
  fixtures: FixtureReport[] = [],
  overrides: Partial<Measurement> = {},
): Measurement {
  return {
    tokenizer: 'o200k_base',
    servers,
    fixtures,
    configured: servers.map((s) => s.name),
    skippedServers: [],
    ...overrides,
  };
}

/** A report as `judge` builds it, for the modules that compare two of them (base and head). */
export function report(servers: ServerReport[], fixtures: FixtureReport[] = []): Report {
  const totals = servers
    .filter((s) => s.ok)
    .reduce(
      (sum, s) => ({
        servers: sum.servers,
        tools: sum.tools + s.totals.tools,
        bytes: sum.bytes + s.totals.bytes,
        tokens: sum.tokens + s.totals.tokens,
      }),
      { servers: servers.length, tools: 0, bytes: 0, tokens: 0 },
    );
  return { schemaVersion: 1, ok: true, tokenizer: 'o200k_base', servers, fixtures, totals, findings: [] };
}

/** One tool as a host shows it: its host name (`prefix` + name), `tokens` tokens in 4 bytes each, its description whole. */
export function hostTool(name: string, tokens: number, prefix = 'mcp__s__'): HostDefinitions['perTool'][number] {
  return { name, hostName: `${prefix}${name}`, bytes: tokens * 4, tokens, descriptionCut: false };
}

export function hostView(
  host: string,
  perTool: HostDefinitions['perTool'],
  overrides: Partial<HostDefinitions> = {},
): HostDefinitions {
  return {
    host,
    tools: perTool.length,
    bytes: perTool.reduce((sum, t) => sum + t.bytes, 0),
    tokens: perTool.reduce((sum, t) => sum + t.tokens, 0),
    perTool,
    instructionsCut: false,
    sessionStartTokens: perTool.reduce((sum, t) => sum + t.tokens, 0),
    ...overrides,
  };
}

export function hostResult(host: string, tokens: number, overrides: Partial<HostResult> = {}): HostResult {
  return {
    host,
    tokens,
    bytes: tokens * 4,
    preCutTokens: tokens,
    preCutBytes: tokens * 4,
    outcome: 'whole',
    cut: false,
    lost: [],
    ...overrides,
  };
}

/** publint's shape: what a module found, as `code subject` lines in its order. */
export function codes(findings: Array<Pick<Finding, 'code' | 'subject'>>): string[] {
  return findings.map((finding) => `${finding.code} ${finding.subject}`);
}

/** The figures of findings, without their prose: what a test of a rule asserts exactly. */
export function figures(
  findings: ReadonlyArray<Pick<FindingFacts, 'code' | 'subject' | 'severity' | 'limit' | 'actual' | 'unit' | 'path'>>,
): Array<Pick<FindingFacts, 'code' | 'subject' | 'severity' | 'limit' | 'actual' | 'unit' | 'path'>> {
  return findings.map(({ code, subject, severity, limit, actual, unit, path }) => ({
    code,
    subject,
    severity,
    ...(limit === undefined ? {} : { limit }),
    ...(actual === undefined ? {} : { actual }),
    ...(unit === undefined ? {} : { unit }),
    ...(path === undefined ? {} : { path }),
  }));
}
