#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  mark,
  probeConfinement
} from "./chunks/chunk-DM3L3IIO.js";
import "./chunks/chunk-CCW25KA5.js";
import "./chunks/chunk-OUCDQDYO.js";
import "./chunks/chunk-HANBNIMK.js";

// src/cli/cli.ts
import module from "node:module";
module.enableCompileCache?.();
if (!/^(merge|hosts|-h|--help|-v|--version)$/.test(process.argv[2] ?? "")) void probeConfinement();
var { main } = await import("./chunks/cli-run-H73UULLR.js");
mark("modules loaded");
main();
