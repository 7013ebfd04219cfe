export { run as __m1_run } from "./cli-start-580920F0.js";
