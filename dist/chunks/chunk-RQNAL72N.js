export { countedView as __m6_countedView, loadTokenizer as __m6_loadTokenizer, textByText as __m6_textByText, withCountsOf as __m6_withCountsOf } from "./start-shared-3AE6A6EC.js";
