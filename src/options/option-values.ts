import { userError } from '../user-error-words.js';

/** A flag's or an Action input's value, checked the same way wherever it comes from (`name` as the user wrote it). */
export function wholeNumber(name: string, text: string | undefined, minimum: number): number | undefined {
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < minimum) throw userError('NOT_WHOLE_NUMBER', { name, minimum });
  return value;
}

export function oneOf<T extends string>(name: string, text: string, allowed: readonly T[]): T {
  if (!allowed.includes(text as T)) throw userError('NOT_ONE_OF', { name, allowed });
  return text as T;
}
