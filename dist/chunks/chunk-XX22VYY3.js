import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  nodeCrypto
} from "./chunk-CCW25KA5.js";
import {
  applyEdits,
  findNodeAtLocation,
  modify,
  parseTree
} from "./chunk-RG7MEG2N.js";
import {
  UsageError
} from "./chunk-OUCDQDYO.js";

// src/budget/budget-file.ts
import { open, realpath, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
var FORMAT = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: "\n" } };
function editJson(text, edits) {
  let out = text;
  for (const edit of edits) out = applyEdits(out, modify(out, edit.path, edit.value, FORMAT));
  return out.endsWith("\n") ? out : `${out}
`;
}
function lineFinder(text) {
  const place = placeFinder(text);
  return (budgetPath) => place(budgetPath)?.line;
}
function placeFinder(text) {
  const tree = parseTree(text);
  const lineStarts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) lineStarts.push(i + 1);
  return (budgetPath) => {
    if (!tree) return void 0;
    for (let depth = budgetPath.length; depth >= 0; depth--) {
      const node = findNodeAtLocation(tree, budgetPath.slice(0, depth));
      if (!node) continue;
      const at = node.parent?.type === "property" ? node.parent.offset : node.offset;
      let low = 0;
      let high = lineStarts.length - 1;
      while (low < high) {
        const middle = low + high + 1 >> 1;
        if (lineStarts[middle] <= at) low = middle;
        else high = middle - 1;
      }
      return { line: low + 1, depth };
    }
    return void 0;
  };
}
async function writeFileAtomic(file, content) {
  const target = await realpath(file).catch(() => file);
  const mode = await stat(target).then(
    (s) => s.mode,
    () => 420
  );
  if ((mode & 146) === 0) throw new UsageError(`${file} is read-only; make it writable to let update change it`);
  const temp = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${nodeCrypto().randomBytes(6).toString("hex")}.tmp`
  );
  const handle = await open(temp, "wx", mode);
  try {
    await handle.writeFile(content, "utf8");
    await handle.sync();
    await handle.close();
    await rename(temp, target);
  } catch (error) {
    await handle.close().catch(() => void 0);
    await rm(temp, { force: true });
    throw error;
  }
}

export {
  editJson,
  lineFinder,
  placeFinder,
  writeFileAtomic
};
