// Runs one job of a documented workflow file, step by step, as a runner would: `if:` conditions with GitHub's
// expression evaluator, `run:` steps in bash, the Action's steps through the runner-like harness (test/runner.ts).
// The marketplace actions it uses are stood in for by what they do to the job: checkout leaves the workspace (and,
// unless persist-credentials is false, the token in .git/config, as actions/checkout does), setup-node puts Node on
// PATH, cache does nothing, upload/download-artifact copy files to and from `World.artifacts`.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';
import { parse } from 'yaml';
import { git, runCommand, tempDir } from './helpers.js';
import { condition, interpolate, runActionStep, type Contexts, type Job, type StepRun } from './runner.js';

export interface WorkflowStep {
  id?: string;
  name?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
export interface WorkflowJob {
  if?: string;
  needs?: string | string[];
  permissions?: Record<string, string> | string;
  strategy?: { matrix?: Record<string, unknown[]> };
  steps: WorkflowStep[];
}
export interface Workflow {
  name?: string;
  on: unknown;
  permissions?: Record<string, string> | string;
  jobs: Record<string, WorkflowJob>;
}

/** GitHub's workflow parser's errors for one file (an empty list: the file is a valid workflow). */
export function workflowErrors(file: string): string[] {
  const result = parseWorkflow(
    { name: path.basename(file), content: readFileSync(file, 'utf8') },
    new NoOperationTraceWriter(),
  );
  return result.context.errors.getErrors().map((error) => error.message);
}

export function readWorkflow(file: string): Workflow {
  return parse(readFileSync(file, 'utf8')) as Workflow;
}

/** Uploaded artifacts by name (each a directory), shared by the jobs and workflows of one test. */
export interface World {
  artifacts: Map<string, string>;
}

export interface JobRun {
  ran: boolean;
  status: 'success' | 'failure';
  job: Job;
  /** Each step in order: what it was, whether it ran, and for the Action the harness's run. */
  steps: Array<{ step: WorkflowStep; ran: boolean; code?: number; action?: StepRun; stdout?: string }>;
}

export interface JobOptions {
  workspace: string;
  eventName: string;
  event: Record<string, unknown>;
  github?: Record<string, string>;
  matrix?: Record<string, unknown>;
  needs?: Record<string, { result: 'success' | 'failure' }>;
  world: World;
  /** The token the runner gives the job (`github.token`). */
  token?: string;
}

const ACTION_USES = /^mcp-budget\/mcp-budget@/;

/** Runs `jobId` of `workflow`, in order, the way a runner does: a failed step fails the job and skips steps without always(). */
export async function runJob(workflow: Workflow, jobId: string, options: JobOptions): Promise<JobRun> {
  const spec = workflow.jobs[jobId]!;
  const job: Job = {
    workspace: options.workspace,
    temp: tempDir('mcp-budget-runner-temp-'),
    eventName: options.eventName,
    event: options.event,
    github: options.github ?? {},
    env: {},
    path: [],
    summary: '',
    steps: {},
  };
  const contexts = (): Contexts => ({
    github: {
      event_name: options.eventName,
      event: options.event,
      token: options.token ?? 'ghs_job_token',
      workspace: options.workspace,
      base_ref: options.github?.GITHUB_BASE_REF ?? '',
      sha: headOf(options.workspace),
      repository: options.github?.GITHUB_REPOSITORY ?? 'o/r',
    },
    matrix: options.matrix ?? {},
    needs: options.needs ?? {},
    steps: Object.fromEntries(
      Object.entries(job.steps).map(([id, s]) => [
        id,
        { outputs: s.outputs, outcome: s.outcome, conclusion: s.outcome },
      ]),
    ),
    env: job.env,
    runner: { os: 'Linux', temp: job.temp },
  });
  const run: JobRun = { ran: false, status: 'success', job, steps: [] };
  if (
    spec.if !== undefined &&
    !condition(
      spec.if,
      contexts(),
      Object.values(options.needs ?? {}).every((n) => n.result === 'success') ? 'success' : 'failure',
    )
  )
    return run;
  if (spec.if === undefined && Object.values(options.needs ?? {}).some((n) => n.result !== 'success')) return run;
  run.ran = true;
  for (const step of spec.steps) {
    if (!condition(step.if, contexts(), run.status)) {
      run.steps.push({ step, ran: false });
      continue;
    }
    const given = Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, String(v)]));
    let code = 0;
    let action: StepRun | undefined;
    let stdout: string | undefined;
    if (step.uses && ACTION_USES.test(step.uses)) {
      action = await runActionStep(job, given, contexts(), step.id);
      code = action.code;
    } else if (step.uses) {
      code = standIn(
        step.uses,
        Object.fromEntries(Object.entries(given).map(([k, v]) => [k, interpolate(v, contexts())])),
        job,
        options,
      );
    } else if (step.run) {
      const summary = path.join(job.temp, `run-summary-${run.steps.length}.md`);
      writeFileSync(summary, '');
      const env = {
        ...process.env,
        ...job.env,
        ...step.env,
        CI: 'true',
        GITHUB_ACTIONS: 'true',
        GITHUB_STEP_SUMMARY: summary,
        GITHUB_WORKSPACE: job.workspace,
        PATH: [...job.path, process.env.PATH ?? ''].join(path.delimiter),
        ...job.github,
      };
      const result = await runCommand('bash', ['-e', '-c', interpolate(step.run, contexts())], {
        cwd: job.workspace,
        env,
      });
      code = result.code;
      stdout = result.stdout + result.stderr;
      job.summary += readFileSync(summary, 'utf8');
    }
    run.steps.push({
      step,
      ran: true,
      code,
      ...(action ? { action } : {}),
      ...(stdout !== undefined ? { stdout } : {}),
    });
    if (code !== 0) run.status = 'failure';
  }
  return run;
}

/** What a marketplace action does to the job; the exit code of the step. */
function standIn(uses: string, given: Record<string, string>, job: Job, options: JobOptions): number {
  const name = uses.slice(0, uses.indexOf('@'));
  if (name === 'actions/checkout') {
    // actions/checkout keeps the job's token in .git/config for later steps unless persist-credentials is false.
    if (given['persist-credentials'] !== 'false')
      git(
        job.workspace,
        'config',
        '--local',
        'http.https://github.com/.extraheader',
        `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${options.token ?? 'ghs_job_token'}`).toString('base64')}`,
      );
    return 0;
  }
  if (name === 'actions/setup-node') return (job.path.unshift(path.dirname(process.execPath)), 0);
  if (name === 'actions/cache') return 0;
  if (name === 'actions/upload-artifact') {
    const from = path.resolve(job.workspace, given.path ?? '');
    if (!given.path || !existsSync(from)) return 0; // if-no-files-found: warn
    const to = tempDir('mcp-budget-artifact-');
    cpSync(from, statSync(from).isDirectory() ? to : path.join(to, path.basename(from)), { recursive: true });
    options.world.artifacts.set(given.name ?? 'artifact', to);
    return 0;
  }
  if (name === 'actions/download-artifact') {
    const into = path.resolve(job.workspace, given.path ?? '.');
    mkdirSync(into, { recursive: true });
    const names = given.name
      ? [given.name]
      : [...options.world.artifacts.keys()].filter((n) => globMatch(given.pattern ?? '*', n));
    if (given.name && !options.world.artifacts.has(given.name)) return 1;
    for (const artifact of names) {
      const from = options.world.artifacts.get(artifact)!;
      // One artifact, or merge-multiple, land in `path` itself; several each in `path/<name>`.
      const to =
        names.length === 1 && given.name ? into : given['merge-multiple'] === 'true' ? into : path.join(into, artifact);
      mkdirSync(to, { recursive: true });
      for (const entry of readdirSync(from)) cpSync(path.join(from, entry), path.join(to, entry), { recursive: true });
    }
    return 0;
  }
  throw new Error(`workflow-runner: no stand-in for ${uses}`);
}

const globMatch = (pattern: string, name: string) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  ).test(name);

/** The checked-out commit, or none for a job that checks nothing out. */
function headOf(workspace: string): string {
  try {
    return git(workspace, 'rev-parse', 'HEAD').trim();
  } catch {
    return '';
  }
}
