import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/shell/node-crypto.ts
import { createRequire } from "node:module";
var loaded;
function nodeCrypto() {
  return loaded ??= createRequire(import.meta.url)("node:crypto");
}

export {
  nodeCrypto
};
