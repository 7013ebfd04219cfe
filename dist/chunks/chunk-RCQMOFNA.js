import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  repositoryPath
} from "./chunk-LYTVLWCL.js";
import {
  nodeCrypto
} from "./chunk-CCW25KA5.js";
import {
  applyEdits,
  findNodeAtLocation,
  modify,
  parseTree
} from "./chunk-SWRCSYGP.js";
import {
  userError
} from "./chunk-2TKON5YV.js";

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
function appendJson(text, arrayPath, values) {
  if (values.length === 0) return text;
  const tree = parseTree(text);
  const node = findNodeAtLocation(tree, arrayPath);
  const lineIndent = (offset) => /^[ \t]*/.exec(text.slice(text.lastIndexOf("\n", offset - 1) + 1))[0];
  const parent = node === void 0 ? findNodeAtLocation(tree, arrayPath.slice(0, -1)) : void 0;
  if (parent?.type === "object" && arrayPath.length > 0) {
    const key = JSON.stringify(arrayPath.at(-1));
    const last2 = parent.children?.at(-1);
    const indent2 = last2 ? lineIndent(last2.offset) : `${lineIndent(parent.offset)}  `;
    const member = `${indent2}${key}: ${JSON.stringify(values, null, 2).replace(/\n/g, `
${indent2}`)}`;
    if (!last2)
      return `${text.slice(0, parent.offset + 1)}
${member}
${text.slice(parent.offset + parent.length - 1)}`;
    const end = last2.offset + last2.length;
    return `${text.slice(0, end)},
${member}${text.slice(end)}`;
  }
  if (node?.type !== "array") throw new Error(`appendJson: no array at ${arrayPath.join(".")}`);
  const last = node.children?.at(-1);
  const outer = lineIndent(node.offset);
  const indent = last ? lineIndent(last.offset) : `${outer}  `;
  const body = values.map((value) => indent + JSON.stringify(value, null, 2).replace(/\n/g, `
${indent}`)).join(",\n");
  if (last) {
    const end = last.offset + last.length;
    return `${text.slice(0, end)},
${body}${text.slice(end)}`;
  }
  const close = node.offset + node.length - 1;
  return `${text.slice(0, node.offset + 1)}
${body}
${outer}${text.slice(close)}`;
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
  if ((mode & 146) === 0) throw userError("BUDGET_READ_ONLY", { file });
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

// src/budget/entry-lines.ts
function entryLineFinder(text) {
  const tree = parseTree(text);
  const lineStarts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) lineStarts.push(i + 1);
  const lineAt = (offset) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = low + high + 1 >> 1;
      if (lineStarts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
  const lineOfKey = (node) => node ? lineAt(node.parent?.type === "property" ? node.parent.offset : node.offset) : void 0;
  return (subject, budgetPath) => {
    if (!tree) return void 0;
    const exact = budgetPath && budgetPath.length > 0 ? lineOfKey(findNodeAtLocation(tree, budgetPath)) : void 0;
    if (exact !== void 0) return exact;
    if (subject.startsWith("fixture:")) {
      const name = subject.slice("fixture:".length);
      const fixtures = findNodeAtLocation(tree, ["fixtures"]);
      const entry = fixtures?.type === "array" ? fixtures.children?.find((child) => findNodeAtLocation(child, ["name"])?.value === name) : void 0;
      return entry ? lineAt(entry.offset) : lineOfKey(findNodeAtLocation(tree, ["oversized", subject]));
    }
    const server = subject.includes("/") ? subject.slice(0, subject.indexOf("/")) : subject;
    return lineOfKey(findNodeAtLocation(tree, ["oversized", subject])) ?? lineOfKey(findNodeAtLocation(tree, ["servers", server]));
  };
}

// src/commands/command-context.ts
function budgetLocation(budget, cwd) {
  if (!budget) return {};
  const repositoryFile = repositoryPath(cwd, budget.file);
  const lines = budget.text ? { lineOf: lineFinder(budget.text), entryLineOf: entryLineFinder(budget.text) } : {};
  return { ...lines, ...repositoryFile ? { repositoryFile } : {} };
}
function placeFinder2(budget) {
  return budget?.text ? placeFinder(budget.text) : void 0;
}

export {
  editJson,
  appendJson,
  writeFileAtomic,
  budgetLocation,
  placeFinder2 as placeFinder
};
