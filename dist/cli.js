#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  probeConfinement
} from "./chunks/chunk-4VAGLG7P.js";
import {
  mark
} from "./chunks/chunk-ZY5PXXGG.js";
import "./chunks/chunk-SXWLR64H.js";
import "./chunks/chunk-CCW25KA5.js";
import "./chunks/chunk-V6LZTG7Q.js";
import "./chunks/chunk-HANBNIMK.js";

// src/cli/cli.ts
import module from "node:module";
module.enableCompileCache?.();
if (!/^(merge|hosts|-h|--help|-v|--version)$/.test(process.argv[2] ?? "")) void probeConfinement();
var { main } = await import("./chunks/cli-run-PHRCL2TI.js");
mark("modules loaded");
main();
