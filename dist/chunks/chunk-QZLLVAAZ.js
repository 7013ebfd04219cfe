import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/measure/proposals/proposals.ts
function figuresOf(value, tokenizer) {
  const json = JSON.stringify(value);
  return { bytes: Buffer.byteLength(json), tokens: tokenizer.count(json) };
}
function saving(before, after) {
  const saves = { bytes: before.bytes - after.bytes, tokens: before.tokens - after.tokens };
  return saves.bytes > 0 || saves.tokens > 0 ? saves : void 0;
}
function rankProposals(proposals) {
  return proposals.sort(
    (a, b) => b.saves.tokens - a.saves.tokens || b.saves.bytes - a.saves.bytes || a.subject.localeCompare(b.subject) || a.kind.localeCompare(b.kind)
  );
}
var EVERY_PROFILE_ASKED = " (no `hosts` in budget.json: every shipped host profile asked)";

// src/measure/proposals/defs-proposals.ts
var MIN_SHARING_TOOLS = 3;
var SCHEMAS = ["inputSchema", "outputSchema"];
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
function trimmed(tool) {
  const unused = [];
  const changed = { ...tool };
  for (const key of SCHEMAS) {
    const schema = tool[key];
    const defs = schemaDefs(schema);
    if (!defs || defs.unused.length === 0) continue;
    unused.push(...defs.unused);
    changed[key] = withoutUnusedDefs(schema, defs);
  }
  return unused.length > 0 ? { tool: changed, unused } : void 0;
}
function unusedDefsChange(tool) {
  const after = trimmed(tool);
  if (!after) return void 0;
  const names = after.unused.slice(0, 6).map((name) => `"${name}"`).join(", ") + (after.unused.length > 6 ? ` and ${after.unused.length - 6} more` : "");
  return {
    after: after.tool,
    rest: {
      kind: "unused-defs",
      lossless: true,
      change: `drop the ${after.unused.length} "$defs" no property refers to (${names}): they are sent on every listing and the model never needs them`
    }
  };
}
function sharedDefsProposals(server, tools, tokenizer) {
  const holders = /* @__PURE__ */ new Map();
  for (const tool of tools)
    for (const key of SCHEMAS) {
      const schema = tool[key];
      const defs = schemaDefs(schema);
      if (!defs) continue;
      for (const name of defs.names) {
        const id = `${name}\0${JSON.stringify(schema[defs.key][name])}`;
        holders.set(id, (holders.get(id) ?? 0) + 1);
      }
    }
  const shared = [...holders].filter(([, count]) => count >= MIN_SHARING_TOOLS);
  if (shared.length === 0) return [];
  let [before, after, dropped] = [{ bytes: 0, tokens: 0 }, { bytes: 0, tokens: 0 }, 0];
  const copies = shared.reduce((sum, [, count]) => sum + count, 0);
  const sharedNames = new Set(shared.map(([id]) => id.slice(0, id.indexOf("\0"))));
  for (const tool of tools) {
    const now = trimmed(tool);
    const was = figuresOf(tool, tokenizer);
    const is = now ? figuresOf(now.tool, tokenizer) : was;
    before = { bytes: before.bytes + was.bytes, tokens: before.tokens + was.tokens };
    after = { bytes: after.bytes + is.bytes, tokens: after.tokens + is.tokens };
    dropped += now ? now.unused.filter((name) => sharedNames.has(name)).length : 0;
  }
  const saves = saving(before, after);
  if (!saves || dropped === 0) return [];
  const most = Math.max(...shared.map(([, count]) => count));
  const where = most === tools.length ? `all ${tools.length} tools` : `up to ${most} of the ${tools.length} tools`;
  return [
    {
      subject: server,
      kind: "unused-defs",
      lossless: true,
      saves,
      change: `the same ${shared.length} "$defs" stand in ${where}, and each tool refers to few of them: keep in each tool only those its properties refer to (${dropped} of ${copies} copies go)`
    }
  ];
}

export {
  figuresOf,
  saving,
  rankProposals,
  EVERY_PROFILE_ASKED,
  schemaDefs,
  unusedDefsChange,
  sharedDefsProposals
};
