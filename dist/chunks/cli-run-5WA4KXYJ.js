export * from "./cli-start-0C8AEFFA.js";
