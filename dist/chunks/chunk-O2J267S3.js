export { run as __m19_run } from "./cli-start-0C8AEFFA.js";
