export { measureAll as __m15_measureAll } from "./cli-start-BFBB9D8C.js";
