#!/usr/bin/env node
import module from 'node:module';
import { probeConfinement } from '../servers/sandbox/confinement-probe.js';
import { mark } from '../shell/trace.js';

// Node 22.1+ can keep compiled code between runs; the rest of mcp-budget loads after this so it benefits.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
// No server starts before the sandbox is probed (a trial run of bubblewrap): it runs while the rest loads.
if (!/^(merge|hosts|-h|--help|-v|--version)$/.test(process.argv[2] ?? '')) void probeConfinement();
const { main } = await import('./cli-run.js');
mark('modules loaded');
main();
