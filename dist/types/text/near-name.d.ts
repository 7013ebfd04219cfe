/**
 * The first of `names` a misspelt `given` is near, as a user wrote it: `spelled` gives each name's written form
 * (`--${name}` for an option, lower case for a budget key compared without case).
 */
export declare function nearName(given: string, names: readonly string[], spelled?: (name: string) => string): string | undefined;
/** Levenshtein distance over UTF-16 code units, one row at a time. */
export declare function editDistance(a: string, b: string): number;
