import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/measure/schema-defs.ts
function schemaDefs(schema) {
  if (!isObject(schema)) return void 0;
  const key = isObject(schema.$defs) ? "$defs" : isObject(schema.definitions) ? "definitions" : void 0;
  if (!key) return void 0;
  const defs = schema[key];
  const names = Object.keys(defs);
  if (names.length === 0) return void 0;
  let unsure = false;
  const refsIn = (node, found, root) => {
    if (Array.isArray(node)) return node.forEach((item) => refsIn(item, found, false));
    if (!isObject(node)) return;
    for (const [name, value] of Object.entries(node)) {
      if (root && name === key) continue;
      if (name === "$dynamicRef" || name === "$recursiveRef" || (name === "$id" || name === "$anchor" || name === "$dynamicAnchor") && !root)
        unsure = true;
      if (name === "$ref" && typeof value === "string") {
        const target = definitionOf(value, key);
        if (target === null) unsure = true;
        else if (target !== void 0) found.add(target);
      }
      refsIn(value, found, false);
    }
  };
  const used = /* @__PURE__ */ new Set();
  refsIn(schema, used, true);
  const queue = [...used];
  while (queue.length > 0) {
    const more = /* @__PURE__ */ new Set();
    refsIn(defs[queue.pop()], more, false);
    for (const name of more) if (!used.has(name)) used.add(name), queue.push(name);
  }
  if (unsure) return void 0;
  return { key, names, unused: names.filter((name) => !used.has(name)) };
}
function definitionOf(ref, key) {
  if (!ref.startsWith("#")) return null;
  if (ref === "#" || !ref.startsWith(`#/${key}/`)) return ref.startsWith("#/") || ref === "#" ? void 0 : null;
  const segment = ref.slice(key.length + 3).split("/")[0];
  try {
    return decodeURIComponent(segment).replace(/~1/g, "/").replace(/~0/g, "~");
  } catch {
    return null;
  }
}
function withoutUnusedDefs(schema, defs) {
  const kept = Object.fromEntries(
    Object.entries(schema[defs.key]).filter(([name]) => !defs.unused.includes(name))
  );
  const { [defs.key]: _all, ...rest } = schema;
  return Object.keys(kept).length > 0 ? { ...rest, [defs.key]: kept } : rest;
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export {
  schemaDefs,
  withoutUnusedDefs
};
