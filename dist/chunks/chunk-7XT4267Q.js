export { runSetup as __m14_runSetup } from "./cli-start-B8E5F960.js";
