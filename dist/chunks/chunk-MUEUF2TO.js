export { measureCommand as __m20_measureCommand } from "./cli-start-B8E5F960.js";
