export { renderJson as __m18_renderJson } from "./cli-start-580920F0.js";
