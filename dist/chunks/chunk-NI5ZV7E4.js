export { measureBudgetServers as __m16_measureBudgetServers } from "./cli-start-BFBB9D8C.js";
