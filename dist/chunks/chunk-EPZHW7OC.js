import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import { __m1_editDistance as editDistance } from "./start-shared-3AE6A6EC.js";

// src/text/closest-names.ts
function closestNames(wanted, names, max = 10) {
  const key = normal(wanted);
  if (key === "") return [];
  const words = new Set(wordsOf(wanted));
  const ranked = names.flatMap((name) => {
    const other = normal(name);
    const distance = editDistance(key, other);
    if (other.includes(key) || key.includes(other)) return [{ name, tier: 0, distance }];
    if (distance <= Math.max(2, Math.floor(key.length / 3))) return [{ name, tier: 1, distance }];
    if (wordsOf(name).some((word) => word.length >= 4 && words.has(word))) return [{ name, tier: 2, distance }];
    return [];
  });
  return ranked.sort((a, b) => a.tier - b.tier || a.distance - b.distance || a.name.localeCompare(b.name)).slice(0, max).map((entry) => entry.name);
}
function normal(name) {
  return wordsOf(name).join("_");
}
function wordsOf(name) {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
}

export {
  closestNames
};
