// Bundles the CLI and the Action with every runtime dependency, so `npx mcp-budget` fetches one package and the
// Action needs no install. Deterministic: CI rebuilds and fails when the committed dist/ differs.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { GENERATED, metaSchemaValidatorSource, reportValidatorSource, validatorSource } from './generate-validator.mjs';

const schemaCompileOptions = JSON.parse(await readFile(new URL('../src/measure/schema-compile-options.json', import.meta.url), 'utf8'));
for (const [file, source] of [[GENERATED.budget, validatorSource()], [GENERATED.report, reportValidatorSource()], [GENERATED.metaSchema2020, metaSchemaValidatorSource(schemaCompileOptions)]]) {
  if ((await readFile(file, 'utf8').catch(() => '')) !== source) await writeFile(file, source);
}

/**
 * gpt-tokenizer ships each rank table as a 200,000-element JavaScript array literal, which a cold run (no cached
 * counts) must parse on its way to a first count. The table is written next to the chunks as its exact JSON and read
 * with JSON.parse: ~60 ms faster than the literal on Node 20, and ~30 ms faster than a JSON string inside a module on
 * Node 24. The table read back must equal gpt-tokenizer's own, or the build fails.
 */
const rankTablesAsJson = {
  name: 'rank-tables-as-json',
  setup(build) {
    build.onLoad({ filter: /gpt-tokenizer[\\/]esm[\\/]bpeRanks[\\/][a-z0-9_]+\.js$/ }, async ({ path }) => {
      const table = (await import(path)).default;
      const json = JSON.stringify(table);
      if (!isDeepStrictEqual(JSON.parse(json), table)) throw new Error(`${path}: the rank table does not survive JSON`);
      const file = `${basename(path, '.js')}.ranks.json`;
      await mkdir('dist/chunks', { recursive: true });
      await writeFile(`dist/chunks/${file}`, json);
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

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: { cli: 'src/cli/cli.ts', action: 'src/action/action.ts', index: 'src/index.ts', guard: 'src/guard/guard.ts' },
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
  plugins: [rankTablesAsJson],
  // cross-spawn and other CommonJS dependencies call require(); ESM output needs one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
// Type definitions for the programmatic API (import { check } from 'mcp-budget') and the guard (mcp-budget/guard).
execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'scripts/tsconfig.types.json'], { stdio: 'inherit' });
