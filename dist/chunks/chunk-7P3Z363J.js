export { measureCommand as __m20_measureCommand } from "./cli-start-580920F0.js";
