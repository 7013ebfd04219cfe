export { measureAll as __m15_measureAll } from "./cli-start-B8E5F960.js";
