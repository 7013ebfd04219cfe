// Bundles the test servers once per run. Each starts hundreds of times; loading the MCP server SDK from one file
// instead of its package tree halves a start (measured: 0.42 s → 0.25 s of CPU), which is most of the suite's time.
// The same SDK code runs; the public servers from npm still start unbundled in the end-to-end tests.
import { build } from 'esbuild';
import { renameSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// test/helpers.ts names the same directory (it cannot import this file: that would load esbuild in every worker).
const TEST_SERVER_DIR = path.join(ROOT, '.tmp', 'test-servers');
const SOURCES = ['spec-server', 'spec-http-server', 'hostile', 'modern-server', 'modern-http-server', 'explore-server'];

export default async function setup(): Promise<void> {
  await Promise.all(
    SOURCES.map(async (name) => {
      const target = path.join(TEST_SERVER_DIR, `${name}.mjs`);
      // Written beside and renamed: a server another run starts never reads half a file.
      const partial = `${target}.${process.pid}.partial`;
      await build({
        entryPoints: [path.join(ROOT, 'test', 'fixtures', 'servers', `${name}.mjs`)],
        outfile: partial,
        bundle: true,
        format: 'esm',
        platform: 'node',
        target: 'node20',
        logLevel: 'warning',
        banner: {
          js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
        },
      });
      renameSync(partial, target);
    }),
  );
}
