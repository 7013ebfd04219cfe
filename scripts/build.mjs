// Bundles the CLI and the Action with every runtime dependency, so `npx mcp-budget` fetches one package and the
// Action needs no install. Deterministic: CI rebuilds and fails when the committed dist/ differs.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { buildInputsDigest, DIGEST_FILE } from './build-inputs.mjs';
import { mergeStartChunks } from './start-module.mjs';
import { GENERATED, metaSchemaValidatorSource, reportValidatorSource, validatorSource } from './generate-validator.mjs';

const schemaCompileOptions = JSON.parse(
  await readFile(new URL('../src/measure/schema-compile-options.json', import.meta.url), 'utf8'),
);
for (const [file, source] of [
  [GENERATED.budget, validatorSource()],
  [GENERATED.report, reportValidatorSource()],
  [GENERATED.metaSchema2020, metaSchemaValidatorSource(schemaCompileOptions)],
]) {
  if ((await readFile(file, 'utf8').catch(() => '')) !== source) await writeFile(file, source);
}

/**
 * gpt-tokenizer ships each rank table as a 200,000-element JavaScript array literal, which a cold run (no cached
 * counts) must parse on its way to a first count. The table is written next to the chunks as its exact JSON and read
 * with JSON.parse: ~60 ms faster than the literal on Node 20, and ~30 ms faster than a JSON string inside a module on
 * Node 24. The table read back must equal gpt-tokenizer's own, or the build fails.
 */
/**
 * The build writes into a fresh folder and moves each file into dist/ over its old copy (a rename, atomic per file),
 * then removes what the new build no longer has: a test or `npm pack` running meanwhile never finds dist/types or an
 * entry point missing (removing dist/ first left it without types for the ~17 s tsc takes).
 */
const FRESH = `dist.building-${process.pid}`;

const rankTablesAsJson = {
  name: 'rank-tables-as-json',
  setup(build) {
    build.onLoad({ filter: /gpt-tokenizer[\\/]esm[\\/]bpeRanks[\\/][a-z0-9_]+\.js$/ }, async ({ path }) => {
      const table = (await import(path)).default;
      const json = JSON.stringify(table);
      if (!isDeepStrictEqual(JSON.parse(json), table)) throw new Error(`${path}: the rank table does not survive JSON`);
      const file = `${basename(path, '.js')}.ranks.json`;
      await mkdir(`${FRESH}/chunks`, { recursive: true });
      await writeFile(`${FRESH}/chunks/${file}`, json);
      // The importing code is always a dynamically imported chunk, so it sits in dist/chunks beside the table.
      // Loading runs while servers boot: it yields between reading, parsing and indexing (~50 ms each), so a
      // server's answer waits for one step at most, not for the whole tokenizer.
      const contents = [
        "import { readFile } from 'node:fs/promises';",
        'const nextTurn = () => new Promise((resolve) => setImmediate(resolve));',
        `const text = await readFile(new URL(${JSON.stringify(`./${file}`)}, import.meta.url), 'utf8');`,
        'await nextTurn();',
        'const table = JSON.parse(text);',
        'await nextTurn();',
        'export default table;',
      ].join('\n');
      return { contents, loader: 'js' };
    });
  },
};

await rm(FRESH, { recursive: true, force: true });
const { metafile } = await build({
  entryPoints: {
    cli: 'src/cli/cli.ts',
    action: 'src/action/action.ts',
    index: 'src/index.ts',
    guard: 'src/guard/guard.ts',
  },
  outdir: FRESH,
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
  plugins: [rankTablesAsJson],
  // cross-spawn and other CommonJS dependencies call require(); ESM output needs one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  metafile: true,
});
await mergeStartChunks(metafile, FRESH);
// Type definitions for the programmatic API (import { check } from 'mcp-budget') and the guard (mcp-budget/guard).
execFileSync(
  process.execPath,
  ['node_modules/typescript/bin/tsc', '-p', 'scripts/tsconfig.types.json', '--outDir', `${FRESH}/types`],
  { stdio: 'inherit' },
);
await writeFile(`${FRESH}/${DIGEST_FILE}`, `${buildInputsDigest('.')}\n`);
await moveInto(FRESH, 'dist');

/** Files under `dir`, relative to it. */
async function filesIn(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => !entry.isDirectory())
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name).slice(dir.length + 1));
}

/** New chunks first (entry points import them), then every other file, then the files the new build does not have. */
async function moveInto(fresh, dest) {
  const files = await filesIn(fresh);
  const chunksFirst = [
    ...files.filter((file) => file.startsWith('chunks')),
    ...files.filter((file) => !file.startsWith('chunks')),
  ];
  for (const file of chunksFirst) {
    await mkdir(dirname(join(dest, file)), { recursive: true });
    await rename(join(fresh, file), join(dest, file));
  }
  const kept = new Set(files);
  for (const file of await filesIn(dest)) if (!kept.has(file)) await rm(join(dest, file));
  for (const dir of (await readdir(dest, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort()
    .reverse()) {
    if ((await readdir(dir)).length === 0) await rm(dir, { recursive: true });
  }
  await rm(fresh, { recursive: true, force: true });
}
