import type { BudgetConfig } from '../budget/config.js';
import { ceilingInForce, fixtureSubject } from './ceilings.js';
import type { Finding } from './findings.js';
import { fmt } from '../text/format.js';
import type { FixtureReport } from '../measure/measurement.js';

/**
 * Each page of each fixture result against its ceiling (see ceilings.ts). A unit held by an `oversized` entry is
 * the ratchet's business. Judged from the measurement alone, so check and measure say the same.
 */
export function checkResults(config: BudgetConfig, fixtures: FixtureReport[]): Finding[] {
  const findings: Finding[] = [];
  for (const report of fixtures) {
    const subject = fixtureSubject(config, report.name);
    if (!subject || subject.kind !== 'fixture' || report.skipped !== undefined) continue;
    const key = `fixture:${report.name}`;
    const walk = report.pages.length > 1 || subject.fixture.paginate !== undefined;
    const code = walk ? 'PAGE_OVER_BUDGET' : 'RESULT_OVER_BUDGET';
    report.pages.forEach((page, i) => {
      const where = walk ? `page ${i + 1}` : 'result';
      if (page.tooLarge) {
        const limit = ceilingInForce(config, subject, 'bytes')?.value;
        findings.push({
          code, severity: 'error', subject: key, actual: page.wireBytes, unit: 'bytes', ...(limit === undefined ? {} : { limit }),
          message: `${where} is ${fmt(page.wireBytes)} bytes, over mcp-budget's message cap; it was measured in bytes only, not kept or tokenized`,
          fix: 'return a bounded page (projection, a token-budgeted page size and a cursor) instead of everything at once',
        });
        return;
      }
      for (const unit of ['tokens', 'bytes'] as const) {
        const ceiling = ceilingInForce(config, subject, unit);
        const figure = unit === 'bytes' ? page.wireBytes : page.tokens;
        if (!ceiling || ceiling.source === 'oversized' || figure <= ceiling.value) continue;
        findings.push({
          code, severity: 'error', subject: key, limit: ceiling.value, actual: figure, unit, path: ceiling.path,
          message: `${where} is ${fmt(figure)} ${unit} > ${fmt(ceiling.value)} (+${fmt(figure - ceiling.value)})${unit === 'tokens' ? ` (text ${fmt(page.textTokens)}, structured ${fmt(page.structuredTokens)})` : ''}`,
          fix: `project the fields the model needs and page the rest (see \`npx mcp-budget explain ${key}\`), or list it in oversized at today's size in a reviewed pull request`,
        });
      }
    });
  }
  return findings;
}
