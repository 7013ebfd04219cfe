import type { BudgetConfig } from '../budget/budget-config.js';
import { fixtureSubject, generalCeiling } from './ceilings.js';
import type { Finding } from './findings.js';
import type { FixtureReport } from '../measure/measurement.js';

/**
 * A resource a fixture's result links to, against the result's own ceiling: pydantic-ai downloads a linked resource
 * into the context, so a result budget passed by moving the payload behind a link is not passed.
 */
export function checkLinked(config: BudgetConfig, fixtures: FixtureReport[]): Finding[] {
  const findings: Finding[] = [];
  for (const fixture of fixtures) {
    const subject = fixtureSubject(config, fixture.name);
    if (!subject) continue;
    for (const linked of fixture.linked ?? []) {
      if (!('wireBytes' in linked)) continue;
      for (const [unit, actual] of [
        ['tokens', linked.tokens],
        ['bytes', linked.wireBytes],
      ] as const) {
        const ceiling = generalCeiling(config, subject, unit);
        if (!ceiling || actual <= ceiling.value) continue;
        findings.push({
          code: 'LINKED_RESOURCE_OVER_BUDGET',
          severity: 'error',
          subject: `fixture:${fixture.name}`,
          limit: ceiling.value,
          actual,
          unit,
          path: ceiling.path,
          args: { uri: linked.uri, resultFigure: unit === 'tokens' ? fixture.tokens : fixture.wireBytes },
        });
        break;
      }
    }
  }
  return findings;
}
