export { checkCommand as __m12_checkCommand } from "./cli-start-998085B8.js";
