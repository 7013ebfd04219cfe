import { EXIT } from '../../exit-codes.js';
import path from 'node:path';
import { HOST_PROFILES } from '../../budget/host-profiles.js';
import { hostFacts, renderHostFacts } from '../../commands/hosts/hosts-command.js';
import type { CommandInput } from '../command-run.js';
import { userError } from '../../user-error-words.js';

/**
 * `hosts [name]`: the host profiles' facts; `hosts proxy <server>`, `hosts record [host...]`,
 * `hosts verify [host...]`. Their own modules load
 * only for them (`hosts record` alone brings node:http, ~40 ms to import on Node 24).
 */
export async function run({ args, values, io }: CommandInput): Promise<number> {
  if (args[0] === 'record') {
    const cwd = io.cwd;
    const { recordHostsCommand } = await import('../../commands/hosts/hosts-record-command.js');
    const { HOST_PROGRAMS } = await import('../../commands/hosts/host-programs.js');
    const { hostsCacheDir } = await import('../../commands/hosts/host-install.js');
    return recordHostsCommand(
      {
        configFile: values.config ?? 'budget.json',
        cwd,
        hosts: args.length > 1 ? args.slice(1) : Object.keys(HOST_PROGRAMS),
        cli: process.argv[1] ?? 'mcp-budget',
        outDir: path.join(cwd, 'mcp-budget-recordings'),
        cacheDir: hostsCacheDir(io.env, cwd),
      },
      (text) => io.stdout.write(text),
    );
  }
  if (args[0] === 'verify') {
    const cwd = io.cwd;
    const { verifyHostsCommand } = await import('../../commands/hosts/hosts-verify-command.js');
    const { HOST_PROGRAMS } = await import('../../commands/hosts/host-programs.js');
    const { hostsCacheDir } = await import('../../commands/hosts/host-install.js');
    return verifyHostsCommand(
      {
        configFile: values.config ?? 'budget.json',
        cwd,
        hosts: args.length > 1 ? args.slice(1) : Object.keys(HOST_PROGRAMS),
        cli: process.argv[1] ?? 'mcp-budget',
        cacheDir: hostsCacheDir(io.env, cwd),
        callerEnv: io.env,
        latest: values.latest === true,
        json: values.json === true || values.reporter === 'json',
      },
      (text) => io.stdout.write(text),
    );
  }
  if (values.latest) throw userError('LATEST_IS_FOR_VERIFY');
  if (args[0] === 'proxy') {
    if (args.length !== 2 || !io.stdin || !io.rawStdout) throw userError('HOSTS_PROXY_ONE_SERVER');
    const { proxyServer } = await import('../../commands/hosts/sandbox-proxy.js');
    return proxyServer(values.config ?? 'budget.json', args[1]!, {
      stdin: io.stdin,
      stdout: io.rawStdout,
      env: io.env,
      cwd: io.cwd,
    });
  }
  const host = args[0];
  if (host !== undefined && !(host in HOST_PROFILES))
    throw userError('NO_HOST_PROFILE', { host, profiles: Object.keys(HOST_PROFILES) });
  const rows = hostFacts(new Date(), host);
  const json = values.json || values.reporter === 'json';
  io.stdout.write(json ? `${JSON.stringify(rows, null, 2)}\n` : renderHostFacts(rows));
  return EXIT.ok;
}
