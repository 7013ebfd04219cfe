import { EXIT } from '../exit-codes.js';
import { readFileSync } from 'node:fs';
import { lstat, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as core from '@actions/core';
import { keepReport } from '../commands/base/saved-reports.js';
import { checkCommand } from '../commands/check-command.js';
import { mergeCommand } from '../commands/merge-command.js';
import { ACTION_INPUTS } from '../options/option-table.js';
import { runOptions } from '../options/run-options.js';
import { restoreCommittedBudget } from './committed-budget.js';
import { checkEventCommit } from './event-commit.js';
import { budgetLocation } from '../commands/command-context.js';
import { isUsageError } from '../errors.js';
import { readReportFile } from '../commands/report-file.js';
import { previousTag } from '../budget/git-base.js';
import { installProcessCleanup } from '../commands/process-cleanup.js';
import { oneOf } from '../options/option-values.js';
import { markdownText } from '../text/untrusted.js';
import { actionOutputs, commentAction, COMMENT_MODES, type CommentMode } from './action-outputs.js';
import { upsertStickyComment } from './pr-comment.js';
import { commentOfRun, pullRequestOfRun, runConclusion } from './workflow-run.js';
import { renderBadge } from '../report/reporters/badge.js';
import { renderGithub } from '../report/reporters/github.js';
import { renderJson } from '../report/reporters/json.js';
import { renderMarkdown } from '../report/reporters/markdown.js';
import type { Report } from '../judge/report.js';
import { userError } from '../user-error-words.js';

/** The Action: the same check as the CLI, rendered where reviewers look (summary, annotations, PR comment). */
async function run(): Promise<{ code: number; report?: Report }> {
  const mode = oneOf('input mode', core.getInput('mode') || 'check', ['check', 'comment', 'merge'] as const);
  const commentMode = oneOf('input comment', core.getInput('comment') || 'false', COMMENT_MODES);
  if (mode === 'comment') return commentFromReport(commentMode);
  const cwd = path.resolve(core.getInput('working-directory') || '.');
  if (mode === 'check')
    await checkEventCommit(cwd, {
      name: process.env.GITHUB_EVENT_NAME,
      mergeCommit: process.env.GITHUB_SHA,
      head: core.getInput('pull-request-head'),
    });
  const config = core.getInput('config') || 'budget.json';
  const restored = await restoreCommittedBudget(cwd, config);
  if (restored) core.warning(`mcp-budget: ${restored}`);
  // Inputs are the option table's (src/options/option-table.ts), checked by the same code as the flags they mirror.
  const base = core.getInput('base') || (await defaultBase(cwd));
  const failOnStale = oneOf('input fail-on-stale', core.getInput('fail-on-stale') || 'true', [
    'true',
    'false',
  ] as const);
  const options = runOptions(
    {
      text: (flag) => core.getInput(inputOf(flag)),
      flag: (flag) =>
        oneOf(`input ${inputOf(flag)}`, core.getInput(inputOf(flag)) || 'false', ['true', 'false'] as const) === 'true',
      label: (flag) => `input ${inputOf(flag)}`,
    },
    process.env,
  );
  // Saved reports by commit: a default-branch run keeps its own; a pull request reads its merge base's from there.
  const reportsDir = core.getInput('reports-dir');
  const baseReport = options.baseReport ?? (base && reportsDir ? reportsDir : undefined);
  const context = {
    cwd,
    callerEnv: process.env,
    ...options,
    ...(base ? { base } : {}),
    ...(baseReport ? { baseReport } : {}),
    ...(core.getInput('base-setup') || core.getInput('setup') ? { log: (line: string) => core.info(line) } : {}),
    // Accepting growth is a reviewed act that shows on the pull request: its label.
    ...(pullRequestLabels().includes(ACCEPT_GROWTH_LABEL) ? { acceptGrowth: true } : {}),
    ...(failOnStale === 'false' ? { stale: 'warning' as const } : {}),
  };
  const result =
    mode === 'merge'
      ? await mergeCommand(config, await shardReports(cwd), context)
      : await checkCommand(config, context);
  const render = {
    command: mode,
    color: false,
    configFile: config,
    ...budgetLocation(result.budget, cwd),
    baseFigures: result.baseFigures,
  };
  // Annotations use the budget file's path from the repository root, so they land on the diff.
  const annotationFile = path
    .relative(process.env.GITHUB_WORKSPACE ?? cwd, path.join(cwd, config))
    .split(path.sep)
    .join('/');
  process.stdout.write(renderGithub(result.report, { ...render, configFile: annotationFile }));
  const markdown = renderMarkdown(result.report, render);
  await core.summary.addRaw(markdown).write();
  await publish(result.report, markdown, commentMode, pullRequestOfEvent);
  if (reportsDir && !base && !options.shard) {
    const kept = await keepReport(path.resolve(cwd, reportsDir), result.report);
    if (kept) core.setOutput('saved-report', kept);
  }
  return { code: result.exitCode, report: result.report };
}

/** `mode: merge`: the shard reports named by `shards`, files or folders of them (every *.json inside), one a line. */
async function shardReports(cwd: string): Promise<string[]> {
  const given = core.getMultilineInput('shards');
  if (given.length === 0) throw userError('MERGE_NEEDS_SHARDS_INPUT');
  const files: string[] = [];
  for (const entry of given.map((name) => path.resolve(cwd, name))) {
    const stat = await lstat(entry).catch(() => undefined);
    if (!stat) throw userError('SHARDS_INPUT_MISSING', { entry: path.relative(cwd, entry) || entry });
    if (stat.isDirectory())
      files.push(
        ...(await readdir(entry, { recursive: true }))
          .filter((name) => name.endsWith('.json'))
          .sort()
          .map((name) => path.join(entry, name)),
      );
    else files.push(entry);
  }
  return files;
}

/**
 * `mode: comment`, for a `workflow_run` job with write permission after a fork's pull request was measured without
 * it: the comment comes from the measured run's JSON report (an artifact), checked against report.schema.json and
 * rendered as untrusted data. No server, no budget and no code of the pull request runs here.
 */
async function commentFromReport(commentMode: CommentMode): Promise<{ code: number; report?: Report }> {
  const file = core.getInput('from-report');
  if (!file) throw userError('COMMENT_NEEDS_REPORT');
  const report = await readReportFile(file, process.cwd(), 'input from-report');
  const event = readEvent();
  const markdown = commentOfRun(
    report,
    renderMarkdown(report, { command: 'check', color: false }),
    runConclusion(event),
  );
  await core.summary.addRaw(markdown).write();
  await publish(report, markdown, commentMode === 'false' ? 'always' : commentMode, () =>
    event.workflow_run ? pullRequestOfRun(event, apiTarget()) : pullRequestOfEvent(),
  );
  // The verdict belongs to the run that measured; commenting on it is not a second verdict.
  return { code: EXIT.ok, report };
}

/** Outputs, the JSON report and the badge beside it, and the comment when its mode asks for one. */
async function publish(
  report: Report,
  markdown: string,
  commentMode: CommentMode,
  pullRequest: () => Promise<number | undefined>,
): Promise<void> {
  const reportPath = reportFile();
  await writeFile(reportPath, renderJson(report));
  const badgePath = path.join(path.dirname(reportPath), 'mcp-budget-badge.json');
  await writeFile(badgePath, renderBadge(report));
  for (const [name, value] of Object.entries(actionOutputs(report, markdown))) core.setOutput(name, value);
  core.setOutput('report', reportPath);
  core.setOutput('badge', badgePath);
  const action = commentAction(commentMode, report);
  if (action === 'none') return;
  // A comment is a courtesy: whatever happens to it is a warning and never changes the verdict.
  await comment(markdown, action === 'update', pullRequest).catch((error: unknown) =>
    core.warning(
      `mcp-budget could not comment: ${(error as Error).message}${(error as { cause?: Error }).cause ? ` (${(error as { cause: Error }).cause.message})` : ''}`,
    ),
  );
}

/** The job's one-line failure, from what actually failed: a stale budget exceeded nothing. */
function failureLine(code: number, report: Report | undefined): string {
  if (code === EXIT.server) return 'an MCP server could not be measured (see the summary)';
  if (code === EXIT.usage) return 'mcp-budget configuration error';
  const errors = new Set(report?.findings.filter((f) => f.severity === 'error').map((f) => f.code));
  if ([...errors].every((c) => c === 'OVERSIZED_STALE' || c === 'OVERSIZED_OBSOLETE')) {
    return 'budget.json is stale: a known-oversized tool or result shrank or is gone; run `npx mcp-budget update` and commit budget.json';
  }
  if ([...errors].every((c) => c === 'BUDGET_RAISED'))
    return 'budget.json is loosened in this change, and raises: fail asks for a separate approval';
  return 'MCP budget exceeded (see the summary and annotations)';
}

async function comment(
  markdown: string,
  updateOnly: boolean,
  pullRequestOf: () => Promise<number | undefined>,
): Promise<void> {
  const pullRequest = await pullRequestOf();
  if (!pullRequest) return core.info('comment: not a pull request event; skipped');
  const outcome = await upsertStickyComment({ ...apiTarget(), pullRequest }, markdown, fetch, updateOnly);
  if (outcome.kind === 'failed') {
    core.warning(
      `mcp-budget could not comment on pull request #${pullRequest}: the GitHub API answered HTTP ${outcome.status} (${outcome.message}). The verdict is unchanged.`,
    );
  } else if (outcome.kind === 'forbidden') {
    core.warning(
      `mcp-budget could not comment on pull request #${pullRequest} (HTTP ${outcome.status}: ${outcome.message}). ` +
        'Pull requests from forks get a read-only token; the job summary and annotations above still show the result. ' +
        'Elsewhere, give the job permissions: pull-requests: write.',
    );
  } else if (outcome.kind === 'skipped') {
    core.info('comment: nothing changed and no earlier comment to refresh; skipped');
  } else {
    core.info(`comment ${outcome.kind}: ${outcome.id}`);
  }
}

/** The Action input of a flag in the option table. */
function inputOf(flag: string): string {
  const input = ACTION_INPUTS.find((candidate) => candidate.flag === flag);
  if (!input) throw new Error(`no Action input for --${flag}`);
  return input.name;
}

const ACCEPT_GROWTH_LABEL = 'mcp-budget: accept growth';

/** A pull request is judged against its base branch; a tag push against the previous tag; a branch push alone. */
async function defaultBase(cwd: string): Promise<string> {
  if (process.env.GITHUB_BASE_REF) return `origin/${process.env.GITHUB_BASE_REF}`;
  if (process.env.GITHUB_REF_TYPE === 'tag' && process.env.GITHUB_REF_NAME) {
    const previous = await previousTag(cwd, process.env.GITHUB_REF_NAME);
    core.info(
      previous
        ? `tag ${process.env.GITHUB_REF_NAME}: compared with the previous tag ${previous}`
        : `tag ${process.env.GITHUB_REF_NAME}: no earlier tag, nothing to compare with`,
    );
    return previous ?? '';
  }
  return '';
}

function readEvent() {
  try {
    return process.env.GITHUB_EVENT_PATH ? JSON.parse(readFileSync(process.env.GITHUB_EVENT_PATH, 'utf8')) : {};
  } catch {
    return {};
  }
}

/** From the input the runner evaluated; the event file only where no runner filled it in (an older action.yml). */
function pullRequestLabels(): string[] {
  const given = core.getInput('pull-request-labels');
  if (given) {
    try {
      const names: unknown = JSON.parse(given);
      return Array.isArray(names) ? names.map(String) : [];
    } catch {
      return [];
    }
  }
  return (readEvent().pull_request?.labels ?? []).map((label: { name?: unknown }) => String(label.name));
}

async function pullRequestOfEvent(): Promise<number | undefined> {
  const event = readEvent();
  return event.pull_request?.number ?? event.issue?.number;
}

function apiTarget() {
  return {
    apiUrl: process.env.GITHUB_API_URL ?? 'https://api.github.com',
    repository: process.env.GITHUB_REPOSITORY ?? '',
    token: core.getInput('github-token'),
  };
}

function reportFile(): string {
  return path.join(process.env.RUNNER_TEMP ?? os.tmpdir(), 'mcp-budget-report.json');
}

/**
 * A run that could not judge (a config error, a bad input) still leaves what later steps and reviewers read:
 * the summary says why, and the outputs are set, so an upload-artifact step on `report` has a file.
 */
async function reportFailure(message: string): Promise<void> {
  const summary = `## ❌ mcp-budget: could not check\n\n${message.split('\n').map(markdownText).join('  \n')}\n`;
  await core.summary
    .addRaw(summary)
    .write()
    .catch(() => undefined);
  const reportPath = reportFile();
  await writeFile(reportPath, `${JSON.stringify({ schemaVersion: 1, ok: false, error: message }, null, 2)}\n`).catch(
    () => undefined,
  );
  core.setOutput('ok', 'false');
  core.setOutput('report', reportPath);
}

installProcessCleanup();
run().then(
  ({ code, report }) => {
    if (code !== EXIT.ok) core.setFailed(failureLine(code, report));
    process.exitCode = code;
  },
  async (error: unknown) => {
    const message = isUsageError(error) ? error.message : `internal error: ${(error as Error).stack ?? String(error)}`;
    await reportFailure(message);
    core.setFailed(`mcp-budget: ${message}`);
    process.exitCode = EXIT.usage;
  },
);
