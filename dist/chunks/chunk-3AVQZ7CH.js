import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  package_default
} from "./chunk-SGU6734M.js";

// src/report/finding-pages.ts
var REPOSITORY = package_default.repository.url.replace(/^git\+/, "").replace(/\.git$/, "");
function findingPageUrl(code) {
  return `${REPOSITORY}/blob/v${package_default.version}/docs/findings/${code}.md`;
}

export {
  findingPageUrl
};
