export { checkCommand as __m12_checkCommand } from "./cli-start-7A9478CD.js";
