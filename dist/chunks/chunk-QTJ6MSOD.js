export { require_equal as __m4_require_equal, require_fast_deep_equal as __m4_require_fast_deep_equal } from "./start-shared-3AE6A6EC.js";
