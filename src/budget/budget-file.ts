import { nodeCrypto } from '../shell/node-crypto.js';
import { open, realpath, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { applyEdits, findNodeAtLocation, modify, parseTree } from 'jsonc-parser';
import type { BudgetPath } from './budget-path.js';
import { userError } from '../user-error-words.js';

const FORMAT = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } };

/**
 * Edits a budget.json text in place: only the touched values change, so key order, formatting and every other
 * byte of the reviewed file stay as they were.
 */
export function editJson(text: string, edits: Array<{ path: BudgetPath; value: unknown }>): string {
  let out = text;
  for (const edit of edits) out = applyEdits(out, modify(out, edit.path, edit.value, FORMAT));
  return out.endsWith('\n') ? out : `${out}\n`;
}

/**
 * Appends values to an array of a budget.json text (the array must exist): written after its last entry with that
 * entry's indentation, every byte before it as it was. jsonc-parser's insertion reformats the entries before it.
 */
export function appendJson(text: string, arrayPath: BudgetPath, values: unknown[]): string {
  if (values.length === 0) return text;
  const tree = parseTree(text)!;
  const node = findNodeAtLocation(tree, arrayPath);
  const lineIndent = (offset: number) => /^[ \t]*/.exec(text.slice(text.lastIndexOf('\n', offset - 1) + 1))![0];
  // No such key yet (a top-level one): added after the object's last member, with that member's indentation.
  const parent = node === undefined ? findNodeAtLocation(tree, arrayPath.slice(0, -1)) : undefined;
  if (parent?.type === 'object' && arrayPath.length > 0) {
    const key = JSON.stringify(arrayPath.at(-1));
    const last = parent.children?.at(-1);
    const indent = last ? lineIndent(last.offset) : `${lineIndent(parent.offset)}  `;
    const member = `${indent}${key}: ${JSON.stringify(values, null, 2).replace(/\n/g, `\n${indent}`)}`;
    if (!last)
      return `${text.slice(0, parent.offset + 1)}\n${member}\n${text.slice(parent.offset + parent.length - 1)}`;
    const end = last.offset + last.length;
    return `${text.slice(0, end)},\n${member}${text.slice(end)}`;
  }
  if (node?.type !== 'array') throw new Error(`appendJson: no array at ${arrayPath.join('.')}`);
  const last = node.children?.at(-1);
  const outer = lineIndent(node.offset);
  const indent = last ? lineIndent(last.offset) : `${outer}  `;
  const body = values.map((value) => indent + JSON.stringify(value, null, 2).replace(/\n/g, `\n${indent}`)).join(',\n');
  if (last) {
    const end = last.offset + last.length;
    return `${text.slice(0, end)},\n${body}${text.slice(end)}`;
  }
  const close = node.offset + node.length - 1;
  return `${text.slice(0, node.offset + 1)}\n${body}\n${outer}${text.slice(close)}`;
}

/** Where a budget path lands in the file: the line of its value, or of its nearest existing parent, and how many of its segments exist. */
export interface BudgetPlace {
  line: number;
  /** `path.length` when the key is in the file; fewer when only a parent is (the key is to be added there). */
  depth: number;
}

/**
 * Finds the 1-based line of the value at a path, or of its nearest existing parent. The file is parsed once, not
 * once per finding: a report can point at hundreds of lines.
 */
export function lineFinder(text: string): (budgetPath: BudgetPath) => number | undefined {
  const place = placeFinder(text);
  return (budgetPath) => place(budgetPath)?.line;
}

/** As lineFinder, with how much of the path the file has: a hint names a key to add, not a line that lacks it. */
export function placeFinder(text: string): (budgetPath: BudgetPath) => BudgetPlace | undefined {
  const tree = parseTree(text);
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  return (budgetPath) => {
    if (!tree) return undefined;
    for (let depth = budgetPath.length; depth >= 0; depth--) {
      const node = findNodeAtLocation(tree, budgetPath.slice(0, depth));
      if (!node) continue;
      const at = node.parent?.type === 'property' ? node.parent.offset : node.offset;
      // The last line that starts at or before `at`, by binary search: a report may ask for thousands of lines.
      let low = 0;
      let high = lineStarts.length - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if (lineStarts[middle]! <= at) low = middle;
        else high = middle - 1;
      }
      return { line: low + 1, depth };
    }
    return undefined;
  };
}

/**
 * Writes through a temporary file in the same directory and renames it over the target: a reader (or a crash)
 * sees the old file or the new one, never half of one.
 */
export async function writeFileAtomic(file: string, content: string): Promise<void> {
  // Through a symlink to the file it names: the link stays a link.
  const target = await realpath(file).catch(() => file);
  const mode = await stat(target).then(
    (s) => s.mode,
    () => 0o644,
  );
  // Root may write anything; a file nobody may write is still not ours to rewrite.
  if ((mode & 0o222) === 0) throw userError('BUDGET_READ_ONLY', { file });
  const temp = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${nodeCrypto().randomBytes(6).toString('hex')}.tmp`,
  );
  const handle = await open(temp, 'wx', mode);
  try {
    await handle.writeFile(content, 'utf8');
    await handle.sync();
    await handle.close();
    await rename(temp, target);
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(temp, { force: true });
    throw error;
  }
}
