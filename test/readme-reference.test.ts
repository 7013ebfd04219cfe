// The README's reference tables say what action.yml and budget.schema.json declare: every Action input and output,
// every budget.json key and every fixture key has a row, and no row is for one that does not exist.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from './helpers.js';

const ACTION = readFileSync(path.join(ROOT, 'action.yml'), 'utf8');
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const SCHEMA = JSON.parse(readFileSync(path.join(ROOT, 'budget.schema.json'), 'utf8'));

/** The keys of a top-level block of action.yml (`inputs:`, `outputs:`), read by a YAML parser as a runner reads it. */
function declared(block: string): string[] {
  const manifest = parse(ACTION) as Record<string, Record<string, unknown> | undefined>;
  expect(manifest[block], `action.yml has ${block}`).toBeTypeOf('object');
  return Object.keys(manifest[block]!);
}

/** The names in the first cells of the README table under `heading` whose header starts with `| <header> |`. */
function documented(heading: string, header: string): string[] {
  expect(README.indexOf(`\n${heading}\n`), heading).toBeGreaterThanOrEqual(0);
  const section = README.slice(README.indexOf(`\n${heading}\n`));
  const table = section.slice(section.indexOf(`\n| ${header} |`) + 1).split('\n\n')[0]!;
  return table.split('\n').slice(2).flatMap((row) => [...row.split(/(?<!\\)\|/)[1]!.matchAll(/`([A-Za-z][\w-]*)`/g)].map((match) => match[1]!));
}

describe('the README documents the Action', () => {
  it('every input of action.yml has a row in the inputs table, and every row is an input', () => {
    const inputs = declared('inputs');
    expect(inputs.length).toBeGreaterThan(10);
    expect(new Set(documented('### GitHub Action', 'input'))).toEqual(new Set(inputs));
  });

  it('every output of action.yml has a row in the outputs table, and every row is an output', () => {
    const outputs = declared('outputs');
    expect(outputs.length).toBeGreaterThan(10);
    expect(new Set(documented('### GitHub Action', 'output'))).toEqual(new Set(outputs));
  });
});

describe('the README documents budget.json', () => {
  it('every top-level key of budget.schema.json has a row in the key table, and every row is a key', () => {
    const keys = Object.keys(SCHEMA.properties).filter((key) => key !== '$schema');
    const rows = documented('## `budget.json`', 'key').filter((name) => !name.includes('.'));
    expect(new Set(rows)).toEqual(new Set(keys));
  });

  it('every fixture key has a row in the fixtures table', () => {
    const keys = Object.keys(SCHEMA.definitions.fixture.properties);
    expect(new Set(documented('### Fixtures', 'key').filter((name) => keys.includes(name)))).toEqual(new Set(keys));
  });
});
