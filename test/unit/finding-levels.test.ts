import { describe, expect, it } from 'vitest';
import { FINDING_CATALOG, severityText } from '../../src/judge/finding-catalog.js';
import { defaultSeverity } from '../../src/judge/finding-levels.js';
import { FINDING_CODES } from '../../src/judge/findings.js';

describe('default severities', () => {
  it('the structured default of every code is what its catalog sentence says first', () => {
    for (const code of FINDING_CODES) {
      const said = severityText(FINDING_CATALOG[code].severity).split(' ')[0];
      // "like stale": stale's own default, an error.
      expect(defaultSeverity(code), code).toBe(said === 'like' ? defaultSeverity('OVERSIZED_STALE') : said);
    }
  });
});
