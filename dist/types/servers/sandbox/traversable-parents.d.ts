/**
 * Every folder on the way to a path shown inside the sandbox must be one the server may pass through. Two things
 * stand in the way when mcp-budget runs as root and the server as nobody:
 * - bubblewrap creates the missing parents of a mount point with mode 0700, so a project two folders below a hidden
 *   directory (/tmp/a/b/project, ~/code/project, the --base worktree in a mktemp folder) cannot be reached;
 * - a real folder above the project that others may not enter (mktemp -d makes 0700, /root is 0700) keeps its mode.
 * The first are created beforehand with mode 0755; the second are replaced by an empty folder (0755) in which only
 * the paths shown are mounted again, so the server sees exactly those and nothing else of the private folder.
 */
/** `--perms 0755 --dir` for each folder between the empty directory `target` lies in and `target` itself. */
export declare function createdParents(target: string, emptyRoots: string[]): string[];
/**
 * The real folders on the way to `targets` that others may not enter (no o+x), outermost first; only those that lie
 * neither in an emptied directory nor in a mounted one (whose own mode the server gets) and are no mount point.
 */
export declare function untraversableAncestors(targets: string[], emptyRoots: string[], mounted: string[]): string[];
/** Whether a folder above `dir` keeps others out: as nobody, the server reaches `dir` only if it is shown again. */
export declare function behindPrivateFolder(dir: string): boolean;
