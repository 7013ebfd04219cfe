// One catalog of codes, one page per code: docs/findings/README.md's index says exactly what
// src/judge/finding-catalog.ts says, and every code has its page docs/findings/<CODE>.md with the four sections a user
// needs (what it means, an example, how to fix it, how to accept it), and no page is for a code that does not exist.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FINDING_CATALOG, severityText } from '../../src/judge/finding-catalog.js';
import { ROOT } from '../helpers.js';

const PAGES = path.join(ROOT, 'docs', 'findings');
const CODES = Object.keys(FINDING_CATALOG);
const SECTIONS = ['## What it means', '## Example', '## How to fix it', '## How to accept it'];

/**
 * The catalog as the index shows it: its links to README sections (written when the table was in the README) point at
 * the pages those sections moved to, relative to docs/findings/.
 */
const MOVED: Record<string, string> = { '#sandbox': '../sandbox.md' };
// The catalog's severity is data; the index says it in words.
const ON_THE_PAGE = Object.fromEntries(
  Object.entries(FINDING_CATALOG).map(([code, entry]) => [
    code,
    Object.fromEntries(
      Object.entries({ ...entry, severity: severityText(entry.severity) }).map(([key, text]) => [
        key,
        text.replace(/\]\((#[^)]+)\)/g, (link, anchor: string) => (MOVED[anchor] ? `](${MOVED[anchor]})` : link)),
      ]),
    ),
  ]),
);

const page = (code: string) => readFileSync(path.join(PAGES, `${code}.md`), 'utf8');

describe('the findings catalog', () => {
  it('the index table of docs/findings/README.md equals the catalog, row by row, each code linked to its page', () => {
    const index = readFileSync(path.join(PAGES, 'README.md'), 'utf8');
    const rows = index.split('\n').filter((line) => line.startsWith('| [`'));
    const table = rows.map((row) => {
      const [cell, severity, meaning, action] = row
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((text) => text.trim());
      const link = /^\[`([A-Z_0-9]+)`\]\(([^)]+)\)$/.exec(cell!);
      expect(link, cell).not.toBeNull();
      expect(link![2], `${link![1]} links its own page`).toBe(`${link![1]}.md`);
      return [link![1]!, { severity, meaning, action }] as const;
    });
    expect(Object.fromEntries(table)).toEqual(ON_THE_PAGE);
    expect(table.map(([code]) => code)).toEqual(CODES);
  });

  it('the README links the index instead of repeating the table', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(readme).toContain('](docs/findings/README.md)');
    expect(readme.split('\n').filter((line) => line.startsWith('| `') && CODES.includes(line.split('`')[1]!))).toEqual(
      [],
    );
  });
});

describe('one page per finding code', () => {
  it('every code has its page', () => {
    const missing = CODES.filter((code) => !existsSync(path.join(PAGES, `${code}.md`)));
    expect(missing).toEqual([]);
  });

  it('every page is for a code of the catalog', () => {
    const pages = readdirSync(PAGES)
      .filter((name) => name.endsWith('.md') && name !== 'README.md')
      .map((name) => name.slice(0, -3));
    expect(pages.filter((name) => !CODES.includes(name))).toEqual([]);
  });

  it.each(CODES)('%s: its title, severity and the four sections, in order, none empty', (code) => {
    const text = existsSync(path.join(PAGES, `${code}.md`)) ? page(code) : '';
    expect(text.split('\n')[0], 'the title names the code').toBe(`# \`${code}\``);
    expect(text, 'the severity as the catalog says it').toContain(
      `**Severity:** ${severityText(FINDING_CATALOG[code as keyof typeof FINDING_CATALOG].severity)}`,
    );
    const at = SECTIONS.map((heading) => text.indexOf(`\n${heading}\n`));
    expect(
      at.every((index) => index > 0),
      `sections ${SECTIONS.join(', ')}`,
    ).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    for (const [i, start] of at.entries()) {
      const body = text.slice(start + SECTIONS[i]!.length + 2, at[i + 1] ?? text.length).trim();
      expect(body.length, `${SECTIONS[i]} is not empty`).toBeGreaterThan(20);
    }
    const example = text.slice(at[1]!, at[2]);
    expect(example, 'the example shows what mcp-budget printed').toMatch(/```(text|json)\n/);
  });

  it('every link from one page to another names a page that exists', () => {
    for (const name of readdirSync(PAGES).filter((file) => file.endsWith('.md'))) {
      const text = readFileSync(path.join(PAGES, name), 'utf8');
      for (const [, target] of text.matchAll(/\]\(([^)#:]+\.md)(?:#[^)]*)?\)/g)) {
        expect(existsSync(path.join(PAGES, target!)), `${name} links ${target}`).toBe(true);
      }
    }
  });
});
