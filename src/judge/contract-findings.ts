import type { BudgetConfig, Fixture } from '../budget/config.js';
import { readsJsonFile } from '../measure/result-shape.js';
import type { Measurement } from '../measure/measure-all.js';
import type { BudgetPath } from '../budget/budget-path.js';
import type { Finding } from './findings.js';
import { fmt } from '../text/format.js';
import { capabilityFindings } from './capability-findings.js';
import { envFindings } from './env-findings.js';
import type { FixtureReport, ResultShape, ServerReport, WalkReport } from '../measure/measurement.js';
import { midSessionFindings, revisionFindings, SPEC_SECTIONS } from './revision-findings.js';

/**
 * Every finding that is not a limit: servers that failed or broke the protocol, listings that loop or change,
 * unusable schemas, and each fixture's contract (pagination, output schema, expectations). Measuring recorded
 * what happened; this decides what it means, so a saved report or a set of shards is judged exactly as a run is.
 */
export function contractFindings(config: BudgetConfig, measurement: Measurement): Finding[] {
  const findings: Finding[] = [];
  for (const server of measurement.servers) {
    findings.push(...serverFindings(config, server), ...capabilityFindings(config, server), ...envFindings(config, server));
    for (const fixture of measurement.fixtures.filter((report) => report.server === server.name)) findings.push(...fixtureFindings(config, fixture));
  }
  const known = new Set(measurement.configured);
  (config.fixtures ?? []).forEach((fixture, index) => {
    if (known.has(fixture.server)) return;
    findings.push({
      code: 'TOOL_NOT_FOUND',
      severity: 'error',
      subject: `fixture:${fixture.name}`,
      path: ['fixtures', index, 'server'],
      message: `fixture names server "${fixture.server}", which is not configured`,
      fix: `add "${fixture.server}" to servers (or mcpConfig), or correct the fixture`,
    });
  });
  for (const skipped of measurement.skippedServers) {
    findings.push({
      code: 'SERVER_START_FAILED',
      severity: 'warning',
      subject: skipped.server,
      message: `skipped: ${skipped.reason} (declared in ${skipped.origin})`,
      fix: `declare "${skipped.server}" in budget.json servers with values mcp-budget can use; it overrides the imported entry`,
    });
  }
  return findings;
}

function serverFindings(config: BudgetConfig, server: ServerReport): Finding[] {
  const findings: Finding[] = [];
  const subject = server.name;
  if (server.failure) findings.push(failureFinding(subject, server.failure, server.sandbox?.network === 'host'));
  const stopped = server.listStopped;
  if (stopped) {
    findings.push({
      code: 'PAGINATION_LOOP',
      severity: 'error',
      subject,
      message:
        stopped.reason === 'max-pages'
          ? `tools/list still returned a next cursor after ${stopped.page} pages; stopped there`
          : `tools/list returned cursor ${JSON.stringify(stopped.cursor)} a second time (page ${stopped.page}); stopped there`,
      fix: 'make tools/list return no nextCursor on its last page, and never repeat a cursor',
    });
  }
  findings.push(...revisionFindings(server), ...midSessionFindings(config, server));
  for (const change of (server.listingChanges ?? []).filter((change) => change.when !== 'after-calls')) {
    findings.push({
      code: 'TOOLS_LIST_UNSTABLE',
      severity: config.stability?.toolsList === 'error' ? 'error' : 'warning',
      subject: `${subject}/${change.tool}`,
      path: ['stability'],
      message: `${change.when === 'session' ? 'a second tools/list in the same session' : 'a listing after a restart'} differs from the first at ${change.path}: hosts cache the prompt prefix, and tool definitions come first, so every session pays for it again${server.era === 'modern' ? ` (revision 2026-07-28: the list MUST NOT vary per connection, and SHOULD keep a deterministic order: ${SPEC_SECTIONS.listing})` : ''}`,
      fix: 'make tools/list deterministic: stable order, no timestamps or random ids in names, descriptions or schemas',
    });
  }
  for (const tool of server.tools) {
    if (tool.inputSchemaError === undefined) continue;
    findings.push({
      code: 'INVALID_INPUT_SCHEMA',
      severity: 'error',
      subject: `${subject}/${tool.name}`,
      message: `inputSchema ${tool.inputSchemaError}`,
      fix: 'send a valid JSON Schema object with "type": "object"; hosts reject or silently drop tools whose schema they cannot read',
    });
  }
  if (server.stdoutNoise) {
    const { lines, first } = server.stdoutNoise;
    findings.push({
      code: 'STDOUT_NOISE',
      severity: 'warning',
      subject,
      actual: lines,
      message: `printed ${lines} line(s) on stdout that are not JSON-RPC (skipped); stdout belongs to the protocol. First: ${first.map((line) => JSON.stringify(line)).join(', ')}`,
      fix: 'log to stderr instead of stdout',
    });
  }
  if (server.sandbox?.missing?.length) {
    findings.push({
      code: 'SANDBOX_UNAVAILABLE',
      severity: 'warning',
      subject,
      message: `ran without its full sandbox: ${server.sandbox.reason}`,
      fix: 'install bubblewrap (apt-get install bubblewrap) and allow user namespaces, or set sandbox.require to true to refuse instead',
      path: ['sandbox'],
    });
  }
  return findings;
}

function failureFinding(subject: string, failure: NonNullable<ServerReport['failure']>, hasNetwork: boolean): Finding {
  const stderr = failure.stderr ? `\nlast stderr lines:\n${failure.stderr}` : '';
  const { code } = failure;
  return {
    code,
    severity: 'error',
    subject,
    message: `${failure.phase}: ${failure.detail}${stderr}`,
    ...(code === 'SANDBOX_UNAVAILABLE' ? { path: ['sandbox', 'require'] } : {}),
    fix:
      failure.fix ??
      causeFix(failure, hasNetwork) ??
      (code === 'SERVER_TIMEOUT'
        ? 'make the server answer in time, or raise timeouts in budget.json'
        : code === 'SANDBOX_UNAVAILABLE'
          ? 'install bubblewrap (apt-get install bubblewrap) and allow user namespaces (see the README\'s security section), or set sandbox.require to false'
          : `run the server's command by hand to see why it fails (\`npx mcp-budget measure\` shows the same error)`),
  };
}

/**
 * The fix for what the failure itself shows: a host name that does not resolve (the sandbox has no network), a
 * message over the cap, a command written for Windows. Undefined when it shows none of these.
 */
function causeFix(failure: NonNullable<ServerReport['failure']>, hasNetwork: boolean): string | undefined {
  const text = `${failure.detail}\n${failure.stderr}`;
  const lookup = /getaddrinfo (EAI_AGAIN|ENOTFOUND)(?: [^\s'"]+)?/.exec(text);
  if (lookup && !hasNetwork) {
    return `it needs the network (${lookup[0]}), and the sandbox gives it none: give this server the network in budget.json, "sandbox": { "network": "host" } (on a pull request, the base branch's budget.json is the policy: the change takes effect once merged), or have it start without reaching out`;
  }
  if (/exceeds the message cap|over the \d+-byte cap/.test(text)) {
    return 'a message is larger than mcp-budget keeps (64 MiB by default): raise the cap with --max-message-bytes <n>, or make the server answer in smaller pages';
  }
  const windows = /command not found: (?:cmd|powershell|pwsh|\S+\.(?:cmd|bat|exe|ps1)) \(|[A-Za-z]:\\[^\s'"]*|\bcmd(?:\.exe)? \/c\b/i.exec(text);
  if (windows) {
    return `this entry is written for Windows (${windows[0].replace(/ \($/, '')}), and mcp-budget runs servers on Linux and macOS: declare the server in budget.json servers with its POSIX command (npx, node, forward slashes); it overrides an imported entry`;
  }
  return undefined;
}

function fixtureFindings(config: BudgetConfig, report: FixtureReport): Finding[] {
  const index = (config.fixtures ?? []).findIndex((fixture) => fixture.name === report.name);
  const fixture = config.fixtures?.[index];
  const subject = `fixture:${report.name}`;
  const at = (...rest: BudgetPath): BudgetPath => ['fixtures', index, ...rest];
  if (report.skippedBecause === 'input-schema-unusable') {
    // The server's schema is at fault, not budget.json: no path to edit.
    return [{ code: 'INVALID_INPUT_SCHEMA', severity: 'error', subject, message: report.skipped ?? '', fix: 'make the inputSchema checkable: no $ref may lead back to the value it is checking' }];
  }
  if (report.skippedBecause) {
    const notListed = report.skippedBecause === 'tool-not-listed';
    return [{
      code: notListed ? 'TOOL_NOT_FOUND' : 'ARGUMENTS_INVALID',
      severity: 'error',
      subject,
      path: at(notListed ? 'tool' : 'arguments'),
      message: report.skipped ?? '',
      fix: {
        'tool-not-listed': 'correct the fixture\'s tool name or remove the fixture',
        'cursor-not-available': 'reference a fixture that walks pages and runs earlier on the same server',
        'arguments-do-not-match': 'update the fixture\'s arguments to the tool\'s current schema',
      }[report.skippedBecause],
    }];
  }
  if (report.inputUnanswered) {
    // The call never reached its answer: what was measured is the question, and no other check applies to it.
    return [{
      code: 'INPUT_REQUIRED_UNANSWERED',
      severity: 'error',
      subject,
      path: at('inputResponses'),
      message: `the tool answered input_required (round ${report.inputRounds?.length ?? 1}) asking for ${report.inputUnanswered.map((key) => JSON.stringify(key)).join(', ')}, which the fixture's inputResponses does not supply; the call stopped there (https://modelcontextprotocol.io/specification/2026-07-28/basic/patterns/mrtr)`,
      fix: 'add the answers to the fixture\'s inputResponses, by request key',
    }];
  }
  if (report.pages.length === 0) return [];
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
      message: `the result's size varies between runs (${report.runs.map(fmt).join(', ')} tokens); the largest counts`,
      fix: 'add normalize rules for timestamps and ids so the figure is repeatable',
    });
  }
  if (fixture && report.answer) findings.push(...expectationFindings(fixture, report, subject, at('expect')));
  const seen = new Set<string>();
  report.pages.forEach((page, i) => {
    for (const finding of shapeFindings(subject, report.tool, page.shape ?? {}, readsJsonFile(fixture?.arguments))) {
      // One finding per contract: the first page that breaks it says where.
      if (seen.has(finding.code)) continue;
      seen.add(finding.code);
      findings.push(report.pages.length > 1 ? { ...finding, message: `page ${i + 1}: ${finding.message}` } : finding);
    }
  });
  return findings;
}

/** The contract teams otherwise test by hand: every record once, none missing, truncation said in band, an end. */
function walkFindings(subject: string, fixture: Fixture | undefined, walk: WalkReport): Finding[] {
  const paginate = fixture?.paginate;
  const findings: Finding[] = [];
  const fail = (code: Finding['code'], message: string, fix: string) => findings.push({ code, severity: 'error', subject, message, fix });
  for (const { page, flag, cursor } of walk.flagMismatches) {
    fail('TRUNCATION_NOT_IN_BAND', `page ${page}: ${paginate?.hasMore} is ${JSON.stringify(flag)} but the next cursor is ${cursor ? 'present' : 'absent'}`, 'set the truncation flag exactly when a next cursor is returned');
  }
  if (walk.emptyLastPage !== undefined) {
    fail(
      'TRUNCATION_NOT_IN_BAND',
      `page ${walk.emptyLastPage - 1} returned a next cursor, but page ${walk.emptyLastPage} was empty and last: the cursor promised records that did not exist`,
      'return no next cursor on the page that holds the last record',
    );
  }
  const stopped = walk.stopped;
  if (stopped?.reason === 'empty-page-with-cursor') fail('PAGINATION_LOOP', `page ${stopped.page} is empty yet returns a next cursor; stopped (a client would walk forever)`, 'never return a next cursor with an empty page');
  if (stopped?.reason === 'cursor-repeated') fail('PAGINATION_LOOP', `page ${stopped.page} returned cursor ${JSON.stringify(stopped.cursor)} a second time; stopped`, 'make every cursor advance');
  if (stopped?.reason === 'max-pages') fail('PAGINATION_LOOP', `still returning a next cursor after ${stopped.page} pages (paginate.maxPages); stopped`, 'end the walk, or raise paginate.maxPages if the data really is that long');
  if (walk.repeatedCount > 0) {
    fail(
      'PAGINATION_DUPLICATE',
      `${walk.repeatedCount} record(s) came back more than once: ${walk.repeatedRecords.join(', ')}${walk.repeatedCount > walk.repeatedRecords.length ? ', …' : ''}`,
      'make the cursor encode the position after the last record returned (keyset), not an offset that shifts',
    );
  }
  // Records missing after a walk that was cut short are the cut's fault, not a gap in the data.
  if (walk.completed && walk.statedTotal !== undefined && paginate?.key !== undefined && walk.distinctRecords < walk.statedTotal) {
    fail(
      'PAGINATION_GAP',
      `the result states ${walk.statedTotal} records but the walk returned ${walk.distinctRecords} distinct ones`,
      'make every record reachable through the cursor; a page cut by a token budget must resume where it stopped',
    );
  }
  return findings;
}

function expectationFindings(fixture: Fixture, report: FixtureReport, subject: string, path: BudgetPath): Finding[] {
  const answer = report.answer!;
  const expect = fixture.expect ?? {};
  const wantError = expect.isError ?? false;
  const problems: string[] = [];
  if (report.isError !== wantError) {
    problems.push(wantError ? 'expected an error result, got success' : `expected success, got ${answer.rpcError !== undefined ? `JSON-RPC error ${answer.rpcError}` : 'isError: true'}`);
  }
  if (answer.textIncludes === false) problems.push(`expected the text to include ${JSON.stringify(expect.textIncludes)}`);
  if (problems.length === 0) return [];
  return [{
    code: 'EXPECTATION_FAILED',
    severity: 'error',
    subject,
    path,
    message: `${problems.join('; ')}. It returned: ${JSON.stringify(answer.preview)}`,
    fix: fixture.expect ? 'fix the tool, or the fixture\'s expect if the behaviour changed on purpose' : 'fix the tool or the fixture\'s arguments; a fixture without "expect" must succeed',
  }];
}

function shapeFindings(subject: string, tool: string, shape: ResultShape, readsFile: boolean): Finding[] {
  const findings: Finding[] = [];
  if (shape.structuredMissing) {
    findings.push({
      code: 'MISSING_STRUCTURED_CONTENT',
      severity: 'error',
      subject,
      message: `tool "${tool}" declares an outputSchema but the result has no structuredContent`,
      fix: 'return structuredContent that conforms to the outputSchema (clients such as the MCP SDK reject this result)',
    });
  }
  if (shape.outputSchemaError !== undefined) {
    findings.push({ code: 'OUTPUT_SCHEMA_MISMATCH', severity: 'error', subject, message: `outputSchema of "${tool}" cannot be used: ${shape.outputSchemaError}`, fix: 'send a valid JSON Schema as outputSchema' });
  }
  if (shape.outputMismatch !== undefined) {
    findings.push({
      code: 'OUTPUT_SCHEMA_MISMATCH',
      severity: 'error',
      subject,
      message: `structuredContent does not match the outputSchema of "${tool}": ${shape.outputMismatch}`,
      fix: 'make the result conform to the outputSchema, or correct the schema',
    });
  }
  if (shape.prettyPrinted && !(readsFile && !shape.prettyPrinted.ofStructured)) {
    findings.push({
      code: 'PRETTY_PRINTED_TEXT',
      severity: 'warning',
      subject,
      actual: shape.prettyPrinted.tokens,
      unit: 'tokens',
      message: `a text block is pretty-printed JSON; the compact form would save ${fmt(shape.prettyPrinted.tokens)} tokens (${fmt(shape.prettyPrinted.chars)} chars)`,
      fix: 'serialize with JSON.stringify(value) instead of JSON.stringify(value, null, 2)',
    });
  }
  // The file's text held as a string (`{"content": "<the file>"}`) is the document the tool reads, not a payload escaped.
  if (shape.stringWrapped && !readsFile) {
    const { key, tokens, escapingTokens } = shape.stringWrapped;
    findings.push({
      code: 'STRING_WRAPPED_STRUCTURED',
      severity: 'warning',
      subject,
      actual: tokens,
      unit: 'tokens',
      message: `structuredContent.${key} is a JSON document inside a string: ${fmt(tokens)} tokens for an escaped copy of the payload (${fmt(escapingTokens)} of them escaping), on top of the text block`,
      fix: 'return the object itself as structuredContent (and its compact JSON as the text block), not a string of JSON',
    });
  }
  if (shape.binary) {
    findings.push({
      code: 'BINARY_CONTENT',
      severity: 'notice',
      subject,
      actual: shape.binary.bytes,
      unit: 'bytes',
      message: `${fmt(shape.binary.bytes)} bytes of base64 payload (${Object.entries(shape.binary.blocks).map(([type, n]) => `${n} ${type}`).join(', ')}); not counted as text tokens, hosts bill images and audio by their own rules`,
    });
  }
  return findings;
}
