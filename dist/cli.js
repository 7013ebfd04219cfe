#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/cli/cli.ts
import module from "node:module";
module.enableCompileCache?.();
var { main } = await import("./chunks/cli-run-ZPHTBY4U.js");
main();
