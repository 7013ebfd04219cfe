import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/text/config-option.ts
function configOption(configFile) {
  if (!configFile || configFile === "budget.json") return "";
  return ` --config ${/^[\w./@-]+$/.test(configFile) ? configFile : JSON.stringify(configFile)}`;
}

export {
  configOption
};
