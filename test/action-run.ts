// The Action as a runner runs it: dist/action.js with INPUT_* variables, a step summary and an output file, in a real
// git repository whose main branch holds the base and whose feature branch holds the head.
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { git, ROOT, runNode, SPEC_SERVER, tempDir } from './helpers.js';

export const ACTION = path.join(ROOT, 'dist', 'action.js');

export function budgetText(limits: Record<string, number>, oversized: Record<string, unknown>): string {
  return `{
  "servers": {
    "s": { "command": ${JSON.stringify(process.execPath)}, "args": [${JSON.stringify(SPEC_SERVER)}, "spec.json"] }
  },
  "limits": {
${Object.entries(limits).map(([k, v]) => `    "${k}": ${v}`).join(',\n')}
  },
  "oversized": ${JSON.stringify(oversized)}
}
`;
}


/** A repository whose main branch holds the base budget and whose feature branch holds the head. */
export function repository(base: { budget: string; tools: unknown[] }, head: { budget: string; tools: unknown[] }): string {
  const dir = tempDir('mcp-budget-action-');
  chmodSync(dir, 0o755);
  git(dir, 'init', '-q', '-b', 'main');
  writeFileSync(path.join(dir, 'budget.json'), base.budget);
  writeFileSync(path.join(dir, 'spec.json'), JSON.stringify({ tools: base.tools }));
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'base');
  git(dir, 'checkout', '-q', '-b', 'feature');
  writeFileSync(path.join(dir, 'budget.json'), head.budget);
  writeFileSync(path.join(dir, 'spec.json'), JSON.stringify({ tools: head.tools }));
  git(dir, 'commit', '-q', '--allow-empty', '-am', 'head');
  return dir;
}

export function runAction(dir: string, inputs: Record<string, string>, env: Record<string, string> = {}) {
  const summary = path.join(dir, 'summary.md');
  const output = path.join(dir, 'output.txt');
  writeFileSync(summary, '');
  writeFileSync(output, '');
  const inputEnv = Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v]));
  return runNode(ACTION, [], {
    cwd: dir,
    env: { GITHUB_STEP_SUMMARY: summary, GITHUB_OUTPUT: output, RUNNER_TEMP: dir, GITHUB_WORKSPACE: dir, GITHUB_BASE_REF: '', ...inputEnv, ...env },
  }).then((run) => ({ ...run, summary: readFileSync(summary, 'utf8'), outputs: parseOutputs(readFileSync(output, 'utf8')) }));
}

export function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const pattern = /^(.+?)<<(ghadelimiter_[\w-]+)\n([\s\S]*?)\n\2$/gm;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) outputs[match[1]!] = match[3]!;
  return outputs;
}

