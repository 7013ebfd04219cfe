export { runSetup as __m14_runSetup } from "./cli-start-998085B8.js";
