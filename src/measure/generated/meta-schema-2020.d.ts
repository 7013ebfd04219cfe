import type { ErrorObject } from 'ajv';

/**
 * Validates a schema against JSON Schema 2020-12's meta-schema exactly as ajv does with the options of
 * schema-compile-options.json (generated; see scripts/generate-validator.mjs).
 */
export declare const validate: ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };
export default validate;
