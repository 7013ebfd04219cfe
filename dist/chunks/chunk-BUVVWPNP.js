export { runSetup as __m14_runSetup } from "./cli-start-7A9478CD.js";
