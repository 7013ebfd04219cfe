/** A path into budget.json, as segments: ["oversized", "prs/search_code", "bytes"]. */
export type BudgetPath = Array<string | number>;

/** Renders a budget path the way a person reads it: `oversized["prs/search"].bytes`. */
export function formatPath(path: BudgetPath): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(segment)) out += out ? `.${segment}` : segment;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}
