import path from 'node:path';
import { afterAll } from 'vitest';
import { removeTempDirs, ROOT, tempDir } from './helpers.js';

// Each test file gets a token-count cache of its own, gone with it: no test reads counts another one left.
process.env.XDG_CACHE_HOME = tempDir('mcp-budget-cache-');

// The test projects start servers that live in this checkout (the bundled test servers, node_modules' public
// servers). A sandboxed server is shown its project and its toolchain (PATH) and nothing else of a hidden folder,
// so a checkout under /tmp or HOME is the suite's toolchain: on PATH, it is shown read-only wherever it lies.
if (!(process.env.PATH ?? '').split(path.delimiter).includes(ROOT))
  process.env.PATH = [ROOT, process.env.PATH].filter(Boolean).join(path.delimiter);

afterAll(removeTempDirs);
