import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/report/reporters/table.ts
function table(header, rows, numeric) {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells) => cells.map((cell, i) => numeric[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i])).join("  ").trimEnd();
  return [line(header), ...rows.map(line)];
}

export {
  table
};
