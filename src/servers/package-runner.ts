import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `npx -y some-server` (and `pnpm dlx`, `bunx`, `uvx`) downloads the server when it is not installed. In a
 * sandbox without network that cannot work, and waiting for the startup timeout says nothing useful, so such a
 * command is recognised before it runs. Returns the package it would fetch, or undefined when it would not.
 */
export function packageFetchedAtStart(command: string, args: string[], projectDir: string): string | undefined {
  const runner = path.basename(command).replace(/\.(cmd|exe)$/, '');
  let rest = args;
  if (runner === 'pnpm' && (args[0] === 'dlx' || args[0] === 'exec')) rest = args.slice(1);
  else if (runner !== 'npx' && runner !== 'bunx' && runner !== 'uvx' && runner !== 'pnpx') return undefined;
  const noInstall = rest.includes('--no-install') || rest.includes('--offline') || rest.includes('--prefer-offline');
  if (noInstall || (runner === 'pnpm' && args[0] === 'exec')) return undefined;
  const spec = packageSpec(rest);
  if (!spec) return undefined;
  if (runner === 'uvx') return spec;
  const { name, wanted } = splitSpec(spec);
  // Installed in the project (or a parent): npx runs it from node_modules without the network, but only when the
  // installed version is the one asked for. A tag (`@latest`, `@next`) or a range is looked up in the registry.
  for (let dir = projectDir; ; dir = path.dirname(dir)) {
    const installed = installedVersion(path.join(dir, 'node_modules', name, 'package.json'));
    if (installed !== undefined) return wanted === undefined || wanted === installed ? undefined : spec;
    if (path.dirname(dir) === dir) return spec;
  }
}

/** The package an npx-like command runs: `--package=x`/`-p x` when given, else its first operand. */
function packageSpec(args: string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg.startsWith('--package=')) return arg.slice('--package='.length);
    if (arg === '--package' || arg === '-p') return args[i + 1];
    if (arg === '--') return args[i + 1];
    if (!arg.startsWith('-')) return arg;
  }
  return undefined;
}

/** `name@1.2.3`, `@scope/name@tag`, `name`: the name and the version or tag asked for. */
function splitSpec(spec: string): { name: string; wanted?: string } {
  const at = spec.indexOf('@', spec.startsWith('@') ? 1 : 0);
  return at === -1 ? { name: spec } : { name: spec.slice(0, at), wanted: spec.slice(at + 1) };
}

function installedVersion(manifest: string): string | undefined {
  if (!existsSync(manifest)) return undefined;
  try {
    const version = (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: unknown }).version;
    return typeof version === 'string' ? version : '';
  } catch {
    return '';
  }
}

/** The version of `spec`'s package installed in the project (or a parent), when there is one. */
export function installedPackage(spec: string, projectDir: string): { name: string; version: string } | undefined {
  const { name } = splitSpec(spec);
  for (let dir = projectDir; ; dir = path.dirname(dir)) {
    const version = installedVersion(path.join(dir, 'node_modules', name, 'package.json'));
    if (version) return { name, version };
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** When `spec` names the project's own package (its package.json, at or above the budget): that package's entry file. */
export function ownEntryPoint(spec: string, projectDir: string): { name: string; file: string } | undefined {
  const { name } = splitSpec(spec);
  for (let dir = projectDir; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown; bin?: unknown; main?: unknown };
        if (pkg.name !== name) return undefined;
        const bin =
          typeof pkg.bin === 'string'
            ? pkg.bin
            : pkg.bin && typeof pkg.bin === 'object'
              ? Object.values(pkg.bin as Record<string, unknown>).find((file) => typeof file === 'string')
              : undefined;
        const file = (typeof bin === 'string' ? bin : typeof pkg.main === 'string' ? pkg.main : 'index.js').replace(
          /^\.\//,
          '',
        );
        return { name, file: path.relative(projectDir, path.join(dir, file)).split(path.sep).join('/') };
      } catch {
        return undefined;
      }
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}
