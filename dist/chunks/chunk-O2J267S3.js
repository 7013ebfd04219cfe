export { run as __m19_run } from "./cli-start-998085B8.js";
