export { renderJson as __m16_renderJson } from "./cli-start-B8E5F960.js";
