export { prepare as __m2_prepare, renderResult as __m2_renderResult, sayTempNote as __m2_sayTempNote, takesNoArguments as __m2_takesNoArguments } from "./cli-start-580920F0.js";
