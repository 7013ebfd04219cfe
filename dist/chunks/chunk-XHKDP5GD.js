export { run as __m19_run } from "./cli-start-B8E5F960.js";
