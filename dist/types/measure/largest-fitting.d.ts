/**
 * The largest n below `tooLarge` for which `fits(n)`, or undefined when not even 0 fits. Sizes grow with n, so the
 * search gallops from `guess` (an estimate from the figures) to a bracket and bisects it: a handful of counts of a
 * result near the limit, never of the whole oversized one again. Only an n that was measured to fit is returned.
 */
export declare function largestFitting(tooLarge: number, fits: (n: number) => boolean, guess: number): number | undefined;
