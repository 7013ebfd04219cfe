export { run as __m19_run } from "./cli-start-580920F0.js";
