export { run as __m19_run } from "./cli-start-7A9478CD.js";
