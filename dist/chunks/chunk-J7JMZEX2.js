export { renderJson as __m16_renderJson } from "./cli-start-998085B8.js";
