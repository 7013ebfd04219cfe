export { renderJson as __m18_renderJson } from "./cli-start-BFBB9D8C.js";
