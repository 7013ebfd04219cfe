// A fixture that was not run (its tool is not listed, its prompt not there) has no figures: the text report's
// Fixtures table says so with a dash, never a zero a reader would take for a measured, empty result.
import { describe, expect, it } from 'vitest';
import { renderText } from '../../src/report/reporters/text.js';
import { fixture, page, report, server, tool } from './measured.js';

describe('the Fixtures table', () => {
  it('shows a skipped fixture without figures, and a measured one with its own', () => {
    const skipped = fixture('gone', 's', [], {
      skipped: 'server "s" lists no tool "serch"',
      skippedBecause: 'tool-not-listed',
    });
    const text = renderText(report([server('s', [tool('read')])], [skipped, fixture('read', 's', [page(200, 50)])]), {
      command: 'check',
      color: false,
    });
    const fixtures = text.slice(text.indexOf('\nFixtures\n')).split('\n');
    const row = (name: string) =>
      fixtures
        .find((line) => line.startsWith(`  ${name} `))!
        .trim()
        .split(/\s+/);
    expect(row('gone')).toEqual(['gone', 's/read', 'skipped', '—', '—', '—', '—']);
    expect(row('read').slice(0, 4)).toEqual(['read', 's/read', '1', '200']);
  });
});
