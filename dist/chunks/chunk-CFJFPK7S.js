import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/text/near-name.ts
var NEAR = 2;
function nearName(given, names, spelled = (name) => name) {
  return names.find((name) => editDistance(spelled(name), given) <= NEAR);
}
function editDistance(a, b) {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}

// src/budget/timeout-ceilings.ts
var MAX_TIMEOUTS = { startupMs: 6e5, requestMs: 6e5, totalMs: 36e5 };
var IN_WORDS = { 6e5: "10 minutes", 36e5: "1 hour" };
function timeoutCeilingProblems(timeouts, at) {
  const problems = [];
  for (const [key, ceiling] of Object.entries(MAX_TIMEOUTS)) {
    const value = timeouts?.[key];
    if (value !== void 0 && value > ceiling) {
      problems.push(
        `${at}.${key}: ${value.toLocaleString("en-US")} ms is above the ceiling of ${ceiling.toLocaleString("en-US")} ms (${IN_WORDS[ceiling]}) for ${key}`
      );
    }
  }
  return problems;
}

// src/budget/budget-path.ts
function formatPath(path) {
  let out = "";
  for (const segment of path) {
    if (typeof segment === "number") out += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(segment)) out += out ? `.${segment}` : segment;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}
function parsePath(text) {
  const segments = [];
  const token = /^(?:(^|\.)([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\])/;
  for (let rest = text; rest.length > 0; ) {
    const match = token.exec(rest);
    if (!match || match[2] !== void 0 && match[1] === "" && segments.length > 0) return void 0;
    if (match[2] !== void 0) segments.push(match[2]);
    else if (match[3] !== void 0) segments.push(Number(match[3]));
    else segments.push(JSON.parse(match[4]));
    rest = rest.slice(match[0].length);
  }
  return segments;
}

export {
  MAX_TIMEOUTS,
  timeoutCeilingProblems,
  formatPath,
  parsePath,
  nearName,
  editDistance
};
