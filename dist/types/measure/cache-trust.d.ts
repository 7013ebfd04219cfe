/**
 * Whether a count cache on disk may be read (and written): counts are figures, and a figure must come from
 * mcp-budget's own counting, never from the repository under review. A cache inside the work tree is used only
 * inside a node_modules that git does not track; one that git tracks (committed with forged counts), one behind a
 * committed symbolic link, or one anywhere else in the work tree (XDG_CACHE_HOME pointed there) is not.
 */
export declare function cacheMayBeUsed(file: string, projectDir: string): boolean;
