export { run as __m1_run } from "./cli-start-BFBB9D8C.js";
