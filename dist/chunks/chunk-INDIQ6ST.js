export { callerReferences as __m18_callerReferences, policed as __m18_policed, reachWidenings as __m18_reachWidenings } from "./cli-start-0C8AEFFA.js";
