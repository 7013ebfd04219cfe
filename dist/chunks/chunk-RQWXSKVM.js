export { measureBudgetServers as __m17_measureBudgetServers } from "./cli-start-0C8AEFFA.js";
