/**
 * The layers a server can be confined by. Each one closes a way a hostile server reaches the job that runs it;
 * a missing layer is reported with what it leaves open.
 */
export declare const SANDBOX_LAYERS: readonly ['pid', 'mount', 'user', 'network'];
export type SandboxLayer = (typeof SANDBOX_LAYERS)[number];
/** "no pid, mount, user layer (bubblewrap: not installed): servers can …; servers can …". */
export declare function describeMissing(missing: SandboxLayer[], reason: string | undefined): string;
