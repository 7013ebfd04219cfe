import type { ErrorObject } from 'ajv';

/** Validates a parsed budget.json against budget.schema.json (generated; see scripts/generate-validator.mjs). */
export declare const validate: ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };
export default validate;
