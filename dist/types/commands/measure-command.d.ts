import type { CommandContext } from './command-context.js';
import type { CommandResult } from '../judge/command-result.js';
/** The cost table, budget or not: servers from budget.json if there is one, else from --server or .mcp.json files. */
export declare function measureCommand(configFile: string, serverSpecs: string[], context: CommandContext & {
    configGiven?: boolean;
}): Promise<CommandResult>;
