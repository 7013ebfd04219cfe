import type { Checkout } from '../budget/git-base.js';
import type { CommandContext } from './command-context.js';
/**
 * `--setup` in the checkout: the pull request's install and build, run inside the sandbox with the whole work tree
 * writable (a workspace installs at its root) and nothing else of the job's. A failure ends the run like a server
 * that cannot start: nothing after it could be measured.
 */
export declare function setUpHead(command: string, budgetDir: string, checkout: Checkout, context: CommandContext): Promise<void>;
