import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/budget/repository-path.ts
import { existsSync, realpathSync } from "node:fs";
import path from "node:path";
function repositoryPath(cwd, file) {
  const absolute = path.resolve(cwd, file);
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
  isInside
};
