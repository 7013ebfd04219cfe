import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  userError
} from "./chunk-Z43UJCKP.js";

// src/servers/temp-dir.ts
import { accessSync, constants, statSync } from "node:fs";
import os from "node:os";
var FALLBACKS = ["/tmp", "/var/tmp"];
var chosen;
function choose() {
  const named = os.tmpdir();
  if (chosen?.named === named) return chosen.choice;
  const why = unwritable(named);
  if (why === void 0) return (chosen = { named, choice: { dir: named } }).choice;
  const instead = FALLBACKS.find((dir) => dir !== named && unwritable(dir) === void 0);
  if (instead === void 0) return { failed: { tmpdir: named, why } };
  return (chosen = { named, choice: { dir: instead, unusable: { dir: named, why } } }).choice;
}
function runTempDir() {
  const choice = choose();
  if ("failed" in choice) throw userError("NO_TEMP_DIR", { ...choice.failed, fallbacks: FALLBACKS });
  return choice.dir;
}
function tempDirNote() {
  const choice = choose();
  if ("failed" in choice || !choice.unusable) return void 0;
  return `TMPDIR ${choice.unusable.dir} cannot be written (${choice.unusable.why}); temporary folders are made in ${choice.dir} instead (set TMPDIR to a directory this user can write, or unset it)`;
}
function unwritable(dir) {
  try {
    if (!statSync(dir).isDirectory()) return "not a directory";
    accessSync(dir, constants.W_OK | constants.X_OK);
    return void 0;
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT") return "no such directory";
    if (code === "ENOTDIR") return "not a directory";
    if (code === "EACCES" || code === "EPERM") return "not writable by this user";
    if (code === "EROFS") return "a read-only file system";
    return error.message;
  }
}

export {
  runTempDir,
  tempDirNote
};
