export { runSetup as __m13_runSetup } from "./cli-start-BFBB9D8C.js";
