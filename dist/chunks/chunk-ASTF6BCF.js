export { checkCommand as __m12_checkCommand, keepReport as __m12_keepReport, removeBaseWorktreesSync as __m12_removeBaseWorktreesSync } from "./cli-start-580920F0.js";
