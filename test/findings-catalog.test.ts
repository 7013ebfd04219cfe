// One catalog of codes: the README's table says exactly what src/judge/finding-catalog.ts says.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FINDING_CATALOG, severityText } from '../src/judge/finding-catalog.js';
import { ROOT } from './helpers.js';

describe('the findings catalog', () => {
  it('the README code table equals the catalog, row by row', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Finding codes'));
    const rows = section.split('\n').filter((line) => line.startsWith('| `'));
    const table = rows.map((row) => {
      const [code, severity, meaning, action] = row.split(/(?<!\\)\|/).slice(1, -1).map((cell) => cell.trim());
      return [code!.replaceAll('`', ''), { severity, meaning, action }];
    });
    // The catalog's severity is data; the README says it in words.
    const said = Object.fromEntries(Object.entries(FINDING_CATALOG).map(([code, entry]) => [code, { ...entry, severity: severityText(entry.severity) }]));
    expect(Object.fromEntries(table)).toEqual(said);
    expect(table.map(([code]) => code)).toEqual(Object.keys(FINDING_CATALOG));
  });
});
