export { callerReferences as __m18_callerReferences, policed as __m18_policed, reachWidenings as __m18_reachWidenings } from "./cli-start-B8E5F960.js";
