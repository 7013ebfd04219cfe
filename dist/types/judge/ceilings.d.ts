import type { BudgetConfig, Fixture } from '../budget/budget-config.js';
import type { BudgetPath } from '../budget/budget-path.js';
import type { ListedKind } from '../measure/listed-surface.js';
export type Unit = 'bytes' | 'tokens' | 'chars';
/** What a definition or result is measured in; `chars` is a tool description's length (results have none). */
export declare const UNITS: readonly Unit[];
/**
 * What a ceiling is asked for: one tool definition, one prompt (prompts/list), one resource or resource template
 * (resources/list, resources/templates/list: `name` is its uri or uriTemplate), one skill entry (skills/list: `name`
 * is its SKILL.md uri), or one fixture's result (each page).
 */
export type CeilingSubject = {
    kind: 'tool';
    server: string;
    tool: string;
} | {
    kind: ListedKind;
    server: string;
    name: string;
} | {
    kind: 'fixture';
    fixture: Fixture;
    index: number;
};
export interface Ceiling {
    value: number;
    /** Where the number is written, so a finding points at the line to edit. */
    path: BudgetPath;
    source: 'oversized' | 'limit';
}
/** The `oversized` key of a subject: `server/tool`, `prompt:server/name`, `resource:server/uri`, `skill:server/uri` or `fixture:name`. */
export declare function oversizedKey(subject: CeilingSubject): string;
/**
 * THE ceiling rule, asked by every consumer (judge, ratchet, update, init, explain, reporters): which number a
 * subject is held to in a unit.
 * - General ceiling: for a tool, toolBytes/toolTokens (a server's own limits over the top-level ones); for a
 *   fixture, the tightest of its own maxBytes/maxTokens and resultBytes/resultTokens.
 * - An `oversized` entry in that unit replaces the general ceiling: that is what the entry is for, and why it must
 *   come down (and go) as the subject shrinks toward the general ceiling.
 */
export declare function ceilingInForce(config: BudgetConfig, subject: CeilingSubject, unit: Unit): Ceiling | undefined;
/**
 * The `oversized` entry that holds a subject: its own, else (a variant's tool, prompt or resource: `github@all/x`)
 * its server's (`github/x`), which holds every variant that has no entry of its own.
 */
export declare function entryKeyInForce(config: BudgetConfig, subject: CeilingSubject): string | undefined;
/** The variants (`github@all`) an entry of their server (`github/x`) holds: those without an entry of their own. */
export declare function variantsHeldBy(config: BudgetConfig, subject: Exclude<CeilingSubject, {
    kind: 'fixture';
}>, measured: readonly string[]): string[];
export declare function generalCeiling(config: BudgetConfig, subject: CeilingSubject, unit: Unit): Ceiling | undefined;
/** A fixture's subject, found by name in the budget. */
export declare function fixtureSubject(config: BudgetConfig, name: string): CeilingSubject | undefined;
/**
 * One tool result at run time (mcp-budget/guard), by the same rule: the server's resultBytes/resultTokens. A
 * fixture's own maxBytes/maxTokens hold the one call CI makes, not every call, so they do not apply; an `oversized`
 * entry does, but only to the call it was reviewed for: `fixture` is given when the call is that fixture's call.
 */
export declare function runtimeResultCeiling(config: BudgetConfig, server: string, unit: 'bytes' | 'tokens', fixture?: {
    fixture: Fixture;
    index: number;
}): Ceiling | undefined;
