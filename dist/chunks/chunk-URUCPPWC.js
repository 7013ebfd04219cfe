export { checkCommand as __m12_checkCommand, keepReport as __m12_keepReport, removeBaseWorktreesSync as __m12_removeBaseWorktreesSync } from "./cli-start-BFBB9D8C.js";
