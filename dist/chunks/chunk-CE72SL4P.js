export { measureCommand as __m20_measureCommand } from "./cli-start-7A9478CD.js";
