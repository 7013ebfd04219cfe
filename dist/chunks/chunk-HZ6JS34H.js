export { serversWithoutBudget as __m21_serversWithoutBudget, withPassEnv as __m21_withPassEnv } from "./cli-start-BFBB9D8C.js";
