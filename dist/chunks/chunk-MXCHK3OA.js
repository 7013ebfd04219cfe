export { runSetup as __m13_runSetup } from "./cli-start-580920F0.js";
