export * from "./cli-start-7A9478CD.js";
