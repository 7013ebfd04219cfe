export { measureCommand as __m20_measureCommand } from "./cli-start-BFBB9D8C.js";
