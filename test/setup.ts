import { realpathSync } from 'node:fs';
import path from 'node:path';
import { afterAll } from 'vitest';
import { removeTempDirs, ROOT, tempDir } from './helpers.js';

// Each test file gets a token-count cache of its own, gone with it: no test reads counts another one left.
process.env.XDG_CACHE_HOME = tempDir('mcp-budget-cache-');

// The test projects start servers that live in this checkout (the bundled test servers, node_modules' public
// servers). A sandboxed server is shown its project and its toolchain (PATH) and nothing else of a hidden folder,
// so a checkout under /tmp or HOME is the suite's toolchain: on PATH, it is shown read-only wherever it lies.
// The bundled test servers' own folder too, where it really lies: a path named in a server's args shows nothing
// outside the project and the toolchain (issue 46), and a checkout whose .tmp is a link elsewhere keeps them there.
for (const dir of [ROOT, realpathSync(path.join(ROOT, '.tmp', 'test-servers'))])
  if (!(process.env.PATH ?? '').split(path.delimiter).includes(dir))
    process.env.PATH = [dir, process.env.PATH].filter(Boolean).join(path.delimiter);

afterAll(removeTempDirs);
