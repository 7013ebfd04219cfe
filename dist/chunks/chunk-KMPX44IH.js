export { measureBudgetServers as __m17_measureBudgetServers } from "./cli-start-7A9478CD.js";
