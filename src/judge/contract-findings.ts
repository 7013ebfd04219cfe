import type { BudgetConfig, Fixture } from '../budget/budget-config.js';
import { readsJsonFile } from '../measure/result-shape.js';
import type { Measurement } from '../measure/measure-all.js';
import type { BudgetPath } from '../budget/budget-path.js';
import { findingOf, type Finding } from './findings.js';
import { closestNames } from '../text/closest-names.js';
import { configuredServer } from './limits.js';
import type { ExpectationProblem } from './finding-words.js';
import { capabilityFindings } from './capability-findings.js';
import { envFindings } from './env-findings.js';
import type { FixtureReport, ResultShape, ServerReport, WalkReport } from '../measure/measurement.js';
import { midSessionFindings, revisionFindings } from './revision-findings.js';

/**
 * Every finding that is not a limit: servers that failed or broke the protocol, listings that loop or change,
 * unusable schemas, and each fixture's contract (pagination, output schema, expectations). Measuring recorded
 * what happened; this decides what it means, so a saved report or a set of shards is judged exactly as a run is.
 */
export function contractFindings(config: BudgetConfig, measurement: Measurement): Finding[] {
  const findings: Finding[] = [];
  for (const server of measurement.servers) {
    findings.push(
      ...serverFindings(config, server),
      ...capabilityFindings(config, server),
      ...envFindings(config, server),
    );
    for (const fixture of measurement.fixtures.filter((report) => report.server === server.name))
      findings.push(
        ...fixtureFindings(
          config,
          fixture,
          server.tools.map((tool) => tool.name),
        ),
      );
  }
  const known = new Set(measurement.configured);
  (config.fixtures ?? []).forEach((fixture, index) => {
    if (known.has(fixture.server)) return;
    findings.push({
      code: 'TOOL_NOT_FOUND',
      severity: 'error',
      subject: `fixture:${fixture.name}`,
      path: ['fixtures', index, 'server'],
      args: { kind: 'server', server: fixture.server, near: closestNames(fixture.server, measurement.configured, 3) },
    });
  });
  for (const skipped of measurement.skippedServers) {
    // A variable unset here (a key CI has and this shell lacks) is not a server mcp-budget cannot start: measured
    // without it, the run stands for fewer servers than the budget's, so it is an error, as in budget.json's env.
    if (skipped.variable !== undefined) {
      findings.push({
        code: 'ENV_VARIABLE_UNSET',
        severity: 'error',
        subject: skipped.server,
        args: {
          variable: skipped.variable,
          imported: {
            origin: skipped.origin,
            field: skipped.field ?? '',
            ...(skipped.written !== undefined ? { written: skipped.written } : {}),
          },
        },
      });
      continue;
    }
    findings.push({
      code: 'SERVER_START_FAILED',
      severity: 'warning',
      subject: skipped.server,
      args: { kind: 'skipped', server: skipped.server, reason: skipped.reason, origin: skipped.origin },
    });
  }
  return findings;
}

function serverFindings(config: BudgetConfig, server: ServerReport): Finding[] {
  const findings: Finding[] = [];
  const subject = server.name;
  if (server.failure)
    findings.push(failureFinding(config, subject, server.failure, server.sandbox?.network === 'host'));
  const stopped = server.listStopped;
  if (stopped) {
    findings.push({
      code: 'PAGINATION_LOOP',
      severity: 'error',
      subject,
      args: {
        list: 'tools/list',
        page: stopped.page,
        reason: stopped.reason,
        ...(stopped.cursor !== undefined ? { cursor: stopped.cursor } : {}),
      },
    });
  }
  findings.push(...revisionFindings(server), ...midSessionFindings(config, server));
  for (const change of (server.listingChanges ?? []).filter((change) => change.when !== 'after-calls')) {
    findings.push({
      code: 'TOOLS_LIST_UNSTABLE',
      severity: config.stability?.toolsList === 'error' ? 'error' : 'warning',
      subject: `${subject}/${change.tool}`,
      path: ['stability'],
      args: {
        when: change.when === 'session' ? 'session' : 'restart',
        path: change.path,
        modern: server.era === 'modern',
      },
    });
  }
  for (const tool of server.tools) {
    if (tool.inputSchemaError === undefined) continue;
    findings.push({
      code: 'INVALID_INPUT_SCHEMA',
      severity: 'error',
      subject: `${subject}/${tool.name}`,
      args: { kind: 'tool', error: tool.inputSchemaError },
    });
  }
  for (const tool of server.tools) {
    if (tool.inputSchemaError !== undefined || tool.inputSchemaLenient === undefined) continue;
    findings.push({
      code: 'INPUT_SCHEMA_LENIENT',
      severity: 'warning',
      subject: `${subject}/${tool.name}`,
      args: tool.inputSchemaLenient,
    });
  }
  if (server.stdoutNoise) {
    const { lines, first } = server.stdoutNoise;
    findings.push({
      code: 'STDOUT_NOISE',
      severity: 'warning',
      subject,
      actual: lines,
      args: { lines, first },
    });
  }
  if (server.sandbox?.missing?.length) {
    findings.push({
      code: 'SANDBOX_UNAVAILABLE',
      severity: 'warning',
      subject,
      args: { kind: 'partial', reason: server.sandbox.reason },
      path: ['sandbox'],
    });
  }
  return findings;
}

function failureFinding(
  config: BudgetConfig,
  subject: string,
  failure: NonNullable<ServerReport['failure']>,
  hasNetwork: boolean,
): Finding {
  // A server budget.json declares is pointed at: its command when that was not found, else its entry.
  const key = configuredServer(config, subject);
  const entry: BudgetPath | undefined =
    config.servers && Object.hasOwn(config.servers, key)
      ? failure.detail.startsWith('command not found:')
        ? ['servers', key, 'command']
        : ['servers', key]
      : undefined;
  const args = {
    kind: 'failure',
    phase: failure.phase,
    detail: failure.detail,
    ...(failure.stderr ? { stderr: failure.stderr } : {}),
    ...(failure.fix ? { named: failure.fix } : {}),
    hasNetwork,
  } as const;
  return findingOf(failure.code, {
    severity: 'error',
    subject,
    args,
    ...(failure.code === 'SANDBOX_UNAVAILABLE' ? { path: ['sandbox', 'require'] } : entry ? { path: entry } : {}),
  });
}

/**
 * A fixture's findings: the one reason it was not measured (skipped, or its input request left unanswered), else
 * what its result breaks (its cursor walk, its stability, its expectations, its shape).
 */
function fixtureFindings(config: BudgetConfig, report: FixtureReport, tools: readonly string[]): Finding[] {
  const index = (config.fixtures ?? []).findIndex((fixture) => fixture.name === report.name);
  const fixture = config.fixtures?.[index];
  const subject = `fixture:${report.name}`;
  const at = (...rest: BudgetPath): BudgetPath => ['fixtures', index, ...rest];
  const unmeasured = notMeasuredFinding(report, fixture, subject, at, tools);
  if (unmeasured) return [unmeasured];
  if (report.pages.length === 0) return [];
  return resultFindings(report, fixture, subject, at);
}

/** Why a fixture's result was not measured: each reason is one finding, and no other check applies. */
function notMeasuredFinding(
  report: FixtureReport,
  fixture: Fixture | undefined,
  subject: string,
  at: (...rest: BudgetPath) => BudgetPath,
  tools: readonly string[],
): Finding | undefined {
  if (report.skippedBecause === 'input-schema-unusable') {
    // The server's schema is at fault, not budget.json: no path to edit.
    return {
      code: 'INVALID_INPUT_SCHEMA',
      severity: 'error',
      subject,
      args: { kind: 'fixture', skipped: report.skipped ?? '' },
    };
  }
  if (report.skippedBecause === 'prompt-not-listed') {
    return {
      code: 'PROMPT_NOT_FOUND',
      severity: 'error',
      subject,
      path: at('prompt'),
      args: { skipped: report.skipped ?? '' },
    };
  }
  if (report.skippedBecause === 'resource-not-read') {
    return {
      code: 'RESOURCE_NOT_FOUND',
      severity: 'error',
      subject,
      path: at('resource'),
      args: { skipped: report.skipped ?? '' },
    };
  }
  if (report.skippedBecause) {
    const skipped = report.skipped ?? '';
    return report.skippedBecause === 'tool-not-listed'
      ? {
          code: 'TOOL_NOT_FOUND',
          severity: 'error',
          subject,
          path: at('tool'),
          args: { kind: 'tool', skipped, near: closestNames(fixture?.tool ?? report.tool ?? '', tools, 3) },
        }
      : {
          code: 'ARGUMENTS_INVALID',
          severity: 'error',
          subject,
          path: at('arguments'),
          args: { skipped, because: report.skippedBecause, prompt: report.prompt !== undefined },
        };
  }
  if (report.inputUnanswered) {
    // The call never reached its answer: what was measured is the question, and no other check applies to it.
    return {
      code: 'INPUT_REQUIRED_UNANSWERED',
      severity: 'error',
      subject,
      path: at('inputResponses'),
      args: { round: report.inputRounds?.length ?? 1, keys: report.inputUnanswered },
    };
  }
  return undefined;
}

/** What a measured result breaks: its cursor walk, its stability across runs, its expectations, its pages' shape. */
function resultFindings(
  report: FixtureReport,
  fixture: Fixture | undefined,
  subject: string,
  at: (...rest: BudgetPath) => BudgetPath,
): Finding[] {
  const findings: Finding[] = [];
  if (report.walk) findings.push(...walkFindings(subject, fixture, report.walk));
  if (report.runs && Math.min(...report.runs) !== Math.max(...report.runs)) {
    findings.push({
      code: 'RESULT_UNSTABLE',
      severity: 'warning',
      subject,
      actual: Math.max(...report.runs),
      unit: 'tokens',
      path: at('normalize'),
      args: { runs: report.runs },
    });
  }
  if (fixture && report.answer) findings.push(...expectationFindings(fixture, report, subject, at('expect')));
  const seen = new Set<string>();
  report.pages.forEach((page, i) => {
    for (const finding of shapeFindings(
      subject,
      report.tool ?? '',
      page.shape ?? {},
      report.pages.length > 1 ? i + 1 : undefined,
      readsJsonFile(fixture?.arguments),
    )) {
      // One finding per contract: the first page that breaks it says where.
      if (seen.has(finding.code)) continue;
      seen.add(finding.code);
      findings.push(finding);
    }
  });
  return findings;
}

/** The contract teams otherwise test by hand: every record once, none missing, truncation said in band, an end. */
function walkFindings(subject: string, fixture: Fixture | undefined, walk: WalkReport): Finding[] {
  const paginate = fixture?.paginate;
  const findings: Finding[] = [];
  const facts = { severity: 'error', subject } as const;
  for (const { page, flag, cursor } of walk.flagMismatches) {
    findings.push({
      code: 'TRUNCATION_NOT_IN_BAND',
      ...facts,
      args: { kind: 'flag', page, flagName: paginate?.hasMore, flag, cursor: Boolean(cursor) },
    });
  }
  if (walk.emptyLastPage !== undefined)
    findings.push({
      code: 'TRUNCATION_NOT_IN_BAND',
      ...facts,
      args: { kind: 'empty-last-page', page: walk.emptyLastPage },
    });
  const stopped = walk.stopped;
  if (stopped)
    findings.push({
      code: 'PAGINATION_LOOP',
      ...facts,
      args: {
        list: 'fixture',
        page: stopped.page,
        reason: stopped.reason,
        ...(stopped.cursor !== undefined ? { cursor: stopped.cursor } : {}),
      },
    });
  if (walk.repeatedCount > 0)
    findings.push({
      code: 'PAGINATION_DUPLICATE',
      ...facts,
      args: { count: walk.repeatedCount, records: walk.repeatedRecords },
    });
  // Records missing after a walk that was cut short are the cut's fault, not a gap in the data.
  if (
    walk.completed &&
    walk.statedTotal !== undefined &&
    paginate?.key !== undefined &&
    walk.distinctRecords < walk.statedTotal
  ) {
    findings.push({
      code: 'PAGINATION_GAP',
      ...facts,
      args: { stated: walk.statedTotal, distinct: walk.distinctRecords },
    });
  }
  return findings;
}

function expectationFindings(fixture: Fixture, report: FixtureReport, subject: string, path: BudgetPath): Finding[] {
  const answer = report.answer!;
  const expect = fixture.expect ?? {};
  const wantError = expect.isError ?? false;
  const problems: ExpectationProblem[] = [];
  if (report.isError !== wantError)
    problems.push(
      wantError
        ? { wanted: 'error' }
        : { wanted: 'success', ...(answer.rpcError !== undefined ? { rpcError: answer.rpcError } : {}) },
    );
  if (answer.textIncludes === false) problems.push({ wanted: 'text', text: expect.textIncludes });
  if (problems.length === 0) return [];
  return [
    {
      code: 'EXPECTATION_FAILED',
      severity: 'error',
      subject,
      path,
      args: { problems, preview: answer.preview, expectWritten: fixture.expect !== undefined },
    },
  ];
}

function shapeFindings(
  subject: string,
  tool: string,
  shape: ResultShape,
  page: number | undefined,
  readsFile: boolean,
): Finding[] {
  const findings: Finding[] = [];
  const facts = { subject } as const;
  const at = page === undefined ? {} : { page };
  if (shape.structuredMissing)
    findings.push({ code: 'MISSING_STRUCTURED_CONTENT', severity: 'error', ...facts, args: { ...at, tool } });
  if (shape.outputSchemaError !== undefined)
    findings.push({
      code: 'OUTPUT_SCHEMA_MISMATCH',
      severity: 'error',
      ...facts,
      args: { ...at, kind: 'unusable', tool, error: shape.outputSchemaError },
    });
  if (shape.outputMismatch !== undefined)
    findings.push({
      code: 'OUTPUT_SCHEMA_MISMATCH',
      severity: 'error',
      ...facts,
      args: { ...at, kind: 'mismatch', tool, mismatch: shape.outputMismatch },
    });
  // A JSON file read verbatim by its path is the file as it is, not a serialization the server could compact.
  if (shape.prettyPrinted && !(readsFile && !shape.prettyPrinted.ofStructured)) {
    const { tokens, chars } = shape.prettyPrinted;
    findings.push({
      code: 'PRETTY_PRINTED_TEXT',
      severity: 'warning',
      ...facts,
      actual: tokens,
      unit: 'tokens',
      args: { ...at, tokens, chars },
    });
  }
  // The file's text held as a string (`{"content": "<the file>"}`) is the document the tool reads, not a payload escaped.
  if (shape.stringWrapped && !readsFile) {
    const { key, tokens, escapingTokens } = shape.stringWrapped;
    findings.push({
      code: 'STRING_WRAPPED_STRUCTURED',
      severity: 'warning',
      ...facts,
      actual: tokens,
      unit: 'tokens',
      args: { ...at, key, tokens, escapingTokens },
    });
  }
  if (shape.binary) {
    const { bytes, blocks } = shape.binary;
    findings.push({
      code: 'BINARY_CONTENT',
      severity: 'notice',
      ...facts,
      actual: bytes,
      unit: 'bytes',
      args: { ...at, bytes, blocks },
    });
  }
  return findings;
}
