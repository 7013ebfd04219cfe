import type { WireTool } from '../../servers/list-tools.js';
import type { Shape } from './record-shape.js';
/** One field of a list's records, over every record (or every nested object at that path) that has it. */
export interface RecordField {
    key: string;
    /** `head.repo`, `labels[].name`. */
    path: string;
    depth: number;
    /** Its value in each parent object that has it. */
    values: unknown[];
    /** How many parent objects there are (those without the field included). */
    of: number;
    /** Object values, array items that are objects included: what its sub-fields are read from. */
    objects: Array<Record<string, unknown>>;
    inArrays: boolean;
    children: RecordField[];
}
export declare function recordFields(objects: Array<Record<string, unknown>>, prefix?: string, depth?: number): RecordField[];
/** A key a projection cannot write as a plain property (it would set the prototype instead). */
export declare const unsafeKey: (fields: RecordField[]) => boolean;
/** The field that identifies these objects, if they are entities (several fields, one naming each). */
export declare function identifierOf(field: RecordField): string | undefined;
/** The same object in at least half of its parents (3 or more): what the records repeat, with its size. */
export declare function repeatedObject(field: RecordField): {
    count: number;
    bytesEach: number;
} | undefined;
/** URL and link fields: `url`, `html_url`, `*_url` templates, `_links`. */
export declare const isLinkField: (field: RecordField) => boolean;
/** Values the model can only copy: GraphQL node ids, gravatar ids, hex hashes. */
export declare function isOpaque(field: RecordField): boolean;
/** Free text (with spaces) longer than `chars` in some record, and no `<field>_truncated` beside it already. */
export declare function isLongText(field: RecordField, siblings: RecordField[], chars: number): boolean;
/** The same value in every parent object. */
export declare function isConstant(field: RecordField): boolean;
/**
 * Another tool of the server that takes only what each record carries (`get_pull_request` taking `number`): where
 * the model goes for what a projection leaves out.
 */
export declare function followUpTool(tools: WireTool[], listTool: string | undefined, fields: RecordField[]): {
    name: string;
    inputs: string[];
} | undefined;
/**
 * The records' shape with `rule` applied: a field the rule decides takes that rule (`drop` leaves it out), any other
 * keeps all of itself unless a rule decides something below it. `changed`: paths the rule decided, in order.
 */
export declare function shapeWith(fields: RecordField[], rule: (field: RecordField, siblings: RecordField[]) => Shape | 'drop' | undefined): {
    shape: {
        [field: string]: Shape;
    };
    changed: RecordField[];
};
