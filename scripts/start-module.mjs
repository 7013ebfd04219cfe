// The CLI's way to its first server start in two modules, not thirty. esbuild's code splitting leaves the command line,
// the config and the launch in about 35 chunks, and Node's ESM loader resolves, links and compiles each one apart:
// loading them took 38–44 ms on Node 20 and 31–35 on Node 24, where the same code as one module took 20 and 15.
// So after the split build, the chunks `cli-run` imports are bundled again, and each merged chunk is left as a
// one-line module that re-exports its names from the merged one: whatever reaches a merged chunk by another way
// (a dynamic import) gets the very same bindings, so no module state is ever held twice. Every other file's static
// imports name the merged module itself.
//
// Two merged modules, not one: what `mcp-budget/guard` also imports (the budget's parser and validator among it) is
// merged on its own, so the guard, which runs inside users' servers, never loads the CLI. Left as they are: the
// chunks the CLI's entry imports before it turns on Node's compile cache (the sandbox probe starts from there).
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';

// The line esbuild writes above each module it bundles, naming the module's source.
const MODULE_COMMENT = /^\/\/ ((?:src|node_modules)\/\S+|[\w.-]+\.json)$/gm;

/** `metafile` is the split build's, `outdir` where it wrote; paths in it are relative to the working directory. */
export async function mergeStartChunks(metafile, outdir) {
  const outputs = metafile.outputs;
  const closure = (roots) => {
    const seen = new Set();
    const visit = (file) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const { path, kind, external } of outputs[file]?.imports ?? [])
        if (kind === 'import-statement' && !external) visit(path);
    };
    for (const root of roots) visit(root);
    return seen;
  };
  const cliEntry = join(outdir, 'cli.js');
  const run = (outputs[cliEntry]?.imports ?? []).find(
    (i) => i.kind === 'dynamic-import' && basename(i.path).startsWith('cli-run-'),
  )?.path;
  if (!run) throw new Error('the CLI entry no longer imports cli-run: the start module cannot be merged');
  const beforeCompileCache = closure([cliEntry]);
  const guard = closure([join(outdir, 'guard.js')]);
  const start = [...closure([run])].filter((file) => !beforeCompileCache.has(file));
  // The guard's share first: nothing it holds imports the rest (the guard's imports are closed), so neither merged
  // module imports the other in a circle.
  await mergeChunks(
    outputs,
    outdir,
    'start-shared',
    start.filter((file) => guard.has(file)),
  );
  const cliStart = await mergeChunks(
    outputs,
    outdir,
    'cli-start',
    start.filter((file) => !guard.has(file)),
    run,
  );
  const entryPath = join(process.cwd(), cliEntry);
  const entryText = await readFile(entryPath, 'utf8');
  const runSpec = JSON.stringify(`./chunks/${basename(run)}`);
  if (!entryText.includes(runSpec)) throw new Error(`${cliEntry} does not name ${runSpec}`);
  await writeFile(entryPath, entryText.replace(runSpec, JSON.stringify(`./chunks/${cliStart}`)));
}

/**
 * Bundles `files` (chunks of the split build, none importing another file that imports them back) into one module
 * named `<name>-<hash>.js` beside them; `root`, if given, keeps its own export names (the CLI entry imports it by
 * name). Returns the merged module's file name.
 */
async function mergeChunks(outputs, outdir, name, files, root) {
  if (files.length < 2) return files[0] && basename(files[0]);
  const cwd = process.cwd();
  const chunks = join(cwd, outdir, 'chunks');
  const ordered = root ? [root, ...files.filter((file) => file !== root)] : files;
  const alias = (file, exported) => (file === root ? exported : `__m${ordered.indexOf(file)}_${exported}`);
  const reExports = (file, target) => {
    const names = outputs[file].exports;
    if (names.length === 0) return `import ${target};`;
    if (file === root) return `export * from ${target};`;
    return `export { ${names.map((exported) => `${exported} as ${alias(file, exported)}`).join(', ')} } from ${target};`;
  };
  // The root first: its graph evaluates in its own order before any other line runs.
  const entryFile = join(chunks, `${name}-entry.js`);
  await writeFile(
    entryFile,
    `${ordered.map((file) => reExports(file, JSON.stringify(`./${basename(file)}`))).join('\n')}\n`,
  );
  const merging = new Set(files.map((file) => join(cwd, file)));
  const result = await build({
    entryPoints: [entryFile],
    // Module comments name paths from here: the build's own folder (its name holds a process id) stays out of them.
    absWorkingDir: chunks,
    write: false,
    outfile: join(chunks, `${name}.js`),
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // A bundle keeps no comments but legal ones: each module's `// src/…` line rides through as one.
    legalComments: 'inline',
    charset: 'utf8',
    logLevel: 'warning',
    // No banner: each merged chunk brings its own `require`, which esbuild renames apart.
    plugins: [
      {
        name: 'only-these-chunks',
        setup(b) {
          b.onLoad({ filter: /\.js$/ }, async ({ path }) => ({
            contents: (await readFile(path, 'utf8')).replace(MODULE_COMMENT, '//! $1'),
            loader: 'js',
          }));
          b.onResolve({ filter: /^\.\.?\// }, ({ path, importer, kind }) => {
            const target = join(dirname(importer), path);
            if (kind === 'import-statement' && merging.has(target)) return undefined;
            return { path: `./${relative(chunks, target)}`, external: true };
          });
        },
      },
    ],
  });
  await rm(entryFile);
  const text = result.outputFiles[0].text.replace(/^\/\/! /gm, '// ');
  const merged = `${name}-${createHash('sha256').update(text).digest('hex').slice(0, 8).toUpperCase()}.js`;
  await writeFile(join(chunks, merged), text);
  for (const file of files) await writeFile(join(cwd, file), `${reExports(file, JSON.stringify(`./${merged}`))}\n`);
  await importFromMerged(outputs, merging, merged, alias);
  return merged;
}

/**
 * Static imports of the merged chunks, in every other file, name the merged module `merged` instead: loading each
 * one-line module apart would cost what the merge saved. Side-effect imports of it are written once a file.
 */
async function importFromMerged(outputs, merging, merged, alias) {
  const cwd = process.cwd();
  const importLine = /^import\s*(?:\{([^}]*)\}\s*from\s*)?"(\.[^"]+)";\n/gm;
  const mergedPath = join(dirname([...merging][0]), merged);
  for (const file of Object.keys(outputs)) {
    const path = join(cwd, file);
    if (!file.endsWith('.js') || merging.has(path)) continue;
    const text = await readFile(path, 'utf8');
    const spec = JSON.stringify(`./${relative(dirname(path), mergedPath)}`);
    let sideEffectWritten = false;
    const rewritten = text.replace(importLine, (line, names, from) => {
      const target = join(dirname(path), from);
      if (!merging.has(target)) return line;
      if (names === undefined) {
        if (sideEffectWritten) return '';
        sideEffectWritten = true;
        return `import ${spec};\n`;
      }
      const bindings = names
        .split(',')
        .map((binding) => binding.trim())
        .filter(Boolean)
        .map((binding) => {
          const [exported, local = exported] = binding.split(/\s+as\s+/);
          return `${alias(relative(cwd, target), exported)} as ${local}`;
        });
      return `import { ${bindings.join(', ')} } from ${spec};\n`;
    });
    if (rewritten !== text) await writeFile(path, rewritten);
  }
}
