/** Numbers as people read them in every report and message: 12,958. */
// toLocaleString builds a formatter per call; one shared formatter is ~100x cheaper in large reports.
const NUMBER = new Intl.NumberFormat('en-US');

export function fmt(n: number): string {
  return NUMBER.format(n);
}

export function over(actual: number, limit: number): string {
  return `${fmt(actual)} > ${fmt(limit)} (+${fmt(actual - limit)})`;
}
