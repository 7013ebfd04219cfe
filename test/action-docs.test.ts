// The README's Action tables say what action.yml declares: every input and output has a row, and no row is for one
// that does not exist (no process is started).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers.js';

const ACTION = readFileSync(path.join(ROOT, 'action.yml'), 'utf8');
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

/** The keys of a top-level block of action.yml (`inputs:`, `outputs:`): its two-space-indented names. */
function declared(block: string): string[] {
  const start = ACTION.indexOf(`\n${block}:\n`);
  expect(start, `action.yml has ${block}`).toBeGreaterThanOrEqual(0);
  const end = ACTION.slice(start + 1).search(/\n[a-z]/);
  const text = ACTION.slice(start, end === -1 ? undefined : start + 1 + end);
  return [...text.matchAll(/^ {2}([a-z][a-z-]*):/gm)].map((match) => match[1]!);
}

/** The names in the first cells of the README table whose header starts with `| <header> |`. */
function documented(header: string): string[] {
  const section = README.slice(README.indexOf('\n### GitHub Action\n'));
  const table = section.slice(section.indexOf(`\n| ${header} |`) + 1).split('\n\n')[0]!;
  return table.split('\n').slice(2).flatMap((row) => [...row.split(/(?<!\\)\|/)[1]!.matchAll(/`([a-z][a-z-]*)`/g)].map((match) => match[1]!));
}

describe('the README documents the Action', () => {
  it('every input of action.yml has a row in the inputs table, and every row is an input', () => {
    const inputs = declared('inputs');
    expect(inputs.length).toBeGreaterThan(10);
    expect(new Set(documented('input'))).toEqual(new Set(inputs));
  });

  it('every output of action.yml has a row in the outputs table, and every row is an output', () => {
    const outputs = declared('outputs');
    expect(outputs.length).toBeGreaterThan(10);
    expect(new Set(documented('output'))).toEqual(new Set(outputs));
  });
});
