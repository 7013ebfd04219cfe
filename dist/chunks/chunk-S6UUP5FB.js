export { measureBudgetServers as __m17_measureBudgetServers } from "./cli-start-B8E5F960.js";
