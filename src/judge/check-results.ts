import type { BudgetConfig } from '../budget/budget-config.js';
import { ceilingInForce, fixtureSubject } from './ceilings.js';
import { findingOf, type Finding } from './findings.js';
import type { FixtureReport } from '../measure/measurement.js';

/**
 * Each page of each fixture result against its ceiling (see ceilings.ts). A unit held by an `oversized` entry is
 * the ratchet's business. Judged from the measurement alone, so check and measure say the same.
 */
export function checkResults(config: BudgetConfig, fixtures: FixtureReport[]): Finding[] {
  const findings: Finding[] = [];
  for (const report of fixtures) {
    const subject = fixtureSubject(config, report.name);
    if (subject?.kind !== 'fixture' || report.skipped !== undefined) continue;
    const key = `fixture:${report.name}`;
    const walk = report.pages.length > 1 || subject.fixture.paginate !== undefined;
    const code = walk ? 'PAGE_OVER_BUDGET' : 'RESULT_OVER_BUDGET';
    report.pages.forEach((page, i) => {
      if (page.tooLarge) {
        const limit = ceilingInForce(config, subject, 'bytes')?.value;
        findings.push(
          findingOf(code, {
            severity: 'error',
            subject: key,
            actual: page.wireBytes,
            unit: 'bytes',
            ...(limit === undefined ? {} : { limit }),
            args: { page: i + 1, tooLarge: true },
          }),
        );
        return;
      }
      for (const unit of ['tokens', 'bytes'] as const) {
        const ceiling = ceilingInForce(config, subject, unit);
        const figure = unit === 'bytes' ? page.wireBytes : page.tokens;
        if (!ceiling || ceiling.source === 'oversized' || figure <= ceiling.value) continue;
        findings.push(
          findingOf(code, {
            severity: 'error',
            subject: key,
            limit: ceiling.value,
            actual: figure,
            unit,
            path: ceiling.path,
            args: {
              page: i + 1,
              ...(unit === 'tokens'
                ? { text: { textTokens: page.textTokens, structuredTokens: page.structuredTokens } }
                : {}),
            },
          }),
        );
      }
    });
  }
  return findings;
}
