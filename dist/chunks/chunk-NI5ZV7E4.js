export { measureBudgetServers as __m16_measureBudgetServers } from "./cli-start-580920F0.js";
