export { judgeAndRender as __m4_judgeAndRender, oneOf as __m4_oneOf, runOptions as __m4_runOptions, wholeNumber as __m4_wholeNumber } from "./cli-start-580920F0.js";
