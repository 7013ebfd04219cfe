import { type Schema } from './schema-normal.js';
import { type Place, type SchemaChange } from './schema-place.js';
/** Said for people and tools: an edit to them changes nothing a caller's value must be. */
export declare const ANNOTATIONS: string[];
/** What one schema node says of a value itself: its type, values, bounds, default, annotations, anything else. */
export declare function keywordChanges(a: Schema, b: Schema, place: Place): SchemaChange[];
/** A type narrowed (the head accepts fewer types), widened, or changed both ways; none when the same. */
export declare function typeChange(a: Types, b: Types, place: Place, path: string): SchemaChange | undefined;
export type Types = string[] | undefined;
/** Old and new as JSON text, unless too long to repeat (an enum of 100,000 values): the detail names what changed. */
export declare function json(key: 'from' | 'to', value: unknown): {
    from?: string;
    to?: string;
};
