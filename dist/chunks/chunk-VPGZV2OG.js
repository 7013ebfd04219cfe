import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/text/untrusted.ts
var UNSAFE_CHARACTERS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
var UNSAFE_OR_NEWLINE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
var visible = (character) => {
  const code = character.charCodeAt(0);
  return code <= 255 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
};
function showControls(text, keepNewlines = false) {
  return text.replace(
    keepNewlines ? UNSAFE_CHARACTERS : UNSAFE_OR_NEWLINE,
    (character) => character === "	" ? "	" : visible(character)
  );
}
var MULTI_LINE_FIELDS = /* @__PURE__ */ new Set(["message", "stderr", "fix"]);
function withControlsShown(value, key = "") {
  if (typeof value === "string") return showControls(value, MULTI_LINE_FIELDS.has(key));
  if (Array.isArray(value)) {
    let copy;
    value.forEach((item, i) => {
      const shown = withControlsShown(item, key);
      if (shown !== item) (copy ??= [...value])[i] = shown;
    });
    return copy ?? value;
  }
  if (value && typeof value === "object" && !(value instanceof Map)) {
    let copy;
    for (const k in value) {
      if (!Object.hasOwn(value, k)) continue;
      const v = value[k];
      const shown = withControlsShown(v, k);
      if (shown !== v) (copy ??= { ...value })[k] = shown;
    }
    return copy ?? value;
  }
  return value;
}
function neutralizeWorkflowCommands(text) {
  return text.split(/(\r\n|\r|\n)/).map((part) => part.replace(/##\[/g, "##\\u005b").replace(/^(\s*):(?=:)/, "$1\\u003a")).join("");
}
var MARKDOWN_ACTIVE = /[\\`*_[\]<>!|#~&:]|^[-+=]/g;
function markdownText(text) {
  return showControls(text).replace(MARKDOWN_ACTIVE, (character) => `\\${character}`).replace(/@/g, "@&#8203;").replace(/(www)\./gi, "$1&#8203;.");
}
function markdownWithCode(text) {
  const parts = text.split("`");
  return parts.map((part, i) => {
    const closed = i % 2 === 1 && i < parts.length - 1;
    if (!closed) return `${i % 2 === 1 ? "\\`" : ""}${markdownText(part)}`;
    const code = showControls(part);
    return code.trim() === "" || /[@<>|]|www\./i.test(code) ? markdownText(`\`${part}\``) : `\`${code}\``;
  }).join("");
}
function jsonSafe(json) {
  return neutralizeWorkflowCommands(
    json.replace(UNSAFE_CHARACTERS, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`)
  );
}

export {
  showControls,
  withControlsShown,
  neutralizeWorkflowCommands,
  markdownText,
  markdownWithCode,
  jsonSafe
};
