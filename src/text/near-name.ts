/** Edits (insert, delete, substitute) that make a misspelling of a name: within this, "did you mean" names it. */
const NEAR = 2;

/**
 * The first of `names` a misspelt `given` is near, as a user wrote it: `spelled` gives each name's written form
 * (`--${name}` for an option, lower case for a budget key compared without case).
 */
export function nearName(
  given: string,
  names: readonly string[],
  spelled: (name: string) => string = (name) => name,
): string | undefined {
  return names.find((name) => editDistance(spelled(name), given) <= NEAR);
}

/** Levenshtein distance over UTF-16 code units, one row at a time. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}
