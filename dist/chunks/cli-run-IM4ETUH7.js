export * from "./cli-start-998085B8.js";
