/** Numbers as people read them in every report and message: 12,958. */
// Intl.NumberFormat costs ~7 ms of ICU set-up on first use, on every run's start-up path; counts are whole numbers,
// which need only their digits grouped. Other numbers keep the one shared formatter (per call it is ~100x dearer).
let NUMBER: Intl.NumberFormat | undefined;

export function fmt(n: number): string {
  if (Number.isSafeInteger(n)) return (n < 0 ? '-' : '') + String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
  return (NUMBER ??= new Intl.NumberFormat('en-US')).format(n);
}

export function over(actual: number, limit: number): string {
  return `${fmt(actual)} > ${fmt(limit)} (+${fmt(actual - limit)})`;
}

let DOLLARS: Intl.NumberFormat | undefined;

/** US dollars to three significant digits ($0.00182, $1.25, $1,230); a cost that small is read for its size. */
export function usd(n: number): string {
  return `$${((DOLLARS ??= new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 }))).format(n)}`;
}
