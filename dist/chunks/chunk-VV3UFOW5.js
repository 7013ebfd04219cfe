export { run as __m19_run } from "./cli-start-BFBB9D8C.js";
