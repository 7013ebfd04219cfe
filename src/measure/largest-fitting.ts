/** Candidates measured for one cut at most: each is a full count of a result near the limit's size. */
const MAX_PROBES = 64;

/**
 * The largest n below `tooLarge` for which `fits(n)`, or undefined when not even 0 fits. Sizes grow with n, so the
 * search gallops from `guess` (an estimate from the figures) to a bracket and bisects it: a handful of counts of a
 * result near the limit, never of the whole oversized one again. Only an n that was measured to fit is returned.
 */
export function largestFitting(tooLarge: number, fits: (n: number) => boolean, guess: number): number | undefined {
  let lo = -1;
  let hi = tooLarge;
  let probes = 0;
  const test = (n: number) => {
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
  while (hi - lo > 1 && probes < MAX_PROBES) test(lo + ((hi - lo) >> 1));
  return lo >= 0 ? lo : undefined;
}
