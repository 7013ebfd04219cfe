// No hand-written function in src/ whose body spans more than 80 lines, every line counted: Biome's
// noExcessiveLinesPerFunction (biome.json) leaves out lines that hold only closing brackets or a comment, so a
// function of ~95 lines passed it. Read with the parser vite ships (rolldown's), the generated validators aside.
import fs from 'node:fs';
import path from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..', '..', 'src');
const MAX_LINES = 80;

type Node = { type?: string; start: number; end: number; body?: Node; [key: string]: unknown };
const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** Each function of a source whose body spans more than MAX_LINES lines, braces included: `file:line name (n lines)`. */
function longFunctions(file: string, text: string): string[] {
  const lineAt = (offset: number) => text.slice(0, offset).split('\n').length;
  const found: string[] = [];
  const visit = (node: unknown, name: string): void => {
    if (Array.isArray(node)) return node.forEach((item) => visit(item, name));
    if (typeof node !== 'object' || node === null) return;
    const n = node as Node;
    const named =
      (n.id as { name?: string } | undefined)?.name ??
      (n.key as { name?: string } | undefined)?.name ??
      (n.type === 'VariableDeclarator' ? (n.id as { name?: string }).name : undefined) ??
      name;
    if (FUNCTIONS.has(n.type ?? '') && n.body?.type === 'BlockStatement') {
      const lines = lineAt(n.body.end) - lineAt(n.body.start) + 1;
      if (lines > MAX_LINES) found.push(`${file}:${lineAt(n.body.start)} ${named} (${lines} lines)`);
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'type') visit(value, named);
  };
  visit(parseAst(text, { lang: 'ts' }), '(anonymous)');
  return found;
}

describe('the length of a function', () => {
  it('finds a body over the limit, its brackets and comments counted', () => {
    const lines = Array.from({ length: 70 }, (_, i) => `  if (x > ${i}) {\n    y += ${i};\n  }`).join('\n');
    expect(
      longFunctions('a.ts', `export function f(x: number): number {\n  let y = 0;\n${lines}\n  return y;\n}\n`),
    ).toEqual(['a.ts:1 f (214 lines)']);
    expect(longFunctions('b.ts', 'const g = (x: number) => {\n  return x;\n};\n')).toEqual([]);
  });

  it(`no function of src/ has a body over ${MAX_LINES} lines`, () => {
    const long = (fs.readdirSync(SRC, { recursive: true }) as string[])
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => file.endsWith('.ts') && !file.includes('/generated/'))
      .flatMap((file) => longFunctions(file, fs.readFileSync(path.join(SRC, file), 'utf8')));
    expect(long).toEqual([]);
  });
});
