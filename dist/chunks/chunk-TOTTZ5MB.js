import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/measure/json-pointer.ts
function getPointer(document, pointer) {
  if (pointer === "" || pointer === "/")
    return pointer === "" ? document : document?.[""];
  if (!pointer.startsWith("/")) return document?.[pointer];
  let node = document;
  for (const raw of pointer.slice(1).split("/")) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (node === null || typeof node !== "object") return void 0;
    node = Array.isArray(node) ? node[Number(key)] : node[key];
  }
  return node;
}
function withPointer(document, pointer, value) {
  if (pointer === "") return value;
  const keys = pointer.startsWith("/") ? pointer.slice(1).split("/").map((raw) => raw.replace(/~1/g, "/").replace(/~0/g, "~")) : [pointer];
  const set = (node, i) => {
    if (i === keys.length) return value;
    if (node === null || typeof node !== "object") return node;
    if (Array.isArray(node)) return node.map((item, at) => at === Number(keys[i]) ? set(item, i + 1) : item);
    const key = keys[i];
    return Object.hasOwn(node, key) ? { ...node, [key]: set(node[key], i + 1) } : node;
  };
  return set(document, 0);
}

export {
  getPointer,
  withPointer
};
