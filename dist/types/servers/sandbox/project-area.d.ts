import type { LoadedBudget } from '../../budget/config.js';
import type { ResolvedServer } from '../server-sources.js';
/**
 * Directories a server never sees as they are (each is replaced by an empty one): where credentials live. The
 * caller's HOME (~/.npmrc, ~/.ssh, ~/.config/gh), /root, the temporary directories and the runner's, /run's sockets.
 */
export declare function hiddenDirectories(callerEnv: Record<string, string | undefined>): string[];
/**
 * The part of the machine that belongs to the project: the repository's work tree, or, outside git, the outermost
 * package around the budget's directory (below the hidden directory it sits in). Only what lies in it is shown again
 * inside a hidden directory; a cwd, command or argument naming anything else there shows nothing.
 */
export declare function projectArea(projectDir: string, hidden: string[]): string;
/** A server's cwd must lie in the project: a cwd elsewhere (the caller's HOME) is refused before anything starts. */
export declare function assertServerPlaces(servers: ResolvedServer[], loaded: LoadedBudget, callerEnv: Record<string, string | undefined>): void;
/** A directory that is not a symlink: bwrap would mount on the link's target, which may be listed already. */
export declare function isRealDirectory(dir: string): boolean;
