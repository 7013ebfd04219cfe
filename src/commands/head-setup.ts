import { realpathSync } from 'node:fs';
import type { Checkout } from '../budget/git-base.js';
import { runSetup } from '../servers/setup-launch.js';
import type { CommandContext } from './command-context.js';
import { userError } from '../user-error-words.js';

/**
 * `--setup` in the checkout: the pull request's install and build, run inside the sandbox with the whole work tree
 * writable (a workspace installs at its root) and nothing else of the job's. A failure ends the run like a server
 * that cannot start: nothing after it could be measured.
 */
export async function setUpHead(
  command: string,
  budgetDir: string,
  checkout: Checkout,
  context: CommandContext,
): Promise<void> {
  const workTree = checkout.top ? realpathSync(checkout.top) : budgetDir;
  const setup = await runSetup({
    command,
    cwd: budgetDir,
    workTree,
    where: workTree,
    callerEnv: context.callerEnv,
    label: 'setup',
    ...(context.log ? { log: context.log } : {}),
  });
  if (setup.code !== 0) throw userError('SETUP_FAILED', { option: '--setup', code: setup.code, tail: setup.tail });
}
