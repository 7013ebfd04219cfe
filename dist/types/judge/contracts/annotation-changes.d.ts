import type { SchemaChange } from './schema-place.js';
export declare function annotationChanges(before: unknown, after: unknown): SchemaChange[];
