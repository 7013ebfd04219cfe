import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/shell/after-start.ts
var waiting = [];
var released = false;
function serversStarting() {
  if (released) return;
  released = true;
  for (const load of waiting.splice(0)) setImmediate(load);
}
function loadAfterStart(load) {
  let loading;
  const get = () => loading ??= load();
  const early = () => get().catch(() => void 0);
  if (released) setImmediate(early);
  else waiting.push(early);
  return get;
}

export {
  serversStarting,
  loadAfterStart
};
