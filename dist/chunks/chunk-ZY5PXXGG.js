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

// src/budget/repository-path.ts
import { existsSync, realpathSync } from "node:fs";
import path from "node:path";
function repositoryPath(cwd, file2) {
  const absolute = path.resolve(cwd, file2);
  let dir;
  try {
    dir = realpathSync(path.dirname(absolute));
  } catch {
    return void 0;
  }
  const real = path.join(dir, path.basename(absolute));
  for (let top = dir; ; top = path.dirname(top)) {
    if (existsSync(path.join(top, ".git"))) return path.relative(top, real).split(path.sep).join("/");
    if (path.dirname(top) === top) return void 0;
  }
}
function isInside(target, dir) {
  const relative = path.relative(dir, target);
  return relative === "" || !relative.startsWith("..") && !path.isAbsolute(relative);
}

export {
  repositoryPath,
  isInside,
  mark,
  tracing
};
