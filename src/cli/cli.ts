#!/usr/bin/env node
import { main } from './cli-run.js';

main();
