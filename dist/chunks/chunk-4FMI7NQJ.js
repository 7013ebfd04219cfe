import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/shell/trace.ts
import { writeFileSync } from "node:fs";
var file = process.env.MCP_BUDGET_TRACE || void 0;
var marks = file ? [] : void 0;
if (file) {
  process.on("exit", () => {
    mark("exit");
    writeFileSync(file, `${marks.join("\n")}
`);
  });
}
function mark(phase, server) {
  if (!marks) return;
  const at = performance.now();
  const cpu = process.cpuUsage();
  marks.push(
    JSON.stringify({
      phase,
      ...server === void 0 ? {} : { server },
      ms: Math.round(at * 100) / 100,
      cpuMs: (cpu.user + cpu.system) / 1e3
    })
  );
}
var tracing = marks !== void 0;

export {
  mark,
  tracing
};
