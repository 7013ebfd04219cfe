import { editDistance } from './near-name.js';

/**
 * The names a mistyped or half-remembered name most likely meant, closest first: those that contain it (or it them),
 * then those a few edits away, then those sharing a word with it (`get_issue` → `issue_read`). Case, `-` and `_`
 * are not told apart: `getIssue` and `get-issue` are `get_issue` to someone typing from memory.
 */
export function closestNames(wanted: string, names: readonly string[], max = 10): string[] {
  const key = normal(wanted);
  if (key === '') return [];
  const words = new Set(wordsOf(wanted));
  const ranked = names.flatMap((name) => {
    const other = normal(name);
    const distance = editDistance(key, other);
    if (other.includes(key) || key.includes(other)) return [{ name, tier: 0, distance }];
    if (distance <= Math.max(2, Math.floor(key.length / 3))) return [{ name, tier: 1, distance }];
    if (wordsOf(name).some((word) => word.length >= 4 && words.has(word))) return [{ name, tier: 2, distance }];
    return [];
  });
  return ranked
    .sort((a, b) => a.tier - b.tier || a.distance - b.distance || a.name.localeCompare(b.name))
    .slice(0, max)
    .map((entry) => entry.name);
}

function normal(name: string): string {
  return wordsOf(name).join('_');
}

/** `getIssue`, `get-issue`, `get_issue` → get, issue. */
function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}
