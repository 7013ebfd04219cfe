import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/measure/largest-fitting.ts
var MAX_PROBES = 64;
function largestFitting(tooLarge, fits, guess) {
  let lo = -1;
  let hi = tooLarge;
  let probes = 0;
  const test = (n) => {
    probes += 1;
    if (fits(n)) lo = n;
    else hi = n;
    return n === lo;
  };
  const start = Math.min(Math.max(Math.floor(guess), 0), tooLarge - 1);
  let step = Math.max(1, Math.ceil(start / 16));
  if (start >= 0 && test(start)) {
    while (lo + step < hi && probes < MAX_PROBES && test(lo + step)) step *= 2;
  } else {
    while (hi > 0 && probes < MAX_PROBES && !test(Math.max(0, hi - step))) step *= 2;
  }
  while (hi - lo > 1 && probes < MAX_PROBES) test(lo + (hi - lo >> 1));
  return lo >= 0 ? lo : void 0;
}

export {
  largestFitting
};
