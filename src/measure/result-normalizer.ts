import type { Fixture } from '../budget/budget-config.js';
import { interruptible } from '../servers/interruptible.js';

/**
 * A fixture's `normalize` rules, compiled once: what varies from run to run in a result (a timestamp, an id) is
 * replaced before anything is counted, so a figure changes only when the result does.
 */
export type Normalizer = (text: string) => string;

/**
 * undefined when the fixture has no rules, so the common case copies nothing. A pattern from budget.json runs on
 * text from a server: a catastrophic one (`(a+)+$`) would backtrack for minutes, so the rules run where V8 can
 * interrupt them, and past `deadline` the run stops with MeasuringTimedOut.
 */
export function makeNormalizer(rules: Fixture['normalize'], deadline?: number): Normalizer | undefined {
  if (!rules || rules.length === 0) return undefined;
  const compiled = (rules ?? []).map((rule) => ({
    regex: new RegExp(rule.pattern, `g${(rule.flags ?? '').replace('g', '')}`),
    replacement: rule.replacement ?? '<normalized>',
  }));
  const apply = interruptible((text: string) =>
    compiled.reduce((out, rule) => out.replace(rule.regex, rule.replacement), text),
  );
  return (text) => apply(deadline, text);
}

/** A normalizer that normalizes each text once: precountResult and measureResult both ask for the same texts. */
export function normalizingOnce(normalize: Normalizer | undefined): Normalizer | undefined {
  if (!normalize) return undefined;
  const done = new Map<string, string>();
  return (text) => {
    let out = done.get(text);
    if (out === undefined) done.set(text, (out = normalize(text)));
    return out;
  };
}
