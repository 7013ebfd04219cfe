import type { ErrorObject } from 'ajv';

/** Validates a parsed JSON report against report.schema.json (generated; see scripts/generate-validator.mjs). */
export declare const validate: ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };
export default validate;
