export { measureAll as __m15_measureAll } from "./cli-start-580920F0.js";
