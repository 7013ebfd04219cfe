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

/**
 * Reads back what formatPath wrote (`oversized["prs/search"].bytes`, `fixtures[2]`): a report's path as a string,
 * when the report carries no `pathSegments`. Undefined for anything formatPath cannot have written.
 */
export function parsePath(text: string): BudgetPath | undefined {
  const segments: BudgetPath = [];
  const token = /^(?:(^|\.)([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\])/;
  for (let rest = text; rest.length > 0; ) {
    const match = token.exec(rest);
    if (!match || (match[2] !== undefined && match[1] === '' && segments.length > 0)) return undefined;
    if (match[2] !== undefined) segments.push(match[2]);
    else if (match[3] !== undefined) segments.push(Number(match[3]));
    else segments.push(JSON.parse(match[4]!) as string);
    rest = rest.slice(match[0].length);
  }
  return segments;
}
