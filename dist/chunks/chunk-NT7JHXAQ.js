export { measureCommand as __m20_measureCommand } from "./cli-start-998085B8.js";
