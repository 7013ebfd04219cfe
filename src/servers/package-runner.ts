import { existsSync } from 'node:fs';
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
  if (noInstall || runner === 'pnpm' && args[0] === 'exec') return undefined;
  const spec = rest.find((arg) => !arg.startsWith('-'));
  if (!spec) return undefined;
  if (runner === 'uvx') return spec;
  const name = spec.replace(/^(@[^/]+\/[^@]+|[^@]+)@.*$/, '$1');
  // Installed in the project (or a parent): npx runs it from node_modules without the network.
  for (let dir = projectDir; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules', name, 'package.json'))) return undefined;
    if (path.dirname(dir) === dir) return spec;
  }
}
