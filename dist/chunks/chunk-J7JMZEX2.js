import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  formatPath
} from "./chunk-CFJFPK7S.js";
import {
  jsonSafe
} from "./chunk-2TKON5YV.js";

// src/report/reporters/json.ts
function renderJson(report) {
  const findings = report.findings.map(({ path, ownFix: _ownFix, measured: _measured, ...finding }) => ({
    ...finding,
    ...path ? { path: formatPath(path), pathSegments: path } : {}
  }));
  return `${jsonSafe(JSON.stringify({ ...report, findings }, null, 2))}
`;
}

export {
  renderJson
};
