export { require_ucs2length as __m3_require_ucs2length } from "./start-shared-3AE6A6EC.js";
