import type { CommandResult, UnsetVariable } from '../../judge/command-result.js';
import { SUGGESTED_HOSTS } from '../../hosts/registry.js';
import { fmt } from '../../text/format.js';
import { showControls } from '../../text/untrusted.js';
import type { ReporterOptions } from './reporter-options.js';

/** init with no fixtures: results go unmeasured, and one fixture for a tool the server lists shows the shape. */
function fixtureHint(example: NonNullable<CommandResult['fixtureExample']>): string[] {
  const placeholder = (type?: string) =>
    type === 'number' || type === 'integer'
      ? '0'
      : type === 'boolean'
        ? 'false'
        : type === 'array'
          ? '[]'
          : type === 'object'
            ? '{}'
            : '"…"';
  const args = example.required.map((input) => `${JSON.stringify(input.name)}: ${placeholder(input.type)}`).join(', ');
  const fixture = `{"name": ${JSON.stringify(example.tool)}, "server": ${JSON.stringify(example.server)}, "tool": ${JSON.stringify(example.tool)}, "arguments": {${args}}}`;
  return [
    "  no fixtures: what tools return is not measured, and one result can exceed a host's whole cap. Add a call per tool that returns data, e.g.",
    showControls(`    "fixtures": [${fixture}]`),
  ];
}

/**
 * What init or update did to budget.json, in words a reviewer can check against the diff.
 * Its parts, in the order they are said: why nothing was written, what init wrote, tools revealed by declared
 * capabilities, the budget a dry run would write, the limits init relaxed, what update lowered; update's heading
 * goes first, and its partial-measurement note last.
 */
export function renderBudgetChanges(result: CommandResult, options: ReporterOptions): string {
  const file = options.configFile ?? 'budget.json';
  const out: string[] = [];
  if (result.notWritten) out.push(...notWritten(result.notWritten, file));
  if (result.wrote && options.command === 'init') out.push(...initWrote(result, file));
  out.push(...revealedTools(result), ...proposedBudget(result, file), ...relaxedLimits(result));
  out.push(...loweredEntries(result));
  if (options.command === 'update') {
    const changed = (result.changes?.length ?? 0) + (result.totals?.length ?? 0) > 0;
    out.unshift(
      changed
        ? result.wrote
          ? `Updated ${file}:`
          : `Would update ${file}:`
        : `${file} is up to date: no oversized entry shrank or went away, and no total has room past its headroom.`,
    );
    // Said every time: an update from a partial measurement must not pass for a full one.
    if (result.notMeasured?.length)
      out.push(
        showControls(
          `  left out, not measured this run: ${result.notMeasured.join(', ')}; their oversized entries are kept as they are, and limits.totalBytes/totalTokens were not lowered`,
        ),
      );
  }
  return out.length > 0 ? `${out.join('\n')}\n\n` : '';
}

/** What init wrote: the servers measured and left out, what it kept and named, and what to add next. */
function initWrote(result: CommandResult, file: string): string[] {
  const out: string[] = [];
  const servers = result.measured && result.leftOut ? result.measured.length + result.leftOut.length : 0;
  out.push(
    result.leftOut && result.measured
      ? showControls(
          `Wrote ${file} for ${result.measured.length} of ${servers} servers (${result.measured.join(', ')}).`,
        )
      : `Wrote ${file}.`,
  );
  for (const server of result.leftOut ?? [])
    out.push(showControls(`  left out ${server.server} (${server.code}): ${server.why}`));
  if (result.leftOut)
    out.push('  once it starts, `mcp-budget init --force` measures it too and keeps what you added by hand');
  if (result.kept) out.push(`  kept from the old ${file}: ${result.kept.join(', ')}`);
  for (const named of result.namedAfterFolder ?? [])
    out.push(
      showControls(
        `  named the server "${named.server}" after the folder${named.calls ? `; it calls itself ${JSON.stringify(named.calls)}` : ''}: to choose, run init --force --server "<name>=<command>"`,
      ),
    );
  if (result.fixtureExample) out.push(...fixtureHint(result.fixtureExample));
  const standing = result.report.findings.filter((finding) => finding.severity === 'error').length;
  if (standing > 0)
    out.push(
      `  ${standing} error(s) below stand in it: each is about a server's contract, not a size, and the check fails until the server fixes it`,
    );
  // Proposed, not written: a host's checks can fail what passes today, and choosing hosts is the user's call.
  out.push(
    `  To count and check what each host receives, add the hosts your users run, e.g. "hosts": [${SUGGESTED_HOSTS.map((name) => JSON.stringify(name)).join(', ')}]`,
  );
  return out;
}

/** Said, because it changes what is measured: these tools exist only for clients that declare more. */
function revealedTools(result: CommandResult): string[] {
  return (result.revealed ?? []).map((revealed) => {
    const where =
      revealed.at === 'server' ? `servers["${revealed.server}"].clientCapabilities` : 'clientCapabilities (top level)';
    return showControls(
      `  ${revealed.server} lists ${revealed.tools.length} more tool(s) to a client declaring roots, sampling, elicitation and tasks (${revealed.tools.join(', ')}): declared in ${where} so every tool is measured`,
    );
  });
}

/** The budget a dry run (or an init refused over an existing file) would write. */
function proposedBudget(result: CommandResult, file: string): string[] {
  if (!result.proposed) return [];
  const heading = result.replaces
    ? `${file} already exists, and init refuses to overwrite it without --force; init --force would write (--dry-run wrote nothing):`
    : `Would write ${file} (--dry-run wrote nothing):`;
  return [heading, '', result.proposed];
}

/** The limits init started at today's figures, above their defaults. */
function relaxedLimits(result: CommandResult): string[] {
  return (result.relaxed ?? []).map(
    (relaxed) =>
      `  limits.${relaxed.limit} starts at today's ${fmt(relaxed.to)} (default ${fmt(relaxed.from)}): lower it as you trim`,
  );
}

/** What update lowered or removed: each oversized entry, then each total. */
function loweredEntries(result: CommandResult): string[] {
  const out: string[] = [];
  for (const change of result.changes ?? []) {
    if (change.to === undefined) {
      out.push(`  removed oversized["${change.key}"]`);
      continue;
    }
    const parts = (['bytes', 'tokens', 'chars'] as const)
      .filter((unit) => change.from[unit] !== change.to![unit])
      .map((unit) =>
        change.to![unit] === undefined
          ? `${unit} entry removed (fits the general limit)`
          : `${unit} ${fmt(change.from[unit]!)} → ${fmt(change.to![unit]!)}`,
      );
    out.push(`  lowered oversized["${change.key}"]: ${parts.join(', ')}`);
  }
  for (const total of result.totals ?? []) {
    out.push(
      `  lowered limits.${total.limit}: ${fmt(total.from)} → ${fmt(total.to)} (today's total plus the headroom)`,
    );
  }
  return out;
}

/** Why init wrote nothing, and, when there is no budget file yet, where a fix to how a server runs goes. */
function notWritten(why: NonNullable<CommandResult['notWritten']>, file: string): string[] {
  const lines: string[] = [];
  const unset = why.unset ?? [];
  const unsetServers = new Set(unset.map((variable) => variable.server));
  const otherErrors = why.otherErrors ?? 0;
  if (unset.length > 0) lines.push(...unsetLines(unset, file));
  if (why.measured.length === 0 && (unset.length === 0 || why.leftOut.length > 0)) {
    lines.push(
      showControls(
        `Wrote nothing: no server could be measured (${why.leftOut.map((out) => `${out.server}: ${out.code}`).join(', ')}).`,
      ),
    );
  } else if (unset.length === 0 || otherErrors > 0) {
    lines.push(
      `Wrote nothing: the errors below would fail the first check, and init writes a budget that today's servers pass.`,
    );
  }
  const onlyUnset = unset.length > 0 && why.leftOut.every((out) => unsetServers.has(out.server)) && otherErrors === 0;
  if (!why.exists && !onlyUnset) {
    const servers = why.mcpConfig !== undefined ? `"mcpConfig": ${JSON.stringify(why.mcpConfig)}` : '"servers": { … }';
    lines.push(
      `${file} does not exist yet: to change how a server runs (its sandbox, env), write ${file} with those keys, e.g. {${servers}, "sandbox": {"network": "host"}}, and run \`mcp-budget init --force\`: it keeps them`,
    );
  }
  return lines;
}

/** Each unset variable, the server that needs it and where its entry names it; then how to pass them to init. */
function unsetLines(unset: UnsetVariable[], file: string): string[] {
  const where = (u: UnsetVariable) =>
    u.imported
      ? `${u.imported.field ? `${u.imported.field} in ` : ''}${u.imported.origin} names ${u.imported.written ?? `\${${u.variable}}`}`
      : `${u.key ? `env.${u.key} in ` : ''}${file} names \${${u.variable}}`;
  const lines = unset.map((u, index) =>
    showControls(
      `${index === 0 ? 'Wrote nothing: ' : '  and '}${u.server} needs ${u.variable} (${where(u)}), which is not set here${index === unset.length - 1 ? `: a budget measured without ${unset.length > 1 ? 'them' : 'it'} would be too small for a run that has ${unset.length > 1 ? 'them' : 'it'}.` : ''}`,
    ),
  );
  const names = [...new Set(unset.map((u) => u.variable))];
  lines.push(
    showControls(
      `  pass ${names.length > 1 ? 'them' : 'it'} from the environment and run init again: ${names.map((name) => `${name}=…`).join(' ')} npx mcp-budget init (in CI, from a secret); init reads the value there and never writes it to ${file}`,
    ),
  );
  return lines;
}
