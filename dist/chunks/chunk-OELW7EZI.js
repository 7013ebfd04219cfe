import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/budget/json-depth.ts
function offsetPastDepth(text, limit) {
  if (openingsUpTo(text, limit + 1) <= limit) return void 0;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > limit) return i;
    } else if (c === 125 || c === 93) depth--;
  }
  return void 0;
}
function openingsUpTo(text, most) {
  let count = 0;
  for (const opening of ["{", "["]) {
    for (let at = text.indexOf(opening); at !== -1 && count < most; at = text.indexOf(opening, at + 1)) count++;
  }
  return count;
}
var MAX_MESSAGE_DEPTH = 256;

export {
  offsetPastDepth,
  MAX_MESSAGE_DEPTH
};
