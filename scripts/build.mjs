// Bundles the CLI and the Action with every runtime dependency, so `npx mcp-budget` fetches one package and the
// Action needs no install. Deterministic: CI rebuilds and fails when the committed dist/ differs.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { validatorSource } from './generate-validator.mjs';

const validatorFile = new URL('../src/budget/generated/budget-validator.js', import.meta.url);
const source = validatorSource();
if ((await readFile(validatorFile, 'utf8').catch(() => '')) !== source) await writeFile(validatorFile, source);

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: { cli: 'src/cli/cli.ts', action: 'src/action/action.ts', index: 'src/index.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  chunkNames: 'chunks/[name]-[hash]',
  legalComments: 'none',
  charset: 'utf8',
  // jsonc-parser's "main" is a UMD build whose dynamic require() a bundle cannot follow; its ESM build bundles.
  mainFields: ['module', 'main'],
  logLevel: 'warning',
  // cross-spawn and other CommonJS dependencies call require(); ESM output needs one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
// Type definitions for the programmatic API (import { check } from 'mcp-budget').
execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'scripts/tsconfig.types.json'], { stdio: 'inherit' });
