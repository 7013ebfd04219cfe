/**
 * The names a mistyped or half-remembered name most likely meant, closest first: those that contain it (or it them),
 * then those a few edits away, then those sharing a word with it (`get_issue` → `issue_read`). Case, `-` and `_`
 * are not told apart: `getIssue` and `get-issue` are `get_issue` to someone typing from memory.
 */
export declare function closestNames(wanted: string, names: readonly string[], max?: number): string[];
