export * from "./cli-start-B8E5F960.js";
