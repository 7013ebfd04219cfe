import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import { __m5_interruptible as interruptible } from "./start-shared-3AE6A6EC.js";

// src/measure/result-normalizer.ts
function makeNormalizer(rules, deadline) {
  if (!rules || rules.length === 0) return void 0;
  const compiled = (rules ?? []).map((rule) => ({
    regex: new RegExp(rule.pattern, `g${(rule.flags ?? "").replace("g", "")}`),
    replacement: rule.replacement ?? "<normalized>"
  }));
  const apply = interruptible(
    (text) => compiled.reduce((out, rule) => out.replace(rule.regex, rule.replacement), text)
  );
  return (text) => apply(deadline, text);
}
function normalizingOnce(normalize) {
  if (!normalize) return void 0;
  const done = /* @__PURE__ */ new Map();
  return (text) => {
    let out = done.get(text);
    if (out === void 0) done.set(text, out = normalize(text));
    return out;
  };
}

export {
  makeNormalizer,
  normalizingOnce
};
