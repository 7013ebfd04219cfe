/**
 * Which of a schema's top-level definitions (`$defs`, or draft-07's `definitions`) anything outside them refers to,
 * directly or through another definition. Undefined when that cannot be told from the schema alone: a `$ref` to
 * another document, a `$dynamicRef`, or an `$id`/`$anchor` a reference could name instead of a path.
 */
export interface SchemaDefs {
    key: '$defs' | 'definitions';
    names: string[];
    unused: string[];
}
export declare function schemaDefs(schema: unknown): SchemaDefs | undefined;
/** The schema without the definitions nothing refers to (the key itself gone when none is left). */
export declare function withoutUnusedDefs(schema: Record<string, unknown>, defs: SchemaDefs): Record<string, unknown>;
