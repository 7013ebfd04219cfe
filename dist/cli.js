#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  mark,
  probeConfinement
} from "./chunks/chunk-WFSH4S5T.js";
import "./chunks/chunk-CCW25KA5.js";
import "./chunks/chunk-OUCDQDYO.js";
import "./chunks/chunk-HANBNIMK.js";

// src/cli/cli.ts
import module from "node:module";
module.enableCompileCache?.();
if (!/^(merge|hosts|-h|--help|-v|--version)$/.test(process.argv[2] ?? "")) void probeConfinement();
var { main } = await import("./chunks/cli-run-B5G2PW6W.js");
mark("modules loaded");
main();
