import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';
import type { BudgetPath } from './budget-path.js';

/**
 * The line a finding is about: its budget path's own line when budget.json has that key; else the entry its subject
 * stands for (a default limit has no line, and a finding may have no path): a tool's `oversized` entry, else its
 * server's entry; a server's entry; a fixture's entry, found by name. Undefined for a subject budget.json has no
 * entry for (a server imported from .mcp.json), never a guess such as line 1.
 */
export function entryLineFinder(text: string): (subject: string, budgetPath?: BudgetPath) => number | undefined {
  const tree = parseTree(text);
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const lineAt = (offset: number): number => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (lineStarts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
  const lineOfKey = (node: Node | undefined) =>
    node ? lineAt(node.parent?.type === 'property' ? node.parent.offset : node.offset) : undefined;
  return (subject, budgetPath) => {
    if (!tree) return undefined;
    const exact = budgetPath && budgetPath.length > 0 ? lineOfKey(findNodeAtLocation(tree, budgetPath)) : undefined;
    if (exact !== undefined) return exact;
    if (subject.startsWith('fixture:')) {
      const name = subject.slice('fixture:'.length);
      const fixtures = findNodeAtLocation(tree, ['fixtures']);
      const entry =
        fixtures?.type === 'array'
          ? fixtures.children?.find((child) => findNodeAtLocation(child, ['name'])?.value === name)
          : undefined;
      return entry ? lineAt(entry.offset) : lineOfKey(findNodeAtLocation(tree, ['oversized', subject]));
    }
    const server = subject.includes('/') ? subject.slice(0, subject.indexOf('/')) : subject;
    return (
      lineOfKey(findNodeAtLocation(tree, ['oversized', subject])) ??
      lineOfKey(findNodeAtLocation(tree, ['servers', server]))
    );
  };
}
