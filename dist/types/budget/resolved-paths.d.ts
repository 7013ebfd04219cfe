/** Whether `target` is `dir` or lies under it, by path alone (links are the caller's to resolve first). */
export declare function isInside(target: string, dir: string): boolean;
/** Whether `target` lies inside `area` once every symbolic link on the way is followed. */
export declare function reallyInside(target: string, area: string): boolean;
/** Where a path really is, every link followed; a path that is not there, as resolved. */
export declare function realOrResolved(file: string): string;
/** Each path resolved, once, in the order first given. */
export declare function uniquePaths(paths: string[]): string[];
