import type { Fixture } from '../budget/budget-config.js';
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
export declare function makeNormalizer(rules: Fixture['normalize'], deadline?: number): Normalizer | undefined;
/** A normalizer that normalizes each text once: precountResult and measureResult both ask for the same texts. */
export declare function normalizingOnce(normalize: Normalizer | undefined): Normalizer | undefined;
