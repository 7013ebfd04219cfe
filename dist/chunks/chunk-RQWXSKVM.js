export { measureBudgetServers as __m17_measureBudgetServers } from "./cli-start-998085B8.js";
