export { measureAll as __m15_measureAll } from "./cli-start-998085B8.js";
