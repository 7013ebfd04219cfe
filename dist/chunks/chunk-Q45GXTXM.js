export { checkCommand as __m12_checkCommand } from "./cli-start-0C8AEFFA.js";
