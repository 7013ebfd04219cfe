export { renderJson as __m16_renderJson } from "./cli-start-7A9478CD.js";
