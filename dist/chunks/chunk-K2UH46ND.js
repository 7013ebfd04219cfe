export { measureAll as __m15_measureAll } from "./cli-start-0C8AEFFA.js";
