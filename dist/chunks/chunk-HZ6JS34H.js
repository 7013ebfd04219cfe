export { serversWithoutBudget as __m21_serversWithoutBudget, withPassEnv as __m21_withPassEnv } from "./cli-start-580920F0.js";
