export * from "./cli-start-580920F0.js";
