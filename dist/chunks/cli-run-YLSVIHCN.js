export * from "./cli-start-BFBB9D8C.js";
