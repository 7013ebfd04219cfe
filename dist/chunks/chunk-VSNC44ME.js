export { serversWithoutBudget as __m21_serversWithoutBudget, withPassEnv as __m21_withPassEnv } from "./cli-start-B8E5F960.js";
