export { run as __m1_run } from "./cli-start-B8E5F960.js";
