// The reference pages the README links say what action.yml and budget.schema.json declare: every Action input and
// output (docs/action.md), every budget.json key and every fixture key (docs/budget-json.md) has a row, and no row is
// for one that does not exist. The README links every page under docs/, and every relative link resolves.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from '../helpers.js';

const ACTION = readFileSync(path.join(ROOT, 'action.yml'), 'utf8');
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const page = (name: string) => readFileSync(path.join(ROOT, 'docs', name), 'utf8');
const SCHEMA = JSON.parse(readFileSync(path.join(ROOT, 'budget.schema.json'), 'utf8'));

/** The keys of a top-level block of action.yml (`inputs:`, `outputs:`), read by a YAML parser as a runner reads it. */
function declared(block: string): string[] {
  const manifest = parse(ACTION) as Record<string, Record<string, unknown> | undefined>;
  expect(manifest[block], `action.yml has ${block}`).toBeTypeOf('object');
  return Object.keys(manifest[block]!);
}

/** The names in the first cells of the table of `text` under `heading` whose header starts with `| <header> |`. */
function documented(text: string, heading: string, header: string): string[] {
  text = `\n${text}`;
  expect(text.indexOf(`\n${heading}\n`), heading).toBeGreaterThanOrEqual(0);
  const section = text.slice(text.indexOf(`\n${heading}\n`));
  const table = section.slice(section.indexOf(`\n| ${header} |`) + 1).split('\n\n')[0]!;
  return table
    .split('\n')
    .slice(2)
    .flatMap((row) => [...row.split(/(?<!\\)\|/)[1]!.matchAll(/`([A-Za-z][\w-]*)`/g)].map((match) => match[1]!));
}

describe('docs/action.md documents the Action', () => {
  it('every input of action.yml has a row in the inputs table, and every row is an input', () => {
    const inputs = declared('inputs');
    expect(inputs.length).toBeGreaterThan(10);
    expect(new Set(documented(page('action.md'), '## Inputs and outputs', 'input'))).toEqual(new Set(inputs));
  });

  it('every output of action.yml has a row in the outputs table, and every row is an output', () => {
    const outputs = declared('outputs');
    expect(outputs.length).toBeGreaterThan(10);
    expect(new Set(documented(page('action.md'), '## Inputs and outputs', 'output'))).toEqual(new Set(outputs));
  });
});

describe('docs/budget-json.md documents budget.json', () => {
  it('every top-level key of budget.schema.json has a row in the key table, and every row is a key', () => {
    const keys = Object.keys(SCHEMA.properties).filter((key) => key !== '$schema');
    const rows = documented(page('budget-json.md'), '# `budget.json`', 'key').filter((name) => !name.includes('.'));
    expect(new Set(rows)).toEqual(new Set(keys));
  });

  it('every fixture key has a row in the fixtures table', () => {
    const keys = Object.keys(SCHEMA.definitions.fixture.properties);
    expect(
      new Set(documented(page('budget-json.md'), '## Fixtures', 'key').filter((name) => keys.includes(name))),
    ).toEqual(new Set(keys));
  });
});

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, '')
    .replaceAll(' ', '-');

describe('the README keeps the user path and links the reference', () => {
  const pages = [
    ...readdirSync(path.join(ROOT, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/${name}`),
    'docs/findings/README.md',
  ];

  it('links every page under docs/ (each finding page through docs/findings/README.md)', () => {
    expect(pages.length).toBeGreaterThan(10);
    for (const file of pages) expect(README, file).toContain(`](${file})`);
  });

  it('every relative link of the README and of each page names a file that exists, and a heading there', () => {
    const files = [
      'README.md',
      'CONTRIBUTING.md',
      ...pages,
      ...readdirSync(path.join(ROOT, 'docs', 'findings')).map((name) => `docs/findings/${name}`),
    ];
    const headings = (file: string) =>
      new Set(
        readFileSync(path.join(ROOT, file), 'utf8')
          .split('\n')
          .filter((line) => /^#{1,6} /.test(line))
          .map((line) => anchor(line.replace(/^#+ /, ''))),
      );
    const broken: string[] = [];
    for (const file of new Set(files)) {
      const text = readFileSync(path.join(ROOT, file), 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const [, target, hash] of text.matchAll(/\]\((?!https?:|mailto:)([^)#\s]*)(?:#([^)\s]+))?\)/g)) {
        const resolved = target ? path.normalize(path.join(path.dirname(file), target!)) : file;
        if (!existsSync(path.join(ROOT, resolved))) broken.push(`${file}: ${target}`);
        else if (hash && resolved.endsWith('.md') && !headings(resolved).has(hash))
          broken.push(`${file}: ${target}#${hash}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('the user path ends before the reference: no reference table is left in the README', () => {
    expect(README.split('\n').length).toBeLessThan(450);
    expect(README.indexOf('\n## Reference\n')).toBeGreaterThan(README.indexOf('\n## `budget.json`\n'));
    expect(README).not.toContain('\n| input | default | meaning |');
    expect(README).not.toContain('\n| option | commands | meaning |');
    expect(README).not.toContain('\n| key | meaning |');
  });
});
