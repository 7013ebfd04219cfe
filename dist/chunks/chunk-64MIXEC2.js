export { checkCommand as __m12_checkCommand } from "./cli-start-B8E5F960.js";
