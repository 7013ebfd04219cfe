import type { CommandContext } from '../commands/command-context.js';
/**
 * Where one run's options are read from: the CLI's parsed flags or the Action's inputs. `text` answers a string
 * option ('' or undefined when not given), `flag` a boolean one; `label` names it in an error as the user wrote it
 * (`--concurrency`, `input concurrency`).
 */
export interface OptionSource {
    text(flag: string): string | undefined;
    flag(flag: string): boolean;
    label(flag: string): string;
}
/** The options of the run that the CLI and the Action share, checked once, the same way, with the same messages. */
export declare function runOptions(source: OptionSource, env: Record<string, string | undefined>): Omit<CommandContext, 'cwd' | 'callerEnv'>;
/** The most starts a run takes: each is a whole server start, one after another. */
export declare const MAX_STARTS = 20;
