import { afterAll } from 'vitest';
import { removeTempDirs, tempDir } from './helpers.js';

// Each test file gets a token-count cache of its own, gone with it: no test reads counts another one left.
process.env.XDG_CACHE_HOME = tempDir('mcp-budget-cache-');

afterAll(removeTempDirs);
