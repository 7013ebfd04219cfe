export { run as __m1_run } from "./cli-start-998085B8.js";
