#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  probeConfinement
} from "./chunks/chunk-VV6WRPXC.js";
import "./chunks/chunk-CCW25KA5.js";
import {
  mark
} from "./chunks/chunk-4FMI7NQJ.js";
import "./chunks/chunk-2TKON5YV.js";
import "./chunks/chunk-HANBNIMK.js";

// src/cli/cli.ts
import module from "node:module";
module.enableCompileCache?.();
if (!/^(merge|hosts|-h|--help|-v|--version)$/.test(process.argv[2] ?? "")) void probeConfinement();
var { main } = await import("./chunks/cli-start-580920F0.js");
mark("modules loaded");
main();
