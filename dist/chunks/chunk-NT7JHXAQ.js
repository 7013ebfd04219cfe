export { measureCommand as __m20_measureCommand } from "./cli-start-0C8AEFFA.js";
