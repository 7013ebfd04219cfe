export { MAX_MESSAGE_DEPTH as __m2_MAX_MESSAGE_DEPTH, offsetPastDepth as __m2_offsetPastDepth } from "./start-shared-3AE6A6EC.js";
