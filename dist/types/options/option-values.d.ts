/** A flag's or an Action input's value, checked the same way wherever it comes from (`name` as the user wrote it). */
export declare function wholeNumber(name: string, text: string | undefined, minimum: number): number | undefined;
export declare function oneOf<T extends string>(name: string, text: string, allowed: readonly T[]): T;
