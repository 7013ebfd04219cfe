// action.yml as a runner loads it: a YAML parser, then GitHub's action metadata schema (two validators from npm:
// GitHub's own parser, and action-validator's schema). A regex over the text cannot see that a description with
// `: ` in it stops the whole manifest from loading.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateAction, type ValidationError } from '@action-validator/core';
import { NoOperationTraceWriter } from '@actions/workflow-parser';
import { parseAction } from '@actions/workflow-parser/actions/index';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { ROOT } from '../helpers.js';

const TEXT = readFileSync(path.join(ROOT, 'action.yml'), 'utf8');

/** The errors of one manifest, from the YAML parser and both schema validators, each with where it is. */
export function manifestErrors(text: string): string[] {
  const document = parseDocument(text);
  const yaml = document.errors.map(
    (error) => `yaml: line ${error.linePos?.[0].line ?? '?'}: ${error.message.split('\n')[0]}`,
  );
  const github = parseAction({ name: 'action.yml', content: text }, new NoOperationTraceWriter())
    .context.errors.getErrors()
    .map((error) => `@actions/workflow-parser: ${error.message}`);
  const using = yaml.length === 0 ? (document.toJS() as { runs?: { using?: unknown } } | null)?.runs?.using : undefined;
  const validator = validateAction(text)
    .errors // action-validator 0.6.0's schema (the latest) predates node24, which GitHub's own parser above accepts and
    // the runner runs: that one enum, and only for node24, is the schema's lag, not the manifest's mistake.
    .filter(
      (error) =>
        !(
          using === 'node24' &&
          error.code === 'one_of' &&
          'path' in error &&
          error.path === '/runs' &&
          usingEnumOnly(error)
        ),
    )
    .map((error) => `@action-validator/core: ${error.title}: ${error.detail ?? ''}`);
  return [...yaml, ...github, ...validator];
}

/** A `oneOf` failure on `runs` whose node branch fails only on the `using` enum. */
function usingEnumOnly(error: ValidationError): boolean {
  const node = 'states' in error ? error.states?.[0]?.errors : undefined;
  return node?.length === 1 && node[0]!.code === 'enum' && 'path' in node[0]! && node[0].path === '/runs/using';
}

describe('action.yml', () => {
  it('parses as YAML and passes GitHub action metadata schema', () => {
    expect(manifestErrors(TEXT)).toEqual([]);
  });

  it('the validators see the mistake that broke it: an unquoted description with ": " in it', () => {
    const broken =
      'name: x\ndescription: y\ninputs:\n  base:\n    description: Git ref (every change: measured)\nruns:\n  using: node24\n  main: dist/action.js\n';
    const errors = manifestErrors(broken);
    expect(errors.find((e) => e.startsWith('yaml:'))).toMatch(/line 5/);
    expect(errors.some((e) => e.startsWith('@actions/workflow-parser:'))).toBe(true);
    expect(errors.some((e) => e.startsWith('@action-validator/core:'))).toBe(true);
    // And a manifest that parses but is not an action (a Node the runner does not have) fails the schema.
    const node99 = manifestErrors(
      broken.replace('Git ref (every change: measured)', 'Git ref').replace('node24', 'node99'),
    );
    expect(node99.filter((e) => e.startsWith('@actions/workflow-parser:'))).toEqual([
      expect.stringContaining("Unexpected value 'node99'"),
    ]);
    expect(node99.some((e) => e.startsWith('@action-validator/core:'))).toBe(true);
  });

  it('runs on a Node the runner has, from a file that is built', () => {
    const manifest = parseDocument(TEXT).toJS() as { runs: { using: string; main: string } };
    expect(manifest.runs).toEqual({ using: 'node24', main: 'dist/action.js' });
  });
});
