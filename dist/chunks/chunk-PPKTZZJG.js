export { run as __m1_run } from "./cli-start-0C8AEFFA.js";
