export { callerReferences as __m17_callerReferences, policed as __m17_policed, reachWidenings as __m17_reachWidenings } from "./cli-start-580920F0.js";
