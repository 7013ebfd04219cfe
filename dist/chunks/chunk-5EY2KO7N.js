export { run as __m1_run } from "./cli-start-7A9478CD.js";
