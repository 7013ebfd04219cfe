import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  jsonSafe
} from "./chunk-5G6IVHAA.js";
import {
  formatPath
} from "./chunk-TLCQJE27.js";

// src/report/reporters/json.ts
function renderJson(report) {
  const findings = report.findings.map(({ path, ownFix: _ownFix, measured: _measured, ...finding }) => ({ ...finding, ...path ? { path: formatPath(path), pathSegments: path } : {} }));
  return jsonSafe(JSON.stringify({ ...report, findings }, null, 2)) + "\n";
}

export {
  renderJson
};
