import { type Schema } from './schema-normal.js';
import { type Place, type SchemaChange } from './schema-place.js';
export interface Union {
    key: 'anyOf' | 'oneOf';
    options: Schema[];
}
export declare function unionOf(schema: Schema): Union | undefined;
type Compare = (a: Schema, b: Schema, place: Place) => SchemaChange[];
/**
 * The options of two unions paired, then compared pair by pair: by a discriminator both sides share (a property every
 * option fixes to one value, `kind: "vector"`), else the same option unchanged, else the same type in order. An
 * option left over was removed (the schema accepts less) or added (more).
 */
export declare function unionChanges(a: Union, b: Union, place: Place, compare: Compare): SchemaChange[];
export {};
