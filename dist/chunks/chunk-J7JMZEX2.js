export { renderJson as __m16_renderJson } from "./cli-start-0C8AEFFA.js";
