export { measureAll as __m15_measureAll } from "./cli-start-7A9478CD.js";
