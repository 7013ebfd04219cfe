export { runSetup as __m14_runSetup } from "./cli-start-0C8AEFFA.js";
