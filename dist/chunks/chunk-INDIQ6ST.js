export { callerReferences as __m17_callerReferences, policed as __m17_policed, reachWidenings as __m17_reachWidenings } from "./cli-start-BFBB9D8C.js";
