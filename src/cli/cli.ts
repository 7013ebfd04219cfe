#!/usr/bin/env node
import module from 'node:module';

// Node 22.1+ can keep compiled code between runs; the rest of mcp-budget loads after this so it benefits.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
const { main } = await import('./cli-run.js');
main();
